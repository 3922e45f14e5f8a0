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
		Name:    "prim",
		Summary: "randomized Prim: a random wall from the list of walls around the maze",
		Texture: "many short dead ends and junctions radiating from the start",
		Perfect: true,
		Make:    simple(Prim),
	})
}

// Prim carves a perfect maze with randomized Prim's algorithm in its
// wall-list form: starting from a random cell, it keeps a list of walls
// between the maze and the rest; it removes a random wall from the list and,
// if exactly one of its cells is in the maze, opens it and adds the new
// cell's walls to the list.
//
// Bias: like a minimum spanning tree grown from one point: many short dead
// ends (about 35% of cells), short direct solutions. Not uniform.
// Cost: O(edges) time; the wall list holds up to one uint64 per edge.
func Prim(m *maze.Maze, rng *rand.Rand) error {
	switch g := arith(m.Grid).(type) {
	case rectN:
		return prim(m, rng, g)
	case hexN:
		return prim(m, rng, g)
	case triN:
		return prim(m, rng, g)
	case polarN:
		return prim(m, rng, g)
	}
	return prim(m, rng, newListN(m.Grid))
}

func prim[N nbrs](m *maze.Maze, rng *rand.Rand, g N) error {
	r := newFastRand(rng)
	var out, edge [maxSlots]int32
	n := m.Grid.NumCells()
	in := bitset.New(n)
	// The wall list: edge<<32 | the cell on the far side when pushed.
	walls := make([]uint64, 0, 1024)
	steps := 0
	for c := r.intn(n); ; {
		if err := m.Poll(&steps); err != nil {
			return err
		}
		// Add c to the maze and its walls to cells outside to the list.
		in.Add(c)
		walls = slices.Grow(walls, maxSlots)
		buf, k := walls[:cap(walls)], len(walls)
		g.edges(c, &edge)
		for v := g.cells(c, &out); v != 0; v &= v - 1 {
			s := bits.TrailingZeros64(v)
			d := out[s]
			buf[k] = uint64(edge[s])<<32 | uint64(d)
			k += int(in.Bit(int(d)) ^ 1) // kept only if d is outside
		}
		walls = buf[:k]
		// Take random walls until one leads outside; open it.
		for {
			if len(walls) == 0 {
				return nil
			}
			i := r.intn(len(walls))
			w := walls[i]
			last := len(walls) - 1
			walls[i] = walls[last]
			walls = walls[:last]
			if d := int(uint32(w)); !in.Has(d) {
				m.Open(int(w >> 32))
				c = d
				break
			}
		}
	}
}
