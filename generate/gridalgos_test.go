package generate

import (
	"bytes"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

func rectMaze(t testing.TB, algo, mode string, w, h int, seed uint64) (*maze.Maze, *topology.Rect) {
	t.Helper()
	g, _ := topology.NewRect(w, h)
	m := maze.New(g)
	if err := Run(algo, m, rand.New(rand.NewPCG(seed, 1)), Options{Mode: mode}); err != nil {
		t.Fatal(err)
	}
	return m, g
}

func TestSidewinderTexture(t *testing.T) {
	for seed := uint64(0); seed < 10; seed++ {
		m, g := rectMaze(t, "sidewinder", "", 15, 11, seed)
		for x := 0; x+1 < g.W; x++ {
			if !m.IsOpen(g.EastEdge(x, 0)) {
				t.Fatalf("seed %d: top row is not one corridor (wall east of %d)", seed, x)
			}
		}
		// No dead end opens only downward: going up never dead-ends.
		for _, c := range maze.DeadEnds(m) {
			x, y := g.XY(c)
			if y+1 < g.H && m.IsOpen(g.SouthEdge(x, y)) {
				t.Fatalf("seed %d: dead end at (%d,%d) opens only to the south", seed, x, y)
			}
		}
	}
}

func TestBinaryTreeTexture(t *testing.T) {
	for _, corner := range corners {
		m, g := rectMaze(t, "binary-tree", corner, 12, 9, 4)
		row := 0
		if corner[0] == 's' {
			row = g.H - 1
		}
		col := 0
		if corner[1] == 'e' {
			col = g.W - 1
		}
		for x := 0; x+1 < g.W; x++ {
			if !m.IsOpen(g.EastEdge(x, row)) {
				t.Errorf("%s: row %d is not a corridor", corner, row)
			}
		}
		for y := 0; y+1 < g.H; y++ {
			if !m.IsOpen(g.SouthEdge(col, y)) {
				t.Errorf("%s: column %d is not a corridor", corner, col)
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

func TestDivisionTexture(t *testing.T) {
	d, g := rectMaze(t, "division", "", 40, 40, 1)
	w, _ := rectMaze(t, "wilson", "", 40, 40, 1)
	if rd, rw := meanRun(d, g), meanRun(w, g); rd < 2*rw {
		t.Errorf("division wall runs average %.2f, wilson %.2f: want division much longer", rd, rw)
	}
	// With rooms: still connected, and it has loops (open rooms).
	g2, _ := topology.NewRect(30, 30)
	m := maze.New(g2)
	if err := Run("division", m, rand.New(rand.NewPCG(2, 2)), Options{MinRoom: 4}); err != nil {
		t.Fatal(err)
	}
	checkConnected(t, m)
	if m.NumOpen() <= g2.NumCells()-1 {
		t.Errorf("division with rooms has %d passages, want more than a tree's %d", m.NumOpen(), g2.NumCells()-1)
	}
	if _, err := (registry["division"]).Make(Options{Mode: "three"}); err == nil {
		t.Error("division accepted mode three")
	}
}

// TestEllerStream checks that the streamed rows are the maze the in-memory
// path makes, through the text renderer, and that memory per row is constant.
func TestEllerStream(t *testing.T) {
	const w, h = 17, 9
	m, g := rectMaze(t, "eller", "", w, h, 7)
	m.Entrance = maze.Door{Cell: 0, Side: 0}            // north side of the top-left cell
	m.Exit = maze.Door{Cell: g.Cell(w-1, h-1), Side: 1} // south side of the bottom-right cell
	var want, got bytes.Buffer
	render.WriteText(&want, m, nil)
	tr := render.NewTextRows(&got, w, 0)
	EllerRows(w, h, rand.New(rand.NewPCG(7, 1)), func(y int, east, south []bool) error {
		return tr.Row(east, south, nil, nil, nil, false, false)
	})
	tr.Close(w - 1)
	if got.String() != want.String() {
		t.Errorf("streamed maze differs:\n%s\nwant:\n%s", got.String(), want.String())
	}
	allocs := func(rows int) float64 {
		return testing.AllocsPerRun(3, func() {
			EllerRows(100, rows, rand.New(rand.NewPCG(1, 1)), func(int, []bool, []bool) error { return nil })
		})
	}
	if a, b := allocs(1000), allocs(100000); b > a {
		t.Errorf("allocations grow with height: %v for 1000 rows, %v for 100000", a, b)
	}
	if err := EllerRows(0, 5, rand.New(rand.NewPCG(1, 1)), nil); err == nil {
		t.Error("EllerRows accepted width 0")
	}
}

func BenchmarkEllerRows(b *testing.B) {
	const w, h = 100, 10000
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		EllerRows(w, h, rand.New(rand.NewPCG(uint64(i), 1)), func(int, []bool, []bool) error { return nil })
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*h), "ns/row")
	b.ReportMetric(float64(testing.AllocsPerRun(1, func() {
		EllerRows(w, h, rand.New(rand.NewPCG(1, 1)), func(int, []bool, []bool) error { return nil })
	}))/h, "allocs/row")
}

func TestQuadtreeWorld(t *testing.T) {
	for seed := uint64(0); seed < 8; seed++ {
		w, err := NewQuadWorld(32, 32, rand.New(rand.NewPCG(seed, 3)))
		if err != nil {
			t.Fatal(err)
		}
		g, _ := topology.NewRect(32, 32)
		var prev *maze.Maze
		for L := 0; L <= w.Levels; L++ {
			m := maze.New(g)
			w.Carve(m, L)
			checkConnected(t, m)
			if prev != nil {
				for e := 0; e < g.NumEdges(); e++ {
					if !prev.IsOpen(e) && m.IsOpen(e) {
						t.Fatalf("seed %d: edge %d is a wall at level %d but open at level %d", seed, e, L-1, L)
					}
				}
			}
			if got, want := len(w.Rooms(L)), 1<<(2*L); got != want {
				t.Fatalf("level %d has %d rooms, want %d", L, got, want)
			}
			prev = m
		}
		// At most one of the four partitions of each room is a wall: the
		// partitions a level adds come four per room of the level before.
		for L := 1; L <= w.Levels; L++ {
			ex := w.Exits(L)
			added := ex[len(ex)-4*len(w.Rooms(L-1)):]
			for i := 0; i < len(added); i += 4 {
				walls := 0
				for _, e := range added[i : i+4] {
					if e.OpenLen == 0 {
						walls++
					}
					if e.OpenLen != 0 && e.OpenLen != e.Length && e.OpenLen*2 != e.Length {
						t.Fatalf("partition opening %d of %d: want full or half", e.OpenLen, e.Length)
					}
				}
				if walls > 1 {
					t.Fatalf("seed %d level %d: %d walled partitions in one room", seed, L, walls)
				}
			}
		}
	}
	for _, s := range [][2]int{{12, 12}, {16, 8}, {0, 0}} {
		if _, err := NewQuadWorld(s[0], s[1], rand.New(rand.NewPCG(1, 1))); err == nil {
			t.Errorf("NewQuadWorld accepted %dx%d", s[0], s[1])
		}
	}
}

func benchGrid(b *testing.B, algo string, spec topology.Spec) {
	g, err := topology.Build(spec)
	if err != nil {
		b.Fatal(err)
	}
	a, _ := Lookup(algo)
	f, _ := a.Make(Options{})
	m := maze.New(g)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m.Reset()
		if err := f(m, rand.New(rand.NewPCG(uint64(i), 1))); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*g.NumCells()), "ns/cell")
}
