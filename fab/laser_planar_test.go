package fab

import (
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// TestLaserPlanarKeepsPassages checks that cutting a perfect maze on Voronoi
// cells seals none of its passages: its walls hang off the border and its
// inside stays one corridor, so the cut has two outlines and no islands.
func TestLaserPlanarKeepsPassages(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		spec := topology.Spec{Kind: "planar", Width: 10, Height: 8, Seed: seed, Layout: "poisson"}
		m := testMaze(t, spec, "wilson", seed)
		m.Entrance, m.Exit = maze.NoDoor(), maze.NoDoor()
		loops, _, _, rep, err := planLaser(m, nil)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if rep.Islands != 0 || len(loops) != 2 {
			t.Errorf("seed %d: %d outlines, %v; want 2 outlines and no islands", seed, len(loops), rep)
		}
	}
}
