package conformance

import (
	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/puzzle"
)

// shaping is one option that shapes a maze, as a change to the options.
type shaping struct {
	name string
	set  func(o *puzzle.Options) error
	// loops reports that the maze has loops on purpose (braiding).
	loops bool
	// ownDoors reports that the option places the doors by its own rule.
	ownDoors bool
	// centred reports that the option needs a grid that turns onto itself
	// about a centre cell (symmetry), so the matrix gives it a square one
	// of odd side.
	centred bool
	// forms reports an activity-book form (checked by checkForms).
	forms bool
}

// shapings returns the plain maze and every option that shapes one, each
// value of those that have a list: the symmetries generate knows, the door
// rules maze knows and the age levels layout knows.
func shapings() []shaping {
	out := []shaping{
		{name: "plain", set: func(o *puzzle.Options) error { return nil }},
		{name: "braid=0.5", loops: true, set: func(o *puzzle.Options) error { o.Braid = 0.5; return nil }},
		{name: "weave=0.5", set: func(o *puzzle.Options) error { o.Weave = 0.5; return nil }},
		{name: "unicursal", ownDoors: true, set: func(o *puzzle.Options) error { o.Unicursal = true; return nil }},
		{name: "goal=centre", forms: true, set: func(o *puzzle.Options) error { o.Goal = "centre"; return nil }},
		{name: "starts=3", forms: true, set: func(o *puzzle.Options) error { o.Starts = 3; return nil }},
		{name: "collect=2", forms: true, set: func(o *puzzle.Options) error { o.Collect = 2; return nil }},
	}
	for _, s := range generate.Symmetries() {
		out = append(out, shaping{name: "symmetry=" + s, centred: true, set: func(o *puzzle.Options) error { o.Symmetry = s; return nil }})
	}
	for _, d := range maze.DoorModeNames() {
		if d == "auto" {
			continue // the plain maze's
		}
		out = append(out, shaping{name: "doors=" + d, ownDoors: true, set: func(o *puzzle.Options) error { o.Doors = d; return nil }})
	}
	for _, a := range classroom.AgeLevelNames() {
		out = append(out, shaping{name: "age=" + a, set: func(o *puzzle.Options) error {
			// The age level sets the size, algorithm and markers unless
			// given; the matrix gives the algorithm.
			return classroom.ClassroomMaze(o, a, false, func(f string) bool { return f == "algo" })
		}})
	}
	return out
}
