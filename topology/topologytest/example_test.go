package topologytest_test

import (
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
