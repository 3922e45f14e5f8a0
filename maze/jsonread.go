// Reading a maze back from the JSON that WriteJSON writes.

package maze

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"

	"github.com/mazekit/mazekit/topology"
)

// ReadJSON reads a maze written by WriteJSON. The grid is rebuilt from the
// document's grid spec by build (nil means topology.Build; pass mask.Build
// for grids cut to a text or a picture) and must have the cells and edges
// the document lists; the open passages, doors and solution are then
// checked against it. The returned Info holds the algorithm, seed and
// solution; Stats and World are left as raw JSON (json.RawMessage) or nil.
//
// Every inconsistency (an edge the grid lacks, a door off the border, a
// solution step through a wall) is an error naming it, so a file that was
// edited by hand is refused rather than read wrongly.
func ReadJSON(r io.Reader, build func(topology.Spec) (topology.Grid, error)) (*Maze, Info, error) {
	var doc Document
	dec := json.NewDecoder(r)
	if err := dec.Decode(&doc); err != nil {
		return nil, Info{}, fmt.Errorf("maze JSON: %w", err)
	}
	if build == nil {
		build = topology.Build
	}
	g, err := build(doc.Grid)
	if err != nil {
		return nil, Info{}, fmt.Errorf("maze JSON: grid: %w", err)
	}
	m, err := doc.maze(g)
	if err != nil {
		return nil, Info{}, fmt.Errorf("maze JSON: %w", err)
	}
	info := Info{Algorithm: doc.Algorithm, Seed: doc.Seed, Solution: doc.Solution}
	if len(doc.Stats) > 0 {
		info.Stats = doc.Stats
	}
	if len(doc.World) > 0 {
		info.World = doc.World
	}
	return m, info, nil
}

// maze rebuilds the maze the document describes on g, which must be the
// grid the document was written from.
func (doc *Document) maze(g topology.Grid) (*Maze, error) {
	if doc.Cells != g.NumCells() {
		return nil, fmt.Errorf("the document has %d cells, its grid %d", doc.Cells, g.NumCells())
	}
	if len(doc.Edges) != g.NumEdges() {
		return nil, fmt.Errorf("the document has %d edges, its grid %d", len(doc.Edges), g.NumEdges())
	}
	index := make(map[[2]int]int, len(doc.Edges))
	for e, p := range doc.Edges {
		a, b := g.Ends(e)
		if p != [2]int{a, b} {
			return nil, fmt.Errorf("edge %d joins cells %d and %d, the grid's joins %d and %d", e, p[0], p[1], a, b)
		}
		index[p] = e
	}
	m := New(g)
	for _, p := range doc.Open {
		e, ok := index[p]
		if !ok {
			return nil, fmt.Errorf("open passage %v is not an edge of the grid", p)
		}
		m.Open(e)
	}
	// WriteJSON lists the entrance's opening, then the exit's.
	var slots []*Door
	for _, d := range []struct {
		cell *int
		door *Door
	}{{doc.Entrance, &m.Entrance}, {doc.Exit, &m.Exit}} {
		if d.cell != nil {
			slots = append(slots, d.door)
		}
	}
	if len(doc.Doors) != len(slots) {
		return nil, fmt.Errorf("%d door openings for %d doors", len(doc.Doors), len(slots))
	}
	for i, o := range doc.Doors {
		if o.Cell < 0 || o.Cell >= g.NumCells() {
			return nil, fmt.Errorf("door at cell %d: no such cell", o.Cell)
		}
		if sides := len(g.Border(o.Cell, nil)); o.Side < 0 || o.Side >= sides {
			return nil, fmt.Errorf("door at cell %d: side %d, the cell has %d outer walls", o.Cell, o.Side, sides)
		}
		*slots[i] = Door{Cell: o.Cell, Side: o.Side}
	}
	if (doc.Entrance != nil && *doc.Entrance != m.Entrance.Cell) || (doc.Exit != nil && *doc.Exit != m.Exit.Cell) {
		return nil, fmt.Errorf("the entrance and exit cells do not match the door openings")
	}
	if err := doc.forms(m); err != nil {
		return nil, err
	}
	for i := 1; i < len(doc.Solution); i++ {
		a, b := doc.Solution[i-1], doc.Solution[i]
		e, ok := index[[2]int{a, b}]
		if !ok {
			e, ok = index[[2]int{b, a}]
		}
		if !ok || !m.IsOpen(e) {
			return nil, fmt.Errorf("solution step %d→%d does not go through a passage", a, b)
		}
	}
	return m, nil
}

// forms restores the goal in the middle, the labelled starts and the
// things to pick up the document records, checked against m's grid.
func (doc *Document) forms(m *Maze) error {
	g := m.Grid
	f := &Forms{Goal: -1}
	inGrid := func(what string, c int) error {
		if c < 0 || c >= g.NumCells() {
			return fmt.Errorf("%s cell %d: no such cell", what, c)
		}
		return nil
	}
	if doc.Goal != nil && doc.Exit == nil && doc.Entrance != nil {
		if err := inGrid("goal", *doc.Goal); err != nil {
			return err
		}
		f.Goal = *doc.Goal
	}
	right := -1
	for i, s := range doc.Starts {
		if err := inGrid("start", s.Cell); err != nil {
			return err
		}
		if sides := len(g.Border(s.Cell, nil)); s.Side < 0 || s.Side >= sides {
			return fmt.Errorf("start at cell %d: side %d, the cell has %d outer walls", s.Cell, s.Side, sides)
		}
		f.Starts = append(f.Starts, Door{Cell: s.Cell, Side: s.Side})
		if s.ReachesGoal {
			right = i
		}
	}
	if len(f.Starts) > 0 && (right < 0 || f.Starts[right] != m.Entrance) {
		return fmt.Errorf("no start that reaches the goal is the entrance")
	}
	f.Right = max(right, 0)
	for _, c := range append(slices.Clone(doc.Items), doc.Decoys...) {
		if err := inGrid("item", c); err != nil {
			return err
		}
	}
	f.Items, f.Decoys = doc.Items, doc.Decoys
	if f.Goal >= 0 || len(f.Starts) > 0 || len(f.Items) > 0 {
		m.Forms = f
	}
	return nil
}
