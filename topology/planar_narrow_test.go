package topology

import (
	"testing"
)

// TestPlanarNarrowSides checks that no two cells of a planar grid are
// neighbours across a side whose clear width, between walls of the
// default width at its ends, is narrower than a wall, and that the cells
// stay connected.
func TestPlanarNarrowSides(t *testing.T) {
	seeds := uint64(60)
	if testing.Short() {
		seeds = 15
	}
	for _, layout := range []string{"uniform", "poisson"} {
		dropped := 0
		for seed := range seeds {
			g, err := NewPlanar(Spec{Kind: "planar", Width: 15, Height: 15, Seed: seed, Layout: layout})
			if err != nil {
				t.Fatal(err)
			}
			dropped += 225 - g.NumCells()
			eps := 1e-9 * 15
			for e := range g.NumEdges() {
				v := g.wallAt[e]
				c := g.ends[e][0]
				if v < g.polyOff[c] || v >= g.polyOff[c+1] {
					c = g.ends[e][1]
				}
				if w := g.opening(c, v, passageWall, eps); w < MinPassage-passageWall-1e-9 {
					t.Errorf("%s seed %d: cells %d and %d are neighbours through an opening %.3f wide (want at least %.2f)",
						layout, seed, g.ends[e][0], g.ends[e][1], w, MinPassage-passageWall)
				}
			}
			reach := make([]bool, g.NumCells())
			reach[0] = true
			stack := []int{0}
			var nbs []Neighbor
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
					t.Fatalf("%s seed %d: cell %d cut off", layout, seed, c)
				}
			}
		}
		t.Logf("%s: %d of %d cells dropped", layout, dropped, 225*int(seeds))
	}
}
