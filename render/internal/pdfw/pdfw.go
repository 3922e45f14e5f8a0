// Package pdfw draws on PDF pages through the PDF library: reproducible
// documents with the embedded fonts, and path, stroke, fill and text calls
// in scene units. render's PDF writer replays scenes onto it.
// CompressContents compresses a document's page streams on every core.
package pdfw

import (
	"image/color"
	"regexp"
	"strconv"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"github.com/mazekit/mazekit/fonts"
)

// New returns an fpdf document in points with the embedded fonts
// registered, catalog sorting on and date as its creation and modification
// date: a base for reproducible output. Add pages with AddPageFormat.
func New(date time.Time) *fpdf.Fpdf {
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "pt", Size: fpdf.SizeType{Wd: 612, Ht: 792}})
	pdf.SetCatalogSort(true)
	pdf.SetCreationDate(date)
	pdf.SetModificationDate(date)
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

// Page draws on the current page of PDF: the scene point (x, y) is at
// (OX + x·Scale, OY + y·Scale) points, and strokes are at least MinLine
// points wide.
type Page struct {
	PDF                    *fpdf.Fpdf
	OX, OY, Scale, MinLine float64
	buf                    []byte // one path operator being formatted
}

// At returns where the scene point (x, y) is on the page, in points.
func (c *Page) At(x, y float64) (float64, float64) { return c.OX + x*c.Scale, c.OY + y*c.Scale }

// Path points go straight into the page as fpdf's MoveTo, LineTo and
// CurveBezierCubicTo write them ("%.2f %.2f m", "%.5f … c"), formatted
// without fmt: a maze page is mostly path points.

// MoveTo starts a new subpath at (x, y).
func (c *Page) MoveTo(x, y float64) { c.pathOp('m', 2, x, y) }

// LineTo adds a line to (x, y).
func (c *Page) LineTo(x, y float64) { c.pathOp('l', 2, x, y) }

// CubeTo adds a cubic Bézier curve through the control points to (x, y).
func (c *Page) CubeTo(x1, y1, x2, y2, x, y float64) {
	c.pathOp('c', 5, x1, y1, x2, y2, x, y)
}

// ClosePath closes the current subpath.
func (c *Page) ClosePath() { c.PDF.ClosePath() }

// pathOp writes the operator op after the points xy (scene units), each
// coordinate with prec decimals, in PDF space: k units a point, y up.
func (c *Page) pathOp(op byte, prec int, xy ...float64) {
	k := c.PDF.GetConversionRatio()
	_, h := c.PDF.GetPageSize()
	b := c.buf[:0]
	for i := 0; i+1 < len(xy); i += 2 {
		x, y := c.At(xy[i], xy[i+1])
		b = strconv.AppendFloat(b, x*k, 'f', prec, 64)
		b = append(b, ' ')
		b = strconv.AppendFloat(b, (h-y)*k, 'f', prec, 64)
		b = append(b, ' ')
	}
	b = append(b, op)
	c.buf = b
	c.PDF.RawWriteStr(string(b))
}

// Stroke strokes the path in col, width wide (in scene units, or points
// when fixed) and at least MinLine, with round joins and the cap named
// ("round", "square" or "butt"), dashed with dashes and gaps dash long
// (scene units, or points when fixed) when dash > 0.
func (c *Page) Stroke(col color.RGBA, width float64, fixed bool, lineCap string, dash float64) {
	if !fixed {
		width *= c.Scale
		dash *= c.Scale
	}
	width = max(width, c.MinLine)
	c.PDF.SetDrawColor(int(col.R), int(col.G), int(col.B))
	c.PDF.SetLineWidth(width)
	c.PDF.SetLineCapStyle(lineCap)
	c.PDF.SetLineJoinStyle("round")
	if dash > 0 {
		c.PDF.SetDashPattern([]float64{dash, dash}, 0)
	} else {
		c.PDF.SetDashPattern(nil, 0)
	}
	c.PDF.DrawPath("D")
}

// Fill fills the path in col.
func (c *Page) Fill(col color.RGBA) {
	SetFill(c.PDF, col)
	c.PDF.DrawPath("F")
}

// SetFill sets pdf's fill colour.
func SetFill(pdf *fpdf.Fpdf, col color.RGBA) {
	pdf.SetFillColor(int(col.R), int(col.G), int(col.B))
}

// Text sets s (which the font can draw) in the font family at size (scene
// units, or points when fixed) in col, its baseline at (x, y); ax places
// that point along the text (0 its start, 0.5 its middle, 1 its end), and
// the text turns by rotate degrees about it.
func (c *Page) Text(x, y float64, s, family string, size float64, fixed bool, col color.RGBA, ax, rotate float64) {
	if !fixed {
		size *= c.Scale
	}
	c.PDF.SetFont(family, "", size)
	c.PDF.SetTextColor(int(col.R), int(col.G), int(col.B))
	px, py := c.At(x, y)
	if ax != 0 {
		px -= c.PDF.GetStringWidth(s) * ax
	}
	if rotate != 0 {
		rx, ry := c.At(x, y)
		c.PDF.TransformBegin()
		c.PDF.TransformRotate(-rotate, rx, ry)
		c.PDF.Text(px, py, s)
		c.PDF.TransformEnd()
		return
	}
	c.PDF.Text(px, py, s)
}

var boxPairRe = regexp.MustCompile(`(/BleedBox \[[^\]]*\])\n(/TrimBox \[[^\]]*\])\n`)

// OrderPageBoxes puts each page's TrimBox before its BleedBox: fpdf
// writes a page's boxes in map order. The two lines keep their lengths, so
// the cross-reference offsets stay right.
func OrderPageBoxes(b []byte) []byte {
	return boxPairRe.ReplaceAll(b, []byte("$2\n$1\n"))
}
