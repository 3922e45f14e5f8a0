package generate

import (
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// TestStackSpanningTree carves a 10×10×4 maze with every algorithm that
// runs on all grids and checks that it is a spanning tree of the 3D grid:
// cells-1 passages, every cell reachable, and stairs used on every floor
// boundary, with the doors on the lowest and the highest floor.
func TestStackSpanningTree(t *testing.T) {
	g, err := topology.NewStack(10, 10, 4)
	if err != nil {
		t.Fatal(err)
	}
	ran := 0
	for _, a := range All() {
		if !a.Supports("3d") {
			continue
		}
		ran++
		f, err := a.Make(Options{})
		if err != nil {
			t.Fatal(err)
		}
		m := maze.New(g)
		if err := f(m, rand.New(rand.NewPCG(31, 1))); err != nil {
			t.Fatalf("%s: %v", a.Name, err)
		}
		if a.Perfect {
			checkSpanningTree(t, m)
		} else {
			checkConnected(t, m)
		}
		stairs := make([]int, 3)
		for c := 0; c < 300; c++ {
			if m.IsOpen(g.Stair(c)) {
				stairs[g.Floor(c)]++
			}
		}
		for f, n := range stairs {
			if n == 0 {
				t.Errorf("%s: no stairs from floor %d to %d", a.Name, f+1, f+2)
			}
		}
		if err := maze.PlaceDoors(m, maze.DoorsAuto); err != nil {
			t.Fatalf("%s: doors: %v", a.Name, err)
		}
		if fa, fb := g.Floor(m.Entrance.Cell), g.Floor(m.Exit.Cell); min(fa, fb) != 0 || max(fa, fb) != 3 {
			t.Errorf("%s: doors on floors %d and %d, want 1 and 4", a.Name, fa+1, fb+1)
		}
		checkSolution(t, m)
	}
	if ran < 8 {
		t.Errorf("only %d algorithms run on 3d grids", ran)
	}
}
