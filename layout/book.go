package layout

import (
	"fmt"
	"image/color"
	"io"

	"github.com/jung-kurt/gofpdf"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/render"
)

// Minimum sizes on the printed page, in points.
const (
	minLine       = 0.75 // thinnest line a printer reproduces reliably
	minText       = 7.0
	captionSize   = 9.0
	seedSize      = 7.0
	headerSize    = 8.0
	captionBand   = 24.0 // space under each puzzle for its caption
	headerBand    = 18.0
	footerBand    = 18.0
	passageFactor = 3.0 // a cell must be this many wall widths wide, plus the wall
)

// Book is a laid-out book: its spec, its puzzles and its pages.
type Book struct {
	Spec     *Spec
	Puzzles  []*Puzzle
	Pages    []Page
	Warnings []string // layout changes made to keep the print rules

	trimW, trimH float64
	margin       float64
	inside       float64
}

// PageKind says what a page holds.
type PageKind int

// The kinds of page.
const (
	PageTitle   PageKind = iota // title, subtitle and author
	PageSection                 // a section's title
	PagePuzzles                 // puzzles (or a handout sheet)
	PageKey                     // answers
	PageBlank                   // a blank page that puts the key on a right-hand page
)

// Page is one page of a book.
type Page struct {
	Kind    PageKind
	Section int       // for section and puzzle pages
	Puzzles []*Puzzle // puzzles (or key entries) on the page
	PerPage int       // slots on the page
}

// New generates the puzzles of spec and lays out the pages. workers is the
// number of goroutines generating puzzles (0: one per CPU).
func New(spec *Spec, workers int) (*Book, error) {
	ps, err := Puzzles(spec, workers)
	if err != nil {
		return nil, err
	}
	b := &Book{Spec: spec, Puzzles: ps}
	b.trimW, b.trimH, _ = ParsePaper(spec.Paper)
	if spec.Orientation == "landscape" {
		b.trimW, b.trimH = b.trimH, b.trimW
	}
	b.margin, _ = ParseLength(spec.Margin)
	if spec.Bleed && b.margin < 0.375*Inch {
		b.margin = 0.375 * Inch
		b.Warnings = append(b.Warnings, "margin raised to 0.375in: bled pages need it on the outside edges")
	}
	// Lay out once with the smallest gutter to count pages, then fix the
	// gutter for that count (the count does not depend on it).
	b.inside = max(b.margin, MinInsideMargin(1))
	if err := b.paginate(); err != nil {
		return nil, err
	}
	need := MinInsideMargin(len(b.Pages))
	b.inside = max(b.margin, need)
	if spec.Gutter != "" {
		g, _ := ParseLength(spec.Gutter)
		if g < need {
			b.Warnings = append(b.Warnings, fmt.Sprintf("gutter raised from %.3gin to %.3gin for a book of %d pages", g/Inch, need/Inch, len(b.Pages)))
		} else {
			b.inside = g
		}
	}
	if err := b.paginate(); err != nil {
		return nil, err
	}
	return b, nil
}

// content returns the drawing area of page n (1-based) within the trim,
// between margins and the header and footer bands.
func (b *Book) content(n int) (x, y, w, h float64) {
	left, right := b.inside, b.margin
	if n%2 == 0 { // left-hand page: the gutter is on the right
		left, right = b.margin, b.inside
	}
	return left, b.margin + headerBand, b.trimW - left - right, b.trimH - 2*b.margin - headerBand - footerBand
}

// slots returns the grid of n slots: columns and rows.
func (b *Book) slots(n int) (cols, rows int) {
	g := map[int][2]int{1: {1, 1}, 2: {1, 2}, 4: {2, 2}, 6: {2, 3}, 9: {3, 3}}[n]
	c, r := g[0], g[1]
	if b.trimW > b.trimH {
		c, r = r, c
	}
	return c, r
}

// slotBox returns the box of slot i of n on page pn, minus the caption band.
func (b *Book) slotBox(pn, i, n int, topReserve float64) (x, y, w, h float64) {
	cx, cy, cw, ch := b.content(pn)
	cy += topReserve
	ch -= topReserve
	cols, rows := b.slots(n)
	const gap = 12.0
	sw := (cw - gap*float64(cols-1)) / float64(cols)
	sh := (ch - gap*float64(rows-1)) / float64(rows)
	col, row := i%cols, i/cols
	return cx + float64(col)*(sw+gap), cy + float64(row)*(sh+gap), sw, sh - captionBand
}

// fits reports whether every puzzle in ps is legible n to a page at wall
// width wall (points).
func (b *Book) fits(ps []*Puzzle, n int, wall, topReserve float64) bool {
	_, _, w, h := b.slotBox(1, 0, n, topReserve)
	for _, p := range ps {
		sc := p.scene(render.MarkersArrows, wall, false, w, h)
		if min(w/sc.W, h/sc.H) < p.minCell(wall) {
			return false
		}
	}
	return true
}

// paginate builds the page list, reducing puzzles per page where mazes
// would be too dense to print, and records where each puzzle lands.
func (b *Book) paginate() error {
	s := b.Spec
	b.Pages = b.Pages[:0]
	b.Warnings = b.Warnings[:len(b.Warnings):len(b.Warnings)]
	if *s.TitlePage {
		b.Pages = append(b.Pages, Page{Kind: PageTitle})
	}
	if h := s.Handout; h != nil {
		per := h.PerSheet
		slotsN := map[int]int{1: 1, 2: 2, 3: 4, 4: 4}[per]
		if !b.fits(b.Puzzles, slotsN, s.WallWidth, nameBand) {
			return fmt.Errorf("the maze is too dense for %d per sheet on %s paper at %.2g pt walls; use a smaller size or fewer per sheet", per, s.Paper, s.WallWidth)
		}
		for i := 0; i < len(b.Puzzles); i += per {
			b.Pages = append(b.Pages, Page{Kind: PagePuzzles, Puzzles: b.Puzzles[i : i+per], PerPage: slotsN})
		}
	} else {
		start := 0
		for si, sec := range s.Sections {
			part := b.Puzzles[start : start+sec.Count]
			start += sec.Count
			if sec.SectionPage {
				b.Pages = append(b.Pages, Page{Kind: PageSection, Section: si})
			}
			per := sec.PerPage
			for !b.fits(part, per, s.WallWidth, 0) {
				smaller := map[int]int{9: 6, 6: 4, 4: 2, 2: 1}[per]
				if smaller == 0 {
					return fmt.Errorf("sections[%d]: a %s maze of this size is too dense to print even one to a page on %s paper at %.2g pt walls; use a smaller size", si, gridName(sec.Grid), s.Paper, s.WallWidth)
				}
				b.Warnings = append(b.Warnings, fmt.Sprintf("sections[%d]: %d puzzles per page would be too dense to print; using %d", si, per, smaller))
				per = smaller
			}
			for i := 0; i < len(part); i += per {
				end := min(i+per, len(part))
				b.Pages = append(b.Pages, Page{Kind: PagePuzzles, Section: si, Puzzles: part[i:end], PerPage: per})
			}
		}
	}
	for i := range b.Pages {
		for _, p := range b.Pages[i].Puzzles {
			p.Page = i + 1
		}
	}
	var keyed []*Puzzle
	for _, p := range b.Puzzles {
		if p.hasAnswer() {
			keyed = append(keyed, p)
		}
	}
	if *s.Key.Enabled && len(keyed) > 0 {
		per := s.Key.PerPage
		for !b.fits(keyed, per, s.Key.WallWidth, 0) {
			smaller := map[int]int{9: 6, 6: 4, 4: 2, 2: 1}[per]
			if smaller == 0 {
				return fmt.Errorf("answer_key: the mazes are too dense to print in the key")
			}
			b.Warnings = append(b.Warnings, fmt.Sprintf("answer_key: %d per page would be too dense to print; using %d", per, smaller))
			per = smaller
		}
		if len(b.Pages)%2 == 1 { // start the key on a right-hand (odd) page
			b.Pages = append(b.Pages, Page{Kind: PageBlank})
		}
		for i := 0; i < len(keyed); i += per {
			end := min(i+per, len(keyed))
			b.Pages = append(b.Pages, Page{Kind: PageKey, Puzzles: keyed[i:end], PerPage: per})
		}
	}
	return nil
}

const nameBand = 40.0 // room for the name and date line on handout sheets

var (
	black = color.RGBA{0, 0, 0, 255}
	grey  = color.RGBA{90, 90, 90, 255}
)

// WritePDF writes the book. progress, if not nil, is called after each page.
func (b *Book) WritePDF(w io.Writer, progress func(done, total int)) error {
	s := b.Spec
	pdf := render.NewPDF()
	pdf.SetTitle(s.Title, true)
	if s.Author != "" {
		pdf.SetAuthor(s.Author, true)
	}
	pdf.SetSubject(fmt.Sprintf("mazekit book, seed %d", s.Seed), true)
	pw, ph := b.trimW, b.trimH
	if s.Bleed {
		pw, ph = b.trimW+BleedX, b.trimH+2*BleedY
	}
	for i, pg := range b.Pages {
		n := i + 1
		pdf.AddPageFormat("P", gofpdf.SizeType{Wd: pw, Ht: ph})
		ox, oy := 0.0, 0.0
		if s.Bleed {
			if n%2 == 0 { // left-hand page: bleed on the left (outside) edge
				ox = BleedX
			}
			oy = BleedY
			pdf.SetPageBox("trim", ox, oy, b.trimW, b.trimH)
			pdf.SetPageBox("bleed", 0, 0, pw, ph)
		}
		pdf.TransformBegin()
		pdf.TransformTranslate(ox, oy)
		switch pg.Kind {
		case PageTitle:
			b.drawTitle(pdf)
		case PageSection:
			b.drawSection(pdf, n, pg.Section)
		case PagePuzzles:
			b.drawPuzzles(pdf, n, pg)
		case PageKey:
			b.drawKey(pdf, n, pg)
		}
		if pg.Kind != PageTitle && pg.Kind != PageBlank {
			header := *s.Header
			if pg.Kind == PageKey {
				header = "Answers"
			}
			b.drawFurniture(pdf, n, header)
		}
		pdf.TransformEnd()
		if err := pdf.Error(); err != nil {
			return fmt.Errorf("layout: page %d: %w", n, err)
		}
		if progress != nil {
			progress(n, len(b.Pages))
		}
	}
	return pdf.Output(w)
}

// text draws s centred on x (or left/right aligned) with its baseline at y.
func text(pdf *gofpdf.Fpdf, f fonts.Font, size, x, y float64, s string, c color.RGBA, align render.Align) {
	pdf.SetFont(f.Family(), "", size)
	pdf.SetTextColor(int(c.R), int(c.G), int(c.B))
	switch align {
	case render.AlignCenter:
		x -= pdf.GetStringWidth(s) / 2
	case render.AlignRight:
		x -= pdf.GetStringWidth(s)
	}
	pdf.Text(x, y, s)
}

func (b *Book) drawTitle(pdf *gofpdf.Fpdf) {
	s := b.Spec
	cx := b.trimW / 2
	y := b.trimH * 0.38
	text(pdf, fonts.Bold, 32, cx, y, s.Title, black, render.AlignCenter)
	if s.Subtitle != "" {
		text(pdf, fonts.Regular, 16, cx, y+34, s.Subtitle, grey, render.AlignCenter)
	}
	if s.Author != "" {
		text(pdf, fonts.Regular, 12, cx, y+62, s.Author, grey, render.AlignCenter)
	}
	// A small maze as an ornament under the title.
	for _, p := range b.Puzzles {
		if p.Maze != nil {
			sc := render.MazeScene(p.Maze, &render.Style{WallPt: 1, Margin: -1})
			render.DrawPDF(pdf, sc, cx-70, y+90, 140, 140)
			break
		}
	}
}

func (b *Book) drawSection(pdf *gofpdf.Fpdf, n, si int) {
	sec := b.Spec.Sections[si]
	title := sec.Title
	if title == "" {
		title = fmt.Sprintf("Part %d", si+1)
	}
	x, y, w, h := b.content(n)
	text(pdf, fonts.Bold, 26, x+w/2, y+h*0.4, title, black, render.AlignCenter)
	text(pdf, fonts.Regular, 12, x+w/2, y+h*0.4+28, fmt.Sprintf("%d %s puzzles", sec.Count, gridName(sec.Grid)), grey, render.AlignCenter)
}

// drawFurniture draws the running header and the page number.
func (b *Book) drawFurniture(pdf *gofpdf.Fpdf, n int, header string) {
	x, _, w, _ := b.content(n)
	if header != "" {
		text(pdf, fonts.Regular, headerSize, x+w/2, b.margin+headerSize, header, grey, render.AlignCenter)
	}
	if *b.Spec.PageNumbers {
		text(pdf, fonts.Regular, captionSize, x+w/2, b.trimH-b.margin-4, fmt.Sprint(n), grey, render.AlignCenter)
	}
}

func (b *Book) drawPuzzles(pdf *gofpdf.Fpdf, n int, pg Page) {
	s := b.Spec
	top := 0.0
	if s.Handout != nil {
		top = nameBand
		x, y, w, _ := b.content(n)
		sheet := pg.Puzzles[0].Sheet
		if *s.Handout.NameLine {
			text(pdf, fonts.Regular, 11, x, y+16, "Name:", black, render.AlignLeft)
			text(pdf, fonts.Regular, 11, x+w*0.62, y+16, "Date:", black, render.AlignLeft)
			pdf.SetDrawColor(0, 0, 0)
			pdf.SetLineWidth(minLine)
			pdf.Line(x+38, y+17, x+w*0.58, y+17)
			pdf.Line(x+w*0.62+32, y+17, x+w-60, y+17)
		}
		text(pdf, fonts.Bold, 11, x+w, y+16, fmt.Sprintf("Sheet %d", sheet), black, render.AlignRight)
	}
	for i, p := range pg.Puzzles {
		x, y, w, h := b.slotBox(n, i, pg.PerPage, top)
		sc := p.scene(markers(s, p), s.WallWidth, false, w, h)
		sc.MinLine = minLine
		render.DrawPDF(pdf, sc, x, y, w, h)
		cap := fmt.Sprintf("Puzzle %d · %s · %s", p.Number, p.kindName(), p.Level)
		if p.Maze == nil {
			cap = fmt.Sprintf("Puzzle %d · %s", p.Number, p.kindName())
		}
		if s.Handout != nil {
			cap = fmt.Sprintf("Maze %d", (p.Number-1)%s.Handout.PerSheet+1)
		}
		text(pdf, fonts.Bold, captionSize, x+w/2, y+h+12, cap, black, render.AlignCenter)
		text(pdf, fonts.Regular, seedSize, x+w/2, y+h+21, fmt.Sprintf("seed %d", p.Seed), grey, render.AlignCenter)
	}
}

func markers(s *Spec, p *Puzzle) render.Markers {
	if s.Handout != nil {
		return render.MarkersArrows
	}
	switch s.Sections[p.Section].Markers {
	case "labels":
		return render.MarkersLabels
	case "none":
		return render.MarkersNone
	}
	return render.MarkersArrows
}

func (b *Book) drawKey(pdf *gofpdf.Fpdf, n int, pg Page) {
	s := b.Spec
	for i, p := range pg.Puzzles {
		x, y, w, h := b.slotBox(n, i, pg.PerPage, 0)
		sc := p.scene(render.MarkersArrows, s.Key.WallWidth, true, w, h)
		sc.MinLine = minLine
		render.DrawPDF(pdf, sc, x, y, w, h)
		label := fmt.Sprintf("Puzzle %d · page %d", p.Number, p.Page)
		if s.Handout != nil {
			label = fmt.Sprintf("Sheet %d · maze %d", p.Sheet, (p.Number-1)%s.Handout.PerSheet+1)
		}
		text(pdf, fonts.Bold, captionSize, x+w/2, y+h+12, label, black, render.AlignCenter)
		text(pdf, fonts.Regular, seedSize, x+w/2, y+h+21, fmt.Sprintf("seed %d", p.Seed), grey, render.AlignCenter)
	}
}
