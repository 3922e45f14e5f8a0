package trap

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/topology"
)

func board(t *testing.T, w, h int, cat string, blocks ...string) *Board {
	t.Helper()
	g, err := NewGeometry(w, h)
	if err != nil {
		t.Fatal(err)
	}
	b := NewBoard(g)
	if cat != "" {
		if b.Cat, err = g.Parse(cat); err != nil {
			t.Fatal(err)
		}
	}
	for _, s := range blocks {
		c, err := g.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		b.Block(c)
	}
	return b
}

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

func TestDistances(t *testing.T) {
	b := board(t, 5, 5, "c3")
	d := b.Distances()
	// An empty 5x5 board: the ring is 0, the middle ring 1, the centre 2.
	if d[12] != 2 || d[6] != 1 || d[0] != 0 {
		t.Errorf("empty board distances centre %d, inner %d, corner %d; want 2, 1, 0", d[12], d[6], d[0])
	}
	// Wall off the whole inner ring: the centre cannot reach the edge.
	b = board(t, 5, 5, "c3", "b2", "c2", "d3", "c4", "b4", "b3")
	d = b.Distances()
	if d[12] != Wall || d[6] != Wall {
		t.Errorf("enclosed centre distance %d, blocked %d; want %d", d[12], d[6], Wall)
	}
	if d[7] != 1 { // c2 is blocked? No: c2 = 7 is blocked
		if !b.Blocked(7) {
			t.Errorf("d[7] = %d", d[7])
		}
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

func TestSolverAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	g, _ := NewGeometry(6, 6)
	wins := 0
	for trial := 0; trial < 120; trial++ {
		b := NewBoard(g)
		b.Cat = []int{14, 15, 20, 21}[rng.IntN(4)]
		for i := 0; i < 4+rng.IntN(8); i++ {
			if c := rng.IntN(36); c != b.Cat {
				b.Block(c)
			}
		}
		// Crowd the cat so that some positions are won.
		for _, c := range g.Neighbors(b.Cat) {
			if rng.IntN(10) < 6 {
				b.Block(c)
			}
		}
		s := NewSolver(g)
		for k := 1; k <= 2; k++ {
			got, line := s.Solve(b, k)
			if want := brute(b, k); got != want {
				t.Fatalf("trial %d k=%d: solver %v, brute force %v (cat %d moves %v)\n%s", trial, k, got, want, b.Cat, b.CatMoves(), b)
			}
			if got {
				wins++
				// Replay the line: every block legal, the cat ends trapped.
				p := b.Clone()
				for _, m := range line {
					if !p.Free(m.Block) {
						t.Fatalf("line blocks a taken cell")
					}
					p.Block(m.Block)
					if m.Cat < 0 {
						if !p.Trapped() {
							t.Fatalf("line ends with the cat free")
						}
						break
					}
					p.Cat = m.Cat
				}
			}
		}
	}
	if wins == 0 {
		t.Fatal("no winning positions among the trials: the comparison proved nothing")
	}
}

func TestGenerateExactly(t *testing.T) {
	g, _ := NewGeometry(9, 9)
	for _, k := range []int{1, 2, 3} {
		ps, err := Generate(g, k, 3, rand.New(rand.NewPCG(uint64(k), 9)))
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			s := NewSolver(g)
			if win, _ := s.Solve(p.Board, k); !win {
				t.Errorf("k=%d: puzzle not won in %d\n%s", k, k, p.Board)
			}
			if k > 1 {
				if win, _ := s.Solve(p.Board, k-1); win {
					t.Errorf("k=%d: puzzle already won in %d", k, k-1)
				}
			}
			if len(p.Line) != k || p.Line[k-1].Cat != -1 {
				t.Errorf("k=%d: line %v does not end in a trap after %d blocks", k, p.Line, k)
			}
		}
	}
}

// TestSmartBeatsTheTrap plays the digging-a-trap player against both cats
// on seeded boards and finds one where it traps the greedy cat but the smart
// cat escapes.
func TestSmartBeatsTheTrap(t *testing.T) {
	g, _ := NewGeometry(9, 9)
	rng := rand.New(rand.NewPCG(11, 11))
	play := func(b *Board, cat Cat) bool { // reports whether the cat escaped
		s := NewSolver(g)
		for turn := 0; turn < 40; turn++ {
			var x int
			if win, line := s.Solve(b, 3); win {
				x = line[0].Block
			} else {
				// Block the cell the cat would take nearest the edge.
				x = Greedy{rand.New(rand.NewPCG(1, 1))}.Step(b)
				if x < 0 {
					return false
				}
			}
			b.Block(x)
			y := cat.Step(b)
			if y < 0 {
				return false
			}
			b.Cat = y
			if b.Escaped() {
				return true
			}
		}
		return true
	}
	for trial := 0; trial < 300; trial++ {
		b := NewBoard(g)
		for i := 0; i < 6+rng.IntN(6); i++ {
			if c := rng.IntN(81); c != b.Cat {
				b.Block(c)
			}
		}
		greedyEscapes := play(b.Clone(), Greedy{rand.New(rand.NewPCG(2, 2))})
		smartEscapes := play(b.Clone(), NewSmart(rand.New(rand.NewPCG(2, 2))))
		if !greedyEscapes && smartEscapes {
			t.Logf("trial %d: the player traps the greedy cat, the smart cat escapes:\n%s", trial, b)
			return
		}
	}
	t.Fatal("no board where the smart cat escapes a trap the greedy cat falls into")
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

func benchSolve(b *testing.B, k int) {
	g, _ := NewGeometry(9, 9)
	ps, err := Generate(g, k, 1, rand.New(rand.NewPCG(5, 5)))
	if err != nil {
		b.Fatal(err)
	}
	nodes := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := NewSolver(g)
		s.Solve(ps[0].Board, k)
		nodes += s.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

func BenchmarkSolve(b *testing.B) {
	for _, k := range []int{3, 4, 5} {
		b.Run("K="+string(rune('0'+k)), func(b *testing.B) { benchSolve(b, k) })
	}
}
