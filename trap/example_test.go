package trap_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/mazekit/mazekit/trap"
)

// A puzzle the player wins in exactly two blocks against any defence.
func Example() {
	g, _ := trap.NewGeometry(7, 7)
	ps, err := trap.Generate(g, 2, 1, rand.New(rand.NewPCG(3, 4)))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(ps), "puzzle")
	// Output:
	// 1 puzzle
}
