package maze

import (
	"fmt"
	"math"
	"strings"

	"github.com/mazekit/mazekit/topology"
)

// DoorMode says how PlaceDoors chooses the entrance and the exit.
type DoorMode int

const (
	// DoorsFarthest puts the doors on the two border cells farthest apart
	// along the maze's passages (two breadth-first passes over the border).
	DoorsFarthest DoorMode = iota
	// DoorsOpposite puts the doors in the middle of the left and right sides
	// of the bounds (or top and bottom when the grid is taller than wide).
	DoorsOpposite
	// DoorsNone leaves the outer wall closed.
	DoorsNone
)

var doorModeNames = []string{"farthest", "opposite", "none"}

// String returns the mode's name as the command line spells it.
func (d DoorMode) String() string {
	if d >= 0 && int(d) < len(doorModeNames) {
		return doorModeNames[d]
	}
	return fmt.Sprintf("DoorMode(%d)", int(d))
}

// ParseDoorMode returns the mode with the given name.
func ParseDoorMode(s string) (DoorMode, error) {
	for i, n := range doorModeNames {
		if s == n {
			return DoorMode(i), nil
		}
	}
	return 0, fmt.Errorf("maze: unknown door mode %q (valid: %s, or two cell numbers as A,B)", s, strings.Join(doorModeNames, ", "))
}

// BorderCells returns every cell that has at least one outer wall, in increasing order.
func BorderCells(g topology.Grid) []int {
	var cells []int
	var buf []topology.Segment
	for c := 0; c < g.NumCells(); c++ {
		if buf = g.Border(c, buf[:0]); len(buf) > 0 {
			cells = append(cells, c)
		}
	}
	return cells
}

// PlaceDoors sets m.Entrance and m.Exit as mode says. Doors are cut through
// the outer wall of border cells; the side is the outer wall that faces away
// from the grid's centre the most.
func PlaceDoors(m *Maze, mode DoorMode) error {
	switch mode {
	case DoorsNone:
		m.Entrance, m.Exit = NoDoor, NoDoor
		return nil
	case DoorsOpposite:
		a, b := oppositeCells(m.Grid)
		return SetDoors(m, a, b)
	case DoorsFarthest:
		border := BorderCells(m.Grid)
		if len(border) == 0 {
			return fmt.Errorf("maze: grid has no border cells")
		}
		// First pass from an arbitrary border cell finds one end; the second
		// pass from that end finds the farthest border cell from it. On a
		// tree the pair is the farthest pair of border cells in most cases.
		a := farthestOf(Distances(m, border[0]), border, border[0])
		b := farthestOf(Distances(m, a), border, a)
		if a == b && len(border) > 1 {
			b = border[len(border)-1]
			if b == a {
				b = border[0]
			}
		}
		return SetDoors(m, a, b)
	}
	return fmt.Errorf("maze: unknown door mode %d", int(mode))
}

func farthestOf(dist []int32, cells []int, fallback int) int {
	best, bestD := fallback, int32(-1)
	for _, c := range cells {
		if dist[c] > bestD {
			best, bestD = c, dist[c]
		}
	}
	return best
}

// oppositeCells returns the border cells nearest the middles of two opposite
// sides of the bounds: left and right for wide grids, top and bottom for tall.
func oppositeCells(g topology.Grid) (int, int) {
	b := g.Bounds()
	mid := topology.Point{X: (b.Min.X + b.Max.X) / 2, Y: (b.Min.Y + b.Max.Y) / 2}
	var p, q topology.Point
	if b.Dx() >= b.Dy() {
		p, q = topology.Point{X: b.Min.X, Y: mid.Y}, topology.Point{X: b.Max.X, Y: mid.Y}
	} else {
		p, q = topology.Point{X: mid.X, Y: b.Min.Y}, topology.Point{X: mid.X, Y: b.Max.Y}
	}
	border := BorderCells(g)
	nearest := func(t topology.Point, not int) int {
		best, bestD := -1, math.Inf(1)
		for _, c := range border {
			if d := topology.Dist(g.Center(c), t); c != not && d < bestD {
				best, bestD = c, d
			}
		}
		return best
	}
	a := nearest(p, -1)
	return a, nearest(q, a)
}

// SetDoors puts the entrance on border cell a and the exit on border cell b.
func SetDoors(m *Maze, a, b int) error {
	ea, err := DoorAt(m.Grid, a)
	if err != nil {
		return err
	}
	eb, err := DoorAt(m.Grid, b)
	if err != nil {
		return err
	}
	if a == b {
		// One cell: use two different sides if it has them.
		var buf []topology.Segment
		if n := len(m.Grid.Border(a, buf)); n > 1 && eb.Side == ea.Side {
			eb.Side = (ea.Side + 1) % n
		}
	}
	m.Entrance, m.Exit = ea, eb
	return nil
}

// DoorAt returns a door on cell c, through the outer wall whose midpoint is
// farthest from the centre of the grid's bounds. It fails if c is not a
// border cell.
func DoorAt(g topology.Grid, c int) (Door, error) {
	if c < 0 || c >= g.NumCells() {
		return NoDoor, fmt.Errorf("maze: door cell %d out of range 0..%d", c, g.NumCells()-1)
	}
	segs := g.Border(c, nil)
	if len(segs) == 0 {
		return NoDoor, fmt.Errorf("maze: door cell %d is not on the border", c)
	}
	b := g.Bounds()
	mid := topology.Point{X: (b.Min.X + b.Max.X) / 2, Y: (b.Min.Y + b.Max.Y) / 2}
	best, bestD := 0, -1.0
	for i, s := range segs {
		p := SegmentMid(s)
		// Normalise by the bounds so wide grids prefer their short sides less.
		dx, dy := (p.X-mid.X)/math.Max(b.Dx(), 1e-9), (p.Y-mid.Y)/math.Max(b.Dy(), 1e-9)
		if d := dx*dx + dy*dy; d > bestD+1e-12 {
			best, bestD = i, d
		}
	}
	return Door{Cell: c, Side: best}, nil
}

// SegmentMid returns the middle of a wall segment (on the arc for arcs).
func SegmentMid(s topology.Segment) topology.Point { return s.Mid() }
