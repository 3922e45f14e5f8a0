// The full-wrap cover: back, spine and front on one sheet with bleed,
// sized for the interior's page count and paper as KDP's cover calculator
// does.

package layout

import (
	"fmt"
	"image/color"
	"io"
	"math"
	"strings"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
)

// Cover geometry, in points.
const (
	CoverBleed      = 0.125 * Inch // on every outside edge of the sheet
	CoverSafe       = 0.125 * Inch // keep text and art this far inside the trim
	SpineClear      = 0.0625 * Inch
	SpineTextPages  = 79 // spine text only from this many pages
	BarcodeW        = 2 * Inch
	BarcodeH        = 1.2 * Inch
	barcodeInset    = 0.25 * Inch // from the back cover's bottom and spine-side trim edges
	coverTitleShare = 0.30        // of the front panel's height above the art
)

// CoverSize returns the size in points of the full-wrap cover of a book of
// pages pages with a trim of trimW×trimH points on stock, and its spine
// width: width = 0.125 + back + spine + front + 0.125 in, height = trim +
// 0.25 in, spine = pages × the stock's thickness (SpineWidth).
func CoverSize(trimW, trimH float64, pages int, stock string) (w, h, spine float64) {
	spine = SpineWidth(pages, stock)
	return 2*CoverBleed + 2*trimW + spine, trimH + 2*CoverBleed, spine
}

// CoverLayout places the parts of a cover on its sheet (points, from the
// top-left corner of the sheet).
type CoverLayout struct {
	W, H, Spine   float64
	TrimW, TrimH  float64
	BackX, SpineX float64 // left edges of the back cover's trim and the spine
	FrontX        float64 // left edge of the front cover's trim
	Top           float64 // top edge of the trim
	Barcode       render.Box
	SpineText     bool
	Pages         int
	Stock         string
}

// CoverLayoutFor lays out the cover of a book of pages pages.
func CoverLayoutFor(trimW, trimH float64, pages int, stock string) CoverLayout {
	w, h, spine := CoverSize(trimW, trimH, pages, stock)
	l := CoverLayout{W: w, H: h, Spine: spine, TrimW: trimW, TrimH: trimH, Pages: pages, Stock: stock,
		BackX: CoverBleed, SpineX: CoverBleed + trimW, FrontX: CoverBleed + trimW + spine, Top: CoverBleed,
		SpineText: pages >= SpineTextPages}
	l.Barcode = render.Box{X: l.SpineX - barcodeInset - BarcodeW, Y: l.Top + trimH - barcodeInset - BarcodeH, W: BarcodeW, H: BarcodeH}
	return l
}

// Cover lays out the book's full-wrap cover as a one-page document.
func (b *Book) Cover() *render.Document {
	s := b.Plan
	l := CoverLayoutFor(b.trimW, b.trimH, len(b.Pages), s.PaperStock)
	d := &render.Document{Title: s.Title, Author: s.Author,
		Subject: fmt.Sprintf("mazekit cover for %d pages of %.4g x %.4g in on %s paper", l.Pages, l.TrimW/Inch, l.TrimH/Inch, l.Stock)}
	c := d.AddPage(l.W, l.H).Scene
	theme := s.Cover.Color
	light := mix(theme, color.RGBA{255, 255, 255, 255}, 0.55)
	white := color.RGBA{255, 255, 255, 255}
	accent := color.RGBA{0xff, 0xc8, 0x3d, 255}

	// Background over the whole sheet, bleed included.
	rect(c, 0, 0, l.W, l.H)
	c.Fill(theme)

	// Front: title band, artwork, author.
	fx, fw := l.FrontX+CoverSafe+0.25*Inch, l.TrimW-2*CoverSafe-0.5*Inch
	y := l.Top + CoverSafe + 0.5*Inch
	title := titleText
	title.color, title.size, title.maxLines = white, 40, 3
	y += title.size
	y += title.draw(c, fx+fw/2, y, fw, s.Title)
	if s.Subtitle != "" {
		sub := subtitleText
		sub.color = light
		y += 4 + sub.draw(c, fx+fw/2, y+4, fw, s.Subtitle)
	}
	authorY := l.Top + l.TrimH - CoverSafe - 0.5*Inch
	artTop := max(y+0.2*Inch, l.Top+l.TrimH*coverTitleShare)
	artBottom := authorY - 0.45*Inch
	if art := b.coverArt(theme, light, accent); art != nil && artBottom-artTop > Inch {
		c.Place(art, fx, artTop, fw, artBottom-artTop)
	}
	if s.Author != "" {
		au := authorText
		au.color, au.size = white, 16
		au.draw(c, fx+fw/2, authorY, fw, s.Author)
	}

	// Spine: title and author, reading from top to bottom, clear of the
	// folds; none on a thin book.
	if l.SpineText {
		// The fonts' em box reaches 0.944 of the size above the baseline
		// and 0.21 below (on the spine, "above" is to the right): centre
		// it, and fit it between the folds' clearances.
		size := min(16, (l.Spine-2*SpineClear)/1.2)
		cx := l.SpineX + l.Spine/2
		st := render.TextStyle{Font: fonts.Bold, Size: size, Color: white, Align: render.AlignLeft, Rotate: 90}
		bx := cx - (0.944-0.21)/2*size
		top := l.Top + CoverSafe + 0.25*Inch
		avail := l.TrimH - 2*CoverSafe - 0.5*Inch
		ts := metric{fonts.Bold, size}
		name := cut(ts, s.Title, avail*0.65)
		c.Text(bx, top, name, st)
		if s.Author != "" {
			st.Font, st.Color = fonts.Regular, light
			am := metric{fonts.Regular, size}
			an := cut(am, s.Author, avail*0.3)
			c.Text(bx, top+avail-am.width(an), an, st)
		}
	}

	// Back: blurb, a sample puzzle, and the barcode area left empty.
	bx, bw := l.BackX+CoverSafe+0.25*Inch, l.TrimW-2*CoverSafe-0.5*Inch
	y = l.Top + CoverSafe + 0.5*Inch
	blurb := s.Cover.Blurb
	if blurb == "" {
		blurb = s.Subtitle
	}
	body := textBox{font: fonts.Regular, size: 13, minSize: 9, maxLines: 8, color: white, align: render.AlignCenter}
	y += body.size
	if blurb != "" {
		y += body.draw(c, bx+bw/2, y, bw, blurb) + 6
	}
	y += body.draw(c, bx+bw/2, y, bw, Textf(s.Language, "cover.inside", len(b.Puzzles))) + 10
	if len(b.Puzzles) > 0 {
		note := noteText
		note.color = light
		y += note.draw(c, bx+bw/2, y, bw, Text(s.Language, "cover.sample")) + 4
		bottom := l.Barcode.Y - 0.25*Inch
		if side := min(bw*0.8, bottom-y); side > Inch {
			px := bx + (bw-side)/2
			rect(c, px, y, side, side)
			c.Fill(white)
			p := b.Puzzles[0]
			pad := 0.15 * Inch
			sc := p.scene(DrawOptions{Markers: render.MarkersArrows, Wall: 1.2, W: side - 2*pad, H: side - 2*pad, Labels: b.labels(), FloorWords: b.floorWords()})
			sc.MinLine = minLine
			c.Place(sc, px+pad, y+pad, side-2*pad, side-2*pad)
		}
	}
	return d
}

// coverArt draws the front cover's maze: the hardest puzzle of the book's
// last maze section, remade from the book seed, in the cover's colours with
// its solution as a golden thread. A book without mazes gets a square one.
func (b *Book) coverArt(bg, wall, path color.RGBA) *render.Scene {
	sp := &SectionPlan{Kind: sectionKinds[KindMaze], Params: &MazeParams{Grid: "rect", Algorithms: []string{"wilson"}}, Size: [2][2]int{{18, 22}, {18, 22}}}
	for i := len(b.Plan.Sections) - 1; i >= 0; i-- {
		if _, ok := b.Plan.Sections[i].Params.(*MazeParams); ok {
			sp = &b.Plan.Sections[i]
			break
		}
	}
	n := max(sp.Count, 1)
	p, err := sp.Kind.make(sp, n-1, n, PuzzleSeed(b.Plan.Seed, -1))
	if err != nil || p.Maze == nil {
		return nil
	}
	st := &render.Style{WallPt: 1.6, WallColor: wall, Background: bg, Margin: -1, Solution: maze.Solve(p.Maze), SolutionColor: path, Cap: render.CapRound}
	st.SolutionWidth = 0.18
	return render.MazeScene(p.Maze, st)
}

// rect adds a rectangle path.
func rect(c render.Canvas, x, y, w, h float64) {
	c.MoveTo(x, y)
	c.LineTo(x+w, y)
	c.LineTo(x+w, y+h)
	c.LineTo(x, y+h)
	c.ClosePath()
}

// mix returns a blended t of the way from a to b.
func mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 255}
}

// WriteCoverPDF writes the book's cover.
func (b *Book) WriteCoverPDF(w io.Writer) error {
	if err := render.WriteDocumentPDF(w, b.Cover(), nil); err != nil {
		return fmt.Errorf("layout: cover: %w", err)
	}
	return nil
}

// CheckCover reads a cover PDF and checks it against the interior it
// wraps: one page, exactly CoverSize for pages pages of a trimW×trimH
// book on stock (to 0.001 in), fonts embedded, no raster images.
func CheckCover(pdf []byte, pages int, trimW, trimH float64, stock string) (*Report, error) {
	r, err := Check(pdf)
	if err != nil {
		return nil, err
	}
	// The interior's rules (page count, margins) do not apply to a cover.
	var keep []string
	for _, p := range r.Problems {
		if isFileProblem(p) {
			keep = append(keep, p)
		}
	}
	r.Problems = keep
	problem := func(format string, a ...any) { r.Problems = append(r.Problems, fmt.Sprintf(format, a...)) }
	if r.Pages != 1 {
		problem("a cover is one page, not %d", r.Pages)
	}
	w, h, spine := CoverSize(trimW, trimH, pages, stock)
	if math.Abs(r.MediaW-w) > 0.001*Inch || math.Abs(r.MediaH-h) > 0.001*Inch {
		problem("the cover is %.4f x %.4f in; %d pages of %.4g x %.4g in on %s paper need %.4f x %.4f in (spine %.4f in)",
			r.MediaW/Inch, r.MediaH/Inch, pages, trimW/Inch, trimH/Inch, stock, w/Inch, h/Inch, spine/Inch)
	}
	return r, nil
}

// isFileProblem reports whether a problem Check found concerns the file
// (fonts, images, annotations, line widths) rather than the interior's page
// rules.
func isFileProblem(p string) bool {
	for _, s := range []string{"font", "raster", "annotations", "thinnest line", "cannot be read"} {
		if strings.Contains(p, s) {
			return true
		}
	}
	return false
}
