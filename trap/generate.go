// Puzzle generation: positions won in exactly K blocks.

package trap

import (
	"fmt"
	"math/rand/v2"
)

// Puzzle is a board on which the player, to move, traps the cat in exactly
// K blocks against best defence (and cannot in fewer), with the winning
// line: K moves, the last one's Cat -1.
type Puzzle struct {
	Board *Board
	K     int
	Line  []Move
}

// MaxPuzzleMoves is the largest K that Generate accepts.
const MaxPuzzleMoves = 6

// Generate makes count distinct puzzles on boards of geometry g, each won
// in exactly k blocks, drawing from rng. It plays out random games from
// random starts (about one cell in eight blocked, the cat away from the
// edge; the player blocks near the cat, the cat answers greedily or at
// random) and stops each game at the first position the solver finds won
// in exactly k, or drops it when it is won in fewer, when the cat has an
// escape tree, or when the cat escapes. Every puzzle returned has been
// decided by the exact solver. The same rng state gives the same puzzles.
func Generate(g *Geometry, k, count int, rng *rand.Rand) ([]Puzzle, error) {
	if k < 1 || k > MaxPuzzleMoves {
		return nil, fmt.Errorf("trap: moves %d: want between 1 and %d", k, MaxPuzzleMoves)
	}
	if count < 1 || count > 500 {
		return nil, fmt.Errorf("trap: count %d: want between 1 and 500", count)
	}
	s := NewSolver(g)
	// The cat starts at least two steps from the edge, or one on thin boards.
	var starts []int
	for far := 2; far >= 1 && len(starts) == 0; far-- {
		for c := 0; c < g.Cells(); c++ {
			if s.edgeDist(c) >= far {
				starts = append(starts, c)
			}
		}
	}
	var out []Puzzle
	seen := map[key]bool{}
	greedy := Greedy{rng}
	for games := 0; len(out) < count; games++ {
		if games > 5000*count {
			return out, fmt.Errorf("trap: found only %d of %d puzzles won in exactly %d blocks on %dx%d boards", len(out), count, k, g.W, g.H)
		}
		b := NewBoard(g)
		b.Cat = starts[rng.IntN(len(starts))]
		n := g.Cells()/10 + rng.IntN(g.Cells()/10+1)
		for placed := 0; placed < n; {
			if c := rng.IntN(g.Cells()); c != b.Cat && !b.blocked.has(c) {
				b.Block(c)
				placed++
			}
		}
		for turn := 0; turn < g.Cells(); turn++ {
			if b.Trapped() || b.Escaped() || s.esc.escapes(b.blocked, b.Cat, 2) {
				break
			}
			m := s.MinBlocks(b, k)
			if m == k {
				kk := key{b.blocked, int8(b.Cat)}
				if !seen[kk] {
					seen[kk] = true
					_, line := s.Solve(b, k)
					out = append(out, Puzzle{Board: b.Clone(), K: k, Line: line})
				}
				break
			}
			if m > 0 {
				break
			}
			// The player blocks a free cell within two steps of the cat.
			near := s.order[b.Cat][1:s.ring[b.Cat][min(2, len(s.ring[b.Cat])-1)]]
			x := -1
			for range 8 {
				if c := int(near[rng.IntN(len(near))]); b.Free(c) {
					x = c
					break
				}
			}
			if x < 0 {
				break
			}
			b.Block(x)
			var y int
			if rng.IntN(4) == 0 {
				y = Random{rng}.Step(b)
			} else {
				y = greedy.Step(b)
			}
			if y < 0 {
				break
			}
			b.Cat = y
		}
	}
	return out, nil
}

// edgeDist returns the steps from c to the nearest edge cell of an empty
// board.
func (s *Solver) edgeDist(c int) int {
	g := s.g
	q, r := c%g.W, c/g.W
	return min(q, r, g.W-1-q, g.H-1-r)
}
