// The leading calls of a recorded drawing that need no anti-aliasing,
// drawn straight into pixels.

package raster

import (
	"image"
	"image/color"
	"math"
)

// Op is the verb of one call of a recorded drawing (render's Scene).
type Op uint8

// The verbs.
const (
	OpMove Op = iota
	OpLine
	OpCube
	OpClose
	OpStroke
	OpFill
	OpText
	OpPlace // a whole drawing placed in a box
)

// PenPixels is a stroke's pen as the fast paths see it: its colour, its
// width in whole pixels, and whether its lines are solid and opaque with
// ends that reach past them (square caps, or round caps up to two pixels
// wide, where the two look alike).
type PenPixels struct {
	Color color.RGBA
	T     int
	Solid bool
}

// Recording is a drawing's calls as the fast paths read them: the verbs,
// their coordinates (scene units), the fill colours in order, and the
// pens of the strokes in order.
type Recording struct {
	Kinds  []Op
	Coords []float64
	Fills  []color.RGBA
	Pen    func(i int) PenPixels
}

// Prefix draws the leading calls of rec that need no anti-aliasing
// straight into img: fills of axis-aligned rectangles (edges rounded to
// whole pixels, so neighbours meet without seams) and strokes of
// axis-aligned lines that cover whole pixels, in opaque colours, mapped to
// pixels by scale and the offset ox, oy. It returns where the general
// rasterizer must carry on: the call, and how many coordinates, pens and
// fills come before it. With img nil it only finds that point; otherwise
// it draws pixel rows [lo, hi) of img.
func Prefix(img *image.RGBA, rec *Recording, scale, ox, oy float64, lo, hi int) (op, ci, pi, fi int) {
	var emit func(x0, y0, x1, y1 int, c color.RGBA)
	if img != nil {
		emit = func(x0, y0, x1, y1 int, c color.RGBA) { FillRect(img, x0, y0, x1, y1, c, lo, hi) }
	}
	return walkPrefix(rec, scale, ox, oy, 0, 0, 0, 0, emit)
}

// walkPrefix goes through the leading calls of rec that Prefix draws,
// from call op (with ci coordinates, pi pens and fi fills before it), and
// hands each of their rectangles in pixels, [x0,x1)×[y0,y1) and its
// colour, to emit in order (emit may be nil). It returns where the
// general rasterizer must carry on.
func walkPrefix(rec *Recording, scale, ox, oy float64, op, ci, pi, fi int, emit func(x0, y0, x1, y1 int, c color.RGBA)) (int, int, int, int) {
	k, kinds := rec.Coords, rec.Kinds
	n := len(kinds)
	for op < n {
		// A filled axis-aligned rectangle: M L L L Z F.
		if op+5 < n && kinds[op] == OpMove && kinds[op+1] == OpLine && kinds[op+2] == OpLine &&
			kinds[op+3] == OpLine && kinds[op+4] == OpClose && kinds[op+5] == OpFill {
			c := k[ci : ci+8]
			col := rec.Fills[fi]
			if col.A != 255 || !AxisRect(c) {
				return op, ci, pi, fi
			}
			x0, x1 := min(c[0], c[2], c[4], c[6]), max(c[0], c[2], c[4], c[6])
			y0, y1 := min(c[1], c[3], c[5], c[7]), max(c[1], c[3], c[5], c[7])
			if emit != nil {
				emit(int(math.Round(ox+x0*scale)), int(math.Round(oy+y0*scale)), int(math.Round(ox+x1*scale)), int(math.Round(oy+y1*scale)), col)
			}
			op, ci, fi = op+6, ci+8, fi+1
			continue
		}
		// A stroke of axis-aligned lines: (M L)+ S.
		end := op
		for end+1 < n && kinds[end] == OpMove && kinds[end+1] == OpLine {
			end += 2
		}
		if end == op || end >= n || kinds[end] != OpStroke {
			return op, ci, pi, fi
		}
		pen := rec.Pen(pi)
		if !pen.Solid {
			return op, ci, pi, fi
		}
		half := float64(pen.T) / 2
		lines := (end - op) / 2
		rects := make([][4]int, 0, lines)
		for i := 0; i < lines; i++ {
			c := k[ci+4*i : ci+4*i+4]
			x0, y0, x1, y1 := ox+c[0]*scale, oy+c[1]*scale, ox+c[2]*scale, oy+c[3]*scale
			if x0 != x1 && y0 != y1 {
				return op, ci, pi, fi
			}
			r := [4]float64{min(x0, x1) - half, min(y0, y1) - half, max(x0, x1) + half, max(y0, y1) + half}
			var ri [4]int
			for j, v := range r {
				if math.Abs(v-math.Round(v)) > 1e-6 {
					return op, ci, pi, fi
				}
				ri[j] = int(math.Round(v))
			}
			rects = append(rects, ri)
		}
		if emit != nil {
			for _, r := range rects {
				emit(r[0], r[1], r[2], r[3], pen.Color)
			}
		}
		op, ci, pi = end+1, ci+4*lines, pi+1
	}
	return op, ci, pi, fi
}

// AxisRect reports whether four corners form an axis-aligned rectangle.
func AxisRect(c []float64) bool {
	for i := 0; i < 4; i++ {
		j := (i + 1) % 4
		if c[2*i] != c[2*j] && c[2*i+1] != c[2*j+1] {
			return false
		}
	}
	return true
}

// LinesOnly reports whether kinds is one stroke of lines: (move line)*
// stroke.
func LinesOnly(kinds []Op) bool {
	n := len(kinds)
	if n < 3 || kinds[n-1] != OpStroke || (n-1)%2 != 0 {
		return false
	}
	for i := 0; i < n-1; i += 2 {
		if kinds[i] != OpMove || kinds[i+1] != OpLine {
			return false
		}
	}
	return true
}

// FillRect fills [x0,x1)×[y0,y1) of img with c, clipped to the image and
// to pixel rows [lo, hi).
func FillRect(img *image.RGBA, x0, y0, x1, y1 int, c color.RGBA, lo, hi int) {
	x0, y0 = max(x0, 0), max(y0, 0, lo)
	x1, y1 = min(x1, img.Rect.Dx()), min(y1, img.Rect.Dy(), hi)
	if x0 >= x1 {
		return
	}
	for y := y0; y < y1; y++ {
		row := img.Pix[y*img.Stride+4*x0 : y*img.Stride+4*x1]
		for i := 0; i < len(row); i += 4 {
			row[i], row[i+1], row[i+2], row[i+3] = c.R, c.G, c.B, c.A
		}
	}
}
