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

// nbrs is a grid's neighbourhood as the generators use it. Every algorithm
// is written once, generic over nbrs, and instantiated for rectNbrs (square
// grids: index arithmetic the compiler inlines) and listNbrs (every other
// grid, through Graph.Neighbors). A cell's neighbours sit in numbered slots:
// for listNbrs slot k is the k-th entry of Neighbors; rectNbrs uses the same
// order (north, east, south, west) with absent neighbours' slots left empty.
type nbrs interface {
	// cells writes the neighbour in each slot of c to out and returns the
	// set of slots that hold one, as a bit mask.
	cells(c int, out *[maxSlots]int32) uint64
	// step returns the neighbour in slot k of c and the edge to it; the
	// slot must hold one.
	step(c, k int) (d, e int)
	// walk returns a uniformly random neighbour of c and its slot: the
	// neighbour rng.IntN(degree) in Neighbors order, so random walks make
	// the same mazes on every instantiation.
	walk(c int, rng *rand.Rand) (d, k int)
}

// isRect returns g as a *topology.Rect when it is one.
func isRect(g topology.Grid) (*topology.Rect, bool) {
	r, ok := g.(*topology.Rect)
	return r, ok
}

// rectNbrs is nbrs for a square grid.
type rectNbrs struct{ r *topology.Rect }

func (a rectNbrs) cells(c int, out *[maxSlots]int32) uint64 {
	w := a.r.W
	x, y := a.r.XY(c)
	out[0], out[1], out[2], out[3] = int32(c-w), int32(c+1), int32(c+w), int32(c-1)
	var v uint64
	if y > 0 {
		v |= 1
	}
	if x < w-1 {
		v |= 2
	}
	if y < a.r.H-1 {
		v |= 4
	}
	if x > 0 {
		v |= 8
	}
	return v
}

// The east edge of (x, y) is y*(W-1) + x = c - y; the south edge of c is
// (W-1)*H + c (see topology.Rect).
func (a rectNbrs) step(c, k int) (d, e int) {
	w := a.r.W
	switch k {
	case 0:
		return c - w, (w-1)*a.r.H + c - w
	case 1:
		_, y := a.r.XY(c)
		return c + 1, c - y
	case 2:
		return c + w, (w-1)*a.r.H + c
	}
	_, y := a.r.XY(c)
	return c - 1, c - 1 - y
}

func (a rectNbrs) walk(c int, rng *rand.Rand) (d, k int) {
	w := a.r.W
	x, y := a.r.XY(c)
	if x > 0 && x < w-1 && y > 0 && y < a.r.H-1 { // inside: all four
		k = rng.IntN(4)
	} else {
		var v uint
		if y > 0 {
			v |= 1
		}
		if x < w-1 {
			v |= 2
		}
		if y < a.r.H-1 {
			v |= 4
		}
		if x > 0 {
			v |= 8
		}
		for i := rng.IntN(bits.OnesCount(v)); i > 0; i-- {
			v &= v - 1
		}
		k = bits.TrailingZeros(v)
	}
	switch k {
	case 0:
		return c - w, 0
	case 1:
		return c + 1, 1
	case 2:
		return c + w, 2
	}
	return c - 1, 3
}

// listNbrs is nbrs for any grid, through its Neighbors list; it remembers
// the last cell's list.
type listNbrs struct{ *listState }

type listState struct {
	g    topology.Graph
	buf  []topology.Neighbor
	last int
}

func newListNbrs(g topology.Grid) listNbrs {
	return listNbrs{&listState{g: g, buf: make([]topology.Neighbor, 0, g.MaxDegree()), last: -1}}
}

func (l listNbrs) list(c int) []topology.Neighbor {
	if c != l.last {
		l.buf = l.g.Neighbors(c, l.buf[:0])
		l.last = c
	}
	return l.buf
}

func (l listNbrs) cells(c int, out *[maxSlots]int32) uint64 {
	nbs := l.list(c)
	nbs = nbs[:min(len(nbs), maxSlots)]
	for i, nb := range nbs {
		out[i] = int32(nb.Cell)
	}
	return 1<<len(nbs) - 1
}

func (l listNbrs) step(c, k int) (d, e int) {
	nb := l.list(c)[k]
	return nb.Cell, nb.Edge
}

func (l listNbrs) walk(c int, rng *rand.Rand) (d, k int) {
	nbs := l.list(c)
	k = rng.IntN(len(nbs))
	return nbs[k].Cell, k
}

// randBits hands out random numbers from 64-bit draws of rng, a few bits at a
// time, so one call into the generator serves many picks.
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

// picker chooses random neighbours in or out of a set.
type picker[N nbrs] struct {
	nb   N
	bits randBits
	out  [maxSlots]int32
}

func newPicker[N nbrs](nb N, rng *rand.Rand) *picker[N] {
	return &picker[N]{nb: nb, bits: randBits{rng: rng}}
}

// pick returns a random neighbour of c whose cell is (in == true) or is not
// (in == false) in set, the edge to it, and whether there is one.
func (p *picker[N]) pick(c int, set *bitset.Set, in bool) (d, e int, ok bool) {
	var cand [maxSlots]uint8
	k := 0
	for v := p.nb.cells(c, &p.out); v != 0; v &= v - 1 {
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
		d, e = p.nb.step(c, int(cand[0]))
		return d, e, true
	}
	d, e = p.nb.step(c, int(cand[p.bits.intn(k)]))
	return d, e, true
}

// each calls f for every neighbour cell of c.
func (p *picker[N]) each(c int, f func(d int)) {
	for v := p.nb.cells(c, &p.out); v != 0; v &= v - 1 {
		f(int(p.out[bits.TrailingZeros64(v)]))
	}
}

// eachEdge calls f for every neighbour cell of c and the edge to it.
func (p *picker[N]) eachEdge(c int, f func(d, e int)) {
	for v := p.nb.cells(c, &p.out); v != 0; v &= v - 1 {
		f(p.nb.step(c, bits.TrailingZeros64(v)))
	}
}
