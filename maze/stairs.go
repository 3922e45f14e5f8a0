// Stairs between floors in a chosen number: a perfect maze on floors
// reshaped, passage for passage, until each pair of floors is joined by
// as many stairs as asked.

package maze

import (
	"math"
	"math/rand/v2"

	"github.com/mazekit/mazekit/topology"
)

// DefaultStairs is the share of a floor's rooms with stairs up to the next
// floor that a maze on floors gets unless told: about one room in eight.
const DefaultStairs = 0.125

// StairTarget returns how many stairs SetStairs leaves between two floors
// of cells rooms each: share of them, at least one.
func StairTarget(share float64, cells int) int {
	return max(1, int(math.Round(share*float64(cells))))
}

// SetStairs reshapes the perfect maze m on a grid of floors (a
// topology.Floored with more than one floor) so that each pair of floors
// next to each other is joined by StairTarget(share, rooms of a floor)
// open stairs, or as near as the floors allow. Each change swaps one
// passage for another that joins the same two parts of the tree (a stair
// for a passage within a floor, or the other way), so the maze stays a
// spanning tree; the passages chosen are drawn from rng. Other grids and
// mazes that are not trees are left as they are.
//
// Cost: a search over the smaller part of the tree for every stair
// removed, over the tree for every stair added.
func SetStairs(m *Maze, share float64, rng *rand.Rand) {
	fl, ok := m.Grid.(topology.Floored)
	g := m.Grid
	n := g.NumCells()
	if !ok || fl.Floors() < 2 || m.NumOpen() != n-1 {
		return
	}
	target := StairTarget(share, n/fl.Floors())
	// The stairs of each pair of floors, open and closed.
	open := make([][]int, fl.Floors()-1)
	closed := make([][]int, fl.Floors()-1)
	for e := range g.NumEdges() {
		a, b := g.Ends(e)
		if a < 0 || b < 0 {
			continue
		}
		fa, fb := fl.Floor(a), fl.Floor(b)
		if fa == fb {
			continue
		}
		lo := min(fa, fb)
		if m.IsOpen(e) {
			open[lo] = append(open[lo], e)
		} else {
			closed[lo] = append(closed[lo], e)
		}
	}
	s := &swapper{m: m, fl: fl, side: make([]int32, n)}
	for f := range open {
		rng.Shuffle(len(open[f]), func(i, j int) { open[f][i], open[f][j] = open[f][j], open[f][i] })
		rng.Shuffle(len(closed[f]), func(i, j int) { closed[f][i], closed[f][j] = closed[f][j], closed[f][i] })
		count := len(open[f])
		for _, e := range open[f] {
			if count <= target {
				break
			}
			if s.removeStair(e, rng) {
				count--
			}
		}
		for _, e := range closed[f] {
			if count >= target {
				break
			}
			if s.addStair(e, rng) {
				count++
			}
		}
	}
}

// swapper holds the scratch space of SetStairs' swaps.
type swapper struct {
	m    *Maze
	fl   topology.Floored
	side []int32 // side[c] == mark: c is in the part found by smaller
	mark int32
	next int32 // the last mark handed out
	nbs  []topology.Neighbor
}

// removeStair closes stair e and opens a passage within a floor between
// the two parts that leaves; it reports false, changing nothing, when no
// such passage exists.
func (s *swapper) removeStair(e int, rng *rand.Rand) bool {
	m, g := s.m, s.m.Grid
	a, b := g.Ends(e)
	m.Close(e)
	// Search both parts at once, a cell at a time each, and keep the one
	// that runs out first: the smaller.
	part := s.smaller(a, b)
	var cands []int
	for _, c := range part {
		s.nbs = g.Neighbors(c, s.nbs[:0])
		for _, nb := range s.nbs {
			if !m.IsOpen(nb.Edge) && s.side[nb.Cell] != s.mark && s.fl.Floor(nb.Cell) == s.fl.Floor(c) {
				cands = append(cands, nb.Edge)
			}
		}
	}
	if len(cands) == 0 {
		m.Open(e)
		return false
	}
	m.Open(cands[rng.IntN(len(cands))])
	return true
}

// smaller returns the cells of the smaller of the two trees holding a and
// b (which are not joined), each marked in side with the current mark.
func (s *swapper) smaller(a, b int) []int {
	m, g := s.m, s.m.Grid
	s.next += 2
	ma, mb := s.next-1, s.next
	qa, qb := []int{a}, []int{b}
	s.side[a], s.side[b] = ma, mb
	ha, hb := 0, 0
	for {
		if ha == len(qa) {
			s.mark = ma
			return qa
		}
		if hb == len(qb) {
			s.mark = mb
			return qb
		}
		for _, q := range []struct {
			queue *[]int
			head  *int
			mk    int32
		}{{&qa, &ha, ma}, {&qb, &hb, mb}} {
			c := (*q.queue)[*q.head]
			*q.head++
			s.nbs = g.Neighbors(c, s.nbs[:0])
			for _, nb := range s.nbs {
				if m.IsOpen(nb.Edge) && s.side[nb.Cell] != q.mk {
					s.side[nb.Cell] = q.mk
					*q.queue = append(*q.queue, nb.Cell)
				}
			}
		}
	}
}

// addStair opens stair e and closes a passage within a floor on the loop
// that makes; it reports false, changing nothing, when the loop has none.
func (s *swapper) addStair(e int, rng *rand.Rand) bool {
	m, g := s.m, s.m.Grid
	a, b := g.Ends(e)
	path := Path(m, a, b)
	var cands []int
	for i := 1; i < len(path); i++ {
		if s.fl.Floor(path[i-1]) == s.fl.Floor(path[i]) {
			cands = append(cands, edgeBetween(g, path[i-1], path[i]))
		}
	}
	if len(cands) == 0 {
		return false
	}
	m.Open(e)
	m.Close(cands[rng.IntN(len(cands))])
	return true
}
