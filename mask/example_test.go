package mask_test

import (
	"fmt"

	"github.com/mazekit/mazekit/mask"
	"github.com/mazekit/mazekit/topology"
)

// A square grid cut to the letters "OK".
func Example() {
	g, err := mask.Build(topology.Spec{Kind: "mask", Base: "rect", Width: 24, Height: 10, Text: "OK"})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.NumCells(), "cells")
	// Output:
	// 21 cells
}
