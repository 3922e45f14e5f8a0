package maze_test

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// TestAutoDoorsMemory holds the auto rule's door walk to a few bits a cell:
// on 2000×2000 DFS and Eller mazes (long corridors and a deep walk; many
// branches) everything it allocates, buffers and garbage alike, stays under
// a quarter of a byte a cell and 400 bytes a border cell. (A walk with a
// stack of pending branches, 16 bytes each, and a bit a cell marking the
// border took 6.2 MB on the DFS maze and 5.3 MB on Eller's, against 4.2 MB
// allowed.)
func TestAutoDoorsMemory(t *testing.T) {
	const side = 2000
	g, _ := topology.NewRect(side, side)
	for _, carve := range []struct {
		name string
		f    func(*maze.Maze, *rand.Rand) error
	}{{"dfs", generate.DFS}, {"eller", generate.Eller}} {
		m := maze.New(g)
		if err := carve.f(m, rand.New(rand.NewPCG(1, 1))); err != nil {
			t.Fatal(err)
		}
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		a, b, err := maze.AutoDoorsFresh(m)
		runtime.ReadMemStats(&after)
		if err != nil || a == b {
			t.Fatalf("%s: doors %d, %d: %v", carve.name, a, b, err)
		}
		cells := float64(g.NumCells())
		border := float64(len(maze.BorderCells(g)))
		used := float64(after.TotalAlloc - before.TotalAlloc)
		limit := cells/4 + 400*border
		t.Logf("%s: %.0f bytes (%.3f a cell), limit %.0f", carve.name, used, used/cells, limit)
		if used > limit {
			t.Errorf("%s: the door walk allocated %.0f bytes on %.0f cells (%.0f on the border), more than %.0f", carve.name, used, cells, border, limit)
		}
	}
}
