package maze

// Step is one change to a maze's walls: edge Edge opened (Open true) or
// closed. A list of steps replays how a generator carved a maze.
type Step struct {
	Edge int32
	Open bool
}

// Observe has f called after every Open and Close of m, with the edge and
// whether it was opened; nil stops it. Generators carve through Open and
// Close, so an observer sees every step of any algorithm. Clones do not
// inherit the observer. Without one, Open and Close cost one nil check.
func (m *Maze) Observe(f func(e int, open bool)) { m.observe = f }

// Record observes m and returns the list its steps are appended to.
func Record(m *Maze) *[]Step {
	steps := &[]Step{}
	m.Observe(func(e int, open bool) { *steps = append(*steps, Step{Edge: int32(e), Open: open}) })
	return steps
}
