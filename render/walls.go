// The walls a drawing of a maze shows, as pieces a machine output (plotter,
// laser, 3D print) can follow.

package render

import (
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// Wall is one potential wall of a maze's grid: a piece of an inner edge
// (Edge ≥ 0) or a border side (Edge < 0, Cell and Side set). Standing
// reports whether a drawing shows it: a closed edge that no tunnel passes
// under, or a border side that is not a door.
type Wall struct {
	Seg        topology.Segment
	Edge       int
	Cell, Side int
	Standing   bool
}

// Walls lists every potential wall of m in a fixed order: inner edges in
// edge order (a linked edge as the pieces drawings show, a weave's
// crossings left out), then the border cell by cell.
func Walls(m *maze.Maze) []Wall {
	g := m.Grid
	ps := make([]Wall, 0, g.NumEdges()+g.NumEdges()/4+8)
	gaps := tunnelSides(m)
	var segs []topology.Segment
	for e := range weaveBaseEdges(g) {
		segs = edgeWalls(g, e, segs[:0])
		for _, sg := range segs {
			ps = append(ps, Wall{Seg: sg, Edge: e, Cell: -1, Standing: !m.IsOpen(e) && !gaps[e]})
		}
	}
	for c := 0; c < g.NumCells(); c++ {
		segs = g.Border(c, segs[:0])
		for i, s := range segs {
			ps = append(ps, Wall{Seg: s, Edge: -1, Cell: c, Side: i, Standing: !isDoor(m, c, i)})
		}
	}
	return ps
}
