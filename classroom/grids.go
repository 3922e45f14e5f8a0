// The grid kinds books, handouts and age levels take.

package classroom

import "github.com/mazekit/mazekit/topology"

// AgeGrids returns the grid kinds an age level's mazes are made on: those
// of BookGrids but the ones with links (floors, a cube's net), whose marks
// and cuts an age level's large corridors are not sized for.
func AgeGrids() []string {
	var out []string
	for _, n := range BookGrids() {
		if k, _ := topology.Lookup(n); !k.Linked {
			out = append(out, n)
		}
	}
	return out
}

// NotForAges says why grids of kind k are not among AgeGrids.
func NotForAges(k topology.Kind) string {
	if k.Wraps != "" {
		return "joins its opposite sides, which is no maze for a pupil"
	}
	return "has floors or a net to fold, which an age level's corridors are not sized for"
}

// BookGrids returns the grid kinds a maze section of a book or handout
// takes: every kind named as a grid of its own (see topology.OwnKinds) but
// those whose opposite sides join, since a page cannot show a seamless
// tile as one puzzle with doors.
func BookGrids() []string {
	var out []string
	for _, n := range topology.OwnKinds() {
		if k, _ := topology.Lookup(n); k.Wraps == "" {
			out = append(out, n)
		}
	}
	return out
}
