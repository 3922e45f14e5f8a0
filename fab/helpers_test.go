package fab

import (
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// testSpecs has a small grid of every kind the fabrication outputs are
// tried on.
var testSpecs = map[string]topology.Spec{
	"rect":     {Kind: "rect", Width: 9, Height: 6},
	"hex":      {Kind: "hex", Width: 7, Height: 5},
	"tri":      {Kind: "tri", Width: 9, Height: 5},
	"polar":    {Kind: "polar", Rings: 5},
	"planar":   {Kind: "planar", Width: 10, Height: 7, Cells: 60, Seed: 2, Layout: "poisson"},
	"mask":     {Kind: "mask", Width: 14, Height: 12, Base: "rect", Shape: "heart"},
	"weave":    {Kind: "weave", Base: "rect", Width: 9, Height: 6},
	"torus":    {Kind: "torus", Width: 9, Height: 6, Wrap: "x"},
	"hextorus": {Kind: "hextorus", Width: 7, Height: 6, Wrap: "x"},
	"3d":       {Kind: "3d", Width: 5, Height: 4, Floors: 3},
	"cube":     {Kind: "cube", Width: 4, Height: 4},
}

// testMaze carves a maze on the grid s with algo and seed, doors placed
// farthest apart.
func testMaze(t testing.TB, s topology.Spec, algo string, seed uint64) *maze.Maze {
	t.Helper()
	g, err := topology.Build(s)
	if err != nil {
		t.Fatal(err)
	}
	m := maze.New(g)
	if err := generate.Run(algo, m, rand.New(rand.NewPCG(seed, 1)), generate.Options{}); err != nil {
		t.Fatal(err)
	}
	if err := maze.PlaceDoors(m, maze.DoorsFarthest); err != nil {
		t.Fatal(err)
	}
	return m
}
