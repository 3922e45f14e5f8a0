package pattern_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/mazekit/mazekit/pattern"
)

// The C64 one-liner as data, and a cellular-automaton maze.
func Example() {
	t, _ := pattern.NewTenPrint(12, 3, 0.5, rand.New(rand.NewPCG(1, 2)))
	fmt.Print(t)
	l, _ := pattern.NewLife(20, 10)
	l.Seed(0.5, 1, rand.New(rand.NewPCG(1, 2)))
	gens, settled := l.Run(pattern.RuleMaze(), 100)
	fmt.Println(pattern.RuleMaze(), gens, settled)
	// Output:
	// \/\/\/\/\/\\
	// /\\\\\\\\\\/
	// \/\\/\/\///\
	// B3/S12345 10 true
}
