package layout

import (
	"context"
	"fmt"
	"image/color"
	"io"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/internal/strictyaml"
	"github.com/mazekit/mazekit/internal/textfit"
	"github.com/mazekit/mazekit/mask"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/preflight"
	"github.com/mazekit/mazekit/render"
)

// Book is a laid-out book: its spec and plan, its puzzles and its pages.
type Book struct {
	Spec     *Spec
	Plan     *Plan
	Puzzles  []*Puzzle
	Pages    []Page
	Warnings []string // layout changes made to keep the print rules
	// PDFX is the PDF/X level WritePDF and WriteCoverPDF write, if any.
	PDFX render.PDFX

	trimW, trimH float64
	margin       float64
	inside       float64
	contents     []contentsEntry
	workers      int // goroutines laying out pages and compressing them
}

// PageKind says what a page holds.
type PageKind int

// The kinds of page.
const (
	PageTitle     PageKind = iota // title, subtitle and author
	PageSection                   // a section's title
	PagePuzzles                   // puzzles (or a handout sheet)
	PageKey                       // answers
	PageBlank                     // a blank page that puts the key on a right-hand page
	PageCopyright                 // copyright, licence and how the book was made
	PageContents                  // the table of contents
	PageHowTo                     // how to solve one kind of puzzle (Page.HowTo)
	PageSeeds                     // the puzzles' seeds, when the spec lists them at the end
)

// Page is one page of a book.
type Page struct {
	Kind    PageKind
	Section int       // for section and puzzle pages
	Puzzles []*Puzzle // puzzles (or key entries) on the page
	PerPage int       // slots on the page
	HowTo   string    // for how-to pages: the how-to key (maze, cat, pattern)
	First   int       // for contents and seeds pages: the first entry on the page
}

// Options control how Make builds a book. A nil *Options means defaults.
type Options struct {
	// Workers is the number of goroutines generating puzzles, laying out
	// pages and compressing them; 0 means one per CPU. The book is the
	// same whatever the number.
	Workers int
	// Progress, if not nil, is called after each puzzle is generated, one
	// call at a time, with the number done and the total.
	Progress func(done, total int)
	// Avoid, if not nil, reports fingerprints (Puzzle.Fingerprint) the
	// book must not contain, such as a series ledger's (Ledger.Has); such
	// puzzles, and repeats within the book, are made again from other
	// seeds.
	Avoid func(fp string) bool
	// MaxMemory is the memory budget in bytes: a book whose Plan.Estimate
	// exceeds it is refused with a *budget.Error before any puzzle is
	// made. 0 means budget.Default (4 GB).
	MaxMemory int64
}

// New generates the puzzles of spec and lays out the pages. workers is the
// number of goroutines generating puzzles (0: one per CPU).
func New(spec *Spec, workers int) (*Book, error) {
	return Make(context.Background(), spec, &Options{Workers: workers})
}

// Make generates the puzzles of spec with options o (nil: the defaults)
// and lays out the pages. It validates spec first (filling its defaults),
// so a Spec built in Go needs no other preparation. It stops, returning
// ctx's error, soon after ctx is done: no further puzzle is started.
func Make(ctx context.Context, spec *Spec, o *Options) (*Book, error) {
	if o == nil {
		o = &Options{}
	}
	plan, err := spec.Validate()
	if err != nil {
		return nil, err
	}
	if err := plan.Estimate().Check(o.MaxMemory); err != nil {
		return nil, err
	}
	if n, most := plan.minPages(), preflight.MaxPages(plan.TrimW, plan.TrimH, plan.PaperStock); n > most {
		return nil, fmt.Errorf("the book has at least %d pages; a %.4g x %.4g in book on %s paper can have at most %d: use fewer puzzles, more per page or another paper size", n, plan.TrimW/Inch, plan.TrimH/Inch, plan.PaperStock, most)
	}
	if err := checkDense(plan, spec.src); err != nil {
		return nil, err
	}
	ps, err := generatePuzzles(ctx, plan, o.Workers, o.Progress, o.Avoid)
	if err != nil {
		return nil, err
	}
	b := &Book{Spec: spec, Plan: plan, Puzzles: ps, workers: o.Workers}
	if b.workers <= 0 {
		b.workers = runtime.GOMAXPROCS(0)
	}
	b.trimW, b.trimH = plan.TrimW, plan.TrimH
	b.margin = plan.Margin
	if plan.Bleed && b.margin < 0.375*Inch {
		b.margin = 0.375 * Inch
		b.Warnings = append(b.Warnings, "margin raised to 0.375in: bled pages need it on the outside edges")
	}
	// The gutter the binding needs depends on the page count, and a wider
	// gutter can push puzzles onto more pages: lay out until the two agree
	// (the gutter only grows, so this ends after a few rounds).
	fixed := plan.Gutter
	need := preflight.MinInsideMargin(1)
	warned := len(b.Warnings)
	for {
		// A gutter given in the spec is kept when it is wide enough.
		b.inside = max(b.margin, need)
		if fixed >= need {
			b.inside = fixed
		}
		b.Warnings = b.Warnings[:warned]
		if _, _, w, h := b.content(1); w < minContent || h < minContent {
			return nil, fmt.Errorf("margins leave %.2f x %.2f in for puzzles on %s paper (%.3gin margin, %.3gin gutter); want at least %.1f in each way: use smaller margins or bigger paper",
				max(w, 0)/Inch, max(h, 0)/Inch, plan.Paper, b.margin/Inch, b.inside/Inch, minContent/Inch)
		}
		if err := b.paginate(); err != nil {
			return nil, err
		}
		if n := preflight.MinInsideMargin(len(b.Pages)); n > need {
			need = n
			continue
		}
		break
	}
	b.checkLabels()
	if fixed > 0 && fixed < need {
		b.Warnings = append(b.Warnings, fmt.Sprintf("gutter raised from %.3gin to %.3gin, the least a book of %d pages may have", fixed/Inch, b.inside/Inch, len(b.Pages)))
	}
	if n, most := len(b.Pages), preflight.MaxPages(b.trimW, b.trimH, plan.PaperStock); n > most {
		return nil, fmt.Errorf("the book has %d pages; a %.4g x %.4g in book on %s paper can have at most %d: use fewer puzzles, more per page or another paper size", n, b.trimW/Inch, b.trimH/Inch, plan.PaperStock, most)
	}
	if n := len(b.Pages); n < preflight.MinPages && plan.Handout == nil {
		b.Warnings = append(b.Warnings, fmt.Sprintf("the book has %d pages; a bound book needs at least %d (add puzzles or use fewer per page)", n, preflight.MinPages))
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

// fits reports whether every puzzle in ps is legible n to a page (in the
// key when key is set) with its wall width.
func (b *Book) fits(ps []*Puzzle, n int, topReserve float64, key bool) bool {
	_, _, w, h := b.slotBox(1, 0, n, topReserve)
	// Each puzzle is drawn to be measured, on every core.
	var bad atomic.Bool
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(max(b.workers, 1), len(ps)) {
		wg.Go(func() {
			for !bad.Load() {
				i := int(next.Add(1)) - 1
				if i >= len(ps) {
					return
				}
				p := ps[i]
				wall := b.wall(p, key)
				mk := render.MarkersArrows
				if !key {
					mk = markers(b.Plan, p)
				}
				sc := p.scene(DrawOptions{Markers: mk, Wall: wall, W: w, H: h})
				if min(w/sc.W, h/sc.H) < p.minCell(wall) {
					bad.Store(true)
				}
			}
		})
	}
	wg.Wait()
	return !bad.Load()
}

// wall returns the wall width in points that p is drawn with on its page,
// or in the key.
func (b *Book) wall(p *Puzzle, key bool) float64 {
	if key {
		return b.Plan.Key.WallWidth
	}
	return b.Plan.Sections[p.Section].Style.WallWidth
}

// paginate builds the page list, reducing puzzles per page where mazes
// would be too dense to print, and records where each puzzle lands.
func (b *Book) paginate() error {
	s := b.Plan
	b.Pages = b.Pages[:0]
	if s.TitlePage {
		b.Pages = append(b.Pages, Page{Kind: PageTitle})
	}
	b.frontMatter()
	if h := s.Handout; h != nil {
		per := h.PerSheet
		slotsN := handoutSlots(per)
		if !b.fits(b.Puzzles, slotsN, nameBand, false) {
			return fmt.Errorf("the maze is too dense for %d per sheet on %s paper at %.2g pt walls; use a smaller size or fewer per sheet", per, s.Paper, s.Sections[0].Style.WallWidth)
		}
		for i := 0; i < len(b.Puzzles); i += per {
			b.Pages = append(b.Pages, Page{Kind: PagePuzzles, Puzzles: b.Puzzles[i : i+per], PerPage: slotsN})
		}
	} else if s.Rising {
		if err := b.risingPages(); err != nil {
			return err
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
			for !b.fits(part, per, 0, false) {
				smaller := map[int]int{9: 6, 6: 4, 4: 2, 2: 1}[per]
				if smaller == 0 {
					return fmt.Errorf("sections[%d]: a %s maze of this size is too dense to print even one to a page on %s paper at %.2g pt walls; use a smaller size", si, denseName(&sec), s.Paper, sec.Style.WallWidth)
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
	var keyed []*Puzzle
	for _, p := range b.Puzzles {
		if s.Sections[p.Section].Kind.Traits().Answer {
			keyed = append(keyed, p)
		}
	}
	if s.Key.Enabled && len(keyed) > 0 {
		per := s.Key.PerPage
		for !b.fits(keyed, per, 0, true) {
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
	b.seedPages()
	for i := range b.Pages {
		if b.Pages[i].Kind == PagePuzzles {
			for _, p := range b.Pages[i].Puzzles {
				p.Page = i + 1
			}
		}
	}
	b.fillContents()
	return nil
}

// minTextPt is the smallest text a book prints, in points.
const minTextPt = 7.0

// checkLabels draws Start and Finish arrows instead of labels on puzzles
// whose labels would print smaller than minTextPt in their slot, and warns
// once.
func (b *Book) checkLabels() {
	top := 0.0
	if b.Plan.Handout != nil {
		top = nameBand
	}
	n := 0
	for pn, pg := range b.Pages {
		if pg.Kind != PagePuzzles {
			continue
		}
		for i, p := range pg.Puzzles {
			if p.Maze == nil || markers(b.Plan, p) != render.MarkersLabels {
				continue
			}
			_, _, w, h := b.slotBox(pn+1, i, pg.PerPage, top)
			sc := p.scene(DrawOptions{Markers: render.MarkersLabels, Wall: b.wall(p, false), W: w, H: h, Labels: b.labels(), FloorWords: b.floorWords()})
			if render.MinTextSize(sc)*min(w/sc.W, h/sc.H) < minTextPt {
				p.noLabels = true
				n++
			}
		}
	}
	if n > 0 {
		b.Warnings = append(b.Warnings, fmt.Sprintf("Start and Finish labels would print smaller than %g pt on %d puzzles; they have arrows instead", minTextPt, n))
	}
}

// checkDense refuses, before any maze is carved, a maze section whose
// mazes would be too dense to print even one to a page: the grids at the
// section's first and last size, uncarved and without door markers, on
// the roomiest page the book can have. It is the check paginate makes on
// the carved mazes (which may still reduce the puzzles per page), made
// early so that a section of large 3D mazes is not carved first. src,
// when not nil, gives the spec's file and lines for the error.
func checkDense(plan *Plan, src *decoder) error {
	b := &Book{Plan: plan, trimW: plan.TrimW, trimH: plan.TrimH, margin: plan.Margin}
	if plan.Bleed {
		b.margin = max(b.margin, 0.375*Inch)
	}
	b.inside = max(b.margin, preflight.MinInsideMargin(1))
	if plan.Gutter >= b.inside {
		b.inside = plan.Gutter
	}
	if _, _, w, h := b.content(1); w < minContent || h < minContent {
		return nil // the margins are refused first
	}
	slots, top := 1, 0.0
	if hd := plan.Handout; hd != nil {
		slots, top = handoutSlots(hd.PerSheet), nameBand
	}
	_, _, w, h := b.slotBox(1, 0, slots, top)
	for si := range plan.Sections {
		sp := &plan.Sections[si]
		mp, ok := sp.Params.(*MazeParams)
		if !ok || sp.Count < 1 {
			continue
		}
		for _, i := range []int{0, sp.Count - 1} {
			spec, err := gridSpec(sp, i, sp.Count, 0)
			if err != nil {
				return nil // left for the carving to report
			}
			g, err := mask.Build(spec)
			if err != nil {
				return nil
			}
			m := maze.New(g)
			p := &Puzzle{Section: si, Maze: m, Body: &MazeBody{Maze: m, Class: mp.Class}}
			wall := sp.Style.WallWidth
			sc := p.scene(DrawOptions{Markers: render.MarkersNone, Wall: wall, W: w, H: h})
			if sc.W <= 0 || sc.H <= 0 || min(w/sc.W, h/sc.H) >= p.minCell(wall) {
				continue
			}
			if hd := plan.Handout; hd != nil {
				return fmt.Errorf("the maze is too dense for %d per sheet on %s paper at %.2g pt walls; use a smaller size or fewer per sheet", hd.PerSheet, plan.Paper, wall)
			}
			msg := fmt.Sprintf("a %s maze of this size is too dense to print even one to a page on %s paper at %.2g pt walls; use a smaller size", denseName(sp), plan.Paper, wall)
			path := fmt.Sprintf("sections[%d]", si)
			if src == nil {
				return fmt.Errorf("%s: %s", path, msg)
			}
			field := path + ".size"
			if _, ok := src.lines[field]; !ok {
				field = path
			}
			return &strictyaml.Error{File: src.file, Line: src.lines[field], Path: field, Msg: msg}
		}
	}
	return nil
}

// denseName names a section's puzzles in the too-dense error.
func denseName(sp *SectionPlan) string {
	if mp, ok := sp.Params.(*MazeParams); ok {
		return gridName(mp.Grid)
	}
	return sp.Kind.Name()
}

var (
	black = color.RGBA{0, 0, 0, 255}
	grey  = color.RGBA{90, 90, 90, 255}
)

// WritePDF writes the book. progress, if not nil, is called after each
// page. It stops, returning ctx's error, soon after ctx is done: no
// further page is laid out or written. Pages are laid out on every core
// while the ones before them are written.
func (b *Book) WritePDF(ctx context.Context, w io.Writer, progress func(done, total int)) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel() // the layout goroutines stop when the writing does
	d, wait := b.document(ctx)
	d.Wait = wait
	if err := render.WriteDocumentPDF(ctxWriter{ctx, w}, d, progress); err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return fmt.Errorf("layout: %w", err)
	}
	return nil
}

// ctxWriter fails its writes once ctx is done.
type ctxWriter struct {
	ctx context.Context
	w   io.Writer
}

func (c ctxWriter) Write(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.w.Write(p)
}

// Document lays the book out as pages of scenes in points. It stops,
// returning ctx's error, soon after ctx is done: no further page is laid
// out.
func (b *Book) Document(ctx context.Context) (*render.Document, error) {
	d, wait := b.document(ctx)
	for i := range d.Pages {
		if err := wait(i); err != nil {
			return nil, err
		}
	}
	return d, nil
}

// document starts laying out the pages of the book on every core, each
// into its own slot of the document's pages, in page order, and returns
// the document and a function that waits for page i (or returns ctx's
// error). The pages do not depend on the number of goroutines.
func (b *Book) document(ctx context.Context) (*render.Document, func(i int) error) {
	s := b.Plan
	kind := "book"
	if s.Handout != nil {
		kind = "handout" // loose sheets: the preflight judges them so
	}
	d := &render.Document{Title: s.Title, Author: s.Author, Subject: fmt.Sprintf("mazekit %s, seed %d, %s paper", kind, s.Seed, s.PaperStock), PDFX: b.PDFX, Workers: b.workers}
	d.Pages = make([]*render.Page, len(b.Pages))
	ready := make([]chan struct{}, len(b.Pages))
	for i := range ready {
		ready[i] = make(chan struct{})
	}
	var next atomic.Int64
	for range min(max(b.workers, 1), len(b.Pages)) {
		go func() {
			for ctx.Err() == nil {
				i := int(next.Add(1)) - 1
				if i >= len(b.Pages) {
					return
				}
				d.Pages[i] = b.page(i + 1)
				close(ready[i])
			}
		}()
	}
	wait := func(i int) error {
		select {
		case <-ready[i]:
			return nil
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return d, wait
}

// page lays out page n (1-based).
func (b *Book) page(n int) *render.Page {
	s := b.Plan
	pg := b.Pages[n-1]
	p := &render.Page{W: b.trimW, H: b.trimH, Scene: render.NewScene(b.trimW, b.trimH), Shift: &render.Box{}}
	if s.Bleed {
		p.W, p.H = b.trimW+preflight.BleedX, b.trimH+2*preflight.BleedY
		if n%2 == 0 { // left-hand page: bleed on the left (outside) edge
			p.Shift.X = preflight.BleedX
		}
		p.Shift.Y = preflight.BleedY
		p.Trim = &render.Box{X: p.Shift.X, Y: p.Shift.Y, W: b.trimW, H: b.trimH}
	}
	c := p.Scene
	switch pg.Kind {
	case PageTitle:
		b.drawTitle(c)
	case PageSection:
		b.drawSection(c, n, pg.Section)
	case PagePuzzles:
		b.drawPuzzles(c, n, pg)
	case PageKey:
		b.drawKey(c, n, pg)
	case PageCopyright:
		b.drawCopyright(c, n)
	case PageContents:
		b.drawContents(c, n, pg)
	case PageHowTo:
		b.drawHowTo(c, n, pg)
	case PageSeeds:
		b.drawSeeds(c, n, pg)
	}
	if pg.Kind != PageTitle && pg.Kind != PageBlank && pg.Kind != PageCopyright {
		header := s.Header
		if pg.Kind == PageKey {
			header = i18n.Text(s.Language, "answers")
		}
		if pg.Kind == PagePuzzles && s.Handout != nil {
			header = "" // the sheet's title line holds it
		}
		b.drawFurniture(c, n, header, pg.Kind == PagePuzzles && largePrintPage(pg))
	}
	return p
}

// largePrintPage reports whether any puzzle on pg is printed in large
// print: then everything the sheet itself sets is at least
// LargePrintTextPt.
func largePrintPage(pg Page) bool {
	for _, p := range pg.Puzzles {
		if lp, ok := p.Body.(largePrinter); ok && lp.IsLargePrint() {
			return true
		}
	}
	return false
}

// Text styles of the book.
var (
	titleText    = textfit.Box{Font: fonts.Bold, Size: 32, MinSize: 16, MaxLines: 3, Color: black, Align: render.AlignCenter}
	subtitleText = textfit.Box{Font: fonts.Regular, Size: 16, MinSize: 10, MaxLines: 3, Color: grey, Align: render.AlignCenter}
	authorText   = textfit.Box{Font: fonts.Regular, Size: 12, MinSize: 9, MaxLines: 2, Color: grey, Align: render.AlignCenter}
	sectionText  = textfit.Box{Font: fonts.Bold, Size: 26, MinSize: 14, MaxLines: 3, Color: black, Align: render.AlignCenter}
	noteText     = textfit.Box{Font: fonts.Regular, Size: 12, MinSize: 9, MaxLines: 2, Color: grey, Align: render.AlignCenter}
	headerText   = textfit.Box{Font: fonts.Regular, Size: headerSize, MinSize: minText, MaxLines: 1, Color: grey, Align: render.AlignCenter}
	folioText    = textfit.Box{Font: fonts.Regular, Size: captionSize, MinSize: minText, MaxLines: 1, Color: grey, Align: render.AlignCenter}
	captionText  = textfit.Box{Font: fonts.Bold, Size: captionSize, MinSize: minText, MaxLines: 1, Color: black, Align: render.AlignCenter}
	seedText     = textfit.Box{Font: fonts.Regular, Size: seedSize, MinSize: minText, MaxLines: 1, Color: grey, Align: render.AlignCenter}
	sheetText    = textfit.Box{Font: fonts.Regular, Size: 11, MinSize: 9, MaxLines: 1, Color: black, Align: render.AlignLeft}
)

func (b *Book) drawTitle(c *render.Scene) {
	s := b.Plan
	side := max(b.margin, b.inside)
	cx, w := b.trimW/2, b.trimW-2*side
	y := b.trimH * 0.36
	if s.Cover.Picture != "" {
		y = b.trimH * 0.2 // room for the picture below
	}
	y += titleText.Draw(c, cx, y, w, s.Title)
	if s.Subtitle != "" {
		y += 2 + subtitleText.Draw(c, cx, y+2, w, s.Subtitle)
	}
	if s.Author != "" {
		y += 6 + authorText.Draw(c, cx, y+6, w, s.Author)
	}
	// The book's picture under the title, where there is room; else a
	// small maze as an ornament.
	if s.Cover.Picture != "" {
		if art := pictureArt(s.Cover.Picture, s.Seed); art != nil {
			size := min(4*Inch, b.trimH-b.margin-footerBand-y-36, w)
			if size >= 1.5*Inch {
				c.Place(art, cx-size/2, y+24, size, size)
				return
			}
		}
	}
	size := min(140, b.trimH-b.margin-footerBand-y-24, w)
	for _, p := range b.Puzzles {
		if p.Maze != nil {
			sc := render.MazeScene(p.Maze, &render.Style{WallPt: 1, Margin: -1})
			if size/max(sc.W, sc.H) >= p.minCell(1) {
				c.Place(sc, cx-size/2, y+12, size, size)
			}
			break
		}
	}
}

func (b *Book) drawSection(c *render.Scene, n, si int) {
	sec := &b.Plan.Sections[si]
	title := sec.Title
	if title == "" {
		title = i18n.Textf(b.Plan.Language, "part", si+1)
	}
	x, y, w, h := b.content(n)
	y += h * 0.4
	y += sectionText.Draw(c, x+w/2, y, w, title)
	noteText.Draw(c, x+w/2, y+4, w, sectionNoun(b.Plan.Language, sec))
}

// drawFurniture draws the running header and the page number.
func (b *Book) drawFurniture(c *render.Scene, n int, header string, large bool) {
	x, _, w, _ := b.content(n)
	head, folio := headerText, folioText
	if large {
		head.Size, head.MinSize = classroom.LargePrintTextPt, classroom.LargePrintTextPt
		folio.Size, folio.MinSize = classroom.LargePrintTextPt, classroom.LargePrintTextPt
	}
	if header != "" {
		head.Draw(c, x+w/2, b.margin+headerSize, w, header)
	}
	if b.Plan.PageNumbers {
		folio.Draw(c, x+w/2, b.trimH-b.margin-4, w, fmt.Sprint(n))
	}
}

// drawCaption writes the two caption lines under a slot: a bold label and
// the seed.
func (b *Book) drawCaption(c *render.Scene, x, y, w float64, label string, seed uint64) {
	captionText.Draw(c, x+w/2, y+12, w, label)
	if b.Plan.Seeds == SeedsCaption {
		seedText.Draw(c, x+w/2, y+21, w, i18n.Textf(b.Plan.Language, "seed", seed))
	}
}

func (b *Book) drawPuzzles(c *render.Scene, n int, pg Page) {
	s := b.Plan
	top := 0.0
	if s.Handout != nil {
		top = nameBand
		x, y, w, _ := b.content(n)
		b.drawSheetTitle(c, n, largePrintPage(pg))
		sheet := pg.Puzzles[0].Sheet
		if largePrintPage(pg) {
			b.drawLargeNameLine(c, x, y, w, sheet)
		} else if s.Handout.NameLine {
			sheetText.Draw(c, x, y+16, 40, i18n.Text(s.Language, "name"))
			sheetText.Draw(c, x+w*0.62, y+16, 34, i18n.Text(s.Language, "date"))
			pen := render.Pen{Width: minLine, Color: black, Cap: render.CapButt}
			c.MoveTo(x+38, y+17)
			c.LineTo(x+w*0.58, y+17)
			c.Stroke(pen)
			c.MoveTo(x+w*0.62+32, y+17)
			c.LineTo(x+w-60, y+17)
			c.Stroke(pen)
		}
		if !largePrintPage(pg) {
			bold := sheetText
			bold.Font, bold.Align = fonts.Bold, render.AlignRight
			bold.Draw(c, x+w, y+16, 56, i18n.Textf(s.Language, "sheet", sheet))
		}
	}
	for i, p := range pg.Puzzles {
		x, y, w, h := b.slotBox(n, i, pg.PerPage, top)
		sc := p.scene(DrawOptions{Markers: markers(s, p), Wall: b.wall(p, false), Style: &s.Sections[p.Section].Style, W: w, H: h, Labels: b.labels(), FloorWords: b.floorWords()})
		sc.MinLine = minLine
		x, w = trueWidth(sc, p, b.wall(p, false), x, w, h)
		y, h = hugSlot(sc, y, w, h)
		c.Place(sc, x, y, w, h)
		cap := i18n.Textf(s.Language, "puzzle", p.Number) + " · " + p.kindName(s.Language)
		if p.Maze != nil {
			cap += " · " + levelText(s.Language, p.Level)
		}
		if s.Handout != nil {
			cap = i18n.Textf(s.Language, "maze", (p.Number-1)%s.Handout.PerSheet+1)
			if p.Level != "" {
				cap += " · " + levelText(s.Language, p.Level)
			}
		}
		b.drawPuzzleCaption(c, x, y+h, w, withInstruction(cap, p, s.Language), p)
	}
}

// labels returns the Start and Finish labels in the book's language.
func (b *Book) labels() [2]string {
	return [2]string{i18n.Text(b.Plan.Language, "start"), i18n.Text(b.Plan.Language, "finish")}
}

// floorWords returns the words a maze on floors is drawn with in the
// book's language (see render.Style.FloorWords).
func (b *Book) floorWords() [3]string {
	l := b.Plan.Language
	return [3]string{i18n.Text(l, "floor"), i18n.Text(l, "stairs_up"), i18n.Text(l, "stairs_down")}
}

func markers(s *Plan, p *Puzzle) render.Markers {
	m := s.Sections[p.Section].Markers
	if m == render.MarkersLabels && p.noLabels {
		return render.MarkersArrows
	}
	return m
}

func (b *Book) drawKey(c *render.Scene, n int, pg Page) {
	s := b.Plan
	for i, p := range pg.Puzzles {
		x, y, w, h := b.slotBox(n, i, pg.PerPage, 0)
		sc := p.scene(DrawOptions{Markers: render.MarkersArrows, Wall: b.wall(p, true), Style: &s.Sections[p.Section].Style, Solved: true, W: w, H: h, Labels: b.labels(), FloorWords: b.floorWords()})
		sc.MinLine = minLine
		y, h = hugSlot(sc, y, w, h)
		c.Place(sc, x, y, w, h)
		label := i18n.Textf(s.Language, "puzzle", p.Number) + " · " + i18n.Textf(s.Language, "page", p.Page)
		if kn, ok := p.Body.(keyNoter); ok {
			label += " · " + kn.KeyNote()
		}
		if s.Handout != nil {
			label = i18n.Textf(s.Language, "sheet.maze", p.Sheet, (p.Number-1)%s.Handout.PerSheet+1)
		}
		b.drawCaption(c, x, y+h, w, label, p.Seed)
	}
}

// drawLargeNameLine draws a large-print sheet's band: the name and date
// lines (when the handout has them) and the sheet number, all set at
// LargePrintTextPt, each rule starting after its measured label.
func (b *Book) drawLargeNameLine(c *render.Scene, x, y, w float64, sheet int) {
	s := b.Plan
	st := sheetText
	st.Size, st.MinSize = classroom.LargePrintTextPt, classroom.LargePrintTextPt
	m := textfit.Metric{Font: st.Font, Size: st.Size}
	bold := st
	bold.Font, bold.Align = fonts.Bold, render.AlignRight
	num := i18n.Textf(s.Language, "sheet", sheet)
	numW := textfit.Metric{Font: bold.Font, Size: bold.Size}.Width(num)
	base := y + 20
	if s.Handout.NameLine {
		name, date := i18n.Text(s.Language, "name"), i18n.Text(s.Language, "date")
		nw, dw := m.Width(name), m.Width(date)
		pen := render.Pen{Width: minLine, Color: black, Cap: render.CapButt}
		st.Draw(c, x, base, nw+1, name)
		c.MoveTo(x+nw+4, base+1)
		c.LineTo(x+w*0.56, base+1)
		c.Stroke(pen)
		st.Draw(c, x+w*0.6, base, dw+1, date)
		c.MoveTo(x+w*0.6+dw+4, base+1)
		c.LineTo(x+w-numW-12, base+1)
		c.Stroke(pen)
	}
	bold.Draw(c, x+w, base, numW+1, num)
}

// contentsEntry is a line of the table of contents.
type contentsEntry struct {
	Title string
	Note  string // what the section holds
	Page  int
}
