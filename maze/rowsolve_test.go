package maze_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// memScratch is a RowScratch in memory.
type memScratch struct{ b []byte }

func (m *memScratch) WriteAt(p []byte, off int64) (int, error) {
	if end := int(off) + len(p); end > len(m.b) {
		m.b = append(m.b, make([]byte, end-len(m.b))...)
	}
	return copy(m.b[off:], p), nil
}

func (m *memScratch) ReadAt(p []byte, off int64) (int, error) {
	return copy(p, m.b[off:]), nil
}

// rowMaze streams the rows of algo's w×h maze into fn and builds the same
// maze in memory with the streamed doors: the top of the top-left cell and
// the bottom of the bottom-right one.
func rowMaze(t *testing.T, algo string, w, h int, seed uint64, fn func(y int, east, south []bool) error) *maze.Maze {
	t.Helper()
	alg, err := generate.Lookup(algo)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := topology.NewRect(w, h)
	m := maze.New(g)
	err = alg.Ext.(generate.Streamer).StreamRows(w, h, generate.Options{}, rand.New(rand.NewPCG(seed, 1)), func(y int, east, south []bool) error {
		for x := 0; x < w; x++ {
			if east[x] && x+1 < w {
				m.Open(g.EastEdge(x, y))
			}
			if south[x] && y+1 < h {
				m.Open(g.SouthEdge(x, y))
			}
		}
		return fn(y, east, south)
	})
	if err != nil {
		t.Fatal(err)
	}
	m.Entrance = maze.Door{Cell: 0, Side: 0}
	last := g.NumCells() - 1
	for i, s := range g.Border(last, nil) {
		if s.A.Y == float64(h) && s.B.Y == float64(h) {
			m.Exit = maze.Door{Cell: last, Side: i}
		}
	}
	return m
}

// rowSolve solves a streamed maze with bands of band rows and returns the
// path's cells row by row, and its passages south.
func rowSolve(t *testing.T, algo string, w, h, band int, seed uint64) (cells, down map[int]bool, n int64, m *maze.Maze) {
	t.Helper()
	s, err := maze.NewRowSolver(w, h, band, &memScratch{})
	if err != nil {
		t.Fatal(err)
	}
	m = rowMaze(t, algo, w, h, seed, s.Row)
	if err := s.Solve(); err != nil {
		t.Fatalf("%s %dx%d band %d seed %d: %v", algo, w, h, band, seed, err)
	}
	pr, err := s.PathRows()
	if err != nil {
		t.Fatal(err)
	}
	cells, down = map[int]bool{}, map[int]bool{}
	mark, markE, markS := make([]bool, w), make([]bool, w), make([]bool, w)
	err = s.Replay(func(y int, east, south []bool) error {
		p, err := pr.Next()
		if err != nil {
			return err
		}
		p.Fill(mark, markE, markS)
		for x := 0; x < w; x++ {
			if mark[x] {
				cells[y*w+x] = true
			}
			if markE[x] && !east[x] {
				return fmt.Errorf("row %d: the path goes east of column %d through a wall", y, x)
			}
			if markS[x] {
				if !south[x] {
					return fmt.Errorf("row %d: the path goes south of column %d through a wall", y, x)
				}
				down[y*w+x] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return cells, down, s.Cells(), m
}

// TestRowSolverMatchesSolve checks the streamed solution cell for cell
// against the in-memory solver, for every row algorithm, several seeds and
// bands of one row, a few rows, rows that leave a short last band, and the
// whole height.
func TestRowSolverMatchesSolve(t *testing.T) {
	sizes := [][2]int{{50, 40}, {1, 1}, {1, 7}, {9, 1}, {13, 11}}
	if !testing.Short() {
		sizes = append(sizes, [2]int{300, 200})
	}
	for _, algo := range []string{"eller", "sidewinder", "binary-tree"} {
		for _, sz := range sizes {
			w, h := sz[0], sz[1]
			for seed := uint64(1); seed <= 4; seed++ {
				for _, band := range []int{1, 2, 3, 7, h, 0} {
					cells, down, n, m := rowSolve(t, algo, w, h, band, seed)
					path := maze.Solve(m)
					if int64(len(path)) != n {
						t.Errorf("%s %dx%d seed %d band %d: %d cells counted, the solver's path has %d", algo, w, h, seed, band, n, len(path))
					}
					want := map[int]bool{}
					for _, c := range path {
						want[c] = true
					}
					if len(cells) != len(want) {
						t.Errorf("%s %dx%d seed %d band %d: %d cells marked, the solver's path has %d", algo, w, h, seed, band, len(cells), len(want))
					}
					for c := range want {
						if !cells[c] {
							t.Fatalf("%s %dx%d seed %d band %d: cell %d of the path is not marked", algo, w, h, seed, band, c)
						}
					}
					steps := 0
					for i := 1; i < len(path); i++ {
						if a, b := min(path[i-1], path[i]), max(path[i-1], path[i]); b == a+w {
							steps++
							if !down[a] {
								t.Fatalf("%s %dx%d seed %d band %d: step %d→%d of the path is not marked", algo, w, h, seed, band, a, b)
							}
						}
					}
					if steps != len(down) {
						t.Errorf("%s %dx%d seed %d band %d: %d passages south marked, the path takes %d", algo, w, h, seed, band, len(down), steps)
					}
				}
			}
		}
	}
}

// TestRowSolverRefusesLoops checks that rows that are not a tree are an
// error, not a wrong path.
func TestRowSolverRefusesLoops(t *testing.T) {
	s, _ := maze.NewRowSolver(2, 2, 1, &memScratch{})
	all := []bool{true, true}
	if err := s.Row(0, all, all); err != nil {
		t.Fatal(err)
	}
	if err := s.Row(1, all, all); err == nil {
		t.Fatal("a 2x2 maze with every passage open was taken")
	}
	// No way down from the entrance's part: cut off.
	s, _ = maze.NewRowSolver(2, 2, 1, &memScratch{})
	none := []bool{false, false}
	if err := s.Row(0, none, none); err == nil {
		t.Fatal("a 2x2 maze whose first row has no way down was taken")
	}
}
