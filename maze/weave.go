package maze

import (
	"fmt"
	"math"

	"github.com/mazekit/mazekit/topology"
)

// Crossings returns the open crossing edges of a maze on a weave grid (the
// tunnels), in increasing order; nil for any other grid.
func Crossings(m *Maze) []int {
	w, ok := m.Grid.(*topology.Weave)
	if !ok {
		return nil
	}
	var out []int
	for e := m.open.Next(w.BaseEdges()); e >= 0; e = m.open.Next(e + 1) {
		out = append(out, e)
	}
	return out
}

// CheckWeave reports the first broken rule of a weave maze, the rules that
// let a reader trust what a crossing shows:
//
//   - a tunnel passes under an inner cell, never one with an outer wall;
//   - the cell above a tunnel is a straight bridge: exactly two passages,
//     both to neighbours across its sides (no tunnel starts or ends there),
//     on opposite sides, and not the sides the tunnel passes through, so it
//     is neither a dead end nor a turn nor a junction;
//   - at most one tunnel passes under a cell (crossings never overlap).
//
// It returns nil for a maze on any other grid.
func CheckWeave(m *Maze) error {
	w, ok := m.Grid.(*topology.Weave)
	if !ok {
		return nil
	}
	var nbs []topology.Neighbor
	var segs []topology.Segment
	var under []int
	for _, e := range Crossings(m) {
		b := w.Under(e)
		a, c := w.Ends(e)
		if segs = w.Border(b, segs[:0]); len(segs) > 0 {
			return fmt.Errorf("maze: tunnel %d–%d passes under border cell %d", a, c, b)
		}
		n := 0
		for _, u := range w.CrossingsUnder(b, under[:0]) {
			if m.IsOpen(u) {
				n++
			}
		}
		if n > 1 {
			return fmt.Errorf("maze: %d tunnels pass under cell %d", n, b)
		}
		var open []topology.Neighbor
		for _, nb := range w.Neighbors(b, nbs[:0]) {
			if m.IsOpen(nb.Edge) {
				open = append(open, nb)
			}
		}
		if len(open) != 2 {
			return fmt.Errorf("maze: tunnel %d–%d passes under cell %d, which has %d passages, want a straight bridge of 2", a, c, b, len(open))
		}
		for _, nb := range open {
			if w.Under(nb.Edge) != topology.None {
				return fmt.Errorf("maze: tunnel %d–%d passes under cell %d, which is itself the end of a tunnel", a, c, b)
			}
		}
		ea, ec := w.Sides(e)
		if open[0].Edge == ea || open[0].Edge == ec || open[1].Edge == ea || open[1].Edge == ec {
			return fmt.Errorf("maze: tunnel %d–%d passes under cell %d, which opens towards it", a, c, b)
		}
		pb, p, q := w.Center(b), w.Center(open[0].Cell), w.Center(open[1].Cell)
		if math.Abs(p.X+q.X-2*pb.X) > 1e-9 || math.Abs(p.Y+q.Y-2*pb.Y) > 1e-9 {
			return fmt.Errorf("maze: tunnel %d–%d passes under cell %d, where the passage above turns", a, c, b)
		}
	}
	return nil
}
