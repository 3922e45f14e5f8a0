package conformance

import (
	"errors"
	"fmt"
	"strings"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// refusal returns "" when err is a refusal as the matrix wants one: one
// line, naming an option as a *param.Error (or a grid that does not read
// as text, with the formats that draw it); else what is wrong.
func refusal(err error) string {
	msg := err.Error()
	if strings.Contains(msg, "\n") {
		return fmt.Sprintf("refused in more than one line: %q", msg)
	}
	var unreadable *render.TextUnreadableError
	if _, ok := param.As(err); !ok && !errors.As(err, &unreadable) {
		return fmt.Sprintf("refused without naming an option: %q", msg)
	}
	return ""
}

// checkMaze returns the invariants p's maze breaks, as text; none is "".
func checkMaze(p *puzzle.Puzzle, opts *puzzle.Options, sh shaping) string {
	m := p.Maze
	g := m.Grid
	n := g.NumCells()
	alg, _ := generate.Lookup(opts.Algorithm)
	if sh.forms {
		return checkForms(m, alg.Perfect)
	}
	for c, d := range maze.Distances(m, 0) {
		if d < 0 {
			return fmt.Sprintf("cell %d of %d is not reached", c, n)
		}
	}
	if open := m.NumOpen(); alg.Perfect && !sh.loops && open != n-1 {
		return fmt.Sprintf("%d passages on %d cells: not a spanning tree", open, n)
	}
	if sh.loops && m.NumOpen() == n-1 && braidable(m) >= 2 {
		return "braided maze has no loop, though dead ends could be joined"
	}
	if k, _ := topology.Lookup(opts.Grid.Kind); opts.Grid.Tiles() || opts.Doors == "none" || k.Solid {
		if m.Entrance.Valid() || m.Exit.Valid() {
			return "doors on a maze that should have none"
		}
		return ""
	}
	var segs []topology.Segment
	for _, d := range []maze.Door{m.Entrance, m.Exit} {
		if !d.Valid() {
			return "a door is missing"
		}
		if segs = g.Border(d.Cell, segs[:0]); d.Side < 0 || d.Side >= len(segs) {
			return fmt.Sprintf("door %+v is not on an outer wall", d)
		}
	}
	if n > 1 && m.Entrance.Cell == m.Exit.Cell {
		return "both doors on one cell"
	}
	if s := checkDoorRule(m, sh); s != "" {
		return s
	}
	path := maze.Solve(m)
	if len(path) == 0 || path[0] != m.Entrance.Cell || path[len(path)-1] != m.Exit.Cell {
		return "no solution from the entrance to the exit"
	}
	var nb []topology.Neighbor
	for i := 1; i < len(path); i++ {
		through := false
		for _, x := range g.Neighbors(path[i-1], nb[:0]) {
			if x.Cell == path[i] && m.IsOpen(x.Edge) {
				through = true
			}
		}
		if !through {
			return fmt.Sprintf("solution steps from %d to %d without an opening", path[i-1], path[i])
		}
	}
	return ""
}

// checkDoorRule checks the auto rule's promises on grids big enough to
// keep them: doors out of the outline's pockets, off one side of its
// hull and a share of its perimeter apart; on a grid whose sides join,
// not neighbours (across the seam).
func checkDoorRule(m *maze.Maze, sh shaping) string {
	if sh.ownDoors {
		return ""
	}
	g := m.Grid
	border := maze.BorderCells(g)
	if len(border) < 24 {
		return ""
	}
	pa, pb := maze.DoorPoint(g, m.Entrance), maze.DoorPoint(g, m.Exit)
	if w, ok := g.(interface{ Period() (float64, float64) }); ok {
		if px, py := w.Period(); px > 0 || py > 0 {
			var nb []topology.Neighbor
			for _, x := range g.Neighbors(m.Entrance.Cell, nb) {
				if x.Cell == m.Exit.Cell {
					return "doors on neighbouring cells across the seam"
				}
			}
			return ""
		}
	}
	h := maze.OutlineHull(g)
	switch {
	case h.InPocket(pa) || h.InPocket(pb):
		return fmt.Sprintf("a door in a pocket of the outline (depths %.2f and %.2f cells)", h.Depth(pa), h.Depth(pb))
	case h.SameSide(pa, pb):
		return "both doors on one side of the outline's hull"
	case h.Along(pa, pb) < maze.MinBorderShare-1e-9:
		return fmt.Sprintf("doors %.2f of the perimeter apart", h.Along(pa, pb))
	}
	return ""
}

// braidable counts the dead ends of m that have a closed wall to another
// cell, through which braiding could join them.
func braidable(m *maze.Maze) int {
	k := 0
	var nb []topology.Neighbor
	for c := 0; c < m.Grid.NumCells(); c++ {
		if m.Degree(c, nb) != 1 {
			continue
		}
		for _, x := range m.Grid.Neighbors(c, nb[:0]) {
			if !m.IsOpen(x.Edge) {
				k++
				break
			}
		}
	}
	return k
}
