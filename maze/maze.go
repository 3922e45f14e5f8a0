package maze

import (
	"github.com/mazekit/mazekit/internal/bitset"
	"github.com/mazekit/mazekit/topology"
)

// Door is an opening in the outer wall: the Side-th segment that
// Grid.Border(Cell) returns. A Door with Cell < 0 is no door.
type Door struct {
	Cell int `json:"cell"`
	Side int `json:"side"`
}

// noDoor is the Door value for "no door".
var noDoor = Door{Cell: topology.None, Side: 0}

// NoDoor returns the Door value for "no door".
func NoDoor() Door { return noDoor }

// Valid reports whether d is a door (not NoDoor).
func (d Door) Valid() bool { return d.Cell >= 0 }

// Maze is a grid with a set of open edges (passages) and two doors.
// Every edge starts closed (a wall). The zero value is not usable; call New.
type Maze struct {
	Grid     topology.Grid
	open     bitset.Set
	Entrance Door
	Exit     Door
	// Forms holds a goal in the middle, several starts and things to pick
	// up (see MakeForms); nil for a plain maze.
	Forms *Forms
	steps *[]Step         // see Record; nil almost always
	stop  <-chan struct{} // see StopOn; nil almost always
}

// New returns a maze on g with every wall standing and no doors.
func New(g topology.Grid) *Maze {
	return &Maze{Grid: g, open: bitset.New(g.NumEdges()), Entrance: noDoor, Exit: noDoor}
}

// Open removes the wall of edge e, making a passage.
func (m *Maze) Open(e int) {
	m.open.Add(e)
	if m.steps != nil {
		*m.steps = append(*m.steps, Step{int32(e), true})
	}
}

// OpenShared removes the wall of edge e like Open, for generators that
// carve from several goroutines at once: calls to it may run together. It
// does not record a step, so it is only for mazes that are not Recording.
func (m *Maze) OpenShared(e int) { m.open.AddAtomic(e) }

// Recording reports whether the maze records its steps (see Record):
// generators then carve from one goroutine, so the steps keep their order.
func (m *Maze) Recording() bool { return m.steps != nil }

// Close puts the wall of edge e back.
func (m *Maze) Close(e int) {
	m.open.Remove(e)
	if m.steps != nil {
		*m.steps = append(*m.steps, Step{int32(e), false})
	}
}

// IsOpen reports whether edge e is a passage.
func (m *Maze) IsOpen(e int) bool { return m.open.Has(e) }

// NumOpen returns the number of open edges.
func (m *Maze) NumOpen() int { return m.open.Count() }

// Reset closes every edge and removes the doors.
func (m *Maze) Reset() {
	m.open.Clear()
	m.Entrance, m.Exit = noDoor, noDoor
	m.Forms = nil
}

// OpenEdges calls f for every open edge in increasing order.
func (m *Maze) OpenEdges(f func(e int)) {
	for e := m.open.Next(0); e >= 0; e = m.open.Next(e + 1) {
		f(e)
	}
}

// Degree returns the number of open edges at cell c. buf is scratch space.
func (m *Maze) Degree(c int, buf []topology.Neighbor) int {
	n := 0
	for _, nb := range m.Grid.Neighbors(c, buf[:0]) {
		if m.open.Has(nb.Edge) {
			n++
		}
	}
	return n
}

// Clone returns an independent copy of m on the same grid.
func (m *Maze) Clone() *Maze {
	return &Maze{Grid: m.Grid, open: m.open.Clone(), Entrance: m.Entrance, Exit: m.Exit, Forms: m.Forms.clone()}
}
