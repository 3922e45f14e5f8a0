// Strokes of very many straight lines drawn straight into an image: each
// line's pixels get its coverage, and where lines overlap the larger
// coverage wins, so joins come out as one stroke would draw them.

package raster

import (
	"image"
	"image/color"
	"math"
	"runtime"
)

// BigStroke is how many lines a stroke must have to be drawn by Coverage
// rather than by the general rasterizer; smaller pictures keep its exact pixels.
const BigStroke = 20000

// NextBigStroke returns the first stroke at or after call from that begins
// on an empty path and has at least BigStroke lines and nothing but moves
// and lines: the call where its path starts and the stroke call, or -1.
func NextBigStroke(kinds []Op, from int) (start, stroke int) {
	empty := true // whether the path is empty before call i
	start, lines := -1, 0
	for i := from; i < len(kinds); i++ {
		switch kinds[i] {
		case OpMove, OpLine:
			if empty {
				start, lines = i, 0
			}
			empty = false
			if kinds[i] == OpLine {
				lines++
			}
		case OpStroke:
			if start >= 0 && lines >= BigStroke {
				return start, i
			}
			empty, start = true, -1
		case OpFill:
			empty, start = true, -1
		case OpCube, OpClose:
			empty, start = false, -1
		}
	}
	return -1, -1
}

// Cap is how a line ends.
type Cap uint8

// Line ends: flush with the end point, a half-width square past it, or a
// half-width round cap.
const (
	CapButt Cap = iota
	CapSquare
	CapRound
)

// Coverage is how much (0 to 255) of each pixel of a w×h image a set of
// lines covers.
type Coverage struct {
	w, h int
	cov  []uint8
}

// NewCoverage returns an empty coverage of a w×h image.
func NewCoverage(w, h int) *Coverage { return &Coverage{w: w, h: h, cov: make([]uint8, w*h)} }

// coverBands returns how many pixel rows a band of Lines and Paint holds
// in a picture h rows tall: two bands a core (every band goes through
// every line, so few bands keep that cheap; the result does not depend on
// the bands).
func coverBands(h int) int {
	n := 2 * runtime.GOMAXPROCS(0)
	return max(64, (h+n-1)/n)
}

// Lines raises the coverage of the lines forEach gives (end points in
// pixels), half-width r with caps cp, in bands of pixel rows on every core
// (see InBands): forEach is called once a band and must give the same
// lines each time. As each pixel keeps the largest coverage of the lines
// over it, the result does not depend on the bands or their order.
func (c *Coverage) Lines(forEach func(line func(ax, ay, bx, by float64)), r float64, cp Cap) {
	pad := r + 1
	InBands(c.h, coverBands(c.h), func(y0, y1 int) {
		top, bottom := float64(y0)-pad, float64(y1)+pad
		forEach(func(ax, ay, bx, by float64) {
			if max(ay, by) < top || min(ay, by) > bottom {
				return
			}
			c.line(ax, ay, bx, by, r, cp, y0, y1)
		})
	})
}

// Line raises the coverage of the pixels line (ax, ay)–(bx, by) of
// half-width r covers.
func (c *Coverage) Line(ax, ay, bx, by, r float64, cp Cap) {
	c.line(ax, ay, bx, by, r, cp, 0, c.h)
}

// line is Line changing only pixel rows [y0, y1).
func (c *Coverage) line(ax, ay, bx, by, r float64, cp Cap, y0, y1 int) {
	cov, w := c.cov, c.w
	dx, dy := bx-ax, by-ay
	l := math.Hypot(dx, dy)
	ux, uy := 1.0, 0.0
	if l > 0 {
		ux, uy = dx/l, dy/l
	}
	ext := r // how far past its ends the line reaches
	if cp == CapButt {
		ext = 0
	}
	pad := r + 1
	px0 := max(0, int(math.Floor(min(ax, bx)-pad)))
	px1 := min(w-1, int(math.Ceil(max(ax, bx)+pad)))
	py0 := max(y0, int(math.Floor(min(ay, by)-pad)))
	py1 := min(y1-1, int(math.Ceil(max(ay, by)+pad)))
	in2, out2 := max(0, r-0.5)*max(0, r-0.5), (r+0.5)*(r+0.5)
	for py := py0; py <= py1; py++ {
		row := cov[py*w : py*w+w]
		cy := float64(py) + 0.5 - ay
		for px := px0; px <= px1; px++ {
			cx := float64(px) + 0.5 - ax
			u := cx*ux + cy*uy // along the line from a
			v := cx*uy - cy*ux // across it
			var k float64
			if cp == CapRound {
				t := min(max(u, 0), l)
				d2 := (u-t)*(u-t) + v*v
				switch {
				case d2 >= out2:
					continue
				case d2 <= in2:
					k = 1
				default:
					k = r + 0.5 - math.Sqrt(d2)
				}
			} else {
				across := min(1, r+0.5-math.Abs(v))
				along := min(1, ext+0.5-max(0, -u, u-l))
				if across <= 0 || along <= 0 {
					continue
				}
				k = across * along
			}
			if v := uint8(min(1, k)*255 + 0.5); v > row[px] {
				row[px] = v
			}
		}
	}
}

// Paint paints col over img, which is the coverage's size, with each
// pixel's coverage, in bands of rows on every core.
func (k *Coverage) Paint(img *image.RGBA, col color.RGBA) {
	InBands(img.Rect.Dy(), coverBands(img.Rect.Dy()), func(y0, y1 int) { k.paint(img, col, y0, y1) })
}

// paint is Paint for pixel rows [y0, y1).
func (k *Coverage) paint(img *image.RGBA, col color.RGBA, y0, y1 int) {
	w, cov := img.Rect.Dx(), k.cov
	for y := y0; y < y1; y++ {
		row := img.Pix[y*img.Stride : y*img.Stride+4*w]
		for x, c := range cov[y*w : y*w+w] {
			if c == 0 {
				continue
			}
			// Premultiplied colour over premultiplied pixel.
			a := uint32(c) * uint32(col.A) / 255
			p := row[4*x : 4*x+4 : 4*x+4]
			inv := 255 - a
			p[0] = uint8((uint32(col.R)*uint32(c)/255 + uint32(p[0])*inv/255))
			p[1] = uint8((uint32(col.G)*uint32(c)/255 + uint32(p[1])*inv/255))
			p[2] = uint8((uint32(col.B)*uint32(c)/255 + uint32(p[2])*inv/255))
			p[3] = uint8(a + uint32(p[3])*inv/255)
		}
	}
}
