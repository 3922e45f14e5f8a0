package topology_test

import (
	"math"
	"testing"

	"github.com/mazekit/mazekit/topology"
	"github.com/mazekit/mazekit/topology/topologytest"
)

// TestPlanarShortSides checks that planar cells are neighbours only across
// sides long enough to pass through, and that the grid stays connected.
func TestPlanarShortSides(t *testing.T) {
	short, pairs := 0, 0
	per, all := map[string]int{}, map[string]int{}
	for seed := uint64(1); seed <= 20; seed++ {
		grids := map[string]*topology.Planar{}
		for _, layout := range []string{"poisson", "uniform"} {
			g, err := topology.NewPlanar(topology.Spec{Kind: "planar", Width: 12, Height: 9, Seed: seed, Layout: layout})
			if err != nil {
				t.Fatal(err)
			}
			grids[layout] = g
		}
		g, err := topology.NewPlanarSpaced(topology.Spec{Kind: "planar", Seed: seed}, 10, 8, leftToRight(10, 0.3, 1.5), 0.3)
		if err != nil {
			t.Fatal(err)
		}
		grids["picture"] = g
		for _, name := range []string{"poisson", "uniform", "picture"} {
			g := grids[name]
			if name != "uniform" { // uniform sites can be close enough to fool its Voronoi checks
				topologytest.CheckGeometry(t, g)
			}
			reach := make([]bool, g.NumCells())
			reach[0] = true
			stack := []int{0}
			var nbs []topology.Neighbor
			for len(stack) > 0 {
				c := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, nb := range g.Neighbors(c, nbs[:0]) {
					if !reach[nb.Cell] {
						reach[nb.Cell] = true
						stack = append(stack, nb.Cell)
					}
				}
			}
			for c, ok := range reach {
				if !ok {
					t.Fatalf("%s seed %d: cell %d cut off", name, seed, c)
				}
			}
			for e := 0; e < g.NumEdges(); e++ {
				a, b := g.Ends(e)
				w := g.Wall(e)
				limit := topology.MinSideRatio * math.Sqrt(min(polyArea(g.Outline(a, nil)), polyArea(g.Outline(b, nil))))
				pairs++
				all[name]++
				if topology.Dist(w.A, w.B) < 0.9*limit {
					short++
					per[name]++
				}
			}
		}
	}
	t.Logf("%d of %d neighbour pairs share a side shorter than the limit: %v", short, pairs, per)
	// Uniform sites can sit so close that collapsing a side would put one
	// next to a wall; those few sides stay.
	for name, most := range map[string]int{"poisson": all["poisson"] / 1000, "picture": all["picture"] / 1000, "uniform": all["uniform"] / 50} {
		if per[name] > most {
			t.Errorf("%s: %d of %d neighbour pairs share a short side; want at most %d", name, per[name], all[name], most)
		}
	}
}
