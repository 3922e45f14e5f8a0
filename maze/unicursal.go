package maze

import (
	"fmt"

	"github.com/mazekit/mazekit/param"

	"github.com/mazekit/mazekit/topology"
)

// Unicursal turns a perfect maze on a square grid into a unicursal one on a
// grid twice as wide and twice as tall: one path, without a single choice,
// through every cell. Each cell becomes four, every passage becomes two
// lanes side by side, and the lanes join wherever a passage ends, so the
// path runs along both sides of every wall of m, as a hand on the wall
// would. That walk is one closed loop; it is cut in the top-left corner,
// where the entrance and the exit sit side by side in the left wall.
//
// It fails unless m is a spanning tree of a *topology.Rect.
func Unicursal(m *Maze) (*Maze, error) {
	r, ok := m.Grid.(*topology.Rect)
	if !ok {
		return nil, fmt.Errorf("maze: %w", param.Errorf("unicursal", true, "needs a square grid, not %s", m.Grid.Spec().Kind))
	}
	n := r.NumCells()
	if m.NumOpen() != n-1 {
		return nil, fmt.Errorf("maze: unicursal: needs a perfect maze (%d passages for %d cells, want %d)", m.NumOpen(), n, n-1)
	}
	for _, d := range Distances(m, 0) {
		if d == Unreachable {
			return nil, fmt.Errorf("maze: unicursal: needs a perfect maze (not every cell is reachable)")
		}
	}
	g, err := topology.NewRect(2*r.W, 2*r.H)
	if err != nil {
		return nil, fmt.Errorf("maze: unicursal: %w", err)
	}
	u := New(g)
	east := func(x, y int) bool { return x+1 < r.W && m.IsOpen(r.EastEdge(x, y)) }
	south := func(x, y int) bool { return y+1 < r.H && m.IsOpen(r.SouthEdge(x, y)) }
	for y := range r.H {
		for x := range r.W {
			X, Y := 2*x, 2*y
			north := y > 0 && south(x, y-1)
			west := x > 0 && east(x-1, y)
			// Inside the cell: the four quarters join round the cell except
			// across each side that has a passage.
			if !north {
				u.Open(g.EastEdge(X, Y))
			}
			if !east(x, y) {
				u.Open(g.SouthEdge(X+1, Y))
			}
			if !south(x, y) {
				u.Open(g.EastEdge(X, Y+1))
			}
			if !west && !(x == 0 && y == 0) { // the cut: the path's two ends
				u.Open(g.SouthEdge(X, Y))
			}
			// Across a passage: two lanes.
			if east(x, y) {
				u.Open(g.EastEdge(X+1, Y))
				u.Open(g.EastEdge(X+1, Y+1))
			}
			if south(x, y) {
				u.Open(g.SouthEdge(X, Y+1))
				u.Open(g.SouthEdge(X+1, Y+1))
			}
		}
	}
	if err := SetDoors(u, g.Cell(0, 0), g.Cell(0, 1)); err != nil {
		return nil, err
	}
	// Both doors in the left wall.
	u.Entrance.Side = len(g.Border(g.Cell(0, 0), nil)) - 1
	return u, nil
}
