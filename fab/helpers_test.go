package fab

import (
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
	"github.com/mazekit/mazekit/topology/topologytest"
)

// testSpecs has a small grid of every kind the fabrication outputs are
// tried on.
var testSpecs = topologytest.SmallSpecs()

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
