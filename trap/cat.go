package trap

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Cat chooses the cat's step on b; it returns -1 when the cat cannot move.
type Cat interface {
	Step(b *Board) int
}

// CatNames lists the cat strengths by name.
var CatNames = []string{"random", "greedy", "smart"}

// NewCat returns the named cat, drawing ties from rng.
func NewCat(name string, rng *rand.Rand) (Cat, error) {
	switch name {
	case "random":
		return Random{rng}, nil
	case "greedy":
		return Greedy{rng}, nil
	case "smart":
		return NewSmart(rng), nil
	}
	return nil, fmt.Errorf("trap: unknown cat %q (valid: %s)", name, strings.Join(CatNames, ", "))
}

// Random steps to a random free neighbour.
type Random struct{ Rng *rand.Rand }

// Step implements Cat.
func (c Random) Step(b *Board) int {
	m := b.CatMoves()
	if len(m) == 0 {
		return -1
	}
	return m[c.Rng.IntN(len(m))]
}

// Greedy steps to the free neighbour nearest the edge (by the distance
// map), breaking ties at random. It walks into traps that a player digs
// along its shortest way out.
type Greedy struct{ Rng *rand.Rand }

// Step implements Cat.
func (c Greedy) Step(b *Board) int {
	d := b.Distances()
	best, n := -1, 0
	for _, y := range b.CatMoves() {
		switch {
		case best < 0 || d[y] < d[best]:
			best, n = y, 1
		case d[y] == d[best]:
			n++
			if c.Rng.IntN(n) == 0 {
				best = y
			}
		}
	}
	return best
}

// Smart avoids traps. It values cells by their independent escape routes:
// an edge cell is an escape (E0); a cell with two or more children that are
// escapes of lower rank is itself one (E1 has two free edge neighbours, so
// one block cannot stop the cat; E2 has two E1 children, and so on), where
// children are found breadth-first from the cell without revisiting its
// ancestors. It steps to the lowest-ranked escape it can reach; when it has
// none, it steps where the player needs the most blocks to trap it (by the
// solver, looking a few blocks ahead), then nearest the edge.
type Smart struct {
	Rng    *rand.Rand
	solver *Solver
	Depth  int // rank of escapes searched; 0 means 3
	Look   int // blocks the solver looks ahead; 0 means 3
}

// NewSmart returns a smart cat.
func NewSmart(rng *rand.Rand) *Smart { return &Smart{Rng: rng} }

// escape reports whether cell c, with the cat about to stand on it and the
// player to block, is an escape of rank at most r.
func escape(b *Board, c, r int, ancestors bits) bool {
	if b.G.edge.has(c) {
		return true
	}
	if r == 0 {
		return false
	}
	ancestors.add(c)
	n := 0
	for _, x := range b.G.nb[c] {
		if x < 0 || b.blocked.has(int(x)) || ancestors.has(int(x)) {
			continue
		}
		if escape(b, int(x), r-1, ancestors) {
			n++
			if n >= 2 {
				return true
			}
		}
	}
	return false
}

// Step implements Cat.
func (c *Smart) Step(b *Board) int {
	moves := b.CatMoves()
	if len(moves) == 0 {
		return -1
	}
	depth, look := c.Depth, c.Look
	if depth == 0 {
		depth = 3
	}
	if look == 0 {
		look = 3
	}
	if c.solver == nil || c.solver.g != b.G {
		c.solver = NewSolver(b.G)
	}
	if len(c.solver.memo) > 1_000_000 {
		c.solver.memo = map[key]int32{}
	}
	d := b.Distances()
	type score struct{ rank, trap, dist int }
	better := func(a, o score) bool {
		if a.rank != o.rank {
			return a.rank < o.rank
		}
		if a.trap != o.trap {
			return a.trap > o.trap
		}
		return a.dist < o.dist
	}
	best, bs, ties := -1, score{}, 0
	for _, y := range moves {
		s := score{rank: 99, trap: 99, dist: d[y]}
		var anc bits
		anc.add(b.Cat)
		for r := 0; r <= depth; r++ {
			if escape(b, y, r, anc) {
				s.rank = r
				break
			}
		}
		if s.rank == 99 {
			nb := b.Clone()
			nb.Cat = y
			if k := c.solver.MinBlocks(nb, look); k > 0 {
				s.trap = k
			}
		}
		switch {
		case best < 0 || better(s, bs):
			best, bs, ties = y, s, 1
		case !better(bs, s):
			ties++
			if c.Rng.IntN(ties) == 0 {
				best = y
			}
		}
	}
	return best
}
