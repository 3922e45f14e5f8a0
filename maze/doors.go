package maze

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

// DoorMode says how PlaceDoors chooses the entrance and the exit.
type DoorMode int

const (
	// DoorsAuto puts the doors where a puzzle maker would: far apart on the
	// page and with a long solution between them. Of the pairs of border
	// cells whose door openings are at least half the shorter side of the
	// grid's bounds apart (and that are not neighbours), it takes the one
	// with the longest path through the maze; a pair farther apart (at least
	// 0.8 of the shorter side and half the diagonal) wins when its path is
	// within 10 % of that. The
	// entrance is the door nearer the top left of the page. See placer.auto
	// for how this is found in one pass over the maze.
	DoorsAuto DoorMode = iota
	// DoorsFarthest puts the doors on the two border cells farthest apart
	// along the maze's passages (two breadth-first passes over the border),
	// wherever they are on the page; they may be neighbours.
	DoorsFarthest
	// DoorsOpposite puts the doors in the middle of the left and right sides
	// of the bounds (or top and bottom when the grid is taller than wide).
	DoorsOpposite
	// DoorsNone leaves the outer wall closed.
	DoorsNone
)

var doorModeNames = []string{"auto", "farthest", "opposite", "none"}

// DoorModeNames returns the names ParseDoorMode accepts, default first.
func DoorModeNames() []string { return append([]string(nil), doorModeNames...) }

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
	return topology.AppendBorderCells(g, nil)
}

// PlaceDoors sets m.Entrance and m.Exit as mode says. Doors are cut through
// the outer wall of border cells; the side is the outer wall that faces away
// from the grid's centre the most.
//
// A grid that wraps both ways (a torus) has no outer wall and gets no
// doors; nor does a grid with topology.Terminals (a cube), whose maze runs
// between the cells it names (see Solve).
func PlaceDoors(m *Maze, mode DoorMode) error {
	if px, py := periods(m.Grid); px > 0 && py > 0 {
		mode = DoorsNone
	}
	if _, ok := m.Grid.(topology.Terminals); ok {
		mode = DoorsNone // no outer wall: the grid names its start and finish
	}
	switch mode {
	case DoorsNone:
		m.Entrance, m.Exit = noDoor, noDoor
		return nil
	case DoorsOpposite:
		a, b := oppositeCells(m.Grid)
		return setDoors(m, a, b)
	case DoorsAuto:
		p := placers.Get().(*placer)
		defer placers.Put(p)
		a, b, err := p.auto(m)
		if err != nil {
			return err
		}
		if err := setDoors(m, a, b); err != nil {
			return err
		}
		if a != b {
			// The entrance is the door nearer the top left of the page.
			pa, pb := DoorPoint(m.Grid, m.Entrance), DoorPoint(m.Grid, m.Exit)
			if pb.X+pb.Y < pa.X+pa.Y-1e-9 {
				m.Entrance, m.Exit = m.Exit, m.Entrance
			}
		}
		return nil
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
		return setDoors(m, a, b)
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
//
// On a grid whose left and right sides join (a cylinder) only the top and
// bottom are outer walls, and the other way round for top and bottom.
func oppositeCells(g topology.Grid) (int, int) {
	b := g.Bounds()
	mid := topology.Point{X: (b.Min.X + b.Max.X) / 2, Y: (b.Min.Y + b.Max.Y) / 2}
	var p, q topology.Point
	px, py := periods(g)
	if (b.Dx() >= b.Dy() || py > 0) && px == 0 {
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

// periods returns how far g repeats across and down when its opposite
// sides join, 0 along an axis that does not wrap.
func periods(g topology.Grid) (px, py float64) {
	if w, ok := g.(interface{ Period() (float64, float64) }); ok {
		return w.Period()
	}
	return 0, 0
}

// pageDist is the distance between two points of g's drawing, the short way
// round along an axis that wraps: on a cylinder two doors either side of
// the seam are close.
func pageDist(px, py float64, a, b topology.Point) float64 {
	dx, dy := math.Abs(a.X-b.X), math.Abs(a.Y-b.Y)
	if px > 0 {
		dx = math.Mod(dx, px)
		dx = math.Min(dx, px-dx)
	}
	if py > 0 {
		dy = math.Mod(dy, py)
		dy = math.Min(dy, py-dy)
	}
	return math.Hypot(dx, dy)
}

// SetDoors puts the entrance on border cell a and the exit on border cell b.
// The two must be different border cells; anything else is an error that
// names the cells.
func SetDoors(m *Maze, a, b int) error {
	value := fmt.Sprintf("%d,%d", a, b)
	if a == b {
		return param.Textf("doors", value, "entrance and exit must be two different border cells")
	}
	ea, want := doorOn(m.Grid, a)
	if want != "" {
		return param.Textf("doors", value, "%s", want)
	}
	eb, want := doorOn(m.Grid, b)
	if want != "" {
		return param.Textf("doors", value, "%s", want)
	}
	m.Entrance, m.Exit = ea, eb
	return nil
}

// setDoors is SetDoors for the placement rules: a one-cell grid gets both
// doors on its one cell (on two sides if it has them).
func setDoors(m *Maze, a, b int) error {
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
	d, want := doorOn(g, c)
	if want != "" {
		return noDoor, errors.New("maze: " + want)
	}
	return d, nil
}

// doorOn is DoorAt with the reason a cell takes no door as text.
func doorOn(g topology.Grid, c int) (Door, string) {
	if c < 0 || c >= g.NumCells() {
		return noDoor, fmt.Sprintf("door cell %d is out of range 0..%d", c, g.NumCells()-1)
	}
	d, ok := doorAt(g, c, nil)
	if !ok {
		return noDoor, fmt.Sprintf("door cell %d is not on the border", c)
	}
	return d, ""
}

// doorAt is DoorAt with a scratch buffer; ok is false when c has no outer
// wall. Of the outer walls at least half as long as the cell's longest,
// it takes the one that faces away from the centre the most, so a door is
// not cut through a sliver of a side (on planar grids).
func doorAt(g topology.Grid, c int, buf []topology.Segment) (d Door, ok bool) {
	segs := g.Border(c, buf[:0])
	if len(segs) == 0 {
		return noDoor, false
	}
	longest := 0.0
	for _, s := range segs {
		longest = math.Max(longest, s.Length())
	}
	b := g.Bounds()
	mid := topology.Point{X: (b.Min.X + b.Max.X) / 2, Y: (b.Min.Y + b.Max.Y) / 2}
	best, bestD := 0, -1.0
	for i, s := range segs {
		if s.Length() < longest/2 {
			continue
		}
		p := s.Mid()
		// Normalise by the bounds so wide grids prefer their short sides less.
		dx, dy := (p.X-mid.X)/math.Max(b.Dx(), 1e-9), (p.Y-mid.Y)/math.Max(b.Dy(), 1e-9)
		if d := dx*dx + dy*dy; d > bestD+1e-12 {
			best, bestD = i, d
		}
	}
	return Door{Cell: c, Side: best}, true
}

// DoorPoint returns the middle of door d's opening: the midpoint of the
// outer wall it is cut through, in the grid's units. d must be a door.
func DoorPoint(g topology.Grid, d Door) topology.Point {
	segs := g.Border(d.Cell, nil)
	return segs[d.Side].Mid()
}

// SegmentMid returns the middle of a wall segment (on the arc for arcs).
func SegmentMid(s topology.Segment) topology.Point { return s.Mid() }
