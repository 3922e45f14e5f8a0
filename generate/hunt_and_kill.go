package generate

import (
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/mazekit/mazekit/internal/bitset"
	"github.com/mazekit/mazekit/maze"
)

func init() {
	register(Algorithm{
		Name:    "hunt-and-kill",
		Summary: "hunt-and-kill: random walk to unvisited cells, then hunt for a new start",
		Texture: "long winding passages like dfs, a few more dead ends",
		Perfect: true,
		Make:    simple(HuntAndKill),
	})
}

// HuntAndKill carves a perfect maze with the hunt-and-kill algorithm: a
// random walk carves into unvisited neighbours until it is stuck; then the
// hunt scans cells in order for an unvisited cell next to the maze, joins it
// to a random visited neighbour and walks on from there.
//
// Bias: long, winding passages (like dfs) with dead ends about 10–12% of
// cells. Not uniform.
// Cost: O(cells); the hunt takes the first cell of a frontier bitset (cells
// next to the maze), whose words it skips 64 at a time. Two bits per cell.
func HuntAndKill(m *maze.Maze, rng *rand.Rand) error {
	switch g := arith(m.Grid).(type) {
	case rectN:
		return huntAndKill(m, rng, g)
	case hexN:
		return huntAndKill(m, rng, g)
	case triN:
		return huntAndKill(m, rng, g)
	case polarN:
		return huntAndKill(m, rng, g)
	}
	return huntAndKill(m, rng, newListN(m.Grid))
}

func huntAndKill[N nbrs](m *maze.Maze, rng *rand.Rand, g N) error {
	r := newFastRand(rng)
	var out [maxSlots]int32
	n := m.Grid.NumCells()
	visited := bitset.New(n)
	// frontier holds unvisited cells with a visited neighbour, so the hunt
	// finds the first of them in cell order without rescanning.
	frontier := bitset.New(n)
	visit := func(c int) {
		visited.Add(c)
		frontier.Remove(c)
		for v := g.cells(c, &out); v != 0; v &= v - 1 {
			if d := int(out[bits.TrailingZeros64(v)]); !visited.Has(d) {
				frontier.Add(d)
			}
		}
	}
	c := r.intn(n)
	visit(c)
	cursor := 0
	steps := 0
	for left := n - 1; left > 0; {
		// Kill: walk to random unvisited neighbours until stuck.
		for {
			if err := m.Poll(&steps); err != nil {
				return err
			}
			d, e, ok := g.pick(c, &visited, 1, &r)
			if !ok {
				break
			}
			m.Open(e)
			visit(d)
			left--
			c = d
		}
		if left == 0 {
			break
		}
		// Hunt: the first unvisited cell next to the maze, joined to a
		// random visited neighbour.
		for visited.Has(cursor) {
			cursor++ // every cell below cursor is visited
		}
		c = frontier.Next(cursor)
		if c < 0 {
			return fmt.Errorf("generate: hunt-and-kill: grid is not connected")
		}
		_, e, _ := g.pick(c, &visited, 0, &r) // a frontier cell borders the maze
		m.Open(e)
		visit(c)
		left--
	}
	return nil
}
