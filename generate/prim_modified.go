package generate

import (
	"math/rand/v2"

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
	g := newPicker(m.Grid, rng)
	n := m.Grid.NumCells()
	in, onFront := bitset.New(n), bitset.New(n)
	front := make([]int32, 0, 1024)
	grow := func(c int) {
		in.Add(c)
		g.each(c, func(d int) {
			if !in.Has(d) && !onFront.Has(d) {
				onFront.Add(d)
				front = append(front, int32(d))
			}
		})
	}
	grow(rng.IntN(n))
	for len(front) > 0 {
		i := rng.IntN(len(front))
		c := int(front[i])
		front[i] = front[len(front)-1]
		front = front[:len(front)-1]
		_, e, _ := g.pick(c, &in, true) // a frontier cell always borders the maze
		m.Open(e)
		grow(c)
	}
	return nil
}
