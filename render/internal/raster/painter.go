// Square-grid mazes drawn row by row into a window of pixel rows: the one
// drawing path behind wallpapers, the direct PNG writer and streamed mazes.

package raster

import "math"

// Border sides of a rect grid, in the order topology.Rect lists them.
const (
	North = iota
	East
	South
	West
)

// Palette indexes of the fixed colours a Painter draws with.
const (
	Background = iota // the background
	Wall              // walls
	Solution          // the solution path
	Shade0            // the first of the distance shades
)

// Door is a gap in the outer wall: Side, and the column (north, south)
// or row (east, west) At which it opens.
type Door struct{ Side, At int }

// Painter draws a gw×gh square-grid maze into a w×h image of palette
// indexes, one maze row at a time, into a ring of pixel rows; rows that no
// later maze row can touch go to out (when set) and their slots are reused.
// With out nil the ring holds the whole image.
//
// Geometry, in pixels: grid line x is at ox + x·cell and grid line y at
// oy + y·cell; a wall of t pixels covers [p−t/2, p+t/2] across its line
// and reaches t/2 past its ends (square caps), every edge rounded to the
// nearest whole pixel; a shaded cell covers [round(ox+x·cell),
// round(ox+(x+1)·cell)) and likewise down.
type Painter struct {
	gw, gh     int
	w, h       int
	cell       float64
	ox, oy     float64
	half       float64
	wall       uint8 // palette index of walls
	background uint8 // palette index of the background
	doors      []Door

	// Column edges of grid line x: walls cover [wl[x], wr[x]); shading
	// covers [pc[x], pc[x+1]). All clipped to [0, w].
	wl, wr, pc []int32

	pix   []uint8 // ring of rows: image row r is at slot r % rows
	rows  int
	end   int // rows at or below this are not drawn (see Clip)
	done  int // rows below this are final (and sent to out)
	out   func(row []uint8) error
	err   error
	next  int // the maze row row expects next
	first int // the first maze row drawn
	prevE []bool
	prevS []bool
	thin  bool    // every vertical wall is one pixel wide and inside the image
	runs  []int32 // scratch: column ranges of one row's vertical walls, in pairs
	hruns []int32 // and of its horizontal walls
}

// NewPainter places a gw×gh grid with cells cell pixels wide in a w×h
// image, its top-left corner at (ox, oy), with walls t pixels wide. With out
// set it allocates a ring of a few rows; with out nil the caller sets pix to
// the whole image, w bytes a row.
func NewPainter(gw, gh, w, h int, cell, ox, oy float64, t int, out func([]uint8) error) *Painter {
	p := &Painter{gw: gw, gh: gh, w: w, h: h, cell: cell, ox: ox, oy: oy, half: float64(t) / 2,
		wall: Wall, background: Background, out: out}
	p.wl = make([]int32, gw+1)
	p.wr = make([]int32, gw+1)
	p.pc = make([]int32, gw+1)
	clip := func(v float64) int32 { return int32(min(max(math.Round(v), 0), float64(w))) }
	for x := 0; x <= gw; x++ {
		X := ox + float64(x)*cell
		p.wl[x], p.wr[x], p.pc[x] = clip(X-p.half), clip(X+p.half), clip(X)
	}
	p.thin = true
	for x := 0; x <= gw; x++ {
		p.thin = p.thin && p.wr[x]-p.wl[x] == 1
	}
	p.runs = make([]int32, 0, 2*gw+2)
	p.rows, p.end = h, h
	if out != nil {
		p.rows = min(h, RingRows(cell, t))
		p.pix = make([]uint8, p.rows*w)
	}
	return p
}

// SetPixels makes p draw into pix, the whole w×h image at w bytes a row,
// instead of a ring of rows (for a painter made with out nil).
func (p *Painter) SetPixels(pix []uint8) { p.pix = pix }

// Clip makes p, drawing into the whole image (see SetPixels), change only
// pixel rows [y0, y1). Painters clipped to bands that do not overlap may
// draw at the same time; each band's pixels come out as the whole image's
// when its painter is given every maze row that reaches into the band
// (RowsFor), in order.
func (p *Painter) Clip(y0, y1 int) {
	p.done, p.end = max(y0, 0), min(y1, p.h)
}

// RowsFor returns the maze rows [a, b) whose drawing reaches pixel rows
// [y0, y1), with a margin of a row and two pixels either way, so that a
// clipped painter given them draws the band as one given every row does:
// nothing drawn for the rows before a or after b reaches the band.
func (p *Painter) RowsFor(y0, y1 int) (a, b int) {
	a = int(math.Floor((float64(y0)-p.oy-p.half-2)/p.cell)) - 1
	b = int(math.Ceil((float64(y1)-p.oy+p.half+2)/p.cell)) + 1
	return min(max(a, 0), p.gh), min(max(b, 0), p.gh)
}

// AddDoors opens gaps in the outer wall at ds.
func (p *Painter) AddDoors(ds ...Door) { p.doors = append(p.doors, ds...) }

// Size returns the image size in pixels.
func (p *Painter) Size() (w, h int) { return p.w, p.h }

// RingRows is the number of pixel rows a streaming Painter holds:
// the span from the top of one maze row's walls to the bottom of the next
// row's cells.
func RingRows(cell float64, t int) int {
	return int(math.Ceil(2*cell+float64(t))) + 4
}

// yAt returns the pixel row nearest grid line y shifted by d pixels.
func (p *Painter) yAt(y int, d float64) int {
	return int(math.Round(p.oy + float64(y)*p.cell + d))
}

// isDoor reports whether the border side of the cell at position at along
// it is a door.
func (p *Painter) isDoor(side, at int) bool {
	for _, d := range p.doors {
		if d.Side == side && d.At == at {
			return true
		}
	}
	return false
}

// Row draws maze row y: east[x] reports a passage from (x, y) to (x+1, y),
// south[x] one to (x, y+1); shade, if not nil, holds the palette index of
// each cell's fill. Rows come in order from the first one drawn. Walls are
// drawn one row late, after the next row's fills, so fills never cover
// them. The slices may be reused by the caller after row returns.
func (p *Painter) Row(y int, east, south []bool, shade []uint8) error {
	if p.err != nil {
		return p.err
	}
	if p.prevE == nil {
		p.first, p.next = y, y
		p.prevE, p.prevS = make([]bool, p.gw), make([]bool, p.gw)
	}
	// Rows above this maze row's fills and the previous row's walls are
	// final.
	top := min(p.yAt(y, 0), p.yAt(y, -p.half))
	if y > p.first {
		top = min(top, p.yAt(y-1, -p.half))
	}
	if p.flush(top) != nil {
		return p.err
	}
	if shade != nil {
		p.shadeRow(y, shade)
	}
	if y > p.first {
		p.walls(y-1, p.prevE, p.prevS)
	}
	copy(p.prevE, east)
	copy(p.prevS, south)
	p.next = y + 1
	return p.err
}

// Finish draws the last row's walls and, when streaming, sends every
// remaining row out.
func (p *Painter) Finish() error {
	if p.err != nil {
		return p.err
	}
	if p.prevE != nil {
		p.walls(p.next-1, p.prevE, p.prevS)
	}
	return p.flush(p.h)
}

// flush makes the rows below end final: it sends them out and clears their
// slots for the rows that come next. Without out it does nothing.
func (p *Painter) flush(end int) error {
	if p.out == nil || p.err != nil {
		return p.err
	}
	end = min(end, p.h)
	for ; p.done < end; p.done++ {
		s := p.slot(p.done)
		if p.err = p.out(s); p.err != nil {
			return p.err
		}
		if p.done+p.rows < p.h {
			clearTo(s, p.background)
		}
	}
	return nil
}

// slot returns the pixels of image row r.
func (p *Painter) slot(r int) []uint8 {
	if r >= p.rows {
		r %= p.rows
	}
	i := r * p.w
	return p.pix[i : i+p.w : i+p.w]
}

// shadeRow fills the cells of maze row y with their shades: the first
// pixel row cell by cell, the others copied from it. The pixels are those
// filling each cell's square, clipped to the image and the rows held, would
// give.
func (p *Painter) shadeRow(y int, shade []uint8) {
	y0, y1 := max(p.yAt(y, 0), 0, p.done), min(p.yAt(y+1, 0), p.h, p.end, p.done+p.rows)
	if y0 >= y1 {
		return
	}
	first := p.slot(y0)
	pc := p.pc
	for x, i := range shade {
		if pc[x] < pc[x+1] {
			clearTo(first[pc[x]:pc[x+1]], i)
		}
	}
	span := first[pc[0]:pc[len(shade)]]
	for r := y0 + 1; r < y1; r++ {
		copy(p.slot(r)[pc[0]:], span)
	}
}

// walls draws the walls of maze row y: its closed east and south sides and
// the outer border beside it, except the doors.
func (p *Painter) walls(y int, east, south []bool) {
	if p.thin {
		p.thinWalls(y, east)
	} else {
		p.thickWalls(y, east)
	}
	// Horizontal walls: the top border above the first row, then the
	// closed south sides (the bottom border below the last row), merged
	// into runs.
	if y == 0 {
		p.hwalls(y, p.doorRow(North))
	}
	if y == p.gh-1 {
		p.hwalls(y+1, p.doorRow(South))
	} else {
		p.hwalls(y+1, south)
	}
}

// thinWalls draws the vertical walls of maze row y when every wall is one
// pixel wide and inside the image: one pixel a wall on each pixel row.
func (p *Painter) thinWalls(y int, east []bool) {
	gw := p.gw
	cols := p.runs[:gw+1]
	n := 0
	if !p.isDoor(West, y) {
		cols[n] = p.wl[0]
		n++
	}
	wl := p.wl[1:gw]
	for x, open := range east[:gw-1] {
		cols[n] = wl[x]
		inc := 1
		if open {
			inc = 0
		}
		n += inc
	}
	if !p.isDoor(East, y) {
		cols[n] = p.wl[gw]
		n++
	}
	cols = cols[:n]
	y0, y1 := max(p.yAt(y, -p.half), 0, p.done), min(p.yAt(y+1, p.half), p.end, p.done+p.rows)
	wall := p.wall
	for r := y0; r < y1; r++ {
		row := p.slot(r)
		for _, c := range cols {
			row[c] = wall
		}
	}
}

// thickWalls draws the vertical walls of maze row y as column ranges.
func (p *Painter) thickWalls(y int, east []bool) {
	gw := p.gw
	// Every vertical wall spans the same pixel rows.
	runs := p.runs[:0]
	if !p.isDoor(West, y) {
		runs = append(runs, p.wl[0], p.wr[0])
	}
	wl, wr := p.wl[1:gw], p.wr[1:gw]
	for x, open := range east[:gw-1] {
		if !open {
			runs = append(runs, wl[x], wr[x])
		}
	}
	if !p.isDoor(East, y) {
		runs = append(runs, p.wl[gw], p.wr[gw])
	}
	p.paint(runs, p.yAt(y, -p.half), p.yAt(y+1, p.half))
	p.runs = runs[:0]
}

// paint sets the column ranges [runs[2i], runs[2i+1]) of pixel rows
// [y0, y1), clipped to the rows held, to the wall colour.
func (p *Painter) paint(runs []int32, y0, y1 int) {
	y0, y1 = max(y0, 0, p.done), min(y1, p.end, p.done+p.rows)
	wall := p.wall
	for r := y0; r < y1; r++ {
		row := p.slot(r)
		for i := 0; i+1 < len(runs); i += 2 {
			x0, x1 := runs[i], runs[i+1]
			if x1-x0 <= 4 {
				for x := x0; x < x1; x++ {
					row[x] = wall
				}
				continue
			}
			clearTo(row[x0:x1], wall)
		}
	}
}

// doorRow returns, for the north or south border, a row that is true at
// the doors' columns.
func (p *Painter) doorRow(side int) []bool {
	open := make([]bool, p.gw)
	for _, d := range p.doors {
		if d.Side == side && d.At >= 0 && d.At < p.gw {
			open[d.At] = true
		}
	}
	return open
}

// hwalls draws the walls along grid line y under the columns x where
// open[x] is false, merging neighbours into runs.
func (p *Painter) hwalls(y int, open []bool) {
	if p.thin {
		p.thinHWalls(y, open)
		return
	}
	runs := p.hruns[:0]
	gw := p.gw
	for x := 0; x < gw; x++ {
		if open[x] {
			continue
		}
		e := x + 1
		for e < gw && !open[e] {
			e++
		}
		runs = append(runs, p.wl[x], p.wr[e])
		x = e
	}
	p.paint(runs, p.yAt(y, -p.half), p.yAt(y, p.half))
	p.hruns = runs[:0]
}

// thinHWalls is hwalls for walls inside the image: each closed side is
// drawn on its own, without branching on every cell to find runs.
func (p *Painter) thinHWalls(y int, open []bool) {
	gw := p.gw
	if cap(p.hruns) < gw {
		p.hruns = make([]int32, gw)
	}
	xs := p.hruns[:gw]
	n := 0
	for x, o := range open[:gw] {
		xs[n] = int32(x)
		inc := 1
		if o {
			inc = 0
		}
		n += inc
	}
	xs = xs[:n]
	y0, y1 := max(p.yAt(y, -p.half), 0, p.done), min(p.yAt(y, p.half), p.end, p.done+p.rows)
	wall := p.wall
	wl, wr := p.wl, p.wr[1:]
	for r := y0; r < y1; r++ {
		row := p.slot(r)
		for _, x := range xs {
			for c := wl[x]; c < wr[x]; c++ {
				row[c] = wall
			}
		}
	}
}

// clearTo sets every byte of b to v.
func clearTo(b []uint8, v uint8) {
	if v == 0 {
		clear(b)
		return
	}
	for i := range b {
		b[i] = v
	}
}
