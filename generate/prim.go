package generate

import (
	"math/rand/v2"

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
// Cost: O(edges) time; the wall list holds up to one int32 per edge.
func Prim(m *maze.Maze, rng *rand.Rand) error {
	g := newPicker(m.Grid, rng)
	n := m.Grid.NumCells()
	in := bitset.New(n)
	walls := make([]int32, 0, 1024) // edge numbers
	other := make([]int32, 0, 1024) // the cell on the far side when pushed
	add := func(c int) {
		in.Add(c)
		g.eachEdge(c, func(d, e int) {
			if !in.Has(d) {
				walls = append(walls, int32(e))
				other = append(other, int32(d))
			}
		})
	}
	add(rng.IntN(n))
	for len(walls) > 0 {
		i := rng.IntN(len(walls))
		e, c := walls[i], other[i]
		last := len(walls) - 1
		walls[i], other[i] = walls[last], other[last]
		walls, other = walls[:last], other[:last]
		if in.Has(int(c)) {
			continue
		}
		m.Open(int(e))
		add(int(c))
	}
	return nil
}
