package generate

import (
	"math/rand/v2"

	"github.com/mazekit/mazekit/internal/bitset"
	"github.com/mazekit/mazekit/maze"
)

func init() {
	register(Algorithm{
		Name:    "dfs",
		Summary: "randomized depth-first search (recursive backtracker), iterative",
		Texture: "long winding corridors, few dead ends, low branching",
		Perfect: true,
		Make:    simple(DFS),
	})
}

// DFS carves a perfect maze by randomized depth-first search, the "recursive
// backtracker": from a random cell it walks to a random unvisited neighbour,
// opening the wall, and backs up when stuck. It uses an explicit stack, so
// there is no recursion limit.
//
// Bias: long corridors and few dead ends (about 10% of cells on a square
// grid), a low branching factor and long solutions. Not uniform.
// Cost: O(cells) time; a visited bit and up to 2 bits of stack per cell on
// square and triangle grids (4 on hex grids: see dfsPacked), up to one
// int32 of stack per cell on others.
func DFS(m *maze.Maze, rng *rand.Rand) error {
	switch g := arith(m.Grid).(type) {
	case rectN:
		return dfsPacked(m, rng, g)
	case hexN:
		return dfsPacked(m, rng, g)
	case triN:
		return dfsPacked(m, rng, g)
	case polarN:
		return dfs(m, rng, g)
	}
	return dfs(m, rng, newListN(m.Grid))
}

func dfs[N nbrs](m *maze.Maze, rng *rand.Rand, g N) error {
	r := newFastRand(rng)
	n := m.Grid.NumCells()
	visited := bitset.New(n)
	stack := make([]int32, 0, n) // the deepest a walk can go; 4 bytes a cell
	start := r.intn(n)
	visited.Add(start)
	stack = append(stack, int32(start))
	steps := 0
	for len(stack) > 0 {
		if err := m.Poll(&steps); err != nil {
			return err
		}
		c := int(stack[len(stack)-1])
		d, e, ok := g.pick(c, &visited, 1, &r)
		if !ok {
			stack = stack[:len(stack)-1]
			continue
		}
		m.Open(e)
		visited.Add(d)
		stack = append(stack, int32(d))
	}
	return nil
}
