package generate

import (
	"math/rand/v2"

	"github.com/mazekit/mazekit/internal/bitset"
	"github.com/mazekit/mazekit/maze"
)

func init() {
	register(Algorithm{
		Name:    "aldous-broder",
		Summary: "Aldous-Broder: a random walk that keeps each cell's first entry",
		Texture: "unbiased: every spanning tree equally likely; slow to finish",
		Uniform: true,
		Perfect: true,
		Make:    simple(AldousBroder),
	})
}

// AldousBroder carves a perfect maze with the Aldous–Broder algorithm: a
// random walk over the whole grid opens the edge by which it first enters
// each cell, and stops when every cell has been entered.
//
// Bias: none — every spanning tree is equally likely, like Wilson.
// Cost: the cover time of the grid, O(cells·log² cells) steps on a square
// grid; one bit per cell.
func AldousBroder(m *maze.Maze, rng *rand.Rand) error {
	switch g := arith(m.Grid).(type) {
	case rectN:
		return aldousBroder(m, rng, g)
	case hexN:
		return aldousBroder(m, rng, g)
	case triN:
		return aldousBroder(m, rng, g)
	case polarN:
		return aldousBroder(m, rng, g)
	}
	return aldousBroder(m, rng, newListN(m.Grid))
}

func aldousBroder[N nbrs](m *maze.Maze, rng *rand.Rand, g N) error {
	r := newFastRand(rng)
	n := m.Grid.NumCells()
	seen := bitset.New(n)
	c := r.intn(n)
	seen.Add(c)
	for remaining, steps := n-1, 0; remaining > 0; {
		if err := m.Poll(&steps); err != nil {
			return err
		}
		d, k := g.walk(c, &r)
		if !seen.Has(d) {
			seen.Add(d)
			_, e := g.step(c, k)
			m.Open(e)
			remaining--
		}
		c = d
	}
	return nil
}
