// Neighbours of polar grids by arithmetic on rings, in the order
// Graph.Neighbors lists them.

package generate

import (
	"math/bits"

	"github.com/mazekit/mazekit/internal/bitset"
	"github.com/mazekit/mazekit/topology"
)

// polarN is nbrs for a polar grid (see topology.Polar): slot 0 is the
// counter-clockwise neighbour, 1 the clockwise one, 2 the parent in the
// ring inside, and 3 on the children in the ring outside; the centre's
// slots are its children. Edge numbers follow Polar: the cell c of a ring
// owns edge 2(c-1) to its clockwise neighbour and 2(c-1)+1 to its parent.
type polarN struct {
	g     *topology.Polar
	rings int
	ring  []polarRing // per ring: first cell, cells, split of the ring inside
}

type polarRing struct{ start, count, ratio int }

func newPolarN(g *topology.Polar) polarN {
	p := polarN{g: g, rings: g.Spec().Rings}
	for r := 0; r <= p.rings; r++ {
		s, n, k := g.Ring(r)
		p.ring = append(p.ring, polarRing{s, n, k})
	}
	return p
}

// polarSlots bounds a polar cell's slots: three in its ring and inside,
// and its children, of which there are at most a few (six for the centre).
const polarSlots = 16

// fill writes the neighbours of c and the edges to them, slot by slot, and
// returns how many there are. The arrays are small so that callers' copies
// cost little to clear.
func (p polarN) fill(c int, cells, edges *[polarSlots]int32) int {
	if c == 0 {
		r1 := p.ring[1]
		for i := range r1.count {
			cells[i&(polarSlots-1)] = int32(r1.start + i)
			edges[i&(polarSlots-1)] = int32(2*(r1.start+i-1) + 1)
		}
		return min(r1.count, polarSlots)
	}
	r, i := p.g.RingOf(c)
	rg := p.ring[r]
	ccw, cw := i-1, i+1
	if ccw < 0 {
		ccw = rg.count - 1
	}
	if cw == rg.count {
		cw = 0
	}
	pi := 0
	switch {
	case r == 1:
	case rg.ratio == 1:
		pi = i
	default:
		pi = i / rg.ratio
	}
	cells[0], edges[0] = int32(rg.start+ccw), int32(2*(rg.start+ccw-1))
	cells[1], edges[1] = int32(rg.start+cw), int32(2*(c-1))
	cells[2], edges[2] = int32(p.ring[r-1].start+pi), int32(2*(c-1)+1)
	n := 3
	if r < p.rings {
		out := p.ring[r+1]
		for j := i * out.ratio; j < (i+1)*out.ratio && n < polarSlots; j++ {
			cells[n], edges[n] = int32(out.start+j), int32(2*(out.start+j-1)+1)
			n++
		}
	}
	return n
}

func (p polarN) cells(c int, out *[maxSlots]int32) uint64 {
	var d, e [polarSlots]int32
	n := p.fill(c, &d, &e)
	copy(out[:], d[:n])
	return 1<<n - 1
}

func (p polarN) edges(c int, out *[maxSlots]int32) uint64 {
	var d, e [polarSlots]int32
	n := p.fill(c, &d, &e)
	copy(out[:], e[:n])
	return 1<<n - 1
}

func (p polarN) step(c, k int) (d, e int) {
	var cells, edges [polarSlots]int32
	p.fill(c, &cells, &edges)
	return int(cells[k&(polarSlots-1)]), int(edges[k&(polarSlots-1)])
}

func (p polarN) walk(c int, r *fastRand) (d, k int) {
	var cells, edges [polarSlots]int32
	n := p.fill(c, &cells, &edges)
	k = r.small(n)
	return int(cells[k&(polarSlots-1)]), k
}

// pick draws as listN's pick does, so a polar maze is the same either way.
func (p polarN) pick(c int, set *bitset.Set, flip uint64, r *fastRand) (d, e int, ok bool) {
	var cells, edges [polarSlots]int32
	n := p.fill(c, &cells, &edges)
	var cand uint64
	for i := range n {
		cand |= (set.Bit(int(cells[i])) ^ flip) << i
	}
	if cand == 0 {
		return 0, 0, false
	}
	k := nthBit(cand, r.small(bits.OnesCount64(cand))) & (polarSlots - 1)
	return int(cells[k]), int(edges[k]), true
}

// middle is the centre cell.
func (p polarN) middle() int { return 0 }
