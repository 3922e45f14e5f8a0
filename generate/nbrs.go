// The neighbour lookup the generators' inner loops are written against, and
// its random numbers.

package generate

import (
	"math/bits"
	"math/rand/v2"

	"github.com/mazekit/mazekit/internal/bitset"
	"github.com/mazekit/mazekit/topology"
)

// maxSlots bounds a cell's neighbour slots.
const maxSlots = 64

// picker is a grid's neighbourhood as the generators use it, with the random
// numbers for choosing among neighbours. Every algorithm is written once
// against it. A cell's neighbours sit in numbered slots: slot k is the k-th
// entry of Graph.Neighbors. On a square grid the slots are north, east,
// south, west (Neighbors' order) with absent neighbours' slots left empty,
// and every method works by index arithmetic the compiler inlines, with no
// call through the Graph interface; other grids go through Neighbors, whose
// last list is kept.
type picker struct {
	rect *topology.Rect // non-nil for a square grid
	w, h int            // its size

	g    topology.Graph
	buf  []topology.Neighbor
	last int // the cell buf holds the neighbours of, or -1

	bits randBits
	out  [maxSlots]int32
}

func newPicker(g topology.Grid, rng *rand.Rand) *picker {
	p := &picker{g: g, last: -1, bits: randBits{rng: rng}}
	if r, ok := g.(*topology.Rect); ok {
		p.rect, p.w, p.h = r, r.W, r.H
	} else {
		p.buf = make([]topology.Neighbor, 0, g.MaxDegree())
	}
	return p
}

// list returns the neighbours of c (not on square grids).
func (p *picker) list(c int) []topology.Neighbor {
	if c != p.last {
		p.buf = p.g.Neighbors(c, p.buf[:0])
		p.last = c
	}
	return p.buf
}

// rectValid returns the set of c's slots that hold a neighbour on a square
// grid, as a bit mask.
func (p *picker) rectValid(c int) uint64 {
	x, y := p.rect.XY(c)
	var v uint64
	if y > 0 {
		v |= 1
	}
	if x < p.w-1 {
		v |= 2
	}
	if y < p.h-1 {
		v |= 4
	}
	if x > 0 {
		v |= 8
	}
	return v
}

// rectCell returns the neighbour of c in slot k on a square grid.
func (p *picker) rectCell(c, k int) int {
	switch k {
	case 0:
		return c - p.w
	case 1:
		return c + 1
	case 2:
		return c + p.w
	}
	return c - 1
}

// cells writes the neighbour in each slot of c to p.out and returns the set
// of slots that hold one, as a bit mask.
func (p *picker) cells(c int) uint64 {
	if p.rect != nil {
		p.out[0], p.out[1], p.out[2], p.out[3] = int32(c-p.w), int32(c+1), int32(c+p.w), int32(c-1)
		return p.rectValid(c)
	}
	nbs := p.list(c)
	nbs = nbs[:min(len(nbs), maxSlots)]
	for i, nb := range nbs {
		p.out[i] = int32(nb.Cell)
	}
	return 1<<len(nbs) - 1
}

// step returns the neighbour in slot k of c and the edge to it; the slot
// must hold one. On a square grid the east edge of (x, y) is
// y*(W-1) + x = c - y and the south edge of c is (W-1)*H + c (see
// topology.Rect).
func (p *picker) step(c, k int) (d, e int) {
	if p.rect == nil {
		nb := p.list(c)[k]
		return nb.Cell, nb.Edge
	}
	w := p.w
	switch k {
	case 0:
		return c - w, (w-1)*p.h + c - w
	case 1:
		_, y := p.rect.XY(c)
		return c + 1, c - y
	case 2:
		return c + w, (w-1)*p.h + c
	}
	_, y := p.rect.XY(c)
	return c - 1, c - 1 - y
}

// walk returns a uniformly random neighbour of c and its slot: neighbour
// rng.IntN(degree) in Neighbors order, so random walks make the same mazes
// on every grid as a plain walk over the Neighbors list.
func (p *picker) walk(c int, rng *rand.Rand) (d, k int) {
	if p.rect == nil {
		return p.walkList(c, rng)
	}
	x, y := p.rect.XY(c)
	if x > 0 && x < p.w-1 && y > 0 && y < p.h-1 { // inside: all four
		k = int(rng.Uint64() & 3) // what IntN(4) draws
	} else {
		v := uint(p.rectValid(c))
		for i := rng.IntN(bits.OnesCount(v)); i > 0; i-- {
			v &= v - 1
		}
		k = bits.TrailingZeros(v)
	}
	return p.rectCell(c, k), k
}

// walkList is walk for grids other than square ones.
func (p *picker) walkList(c int, rng *rand.Rand) (d, k int) {
	nbs := p.list(c)
	k = rng.IntN(len(nbs))
	return nbs[k].Cell, k
}

// pick returns a random neighbour of c whose cell is (in == true) or is not
// (in == false) in set, the edge to it, and whether there is one. The
// candidates are taken in slot order and chosen with bits.intn.
func (p *picker) pick(c int, set *bitset.Set, in bool) (d, e int, ok bool) {
	if p.rect == nil {
		return p.pickList(c, set, in)
	}
	var cand [4]uint8
	k := 0
	w := p.w
	x, y := p.rect.XY(c)
	if y > 0 && set.Has(c-w) == in {
		cand[k] = 0
		k++
	}
	if x < w-1 && set.Has(c+1) == in {
		cand[k] = 1
		k++
	}
	if y < p.h-1 && set.Has(c+w) == in {
		cand[k] = 2
		k++
	}
	if x > 0 && set.Has(c-1) == in {
		cand[k] = 3
		k++
	}
	var s uint8
	switch k {
	case 0:
		return 0, 0, false
	case 1:
		s = cand[0]
	default:
		s = cand[p.bits.intn(k)]
	}
	switch s {
	case 0:
		return c - w, (w-1)*p.h + c - w, true
	case 1:
		return c + 1, c - y, true
	case 2:
		return c + w, (w-1)*p.h + c, true
	}
	return c - 1, c - 1 - y, true
}

// pickList is pick for grids other than square ones.
func (p *picker) pickList(c int, set *bitset.Set, in bool) (d, e int, ok bool) {
	var cand [maxSlots]uint8
	k := 0
	for v := p.cells(c); v != 0; v &= v - 1 {
		s := bits.TrailingZeros64(v)
		if set.Has(int(p.out[s])) == in {
			cand[k] = uint8(s)
			k++
		}
	}
	switch k {
	case 0:
		return 0, 0, false
	case 1:
		d, e = p.step(c, int(cand[0]))
		return d, e, true
	}
	d, e = p.step(c, int(cand[p.bits.intn(k)]))
	return d, e, true
}

// each calls f for every neighbour cell of c.
func (p *picker) each(c int, f func(d int)) {
	for v := p.cells(c); v != 0; v &= v - 1 {
		f(int(p.out[bits.TrailingZeros64(v)]))
	}
}

// eachEdge calls f for every neighbour cell of c and the edge to it.
func (p *picker) eachEdge(c int, f func(d, e int)) {
	for v := p.cells(c); v != 0; v &= v - 1 {
		f(p.step(c, bits.TrailingZeros64(v)))
	}
}

// randBits hands out random numbers from 64-bit draws of rng, 32 bits at a
// time, so one call into the generator serves two picks.
type randBits struct {
	rng  *rand.Rand
	pool uint64 // unused random bits
	have int    // how many
}

// u32 returns 32 random bits.
func (r *randBits) u32() uint32 {
	if r.have < 32 {
		r.pool, r.have = r.rng.Uint64(), 64
	}
	x := uint32(r.pool)
	r.pool >>= 32
	r.have -= 32
	return x
}

// intn returns a uniform random number in [0, n) for a small n (≤ 2³²)
// (Lemire's multiply-and-shift with rejection on 32 bits).
func (r *randBits) intn(n int) int {
	m := uint64(r.u32()) * uint64(n)
	if low := uint32(m); low < uint32(n) {
		thresh := uint32(-n) % uint32(n)
		for low < thresh {
			m = uint64(r.u32()) * uint64(n)
			low = uint32(m)
		}
	}
	return int(m >> 32)
}
