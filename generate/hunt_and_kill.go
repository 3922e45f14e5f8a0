package generate

import (
	"fmt"
	"math/rand/v2"

	"github.com/mazekit/mazekit/internal/bitset"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
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
// Cost: the hunt resumes from a cursor below which every cell is visited,
// which keeps it near O(cells) on grids numbered row by row. One bit per cell.
func HuntAndKill(m *maze.Maze, rng *rand.Rand) error {
	g := newGraph(m.Grid)
	n := m.Grid.NumCells()
	visited := bitset.New(n)
	var cand [16]topology.Neighbor
	c := rng.IntN(n)
	visited.Add(c)
	left := n - 1
	cursor := 0 // every cell below cursor is visited
	for left > 0 {
		// Kill: walk to random unvisited neighbours.
		for {
			k := 0
			for _, nb := range g.neighbors(c) {
				if !visited.Has(nb.Cell) && k < len(cand) {
					cand[k] = nb
					k++
				}
			}
			if k == 0 {
				break
			}
			nb := cand[rng.IntN(k)]
			m.Open(nb.Edge)
			visited.Add(nb.Cell)
			left--
			c = nb.Cell
		}
		if left == 0 {
			break
		}
		// Hunt: the first unvisited cell with a visited neighbour.
		for cursor < n && visited.Has(cursor) {
			cursor++
		}
		c = -1
		for j := cursor; j < n && c < 0; j++ {
			if visited.Has(j) {
				continue
			}
			k := 0
			for _, nb := range g.neighbors(j) {
				if visited.Has(nb.Cell) && k < len(cand) {
					cand[k] = nb
					k++
				}
			}
			if k > 0 {
				nb := cand[rng.IntN(k)]
				m.Open(nb.Edge)
				visited.Add(j)
				left--
				c = j
			}
		}
		if c < 0 {
			return fmt.Errorf("generate: hunt-and-kill: grid is not connected")
		}
	}
	return nil
}
