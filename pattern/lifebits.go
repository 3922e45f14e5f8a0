// The automaton stepped 64 cells a word: neighbours counted by bit-parallel adders.

package pattern

import (
	"math/bits"
	"slices"
)

// board is a Life board packed 64 cells a word: row y is words
// [y*stride, (y+1)*stride), cell x of the row bit x%64 of word x/64. Bits
// past the row's last cell are always zero.
type board struct {
	w, h, stride int
	last         uint64 // mask of the cells in a row's last word
	cur          []uint64
}

// pack returns l's cells packed into a board.
func (l *Life) pack() *board {
	b := &board{w: l.W, h: l.H, stride: (l.W + 63) / 64}
	b.last = ^uint64(0) >> (uint(b.stride*64-l.W) & 63)
	b.cur = make([]uint64, b.stride*l.H)
	for y := range l.H {
		row := l.Live[y*l.W : (y+1)*l.W]
		words := b.cur[y*b.stride : (y+1)*b.stride]
		for x, v := range row {
			if v {
				words[x>>6] |= 1 << (x & 63)
			}
		}
	}
	return b
}

// unpack writes b's cells back into l.Live.
func (l *Life) unpack(b *board) {
	for y := range l.H {
		row := l.Live[y*l.W : (y+1)*l.W]
		words := b.cur[y*b.stride : (y+1)*b.stride]
		for x := range row {
			row[x] = words[x>>6]>>(x&63)&1 != 0
		}
	}
}

// rule is a Rule as the sets of counts (0 to 8) that make a cell live
// whatever its state, only when dead, and only when alive.
type rule struct {
	both, born, keep []int
	// named is the Maze or Mazectric rule, whose counts are tested with a
	// few bitwise operations instead of count by count; 0 for others.
	named byte
}

// The rules rule.named picks out.
const (
	namedMaze = iota + 1
	namedMazectric
)

func compile(r Rule) rule {
	var c rule
	switch r {
	case ruleMaze:
		c.named = namedMaze
	case ruleMazectric:
		c.named = namedMazectric
	}
	for n := range 9 {
		b, s := r.Birth&(1<<n) != 0, r.Survive&(1<<n) != 0
		switch {
		case b && s:
			c.both = append(c.both, n)
		case b:
			c.born = append(c.born, n)
		case s:
			c.keep = append(c.keep, n)
		}
	}
	return c
}

// row returns row y's words, or a row of dead cells outside the board.
func (b *board) row(y int, dead []uint64) []uint64 {
	if y < 0 || y >= b.h {
		return dead
	}
	return b.cur[y*b.stride : (y+1)*b.stride]
}

// next returns the next generation of word k of the row mid, between the
// rows up and down, under r.
func (b *board) next(up, mid, down []uint64, k int, r *rule) uint64 {
	// West and east neighbours of each cell of the word in each row: bit
	// x of west holds cell x-1, of east cell x+1.
	var upPrev, midPrev, downPrev, upNext, midNext, downNext uint64
	if k > 0 {
		upPrev, midPrev, downPrev = up[k-1], mid[k-1], down[k-1]
	}
	if k+1 < len(mid) {
		upNext, midNext, downNext = up[k+1], mid[k+1], down[k+1]
	}
	u, c, d := up[k], mid[k], down[k]
	n0, n1, n2 := u<<1|upPrev>>63, u, u>>1|upNext<<63
	n3, n4, n5 := d<<1|downPrev>>63, d, d>>1|downNext<<63
	n6, n7 := c<<1|midPrev>>63, c>>1|midNext<<63
	// Sum the eight one-bit inputs of every cell at once into the count
	// c3 c2 c1 c0 (0 to 8) with full and half adders.
	s1, k1 := add3(n0, n1, n2)
	s2, k2 := add3(n3, n4, n5)
	s3, k3 := n6^n7, n6&n7
	c0, k4 := add3(s1, s2, s3)
	t, d1 := add3(k1, k2, k3) // the twos, carrying fours
	c1, d2 := t^k4, t&k4
	c2, c3 := d1^d2, d1&d2
	alive := c
	var out uint64
	switch r.named {
	case namedMaze, namedMazectric:
		// Born with 3 (no c3 or c2, both c1 and c0); survive with 1 to
		// 4 (Mazectric) or 1 to 5 (Maze): no c3, and 1 to 3 (no c2 but
		// c1 or c0) or 4 (c2 alone) or 5 (c2 and c0).
		three := ^(c3 | c2) & c1 & c0
		upper := c2 &^ c1 &^ c0 // 4
		if r.named == namedMaze {
			upper = c2 &^ c1 // 4 or 5
		}
		keep := ^c3 & (^c2&(c1|c0) | upper)
		out = three | keep&alive
	default:
		out = r.apply(c0, c1, c2, c3, alive)
	}
	if k == b.stride-1 {
		out &= b.last
	}
	return out
}

// apply returns the cells live in the next generation under r, from
// their neighbour counts c3 c2 c1 c0 and whether they are alive.
func (r *rule) apply(c0, c1, c2, c3, alive uint64) uint64 {
	is := func(cnt int) uint64 {
		return bitIs(c0, cnt&1) & bitIs(c1, cnt&2) & bitIs(c2, cnt&4) & bitIs(c3, cnt&8)
	}
	var both, born, keep uint64
	for _, cnt := range r.both {
		both |= is(cnt)
	}
	for _, cnt := range r.born {
		born |= is(cnt)
	}
	for _, cnt := range r.keep {
		keep |= is(cnt)
	}
	return both | born&^alive | keep&alive
}

// add3 is a full adder on 64 lanes: the sum and carry bits of a+b+c.
func add3(a, b, c uint64) (sum, carry uint64) {
	ab := a ^ b
	return ab ^ c, a&b | c&ab
}

// bitIs returns the lanes of v whose bit is set when set is non-zero, and
// the lanes where it is clear otherwise.
func bitIs(v uint64, set int) uint64 {
	if set != 0 {
		return v
	}
	return ^v
}

// step advances the whole board one generation and reports whether
// anything changed.
func (b *board) step(r Rule) bool {
	cr := compile(r)
	dead := make([]uint64, b.stride)
	out := make([]uint64, len(b.cur))
	changed := false
	for y := range b.h {
		up, mid, down := b.row(y-1, dead), b.row(y, dead), b.row(y+1, dead)
		for k := range b.stride {
			v := b.next(up, mid, down, k, &cr)
			out[y*b.stride+k] = v
			changed = changed || v != mid[k]
		}
	}
	b.cur = out
	return changed
}

// run is Life.Run on the packed board. Each row keeps a mask of its words
// that changed in the last generation; a generation looks only at the words
// next to those (in the row, above or below), and keeps the Zobrist hash of
// the board (the same as cell by cell) up to date from the changed bits.
func (b *board) run(r Rule, limit int) (gens int, settled bool) {
	cr := compile(r)
	var h uint64
	for i, v := range b.cur {
		h ^= wordKeys(b, i, v)
	}
	var recent [16]uint64
	recent[0] = h
	mw := (b.stride + 63) / 64 // words of a row's mask
	changed := make([]uint64, (b.h+2)*mw)
	for y := range b.h { // every word counts as changed before the first pass
		for k := range b.stride {
			changed[(y+1)*mw+k/64] |= 1 << (k % 64)
		}
	}
	now := make([]uint64, (b.h+2)*mw) // this generation's changes
	dead := make([]uint64, b.stride)
	out := slices.Clone(b.cur) // equal to cur outside the changed words
	active := make([]uint64, mw)
	var flips []int
	for gens < limit {
		flips = flips[:0]
		for y := range b.h {
			// Words next to a change: the changed words of this row and
			// its neighbours, widened by a word each way.
			m0, m1, m2 := changed[y*mw:(y+1)*mw], changed[(y+1)*mw:(y+2)*mw], changed[(y+2)*mw:(y+3)*mw]
			anyActive := false
			for j := range mw {
				active[j] = m0[j] | m1[j] | m2[j]
				anyActive = anyActive || active[j] != 0
			}
			if !anyActive {
				continue
			}
			var carry uint64
			for j := range mw {
				a := active[j]
				var nextLow uint64
				if j+1 < mw {
					nextLow = (m0[j+1] | m1[j+1] | m2[j+1]) & 1
				}
				active[j] = a | a<<1 | carry | a>>1 | nextLow<<63
				carry = a >> 63
			}
			up, mid, down := b.row(y-1, dead), b.row(y, dead), b.row(y+1, dead)
			for j := range mw {
				for a := active[j]; a != 0; a &= a - 1 {
					k := j*64 + bits.TrailingZeros64(a)
					if k >= b.stride {
						break
					}
					if v := b.next(up, mid, down, k, &cr); v != mid[k] {
						i := y*b.stride + k
						out[i] = v
						flips = append(flips, i)
					}
				}
			}
		}
		if len(flips) == 0 {
			return gens + 1, true
		}
		gens++
		clear(now)
		for _, i := range flips {
			h ^= wordKeys(b, i, b.cur[i]^out[i])
			b.cur[i] = out[i]
			k := i % b.stride
			now[(i/b.stride+1)*mw+k/64] |= 1 << (k % 64)
		}
		changed, now = now, changed
		for i, p := range recent {
			if i <= gens && p == h {
				return gens, true
			}
		}
		recent[gens%len(recent)] = h
	}
	return gens, false
}

// wordKeys returns the XOR of the Zobrist keys of the cells set in v, a
// mask over word i.
func wordKeys(b *board, i int, v uint64) uint64 {
	var h uint64
	base := i/b.stride*b.w + i%b.stride*64
	for v != 0 {
		h ^= cellKey(base + bits.TrailingZeros64(v))
		v &= v - 1
	}
	return h
}
