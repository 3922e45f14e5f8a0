package render

import (
	"fmt"
	"image/color"

	"github.com/mazekit/mazekit/fonts"
)

// Canvas receives drawing in scene units: a path is built with MoveTo,
// LineTo, CubeTo and ClosePath, then painted with Stroke or Fill, which
// also clear it. Backends (PNG, SVG, PDF) and the Scene recorder implement it.
type Canvas interface {
	MoveTo(x, y float64)
	LineTo(x, y float64)
	// CubeTo adds a cubic Bézier curve with control points (x1, y1), (x2, y2)
	// ending at (x, y).
	CubeTo(x1, y1, x2, y2, x, y float64)
	ClosePath()
	// Stroke paints the outline of the current path with the pen.
	Stroke(p Pen)
	// Fill paints the inside of the current path (non-zero rule).
	Fill(c color.RGBA)
	// Text draws s with its baseline at y, aligned on x as t.Align says.
	Text(x, y float64, s string, t TextStyle)
}

// Cap is the shape of the ends of stroked lines.
type Cap uint8

const (
	CapRound  Cap = iota // half a disc past each end
	CapButt              // flat, exactly at the end
	CapSquare            // half a square past each end
)

var capNames = []string{"round", "butt", "square"}

// String returns the cap's name.
func (c Cap) String() string {
	if int(c) < len(capNames) {
		return capNames[c]
	}
	return fmt.Sprintf("Cap(%d)", int(c))
}

// ParseCap returns the cap with the given name.
func ParseCap(s string) (Cap, error) {
	for i, n := range capNames {
		if n == s {
			return Cap(i), nil
		}
	}
	return 0, fmt.Errorf("render: unknown line cap %q (valid: round, butt, square)", s)
}

// Pen says how a path is stroked. Width is in scene units unless Fixed is
// set, in which case it is in output units (pixels for PNG, points for PDF
// and SVG) and does not scale with the drawing; joins are always round.
type Pen struct {
	Width float64
	Fixed bool
	Color color.RGBA
	Cap   Cap
	Dash  float64 // dash and gap length in the same units as Width; 0 for solid
}

// Align is the horizontal alignment of text on its anchor.
type Align uint8

// The alignments of text on its anchor point.
const (
	AlignLeft   Align = iota // the anchor is the start of the text
	AlignCenter              // the anchor is the middle
	AlignRight               // the anchor is the end
)

// TextStyle describes text: font, size (in scene units, or in output units
// when Fixed), colour and alignment.
type TextStyle struct {
	Font  fonts.Font
	Size  float64
	Fixed bool
	Color color.RGBA
	Align Align
	// Rotate turns the text clockwise by this many degrees about its
	// anchor (90 reads from top to bottom, as on a book's spine); 0 is
	// upright.
	Rotate float64
}
