package render

import (
	"bytes"
	"fmt"
	"image/color"
	"io"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/render/internal/pdfx"
)

// Paper is a named page size in points (1/72 in), portrait.
type Paper struct {
	Name string
	W, H float64
}

var papers = []Paper{
	{"a3", 841.89, 1190.55},
	{"a4", 595.28, 841.89},
	{"a5", 419.53, 595.28},
	{"legal", 612, 1008},
	{"letter", 612, 792},
	{"6x9", 432, 648},
	{"8x10", 576, 720},
	{"8.5x11", 612, 792},
}

// Papers returns the built-in paper sizes, sorted by name.
func Papers() []Paper {
	out := append([]Paper(nil), papers...)
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// LookupPaper returns the named paper size.
func LookupPaper(name string) (Paper, error) {
	for _, p := range papers {
		if p.Name == strings.ToLower(name) {
			return p, nil
		}
	}
	var names []string
	for _, p := range Papers() {
		names = append(names, p.Name)
	}
	return Paper{}, fmt.Errorf("render: unknown paper %q (valid: %s)", name, strings.Join(names, ", "))
}

// FixedDate is the creation and modification date written into every PDF, so
// that the same input gives the same bytes.
var fixedDate = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// FixedDate returns the date every PDF records as its creation and modification date, so the same drawing gives the same bytes.
func FixedDate() time.Time { return fixedDate }

// newPDF returns an fpdf document in points with the embedded fonts
// registered, catalog sorting on and fixed dates: a base for reproducible
// output. Add pages with AddPageFormat.
func newPDF() *fpdf.Fpdf {
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "pt", Size: fpdf.SizeType{Wd: 612, Ht: 792}})
	pdf.SetCatalogSort(true)
	pdf.SetCreationDate(fixedDate)
	pdf.SetModificationDate(fixedDate)
	pdf.SetProducer("mazekit", true)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(0, 0, 0)
	pdf.SetLineWidth(1) // every page starts with this width; keep it printable
	for _, f := range fonts.All() {
		// fpdf writes into the font bytes it is given while it subsets
		// them: give it a copy, so the shared bytes, and so the next
		// document made in this process, stay the same.
		pdf.AddUTF8FontFromBytes(f.Family(), "", append([]byte(nil), fonts.TTF(f)...))
	}
	return pdf
}

// PDFOptions control WritePDF. The zero value makes a page the size of the
// scene at 18 pt per scene unit (a quarter inch per cell).
type PDFOptions struct {
	Scale float64 // points per scene unit when no paper is given; 0 means 18
	Paper string  // "" for a page the size of the drawing, or a paper name
	// Landscape turns the paper sideways.
	Landscape bool
	Title     string // document title metadata
	// PDFX, if not PDFXNone, writes the file as that PDF/X level for
	// print shops (see WriteDocumentPDF).
	PDFX PDFX
}

// WritePDF writes s as a one-page vector PDF.
func WritePDF(w io.Writer, s *Scene, opts *PDFOptions) error {
	if opts == nil {
		opts = &PDFOptions{}
	}
	scale := opts.Scale
	if scale <= 0 {
		scale = 18
	}
	pw, ph := s.W*scale, s.H*scale
	if opts.Paper != "" {
		p, err := LookupPaper(opts.Paper)
		if err != nil {
			return err
		}
		pw, ph = p.W, p.H
		if opts.Landscape {
			pw, ph = ph, pw
		}
	}
	pdf := newPDF()
	if opts.Title != "" {
		pdf.SetTitle(opts.Title, true)
	}
	if s.Comment != "" {
		pdf.SetSubject(s.Comment, true)
	}
	pdf.AddPageFormat("P", fpdf.SizeType{Wd: pw, Ht: ph})
	if opts.Paper != "" {
		const m = 36 // half-inch margins on paper
		drawPDF(pdf, s, m, m, pw-2*m, ph-2*m)
	} else {
		drawPDF(pdf, s, 0, 0, pw, ph)
	}
	if err := pdf.Error(); err != nil {
		return fmt.Errorf("render: pdf: %w", err)
	}
	if opts.PDFX == PDFXNone {
		return pdf.Output(w)
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return fmt.Errorf("render: pdf: %w", err)
	}
	title := opts.Title
	if title == "" {
		title = "Maze"
	}
	out, err := pdfx.Convert(buf.Bytes(), pdfx.Level(opts.PDFX), title, fixedDate)
	if err != nil {
		return err
	}
	_, err = w.Write(out)
	return err
}

// drawPDF draws s on the current page of pdf (unit pt) into the box at
// (x, y) of size w×h, scaled to fit and centred, keeping its aspect ratio.
// Pens and text marked Fixed keep their size in points. It returns the
// scale used (points per scene unit).
func drawPDF(pdf *fpdf.Fpdf, s *Scene, x, y, w, h float64) float64 {
	scale, ox, oy := fitBox(s, x, y, w, h)
	if s.Background.A != 0 {
		setFill(pdf, s.Background)
		pdf.Rect(ox, oy, s.W*scale, s.H*scale, "F")
	}
	s.Replay(&pdfCanvas{pdf: pdf, ox: ox, oy: oy, scale: scale, minLine: s.MinLine})
	return scale
}

type pdfCanvas struct {
	pdf           *fpdf.Fpdf
	ox, oy, scale float64
	minLine       float64
	buf           []byte // one path operator being formatted
}

var _ Canvas = (*pdfCanvas)(nil)

func (c *pdfCanvas) tx(x, y float64) (float64, float64) { return c.ox + x*c.scale, c.oy + y*c.scale }

// Path points go straight into the page as fpdf's MoveTo, LineTo and
// CurveBezierCubicTo write them ("%.2f %.2f m", "%.5f … c"), formatted
// without fmt: a maze page is mostly path points.
func (c *pdfCanvas) MoveTo(x, y float64) { c.pathOp('m', 2, x, y) }
func (c *pdfCanvas) LineTo(x, y float64) { c.pathOp('l', 2, x, y) }
func (c *pdfCanvas) CubeTo(x1, y1, x2, y2, x, y float64) {
	c.pathOp('c', 5, x1, y1, x2, y2, x, y)
}

// pathOp writes the operator op after the points xy (scene units), each
// coordinate with prec decimals, in PDF space: k units a point, y up.
func (c *pdfCanvas) pathOp(op byte, prec int, xy ...float64) {
	k := c.pdf.GetConversionRatio()
	_, h := c.pdf.GetPageSize()
	b := c.buf[:0]
	for i := 0; i+1 < len(xy); i += 2 {
		x, y := c.tx(xy[i], xy[i+1])
		b = strconv.AppendFloat(b, x*k, 'f', prec, 64)
		b = append(b, ' ')
		b = strconv.AppendFloat(b, (h-y)*k, 'f', prec, 64)
		b = append(b, ' ')
	}
	b = append(b, op)
	c.buf = b
	c.pdf.RawWriteStr(string(b))
}
func (c *pdfCanvas) ClosePath() { c.pdf.ClosePath() }

func (c *pdfCanvas) place(s *Scene, x, y, w, h float64) {
	px, py := c.tx(x, y)
	drawPDF(c.pdf, s, px, py, w*c.scale, h*c.scale)
}

func (c *pdfCanvas) Stroke(p Pen) {
	width := p.Width * c.scale
	if p.Fixed {
		width = p.Width
	}
	width = max(width, c.minLine)
	c.pdf.SetDrawColor(int(p.Color.R), int(p.Color.G), int(p.Color.B))
	c.pdf.SetLineWidth(width)
	c.pdf.SetLineCapStyle(p.Cap.String())
	c.pdf.SetLineJoinStyle("round")
	if p.Dash > 0 {
		d := p.Dash * c.scale
		if p.Fixed {
			d = p.Dash
		}
		c.pdf.SetDashPattern([]float64{d, d}, 0)
	} else {
		c.pdf.SetDashPattern(nil, 0)
	}
	c.pdf.DrawPath("D")
}

func (c *pdfCanvas) Fill(col color.RGBA) {
	setFill(c.pdf, col)
	c.pdf.DrawPath("F")
}

func setFill(pdf *fpdf.Fpdf, col color.RGBA) {
	pdf.SetFillColor(int(col.R), int(col.G), int(col.B))
}

func (c *pdfCanvas) Text(x, y float64, s string, t TextStyle) {
	size := t.Size * c.scale
	if t.Fixed {
		size = t.Size
	}
	s = fonts.Drawable(t.Font, s) // fpdf panics on runes above U+FFFF
	c.pdf.SetFont(t.Font.Family(), "", size)
	c.pdf.SetTextColor(int(t.Color.R), int(t.Color.G), int(t.Color.B))
	px, py := c.tx(x, y)
	switch t.Align {
	case AlignCenter:
		px -= c.pdf.GetStringWidth(s) / 2
	case AlignRight:
		px -= c.pdf.GetStringWidth(s)
	}
	if t.Rotate != 0 {
		ax, ay := c.tx(x, y)
		c.pdf.TransformBegin()
		c.pdf.TransformRotate(-t.Rotate, ax, ay)
		c.pdf.Text(px, py, s)
		c.pdf.TransformEnd()
		return
	}
	c.pdf.Text(px, py, s)
}

// WriteDocumentPDF writes d as a PDF, one page per page. progress, if not
// nil, is called after each page with the number done and the total.
//
// With d.PDFX set the file is that PDF/X level: colours in gray or CMYK
// (RGB converted without a profile; gray stays gray), a TrimBox and
// BleedBox on every page, subset-tagged fonts, an output intent for the
// registered FOGRA39 characterization (with its ICC profile for PDF/X-4),
// GTS_PDFXVersion, Trapped /False and, for PDF/X-4, XMP metadata.
func WriteDocumentPDF(w io.Writer, d *Document, progress func(done, total int)) error {
	pdf := newPDF()
	if d.Title != "" {
		pdf.SetTitle(d.Title, true)
	}
	if d.Author != "" {
		pdf.SetAuthor(d.Author, true)
	}
	if d.Subject != "" {
		pdf.SetSubject(d.Subject, true)
	}
	for i, pg := range d.Pages {
		pdf.AddPageFormat("P", fpdf.SizeType{Wd: pg.W, Ht: pg.H})
		if pg.Trim != nil {
			pdf.SetPageBox("trim", pg.Trim.X, pg.Trim.Y, pg.Trim.W, pg.Trim.H)
			pdf.SetPageBox("bleed", 0, 0, pg.W, pg.H)
		}
		if pg.Shift != nil {
			pdf.TransformBegin()
			pdf.TransformTranslate(pg.Shift.X, pg.Shift.Y)
		}
		if pg.Scene != nil {
			pg.Scene.Replay(&pdfCanvas{pdf: pdf, scale: 1, minLine: pg.Scene.MinLine})
		}
		if pg.Shift != nil {
			pdf.TransformEnd()
		}
		if err := pdf.Error(); err != nil {
			return fmt.Errorf("render: pdf: page %d: %w", i+1, err)
		}
		if progress != nil {
			progress(i+1, len(d.Pages))
		}
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return fmt.Errorf("render: pdf: %w", err)
	}
	out := orderPageBoxes(buf.Bytes())
	if d.PDFX != PDFXNone {
		title := d.Title
		if title == "" {
			title = "Untitled"
		}
		var err error
		if out, err = pdfx.Convert(out, pdfx.Level(d.PDFX), title, fixedDate); err != nil {
			return err
		}
	}
	_, err := w.Write(out)
	return err
}

var (
	boxPairRe = regexp.MustCompile(`(/BleedBox \[[^\]]*\])\n(/TrimBox \[[^\]]*\])\n`)
)

// orderPageBoxes puts each page's TrimBox before its BleedBox: fpdf
// writes a page's boxes in map order. The two lines keep their lengths, so
// the cross-reference offsets stay right.
func orderPageBoxes(b []byte) []byte {
	return boxPairRe.ReplaceAll(b, []byte("$2\n$1\n"))
}

// TextWidth returns the width in points of s set in font f at size points,
// from the embedded font's metrics: the width the PDF backend uses to align
// text.
func TextWidth(f fonts.Font, size float64, s string) float64 {
	return fonts.Width(f, size, fonts.Drawable(f, s))
}

func init() {
	RegisterFormat(Format{Name: "pdf", Summary: "picture (PDF, vector, one page)", Draws: true,
		Encode: func(w io.Writer, src *Source) error {
			s, err := src.Drawing()
			if err != nil {
				return err
			}
			o, _ := OptionOf[*PDFOptions](src)
			return WritePDF(w, s, o)
		}})
}
