package topology_test

import (
	"fmt"

	"github.com/mazekit/mazekit/topology"
)

// A grid kind describes itself: its parameters, the noun captions use, and
// how to cover a frame.
func Example() {
	hex, _ := topology.Lookup("hex")
	fmt.Print(hex.Noun, ":")
	for _, p := range hex.Params {
		fmt.Print(" ", p.Name)
	}
	fmt.Println()
	s := topology.Spec{Kind: "hex"}
	radius, _ := hex.Param("radius")
	if err := topology.SetParam(&s, radius, "3"); err != nil {
		fmt.Println(err)
	}
	g, _ := topology.Build(s)
	fmt.Println(g.NumCells(), "cells in a hexagon of radius 3")
	s, _ = hex.Cover(16, 9, 1)
	fmt.Printf("a %dx%d hex grid covers a 16x9 frame\n", s.Width, s.Height)
	// Output:
	// Hexagon: radius flat
	// 37 cells in a hexagon of radius 3
	// a 17x12 hex grid covers a 16x9 frame
}
