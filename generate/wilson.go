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

// Wilson carves a perfect maze with Wilson's algorithm (1996): the cell
// nearest the middle of the grid starts the tree; from each cell not yet in
// the tree, in turn, a random walk runs until it hits the tree, remembering
// only the last exit taken from each cell, which erases loops; the
// loop-erased path is then added.
//
// Bias: none — every spanning tree of the grid is equally likely (a uniform
// spanning tree), so about 29% of a square maze's cells are dead ends. The
// tree is uniform whichever cell starts it; the walks' expected total
// length is the sum over cells of degree times effective resistance to it,
// which is smallest in the middle (from a corner it is markedly longer).
// Cost: expected time is the mean hitting time of the grid, O(cells·log cells)
// on square grids in practice; one byte (the remembered exit) per cell.
func Wilson(m *maze.Maze, rng *rand.Rand) error {
	switch g := arith(m.Grid).(type) {
	case rectN:
		return wilson(m, rng, g)
	case hexN:
		return wilson(m, rng, g)
	case triN:
		return wilson(m, rng, g)
	case polarN:
		return wilson(m, rng, g)
	}
	return wilson(m, rng, newListN(m.Grid))
}

func wilson[N nbrs](m *maze.Maze, rng *rand.Rand, g N) error {
	r := newFastRand(rng)
	n := m.Grid.NumCells()
	in := bitset.New(n)
	// next[c] is the slot of the last exit from c.
	next := make([]uint8, n)
	in.Add(g.middle())
	remaining, steps := n-1, 0
	for start := 0; remaining > 0; start++ {
		if in.Has(start) {
			continue
		}
		// Walk from start until the tree is hit.
		for c := start; !in.Has(c); {
			if err := m.Poll(&steps); err != nil {
				return err
			}
			d, k := g.walk(c, &r)
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
