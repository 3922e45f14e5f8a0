package trap

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/topology"
)

func TestNeighboursMatchHexGrid(t *testing.T) {
	for _, s := range [][2]int{{9, 9}, {7, 6}, {11, 11}} {
		g, _ := NewGeometry(s[0], s[1])
		h, _ := topology.NewHex(s[0], s[1], false)
		for c := 0; c < g.Cells(); c++ {
			want := map[int]bool{}
			for _, nb := range h.Neighbors(c, nil) {
				want[nb.Cell] = true
			}
			got := g.Neighbors(c)
			if len(got) != len(want) {
				t.Fatalf("%v cell %d: %v, hex grid has %v", s, c, got, want)
			}
			for _, x := range got {
				if !want[x] {
					t.Fatalf("%v cell %d: neighbour %d not in the hex grid", s, c, x)
				}
			}
		}
	}
}

// parse reads a board drawn as text, one row a line, cells separated by
// spaces: "." free, "#" blocked, "C" the cat.
func parse(t *testing.T, rows ...string) *Board {
	t.Helper()
	w := len(strings.Fields(rows[0]))
	g, err := NewGeometry(w, len(rows))
	if err != nil {
		t.Fatal(err)
	}
	b := NewBoard(g)
	for r, row := range rows {
		f := strings.Fields(row)
		if len(f) != w {
			t.Fatalf("row %d has %d cells, want %d", r+1, len(f), w)
		}
		for q, ch := range f {
			switch ch {
			case "#":
				b.Block(r*w + q)
			case "C":
				b.Cat = r*w + q
			}
		}
	}
	return b
}

func TestDistances(t *testing.T) {
	const W = "W"
	for _, tc := range []struct {
		name  string
		board []string
		want  []string
	}{
		{"empty", []string{
			". . . . .",
			" . . . . .",
			". . C . .",
			" . . . . .",
			". . . . .",
		}, []string{
			"0 0 0 0 0",
			"0 1 1 1 0",
			"0 1 2 1 0",
			"0 1 1 1 0",
			"0 0 0 0 0",
		}},
		{"only the bottom edge open", []string{
			"# # # # #",
			" # . . . #",
			"# . C . #",
			" # . . . #",
			". . . . .",
		}, []string{
			"W W W W W",
			"W 3 3 3 W",
			"W 2 2 2 W",
			"W 1 1 1 W",
			"0 0 0 0 0",
		}},
		{"walled in", []string{
			". . . . .",
			" . # # . .",
			". # C # .",
			" . # # . .",
			". . . . .",
		}, []string{
			"0 0 0 0 0",
			"0 W W 1 0",
			"0 W W W 0",
			"0 W W 1 0",
			"0 0 0 0 0",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := parse(t, tc.board...)
			d := b.Distances()
			for r, row := range tc.want {
				var got []string
				for q := range strings.Fields(row) {
					v := d[r*b.G.W+q]
					if v == Wall {
						got = append(got, W)
					} else {
						got = append(got, fmt.Sprint(v))
					}
				}
				if g := strings.Join(got, " "); g != row {
					t.Errorf("row %d: got %s, want %s", r+1, g, row)
				}
			}
		})
	}
}

// brute decides the game by plain minimax: no pruning, no table.
func brute(b *Board, k int) bool {
	if k == 0 || b.Escaped() {
		return false
	}
	for x := 0; x < b.G.Cells(); x++ {
		if !b.Free(x) {
			continue
		}
		nb := b.Clone()
		nb.Block(x)
		moves := nb.CatMoves()
		ok := true
		for _, y := range moves {
			nn := nb.Clone()
			nn.Cat = y
			if nn.Escaped() || !brute(nn, k-1) {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// randomPosition blocks a few random cells and crowds the cat so that
// some positions are won.
func randomPosition(g *Geometry, rng *rand.Rand) *Board {
	b := NewBoard(g)
	var inner []int
	for c := 0; c < g.Cells(); c++ {
		if !g.Edge(c) {
			inner = append(inner, c)
		}
	}
	b.Cat = inner[rng.IntN(len(inner))]
	for i := 0; i < 3+rng.IntN(6); i++ {
		if c := rng.IntN(g.Cells()); c != b.Cat {
			b.Block(c)
		}
	}
	for _, c := range g.Neighbors(b.Cat) {
		if rng.IntN(10) < 5 {
			b.Block(c)
		}
	}
	return b
}

// replay checks that line is legal on b and ends with the cat trapped
// after exactly n blocks.
func replay(t *testing.T, b *Board, line []Move, n int) {
	t.Helper()
	p := b.Clone()
	if len(line) != n {
		t.Fatalf("line %v has %d moves, want %d", line, len(line), n)
	}
	for i, m := range line {
		if !p.Free(m.Block) {
			t.Fatalf("move %d blocks %s, which is not free\n%s", i+1, p.G.Name(m.Block), p)
		}
		p.Block(m.Block)
		if m.Cat < 0 {
			if i != n-1 || !p.Trapped() {
				t.Fatalf("line ends at move %d with the cat free\n%s", i+1, p)
			}
			return
		}
		if !slices.Contains(p.CatMoves(), m.Cat) {
			t.Fatalf("move %d: the cat cannot step to %s", i+1, p.G.Name(m.Cat))
		}
		p.Cat = m.Cat
	}
	t.Fatalf("line %v never traps the cat", line)
}

func TestSolverAgainstBruteForce(t *testing.T) {
	for _, tc := range []struct{ w, h, maxK, trials int }{{5, 5, 3, 200}, {6, 6, 3, 150}} {
		if testing.Short() && tc.w > 5 {
			continue // the larger board in the full run only
		}
		t.Run(fmt.Sprintf("%dx%d", tc.w, tc.h), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(3, uint64(tc.w)))
			g, _ := NewGeometry(tc.w, tc.h)
			wins := make([]int, tc.maxK+1)
			for trial := 0; trial < tc.trials; trial++ {
				b := randomPosition(g, rng)
				s := NewSolver(g)
				least := -1
				for k := 1; k <= tc.maxK; k++ {
					got, line := s.Solve(b, k)
					if want := brute(b, k); got != want {
						t.Fatalf("trial %d k=%d: solver %v, brute force %v\n%s", trial, k, got, want, b)
					}
					if got && least < 0 {
						least = k
						wins[k]++
					}
					if got {
						replay(t, b, line, least)
					}
				}
			}
			t.Logf("positions first won in 1, 2, 3 blocks: %v", wins[1:])
			if wins[1] == 0 || wins[tc.maxK-1]+wins[tc.maxK] == 0 {
				t.Errorf("positions first won in 1.. blocks: %v; too few wins for the comparison to prove much", wins[1:])
			}
		})
	}
}

// verify checks a puzzle from scratch: the player wins in K but not in
// K-1, the first block of the line wins against every cat reply, and the
// line is legal and traps the cat after K blocks.
func verify(t *testing.T, p Puzzle) {
	t.Helper()
	s := NewSolver(p.Board.G)
	if got := s.MinBlocks(p.Board, p.K); got != p.K {
		t.Fatalf("K=%d puzzle is won in %d\n%s", p.K, got, p.Board)
	}
	replay(t, p.Board, p.Line, p.K)
	after := p.Board.Clone()
	after.Block(p.Line[0].Block)
	for _, y := range after.CatMoves() {
		q := after.Clone()
		q.Cat = y
		if q.Escaped() || s.MinBlocks(q, p.K-1) < 0 {
			t.Fatalf("K=%d: after %s the cat's reply %s is not trapped in %d", p.K, q.G.Name(p.Line[0].Block), q.G.Name(y), p.K-1)
		}
	}
	if p.K <= 2 {
		if !brute(p.Board, p.K) || p.K > 1 && brute(p.Board, p.K-1) {
			t.Fatalf("K=%d puzzle fails the brute-force check\n%s", p.K, p.Board)
		}
	}
}

func TestGenerateExactly(t *testing.T) {
	for _, tc := range []struct{ w, h, k, n int }{{9, 9, 1, 3}, {9, 9, 2, 4}, {9, 9, 3, 4}, {9, 9, 4, 2}, {7, 7, 3, 2}, {11, 11, 2, 2}} {
		g, _ := NewGeometry(tc.w, tc.h)
		ps, err := Generate(g, tc.k, tc.n, rand.New(rand.NewPCG(uint64(tc.k), 9)))
		if err != nil {
			t.Fatal(err)
		}
		if len(ps) != tc.n {
			t.Fatalf("%dx%d K=%d: got %d puzzles, want %d", tc.w, tc.h, tc.k, len(ps), tc.n)
		}
		for _, p := range ps {
			verify(t, p)
		}
	}
	g, _ := NewGeometry(9, 9)
	a, _ := Generate(g, 2, 3, rand.New(rand.NewPCG(1, 2)))
	b, _ := Generate(g, 2, 3, rand.New(rand.NewPCG(1, 2)))
	for i := range a {
		if a[i].Board.String() != b[i].Board.String() {
			t.Errorf("puzzle %d differs between runs with the same seed", i)
		}
	}
	for _, k := range []int{0, MaxPuzzleMoves + 1} {
		if _, err := Generate(g, k, 1, rand.New(rand.NewPCG(1, 1))); err == nil {
			t.Errorf("Generate accepted K=%d", k)
		}
	}
}

// trapBoard is the digging-a-trap fixture. The cat at c5 has two ways on:
// b5, one step from the edge cell a5 but closed in otherwise, and d5 into
// the open board. A greedy cat takes b5 (nearest the edge); blocking a5
// sends it back to c5, blocking d5 leaves it only b5, and blocking c5
// traps it there.
var trapBoard = []string{
	". . . . . . . . .",
	" . . . . . . . . .",
	". . . . . . . . .",
	" # # # . . . . . .",
	". . C . . . . . .",
	" # # # . . . . . .",
	". . . . . . . . .",
	" . . . . . . . . .",
	". . . . . . . . .",
}

// trapLine is the player's fixed sequence against trapBoard: a block far
// away that offers the cat the choice, then the trap, then blocks on the
// far edge while a cat that refused the trap runs.
var trapLine = []string{"i1", "a5", "d5", "c5", "i5", "i6"}

// playLine plays the blocks against cat and reports how the game ended:
// "trapped", "escaped", or "open" when the blocks ran out (or one was not
// free) first.
func playLine(t *testing.T, b *Board, cat Cat, blocks []string) (string, []string) {
	t.Helper()
	var path []string
	for _, name := range blocks {
		x, err := b.G.Parse(name)
		if err != nil {
			t.Fatal(err)
		}
		if !b.Free(x) {
			return "open", path
		}
		b.Block(x)
		y := cat.Step(b)
		if y < 0 {
			return "trapped", path
		}
		b.Cat = y
		path = append(path, b.G.Name(y))
		if b.Escaped() {
			return "escaped", path
		}
	}
	return "open", path
}

func TestSmartEscapesTheGreedyTrap(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		end, path := playLine(t, parse(t, trapBoard...), Greedy{rand.New(rand.NewPCG(seed, 1))}, trapLine)
		if end != "trapped" || strings.Join(path, " ") != "b5 c5 b5" {
			t.Errorf("greedy cat, seed %d: %s after %v, want trapped after [b5 c5 b5]", seed, end, path)
		}
		end, path = playLine(t, parse(t, trapBoard...), NewSmart(rand.New(rand.NewPCG(seed, 1))), trapLine)
		if end != "escaped" || path[0] != "d5" {
			t.Errorf("smart cat, seed %d: %s after %v, want escaped via d5", seed, end, path)
		}
	}
	// After the first block, b5 is lost in three while d5 is not lost
	// within five: the smart cat is right to refuse the lure.
	s := NewSolver(parse(t, trapBoard...).G)
	for _, tc := range []struct {
		step string
		want int
	}{{"b5", 3}, {"d5", -1}} {
		b := parse(t, trapBoard...)
		b.Block(8)
		b.Cat, _ = b.G.Parse(tc.step)
		if got := s.MinBlocks(b, 5); got != tc.want {
			t.Errorf("cat on %s: trapped in %d, want %d", tc.step, got, tc.want)
		}
	}
}

func TestEscapeTrees(t *testing.T) {
	for _, tc := range []struct {
		name  string
		board []string
		want  int
	}{
		// c2 (odd row) touches the edge cells c1 and d1: E1.
		{"next to two edge cells", []string{
			". . . . .",
			" . . C . .",
			". . # # .",
			" . . . . .",
			". . . . .",
		}, 1},
		{"next to one edge cell", []string{
			". . # . .",
			" . . C . .",
			". . # # .",
			" . . . . .",
			". . . . .",
		}, 2},
		// d3 has two E1 children, c2 and d2, but they share the edge cell
		// d1: blocking d1 cuts both, so d3 is no escape of rank 2.
		{"two E1 children sharing a key cell", []string{
			"# # . . . # #",
			" # # . . # # #",
			"# # # C # # #",
			" # # # # # # #",
			"# # # # # # #",
		}, -1},
		// d3's children c2 (edge cells c1, d1) and d2 (e1, e2) share none.
		{"two E1 children with their own edge cells", []string{
			"# # . . .",
			" # # . . .",
			"# # # C #",
			" # # # # #",
			"# # # # #",
		}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := parse(t, tc.board...)
			if got := b.Escapes(2); got != tc.want {
				t.Errorf("Escapes(2) = %d, want %d\n%s", got, tc.want, b)
			}
		})
	}
	// The shared key cell: the player wins by blocking it first.
	b := parse(t, "# # . . . # #", " # # . . # # #", "# # # C # # #", " # # # # # # #", "# # # # # # #")
	ok, line := NewSolver(b.G).Solve(b, 6)
	if !ok || b.G.Name(line[0].Block) != "d1" {
		t.Errorf("shared key board: solver %v %v, want a win starting at d1", ok, line)
	}
}

func TestRoutes(t *testing.T) {
	g, _ := NewGeometry(9, 9)
	if got := routes(g, cells{}, g.Center()); got != 6 {
		t.Errorf("open board: %d routes from the centre, want 6", got)
	}
	b := parse(t, trapBoard...)
	c5, _ := g.Parse("c5")
	b5, _ := g.Parse("b5")
	if got := routes(g, b.blocked, b5); got != 2 { // a5, and back through c5
		t.Errorf("b5: %d routes, want 2", got)
	}
	b.Block(c5 + 1) // d5
	if got := routes(g, b.blocked, c5); got != 1 {
		t.Errorf("c5 with d5 blocked: %d routes, want 1", got)
	}
}

func TestParseAndString(t *testing.T) {
	g, _ := NewGeometry(9, 9)
	for _, s := range []string{"e5", "5,5"} {
		if c, err := g.Parse(s); err != nil || c != 40 {
			t.Errorf("Parse(%q) = %d, %v; want 40", s, c, err)
		}
	}
	for _, s := range []string{"z9", "10,1", "x", "e0"} {
		if _, err := g.Parse(s); err == nil {
			t.Errorf("Parse(%q) accepted", s)
		}
	}
	b := NewBoard(g)
	b.Block(0)
	if s := b.String(); !strings.Contains(s, "C") || !strings.Contains(s, "#") {
		t.Errorf("board text %q", s)
	}
	if _, err := NewGeometry(20, 20); err == nil {
		t.Error("NewGeometry accepted 400 cells")
	}
}

// benchSolve solves positions of a 9x9 board with a fresh table each time
// and reports the positions expanded per second. won picks puzzles won in
// exactly k; otherwise positions from random starts that are not won in k,
// so the search has to refute every block.
func benchSolve(b *testing.B, k int, won bool) {
	g, _ := NewGeometry(9, 9)
	var boards []*Board
	if won {
		ps, err := Generate(g, k, 4, rand.New(rand.NewPCG(5, 5)))
		if err != nil {
			b.Fatal(err)
		}
		for _, p := range ps {
			boards = append(boards, p.Board)
		}
	} else {
		rng := rand.New(rand.NewPCG(6, 6))
		s := NewSolver(g)
		for len(boards) < 4 {
			p := NewBoard(g)
			for i := 0; i < 14; i++ {
				if c := rng.IntN(81); c != p.Cat {
					p.Block(c)
				}
			}
			p.Cat = int(s.order[p.Cat][1+rng.IntN(18)])
			p.blocked[p.Cat>>6] &^= 1 << (p.Cat & 63)
			if p.Escapes(2) < 0 && s.MinBlocks(p, k) < 0 {
				boards = append(boards, p)
			}
		}
	}
	s := NewSolver(g)
	nodes := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.memo = table{}
		s.Nodes = 0
		s.Solve(boards[i%len(boards)], k)
		nodes += s.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

func BenchmarkSolveWon3(b *testing.B)  { benchSolve(b, 3, true) }
func BenchmarkSolveWon4(b *testing.B)  { benchSolve(b, 4, true) }
func BenchmarkSolveWon5(b *testing.B)  { benchSolve(b, 5, true) }
func BenchmarkSolveLost3(b *testing.B) { benchSolve(b, 3, false) }
func BenchmarkSolveLost4(b *testing.B) { benchSolve(b, 4, false) }
func BenchmarkSolveLost5(b *testing.B) { benchSolve(b, 5, false) }

func BenchmarkGenerate4(b *testing.B) {
	g, _ := NewGeometry(9, 9)
	for i := 0; i < b.N; i++ {
		if _, err := Generate(g, 4, 1, rand.New(rand.NewPCG(uint64(i), 1))); err != nil {
			b.Fatal(err)
		}
	}
}
