package trap

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
)

// Cat chooses the cat's step on b; it returns -1 when the cat cannot move.
type Cat interface {
	Step(b *Board) int
}

var (
	_ Cat = Random{}
	_ Cat = Greedy{}
	_ Cat = (*Smart)(nil)
)

// catNames lists the cat strengths by name.
var catNames = []string{"random", "greedy", "smart"}

// CatNames lists the cat strengths by name (a new slice each call).
func CatNames() []string { return slices.Clone(catNames) }

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
	return nil, fmt.Errorf("trap: unknown cat %q (valid: %s)", name, strings.Join(catNames, ", "))
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

// Smart avoids traps. For each step it can take it asks, in this order:
//
//  1. Is there an escape tree from that cell (see [Board.Escapes]: two
//     independent routes to the edge that no single block can cut, each
//     again two routes, and so on, found breadth-first from the cell
//     without revisiting ancestors)? A lower rank is a quicker sure
//     escape. An edge cell is rank 0.
//  2. Otherwise, can the player force a trap from there within Look
//     blocks (by the solver)? Steps the player cannot trap come first,
//     then those needing the most blocks.
//  3. Then the number of routes to the edge that share no cell (how many
//     blocks it takes to wall the cell off), more first; then the distance
//     to the edge, less first; remaining ties at random.
//
// The first test defeats the digging-a-trap trick that catches [Greedy]: a
// cell one step from a lone free edge cell is not an escape, since one
// block shuts it. The second makes the cat hard to beat at close range,
// while a player who plans further ahead than Look can still win.
type Smart struct {
	Rng    *rand.Rand
	Depth  int // highest escape rank searched; 0 means 3
	Look   int // blocks the solver looks ahead; 0 means 3
	solver *Solver
}

// NewSmart returns a smart cat with the default depth and look-ahead.
func NewSmart(rng *rand.Rand) *Smart { return &Smart{Rng: rng} }

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
	d := b.Distances()
	type score struct{ rank, trap, routes, dist int }
	const none = 1 << 10
	better := func(a, o score) bool {
		switch {
		case a.rank != o.rank:
			return a.rank < o.rank
		case a.trap != o.trap:
			return a.trap > o.trap
		case a.routes != o.routes:
			return a.routes > o.routes
		}
		return a.dist < o.dist
	}
	esc := escaper{b.G}
	best, bs, ties := -1, score{}, 0
	for _, y := range moves {
		s := score{rank: none, trap: none, dist: d[y]}
		if r := esc.rank(b.blocked, y, depth); r >= 0 {
			s.rank = r
		} else {
			nb := *b
			nb.Cat = y
			if k := c.solver.MinBlocks(&nb, look); k > 0 {
				s.trap = k
			}
			s.routes = routes(b.G, b.blocked, y)
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
