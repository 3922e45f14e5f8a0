package generate

import (
	"math/rand/v2"

	"github.com/mazekit/mazekit/internal/bitset"
	"github.com/mazekit/mazekit/maze"
)

func init() {
	register(Algorithm{
		Name:    "prim-simplified",
		Summary: "simplified Prim: a random maze cell that borders the rest grows one step (the same mazes as growing-tree --mode random)",
		Texture: "like Prim with more branching; very short dead ends",
		Perfect: true,
		Make:    simple(PrimSimplified),
	})
}

// PrimSimplified carves a perfect maze with the "simplified" Prim variant
// (also called the true-Prim-free form): it keeps the set of maze cells that
// still have a neighbour outside the maze, picks one at random, and opens a
// wall to a random outside neighbour; cells with no outside neighbour left
// are dropped from the set.
//
// Bias: like Prim's, many short dead ends, with even more branching near the
// start. Not uniform.
// Cost: O(cells) time; the active set of int32 cells.
func PrimSimplified(m *maze.Maze, rng *rand.Rand) error {
	switch g := arith(m.Grid).(type) {
	case rectN:
		return primSimplified(m, rng, g)
	case hexN:
		return primSimplified(m, rng, g)
	case triN:
		return primSimplified(m, rng, g)
	case polarN:
		return primSimplified(m, rng, g)
	}
	return primSimplified(m, rng, newListN(m.Grid))
}

func primSimplified[N nbrs](m *maze.Maze, rng *rand.Rand, g N) error {
	r := newFastRand(rng)
	n := m.Grid.NumCells()
	in := bitset.New(n)
	active := make([]int32, 0, 1024)
	s := r.intn(n)
	in.Add(s)
	active = append(active, int32(s))
	steps := 0
	for len(active) > 0 {
		if err := m.Poll(&steps); err != nil {
			return err
		}
		i := r.intn(len(active))
		c := int(active[i])
		d, e, ok := g.pick(c, &in, 1, &r)
		if !ok {
			active[i] = active[len(active)-1]
			active = active[:len(active)-1]
			continue
		}
		m.Open(e)
		in.Add(d)
		active = append(active, int32(d))
	}
	return nil
}
