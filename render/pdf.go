package render

import (
	"bytes"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/render/internal/pdfw"
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
// registered and fixed dates (see pdfw.New).
func newPDF() *fpdf.Fpdf { return pdfw.New(fixedDate) }

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
		pdf.SetTitle(fonts.Plain(opts.Title), true)
	}
	if s.Comment != "" {
		pdf.SetSubject(fonts.Plain(s.Comment), true)
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
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return fmt.Errorf("render: pdf: %w", err)
	}
	out, err := pdfx.TagSubsets(buf.Bytes())
	if err != nil {
		return err
	}
	if opts.PDFX != PDFXNone {
		title := fonts.Plain(opts.Title)
		if title == "" {
			title = "Maze"
		}
		if out, err = opts.PDFX.convert(out, title); err != nil {
			return err
		}
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
		pdfw.SetFill(pdf, s.Background)
		pdf.Rect(ox, oy, s.W*scale, s.H*scale, "F")
	}
	s.Replay(newPDFCanvas(pdf, ox, oy, scale, s.MinLine))
	return scale
}

// pdfCanvas draws a scene on a PDF page through pdfw.Page.
type pdfCanvas struct {
	*pdfw.Page
}

var _ Canvas = pdfCanvas{}

// newPDFCanvas draws on the current page of pdf with scene point (x, y)
// at (ox + x·scale, oy + y·scale) points; strokes are at least minLine.
func newPDFCanvas(pdf *fpdf.Fpdf, ox, oy, scale, minLine float64) pdfCanvas {
	return pdfCanvas{&pdfw.Page{PDF: pdf, OX: ox, OY: oy, Scale: scale, MinLine: minLine}}
}

func (c pdfCanvas) place(s *Scene, x, y, w, h float64) {
	px, py := c.At(x, y)
	drawPDF(c.PDF, s, px, py, w*c.Scale, h*c.Scale)
}

func (c pdfCanvas) Stroke(p Pen) {
	c.Page.Stroke(p.Color, p.Width, p.Fixed, p.Cap.String(), p.Dash)
}

func (c pdfCanvas) Text(x, y float64, s string, t TextStyle) {
	// fpdf panics on runes above U+FFFF
	c.Page.Text(x, y, fonts.Drawable(t.Font, s), t.Font.Family(), t.Size, t.Fixed, t.Color, float64(t.Align)/2, t.Rotate)
}

// WriteDocumentPDF writes d as a PDF, one page per page. progress, if not
// nil, is called after each page with the number done and the total.
//
// With d.PDFX set the file is that PDF/X level: colours in gray or CMYK
// (RGB converted through the condition's profile; gray stays gray), a TrimBox and
// BleedBox on every page, subset-tagged fonts, an output intent for the
// registered characterization of its printing condition, FOGRA39 unless
// it names another (with its ICC profile for PDF/X-4),
// GTS_PDFXVersion, Trapped /False, the header of the level's PDF version
// (1.3 for PDF/X-1a:2001, 1.6 for PDF/X-4) and, for PDF/X-4, UTF-8 XMP
// metadata saying what the document information says. Embedded font
// subsets are always tagged (ABCDEF+Name).
func WriteDocumentPDF(w io.Writer, d *Document, progress func(done, total int)) error {
	pdf := newPDF()
	pdf.SetCompression(false) // pdfw.CompressContents compresses the pages on every core
	if d.Title != "" {
		pdf.SetTitle(fonts.Plain(d.Title), true)
	}
	if d.Author != "" {
		pdf.SetAuthor(fonts.Plain(d.Author), true)
	}
	if d.Subject != "" {
		pdf.SetSubject(fonts.Plain(d.Subject), true)
	}
	for i := range d.Pages {
		if d.Wait != nil {
			if err := d.Wait(i); err != nil {
				return err
			}
		}
		pg := d.Pages[i]
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
			pg.Scene.Replay(newPDFCanvas(pdf, 0, 0, 1, pg.Scene.MinLine))
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
	out, err := pdfw.CompressContents(buf.Bytes(), d.Workers)
	if err != nil {
		return err
	}
	out = pdfw.OrderPageBoxes(out)
	if out, err = pdfx.TagSubsets(out); err != nil {
		return err
	}
	if d.PDFX != PDFXNone {
		title := fonts.Plain(d.Title)
		if title == "" {
			title = "Untitled"
		}
		if out, err = d.PDFX.convert(out, title); err != nil {
			return err
		}
	}
	_, err = w.Write(out)
	return err
}

// TextWidth returns the width in points of s set in font f at size points,
// from the embedded font's metrics: the width the PDF backend uses to align
// text.
func TextWidth(f fonts.Font, size float64, s string) float64 {
	return fonts.Width(f, size, fonts.Drawable(f, s))
}

func init() {
	RegisterFormat(Format{Name: "pdf", Summary: "picture (PDF, vector, one page)", MIME: "application/pdf", Draws: true, Paged: true,
		Cost: Cost(budget.PDF),
		Encode: func(w io.Writer, src *Source) error {
			s, err := src.Drawing()
			if err != nil {
				return err
			}
			o, _ := OptionOf[*PDFOptions](src)
			return WritePDF(w, s, o)
		}})
}
