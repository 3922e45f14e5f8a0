package picmaze

import (
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/maze"
)

// check makes the maze of b at w×h and fails unless it is perfect and its
// solution is the way.
func check(t *testing.T, b *Builtin, w, h int, seed uint64) *Result {
	t.Helper()
	tg, err := b.Target(w, h)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Make(tg, rand.New(rand.NewPCG(seed, StreamCarve)))
	if err != nil {
		t.Fatalf("%s: %v", b.Name, err)
	}
	n := r.Grid.NumCells()
	if r.Maze.NumOpen() != n-1 {
		t.Fatalf("%s: %d passages for %d cells: not a perfect maze", b.Name, r.Maze.NumOpen(), n)
	}
	for c, d := range maze.Distances(r.Maze, 0) {
		if d == maze.Unreachable {
			t.Fatalf("%s: cell %d unreachable", b.Name, c)
		}
	}
	sol := maze.Solve(r.Maze)
	if len(sol) != len(r.Way) {
		t.Fatalf("%s: solution has %d cells, the way %d", b.Name, len(sol), len(r.Way))
	}
	for i := range sol {
		if sol[i] != r.Way[i] {
			t.Fatalf("%s: solution differs from the way at step %d", b.Name, i)
		}
	}
	return r
}

func TestDoneWhen(t *testing.T) {
	for _, name := range []string{"heart", "star", "cat"} {
		b, err := LookupBuiltin(name)
		if err != nil {
			t.Fatal(err)
		}
		r := check(t, b, 30, 30, 1)
		t.Logf("%s: %s", name, r.Quality)
		if r.Quality.Coverage < 0.98 || r.Quality.LightShare > 0.05 {
			t.Errorf("%s 30x30: %s; want ≥ 98%% and ≤ 5%%", name, r.Quality)
		}
	}
}
