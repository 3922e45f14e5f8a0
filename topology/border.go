// Border listing: the cells with an outer wall, without looking at every cell.

package topology

// BorderLister is implemented by grids that can list their border cells in
// time proportional to the border rather than to the whole grid.
type BorderLister interface {
	// AppendBorderCells appends every cell that has at least one outer
	// wall, in increasing order, to dst and returns it.
	AppendBorderCells(dst []int) []int
}

var (
	_ BorderLister = (*Rect)(nil)
	_ BorderLister = (*Tri)(nil)
	_ BorderLister = (*Polar)(nil)
)

// AppendBorderCells appends the cells of g that have at least one outer wall
// (a non-empty Border), in increasing order, to dst. Grids that implement
// BorderLister answer in time proportional to their border; any other grid
// is scanned cell by cell.
func AppendBorderCells(g Grid, dst []int) []int {
	if bl, ok := g.(BorderLister); ok {
		return bl.AppendBorderCells(dst)
	}
	var buf []Segment
	for c := 0; c < g.NumCells(); c++ {
		if buf = g.Border(c, buf[:0]); len(buf) > 0 {
			dst = append(dst, c)
		}
	}
	return dst
}

// AppendBorderCells implements BorderLister: the first and last rows and
// the first and last columns.
func (r *Rect) AppendBorderCells(dst []int) []int {
	for c := 0; c < r.W; c++ {
		dst = append(dst, c)
	}
	for y := 1; y < r.H-1; y++ {
		dst = append(dst, y*r.W)
		if r.W > 1 {
			dst = append(dst, y*r.W+r.W-1)
		}
	}
	if r.H > 1 {
		for c := (r.H - 1) * r.W; c < r.H*r.W; c++ {
			dst = append(dst, c)
		}
	}
	return dst
}

// AppendBorderCells implements BorderLister: the cells of the first and
// last rows and columns whose Border is not empty.
func (t *Tri) AppendBorderCells(dst []int) []int {
	var buf []Segment
	keep := func(c int) {
		if buf = t.Border(c, buf[:0]); len(buf) > 0 {
			dst = append(dst, c)
		}
	}
	for c := 0; c < t.W; c++ {
		keep(c)
	}
	for y := 1; y < t.H-1; y++ {
		keep(y * t.W)
		if t.W > 1 {
			keep(y*t.W + t.W - 1)
		}
	}
	if t.H > 1 {
		for c := (t.H - 1) * t.W; c < t.H*t.W; c++ {
			keep(c)
		}
	}
	return dst
}

// AppendBorderCells implements BorderLister: the outermost ring.
func (p *Polar) AppendBorderCells(dst []int) []int {
	for c := p.start[p.rings]; c < p.start[p.rings+1]; c++ {
		dst = append(dst, c)
	}
	return dst
}
