package render

import (
	"image/color"
)

// Document is a multi-page document laid out in points (1/72 in): a book,
// a booklet. Each page is a Scene drawn at one point per scene unit.
// WriteDocumentPDF writes it; page scenes have a text form (Scene.String)
// for golden tests like any other scene.
type Document struct {
	Title   string // metadata: title
	Author  string // metadata: author, if any
	Subject string // metadata: subject, if any
	PDFX    PDFX   // the PDF/X level to write, if any
	Pages   []*Page
	// Wait, if not nil, is called before page i is read and returns when
	// Pages[i] is ready, so pages can be laid out while earlier ones are
	// written; its error stops the writing.
	Wait func(i int) error
	// Workers is the number of goroutines compressing pages; 0 means
	// GOMAXPROCS. The bytes do not depend on it.
	Workers int
}

// Page is one page of a Document.
type Page struct {
	// W and H are the size of the sheet (the PDF MediaBox), in points.
	W, H float64
	// Scene is the page's drawing in points.
	Scene *Scene
	// Shift, if not nil, moves the drawing's origin to (X, Y) on the sheet
	// (on a bled page, the trim's corner), as one transformation.
	Shift *Box
	// Trim, if not nil, is the trimmed page on the sheet; the sheet is then
	// the bleed (PDF TrimBox and BleedBox).
	Trim *Box
}

// Box is a rectangle in points, from its top-left corner.
type Box struct{ X, Y, W, H float64 }

// AddPage adds a page of w×h points with an empty scene of the same size,
// and returns the page.
func (d *Document) AddPage(w, h float64) *Page {
	p := &Page{W: w, H: h, Scene: NewScene(w, h)}
	d.Pages = append(d.Pages, p)
	return p
}

// placer is implemented by canvases that draw a placed scene themselves
// (the PDF backend, the text form); others get it replayed through a
// transformation.
type placer interface {
	place(s *Scene, x, y, w, h float64)
}

// Place records s drawn into the box at (x, y) of size w×h: scaled to fit
// and centred, keeping its aspect ratio, its background filling its own
// area. Pens and text marked Fixed keep their size in output units, and
// pens thinner than s.MinLine (in output units) are widened to it.
func (s *Scene) Place(sub *Scene, x, y, w, h float64) {
	s.kinds = append(s.kinds, opPlace)
	s.coords = append(s.coords, x, y, w, h)
	s.subs = append(s.subs, sub)
}

// fitBox returns the scale and origin of s drawn into the box (x, y, w, h).
func fitBox(s *Scene, x, y, w, h float64) (scale, ox, oy float64) {
	scale = min(w/s.W, h/s.H)
	return scale, x + (w-s.W*scale)/2, y + (h-s.H*scale)/2
}

// placeOn draws a placed scene on a canvas that does not place scenes
// itself, by replaying it through a transformation.
func placeOn(c Canvas, s *Scene, x, y, w, h float64) {
	if p, ok := c.(placer); ok {
		p.place(s, x, y, w, h)
		return
	}
	scale, ox, oy := fitBox(s, x, y, w, h)
	if s.Background.A != 0 {
		c.MoveTo(ox, oy)
		c.LineTo(ox+s.W*scale, oy)
		c.LineTo(ox+s.W*scale, oy+s.H*scale)
		c.LineTo(ox, oy+s.H*scale)
		c.ClosePath()
		c.Fill(s.Background)
	}
	s.Replay(&transformed{c: c, scale: scale, ox: ox, oy: oy, minLine: s.MinLine})
}

// transformed scales and moves drawing onto c; pen widths and text sizes
// scale too unless Fixed.
type transformed struct {
	c                      Canvas
	scale, ox, oy, minLine float64
}

var _ Canvas = (*transformed)(nil)

func (t *transformed) tx(x, y float64) (float64, float64) { return t.ox + x*t.scale, t.oy + y*t.scale }

func (t *transformed) MoveTo(x, y float64) { t.c.MoveTo(t.tx(x, y)) }
func (t *transformed) LineTo(x, y float64) { t.c.LineTo(t.tx(x, y)) }
func (t *transformed) CubeTo(x1, y1, x2, y2, x, y float64) {
	a, b := t.tx(x1, y1)
	d, e := t.tx(x2, y2)
	f, g := t.tx(x, y)
	t.c.CubeTo(a, b, d, e, f, g)
}
func (t *transformed) ClosePath() { t.c.ClosePath() }
func (t *transformed) Stroke(p Pen) {
	if !p.Fixed {
		p.Width *= t.scale
		p.Dash *= t.scale
	}
	p.Width = max(p.Width, t.minLine)
	t.c.Stroke(p)
}
func (t *transformed) Fill(c color.RGBA) { t.c.Fill(c) }
func (t *transformed) Text(x, y float64, s string, ts TextStyle) {
	if !ts.Fixed {
		ts.Size *= t.scale
	}
	px, py := t.tx(x, y)
	t.c.Text(px, py, s, ts)
}
