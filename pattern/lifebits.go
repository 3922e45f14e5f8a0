// The automaton stepped 64 cells a word: neighbours counted by bit-parallel adders.

package pattern

import "math/bits"

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

// at returns word k of row y, zero outside the board.
func (b *board) at(y, k int) uint64 {
	if y < 0 || y >= b.h || k < 0 || k >= b.stride {
		return 0
	}
	return b.cur[y*b.stride+k]
}

// next returns word i's cells in the next generation under r.
func (b *board) next(i int, r Rule) uint64 {
	y, k := i/b.stride, i%b.stride
	var n [8]uint64 // the eight neighbours of each cell of the word
	for j, yy := range [3]int{y - 1, y, y + 1} {
		prev, mid, nxt := b.at(yy, k-1), b.at(yy, k), b.at(yy, k+1)
		west := mid<<1 | prev>>63 // bit x holds cell x-1
		east := mid>>1 | nxt<<63  // bit x holds cell x+1
		if j == 1 {
			n[6], n[7] = west, east
			continue
		}
		n[3*j/2], n[3*j/2+1], n[3*j/2+2] = west, mid, east
	}
	// Sum the eight one-bit inputs of every cell at once into the count
	// c3 c2 c1 c0 (0 to 8) with full and half adders.
	s1, k1 := add3(n[0], n[1], n[2])
	s2, k2 := add3(n[3], n[4], n[5])
	s3, k3 := n[6]^n[7], n[6]&n[7]
	c0, k4 := add3(s1, s2, s3)
	t, d1 := add3(k1, k2, k3) // the twos, carrying fours
	c1, d2 := t^k4, t&k4
	c2, c3 := d1^d2, d1&d2
	alive := b.cur[i]
	var out uint64
	for cnt := range 9 {
		born, keep := r.Birth&(1<<cnt) != 0, r.Survive&(1<<cnt) != 0
		if !born && !keep {
			continue
		}
		eq := bitIs(c0, cnt&1) & bitIs(c1, cnt&2) & bitIs(c2, cnt&4) & bitIs(c3, cnt&8)
		switch {
		case born && keep:
			out |= eq
		case born:
			out |= eq &^ alive
		default:
			out |= eq & alive
		}
	}
	if k == b.stride-1 {
		out &= b.last
	}
	return out
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
	out := make([]uint64, len(b.cur))
	changed := false
	for i := range b.cur {
		out[i] = b.next(i, r)
		changed = changed || out[i] != b.cur[i]
	}
	b.cur = out
	return changed
}

// run is Life.Run on the packed board: after a first full pass it looks
// only at the words next to words that changed, and keeps the Zobrist hash
// of the board (the same as cell by cell) up to date from the changed bits.
func (b *board) run(r Rule, limit int) (gens int, settled bool) {
	var h uint64
	for i, v := range b.cur {
		h ^= wordKeys(b, i, v)
	}
	var recent [16]uint64
	recent[0] = h
	n := len(b.cur)
	seen := make([]uint32, n)
	todo := make([]int32, n)
	for i := range todo {
		todo[i] = int32(i)
	}
	type flip struct {
		i int32
		v uint64
	}
	var flips []flip
	for gens < limit {
		flips = flips[:0]
		for _, i := range todo {
			if v := b.next(int(i), r); v != b.cur[i] {
				flips = append(flips, flip{i, v})
			}
		}
		if len(flips) == 0 {
			return gens + 1, true
		}
		gens++
		stamp := uint32(gens)
		todo = todo[:0]
		for _, f := range flips {
			h ^= wordKeys(b, int(f.i), b.cur[f.i]^f.v)
			b.cur[f.i] = f.v
		}
		for _, f := range flips {
			y, k := int(f.i)/b.stride, int(f.i)%b.stride
			for yy := max(y-1, 0); yy <= min(y+1, b.h-1); yy++ {
				for kk := max(k-1, 0); kk <= min(k+1, b.stride-1); kk++ {
					if q := yy*b.stride + kk; seen[q] != stamp {
						seen[q] = stamp
						todo = append(todo, int32(q))
					}
				}
			}
		}
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
