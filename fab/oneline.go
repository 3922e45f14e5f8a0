// Single-line mode: the whole maze as one continuous path, for sand tables
// and one-stroke plots.

package fab

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// SingleLineMode selects how a maze is drawn as one continuous path.
type SingleLineMode uint8

const (
	// SingleLineOff draws the walls as separate strokes.
	SingleLineOff SingleLineMode = iota
	// SingleLineOutline traces the outline of the corridors a quarter
	// cell from the walls: in a perfect maze the passages form a tree, so
	// its outline is one closed loop that runs along every side of every
	// wall once (the inner side of the border, both sides of inner walls).
	SingleLineOutline
	// SingleLineCentre runs along the middle of the passages, out and back
	// along each one (a depth-first tour from the entrance cell).
	SingleLineCentre
)

var singleLineNames = []string{"off", "outline", "centre"}

// String returns the mode's name.
func (s SingleLineMode) String() string {
	if int(s) < len(singleLineNames) {
		return singleLineNames[s]
	}
	return fmt.Sprintf("SingleLineMode(%d)", int(s))
}

// ParseSingleLine returns the mode with the given name (off, outline,
// centre; "center" is accepted too).
func ParseSingleLine(s string) (SingleLineMode, error) {
	if s == "center" {
		return SingleLineCentre, nil
	}
	for i, n := range singleLineNames {
		if n == s {
			return SingleLineMode(i), nil
		}
	}
	return 0, fmt.Errorf("fab: unknown single-line mode %q (valid: off, outline, centre)", s)
}

// outlineInset returns how far the outline runs from the wall lines: a
// quarter cell on square grids, less where walls are shorter.
func outlineInset(m *maze.Maze) float64 {
	g := m.Grid
	n := min(g.NumEdges(), 2000)
	if n == 0 {
		return 0.25
	}
	ls := make([]float64, n)
	for e := range ls {
		ls[e] = g.Wall(e * g.NumEdges() / n).Length()
	}
	slices.Sort(ls)
	return min(0.25, 0.15*ls[n/10])
}

// singleLine returns the maze as one path of points in scene units.
func singleLine(m *maze.Maze, mode SingleLineMode) ([]topology.Point, error) {
	switch mode {
	case SingleLineOutline:
		f, loop, err := outlineLoop(m, outlineInset(m))
		if err != nil {
			return nil, err
		}
		pts := make([]topology.Point, 0, len(loop)+1)
		for _, p := range loop {
			pts = append(pts, f.pts[p])
		}
		pts = append(pts, pts[0])
		return dropCollinear(pts), nil
	case SingleLineCentre:
		return centreLine(m), nil
	}
	return nil, fmt.Errorf("fab: unknown single-line mode %d", mode)
}

// outlineLoop returns the corridor outline of m: the one closed boundary of
// the floor (the tiling's floor-level pieces with strips of half-width d).
// Where cells are too thin for d (sharp wall tips on Voronoi and
// triangulated grids) the offset line would cross itself or a cell's core
// would turn inside out; then d is halved until neither happens.
func outlineLoop(m *maze.Maze, d float64) (*fabModel, []int32, error) {
	for try := 0; ; try++ {
		f, err := buildFabWith(m, d, 0.01, true)
		if errors.Is(err, errThick) && try < 5 {
			d /= 2
			continue
		}
		if err != nil {
			return nil, nil, fmt.Errorf("fab: single-line outline: %v", err)
		}
		loops := spliceLoops(f.boundary(func(p *fabPiece) bool { return p.level == levelFloor }))
		if len(loops) != 1 {
			return nil, nil, fmt.Errorf("fab: single-line outline needs a perfect maze (this one's corridors have %d separate outlines); use the centre line", len(loops))
		}
		if try == 5 || !loopCrosses(f.pts, loops[0]) {
			return f, loops[0], nil
		}
		d /= 2
	}
}

// loopCrosses reports whether the closed loop of points crosses itself
// (touching is allowed). Segments are sorted into a grid of buckets so
// only near pairs are compared.
func loopCrosses(pts []topology.Point, loop []int32) bool {
	n := len(loop)
	if n < 4 {
		return false
	}
	lo, hi := pts[loop[0]], pts[loop[0]]
	total := 0.0
	for i, p := range loop {
		q := pts[p]
		lo.X, lo.Y = min(lo.X, q.X), min(lo.Y, q.Y)
		hi.X, hi.Y = max(hi.X, q.X), max(hi.Y, q.Y)
		total += topology.Dist(q, pts[loop[(i+1)%n]])
	}
	cell := max(2*total/float64(n), 1e-9)
	w := int((hi.X-lo.X)/cell) + 1
	h := int((hi.Y-lo.Y)/cell) + 1
	buckets := map[int][]int32{}
	for i := range loop {
		a, b := pts[loop[i]], pts[loop[(i+1)%n]]
		x0, x1 := int((min(a.X, b.X)-lo.X)/cell), int((max(a.X, b.X)-lo.X)/cell)
		y0, y1 := int((min(a.Y, b.Y)-lo.Y)/cell), int((max(a.Y, b.Y)-lo.Y)/cell)
		for y := y0; y <= min(y1, h-1); y++ {
			for x := x0; x <= min(x1, w-1); x++ {
				k := y*w + x
				for _, j := range buckets[k] {
					c, d := pts[loop[j]], pts[loop[(int(j)+1)%n]]
					if segsCrossProperly(a, b, c, d) {
						return true
					}
				}
				buckets[k] = append(buckets[k], int32(i))
			}
		}
	}
	return false
}

// segsCrossProperly reports whether segments ab and cd cross properly: each
// has the other's ends strictly on opposite sides.
func segsCrossProperly(a, b, c, d topology.Point) bool {
	side := func(p, q, r topology.Point) float64 {
		return (q.X-p.X)*(r.Y-p.Y) - (q.Y-p.Y)*(r.X-p.X)
	}
	const eps = 1e-12
	opp := func(s, t float64) bool { return s > eps && t < -eps || s < -eps && t > eps }
	return opp(side(a, b, c), side(a, b, d)) && opp(side(c, d, a), side(c, d, b))
}

// dropCollinear removes points that lie on the straight line between
// their neighbours.
func dropCollinear(pts []topology.Point) []topology.Point {
	if len(pts) < 3 {
		return pts
	}
	out := []topology.Point{pts[0]}
	for i := 1; i < len(pts)-1; i++ {
		a, b, c := out[len(out)-1], pts[i], pts[i+1]
		cr := (b.X-a.X)*(c.Y-b.Y) - (b.Y-a.Y)*(c.X-b.X)
		dot := (b.X-a.X)*(c.X-b.X) + (b.Y-a.Y)*(c.Y-b.Y)
		if math.Abs(cr) < 1e-9 && dot > 0 {
			continue
		}
		out = append(out, b)
	}
	return append(out, pts[len(pts)-1])
}

// centreLine tours the passages depth first from the entrance cell (or
// cell 0): to each new cell's centre and back; passages that close a loop
// are run to their middle and back.
func centreLine(m *maze.Maze) []topology.Point {
	g := m.Grid
	start := 0
	if m.Entrance.Valid() {
		start = m.Entrance.Cell
	}
	seen := make([]bool, g.NumCells())
	walked := make([]bool, g.NumEdges())
	type frame struct {
		c   int
		nbs []topology.Neighbor
		i   int
	}
	pts := []topology.Point{g.Center(start)}
	seen[start] = true
	stack := []frame{{c: start, nbs: g.Neighbors(start, nil)}}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.i == len(top.nbs) {
			stack = stack[:len(stack)-1]
			if len(stack) > 0 {
				pts = append(pts, g.Center(stack[len(stack)-1].c))
			}
			continue
		}
		nb := top.nbs[top.i]
		top.i++
		if !m.IsOpen(nb.Edge) || walked[nb.Edge] {
			continue
		}
		walked[nb.Edge] = true
		if seen[nb.Cell] {
			mid := g.Wall(nb.Edge).Mid()
			pts = append(pts, mid, g.Center(top.c))
			continue
		}
		seen[nb.Cell] = true
		pts = append(pts, g.Center(nb.Cell))
		stack = append(stack, frame{c: nb.Cell, nbs: g.Neighbors(nb.Cell, nil)})
	}
	return pts
}

// spliceLoops joins loops that touch at a point (where the floor meets
// itself corner to corner) into one loop that passes that point twice.
func spliceLoops(loops [][]int32) [][]int32 {
	for {
		where := map[int32][2]int{} // point → loop, index
		merged := false
	search:
		for i, l := range loops {
			for k, p := range l {
				if w, ok := where[p]; ok && w[0] != i {
					a, b := loops[w[0]], l
					j := slices.Concat(a[:w[1]], b[k:], b[:k], a[w[1]:])
					loops[w[0]] = j
					loops = slices.Delete(loops, i, i+1)
					merged = true
					break search
				}
				where[p] = [2]int{i, k}
			}
		}
		if !merged {
			return loops
		}
	}
}
