package topology

import (
	"fmt"
	"math"
	"math/bits"
	"sort"

	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/param"
)

// Hex is a grid of hexagons, each with up to six neighbours (the board of the
// trap-the-cat game). It comes in two shapes:
//
//   - W columns × H rows in offset layout ([NewHex]): with pointy tops, odd
//     rows are shifted right by half a cell;
//   - a hexagon-shaped board of radius R ([NewHexagon]): every cell within R
//     steps of the centre cell, 3R(R+1)+1 cells.
//
// Rows are numbered top to bottom and cells left to right within a row, so in
// the offset shape cell (col, row) is row*W + col:
//
//	row 0:   / \ / \ / \
//	        | 0 | 1 | 2 |
//	row 1:   \ / \ / \ / \
//	          | 3 | 4 | 5 |
//	           \ / \ / \ /
//
// Edges are numbered row by row: first the row's east–west pairs from left to
// right, then the pairs joining it to the row below, from left to right.
//
// Flat-top grids are the pointy-top grid with x and y exchanged: "rows"
// become columns (odd columns shifted down), and cells are numbered column by
// column. Neighbouring centres are one unit apart.
//
// A Hex holds a few numbers per row, nothing per cell.
type Hex struct {
	w, h, radius int
	flat         bool
	// Per row: x2 of the first cell (x2 = doubled x coordinate of the centre),
	// number of cells, first cell number, first edge number, and the x of the
	// first down edge (an edge to the row below is keyed by the smaller x2 of
	// its two cells).
	start, length, cellBase, edgeBase, downLo []int
	uniform                                   bool   // every row has the same length (offset shape)
	inv                                       uint64 // uniform: ⌈2⁶⁴/row length⌉ for dividing by it; 0 means divide
	cells, edges                              int
}

var _ Grid = (*Hex)(nil)

func init() {
	Register(Kind{Name: "hex", Summary: "hexagonal cells: WxH offset rows, or a hexagon board with --radius; --flat for flat tops",
		Noun: "Hexagon", Sized: true, Weight: PlainCells, Density: 1, CellSides: 6,
		Symmetries: []string{"2", "6"}, Symmetric: hexSymmetric,
		Params: []Param{
			{Name: "radius", Type: IntParam, Min: 1, Max: 4096, Usage: "hex: make a hexagon-shaped board of this radius instead of WxH",
				field: func(s *Spec) any { return &s.Radius }},
			{Name: "flat", Type: BoolParam, Usage: "hex: flat-top hexagons instead of pointy-top",
				field: func(s *Spec) any { return &s.Flat }},
		},
		Build: func(s Spec) (Grid, error) {
			if s.Radius > 0 {
				return NewHexagon(s.Radius, s.Flat)
			}
			return NewHex(s.Width, s.Height, s.Flat)
		},
		Cover: coverBySize("hex")})
}

const hexSide = 0.5773502691896258 // 1/√3: the side of a hexagon whose neighbours are 1 apart

// NewHex returns a w×h offset-layout hex grid (w cells per row, h rows, or
// with flat tops w columns of h cells).
func NewHex(w, h int, flat bool) (*Hex, error) {
	if err := checkSize("hex", w, h); err != nil {
		return nil, err
	}
	rows, perRow := h, w
	if flat {
		rows, perRow = w, h
	}
	x := &Hex{w: w, h: h, flat: flat, uniform: true}
	x.start = make([]int, rows)
	x.length = make([]int, rows)
	for r := range rows {
		x.start[r] = r & 1
		x.length[r] = perRow
	}
	x.finish()
	return x, nil
}

// NewHexagon returns a hexagon-shaped board of the given radius: the centre
// cell and every cell at most radius steps from it.
func NewHexagon(radius int, flat bool) (*Hex, error) {
	if radius < 1 {
		return nil, fmt.Errorf("topology: hex: %w", param.Errorf("radius", radius, "must be at least 1"))
	}
	if radius > 4700 || 3*radius*(radius+1)+1 > MaxCells {
		return nil, fmt.Errorf("topology: hex: %w", param.Errorf("radius", radius, "too many cells (maximum %d)", MaxCells))
	}
	x := &Hex{radius: radius, flat: flat}
	rows := 2*radius + 1
	x.start = make([]int, rows)
	x.length = make([]int, rows)
	for i := range rows {
		d := i - radius
		if d < 0 {
			d = -d
		}
		x.length[i] = 2*radius + 1 - d
		x.start[i] = d // rows narrow symmetrically: each step in from the middle moves half a cell
	}
	x.finish()
	return x, nil
}

// finish fills the per-row bases from start and length.
func (x *Hex) finish() {
	rows := len(x.start)
	x.cellBase = make([]int, rows+1)
	x.edgeBase = make([]int, rows+1)
	x.downLo = make([]int, rows)
	for r := range rows {
		x.cellBase[r+1] = x.cellBase[r] + x.length[r]
		n := x.length[r] - 1
		if r+1 < rows {
			lo, hi := x.downRange(r)
			x.downLo[r] = lo
			n += hi - lo + 1
		}
		x.edgeBase[r+1] = x.edgeBase[r] + n
	}
	x.cells, x.edges = x.cellBase[rows], x.edgeBase[rows]
	if x.uniform && x.length[0] > 1 {
		x.inv = ^uint64(0)/uint64(x.length[0]) + 1
	}
}

// downRange returns the smallest and largest key x (the smaller x2 of the
// pair) of the edges between row r and row r+1.
func (x *Hex) downRange(r int) (lo, hi int) {
	su, sl := x.start[r], x.start[r+1]
	eu, el := su+2*(x.length[r]-1), sl+2*(x.length[r+1]-1)
	return max(su, sl) - 1, min(eu, el)
}

// Spec implements Grid.
func (x *Hex) Spec() Spec {
	if x.radius > 0 {
		return Spec{Kind: "hex", Radius: x.radius, Flat: x.flat}
	}
	return Spec{Kind: "hex", Width: x.w, Height: x.h, Flat: x.flat}
}

// MaxDegree implements Grid.
func (x *Hex) MaxDegree() int { return 6 }

// NumCells implements Graph.
func (x *Hex) NumCells() int { return x.cells }

// NumEdges implements Graph.
func (x *Hex) NumEdges() int { return x.edges }

// Rows returns the number of rows (columns for flat tops).
func (x *Hex) Rows() int { return len(x.start) }

// Offset reports whether x is the W×H offset shape and, if so, its number
// of rows and of cells a row (for flat tops, columns and cells a column:
// the numbering is the same). Its neighbours and edges then follow from
// the numbers alone, as uniformNeighbors spells out.
func (x *Hex) Offset() (rows, perRow int, ok bool) {
	if !x.uniform {
		return 0, 0, false
	}
	return len(x.start), x.length[0], true
}

// RowLen returns the number of cells in row r.
func (x *Hex) RowLen(r int) int { return x.length[r] }

// row returns the row of cell c.
func (x *Hex) row(c int) int {
	if x.inv != 0 {
		hi, _ := bits.Mul64(uint64(c), x.inv) // exact below MaxCells, as in Rect.row
		return int(hi)
	}
	if x.uniform {
		return c / x.length[0]
	}
	return sort.SearchInts(x.cellBase, c+1) - 1
}

// RowCol returns the row of cell c and its index within the row.
func (x *Hex) RowCol(c int) (r, i int) {
	r = x.row(c)
	return r, c - x.cellBase[r]
}

// CellAt returns the cell at index i of row r, or None if there is none.
func (x *Hex) CellAt(r, i int) int {
	if r < 0 || r >= len(x.start) || i < 0 || i >= x.length[r] {
		return None
	}
	return x.cellBase[r] + i
}

// x2 returns the doubled x coordinate of cell c's centre (pointy layout).
func (x *Hex) x2(r, i int) int { return x.start[r] + 2*i }

// cellAtX2 returns the cell of row r whose doubled x is v, or None.
func (x *Hex) cellAtX2(r, v int) int {
	if r < 0 || r >= len(x.start) {
		return None
	}
	d := v - x.start[r]
	if d < 0 || d&1 != 0 || d/2 >= x.length[r] {
		return None
	}
	return x.cellBase[r] + d/2
}

// downEdge returns the edge between row r (cell at x2 u) and row r+1 (x2 l).
func (x *Hex) downEdge(r, u, l int) int {
	return x.edgeBase[r] + x.length[r] - 1 + min(u, l) - x.downLo[r]
}

// Ends implements Graph.
func (x *Hex) Ends(e int) (a, b int) {
	var r int
	if per := x.edgeBase[1] - x.edgeBase[0]; x.uniform && per > 0 {
		r = min(e/per, len(x.start)-1)
	} else {
		r = sort.SearchInts(x.edgeBase, e+1) - 1
	}
	k := e - x.edgeBase[r]
	if k < x.length[r]-1 {
		a = x.cellBase[r] + k
		return a, a + 1
	}
	key := k - (x.length[r] - 1) + x.downLo[r] // the smaller x2 of the pair
	// One of (key, key+1) is in row r and the other in row r+1.
	if c := x.cellAtX2(r, key); c != None {
		return c, x.cellAtX2(r+1, key+1)
	}
	return x.cellAtX2(r, key+1), x.cellAtX2(r+1, key)
}

// Neighbors implements Graph, in the order north-west, north-east, east,
// south-east, south-west, west (pointy tops).
func (x *Hex) Neighbors(c int, buf []Neighbor) []Neighbor {
	if x.uniform {
		return x.uniformNeighbors(c, buf)
	}
	r, i := x.RowCol(c)
	v := x.x2(r, i)
	if r > 0 {
		if n := x.cellAtX2(r-1, v-1); n != None {
			buf = append(buf, Neighbor{n, x.downEdge(r-1, v-1, v)})
		}
		if n := x.cellAtX2(r-1, v+1); n != None {
			buf = append(buf, Neighbor{n, x.downEdge(r-1, v+1, v)})
		}
	}
	if i+1 < x.length[r] {
		buf = append(buf, Neighbor{c + 1, x.edgeBase[r] + i})
	}
	if r+1 < len(x.start) {
		if n := x.cellAtX2(r+1, v+1); n != None {
			buf = append(buf, Neighbor{n, x.downEdge(r, v, v+1)})
		}
		if n := x.cellAtX2(r+1, v-1); n != None {
			buf = append(buf, Neighbor{n, x.downEdge(r, v, v-1)})
		}
	}
	if i > 0 {
		buf = append(buf, Neighbor{c - 1, x.edgeBase[r] + i - 1})
	}
	return buf
}

// pt maps pointy-layout coordinates to scene coordinates (swapped when flat).
func (x *Hex) pt(px, py float64) Point {
	if x.flat {
		return Point{py, px}
	}
	return Point{px, py}
}

// center returns the pointy-layout centre of cell (r, i).
func (x *Hex) center(r, i int) (float64, float64) {
	return float64(x.x2(r, i))/2 + 0.5, hexSide + float64(r)*1.5*hexSide
}

// corner returns corner k of cell (r, i): 0 top, 1 upper right, 2 lower
// right, 3 bottom, 4 lower left, 5 upper left (pointy layout).
func (x *Hex) corner(r, i, k int) Point {
	cx, cy := x.center(r, i)
	return x.pt(cx+hexCorner[k][0], cy+hexCorner[k][1])
}

var hexCorner = func() (c [6][2]float64) {
	for k := range c {
		a := (-90 + 60*float64(k)) * math.Pi / 180
		c[k] = [2]float64{math.Round(hexSide*math.Cos(a)*1e12) / 1e12, math.Round(hexSide*math.Sin(a)*1e12) / 1e12}
	}
	return c
}()

// Bounds implements Geometry.
func (x *Hex) Bounds() Box {
	maxX2 := 0
	for r := range x.start {
		maxX2 = max(maxX2, x.x2(r, x.length[r]-1))
	}
	w := float64(maxX2)/2 + 1
	h := 2*hexSide + float64(len(x.start)-1)*1.5*hexSide
	return Box{Max: x.pt(w, h)}
}

// Center implements Geometry.
func (x *Hex) Center(c int) Point {
	r, i := x.RowCol(c)
	return x.pt(x.center(r, i))
}

// Outline implements Geometry.
func (x *Hex) Outline(c int, buf []Point) []Point {
	r, i := x.RowCol(c)
	for k := range 6 {
		buf = append(buf, x.corner(r, i, k))
	}
	return buf
}

// Wall implements Geometry.
func (x *Hex) Wall(e int) Segment {
	a, b := x.Ends(e)
	r, i := x.RowCol(a)
	rb, ib := x.RowCol(b)
	switch {
	case rb == r: // east
		return Segment{A: x.corner(r, i, 1), B: x.corner(r, i, 2)}
	case x.x2(rb, ib) > x.x2(r, i): // south-east
		return Segment{A: x.corner(r, i, 2), B: x.corner(r, i, 3)}
	default: // south-west
		return Segment{A: x.corner(r, i, 3), B: x.corner(r, i, 4)}
	}
}

// Border implements Geometry, in the order north-east, east, south-east,
// south-west, west, north-west (pointy tops).
func (x *Hex) Border(c int, buf []Segment) []Segment {
	r, i := x.RowCol(c)
	v := x.x2(r, i)
	side := func(k int) Segment { return Segment{A: x.corner(r, i, k), B: x.corner(r, i, (k+1)%6)} }
	if x.cellAtX2(r-1, v+1) == None {
		buf = append(buf, side(0))
	}
	if i+1 >= x.length[r] {
		buf = append(buf, side(1))
	}
	if x.cellAtX2(r+1, v+1) == None {
		buf = append(buf, side(2))
	}
	if x.cellAtX2(r+1, v-1) == None {
		buf = append(buf, side(3))
	}
	if i == 0 {
		buf = append(buf, side(4))
	}
	if x.cellAtX2(r-1, v-1) == None {
		buf = append(buf, side(5))
	}
	return buf
}

// uniformNeighbors is Neighbors for the offset shape, by index arithmetic.
// With P cells a row, row r starts at x2 = r&1, holds cells r*P.. and
// edges r*(3P-2)..: its P-1 east–west pairs, then the 2P-1 pairs joining it
// to the next row, keyed by the smaller x2 of the two cells, from 0.
func (x *Hex) uniformNeighbors(c int, buf []Neighbor) []Neighbor {
	p := x.length[0]
	r := x.row(c)
	i := c - r*p
	odd := r & 1
	v := odd + 2*i // x2 of c
	per := 3*p - 2
	if r > 0 {
		up, eb := c-p-i, (r-1)*per+p-1 // the row above: first cell, first down edge
		if j := i - 1 + odd; j >= 0 {
			buf = append(buf, Neighbor{up + j, eb + v - 1})
		}
		if j := i + odd; j < p {
			buf = append(buf, Neighbor{up + j, eb + v})
		}
	}
	if i+1 < p {
		buf = append(buf, Neighbor{c + 1, r*per + i})
	}
	if r+1 < len(x.start) {
		down, eb := c+p-i, r*per+p-1
		if j := i + odd; j < p {
			buf = append(buf, Neighbor{down + j, eb + v})
		}
		if j := i + odd - 1; j >= 0 {
			buf = append(buf, Neighbor{down + j, eb + v - 1})
		}
	}
	if i > 0 {
		buf = append(buf, Neighbor{c - 1, r*per + i - 1})
	}
	return buf
}

// The words book pages print for its grids, in every language.
func init() {
	i18n.Register(map[string]map[string]string{
		"de": {"grid.hex": "Sechseck", "grid.hex.mazes": "Sechseck-Labyrinthe"},
		"en": {"grid.hex": "Hexagon", "grid.hex.mazes": "hexagon mazes"},
		"es": {"grid.hex": "Hexágono", "grid.hex.mazes": "laberintos hexagonales"},
		"fr": {"grid.hex": "Hexagone", "grid.hex.mazes": "labyrinthes hexagonaux"},
	})
}

// hexSymmetric makes a hexagon board that covers the frame: it has every
// turn by a sixth.
func hexSymmetric(s Spec, fw, fh float64, sym string) Spec {
	return Spec{Kind: "hex", Radius: int(math.Ceil(fw/2+fh/math.Sqrt(3))) + 1}
}
