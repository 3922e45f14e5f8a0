package maze_test

import (
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// TestUnicursal checks that the transform of perfect mazes is one path from
// the entrance to the exit through every cell: a spanning tree in which no
// cell has more than two passages, whose only two ends are the door cells.
func TestUnicursal(t *testing.T) {
	for _, size := range [][2]int{{1, 1}, {1, 5}, {6, 1}, {8, 6}, {15, 11}} {
		for _, algo := range []string{"dfs", "kruskal", "wilson"} {
			for seed := range uint64(5) {
				g, _ := topology.NewRect(size[0], size[1])
				m := maze.New(g)
				if err := generate.Run(algo, m, rand.New(rand.NewPCG(seed, 3)), generate.Options{}); err != nil {
					t.Fatal(err)
				}
				u, err := maze.Unicursal(m)
				if err != nil {
					t.Fatal(err)
				}
				ug := u.Grid.(*topology.Rect)
				if ug.W != 2*size[0] || ug.H != 2*size[1] {
					t.Fatalf("%v: unicursal grid %dx%d, want twice the size", size, ug.W, ug.H)
				}
				n := ug.NumCells()
				if u.NumOpen() != n-1 {
					t.Fatalf("%v %s %d: %d passages, want %d", size, algo, seed, u.NumOpen(), n-1)
				}
				var buf []topology.Neighbor
				ends := 0
				for c := range n {
					switch d := u.Degree(c, buf); {
					case d > 2:
						t.Fatalf("%v %s %d: cell %d has %d passages: a choice", size, algo, seed, c, d)
					case d < 2:
						ends++
						if c != u.Entrance.Cell && c != u.Exit.Cell {
							t.Fatalf("%v %s %d: cell %d is a dead end", size, algo, seed, c)
						}
					}
				}
				path := maze.Solve(u)
				if len(path) != n {
					t.Fatalf("%v %s %d: the path visits %d of %d cells", size, algo, seed, len(path), n)
				}
			}
		}
	}
	// Not a tree, not a square grid: refused.
	g, _ := topology.NewRect(3, 3)
	if _, err := maze.Unicursal(maze.New(g)); err == nil {
		t.Error("a maze with every wall standing was accepted")
	}
	h, _ := topology.NewHex(3, 3, false)
	if _, err := maze.Unicursal(maze.New(h)); err == nil {
		t.Error("a hex maze was accepted")
	}
}
