package maze

// Step is one change to a maze's walls: edge Edge opened (Open true) or
// closed. A list of steps replays how a generator carved a maze.
type Step struct {
	Edge int32
	Open bool
}

// Record starts recording every Open and Close of m, in order, and returns
// the list the steps are appended to. Generators carve through Open and
// Close, so the list shows how any algorithm made the maze. StopRecording
// ends it; clones do not record. Without a recording, Open and Close cost
// one nil check and stay small enough to inline.
func Record(m *Maze) *[]Step {
	m.steps = &[]Step{}
	return m.steps
}

// StopRecording ends the recording Record started, if any.
func StopRecording(m *Maze) { m.steps = nil }
