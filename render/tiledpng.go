// Big scenes of curved paths (Truchet arcs, say) drawn tile by tile
// straight into the PNG's bands of rows: the picture is never held whole,
// and the general rasterizer, whose cost grows with the square of the
// path's cells in a pixel row, only ever sees one tile's share of a path.

package render

import (
	"image"
	"io"
	"math"

	"github.com/mazekit/mazekit/render/internal/raster"
)

// tileWidth is the width in pixels of one tile of writeTiledPNG; its
// height is a band's (raster.BandRows).
const tileWidth = 256

// tileMargin is how many pixels left of and above a tile the rasterizer
// also covers: it rounds towards zero, so its first pixel column and row
// are not the ones the whole picture would get.
const tileMargin = 2

// piece is one subpath of a scene: calls [op0, op1), its coordinates
// from ci, painted by the paint call paint (an index into tiledScene.paints).
type piece struct{ op0, op1, ci, paint int32 }

// paintCall is a Stroke or Fill call: its pen or colour index.
type paintCall struct {
	stroke bool
	i      int32
}

// tiledScene is a scene cut into pieces with, for each tile, the pieces
// that reach it, in drawing order.
type tiledScene struct {
	s      *Scene
	pieces []piece
	paints []paintCall
	cols   int   // tiles across
	rows   int   // pixel rows a band
	start  []int // tile t's pieces are at[start[t]:start[t+1]]
	at     []int32
}

// tileable reports whether writeTiledPNG draws s at this size: an opaque
// background, curves in it, no text or placed scenes, no dashes, nothing
// the fast paths draw, and big enough for the PNG to be written in bands.
func tileable(s *Scene, w, h int, scale, ox, oy float64) bool {
	if s.Background.A != 255 || len(s.texts) != 0 || len(s.subs) != 0 || !raster.BandsFit(w, h) {
		return false
	}
	curves := false
	for _, k := range s.kinds {
		if k == opCube {
			curves = true
			break
		}
	}
	if !curves {
		return false
	}
	for _, p := range s.pens {
		if p.Dash > 0 {
			return false
		}
	}
	if start, _ := s.nextBigStroke(cursor{}); start >= 0 {
		return false
	}
	return s.fastPrefix(nil, scale, ox, oy, 0, 0).op == 0
}

// writeTiledPNG writes s as WritePNG would (the same pixels as the general
// rasterizer draws into the whole picture), tile by tile, when tileable
// says so; it reports whether it did.
func writeTiledPNG(w io.Writer, s *Scene, o *PNGOptions) (bool, error) {
	if o != nil && o.NoFastPath {
		return false, nil
	}
	pw, ph, scale, ox, oy, err := pngGeometry(s, o)
	if err != nil || !tileable(s, pw, ph, scale, ox, oy) {
		return false, nil
	}
	t := newTiledScene(s, pw, ph, scale, ox, oy)
	err = raster.EncodeBands(raster.TextWriter(w, "Comment", s.Comment), pw, ph, func(img *image.RGBA, y0 int) {
		t.drawBand(img, y0, scale, ox, oy)
	})
	return true, err
}

// newTiledScene cuts s into pieces and files each under the tiles it
// reaches, a w×h picture at scale pixels a unit offset by ox, oy.
func newTiledScene(s *Scene, w, h int, scale, ox, oy float64) *tiledScene {
	t := &tiledScene{s: s, cols: (w + tileWidth - 1) / tileWidth, rows: raster.BandRows(w)}
	bands := (h + t.rows - 1) / t.rows
	type box struct{ x0, y0, x1, y1 int32 }
	var boxes []box
	var open []int // pieces waiting for their paint call
	ci, pi, fi := 0, 0, 0
	cur := -1 // the piece being read
	bx0, by0, bx1, by1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	end := func(op int) {
		if cur < 0 {
			return
		}
		t.pieces[cur].op1 = int32(op)
		boxes = append(boxes, box{int32(math.Floor(bx0)), int32(math.Floor(by0)), int32(math.Ceil(bx1)), int32(math.Ceil(by1))})
		open = append(open, cur)
		cur = -1
		bx0, by0, bx1, by1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	}
	add := func(n int) {
		for j := 0; j < n; j += 2 {
			x, y := ox+s.coords[ci+j]*scale, oy+s.coords[ci+j+1]*scale
			bx0, by0, bx1, by1 = min(bx0, x), min(by0, y), max(bx1, x), max(by1, y)
		}
		ci += n
	}
	var pads []float64 // each paint call's reach past its pieces' points
	for op, k := range s.kinds {
		switch k {
		case opMove, opLine, opCube, opClose:
			if k == opMove || cur < 0 {
				end(op)
				cur = len(t.pieces)
				t.pieces = append(t.pieces, piece{op0: int32(op), ci: int32(ci), paint: -1})
			}
			switch k {
			case opMove, opLine:
				add(2)
			case opCube:
				add(6)
			}
		case opStroke, opFill:
			end(op)
			pad := 1.0
			if k == opStroke {
				t.paints = append(t.paints, paintCall{true, int32(pi)})
				pad = float64(penPixels(s.pens[pi], scale)) + 2
				pi++
			} else {
				t.paints = append(t.paints, paintCall{false, int32(fi)})
				fi++
			}
			pads = append(pads, pad)
			for _, p := range open {
				t.pieces[p].paint = int32(len(t.paints) - 1)
			}
			open = open[:0]
		}
	}
	end(len(s.kinds))
	// The tiles piece p reaches: ranges of bands and columns. A band's
	// tiles reach one row above it (the row its filter reads) and
	// tileMargin pixels left of it.
	reach := func(p int) (b0, b1, c0, c1 int, ok bool) {
		if t.pieces[p].paint < 0 {
			return 0, 0, 0, 0, false
		}
		b, pad := boxes[p], pads[t.pieces[p].paint]
		x0, x1 := float64(b.x0)-pad, float64(b.x1)+pad+tileMargin
		y0, y1 := float64(b.y0)-pad, float64(b.y1)+pad+tileMargin+1
		if x1 < 0 || y1 < 0 || x0 >= float64(w) || y0 >= float64(h) {
			return 0, 0, 0, 0, false
		}
		b0, b1 = max(0, int(y0)/t.rows), min(bands-1, int(y1)/t.rows)
		c0, c1 = max(0, int(x0)/tileWidth), min(t.cols-1, int(x1)/tileWidth)
		return b0, b1, c0, c1, true
	}
	t.start = make([]int, bands*t.cols+1)
	for p := range t.pieces {
		if b0, b1, c0, c1, ok := reach(p); ok {
			for b := b0; b <= b1; b++ {
				for c := c0; c <= c1; c++ {
					t.start[b*t.cols+c+1]++
				}
			}
		}
	}
	for i := 1; i < len(t.start); i++ {
		t.start[i] += t.start[i-1]
	}
	t.at = make([]int32, t.start[len(t.start)-1])
	next := append([]int(nil), t.start[:len(t.start)-1]...)
	for p := range t.pieces {
		if b0, b1, c0, c1, ok := reach(p); ok {
			for b := b0; b <= b1; b++ {
				for c := c0; c <= c1; c++ {
					i := b*t.cols + c
					t.at[next[i]] = int32(p)
					next[i]++
				}
			}
		}
	}
	return t
}

// drawBand draws the picture's rows [y0, y0+img.Rect.Dy()) into img: the
// rows of one band and, unless it is the first, the row before it.
func (t *tiledScene) drawBand(img *image.RGBA, y0 int, scale, ox, oy float64) {
	s := t.s
	n := img.Rect.Dy()
	band := (y0 + n - 1) / t.rows // the band whose rows end img
	tw, th := tileWidth+tileMargin, n+tileMargin
	tile := image.NewRGBA(image.Rect(0, 0, tw, th))
	bg := s.Background
	c := &ggCanvas{g: raster.NewGG(tile, scale, 0, 0), scale: scale}
	for col := range t.cols {
		for i := 0; i < len(tile.Pix); i += 4 {
			tile.Pix[i], tile.Pix[i+1], tile.Pix[i+2], tile.Pix[i+3] = bg.R, bg.G, bg.B, bg.A
		}
		x0 := col * tileWidth
		c.g.OX, c.g.OY = ox-float64(x0-tileMargin), oy-float64(y0-tileMargin)
		paint := int32(-1)
		flush := func() {
			if paint < 0 {
				return
			}
			if pc := t.paints[paint]; pc.stroke {
				c.Stroke(s.pens[pc.i])
			} else {
				c.Fill(s.colors[pc.i])
			}
		}
		i := band*t.cols + col
		for _, p := range t.at[t.start[i]:t.start[i+1]] {
			pc := t.pieces[p]
			if pc.paint != paint {
				flush()
				paint = pc.paint
			}
			s.replayRange(c, cursor{op: int(pc.op0), ci: int(pc.ci)}, int(pc.op1))
		}
		flush()
		cw := min(tileWidth, img.Rect.Dx()-x0)
		for y := range n {
			src := tile.Pix[(y+tileMargin)*tile.Stride+4*tileMargin:]
			copy(img.Pix[y*img.Stride+4*x0:y*img.Stride+4*(x0+cw)], src[:4*cw])
		}
	}
}
