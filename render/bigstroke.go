// Strokes of very many straight lines (the walls of a big maze on a grid
// that is not square) drawn straight into the image: each line's pixels
// get its coverage, and where lines overlap the larger coverage wins, so
// joins come out as one stroke would draw them. The general rasterizer
// keeps every line of a path in one list per pixel row and slows to a
// crawl on millions of them.

package render

import (
	"image"
	"image/color"
	"math"

	"github.com/fogleman/gg"
)

// bigStroke is how many lines a stroke must have to be drawn here rather
// than by the general rasterizer; smaller pictures keep its exact pixels.
const bigStroke = 20000

// pathBuf is a path recorded in pixels: its verbs, their points, whether
// it is all straight lines, and how many lines it has.
type pathBuf struct {
	ops      []opKind
	pts      []float64
	straight bool
	lines    int
}

func (b *pathBuf) add(o opKind, xy ...float64) {
	if len(b.ops) == 0 {
		b.straight = true
	}
	b.ops = append(b.ops, o)
	b.pts = append(b.pts, xy...)
	switch o {
	case opLine:
		b.lines++
	case opMove:
	default:
		b.straight = false
	}
}

func (b *pathBuf) reset() {
	b.ops, b.pts, b.lines = b.ops[:0], b.pts[:0], 0
}

// replay hands the path to dc and empties it.
func (b *pathBuf) replay(dc *gg.Context) {
	k := b.pts
	for _, o := range b.ops {
		switch o {
		case opMove:
			dc.MoveTo(k[0], k[1])
			k = k[2:]
		case opLine:
			dc.LineTo(k[0], k[1])
			k = k[2:]
		case opCube:
			dc.CubicTo(k[0], k[1], k[2], k[3], k[4], k[5])
			k = k[6:]
		case opClose:
			dc.ClosePath()
		}
	}
	b.reset()
}

// strokeLines draws the lines of path b (moves and lines only), width
// pixels wide with the given caps, in colour col over img.
func strokeLines(img *image.RGBA, b *pathBuf, width float64, cp Cap, col color.RGBA) {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	cov := make([]uint8, w*h)
	r := width / 2
	var x0, y0 float64
	k := b.pts
	for _, o := range b.ops {
		x, y := k[0], k[1]
		k = k[2:]
		if o == opLine {
			coverLine(cov, w, h, x0, y0, x, y, r, cp)
		}
		x0, y0 = x, y
	}
	blend(img, cov, col)
}

// coverLine raises the coverage of the pixels line (ax, ay)–(bx, by) of
// half-width r covers.
func coverLine(cov []uint8, w, h int, ax, ay, bx, by, r float64, cp Cap) {
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
	py0 := max(0, int(math.Floor(min(ay, by)-pad)))
	py1 := min(h-1, int(math.Ceil(max(ay, by)+pad)))
	in2, out2 := max(0, r-0.5)*max(0, r-0.5), (r+0.5)*(r+0.5)
	for py := py0; py <= py1; py++ {
		row := cov[py*w : py*w+w]
		cy := float64(py) + 0.5 - ay
		for px := px0; px <= px1; px++ {
			cx := float64(px) + 0.5 - ax
			u := cx*ux + cy*uy // along the line from a
			v := cx*uy - cy*ux // across it
			var c float64
			if cp == CapRound {
				t := min(max(u, 0), l)
				d2 := (u-t)*(u-t) + v*v
				switch {
				case d2 >= out2:
					continue
				case d2 <= in2:
					c = 1
				default:
					c = r + 0.5 - math.Sqrt(d2)
				}
			} else {
				across := min(1, r+0.5-math.Abs(v))
				along := min(1, ext+0.5-max(0, -u, u-l))
				if across <= 0 || along <= 0 {
					continue
				}
				c = across * along
			}
			if v := uint8(min(1, c)*255 + 0.5); v > row[px] {
				row[px] = v
			}
		}
	}
}

// blend paints col over img with each pixel's coverage.
func blend(img *image.RGBA, cov []uint8, col color.RGBA) {
	w := img.Rect.Dx()
	for y := 0; y < img.Rect.Dy(); y++ {
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
