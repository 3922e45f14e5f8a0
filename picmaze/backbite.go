package picmaze

import "math/rand/v2"

// The way through the picture as a path that changes by backbites
// (Mansfield's moves on Hamiltonian paths): an end of the path steps onto
// a neighbour further along it, the piece between is turned round, and the
// cell before that neighbour becomes the new end. The path keeps its
// cells, so the picture stays; its order, and where it ends, change. This
// unfreezes the diagonal staircases a 2-factor leaves, which no switch of
// a closed walk's steps can change, and moves the ends where doors belong.

// hpath is a path through some cells of a w×h grid: pos[c] is c's index
// in p, or -1 for cells off it.
type hpath struct {
	w, h int
	p    []int32
	pos  []int32
	work int // cell steps left to spend
}

// newPath returns the path round l from a, ending at l's cell before a.
func newPath(l *loop, a int) *hpath {
	hp := &hpath{w: l.w, h: l.h, pos: make([]int32, l.w*l.h)}
	for i := range hp.pos {
		hp.pos[i] = -1
	}
	for c := a; ; {
		hp.pos[c] = int32(len(hp.p))
		hp.p = append(hp.p, int32(c))
		if c = int(l.next[c]); c == a {
			break
		}
	}
	return hp
}

// end returns the cell at the front (back false) or back of the path.
func (hp *hpath) end(back bool) int {
	if back {
		return int(hp.p[len(hp.p)-1])
	}
	return int(hp.p[0])
}

// straightIn reports whether cells a, c, b lie in a line.
func straightIn(a, c, b int) bool { return a+b == 2*c }

// bite proposes the backbite of the front (or back) end onto its
// neighbour x and returns the cell that would become the end, the change
// in cells going straight on, and whether the move exists.
func (hp *hpath) bite(back bool, x int) (newEnd, delta int, ok bool) {
	m := len(hp.p)
	if x < 0 || hp.pos[x] < 0 || m < 4 {
		return 0, 0, false
	}
	at := func(i int) int { return int(hp.p[i]) }
	i := int(hp.pos[x])
	if back { // mirror: index from the back
		i = m - 1 - i
		at = func(k int) int { return int(hp.p[m-1-k]) }
	}
	if i < 2 {
		return 0, 0, false
	}
	e := at(0)
	s := func(b bool) int {
		if b {
			return 1
		}
		return 0
	}
	delta = s(straightIn(at(1), e, x)) // the old end joins the path
	if i+1 < m {
		delta += s(straightIn(e, x, at(i+1))) - s(straightIn(at(i-1), x, at(i+1)))
	}
	delta -= s(straightIn(at(i-2), at(i-1), x)) // the new end stops
	return at(i - 1), delta, true
}

// do carries out the backbite of the front (or back) end onto x.
func (hp *hpath) do(back bool, x int) {
	m := len(hp.p)
	i := int(hp.pos[x])
	lo, hi := 0, i-1
	if back {
		lo, hi = i+1, m-1
	}
	hp.work -= hi - lo + 1
	for ; lo < hi; lo, hi = lo+1, hi-1 {
		hp.p[lo], hp.p[hi] = hp.p[hi], hp.p[lo]
		hp.pos[hp.p[lo]], hp.pos[hp.p[hi]] = int32(lo), int32(hi)
	}
	if lo == hi {
		hp.pos[hp.p[lo]] = int32(lo)
	}
}

// mix makes moves backbites at the back end onto random neighbours,
// keeping those that bring the share of cells going straight on nearer
// straightShare (the others one time in four per cell they move it
// away), while work lasts.
func (hp *hpath) mix(rng *rand.Rand, moves int) {
	str := 0
	for k := 1; k+1 < len(hp.p); k++ {
		if straightIn(int(hp.p[k-1]), int(hp.p[k]), int(hp.p[k+1])) {
			str++
		}
	}
	dev := str - int(straightShare*float64(len(hp.p))+0.5)
	abs := func(v int) int { return max(v, -v) }
	for range moves {
		if hp.work <= 0 {
			return
		}
		const back = true
		x := neighbours(hp.end(back), hp.w, hp.h)[rng.IntN(4)]
		_, delta, ok := hp.bite(back, x)
		if !ok || (abs(dev+delta) > abs(dev) && rng.IntN(1<<(2*abs(delta))) != 0) {
			continue
		}
		hp.do(back, x)
		dev += delta
	}
}

// steer moves the front (or back) end by backbites towards the cells
// with good set, down the distances dist (steps through the path's cells
// to the nearest good cell), taking a step that goes no further away
// and, one time in three, any step; it stops at a good cell or after
// moves tries, and reports whether the end is good.
func (hp *hpath) steer(rng *rand.Rand, back bool, good []bool, dist []int32, moves int) bool {
	for range moves {
		e := hp.end(back)
		if good[e] {
			return true
		}
		if hp.work <= 0 {
			return false
		}
		x := neighbours(e, hp.w, hp.h)[rng.IntN(4)]
		ne, _, ok := hp.bite(back, x)
		if !ok || (dist[ne] > dist[e] && rng.IntN(3) != 0) {
			continue
		}
		hp.do(back, x)
	}
	return good[hp.end(back)]
}

// distTo returns, for every cell of the path, the fewest steps between
// neighbouring cells of the path to a cell with good set (a large number
// where there is none).
func (hp *hpath) distTo(good []bool) []int32 {
	const far = 1 << 30
	dist := make([]int32, len(hp.pos))
	var queue []int
	for c := range dist {
		dist[c] = far
		if hp.pos[c] >= 0 && good[c] {
			dist[c] = 0
			queue = append(queue, c)
		}
	}
	for i := 0; i < len(queue); i++ {
		c := queue[i]
		for _, d := range neighbours(c, hp.w, hp.h) {
			if d >= 0 && hp.pos[d] >= 0 && dist[d] == far {
				dist[d] = dist[c] + 1
				queue = append(queue, d)
			}
		}
	}
	return dist
}
