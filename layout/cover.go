// The full-wrap cover: back, spine and front on one sheet with bleed,
// sized for the interior's page count and paper as KDP's cover calculator
// does.

package layout

import (
	"fmt"
	"image/color"
	"io"
	"math"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/internal/textfit"
	"github.com/mazekit/mazekit/preflight"
	"github.com/mazekit/mazekit/render"
)

// Cover geometry, in points.
const (
	CoverBleed     = preflight.CoverBleed // on every outside edge of the sheet
	CoverSafe      = 0.125 * Inch         // keep text and art this far inside the trim
	SpineClear     = 0.0625 * Inch
	SpineTextPages = 79 // spine text only from this many pages (and a spine that takes 7 pt text)
	BarcodeW       = 2 * Inch
	BarcodeH       = 1.2 * Inch
	barcodeInset   = 0.25 * Inch // from the back cover's bottom and spine-side trim edges
)

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
	w, h, spine := preflight.CoverSize(trimW, trimH, pages, stock)
	l := CoverLayout{W: w, H: h, Spine: spine, TrimW: trimW, TrimH: trimH, Pages: pages, Stock: stock,
		BackX: CoverBleed, SpineX: CoverBleed + trimW, FrontX: CoverBleed + trimW + spine, Top: CoverBleed,
		SpineText: pages >= SpineTextPages && SpineTextSize(spine) > 0}
	l.Barcode = render.Box{X: l.SpineX - barcodeInset - BarcodeW, Y: l.Top + trimH - barcodeInset - BarcodeH, W: BarcodeW, H: BarcodeH}
	return l
}

// Cover lays out the book's full-wrap cover as a one-page document: the
// front (a maze across the whole panel, the title set large on a plate,
// a showpiece maze from the book and the author), the spine (title and
// author, sized to the spine) and the back (the blurb, a sample puzzle and
// the barcode area kept white).
func (b *Book) Cover() *render.Document {
	s := b.Plan
	l := CoverLayoutFor(b.trimW, b.trimH, len(b.Pages), s.PaperStock)
	d := &render.Document{Title: s.Title, Author: s.Author, PDFX: b.PDFX,
		Subject: fmt.Sprintf("mazekit cover for %d pages of %.4g x %.4g in on %s paper", l.Pages, l.TrimW/Inch, l.TrimH/Inch, l.Stock)}
	c := d.AddPage(l.W, l.H).Scene
	theme := s.Cover.Color
	// Background over the whole sheet, bleed included.
	rect(c, 0, 0, l.W, l.H)
	c.Fill(theme)
	b.drawFront(c, l)
	b.drawSpine(c, l)
	b.drawBack(c, l)
	return d
}

// drawSpine sets the title and the author on the spine, reading from top to
// bottom, as large as the spine allows (SpineTextSize) and clear of the
// folds; a spine too thin for 7 pt text has none.
func (b *Book) drawSpine(c *render.Scene, l CoverLayout) {
	s := b.Plan
	if !l.SpineText {
		return
	}
	white := color.RGBA{255, 255, 255, 255}
	size := SpineTextSize(l.Spine)
	// The fonts' em box reaches 0.944 of the size above the baseline and
	// 0.21 below (on the spine, "above" is to the right): centre it.
	cx := l.SpineX + l.Spine/2
	st := render.TextStyle{Font: fonts.Bold, Size: size, Color: white, Align: render.AlignLeft, Rotate: 90}
	bx := cx - (0.944-0.21)/2*size
	top := l.Top + CoverSafe + 0.25*Inch
	avail := l.TrimH - 2*CoverSafe - 0.5*Inch
	ts := textfit.Metric{Font: fonts.Bold, Size: size}
	name := textfit.Cut(ts, s.Title, avail*0.65)
	c.Text(bx, top, name, st)
	if s.Author != "" {
		st.Font, st.Color = fonts.Regular, mix(s.Cover.Color, white, 0.7)
		am := textfit.Metric{Font: fonts.Regular, Size: size}
		an := textfit.Cut(am, s.Author, avail*0.3)
		c.Text(bx, top+avail-am.Width(an), an, st)
	}
}

// SpineTextSize returns the size in points of spine text on a spine spine
// points wide: the em box fills the spine between the folds' clearances, up
// to 24 pt; 0 when that is under the 7 pt print minimum.
func SpineTextSize(spine float64) float64 {
	size := min(24, (spine-2*SpineClear)/1.2)
	if size < minTextPt {
		return 0
	}
	return size
}

// drawBack lays out the back cover: the blurb set large, what is inside,
// a sample puzzle from the middle of the book on a white card with its
// caption, and the barcode area filled white for the printer's barcode.
func (b *Book) drawBack(c *render.Scene, l CoverLayout) {
	s := b.Plan
	white := color.RGBA{255, 255, 255, 255}
	light := mix(s.Cover.Color, white, 0.7)
	bx, bw := l.BackX+CoverSafe+0.375*Inch, l.TrimW-2*CoverSafe-0.75*Inch
	y := l.Top + CoverSafe + 0.625*Inch
	blurb := s.Cover.Blurb
	if blurb == "" {
		blurb = s.Subtitle
	}
	body := textfit.Box{Font: fonts.Regular, Size: 15, MinSize: 10, MaxLines: 9, Color: white, Align: render.AlignCenter}
	y += body.Size
	if blurb != "" {
		y += body.Draw(c, bx+bw/2, y, bw, blurb) + 10
	}
	inside := textfit.Box{Font: fonts.Bold, Size: 14, MinSize: 10, MaxLines: 2, Color: white, Align: render.AlignCenter}
	y += inside.Draw(c, bx+bw/2, y, bw, i18n.Textf(s.Language, "cover.inside", len(b.Puzzles))) + 16
	if p := b.samplePuzzle(); p != nil {
		note := noteText
		note.Color = light
		cap := i18n.Text(s.Language, "cover.sample") + " · " + p.kindName(s.Language)
		if p.Level != "" {
			cap += " · " + levelText(s.Language, p.Level)
		}
		bottom := l.Barcode.Y - 0.3*Inch
		if side := min(bw*0.78, bottom-y-20); side > Inch {
			px := bx + (bw-side)/2
			rect(c, px, y, side, side)
			c.Fill(white)
			pad := 0.18 * Inch
			sc := p.scene(DrawOptions{Markers: render.MarkersArrows, Wall: 1.2, W: side - 2*pad, H: side - 2*pad, Labels: b.labels(), FloorWords: b.floorWords()})
			sc.MinLine = minLine
			c.Place(sc, px+pad, y+pad, side-2*pad, side-2*pad)
			note.Draw(c, bx+bw/2, y+side+14, bw, cap)
		}
	}
	rect(c, l.Barcode.X, l.Barcode.Y, l.Barcode.W, l.Barcode.H)
	c.Fill(white)
}

// samplePuzzle is the back cover's sample: a maze a third of the way into
// the book (neither the easiest nor one too dense to read small), not a
// circle when the book has others (the front shows a circle), or the first
// puzzle of a book without mazes.
func (b *Book) samplePuzzle() *Puzzle {
	var mazes []*Puzzle
	for _, p := range b.Puzzles {
		if p.Maze != nil {
			mazes = append(mazes, p)
		}
	}
	for _, p := range mazes[len(mazes)/3:] {
		if p.Maze.Grid.Spec().Kind != "polar" {
			return p
		}
	}
	switch {
	case len(mazes) > 0:
		return mazes[len(mazes)/3]
	case len(b.Puzzles) > 0:
		return b.Puzzles[0]
	}
	return nil
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
