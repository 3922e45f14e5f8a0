package picmaze

import "math/rand/v2"

// Reshaping closed walks at random without changing the cells they pass
// through, so that every seed draws its own way through one picture and
// the way winds as the decoy corridors beside it do.

// wiggleTries is how many squares wiggle tries per cell on the walks.
const wiggleTries = 30

// wiggleWork is how many cell steps wiggle may spend per cell of the
// grid in walking and reversing parts of walks.
const wiggleWork = 300

// straightShare is the share of a walk's cells that go straight on,
// neither turning nor ending, that wiggle steers every walk towards:
// about what a maze grown at random has, so that the way and the decoys
// wind alike.
const straightShare = 0.45

// straight reports whether the walk goes straight on through c.
func (l *loop) straight(c int) bool {
	p, q := int(l.prev[c]), int(l.next[c])
	return p+q == 2*c
}

// wiggle reshapes l's closed walks without changing their cells. One
// walk crosses a 2×2 square along two opposite sides, a→b and d→c (a
// beside c, b beside d; a closed walk in the plane always runs them in
// opposite directions): taking the other two sides instead splits it in
// two, the part from b to d and the part from c to a. The smaller part is
// joined again to a walk beside it across another square, drawn from rng
// among those where the two run side by side, so that one walk becomes
// another through the same cells. A change is taken when it brings the
// share of cells where the walks go straight on nearer straightShare, and
// otherwise one time in four per cell it moves the share away.
func (l *loop) wiggle(rng *rand.Rand) {
	w, h := l.w, l.h
	n := w * h
	if l.n < 8 {
		return
	}
	work := wiggleWork * n
	str := 0
	for c := range n {
		if l.on(c) && l.straight(c) {
			str++
		}
	}
	// dev is how many cells more than straightShare go straight on.
	dev := str - int(straightShare*float64(l.n)+0.5)
	abs := func(v int) int { return max(v, -v) }
	stamp := make([]int32, n)
	var part []int
	var joins [][4]int // p, q, u, v: the part's step p→q beside u–v
	for try := range wiggleTries * l.n {
		if work <= 0 {
			return
		}
		a := rng.IntN(n)
		if !l.on(a) {
			continue
		}
		b := int(l.next[a])
		c, ok := l.beside(a, b, 1-2*rng.IntN(2))
		if !ok {
			continue
		}
		d := c + b - a
		if !l.on(c) || int(l.next[d]) != c {
			continue
		}
		// The walk runs a→b…d→c…a: walk from b and from c together to
		// find the smaller part. A walk that meets the other square first
		// means a→b and d→c lie on different walks.
		x, y, first, last := b, c, -1, -1
		for first == -1 {
			switch {
			case x == d:
				first, last = b, d
			case y == a:
				first, last = c, a
			case x == a || y == d:
				first = -2
			}
			x, y = int(l.next[x]), int(l.next[y])
			work -= 2
		}
		if first == -2 {
			continue
		}
		part = part[:0]
		mark := int32(try + 1)
		for v := first; ; v = int(l.next[v]) {
			part = append(part, v)
			stamp[v] = mark
			if v == last {
				break
			}
		}
		work -= len(part)
		if len(part) < 4 {
			continue // two cells would step back and forth
		}
		joins = joins[:0]
		for i := 0; i+1 < len(part); i++ {
			p, q := part[i], part[i+1]
			for _, side := range [2]int{1, -1} {
				u, ok := l.beside(p, q, side)
				if !ok || !l.on(u) || stamp[u] == mark {
					continue
				}
				v := u + q - p
				if stamp[v] == mark || (int(l.next[u]) != v && int(l.next[v]) != u) {
					continue
				}
				if (u == c && v == d) || (u == d && v == c) || (u == a && v == b) || (u == b && v == a) {
					continue // the steps the split takes away
				}
				joins = append(joins, [4]int{p, q, u, v})
			}
		}
		if len(joins) == 0 {
			continue
		}
		j := joins[rng.IntN(len(joins))]
		sw := [2][4]int{{a, b, c, d}, j}
		delta := l.straightChange(sw[:])
		if abs(dev+delta) > abs(dev) && rng.IntN(1<<(2*abs(delta))) != 0 {
			continue
		}
		dev += delta
		p, q, u, v := j[0], j[1], j[2], j[3]
		parallel := int(l.next[u]) == v
		l.switchSteps(a, b, c, d)
		if parallel { // the other walk runs the same way: turn the part
			for _, v := range part {
				l.next[v], l.prev[v] = l.prev[v], l.next[v]
			}
			work -= len(part)
			l.switchSteps(q, p, v, u)
		} else {
			l.switchSteps(p, q, u, v)
		}
	}
}

// beside returns the cell beside a across the step a→b on the given side
// (1 or -1), and whether there is one.
func (l *loop) beside(a, b, side int) (int, bool) {
	w := l.w
	dx, dy := b%w-a%w, b/w-a/w
	x, y := a%w-dy*side, a/w+dx*side
	if x < 0 || y < 0 || x >= w || y >= l.h {
		return 0, false
	}
	return y*w + x, true
}

// switchSteps turns the steps a→b and d→c of the walks across a 2×2
// square (a beside c, b beside d) into a→c and d→b: one walk becomes two,
// or two become one.
func (l *loop) switchSteps(a, b, c, d int) {
	l.next[a], l.prev[c] = int32(c), int32(a)
	l.next[d], l.prev[b] = int32(b), int32(d)
}

// straightChange returns how many more cells go straight on once each
// square of sw, in turn, has its steps p–q and u–v (p beside u, q beside
// v) replaced by p–u and q–v.
func (l *loop) straightChange(sw [][4]int) int {
	var cells [8]int
	k := 0
	for _, s := range sw {
		for _, c := range s {
			dup := false
			for _, e := range cells[:k] {
				dup = dup || e == c
			}
			if !dup {
				cells[k] = c
				k++
			}
		}
	}
	delta := 0
	for _, x := range cells[:k] {
		nb := [2]int{int(l.prev[x]), int(l.next[x])}
		if nb[0]+nb[1] == 2*x {
			delta--
		}
		for _, s := range sw {
			p, q, u, v := s[0], s[1], s[2], s[3]
			from, to := -1, -1
			switch x {
			case p:
				from, to = q, u
			case q:
				from, to = p, v
			case u:
				from, to = v, p
			case v:
				from, to = u, q
			}
			for i := range nb {
				if nb[i] == from {
					nb[i] = to
					break
				}
			}
		}
		if nb[0]+nb[1] == 2*x {
			delta++
		}
	}
	return delta
}
