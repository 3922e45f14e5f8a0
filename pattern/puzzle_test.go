package pattern

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// isEdge reports whether cell c lies on the outer edge of l.
func isEdge(l *Life, c int) bool {
	x, y := c%l.W, c/l.W
	return x == 0 || y == 0 || x == l.W-1 || y == l.H-1
}

// TestNewPuzzle checks automaton puzzles over many seeds and both rules:
// the doors are open cells on the outer edge, the solution runs through
// open cells from one to the other and is at least as long as the board is
// wide, no open square bigger than MaxEmpty is left, and the same seed
// gives the same board.
func TestNewPuzzle(t *testing.T) {
	retried := 0
	for _, rule := range []Rule{ruleMaze, ruleMazectric} {
		for seed := range uint64(40) {
			w, h := 24+int(seed%3)*6, 18+int(seed%4)*4
			rngFor := func(k int) *rand.Rand { return rand.New(rand.NewPCG(seed+uint64(k), 1)) }
			l, a, err := NewPuzzle(w, h, rule, nil, rngFor)
			if err != nil {
				t.Fatalf("%s seed %d: %v", rule, seed, err)
			}
			if a.Attempt > 0 {
				retried++
				if len(a.Rejected) != a.Attempt || !strings.HasPrefix(a.Rejected[0], "sub-seed 0: ") {
					t.Errorf("%s seed %d: attempt %d with reasons %q", rule, seed, a.Attempt, a.Rejected)
				}
			}
			for _, c := range []int{a.Entrance, a.Exit} {
				if c < 0 || l.Live[c] || !isEdge(l, c) {
					t.Fatalf("%s seed %d: door %d is not an open cell of the outer edge", rule, seed, c)
				}
			}
			if len(a.Solution) < w || a.Solution[0] != a.Entrance || a.Solution[len(a.Solution)-1] != a.Exit {
				t.Fatalf("%s seed %d: solution of %d cells on a board %d wide, from %d to %d", rule, seed, len(a.Solution), w, a.Solution[0], a.Solution[len(a.Solution)-1])
			}
			for i, c := range a.Solution {
				if l.Live[c] {
					t.Fatalf("%s seed %d: solution through a wall", rule, seed)
				}
				if i > 0 {
					if d := c - a.Solution[i-1]; d != 1 && d != -1 && d != w && d != -w {
						t.Fatalf("%s seed %d: solution jumps", rule, seed)
					}
				}
			}
			if dx, dy := a.Entrance%w-a.Exit%w, a.Entrance/w-a.Exit/w; 4*(dx*dx+dy*dy) < min(w, h)*min(w, h) {
				t.Fatalf("%s seed %d: doors %d and %d are less than half the shorter side apart", rule, seed, a.Entrance, a.Exit)
			}
			if a.LargestEmpty > MaxEmpty || l.largestEmpty() != a.LargestEmpty {
				t.Fatalf("%s seed %d: open square of side %d", rule, seed, a.LargestEmpty)
			}
			l2, _, _ := NewPuzzle(w, h, rule, nil, rngFor)
			if l2.String() != l.String() {
				t.Fatalf("%s seed %d: not reproducible", rule, seed)
			}
		}
	}
	t.Logf("%d of 80 boards needed a later sub-seed", retried)
}

// TestProblems checks that boards with faults are turned down, each for
// its reason.
func TestProblems(t *testing.T) {
	// A board seeded only in its middle leaves open space around it.
	l, _ := NewLife(40, 30)
	l.Seed(0.5, 0.3, rand.New(rand.NewPCG(1, 1)))
	l.Run(ruleMaze, 2000)
	if p := l.Problems(l.CutDoors()); len(p) == 0 || !strings.Contains(strings.Join(p, ";"), "left unfilled") {
		t.Errorf("centre-seeded board: problems %q, want an unfilled area", p)
	}
	// Walls all round but for two neighbouring gaps: a short solution.
	rows := []string{
		"##..######",
		"##..######",
		"##########",
		"##########",
	}
	b, _ := ParseLife(rows...)
	p := b.Problems(b.CutDoors())
	if len(p) != 2 || !strings.Contains(p[0], "shorter than the board is wide") || !strings.Contains(p[1], "1 cells apart") {
		t.Errorf("short board: problems %q", p)
	}
	// No open edge cell at all.
	c, _ := ParseLife("###", "#.#", "###")
	if p := c.Problems(c.CutDoors()); len(p) != 1 || !strings.Contains(p[0], "no two doors") {
		t.Errorf("closed board: problems %q", p)
	}
	// The empty square finder against brute force.
	for seed := range uint64(20) {
		l, _ := NewLife(12, 9)
		l.Seed(0.3, 1, rand.New(rand.NewPCG(seed, 3)))
		if got, want := l.largestEmpty(), bruteEmpty(l); got != want {
			t.Fatalf("seed %d: largest empty %d, brute force %d\n%s", seed, got, want, l)
		}
	}
}

func bruteEmpty(l *Life) int {
	best := 0
	for y := 0; y < l.H; y++ {
		for x := 0; x < l.W; x++ {
			for s := 1; x+s <= l.W && y+s <= l.H; s++ {
				ok := true
				for yy := y; yy < y+s && ok; yy++ {
					for xx := x; xx < x+s; xx++ {
						if l.Live[yy*l.W+xx] {
							ok = false
							break
						}
					}
				}
				if !ok {
					break
				}
				best = max(best, s)
			}
		}
	}
	return best
}
