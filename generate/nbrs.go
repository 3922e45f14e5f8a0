// The neighbour lookup the generators' inner loops are written against, and
// their random numbers.

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
// is written once, as a generic function over a concrete nbrs type, so the
// compiler makes one copy per neighbour type and inlines its methods: rectN
// for square grids works by index arithmetic, listN for every other grid goes
// through Graph.Neighbors.
//
// A cell's neighbours sit in numbered slots: slot k is the k-th entry of
// Graph.Neighbors, except on square grids, whose slots are north, east,
// south, west with absent neighbours' slots left empty.
type nbrs interface {
	// cells writes the neighbour in each slot of c to out and returns the
	// set of slots that hold one, as a bit mask.
	cells(c int, out *[maxSlots]int32) uint64
	// edges writes the edge to the neighbour in each slot of c to out and
	// returns the set of slots that hold one, as cells does.
	edges(c int, out *[maxSlots]int32) uint64
	// step returns the neighbour in slot k of c and the edge to it; the slot
	// must hold one.
	step(c, k int) (d, e int)
	// walk returns a uniformly random neighbour of c and its slot.
	walk(c int, r *fastRand) (d, k int)
	// pick returns a uniformly random neighbour d of c with set.Bit(d) ^ flip
	// == 1 (flip 1: a neighbour outside set; flip 0: inside), the edge to
	// it, and whether there is one. c itself must not qualify.
	pick(c int, set *bitset.Set, flip uint64, r *fastRand) (d, e int, ok bool)
	// middle returns a cell near the middle of the grid.
	middle() int
}

var (
	_ nbrs = rectN{}
	_ nbrs = hexN{}
	_ nbrs = triN{}
	_ nbrs = listN{}
	_ nbrs = polarN{}
)

// arith returns the arithmetic neighbourhood of g (a rectN, hexN, triN or
// polarN),
// or nil when g has none and goes through Neighbors (listN). Each
// algorithm's exported function switches on it to run its generic body with
// the concrete type.
func arith(g topology.Grid) any {
	switch g := g.(type) {
	case *topology.Rect:
		return newRectN(g)
	case *topology.Tri:
		return newTriN(g.W, g.H)
	case *topology.Hex:
		if rows, p, ok := g.Offset(); ok {
			return newHexN(p, rows)
		}
	case *topology.Polar:
		return newPolarN(g)
	}
	return nil
}

// rectN is nbrs for a square grid (see topology.Rect for the numbering): the
// east edge of (x, y) is y*(W-1) + x = c - y and the south edge of c is
// (W-1)*H + c. It is four words, passed in registers.
type rectN struct {
	w, h int
	sb   int    // the first south edge, (W-1)*H
	inv  uint64 // ⌈2⁶⁴/W⌉, for c / W by one multiplication; 0 when W is 1
}

func newRectN(r *topology.Rect) rectN {
	g := rectN{w: r.W, h: r.H, sb: (r.W - 1) * r.H}
	if r.W > 1 {
		g.inv = ^uint64(0)/uint64(r.W) + 1
	}
	return g
}

// Per slot (north, east, south, west): the step in x and in y, and 1 for the
// slots whose edge is a south edge.
var (
	slotDX    = [4]int{0, 1, 0, -1}
	slotDY    = [4]int{-1, 0, 1, 0}
	slotSouth = [4]int{1, 0, 1, 0}
)

// row returns c / W (exact below topology.MaxCells, as in topology.Rect).
func (g rectN) row(c int) int {
	if g.inv == 0 {
		return c
	}
	hi, _ := bits.Mul64(uint64(c), g.inv)
	return int(hi)
}

// valid returns the set of slots of (x, y) that hold a neighbour.
func (g rectN) valid(x, y int) uint64 {
	return b2u(y > 0) | b2u(x < g.w-1)<<1 | b2u(y < g.h-1)<<2 | b2u(x > 0)<<3
}

func (g rectN) cells(c int, out *[maxSlots]int32) uint64 {
	y := g.row(c)
	out[0], out[1], out[2], out[3] = int32(c-g.w), int32(c+1), int32(c+g.w), int32(c-1)
	return g.valid(c-y*g.w, y)
}

// to returns the neighbour of c, in row y, in slot k, and the edge to it.
func (g rectN) to(c, y, k int) (d, e int) {
	k &= 3
	d = c + slotDX[k] + slotDY[k]*g.w
	lo := min(c, d)
	s := slotSouth[k]
	return d, lo + s*g.sb - (1-s)*y
}

func (g rectN) edges(c int, out *[maxSlots]int32) uint64 {
	y := g.row(c)
	out[0], out[1], out[2], out[3] = int32(g.sb+c-g.w), int32(c-y), int32(g.sb+c), int32(c-1-y)
	return g.valid(c-y*g.w, y)
}

func (g rectN) step(c, k int) (d, e int) { return g.to(c, g.row(c), k) }

func (g rectN) walk(c int, r *fastRand) (d, k int) {
	y := g.row(c)
	x := c - y*g.w
	if uint(x-1) < uint(g.w-2) && uint(y-1) < uint(g.h-2) { // inside: all four
		k = r.two()
	} else {
		v := g.valid(x, y)
		k = nthBit(v, r.small(bits.OnesCount64(v)))
	}
	k &= 3
	return c + slotDX[k] + slotDY[k]*g.w, k
}

func (g rectN) pick(c int, set *bitset.Set, flip uint64, r *fastRand) (d, e int, ok bool) {
	d, e, _, ok = g.pickSlot(c, set, flip, r)
	return d, e, ok
}

// pickSlot is pick, also returning the slot of c that holds d.
func (g rectN) pickSlot(c int, set *bitset.Set, flip uint64, r *fastRand) (d, e, k int, ok bool) {
	w := g.w
	y := g.row(c)
	x := c - y*w
	var cand uint64
	if uint(x-1) < uint(w-2) && uint(y-1) < uint(g.h-2) { // inside: all four
		cand = (set.Bit(c-w) ^ flip) | (set.Bit(c+1)^flip)<<1 | (set.Bit(c+w)^flip)<<2 | (set.Bit(c-1)^flip)<<3
	} else {
		cand = g.pickBorder(c, x, y, set, flip)
	}
	if cand == 0 {
		return 0, 0, 0, false
	}
	k = r.choose(cand)
	d, e = g.to(c, y, k)
	return d, e, k, true
}

// pickBorder is pick's candidate set for a cell (x, y) on the border.
func (g rectN) pickBorder(c, x, y int, set *bitset.Set, flip uint64) uint64 {
	var cand uint64
	if y > 0 {
		cand |= set.Bit(c-g.w) ^ flip
	}
	if x < g.w-1 {
		cand |= (set.Bit(c+1) ^ flip) << 1
	}
	if y < g.h-1 {
		cand |= (set.Bit(c+g.w) ^ flip) << 2
	}
	if x > 0 {
		cand |= (set.Bit(c-1) ^ flip) << 3
	}
	return cand
}

func (g rectN) middle() int { return g.h/2*g.w + g.w/2 }

// hexN is nbrs for a hex grid of the W×H offset shape (see topology.Hex):
// with P cells a row, cell i of row r is r*P + i, odd rows sit half a cell
// to the right, and row r's edges start at r*(3P-2): its P-1 east–west
// pairs, then the 2P-1 pairs joining it to the next row, keyed by the
// smaller doubled x of the two cells. The slots are Neighbors' order:
// north-west, north-east, east, south-east, south-west, west.
type hexN struct {
	p, rows int
	inv     uint64     // ⌈2⁶⁴/P⌉, for c / P by one multiplication; 0 when P is 1
	off     *[2][8]int // neighbour cell minus c per slot, in even and odd rows
}

func newHexN(p, rows int) hexN {
	g := hexN{p: p, rows: rows, off: new([2][8]int)}
	for odd := range 2 {
		for k := range 6 {
			g.off[odd][k] = hexDX[k] + hexDY[k]*p + odd*hexDOdd[k]
		}
	}
	if p > 1 {
		g.inv = ^uint64(0)/uint64(p) + 1
	}
	return g
}

// Per slot: the step in cells as dx + dy*P + odd*dOdd for a cell of an
// odd (odd = 1) or even row; and the edge as r*(3P-2) plus
// eRow*(3P-2) + eV*(P-1+v) + eI*i + eC, with v = odd + 2i.
var (
	hexDX   = [8]int{-1, 0, 1, 0, -1, -1}
	hexDY   = [8]int{-1, -1, 0, 1, 1, 0}
	hexDOdd = [8]int{1, 1, 0, 1, 1, 0}
	hexERow = [8]int{-1, -1, 0, 0, 0, 0}
	hexEV   = [8]int{1, 1, 0, 1, 1, 0}
	hexEI   = [8]int{0, 0, 1, 0, 0, 1}
	hexEC   = [8]int{-1, 0, 0, 0, -1, -1}
)

// row returns c / P (exact below topology.MaxCells).
func (g hexN) row(c int) int {
	if g.inv == 0 {
		return c
	}
	hi, _ := bits.Mul64(uint64(c), g.inv)
	return int(hi)
}

// valid returns the set of slots of cell i of row r that hold a neighbour.
func (g hexN) valid(r, i int) uint64 {
	odd := r & 1
	up, down := b2u(r > 0), b2u(r+1 < g.rows)
	left, right := b2u(i-1+odd >= 0), b2u(i+odd < g.p)
	return up&left | (up&right)<<1 | b2u(i+1 < g.p)<<2 | (down&right)<<3 | (down&left)<<4 | b2u(i > 0)<<5
}

func (g hexN) cells(c int, out *[maxSlots]int32) uint64 {
	r := g.row(c)
	i := c - r*g.p
	for k := range 6 {
		out[k] = int32(c + g.off[r&1][k])
	}
	return g.valid(r, i)
}

func (g hexN) edges(c int, out *[maxSlots]int32) uint64 { return edgesBySteps(g, c, out) }

func (g hexN) step(c, k int) (d, e int) {
	k &= 7
	r := g.row(c)
	i := c - r*g.p
	odd := r & 1
	per := 3*g.p - 2
	d = c + g.off[odd][k]
	e = (r+hexERow[k])*per + hexEV[k]*(g.p-1+odd+2*i) + hexEI[k]*i + hexEC[k]
	return d, e
}

func (g hexN) walk(c int, r *fastRand) (d, k int) {
	row := g.row(c)
	i := c - row*g.p
	if uint(row-1) < uint(g.rows-2) && uint(i-1) < uint(g.p-2) { // inside: all six
		// r.small(6), spelled out so that it inlines.
		if r.have < 16 {
			r.refill()
		}
		m := (r.pool & 0xffff) * 6
		r.pool >>= 16
		r.have -= 16
		if uint16(m) < 6 {
			m = r.reject(6, m)
		}
		k = int(m >> 16)
	} else {
		v := g.valid(row, i)
		k = nthBit(v, r.small(bits.OnesCount64(v)))
	}
	k &= 7
	return c + g.off[row&1][k], k
}

func (g hexN) pick(c int, set *bitset.Set, flip uint64, r *fastRand) (d, e int, ok bool) {
	row := g.row(c)
	i := c - row*g.p
	odd := row & 1
	var cand uint64
	if uint(row-1) < uint(g.rows-2) && uint(i-1) < uint(g.p-2) { // inside: all six
		up, down := c-g.p+odd, c+g.p+odd
		cand = (set.Bit(up-1) ^ flip) | (set.Bit(up)^flip)<<1 | (set.Bit(c+1)^flip)<<2 |
			(set.Bit(down)^flip)<<3 | (set.Bit(down-1)^flip)<<4 | (set.Bit(c-1)^flip)<<5
	} else {
		for v := g.valid(row, i); v != 0; v &= v - 1 {
			k := bits.TrailingZeros64(v) & 7
			cand |= (set.Bit(c+g.off[odd][k]) ^ flip) << k
		}
	}
	if cand == 0 {
		return 0, 0, false
	}
	cand &= 63
	d, e = g.step(c, int(selTab[cand][r.small(int(popTab[cand]))&7]))
	return d, e, true
}

func (g hexN) middle() int { return g.rows/2*g.p + g.p/2 }

// triN is nbrs for a triangle grid (see topology.Tri): cell (x, y) = y*W + x
// points up when x+y is even; its slots are left, right and vertical (below
// an up triangle, above a down one), Neighbors' order. The edge between
// (x, y) and (x+1, y) is y*(W-1) + x = c - y; the base of up triangle (x, y)
// is (W-1)*H + bases(y) + x/2, with bases(y) the up triangles in the rows
// above: W per two rows, plus ⌈W/2⌉ when y is odd.
type triN struct {
	w, h int
	inv  uint64 // ⌈2⁶⁴/W⌉, for c / W by one multiplication; 0 when W is 1
}

func newTriN(w, h int) triN {
	g := triN{w: w, h: h}
	if w > 1 {
		g.inv = ^uint64(0)/uint64(w) + 1
	}
	return g
}

// row returns c / W (exact below topology.MaxCells).
func (g triN) row(c int) int {
	if g.inv == 0 {
		return c
	}
	hi, _ := bits.Mul64(uint64(c), g.inv)
	return int(hi)
}

// vert returns the vertical neighbour of (x, y), cell c, whether there is
// one, and the edge to it.
func (g triN) vert(c, x, y int) (d int, ok bool, e int) {
	yb := y // the row of the up triangle of the pair
	d = c + g.w
	ok = y+1 < g.h
	if (x+y)&1 != 0 {
		yb, d, ok = y-1, c-g.w, y > 0
	}
	return d, ok, (g.w-1)*g.h + (yb>>1)*g.w + (yb&1)*((g.w+1)/2) + x/2
}

// valid returns the set of slots of (x, y) that hold a neighbour.
func (g triN) valid(x, y int) uint64 {
	var v uint64 = b2u(x > 0) | b2u(x+1 < g.w)<<1
	if (x+y)&1 == 0 {
		return v | b2u(y+1 < g.h)<<2
	}
	return v | b2u(y > 0)<<2
}

func (g triN) cells(c int, out *[maxSlots]int32) uint64 {
	y := g.row(c)
	x := c - y*g.w
	d, _, _ := g.vert(c, x, y)
	out[0], out[1], out[2] = int32(c-1), int32(c+1), int32(d)
	return g.valid(x, y)
}

func (g triN) edges(c int, out *[maxSlots]int32) uint64 { return edgesBySteps(g, c, out) }

func (g triN) step(c, k int) (d, e int) {
	y := g.row(c)
	switch k {
	case 0:
		return c - 1, c - y - 1
	case 1:
		return c + 1, c - y
	}
	d, _, e = g.vert(c, c-y*g.w, y)
	return d, e
}

func (g triN) walk(c int, r *fastRand) (d, k int) {
	y := g.row(c)
	x := c - y*g.w
	if uint(x-1) < uint(g.w-2) && uint(y-1) < uint(g.h-2) { // inside: all three
		// r.small(3), spelled out so that it inlines.
		if r.have < 16 {
			r.refill()
		}
		m := (r.pool & 0xffff) * 3
		r.pool >>= 16
		r.have -= 16
		if uint16(m) < 3 {
			m = r.reject(3, m)
		}
		k = int(m >> 16)
	} else {
		v := g.valid(x, y)
		k = nthBit(v, r.small(bits.OnesCount64(v)))
	}
	switch k {
	case 0:
		return c - 1, 0
	case 1:
		return c + 1, 1
	}
	d, _, _ = g.vert(c, x, y)
	return d, 2
}

func (g triN) pick(c int, set *bitset.Set, flip uint64, r *fastRand) (d, e int, ok bool) {
	y := g.row(c)
	x := c - y*g.w
	v := g.valid(x, y)
	vd, _, _ := g.vert(c, x, y)
	var cand uint64
	if v == 7 {
		cand = (set.Bit(c-1) ^ flip) | (set.Bit(c+1)^flip)<<1 | (set.Bit(vd)^flip)<<2
	} else {
		if v&1 != 0 {
			cand |= set.Bit(c-1) ^ flip
		}
		if v&2 != 0 {
			cand |= (set.Bit(c+1) ^ flip) << 1
		}
		if v&4 != 0 {
			cand |= (set.Bit(vd) ^ flip) << 2
		}
	}
	if cand == 0 {
		return 0, 0, false
	}
	d, e = g.step(c, r.choose(cand))
	return d, e, true
}

func (g triN) middle() int { return g.h/2*g.w + g.w/2 }

// listN is nbrs for every grid but the square one, over Graph.Neighbors; it
// keeps the last list it fetched.
type listN struct{ *listState }

type listState struct {
	g    topology.Grid
	buf  []topology.Neighbor
	last int // the cell buf holds the neighbours of, or -1
}

func newListN(g topology.Grid) listN {
	return listN{&listState{g: g, buf: make([]topology.Neighbor, 0, g.MaxDegree()), last: -1}}
}

// neighborSlicer is a grid that holds its neighbour lists and can hand
// out one without copying it (the pieces of a weave maze, some with a
// thousand neighbours).
type neighborSlicer interface {
	neighborSlice(c int) []topology.Neighbor
}

// list returns the neighbours of c, at most maxSlots of them.
func (p listN) list(c int) []topology.Neighbor {
	if s, ok := p.g.(neighborSlicer); ok {
		nbs := s.neighborSlice(c)
		return nbs[:min(len(nbs), maxSlots)]
	}
	if c != p.last {
		p.buf = p.g.Neighbors(c, p.buf[:0])
		if len(p.buf) > maxSlots {
			p.buf = p.buf[:maxSlots]
		}
		p.last = c
	}
	return p.buf
}

func (p listN) cells(c int, out *[maxSlots]int32) uint64 {
	nbs := p.list(c)
	for i, nb := range nbs {
		out[i&(maxSlots-1)] = int32(nb.Cell)
	}
	return 1<<len(nbs) - 1
}

func (p listN) edges(c int, out *[maxSlots]int32) uint64 {
	nbs := p.list(c)
	for i, nb := range nbs {
		out[i&(maxSlots-1)] = int32(nb.Edge)
	}
	return 1<<len(nbs) - 1
}

func (p listN) step(c, k int) (d, e int) {
	nb := p.list(c)[k]
	return nb.Cell, nb.Edge
}

func (p listN) walk(c int, r *fastRand) (d, k int) {
	nbs := p.list(c)
	k = r.small(len(nbs))
	return nbs[k].Cell, k
}

func (p listN) pick(c int, set *bitset.Set, flip uint64, r *fastRand) (d, e int, ok bool) {
	nbs := p.list(c)
	var cand uint64
	for i, nb := range nbs {
		cand |= (set.Bit(nb.Cell) ^ flip) << i
	}
	if cand == 0 {
		return 0, 0, false
	}
	nb := nbs[nthBit(cand, r.small(bits.OnesCount64(cand)))]
	return nb.Cell, nb.Edge, true
}

// middle returns the cell whose centre is nearest the middle of the
// grid's bounds (the first such cell).
func (p listN) middle() int {
	b := p.g.Bounds()
	mid := topology.Point{X: (b.Min.X + b.Max.X) / 2, Y: (b.Min.Y + b.Max.Y) / 2}
	best, bd := 0, -1.0
	for c := range p.g.NumCells() {
		q := p.g.Center(c)
		if d := (q.X-mid.X)*(q.X-mid.X) + (q.Y-mid.Y)*(q.Y-mid.Y); bd < 0 || d < bd {
			best, bd = c, d
		}
	}
	return best
}

// edgesBySteps is nbrs.edges through cells and step.
func edgesBySteps[N nbrs](g N, c int, out *[maxSlots]int32) uint64 {
	v := g.cells(c, out)
	for w := v; w != 0; w &= w - 1 {
		k := bits.TrailingZeros64(w)
		_, e := g.step(c, k)
		out[k] = int32(e)
	}
	return v
}

// b2u is 1 for true and 0 for false, without a branch.
func b2u(b bool) uint64 {
	var u uint64
	if b {
		u = 1
	}
	return u
}

// popTab[m] is the number of bits set in the 8-bit mask m; selTab[m][i] is
// the position of the i-th of them.
var popTab, selTab = func() (pop [256]uint8, sel [256][8]uint8) {
	for m := range 256 {
		for k := range 8 {
			if m>>k&1 != 0 {
				sel[m][pop[m]] = uint8(k)
				pop[m]++
			}
		}
	}
	return pop, sel
}()

// chooseTab[m][u] is the position of set bit u mod k of the 4-bit mask m,
// which has k bits set, for the u below the largest multiple of k under 256,
// and 0xff for the rest: a uniform choice among m's bits from 8 random bits
// when it is not 0xff.
var chooseTab = func() (t [16][256]uint8) {
	for m := 1; m < 16; m++ {
		k := int(popTab[m])
		for u := range 256 {
			t[m][u] = 0xff
			if u < 256-256%k {
				t[m][u] = selTab[m][u%k]
			}
		}
	}
	return t
}()

// choose returns the position of a uniformly random set bit of cand, a
// non-zero mask below 16, from 8 pooled random bits (one draw in 256
// is rejected when cand has three bits set).
func (r *fastRand) choose(cand uint64) int {
	for {
		if r.have < 8 {
			r.pool, r.have = r.next(), 64
		}
		s := chooseTab[cand&15][r.pool&255]
		r.pool >>= 8
		r.have -= 8
		if s != 0xff {
			return int(s)
		}
	}
}

// nthBit returns the position of the i-th (from 0) set bit of v; v has more
// than i bits set.
func nthBit(v uint64, i int) int {
	if v < 256 {
		return int(selTab[v][i&7])
	}
	for ; i > 0; i-- {
		v &= v - 1
	}
	return bits.TrailingZeros64(v)
}

// fastRand is the generators' random number generator: wyrand (Wang Yi's
// 64-bit generator, one multiplication a draw) seeded from the caller's
// *rand.Rand, so that the same seed makes the same maze, with a pool of
// unused bits for small draws. Its methods inline into the loops.
type fastRand struct {
	s    uint64
	pool uint64 // unused random bits
	have uint   // how many
}

// newFastRand seeds a generator from rng (one draw).
func newFastRand(rng *rand.Rand) fastRand { return fastRand{s: rng.Uint64()} }

// next returns 64 random bits.
func (r *fastRand) next() uint64 {
	r.s += 0xa0761d6478bd642f
	hi, lo := bits.Mul64(r.s, r.s^0xe7037ed1a0b428db)
	return hi ^ lo
}

// intn returns a uniform random number in [0, n), n > 0 (Lemire's
// multiply-and-shift with rejection).
func (r *fastRand) intn(n int) int {
	hi, lo := bits.Mul64(r.next(), uint64(n))
	if lo < uint64(n) {
		hi = r.rejectN(n, lo, hi)
	}
	return int(hi)
}

// rejectN finishes intn when its first draw falls where rejection may be
// needed.
//
//go:noinline
func (r *fastRand) rejectN(n int, lo, hi uint64) uint64 {
	thresh := -uint64(n) % uint64(n)
	for lo < thresh {
		hi, lo = bits.Mul64(r.next(), uint64(n))
	}
	return hi
}

// two returns 2 random bits.
func (r *fastRand) two() int {
	if r.have < 2 {
		r.refill()
	}
	k := int(r.pool & 3)
	r.pool >>= 2
	r.have -= 2
	return k
}

// refill puts 64 fresh bits in the pool.
//
//go:noinline
func (r *fastRand) refill() { r.pool, r.have = r.next(), 64 }

// small returns a uniform random number in [0, n) for 0 < n < 2¹⁶, from 16
// pooled bits (Lemire's multiply-and-shift on 16 bits, with rejection).
func (r *fastRand) small(n int) int {
	if r.have < 16 {
		r.refill()
	}
	m := (r.pool & 0xffff) * uint64(n)
	r.pool >>= 16
	r.have -= 16
	if uint16(m) < uint16(n) {
		m = r.reject(n, m)
	}
	return int(m >> 16)
}

// reject finishes small when its first draw falls where rejection may be
// needed, returning the accepted product.
//
//go:noinline
func (r *fastRand) reject(n int, m uint64) uint64 {
	thresh := uint16(-n) % uint16(n)
	for uint16(m) < thresh {
		if r.have < 16 {
			r.refill()
		}
		m = (r.pool & 0xffff) * uint64(n)
		r.pool >>= 16
		r.have -= 16
	}
	return m
}
