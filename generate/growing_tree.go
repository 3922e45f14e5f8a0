package generate

import (
	"fmt"
	"math/rand/v2"

	"github.com/mazekit/mazekit/internal/bitset"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
)

func init() {
	register(Algorithm{
		Name:    "growing-tree",
		Summary: "growing tree: grow from a chosen active cell (newest, random, oldest or mixed)",
		Texture: "newest: like dfs; random: like Prim; oldest: long straight runs; mixed: in between",
		Perfect: true,
		Modes:   choiceNames,
		Make: func(o Options) (Func, error) {
			c, err := ParseChoice(o.Mode)
			if err != nil {
				return nil, fmt.Errorf("generate: growing-tree: %w", err)
			}
			return func(m *maze.Maze, rng *rand.Rand) error { return GrowingTree(m, rng, c) }, nil
		},
	})
}

// GrowingTree carves a perfect maze with the growing-tree algorithm: it keeps
// a list of active cells, chooses one, and carves to a random unvisited
// neighbour (adding it to the list) or, when it has none, removes it. The
// choice decides the texture: Newest is depth-first search, Random is
// like Prim's, Oldest makes long straight corridors, and Mixed takes the
// newest or a random cell with equal chance. Any other choice is an error.
//
// Cost: O(cells) time; the active list holds up to one int32 per cell.
func GrowingTree(m *maze.Maze, rng *rand.Rand, choice Choice) error {
	if choice > Mixed {
		return fmt.Errorf("generate: growing-tree: %w", param.Errorf("mode", int(choice), "want one of %v", choiceNames))
	}
	switch g := arith(m.Grid).(type) {
	case rectN:
		return growingTree(m, rng, choice, g)
	case hexN:
		return growingTree(m, rng, choice, g)
	case triN:
		return growingTree(m, rng, choice, g)
	case polarN:
		return growingTree(m, rng, choice, g)
	}
	return growingTree(m, rng, choice, newListN(m.Grid))
}

func growingTree[N nbrs](m *maze.Maze, rng *rand.Rand, choice Choice, g N) error {
	r := newFastRand(rng)
	n := m.Grid.NumCells()
	visited := bitset.New(n)
	active := make([]int32, 0, 1024)
	head := 0 // for "oldest": cells before head are retired
	s := r.intn(n)
	visited.Add(s)
	active = append(active, int32(s))
	steps := 0
	for len(active) > head {
		if err := m.Poll(&steps); err != nil {
			return err
		}
		var i int
		switch choice {
		case Newest:
			i = len(active) - 1
		case Random:
			i = head + r.intn(len(active)-head)
		case Oldest:
			i = head
		default: // Mixed
			if r.two()&1 == 0 {
				i = len(active) - 1
			} else {
				i = head + r.intn(len(active)-head)
			}
		}
		c := int(active[i])
		d, e, ok := g.pick(c, &visited, 1, &r)
		if !ok {
			if choice == Oldest {
				head++
			} else {
				active[i] = active[len(active)-1]
				active = active[:len(active)-1]
			}
			continue
		}
		m.Open(e)
		visited.Add(d)
		active = append(active, int32(d))
	}
	return nil
}
