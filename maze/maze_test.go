package maze_test

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// fromASCII builds a rect maze from a picture in which cells are the
// characters at odd positions and a space between two cells is a passage:
//
//	+-+-+
//	| . |
//	+ +-+
//	| | |
//	+-+-+
func fromASCII(t *testing.T, pic string) *maze.Maze {
	t.Helper()
	lines := strings.Split(strings.Trim(pic, "\n"), "\n")
	h := (len(lines) - 1) / 2
	w := (len(lines[0]) - 1) / 2
	g, err := topology.NewRect(w, h)
	if err != nil {
		t.Fatal(err)
	}
	m := maze.New(g)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if x+1 < w && lines[2*y+1][2*x+2] == ' ' {
				m.Open(g.EastEdge(x, y))
			}
			if y+1 < h && lines[2*y+2][2*x+1] == ' ' {
				m.Open(g.SouthEdge(x, y))
			}
		}
	}
	return m
}

const loopy = `
+-+-+-+-+
|       |
+ +-+-+ +
|   |   |
+-+ + +-+
|       |
+-+-+-+-+`

func TestPathWithLoops(t *testing.T) {
	m := fromASCII(t, loopy)
	// From (0,0) to (3,2): the shortest way is right along the top, down
	// the right side... the picture has two routes; BFS must take the shorter.
	p := maze.Path(m, 0, 11)
	d := maze.Distances(m, 0)
	if len(p) != int(d[11])+1 {
		t.Fatalf("path %v has %d cells, shortest is %d", p, len(p), d[11]+1)
	}
	if p[0] != 0 || p[len(p)-1] != 11 {
		t.Fatalf("path %v does not run from 0 to 11", p)
	}
	for i := 1; i < len(p); i++ {
		if maze.Path(m, p[i-1], p[i]) == nil || len(maze.Path(m, p[i-1], p[i])) != 2 {
			t.Fatalf("path steps from %d to %d without a passage", p[i-1], p[i])
		}
	}
	if want := []int32{0, 1, 2, 3, 1, 2, 5, 4, 4, 3, 4, 5}; !equal32(d, want) {
		t.Errorf("distances %v, want %v", d, want)
	}
}

func equal32(a, b []int32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestUnreachable(t *testing.T) {
	m := fromASCII(t, `
+-+-+
| | |
+-+-+`)
	if p := maze.Path(m, 0, 1); p != nil {
		t.Errorf("path %v through a wall", p)
	}
	if d := maze.Distances(m, 0); d[1] != maze.Unreachable {
		t.Errorf("distance to a walled-off cell %d, want %d", d[1], maze.Unreachable)
	}
}

func TestStatsFixture(t *testing.T) {
	m := fromASCII(t, `
+-+-+-+
|     |
+ +-+-+
|   | |
+-+ + +
|     |
+-+-+-+`)
	if err := maze.SetDoors(m, 0, 8); err != nil {
		t.Fatal(err)
	}
	s := maze.Measure(m)
	// Passages: 0-1,1-2,0-3,3-4,4-7,7-6,7-8,8-5. Dead ends: 2, 6, 5;
	// the only junction is 7.
	if s.Cells != 9 || s.DeadEnds != 3 || s.Junctions != 1 || s.Loops != 0 {
		t.Errorf("stats %+v: want 9 cells, 3 dead ends, 1 junction, 0 loops", s)
	}
	// Solution 0,3,4,7,8: 5 cells; turns at 3, 4 and 7.
	if s.SolutionLength != 5 || s.Turns != 3 {
		t.Errorf("solution length %d turns %d, want 5 and 3", s.SolutionLength, s.Turns)
	}
	// Decision points: 0 (branch to 1), 7 (branch to 6), 8 (branch to 5).
	if s.Decisions != 3 {
		t.Errorf("decisions %d, want 3", s.Decisions)
	}
	if s.LongestPath != 8 { // 2,1,0,3,4,7,8,5
		t.Errorf("longest path %d, want 8 cells", s.LongestPath)
	}
	if s.Difficulty <= 0 || !strings.Contains(s.String(), "difficulty") {
		t.Errorf("difficulty %v, report %q", s.Difficulty, s.String())
	}
}

func grids(t *testing.T) []topology.Grid {
	r, _ := topology.NewRect(12, 9)
	h, _ := topology.NewHex(10, 8, false)
	x, _ := topology.NewHexagon(4, true)
	return []topology.Grid{r, h, x}
}

func TestBraid(t *testing.T) {
	for _, g := range grids(t) {
		base := maze.New(g)
		generate.DFS(base, rand.New(rand.NewPCG(3, 3)))
		ends := len(maze.DeadEnds(base))
		for _, p := range []float64{0, 0.5, 1} {
			m := base.Clone()
			opened := maze.Braid(m, p, rand.New(rand.NewPCG(1, 1)))
			left := len(maze.DeadEnds(m))
			switch p {
			case 0:
				if opened != 0 || left != ends {
					t.Errorf("%v p=0 changed the maze", g.Spec())
				}
			case 1:
				if left != 0 {
					t.Errorf("%v p=1 left %d dead ends", g.Spec(), left)
				}
			case 0.5:
				if left > ends*6/10 || left < ends*3/10 {
					t.Errorf("%v p=0.5: %d of %d dead ends left", g.Spec(), left, ends)
				}
			}
			if m.NumOpen() != base.NumOpen()+opened {
				t.Errorf("Braid reported %d walls opened, %d were", opened, m.NumOpen()-base.NumOpen())
			}
			maze.PlaceDoors(m, maze.DoorsFarthest)
			path := maze.Solve(m)
			if d := maze.Distances(m, m.Entrance.Cell); len(path) != int(d[m.Exit.Cell])+1 {
				t.Errorf("braided maze: solution not shortest")
			}
		}
	}
}

func TestDoors(t *testing.T) {
	for _, g := range grids(t) {
		m := maze.New(g)
		generate.Wilson(m, rand.New(rand.NewPCG(5, 5)))
		for _, mode := range []maze.DoorMode{maze.DoorsFarthest, maze.DoorsOpposite} {
			if err := maze.PlaceDoors(m, mode); err != nil {
				t.Fatal(err)
			}
			for _, d := range []maze.Door{m.Entrance, m.Exit} {
				if segs := g.Border(d.Cell, nil); d.Side >= len(segs) {
					t.Errorf("%v %v: door %+v not on the border", g.Spec(), mode, d)
				}
			}
			if mode == maze.DoorsFarthest {
				// No pair of border cells is farther apart than the chosen pair
				// by more than the double-search bound allows on a tree: check
				// the entrance is an end of a longest border-to-border path
				// from the exit.
				de := maze.Distances(m, m.Exit.Cell)
				for _, c := range maze.BorderCells(g) {
					if de[c] > de[m.Entrance.Cell] {
						t.Errorf("%v: border cell %d is farther from the exit than the entrance", g.Spec(), c)
						break
					}
				}
			}
			if mode == maze.DoorsOpposite {
				b := g.Bounds()
				a, c := g.Center(m.Entrance.Cell), g.Center(m.Exit.Cell)
				if b.Dx() >= b.Dy() && !(a.X < b.Min.X+b.Dx()/4 && c.X > b.Max.X-b.Dx()/4) {
					t.Errorf("%v opposite doors at %v and %v", g.Spec(), a, c)
				}
			}
		}
		if err := maze.PlaceDoors(m, maze.DoorsNone); err != nil || m.Entrance.Valid() || maze.Solve(m) != nil {
			t.Errorf("DoorsNone left doors")
		}
	}
	g, _ := topology.NewRect(5, 5)
	if err := maze.SetDoors(maze.New(g), 12, 0); err == nil {
		t.Error("SetDoors accepted an interior cell")
	}
	if _, err := maze.ParseDoorMode("sideways"); err == nil {
		t.Error("ParseDoorMode accepted a bad name")
	}
}

func ExampleSolve() {
	g, _ := topology.NewRect(6, 3)
	m := maze.New(g)
	generate.DFS(m, rand.New(rand.NewPCG(1, 1)))
	maze.PlaceDoors(m, maze.DoorsFarthest)
	render.WriteText(os.Stdout, m, maze.Solve(m))
	// Output:
	// ╷   ┌───────────┬───────┐
	// │ • │ • • • • • │ • • • │
	// │ • ╵ • ╷   ╷ • │ • ╷ • │
	// │ • • • │   │ • │ • │ • │
	// │   ┌───┘   │ • ╵ • │ • │
	// │   │       │ • • • │ • │
	// └───┴───────┴───────┘   ╵
}
