package pattern_test

import (
	"fmt"

	"github.com/mazekit/mazekit/pattern"
)

// The Chartres labyrinth's path, circuit by circuit from the outside in;
// 12 is the centre.
func ExampleChartres() {
	l := pattern.Chartres()
	fmt.Println(l.Circuits, l.Sequence)
	// Output: 11 [5 6 11 10 9 8 7 8 9 10 11 10 9 8 7 6 5 4 3 2 1 2 3 4 5 4 3 2 1 6 7 12]
}

// A classical labyrinth of seven circuits: eight walls wind round its seed.
func ExampleClassical() {
	l, err := pattern.Classical(7)
	if err != nil {
		fmt.Println(err)
		return
	}
	arcs := 0
	for _, w := range l.Walls {
		if w.Arc {
			arcs++
		}
	}
	fmt.Println(arcs, "walls round the seed,", len(l.Dots), "dots")
	// Output: 8 walls round the seed, 4 dots
}
