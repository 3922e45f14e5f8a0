// Depth-first search with a stack of a few bits a cell: instead of the
// cells of the path, the stack holds, for each cell on it, the slot of its
// neighbour that leads back to the cell before it.

package generate

import (
	"math/rand/v2"

	"github.com/mazekit/mazekit/internal/bitset"
	"github.com/mazekit/mazekit/maze"
)

// backer is nbrs on grids whose cells have few enough slots that a slot
// fits in slotBits bits.
type backer interface {
	nbrs
	// pickBack is pick, also returning the slot of d that holds c.
	pickBack(c int, set *bitset.Set, flip uint64, r *fastRand) (d, e, back int, ok bool)
	// backStep returns the neighbour of d in slot k, which must hold one.
	backStep(d, k int) int
	// slotBits is how many bits a slot takes: 2 or 4.
	slotBits() uint
}

var (
	_ backer = rectN{}
	_ backer = hexN{}
	_ backer = triN{}
)

// pickBack implements backer: the slot opposite the one taken (slots are
// north, east, south, west), with no branch to mispredict.
func (g rectN) pickBack(c int, set *bitset.Set, flip uint64, r *fastRand) (d, e, back int, ok bool) {
	d, e, k, ok := g.pickSlot(c, set, flip, r)
	return d, e, k ^ 2, ok
}

func (g rectN) slotBits() uint { return 2 }

// backStep implements backer with no division and no branch.
func (g rectN) backStep(d, k int) int {
	k &= 3
	return d + slotDX[k] + slotDY[k]*g.w
}

// pickBack implements backer.
func (g triN) pickBack(c int, set *bitset.Set, flip uint64, r *fastRand) (d, e, back int, ok bool) {
	d, e, ok = g.pick(c, set, flip, r)
	return d, e, g.back(d, c), ok
}

// back returns the slot of d that holds c: west, east, then the one
// across the row.
func (g triN) back(d, c int) int {
	switch c - d {
	case -1:
		return 0
	case 1:
		return 1
	}
	return 2
}

func (g triN) slotBits() uint { return 2 }

func (g triN) backStep(d, k int) int {
	switch k {
	case 0:
		return d - 1
	case 1:
		return d + 1
	}
	c, _ := g.step(d, k)
	return c
}

// pickBack implements backer.
func (g hexN) pickBack(c int, set *bitset.Set, flip uint64, r *fastRand) (d, e, back int, ok bool) {
	d, e, ok = g.pick(c, set, flip, r)
	return d, e, g.back(d, c), ok
}

// back returns the slot of d that holds c, looking through d's six slots.
func (g hexN) back(d, c int) int {
	var out [maxSlots]int32
	set := g.cells(d, &out)
	for k := range 6 {
		if set>>k&1 == 1 && int(out[k]) == c {
			return k
		}
	}
	return 0
}

func (g hexN) slotBits() uint { return 4 }

func (g hexN) backStep(d, k int) int {
	c, _ := g.step(d, k)
	return c
}

// slotStack is a stack of slots of bits bits each, packed into words.
type slotStack struct {
	words []uint64
	n     int
	bits  uint
}

func newSlotStack(capacity int, bits uint) slotStack {
	return slotStack{words: make([]uint64, (capacity*int(bits)+63)/64), bits: bits}
}

func (s *slotStack) push(k int) {
	at := uint(s.n) * s.bits
	w := &s.words[at>>6]
	sh := at & 63
	*w = *w&^((1<<s.bits-1)<<sh) | uint64(k)<<sh
	s.n++
}

func (s *slotStack) pop() int {
	s.n--
	at := uint(s.n) * s.bits
	return int(s.words[at>>6] >> (at & 63) & (1<<s.bits - 1))
}

// dfsPacked is dfs with the stack of slots back: the same choices, so the
// same maze, in an eighth (square and triangle grids) or a quarter (hex)
// of the memory.
func dfsPacked[N backer](m *maze.Maze, rng *rand.Rand, g N) error {
	r := newFastRand(rng)
	n := m.Grid.NumCells()
	visited := bitset.New(n)
	stack := newSlotStack(n, g.slotBits()) // the path below the current cell
	c := r.intn(n)
	visited.Add(c)
	steps := 0
	for {
		if err := m.Poll(&steps); err != nil {
			return err
		}
		d, e, back, ok := g.pickBack(c, &visited, 1, &r)
		if !ok {
			if stack.n == 0 {
				return nil
			}
			c = g.backStep(c, stack.pop())
			continue
		}
		m.Open(e)
		visited.Add(d)
		stack.push(back)
		c = d
	}
}
