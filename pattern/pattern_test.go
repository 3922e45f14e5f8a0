package pattern

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestParseRule(t *testing.T) {
	tests := []struct {
		in   string
		want Rule
		ok   bool
	}{
		{"B3/S12345", ruleMaze, true},
		{"b3/s1234", ruleMazectric, true},
		{"S23/B3", Rule{Birth: 1 << 3, Survive: 1<<2 | 1<<3}, true},
		{"B36/S23", Rule{Birth: 1<<3 | 1<<6, Survive: 1<<2 | 1<<3}, true},
		{"B3", Rule{}, false},
		{"B3/S9", Rule{}, false},
		{"B33/S1", Rule{}, false},
		{"X3/S1", Rule{}, false},
		{"B3/B4", Rule{}, false},
		{"B03/S1", Rule{}, false},
		{"", Rule{}, false},
	}
	for _, tt := range tests {
		got, err := ParseRule(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParseRule(%q) = %v, %v; want %v ok=%v", tt.in, got, err, tt.want, tt.ok)
		}
	}
	if ruleMaze.String() != "B3/S12345" || ruleMazectric.String() != "B3/S1234" {
		t.Errorf("rule names: %s %s", ruleMaze, ruleMazectric)
	}
}

// TestLifeFixtures checks generations worked out by hand.
func TestLifeFixtures(t *testing.T) {
	tests := []struct {
		name string
		rule Rule
		gens [][]string
	}{
		{
			// A blinker's ends have one neighbour: they survive (S1); the
			// cells above and below the middle have three and are born. The
			// plus becomes a 3x3 block in both rules.
			"maze blinker", ruleMaze, [][]string{
				{".....", ".....", ".###.", ".....", "....."},
				{".....", "..#..", ".###.", "..#..", "....."},
				{".....", ".###.", ".###.", ".###.", "....."},
				// The block's centre (8 neighbours) dies; its side cells (5)
				// survive only where S5 holds; cells beyond the sides are born.
				{"..#..", ".###.", "##.##", ".###.", "..#.."},
			},
		},
		{
			"mazectric blinker", ruleMazectric, [][]string{
				{".....", ".....", ".###.", ".....", "....."},
				{".....", "..#..", ".###.", "..#..", "....."},
				{".....", ".###.", ".###.", ".###.", "....."},
				{"..#..", ".#.#.", "#...#", ".#.#.", "..#.."},
			},
		},
		{
			// Under Conway's B3/S23 the ends (one neighbour) die instead:
			// the blinker flips between its two phases.
			"life blinker", Rule{Birth: 1 << 3, Survive: 1<<2 | 1<<3}, [][]string{
				{".....", ".....", ".###.", ".....", "....."},
				{".....", "..#..", "..#..", "..#..", "....."},
				{".....", ".....", ".###.", ".....", "....."},
			},
		},
		{
			"block is still", ruleMaze, [][]string{
				{"....", ".##.", ".##.", "...."},
				{"....", ".##.", ".##.", "...."},
			},
		},
	}
	for _, tt := range tests {
		l, err := ParseLife(tt.gens[0]...)
		if err != nil {
			t.Fatal(err)
		}
		for g := 1; g < len(tt.gens); g++ {
			l.Step(tt.rule)
			if want := strings.Join(tt.gens[g], "\n") + "\n"; l.String() != want {
				t.Fatalf("%s: generation %d:\n%s\nwant:\n%s", tt.name, g, l, want)
			}
		}
	}
}

func TestLifeRunStops(t *testing.T) {
	tests := []struct {
		name     string
		rule     Rule
		board    []string
		gens     int
		settled  bool
		wantLast string
	}{
		// The Maze blinker grows for three generations (see above) and
		// then holds still; the step that changes nothing counts.
		{"maze settles", ruleMaze, []string{".....", ".....", ".###.", ".....", "....."}, 0, true, ""},
		// Conway's blinker cycles with period 2: caught at generation 2.
		{"life cycles", Rule{Birth: 1 << 3, Survive: 1<<2 | 1<<3}, []string{".....", ".....", ".###.", ".....", "....."}, 2, true, ".....\n.....\n.###.\n.....\n.....\n"},
	}
	for _, tt := range tests {
		l, _ := ParseLife(tt.board...)
		gens, settled := l.Run(tt.rule, 100)
		if settled != tt.settled || (tt.gens > 0 && gens != tt.gens) || gens >= 100 {
			t.Errorf("%s: Run = %d, %v; want %d, %v", tt.name, gens, settled, tt.gens, tt.settled)
		}
		if tt.wantLast != "" && l.String() != tt.wantLast {
			t.Errorf("%s: last board\n%s\nwant\n%s", tt.name, l, tt.wantLast)
		}
		// After Run reports a still board, one more step changes nothing.
		if tt.name == "maze settles" && l.Step(tt.rule) {
			t.Errorf("%s: the board still changes after Run", tt.name)
		}
	}
	// The limit stops a board that keeps changing: a glider-free growing
	// Maze pattern on a big board cannot settle in 2 generations.
	l, _ := NewLife(30, 30)
	l.Seed(0.5, 0.5, rand.New(rand.NewPCG(3, 3)))
	if gens, settled := l.Run(ruleMaze, 2); gens != 2 || settled {
		t.Errorf("limit 2: Run = %d, %v; want 2, false", gens, settled)
	}
}

func TestLifeRunAndAnalyze(t *testing.T) {
	l, _ := NewLife(40, 30)
	l.Seed(0.5, 0.3, rand.New(rand.NewPCG(1, 1)))
	gens, _ := l.Run(ruleMaze, 500)
	if gens < 1 {
		t.Fatal("no generations ran")
	}
	a := l.Analyze()
	if a.Regions < 1 || a.WallDensity <= 0 || a.WallDensity >= 1 {
		t.Fatalf("analysis %+v", a)
	}
	// The solution walks through open cells between the doors.
	for i, c := range a.Solution {
		if l.Live[c] {
			t.Fatalf("solution passes through a wall at %d", c)
		}
		if i > 0 {
			d := c - a.Solution[i-1]
			if d != 1 && d != -1 && d != l.W && d != -l.W {
				t.Fatalf("solution jumps from %d to %d", a.Solution[i-1], c)
			}
		}
	}
	if a.Solution[0] != a.Entrance || a.Solution[len(a.Solution)-1] != a.Exit {
		t.Error("solution does not run from entrance to exit")
	}
}

// countByUnion counts regions independently: union-find over half cells.
func countByUnion(t *TenPrint) (regions, closed int) {
	n := 2 * t.W * t.H
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	find := func(x int) int {
		for parent[x] != x {
			x = parent[x]
		}
		return x
	}
	union := func(a, b int) { parent[find(a)] = find(b) }
	// half returns the half cell of (x, y) touching the given side
	// (0 top, 1 right, 2 bottom, 3 left); half 0 is left of the diagonal.
	half := func(x, y, side int) int {
		c := y*t.W + x
		slash := t.Slash[c]
		left := (slash && (side == 0 || side == 3)) || (!slash && (side == 2 || side == 3))
		if left {
			return 2 * c
		}
		return 2*c + 1
	}
	edge := make([]bool, n)
	for y := 0; y < t.H; y++ {
		for x := 0; x < t.W; x++ {
			if x+1 < t.W {
				union(half(x, y, 1), half(x+1, y, 3))
			}
			if y+1 < t.H {
				union(half(x, y, 2), half(x, y+1, 0))
			}
			if y == 0 {
				edge[half(x, y, 0)] = true
			}
			if y == t.H-1 {
				edge[half(x, y, 2)] = true
			}
			if x == 0 {
				edge[half(x, y, 3)] = true
			}
			if x == t.W-1 {
				edge[half(x, y, 1)] = true
			}
		}
	}
	roots := map[int]bool{}
	touch := map[int]bool{}
	for i := 0; i < n; i++ {
		r := find(i)
		roots[r] = true
		if edge[i] {
			touch[r] = true
		}
	}
	return len(roots), len(roots) - len(touch)
}

func TestTenPrintRegions(t *testing.T) {
	fixtures := []struct {
		lines           []string
		regions, closed int
	}{
		{[]string{"/"}, 2, 0},
		{[]string{"/\\", "\\/"}, 5, 1}, // a diamond in the middle
		{[]string{"//", "//"}, 4, 0},   // three parallel lines
		{[]string{"/\\/\\", "\\/\\/", "/\\/\\", "\\/\\/"}, 13, 5},
	}
	for _, f := range fixtures {
		tp, err := ParseTenPrint(f.lines...)
		if err != nil {
			t.Fatal(err)
		}
		r := tp.Regions()
		if r.Count != f.regions || r.Closed != f.closed {
			t.Errorf("%v: %d regions %d closed, want %d and %d", f.lines, r.Count, r.Closed, f.regions, f.closed)
		}
	}
	for seed := uint64(0); seed < 20; seed++ {
		tp, _ := NewTenPrint(13, 9, 0.5, rand.New(rand.NewPCG(seed, 2)))
		r := tp.Regions()
		if n, c := countByUnion(tp); n != r.Count || c != r.Closed {
			t.Fatalf("seed %d: flood fill %d/%d, union-find %d/%d", seed, r.Count, r.Closed, n, c)
		}
		// Every outer side is the end of exactly one passage and every
		// passage has two ends, so W+H regions touch the edge.
		if open := r.Count - r.Closed; open != tp.W+tp.H {
			t.Fatalf("seed %d: %d regions reach the edge, want W+H = %d", seed, open, tp.W+tp.H)
		}
		total := 0
		for _, sz := range r.Size {
			total += sz
		}
		if total != 2*tp.W*tp.H {
			t.Fatalf("seed %d: regions hold %d half cells, want %d", seed, total, 2*tp.W*tp.H)
		}
		for i, id := range r.Of {
			if id < 0 || int(id) >= r.Count {
				t.Fatalf("half cell %d has region %d", i, id)
			}
		}
	}
	if _, err := ParseTenPrint("/x"); err == nil {
		t.Error("ParseTenPrint accepted x")
	}
	if _, err := NewTenPrint(0, 3, 0.5, rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Error("NewTenPrint accepted width 0")
	}
}

func TestTenPrintLongest(t *testing.T) {
	tests := []struct {
		lines   []string
		longest float64
	}{
		// Parallel diagonals: the two passages beside the middle line hold
		// three half cells each.
		{[]string{"//", "//"}, 1.5},
		// A zigzag row: passages of two half cells under each peak.
		{[]string{"/\\/\\"}, 1},
		// A diamond: a loop of four half cells around the middle.
		{[]string{"/\\", "\\/"}, 2},
	}
	for _, tt := range tests {
		tp, err := ParseTenPrint(tt.lines...)
		if err != nil {
			t.Fatal(err)
		}
		if got := tp.Regions().Longest; got != tt.longest {
			t.Errorf("%v: longest passage %v cells, want %v", tt.lines, got, tt.longest)
		}
	}
}

func TestSeedRect(t *testing.T) {
	l, _ := NewLife(10, 8)
	l.SeedRect(1, 4, 2, rand.New(rand.NewPCG(1, 1)))
	want := "..........\n..........\n..........\n...####...\n...####...\n..........\n..........\n..........\n"
	if got := l.String(); got != want {
		t.Errorf("SeedRect(1, 4, 2):\n%s\nwant:\n%s", got, want)
	}
	l, _ = NewLife(5, 5)
	l.SeedRect(1, 50, 50, rand.New(rand.NewPCG(1, 1)))
	if strings.Contains(l.String(), ".") {
		t.Errorf("an area larger than the board fills it all, got\n%s", l)
	}
}

// TestRunMatchesStep compares Run, which only looks near the last changes,
// with plain full-board Steps on random boards.
func TestRunMatchesStep(t *testing.T) {
	for seed := uint64(0); seed < 12; seed++ {
		for _, rule := range []Rule{ruleMaze, ruleMazectric, {Birth: 1 << 3, Survive: 1<<2 | 1<<3}} {
			fast, _ := NewLife(23, 17)
			fast.Seed(0.45, 0.7, rand.New(rand.NewPCG(seed, 9)))
			slow, _ := ParseLife(strings.Split(strings.TrimSpace(fast.String()), "\n")...)
			gens, _ := fast.Run(rule, 40)
			for g := 0; g < gens; g++ {
				slow.Step(rule)
			}
			if fast.String() != slow.String() {
				t.Fatalf("seed %d rule %s: after %d generations Run gives\n%s\nSteps give\n%s", seed, rule, gens, fast, slow)
			}
		}
	}
}
