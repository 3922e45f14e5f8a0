package generate

import (
	"math/bits"
	"math/rand/v2"
	"slices"

	"github.com/mazekit/mazekit/internal/bitset"
	"github.com/mazekit/mazekit/maze"
)

func init() {
	register(Algorithm{
		Name:    "prim-modified",
		Summary: "modified Prim: a random frontier cell joined to a random maze neighbour",
		Texture: "radial texture, many short dead ends, short solutions",
		Perfect: true,
		Make:    simple(PrimModified),
	})
}

// PrimModified carves a perfect maze with the cell-list form of randomized
// Prim's algorithm: it keeps the frontier (cells next to the maze but not in
// it), picks a random frontier cell, joins it through a random one of its
// neighbours already in the maze, and adds its own outside neighbours to the
// frontier.
//
// Bias: grows outward evenly from the start, so passages radiate and dead
// ends are short and plentiful. Not uniform.
// Cost: O(cells) time; the frontier list and a frontier bit per cell.
func PrimModified(m *maze.Maze, rng *rand.Rand) error {
	switch g := arith(m.Grid).(type) {
	case rectN:
		return primModified(m, rng, g)
	case hexN:
		return primModified(m, rng, g)
	case triN:
		return primModified(m, rng, g)
	case polarN:
		return primModified(m, rng, g)
	}
	return primModified(m, rng, newListN(m.Grid))
}

func primModified[N nbrs](m *maze.Maze, rng *rand.Rand, g N) error {
	r := newFastRand(rng)
	var out [maxSlots]int32
	n := m.Grid.NumCells()
	in, onFront := bitset.New(n), bitset.New(n)
	front := make([]int32, 0, 1024)
	grow := func(c int) {
		in.Add(c)
		front = slices.Grow(front, maxSlots)
		buf, k := front[:cap(front)], len(front)
		for v := g.cells(c, &out); v != 0; v &= v - 1 {
			d := int(out[bits.TrailingZeros64(v)])
			b := (in.Bit(d) | onFront.Bit(d)) ^ 1 // d is new to the frontier
			onFront.AddBit(d, b)
			buf[k] = int32(d)
			k += int(b)
		}
		front = buf[:k]
	}
	grow(r.intn(n))
	steps := 0
	for len(front) > 0 {
		if err := m.Poll(&steps); err != nil {
			return err
		}
		i := r.intn(len(front))
		c := int(front[i])
		front[i] = front[len(front)-1]
		front = front[:len(front)-1]
		_, e, _ := g.pick(c, &in, 0, &r) // a frontier cell always borders the maze
		m.Open(e)
		grow(c)
	}
	return nil
}
