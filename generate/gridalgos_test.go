package generate

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

func rectMaze(t testing.TB, algo, mode string, w, h int, seed uint64) (*maze.Maze, *topology.Rect) {
	t.Helper()
	return rectMazeOpts(t, algo, Options{Mode: mode}, w, h, seed)
}

func rectMazeOpts(t testing.TB, algo string, o Options, w, h int, seed uint64) (*maze.Maze, *topology.Rect) {
	t.Helper()
	g, err := topology.NewRect(w, h)
	if err != nil {
		t.Fatal(err)
	}
	m := maze.New(g)
	if err := Run(algo, m, rand.New(rand.NewPCG(seed, 1)), o); err != nil {
		t.Fatal(err)
	}
	return m, g
}

var rectSizes = [][2]int{{1, 1}, {2, 2}, {1, 9}, {9, 1}, {2, 7}, {3, 17}, {31, 7}, {16, 16}, {64, 48}}

// TestRectAlgorithmsSpanningTree runs the row and division algorithms on
// many sizes and seeds; every result must be a spanning tree.
func TestRectAlgorithmsSpanningTree(t *testing.T) {
	variants := []struct {
		algo string
		o    Options
	}{
		{"eller", Options{}}, {"sidewinder", Options{}},
		{"binary-tree", Options{Mode: "nw"}}, {"binary-tree", Options{Mode: "ne"}},
		{"binary-tree", Options{Mode: "sw"}}, {"binary-tree", Options{Mode: "se"}},
		{"division", Options{}}, {"division", Options{Mode: "four"}}, {"division", Options{MinRoom: 1}},
	}
	for _, v := range variants {
		t.Run(v.algo+"/"+v.o.Mode, func(t *testing.T) {
			for _, s := range rectSizes {
				for seed := uint64(0); seed < 12; seed++ {
					m, _ := rectMazeOpts(t, v.algo, v.o, s[0], s[1], seed)
					checkSpanningTree(t, m)
				}
			}
		})
	}
}

// TestSidewinderTexture checks the sidewinder's structure: the top row is one
// corridor, and every later row splits into runs (cells joined east–west)
// with exactly one passage up each. Hence no dead end below the top row
// opens only to the south: walking upwards never leads into a dead end, and
// from every cell a path to the top row never steps down.
func TestSidewinderTexture(t *testing.T) {
	for _, s := range [][2]int{{15, 11}, {1, 6}, {40, 3}} {
		for seed := uint64(0); seed < 10; seed++ {
			m, g := rectMaze(t, "sidewinder", "", s[0], s[1], seed)
			for x := 0; x+1 < g.W; x++ {
				if !m.IsOpen(g.EastEdge(x, 0)) {
					t.Fatalf("%v seed %d: top row is not one corridor (wall east of %d)", s, seed, x)
				}
			}
			for y := 1; y < g.H; y++ {
				ups := 0
				for x := 0; x < g.W; x++ {
					if m.IsOpen(g.SouthEdge(x, y-1)) {
						ups++
					}
					if x+1 == g.W || !m.IsOpen(g.EastEdge(x, y)) { // end of a run
						if ups != 1 {
							t.Fatalf("%v seed %d: run ending at (%d,%d) has %d passages up, want 1", s, seed, x, y, ups)
						}
						ups = 0
					}
				}
			}
			buf := make([]topology.Neighbor, 0, 4)
			for c := 0; c < g.NumCells(); c++ {
				x, y := g.XY(c)
				if y > 0 && m.Degree(c, buf) == 1 && y+1 < g.H && m.IsOpen(g.SouthEdge(x, y)) {
					t.Fatalf("%v seed %d: dead end at (%d,%d) opens only to the south", s, seed, x, y)
				}
			}
		}
	}
}

// TestBinaryTreeTexture checks every bias corner: the two borders that meet
// at the corner are unbroken corridors, and every other cell has exactly one
// passage toward the corner's sides (its parent in the tree rooted at the
// corner), so no dead end faces away from the corner.
func TestBinaryTreeTexture(t *testing.T) {
	for _, corner := range cornerNames {
		for seed := uint64(0); seed < 6; seed++ {
			m, g := rectMaze(t, "binary-tree", corner, 12, 9, seed)
			row, col := 0, 0
			if corner[0] == 's' {
				row = g.H - 1
			}
			if corner[1] == 'e' {
				col = g.W - 1
			}
			for x := 0; x+1 < g.W; x++ {
				if !m.IsOpen(g.EastEdge(x, row)) {
					t.Fatalf("%s seed %d: row %d is not a corridor (wall east of %d)", corner, seed, row, x)
				}
			}
			for y := 0; y+1 < g.H; y++ {
				if !m.IsOpen(g.SouthEdge(col, y)) {
					t.Fatalf("%s seed %d: column %d is not a corridor (wall south of %d)", corner, seed, col, y)
				}
			}
			for y := 0; y < g.H; y++ {
				for x := 0; x < g.W; x++ {
					toward := 0
					if corner[0] == 'n' && y > 0 && m.IsOpen(g.SouthEdge(x, y-1)) {
						toward++
					}
					if corner[0] == 's' && y+1 < g.H && m.IsOpen(g.SouthEdge(x, y)) {
						toward++
					}
					if corner[1] == 'w' && x > 0 && m.IsOpen(g.EastEdge(x-1, y)) {
						toward++
					}
					if corner[1] == 'e' && x+1 < g.W && m.IsOpen(g.EastEdge(x, y)) {
						toward++
					}
					want := 1
					if x == col && y == row {
						want = 0
					}
					if toward != want {
						t.Fatalf("%s seed %d: cell (%d,%d) has %d passages toward the corner, want %d", corner, seed, x, y, toward, want)
					}
				}
			}
		}
	}
}

// meanRun returns the length-weighted mean length of straight runs of wall
// between cells: the length of the run that a random wall piece belongs to.
func meanRun(m *maze.Maze, g *topology.Rect) float64 {
	runs, total := 0, 0
	count := func(closed func(i, j int) bool, n, k int) {
		for j := 0; j < k; j++ {
			l := 0
			for i := 0; i <= n; i++ {
				if i < n && closed(i, j) {
					l++
					continue
				}
				if l > 0 {
					runs += l
					total += l * l
				}
				l = 0
			}
		}
	}
	count(func(x, y int) bool { return !m.IsOpen(g.SouthEdge(x, y)) }, g.W, g.H-1)
	count(func(y, x int) bool { return !m.IsOpen(g.EastEdge(x, y)) }, g.H, g.W-1)
	return float64(total) / float64(runs)
}

// TestDivisionTexture checks that recursive division draws much longer
// straight walls than a uniform (Wilson) maze of the same size: on 64x64 the
// length-weighted mean wall run is about 2.6 cells for Wilson, 6 for
// division and 11 for the four-chamber variant.
func TestDivisionTexture(t *testing.T) {
	const n, seeds = 64, 5
	mean := func(algo, mode string) float64 {
		sum := 0.0
		for seed := uint64(0); seed < seeds; seed++ {
			m, g := rectMaze(t, algo, mode, n, n, seed)
			sum += meanRun(m, g)
		}
		return sum / seeds
	}
	rw := mean("wilson", "")
	for _, tt := range []struct {
		mode   string
		factor float64
	}{{"", 2}, {"four", 3}} {
		if rd := mean("division", tt.mode); rd < tt.factor*rw {
			t.Errorf("mode %q: division wall runs average %.2f cells, wilson %.2f: want at least %.0f times as long", tt.mode, rd, rw, tt.factor)
		}
	}
}

// TestDivisionRooms checks --min-room: chambers at most MinRoom cells both
// ways stay open rooms, so the maze has loops but stays connected, and no
// open square block is larger than MinRoom.
func TestDivisionRooms(t *testing.T) {
	for _, mode := range []string{"", "four"} {
		for _, minRoom := range []int{2, 3, 5} {
			for seed := uint64(0); seed < 5; seed++ {
				m, g := rectMazeOpts(t, "division", Options{Mode: mode, MinRoom: minRoom}, 30, 24, seed)
				checkConnected(t, m)
				if m.NumOpen() <= g.NumCells()-1 {
					t.Errorf("mode %q min-room %d seed %d: %d passages, want more than a tree's %d", mode, minRoom, seed, m.NumOpen(), g.NumCells()-1)
				}
				// An open (minRoom+1)² block would be a chamber that should have been split.
				k := minRoom + 1
				for y := 0; y+k <= g.H; y++ {
					for x := 0; x+k <= g.W; x++ {
						if openBlock(m, g, x, y, k) {
							t.Fatalf("mode %q min-room %d seed %d: open %dx%d room at (%d,%d)", mode, minRoom, seed, k, k, x, y)
						}
					}
				}
			}
		}
	}
}

// openBlock reports whether every edge inside the k×k block at (x0, y0) is open.
func openBlock(m *maze.Maze, g *topology.Rect, x0, y0, k int) bool {
	for y := y0; y < y0+k; y++ {
		for x := x0; x < x0+k; x++ {
			if x+1 < x0+k && !m.IsOpen(g.EastEdge(x, y)) {
				return false
			}
			if y+1 < y0+k && !m.IsOpen(g.SouthEdge(x, y)) {
				return false
			}
		}
	}
	return true
}

// TestEllerStream checks that the streamed rows are the maze the in-memory
// path makes, through the text renderer, on several sizes and seeds.
func TestEllerStream(t *testing.T) {
	for _, s := range [][2]int{{17, 9}, {1, 5}, {6, 1}, {40, 30}} {
		for seed := uint64(0); seed < 4; seed++ {
			w, h := s[0], s[1]
			m, g := rectMaze(t, "eller", "", w, h, seed)
			last := g.Cell(w-1, h-1)
			m.Entrance = maze.Door{Cell: 0, Side: 0}                  // north side of the top-left cell
			m.Exit = maze.Door{Cell: last, Side: bottomSide(g, last)} // south side of the bottom-right cell
			var want, got bytes.Buffer
			if err := render.WriteText(&want, m, nil); err != nil {
				t.Fatal(err)
			}
			ms := &render.MazeStream{Width: w, Height: h, BottomDoor: w - 1, Rows: func(emit func(east, south []bool) error) error {
				return EllerRows(w, h, rand.New(rand.NewPCG(seed, 1)), func(_ int, east, south []bool) error {
					return emit(east, south)
				})
			}}
			if err := render.Encode(&got, "txt", &render.Source{Stream: ms}); err != nil {
				t.Fatal(err)
			}
			if got.String() != want.String() {
				t.Fatalf("%dx%d seed %d: streamed maze differs:\n%s\nwant:\n%s", w, h, seed, got.String(), want.String())
			}
		}
	}
}

// bottomSide returns the index of the bottom border wall of cell c.
func bottomSide(g *topology.Rect, c int) int {
	for i, seg := range g.Border(c, nil) {
		if seg.A.Y == float64(g.H) && seg.B.Y == float64(g.H) {
			return i
		}
	}
	return -1
}

// TestEllerConstantMemory checks that EllerRows allocates the same whatever
// the height: nothing is kept per row.
func TestEllerConstantMemory(t *testing.T) {
	// AllocsPerRun counts only this goroutine's work (it runs with one
	// processor), so the runtime's own allocations do not blur it.
	alloc := func(rows int) float64 {
		return testing.AllocsPerRun(2, func() {
			EllerRows(100, rows, rand.New(rand.NewPCG(1, 1)), func(int, []bool, []bool) error { return nil })
		})
	}
	tall := 200000
	if testing.Short() {
		tall = 20000
	}
	if m1, m2 := alloc(1000), alloc(tall); m2 > m1 {
		t.Errorf("allocation grows with height: %v allocations for 1000 rows, %v for %d", m1, m2, tall)
	}
	stop := errors.New("stop")
	rows := 0
	err := EllerRows(10, 100, rand.New(rand.NewPCG(1, 1)), func(y int, _, _ []bool) error {
		rows++
		if y == 4 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || rows != 5 {
		t.Errorf("emit error: got %v after %d rows, want stop after 5", err, rows)
	}
}

func TestRectOnlyErrors(t *testing.T) {
	hex, err := topology.Build(topology.Spec{Kind: "hex", Width: 4, Height: 4})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"binary-tree", "division", "eller", "quadtree", "sidewinder"} {
		a, err := Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(a.Kinds, ","); got != "rect" {
			t.Errorf("%s: Kinds = %q, want rect", name, got)
		}
		f, err := a.Make(Options{})
		if err != nil {
			t.Fatal(err)
		}
		// Called directly, not through Run: the function itself refuses.
		err = f(maze.New(hex), rand.New(rand.NewPCG(1, 1)))
		if !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), name) {
			t.Errorf("%s on a hex grid: got %v, want ErrUnsupported naming %s", name, err, name)
		}
	}
	bad := []struct {
		algo string
		o    Options
		want string
	}{
		{"binary-tree", Options{Mode: "up"}, "nw, ne, sw, se"},
		{"division", Options{Mode: "three"}, "two, four"},
		{"division", Options{MinRoom: -1}, "min-room"},
		{"sidewinder", Options{Mode: "four"}, "no modes"},
		{"eller", Options{Mode: "x"}, "no modes"},
		{"quadtree", Options{Mode: "x"}, "no modes"},
	}
	for _, tt := range bad {
		a, _ := Lookup(tt.algo)
		_, err := a.Make(tt.o)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s %+v: got error %v, want one containing %q", tt.algo, tt.o, err, tt.want)
		}
	}
	if err := EllerRows(0, 5, rand.New(rand.NewPCG(1, 1)), nil); err == nil {
		t.Error("EllerRows accepted width 0")
	}
	for _, s := range [][2]int{{12, 12}, {16, 8}, {3, 3}} {
		g, _ := topology.NewRect(s[0], s[1])
		err := Run("quadtree", maze.New(g), rand.New(rand.NewPCG(1, 1)), Options{})
		if err == nil || !strings.Contains(err.Error(), "power of two") {
			t.Errorf("quadtree on %dx%d: got %v, want an error saying the side must be a power of two", s[0], s[1], err)
		}
	}
}

// ExampleEllerRows streams a small maze without building it.
func ExampleEllerRows() {
	var b strings.Builder
	rows := func(emit func(east, south []bool) error) error {
		return EllerRows(6, 3, rand.New(rand.NewPCG(1, 2)), func(_ int, east, south []bool) error {
			return emit(east, south)
		})
	}
	ms := &render.MazeStream{Width: 6, Height: 3, BottomDoor: 5, Rows: rows}
	if err := render.Encode(&b, "txt", &render.Source{Stream: ms}); err != nil {
		fmt.Println(err)
	}
	fmt.Print(b.String())
	// Output:
	// ╷   ┌───┬───┬───┬───────┐
	// │   │   │   │   │       │
	// │   │   ╵   │   ╵   ╷   │
	// │   │       │       │   │
	// │   ╵   ╶───┴───────┘   │
	// │                       │
	// └───────────────────╴   ╵
}
