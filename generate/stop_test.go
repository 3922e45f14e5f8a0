package generate

import (
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/mazekit/mazekit/internal/cputest"
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
// after little CPU time (a wall-clock bound would fail on a busy machine).
func TestStopEndsLongWalk(t *testing.T) {
	for _, size := range [][2]int{{250000, 1}, {1, 250000}} {
		for _, name := range []string{"wilson", "aldous-broder"} {
			m := maze.New(rect(t, size[0], size[1]))
			stop := make(chan struct{})
			m.StopOn(stop)
			errc := make(chan error, 1)
			c0 := cputest.Process()
			go func() { errc <- Run(name, m, rand.New(rand.NewPCG(3, 4)), Options{}) }()
			cputest.WaitFor(func() bool { return cputest.Process()-c0 > 20*time.Millisecond }, time.Second)
			close(stop)
			var err error
			used, ok := cputest.WaitFor(func() bool {
				select {
				case err = <-errc:
					return true
				default:
					return false
				}
			}, time.Second)
			if !ok {
				t.Fatalf("%s %dx%d: still running after %v of CPU since the stop", name, size[0], size[1], used.Round(time.Millisecond))
			}
			if !errors.Is(err, maze.ErrStopped) {
				t.Errorf("%s %dx%d: got %v, want maze.ErrStopped", name, size[0], size[1], err)
			}
		}
	}
}

// A woven maze stops too: its crossings and the carving of the pieces
// they leave both poll the maze.
func TestStopEndsWeave(t *testing.T) {
	sp, err := topology.Woven(topology.Spec{Kind: "rect", Width: 350, Height: 350})
	if err != nil {
		t.Fatal(err)
	}
	g, err := topology.Build(sp)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	close(done)
	for _, name := range []string{"wilson", "dfs", "kruskal"} {
		m := maze.New(g)
		m.StopOn(done)
		if err := Run(name, m, rand.New(rand.NewPCG(3, 4)), Options{Weave: 1}); !errors.Is(err, maze.ErrStopped) {
			t.Errorf("%s on a stopped woven maze: got %v, want maze.ErrStopped", name, err)
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
