// Scenes drawn with anti-aliasing through gg, in pixels.

package raster

import (
	"image"
	"image/color"
	"math"

	"github.com/fogleman/gg"
	"golang.org/x/image/font"
)

// GG draws paths and text into an RGBA image with gg's anti-aliasing
// rasterizer. Coordinates are in scene units: a point (x, y) is at pixel
// (OX + x·Scale, OY + y·Scale).
type GG struct {
	dc            *gg.Context
	Scale, OX, OY float64
}

// NewGG returns a GG drawing into img.
func NewGG(img *image.RGBA, scale, ox, oy float64) *GG {
	return &GG{dc: gg.NewContextForRGBA(img), Scale: scale, OX: ox, OY: oy}
}

func (c *GG) tx(x, y float64) (float64, float64) { return c.OX + x*c.Scale, c.OY + y*c.Scale }

// MoveTo starts a new subpath at (x, y).
func (c *GG) MoveTo(x, y float64) { c.dc.MoveTo(c.tx(x, y)) }

// LineTo adds a line to (x, y).
func (c *GG) LineTo(x, y float64) { c.dc.LineTo(c.tx(x, y)) }

// CubeTo adds a cubic Bézier curve through the control points to (x, y).
func (c *GG) CubeTo(x1, y1, x2, y2, x, y float64) {
	a, b := c.tx(x1, y1)
	d, e := c.tx(x2, y2)
	f, g := c.tx(x, y)
	c.dc.CubicTo(a, b, d, e, f, g)
}

// ClosePath closes the current subpath.
func (c *GG) ClosePath() { c.dc.ClosePath() }

// Stroke strokes the path width pixels wide with round joins and the given
// caps, dashed with dashes and gaps of dash pixels when dash > 0.
func (c *GG) Stroke(col color.RGBA, width float64, cp Cap, dash float64) {
	c.dc.SetColor(col)
	c.dc.SetLineWidth(width)
	switch cp {
	case CapButt:
		c.dc.SetLineCap(gg.LineCapButt)
	case CapSquare:
		c.dc.SetLineCap(gg.LineCapSquare)
	default:
		c.dc.SetLineCap(gg.LineCapRound)
	}
	c.dc.SetLineJoin(gg.LineJoinRound)
	if dash > 0 {
		c.dc.SetDash(dash, dash)
	} else {
		c.dc.SetDash()
	}
	c.dc.Stroke()
}

// Fill fills the path.
func (c *GG) Fill(col color.RGBA) {
	c.dc.SetColor(col)
	c.dc.Fill()
}

// Text draws s in face and colour col with its baseline at (x, y), turned
// by rotate degrees about that point; ax places the point along the text
// (0 its start, 0.5 its middle, 1 its end).
func (c *GG) Text(x, y float64, s string, face font.Face, col color.RGBA, rotate, ax float64) {
	c.dc.SetFontFace(face)
	c.dc.SetColor(col)
	px, py := c.tx(x, y)
	if rotate != 0 {
		c.dc.Push()
		c.dc.RotateAbout(rotate*math.Pi/180, px, py)
		defer c.dc.Pop()
	}
	c.dc.DrawStringAnchored(s, px, py, ax, 0)
}
