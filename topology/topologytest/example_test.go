package topologytest_test

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/mazekit/mazekit/topology"
	"github.com/mazekit/mazekit/topology/topologytest"
)

// The test of a grid kind runs the shared suite on a few of its grids.
func Example() {
	_ = func(t *testing.T) {
		for _, size := range [][2]int{{1, 1}, {5, 3}, {8, 8}} {
			g, err := topology.NewRect(size[0], size[1])
			if err != nil {
				t.Fatal(err)
			}
			topologytest.Check(t, g)
		}
	}
}

// A test that draws or writes each grid kind once takes its small grid.
func ExampleSmallSpecs() {
	specs := topologytest.SmallSpecs()
	for _, kind := range slices.Sorted(maps.Keys(specs)) {
		g, err := topology.Build(specs[kind])
		if err != nil {
			fmt.Println(kind, err)
			continue
		}
		fmt.Println(kind, g.NumCells())
	}
	// Output:
	// 3d 60
	// cube 96
	// hex 35
	// hextorus 42
	// mask 102
	// planar 60
	// polar 91
	// rect 54
	// torus 54
	// tri 45
	// weave 54
}
