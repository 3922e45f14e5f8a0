package generate

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/mazekit/mazekit/internal/bitset"
	"github.com/mazekit/mazekit/maze"
)

var growingModes = []string{"newest", "random", "oldest", "mixed"}

func init() {
	register(Algorithm{
		Name:    "growing-tree",
		Summary: "growing tree: grow from a chosen active cell (newest, random, oldest or mixed)",
		Texture: "newest: like dfs; random: like Prim; oldest: long straight runs; mixed: in between",
		Perfect: true,
		Modes:   growingModes,
		Make: func(o Options) (Func, error) {
			mode := o.Mode
			if mode == "" {
				mode = "newest"
			}
			for _, v := range growingModes {
				if v == mode {
					return func(m *maze.Maze, rng *rand.Rand) error { return GrowingTree(m, rng, mode) }, nil
				}
			}
			return nil, fmt.Errorf("generate: growing-tree mode %q (valid: %s)", o.Mode, strings.Join(growingModes, ", "))
		},
	})
}

// GrowingTree carves a perfect maze with the growing-tree algorithm: it keeps
// a list of active cells, chooses one, and carves to a random unvisited
// neighbour (adding it to the list) or, when it has none, removes it. The
// choice decides the texture: "newest" is depth-first search, "random" is
// like Prim's, "oldest" makes long straight corridors, and "mixed" takes the
// newest or a random cell with equal chance.
//
// Cost: O(cells) time; the active list holds up to one int32 per cell.
func GrowingTree(m *maze.Maze, rng *rand.Rand, mode string) error {
	if r, ok := isRect(m.Grid); ok {
		return growingTree(m, rng, mode, rectNbrs{r})
	}
	return growingTree(m, rng, mode, newListNbrs(m.Grid))
}

func growingTree[N nbrs](m *maze.Maze, rng *rand.Rand, mode string, nb N) error {
	g := newPicker(nb, rng)
	n := m.Grid.NumCells()
	visited := bitset.New(n)
	active := make([]int32, 0, 1024)
	head := 0 // for "oldest": cells before head are retired
	s := rng.IntN(n)
	visited.Add(s)
	active = append(active, int32(s))
	for len(active) > head {
		var i int
		switch mode {
		case "newest":
			i = len(active) - 1
		case "random":
			i = head + rng.IntN(len(active)-head)
		case "oldest":
			i = head
		default: // mixed
			if rng.IntN(2) == 0 {
				i = len(active) - 1
			} else {
				i = head + rng.IntN(len(active)-head)
			}
		}
		c := int(active[i])
		d, e, ok := g.pick(c, &visited, false)
		if !ok {
			if mode == "oldest" {
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
