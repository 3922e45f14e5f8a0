// Drawings made only of opaque axis-aligned rectangles, written as 8-bit
// paletted PNGs band by band, without an image of the whole picture.

package raster

import (
	"image/color"
	"io"
	"math"
)

// Rects is a drawing as opaque rectangles of palette colours on a
// background, in the order they are painted: the pixels Prefix would draw
// for the whole drawing, a byte a pixel.
type Rects struct {
	// W and H are the picture's size in pixels.
	W, H int
	// Palette holds the background (index 0), then every other colour in
	// the order it first comes.
	Palette color.Palette
	rects   []indexRect
	perBand int       // rows a band, as writeBandsOf cuts them
	inBand  [][]int32 // for each band, its rectangles in order
}

// indexRect is a rectangle [x0,x1)×[y0,y1) of pixels, clipped to the
// picture, in palette colour i.
type indexRect struct {
	x0, y0, x1, y1 int32
	i              uint8
}

// PlanRects returns the drawing rec on an opaque background bg as
// rectangles of a w×h picture at scale pixels a unit, offset by ox, oy,
// when every call of rec is one Prefix draws (fills of axis-aligned
// rectangles, solid strokes of axis-aligned lines on whole pixels), save
// trailing strokes that lie wholly outside the picture (the anti-aliasing
// rasterizer would leave every pixel alone), and the picture holds at most
// 256 colours. Otherwise it reports false.
func PlanRects(rec *Recording, w, h int, bg color.RGBA, scale, ox, oy float64) (*Rects, bool) {
	if bg.A != 255 || w < 1 || h < 1 {
		return nil, false
	}
	r := &Rects{W: w, H: h, Palette: color.Palette{bg}}
	index := map[color.RGBA]uint8{bg: 0}
	ok := true
	emit := func(x0, y0, x1, y1 int, c color.RGBA) {
		x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, w), min(y1, h)
		if x0 >= x1 || y0 >= y1 || !ok {
			return
		}
		i, seen := index[c]
		if !seen {
			if len(r.Palette) == 256 {
				ok = false
				return
			}
			i = uint8(len(r.Palette))
			index[c] = i
			r.Palette = append(r.Palette, c)
		}
		r.rects = append(r.rects, indexRect{int32(x0), int32(y0), int32(x1), int32(y1), i})
	}
	op, ci, pi, _ := walkPrefix(rec, scale, ox, oy, 0, 0, 0, 0, emit)
	if !ok || !offPicture(rec, op, ci, pi, w, h, scale, ox, oy) {
		return nil, false
	}
	return r, true
}

// offPicture reports whether calls op onwards of rec (ci coordinates and
// pi pens before them) are strokes of paths (moves, lines, curves,
// closes) each of whose pieces, widened by the pen (its caps and joins)
// and a pixel of anti-aliasing, lies wholly outside the w×h picture.
func offPicture(rec *Recording, op, ci, pi, w, h int, scale, ox, oy float64) bool {
	kinds, k := rec.Kinds, rec.Coords
	var cx, cy, sx, sy float64 // the current point and the subpath's start
	// m is how far the pen of the path being read reaches past its
	// points, found when the path starts; open says a path is being read.
	m, open := 0.0, false
	// reach finds the pen of the path that starts at call j: square caps
	// reach half the width along and across a line, so at most half the
	// width times √2 from its ends.
	reach := func(j int) bool {
		for ; j < len(kinds); j++ {
			switch kinds[j] {
			case OpMove, OpLine, OpCube, OpClose:
			case OpStroke:
				m = float64(rec.Pen(pi).T)/2*math.Sqrt2 + 1
				return true
			default:
				return false
			}
		}
		return false
	}
	// off reports whether the box round the current point and pts,
	// widened by m, lies outside the picture; it moves the current point
	// to the last of pts.
	off := func(pts ...float64) bool {
		x0, y0, x1, y1 := cx, cy, cx, cy
		for j := 0; j < len(pts); j += 2 {
			x0, y0, x1, y1 = min(x0, pts[j]), min(y0, pts[j+1]), max(x1, pts[j]), max(y1, pts[j+1])
		}
		if len(pts) > 0 {
			cx, cy = pts[len(pts)-2], pts[len(pts)-1]
		}
		return x1+m <= 0 || y1+m <= 0 || x0-m >= float64(w) || y0-m >= float64(h)
	}
	at := func(j int) (float64, float64) { return ox + k[j]*scale, oy + k[j+1]*scale }
	for ; op < len(kinds); op++ {
		kind := kinds[op]
		if !open && kind != OpStroke {
			if !reach(op) {
				return false
			}
			open = true
		}
		var in bool
		switch kind {
		case OpMove:
			cx, cy = at(ci)
			sx, sy = cx, cy
			in = !off() // a lone point still gets caps
			ci += 2
		case OpLine:
			x, y := at(ci)
			in = !off(x, y)
			ci += 2
		case OpCube:
			// A curve stays inside the hull of its points.
			x1, y1 := at(ci)
			x2, y2 := at(ci + 2)
			x, y := at(ci + 4)
			in = !off(x1, y1, x2, y2, x, y)
			ci += 6
		case OpClose:
			in = !off(sx, sy)
		case OpStroke:
			open = false
			pi++
		default:
			return false
		}
		if in {
			return false
		}
	}
	return !open // no path left without its stroke
}

// band appends pixel rows [y0, y1) of the picture to dst, each a filter
// byte and a palette index a pixel, filtered; zeros are the filter byte
// and the background.
func (r *Rects) band(dst []byte, y0, y1 int) []byte {
	return indexBand(dst, r.W, y0, y1, func(pix []byte, rowLen, y0, y1 int) {
		for _, j := range r.inBand[y0/r.perBand] {
			q := r.rects[j]
			a, b := max(int(q.y0), y0), min(int(q.y1), y1)
			if a >= b {
				continue
			}
			first := pix[(a-y0)*rowLen+1+int(q.x0) : (a-y0)*rowLen+1+int(q.x1)]
			for i := range first {
				first[i] = q.i
			}
			for y := a + 1; y < b; y++ {
				copy(pix[(y-y0)*rowLen+1+int(q.x0):], first)
			}
		}
	})
}

// indexBand appends pixel rows [y0, y1) of a picture width pixels wide to
// dst, filtered: paint sets the palette indexes of the rows in pix (row y
// at pix[(y-y0)*rowLen+1:], all zeros, the background, before).
func indexBand(dst []byte, width, y0, y1 int, paint func(pix []byte, rowLen, y0, y1 int)) []byte {
	rowLen := 1 + width
	at := len(dst)
	dst = append(dst, make([]byte, (y1-y0)*rowLen)...)
	pix := dst[at:]
	paint(pix, rowLen, y0, y1)
	// Every row but the band's first is filtered Up (the byte above
	// taken away): rows that repeat the one above, most rows of a
	// picture of cells, become zeros, which deflate packs far tighter
	// than the repeat itself. The first row stays unfiltered so each band
	// is made on its own.
	for y := y1 - y0 - 1; y > 0; y-- {
		row, up := pix[y*rowLen:(y+1)*rowLen], pix[(y-1)*rowLen+1:y*rowLen]
		row[0] = 2
		row = row[1:]
		for i := range row {
			row[i] -= up[i]
		}
	}
	return dst
}

// WritePNG writes the picture as an 8-bit paletted PNG, its rows
// unfiltered and deflated in bands on every core as Encode does (see
// writeBands), each band drawn only when it is deflated, so the whole
// picture is never held. The bytes do not depend on the number of cores.
func (r *Rects) WritePNG(w io.Writer) error {
	// Each band goes only through the rectangles that reach into it.
	r.perBand = max(1, bandBytes/(1+r.W))
	r.inBand = make([][]int32, (r.H+r.perBand-1)/r.perBand)
	for j, q := range r.rects {
		for b := int(q.y0) / r.perBand; b <= (int(q.y1)-1)/r.perBand; b++ {
			r.inBand[b] = append(r.inBand[b], int32(j))
		}
	}
	return writeIndexed(w, r.W, r.H, r.Palette, r.band)
}

// WriteIndexed writes a width×height picture of at most 256 opaque
// colours as the 8-bit paletted PNG Rects.WritePNG writes: row sets the
// palette indexes of pixel row y (all zeros before), band by band on every
// core, so the whole picture is never held. row must give the same
// indexes for the same y each time.
func WriteIndexed(w io.Writer, width, height int, pal color.Palette, row func(dst []uint8, y int)) error {
	return writeIndexed(w, width, height, pal, func(dst []byte, y0, y1 int) []byte {
		return indexBand(dst, width, y0, y1, func(pix []byte, rowLen, y0, y1 int) {
			for y := y0; y < y1; y++ {
				row(pix[(y-y0)*rowLen+1:(y-y0+1)*rowLen], y)
			}
		})
	})
}

// writeIndexed writes the header and palette chunks of an 8-bit paletted
// PNG, then its bands (see writeBandsOf).
func writeIndexed(w io.Writer, width, height int, pal color.Palette, band func(dst []byte, y0, y1 int) []byte) error {
	cw := &chunkWriter{w: w}
	cw.header(width, height, 8, 3) // 8 bits, paletted
	plte := make([]byte, 0, 3*len(pal))
	for _, c := range pal {
		c := color.RGBAModel.Convert(c).(color.RGBA)
		plte = append(plte, c.R, c.G, c.B)
	}
	cw.chunk("PLTE", plte)
	if cw.err != nil {
		return cw.err
	}
	return writeBandsOf(cw, height, 1+width, band)
}
