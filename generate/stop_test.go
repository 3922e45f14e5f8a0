package generate

import (
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// A stopped maze stops every algorithm whose work can grow past a moment:
// each returns maze.ErrStopped instead of finishing.
func TestStoppedMazeStops(t *testing.T) {
	done := make(chan struct{})
	close(done)
	for _, name := range []string{"wilson", "aldous-broder", "growing-tree", "prim", "prim-modified", "prim-simplified", "hunt-and-kill", "dfs", "kruskal"} {
		g := rect(t, 200, 200)
		m := maze.New(g)
		m.StopOn(done)
		err := Run(name, m, rand.New(rand.NewPCG(1, 2)), Options{})
		if !errors.Is(err, maze.ErrStopped) {
			t.Errorf("%s on a stopped maze: got %v, want maze.ErrStopped", name, err)
		}
	}
}

// Wilson's walks on a long line take minutes; stopping the maze ends them
// within a second of the stop.
func TestStopEndsLongWalk(t *testing.T) {
	for _, size := range [][2]int{{250000, 1}, {1, 250000}} {
		for _, name := range []string{"wilson", "aldous-broder"} {
			m := maze.New(rect(t, size[0], size[1]))
			stop := make(chan struct{})
			m.StopOn(stop)
			errc := make(chan error, 1)
			go func() { errc <- Run(name, m, rand.New(rand.NewPCG(3, 4)), Options{}) }()
			time.Sleep(50 * time.Millisecond)
			close(stop)
			start := time.Now()
			select {
			case err := <-errc:
				if !errors.Is(err, maze.ErrStopped) {
					t.Errorf("%s %dx%d: got %v, want maze.ErrStopped", name, size[0], size[1], err)
				}
				if d := time.Since(start); d > time.Second {
					t.Errorf("%s %dx%d: stopped after %v, want under a second", name, size[0], size[1], d)
				}
			case <-time.After(5 * time.Second):
				t.Fatalf("%s %dx%d: still running 5 s after the stop", name, size[0], size[1])
			}
		}
	}
}

// A maze never stopped makes the same maze as before: polling changes no
// random draw.
func TestUnstoppedMazeSame(t *testing.T) {
	a, b := maze.New(rect(t, 30, 20)), maze.New(rect(t, 30, 20))
	b.StopOn(make(chan struct{}))
	for _, m := range []*maze.Maze{a, b} {
		if err := Run("wilson", m, rand.New(rand.NewPCG(5, 6)), Options{}); err != nil {
			t.Fatal(err)
		}
	}
	for e := range a.Grid.NumEdges() {
		if a.IsOpen(e) != b.IsOpen(e) {
			t.Fatalf("edge %d differs between a stoppable and a plain maze", e)
		}
	}
}

func rect(t *testing.T, w, h int) *topology.Rect {
	t.Helper()
	g, err := topology.NewRect(w, h)
	if err != nil {
		t.Fatal(err)
	}
	return g
}
