package trap

import (
	"fmt"
	"math/rand/v2"
)

// Move is one round: the player's block and the cat's reply (-1 when the
// block traps the cat).
type Move struct {
	Block int
	Cat   int
}

// Solver decides positions with a transposition table; it is not safe for
// concurrent use. The zero value is not usable; call NewSolver.
type Solver struct {
	g     *Geometry
	memo  map[key]int32 // winning block, or -1 for a loss
	near  [][]int       // cells by hex distance from each cell, nearest first
	dist  [][]int8
	Nodes int // positions searched, for measurement
}

type key struct {
	blocked bits
	cat     int8
	k       int8
}

// NewSolver returns a solver for boards of geometry g.
func NewSolver(g *Geometry) *Solver {
	s := &Solver{g: g, memo: map[key]int32{}}
	n := g.Cells()
	s.near = make([][]int, n)
	s.dist = make([][]int8, n)
	for c := 0; c < n; c++ {
		d := make([]int8, n)
		for i := range d {
			d[i] = -1
		}
		d[c] = 0
		order := []int{c}
		for h := 0; h < len(order); h++ {
			for _, x := range g.nb[order[h]] {
				if x >= 0 && d[x] < 0 {
					d[x] = d[order[h]] + 1
					order = append(order, int(x))
				}
			}
		}
		s.near[c], s.dist[c] = order, d
	}
	return s
}

// win reports whether the player, to move, can trap the cat within k
// blocks, and the block that does it. Only cells within k steps of the cat
// can matter: the cat moves at most k-1 more times, so the cell it is
// trapped on is within k-1 steps and its neighbours within k.
func (s *Solver) win(blocked bits, cat, k int) (bool, int) {
	if k == 0 {
		return false, -1
	}
	kk := key{blocked, int8(cat), int8(k)}
	if v, ok := s.memo[kk]; ok {
		return v >= 0, int(v)
	}
	s.Nodes++
	g := s.g
	best := -1
	stuck := true
	for _, y := range g.nb[cat] {
		if y >= 0 && !blocked.has(int(y)) {
			stuck = false
		}
	}
	if stuck {
		// Already trapped: any block completes the win.
		for _, x := range s.near[cat][1:] {
			if !blocked.has(x) {
				best = x
				break
			}
		}
		s.memo[kk] = int32(best)
		return best >= 0, best
	}
	for _, x := range s.near[cat][1:] {
		if int(s.dist[cat][x]) > k {
			break
		}
		if blocked.has(x) {
			continue
		}
		nb := blocked
		nb.add(x)
		ok := true
		moved := false
		for _, y := range g.nb[cat] {
			if y < 0 || nb.has(int(y)) {
				continue
			}
			moved = true
			if g.edge.has(int(y)) {
				ok = false
				break
			}
			if w, _ := s.win(nb, int(y), k-1); !w {
				ok = false
				break
			}
		}
		if ok || !moved {
			best = x
			break
		}
	}
	s.memo[kk] = int32(best)
	return best >= 0, best
}

// Solve reports whether the player, to move on b, can force a trap within k
// blocks against any play of the cat. If so it returns the winning line
// against the cat's best defence: at each step the cat takes the reply
// that needs the most further blocks (and escapes none).
func (s *Solver) Solve(b *Board, k int) (bool, []Move) {
	if b.Escaped() {
		return false, nil
	}
	ok, _ := s.win(b.blocked, b.Cat, k)
	if !ok {
		return false, nil
	}
	var line []Move
	blocked, cat := b.blocked, b.Cat
	for left := k; left > 0; left-- {
		// Play the fastest win first.
		var x int
		for d := 1; d <= left; d++ {
			if w, bx := s.win(blocked, cat, d); w {
				x, left = bx, d
				break
			}
		}
		blocked.add(x)
		reply, need := -1, -1
		for _, y := range s.g.nb[cat] {
			if y < 0 || blocked.has(int(y)) {
				continue
			}
			// The cat's best reply needs the most blocks to be trapped.
			for d := 1; d <= left-1; d++ {
				if w, _ := s.win(blocked, int(y), d); w {
					if d > need {
						reply, need = int(y), d
					}
					break
				}
			}
		}
		line = append(line, Move{Block: x, Cat: reply})
		if reply < 0 {
			break
		}
		cat = reply
	}
	return true, line
}

// MinBlocks returns the fewest blocks that force a trap, up to max, or -1.
func (s *Solver) MinBlocks(b *Board, max int) int {
	for k := 1; k <= max; k++ {
		if ok, _ := s.win(b.blocked, b.Cat, k); ok && !b.Escaped() {
			return k
		}
	}
	return -1
}

// Puzzle is a board on which the player, to move, traps the cat in exactly
// K blocks against best defence, with the winning line.
type Puzzle struct {
	Board *Board
	K     int
	Line  []Move
}

// Generate makes count puzzles won in exactly k blocks (not fewer) by
// drawing random boards (random blocked cells, the cat somewhere inside)
// and keeping those the solver confirms.
func Generate(g *Geometry, k, count int, rng *rand.Rand) ([]Puzzle, error) {
	if k < 1 || k > 6 {
		return nil, fmt.Errorf("trap: moves %d: want between 1 and 6", k)
	}
	if count < 1 || count > 500 {
		return nil, fmt.Errorf("trap: count %d: want between 1 and 500", count)
	}
	s := NewSolver(g)
	var out []Puzzle
	seen := map[key]bool{}
	for tries := 0; len(out) < count; tries++ {
		if tries > 200000*count {
			return nil, fmt.Errorf("trap: found only %d of %d puzzles won in exactly %d blocks", len(out), count, k)
		}
		if len(s.memo) > 2_000_000 {
			s.memo = map[key]int32{}
		}
		b := NewBoard(g)
		// The cat somewhere at least two steps from the edge.
		var inner []int
		for c := 0; c < g.Cells(); c++ {
			if s.dist[c][0] >= 0 && edgeDist(g, c) >= 2 {
				inner = append(inner, c)
			}
		}
		b.Cat = inner[rng.IntN(len(inner))]
		blocks := 6 + rng.IntN(g.Cells()/4)
		for i := 0; i < blocks; i++ {
			c := rng.IntN(g.Cells())
			if c != b.Cat {
				b.Block(c)
			}
		}
		kk := key{b.blocked, int8(b.Cat), 0}
		if seen[kk] || b.Trapped() {
			continue
		}
		seen[kk] = true
		if s.MinBlocks(b, k) != k {
			continue
		}
		_, line := s.Solve(b, k)
		out = append(out, Puzzle{Board: b, K: k, Line: line})
	}
	return out, nil
}

// edgeDist returns the steps from c to the nearest edge cell on an empty board.
func edgeDist(g *Geometry, c int) int {
	q, r := c%g.W, c/g.W
	return min(q, r, g.W-1-q, g.H-1-r)
}
