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
)

// bigStroke is how many lines a stroke must have to be drawn here rather
// than by the general rasterizer; smaller pictures keep its exact pixels.
const bigStroke = 20000

// nextBigStroke returns the first stroke at or after at that begins on an
// empty path and has at least bigStroke lines and nothing but moves and
// lines: the call where its path starts and the stroke call, or -1.
func (s *Scene) nextBigStroke(at cursor) (start, stroke int) {
	empty := true // whether the path is empty before call i
	start, lines := -1, 0
	for i := at.op; i < len(s.kinds); i++ {
		switch s.kinds[i] {
		case opMove, opLine:
			if empty {
				start, lines = i, 0
			}
			empty = false
			if s.kinds[i] == opLine {
				lines++
			}
		case opStroke:
			if start >= 0 && lines >= bigStroke {
				return start, i
			}
			empty, start = true, -1
		case opFill:
			empty, start = true, -1
		case opCube, opClose:
			empty, start = false, -1
		}
	}
	return -1, -1
}

// drawBigStrokes draws s into img from at onwards: strokes that
// nextBigStroke picks straight into the image, everything else with dc.
func (s *Scene) drawBigStrokes(c *ggCanvas, img *image.RGBA, at cursor) {
	for {
		start, stroke := s.nextBigStroke(at)
		if start < 0 {
			s.replayFrom(c, at)
			return
		}
		at = s.replayRange(c, at, start)
		n := stroke - start
		pen := s.pens[at.pi]
		strokeLines(img, s.kinds[start:stroke], s.coords[at.ci:at.ci+2*n], c.scale, c.ox, c.oy,
			float64(penPixels(pen, c.scale)), pen.Cap, pen.Color)
		at = cursor{stroke + 1, at.ci + 2*n, at.pi + 1, at.fi, at.ti, at.si}
	}
}

// strokeLines draws the lines of a path of moves and lines (its calls and
// their coordinates, in scene units mapped to pixels by scale and offset
// ox, oy), width pixels wide with the given caps, in colour col over img.
func strokeLines(img *image.RGBA, kinds []opKind, k []float64, scale, ox, oy, width float64, cp Cap, col color.RGBA) {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	cov := make([]uint8, w*h)
	r := width / 2
	var x0, y0 float64
	for i, o := range kinds {
		x, y := ox+k[2*i]*scale, oy+k[2*i+1]*scale
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
