// Typed modes of the algorithms that have variants, with their names.

package generate

import (
	"strings"

	"github.com/mazekit/mazekit/param"
)

// Corner is the corner a binary-tree maze leans toward: every cell opens to
// one of the corner's two sides.
type Corner uint8

// The four corners; NW is the default.
const (
	NW Corner = iota
	NE
	SW
	SE
)

var cornerNames = []string{"nw", "ne", "sw", "se"}

// String returns the corner's name: nw, ne, sw or se.
func (c Corner) String() string { return nameOf(cornerNames, int(c)) }

// ParseCorner returns the corner with the given name; "" is NW.
func ParseCorner(s string) (Corner, error) {
	i, err := parseName("mode", cornerNames, s)
	return Corner(i), err
}

// Choice is how the growing-tree algorithm chooses the active cell it grows
// from.
type Choice uint8

// The choices; Newest is the default.
const (
	Newest Choice = iota // the newest cell: depth-first search
	Random               // a random cell: like Prim's algorithm
	Oldest               // the oldest cell: long straight runs
	Mixed                // newest or random with equal chance
)

var choiceNames = []string{"newest", "random", "oldest", "mixed"}

// String returns the choice's name: newest, random, oldest or mixed.
func (c Choice) String() string { return nameOf(choiceNames, int(c)) }

// ParseChoice returns the choice with the given name; "" is Newest.
func ParseChoice(s string) (Choice, error) {
	i, err := parseName("mode", choiceNames, s)
	return Choice(i), err
}

// nameOf returns names[i], or a placeholder for a value out of range.
func nameOf(names []string, i int) string {
	if i >= 0 && i < len(names) {
		return names[i]
	}
	return "invalid"
}

// parseName returns the index of s in names; "" is the first (the default).
// Anything else is a *param.Error for field.
func parseName(field string, names []string, s string) (int, error) {
	if s == "" {
		return 0, nil
	}
	for i, n := range names {
		if n == s {
			return i, nil
		}
	}
	return 0, param.Errorf(field, s, "want %s", strings.Join(names, ", "))
}
