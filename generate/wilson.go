package generate

import (
	"math/rand/v2"

	"github.com/mazekit/mazekit/internal/bitset"
	"github.com/mazekit/mazekit/maze"
)

func init() {
	register(Algorithm{
		Name:    "wilson",
		Summary: "Wilson's algorithm: loop-erased random walks",
		Texture: "unbiased: every spanning tree equally likely; many short dead ends",
		Uniform: true,
		Perfect: true,
		Make:    simple(Wilson),
	})
}

// Wilson carves a perfect maze with Wilson's algorithm (1996): one random
// cell starts the tree; from each cell not yet in the tree, in turn, a random
// walk runs until it hits the tree, remembering only the last exit taken from
// each cell, which erases loops; the loop-erased path is then added.
//
// Bias: none — every spanning tree of the grid is equally likely (a uniform
// spanning tree), so about 29% of a square maze's cells are dead ends.
// Cost: expected time is the mean hitting time of the grid, O(cells·log cells)
// on square grids in practice; one int32 (the remembered exit) per cell.
func Wilson(m *maze.Maze, rng *rand.Rand) error {
	g := newPicker(m.Grid, rng)
	n := m.Grid.NumCells()
	in := bitset.New(n)
	// next[c] is the edge and cell of the last exit from c: packed as the
	// index into c's neighbour list, which is at most MaxDegree.
	next := make([]uint8, n)
	in.Add(rng.IntN(n))
	remaining := n - 1
	for start := 0; remaining > 0; start++ {
		if in.Has(start) {
			continue
		}
		// Walk from start until the tree is hit.
		for c := start; !in.Has(c); {
			d, k := g.walk(c, rng)
			next[c] = uint8(k)
			c = d
		}
		// Add the loop-erased path.
		for c := start; !in.Has(c); {
			in.Add(c)
			remaining--
			d, e := g.step(c, int(next[c]))
			m.Open(e)
			c = d
		}
	}
	return nil
}
