// The solver: can the player force a trap within K blocks?

package trap

import "slices"

// Move is one round: the player's block and the cat's reply (-1 when the
// block traps the cat).
type Move struct {
	Block int
	Cat   int
}

// Solver decides positions by an AND-OR search (the player's blocks are
// OR nodes, the cat's replies AND nodes) with a transposition table. It is
// not safe for concurrent use; the zero value is not usable, call
// NewSolver.
//
// The search is exact. It prunes only what provably cannot matter:
//
//   - With k blocks left the cat moves at most k-1 more times, so it is
//     trapped on a cell within k-1 steps of where it stands and only cells
//     within k steps can be among the blocks that trap it; a block farther
//     away is a wasted turn, and since blocks never help the cat, any
//     nearer block does at least as well.
//   - A cat next to two free edge cells escapes whatever is blocked; next
//     to one, that cell is the only block that does not lose at once.
//   - A cat with two independent escape routes (see [Escapes]) escapes
//     whatever is blocked, so such positions are lost without search.
//
// Blocks are tried nearest the cat first and, at equal distance, nearest
// the edge first, so the cells on the cat's shortest ways out come early.
type Solver struct {
	g     *Geometry
	memo  table
	order [][]int8   // for each cat cell, all cells by (steps from the cat, steps to the edge)
	ring  [][]uint16 // ring[c][d]: how many of order[c] are within d steps of c
	esc   escaper
	Nodes int // positions expanded (not answered by the table), for measurement
}

// key is a position with the player to move. Depth is not part of the key:
// the entry keeps bounds that answer every depth.
type key struct {
	blocked cells
	cat     int8
}

// entry holds what is known of a position: the player wins within win
// blocks (0: not known) with the block best, and loses within lose blocks.
type entry struct {
	win, lose int8
	best      int8
}

// table is the transposition table: open addressing with linear probing,
// growing to maxSlots and cleared when that is full.
type table struct {
	slots []slot
	n     int
}

type slot struct {
	key
	entry
	used bool
}

const (
	minSlots = 1 << 8
	maxSlots = 1 << 20 // 24 MiB
)

func (k key) hash() uint64 {
	h := k.blocked[0]*0x9e3779b97f4a7c15 ^ k.blocked[1]*0xc2b2ae3d27d4eb4f ^ uint64(k.cat)*0x165667b19e3779f9
	return h ^ h>>29
}

// get returns the entry of k, zero when absent.
func (t *table) get(k key) entry {
	if t.slots == nil {
		return entry{}
	}
	mask := uint64(len(t.slots) - 1)
	for i := k.hash() & mask; t.slots[i].used; i = (i + 1) & mask {
		if t.slots[i].key == k {
			return t.slots[i].entry
		}
	}
	return entry{}
}

// put sets the entry of k.
func (t *table) put(k key, e entry) {
	if t.n >= len(t.slots)/4*3 {
		old := t.slots
		size := max(minSlots, 2*len(old))
		if size > maxSlots {
			size, old = maxSlots, nil
		}
		t.slots, t.n = make([]slot, size), 0
		for _, sl := range old {
			if sl.used {
				t.put(sl.key, sl.entry)
			}
		}
	}
	mask := uint64(len(t.slots) - 1)
	i := k.hash() & mask
	for ; t.slots[i].used; i = (i + 1) & mask {
		if t.slots[i].key == k {
			t.slots[i].entry = e
			return
		}
	}
	t.slots[i] = slot{k, e, true}
	t.n++
}

// NewSolver returns a solver for boards of geometry g.
func NewSolver(g *Geometry) *Solver {
	s := &Solver{g: g, esc: escaper{g: g}}
	n := g.Cells()
	s.order = make([][]int8, n)
	s.ring = make([][]uint16, n)
	d := make([]int, n)
	for c := 0; c < n; c++ {
		for i := range d {
			d[i] = -1
		}
		d[c] = 0
		queue := []int{c}
		for h := 0; h < len(queue); h++ {
			for _, x := range g.nb[queue[h]] {
				if x >= 0 && d[x] < 0 {
					d[x] = d[queue[h]] + 1
					queue = append(queue, int(x))
				}
			}
		}
		slices.SortStableFunc(queue, func(a, b int) int {
			if d[a] != d[b] {
				return d[a] - d[b]
			}
			return s.edgeDist(a) - s.edgeDist(b)
		})
		o := make([]int8, n)
		ring := make([]uint16, d[queue[n-1]]+1)
		for i, x := range queue {
			o[i] = int8(x)
			ring[d[x]] = uint16(i + 1)
		}
		s.order[c], s.ring[c] = o, ring
	}
	return s
}

// win reports whether the player, to move, can trap the cat within k
// blocks, and a block that does it.
func (s *Solver) win(blocked cells, cat, k int) (bool, int) {
	g := s.g
	free := g.nbMask[cat].andNot(blocked)
	if free.empty() {
		// Already trapped: any block completes the win.
		for _, x := range s.order[cat][1:] {
			if !blocked.has(int(x)) {
				return k > 0, int(x)
			}
		}
		return false, -1
	}
	if k <= 0 {
		return false, -1
	}
	exits := free.and(g.edge)
	switch {
	case exits.count() >= 2:
		return false, -1
	case free.count() == 1:
		return true, free.first()
	case k == 1:
		return false, -1
	case k == 2:
		return s.win2(blocked, cat, free, exits)
	}
	kk := key{blocked, int8(cat)}
	e := s.memo.get(kk)
	if e.win > 0 && k >= int(e.win) {
		return true, int(e.best)
	}
	if k <= int(e.lose) {
		return false, -1
	}
	s.Nodes++
	best := -1
	var cand []int8
	if !exits.empty() {
		cand = []int8{int8(exits.first())}
	} else if k >= 3 && s.esc.escapes(blocked, cat, 2) {
		cand = nil
	} else {
		ring := s.ring[cat]
		cand = s.order[cat][1:ring[min(k, len(ring)-1)]]
	}
	for _, x := range cand {
		if blocked.has(int(x)) {
			continue
		}
		nb := blocked
		nb.add(int(x))
		replies := g.nbMask[cat].andNot(nb)
		if replies.intersects(g.edge) {
			continue
		}
		ok := true
		for _, y := range g.nb[cat] {
			if y >= 0 && replies.has(int(y)) {
				if w, _ := s.win(nb, int(y), k-1); !w {
					ok = false
					break
				}
			}
		}
		if ok {
			best = int(x)
			break
		}
	}
	e = s.memo.get(kk)
	if best >= 0 {
		if e.win == 0 || k < int(e.win) {
			e.win, e.best = int8(k), int8(best)
		}
	} else {
		e.lose = max(e.lose, int8(k))
	}
	s.memo.put(kk, e)
	return best >= 0, best
}

// win2 is win for two blocks, without the table and without trying
// blocks one by one: after the first block every reply y must have no free
// neighbour but the cell the cat left (which the second block closes), so
// the first block is either one of the cat's free neighbours whose
// siblings are already closed in, or the one open cell they all share.
func (s *Solver) win2(blocked cells, cat int, free, exits cells) (bool, int) {
	g := s.g
	s.Nodes++
	var open [6]cells // open[i]: free neighbours of the i-th reply, other than the cat's cell
	var ys [6]int
	n := 0
	var union cells
	for _, y := range g.nb[cat] {
		if y >= 0 && free.has(int(y)) {
			o := g.nbMask[y].andNot(blocked)
			o[cat>>6] &^= 1 << (cat & 63)
			open[n], ys[n] = o, int(y)
			union = union.or(o)
			n++
		}
	}
	// Block a free neighbour x: the other replies must be closed but for x.
next:
	for i := 0; i < n; i++ {
		x := ys[i]
		if !exits.empty() && exits.first() != x {
			continue
		}
		for j := 0; j < n; j++ {
			if j != i {
				o := open[j]
				o[x>>6] &^= 1 << (x & 63)
				if !o.empty() {
					continue next
				}
			}
		}
		return true, x
	}
	// Block the single cell all replies share.
	if exits.empty() && union.count() == 1 {
		return true, union.first()
	}
	return false, -1
}

// Solve reports whether the player, to move on b, can force a trap within k
// blocks against any play of the cat. If so it returns the winning line
// against the cat's best defence: the player makes the fastest win at each
// turn, and the cat takes the reply that needs the most further blocks to
// trap (ties to the first reply in the board's neighbour order).
func (s *Solver) Solve(b *Board, k int) (bool, []Move) {
	if b.Escaped() {
		return false, nil
	}
	n := s.MinBlocks(b, k)
	if n < 0 {
		return false, nil
	}
	var line []Move
	blocked, cat := b.blocked, b.Cat
	for left := n; left > 0; left-- {
		_, x := s.win(blocked, cat, left)
		blocked.add(x)
		reply, need := -1, -1
		for _, y := range s.g.nb[cat] {
			if y < 0 || blocked.has(int(y)) {
				continue
			}
			for d := 1; d <= left-1; d++ {
				if w, _ := s.win(blocked, int(y), d); w {
					if d > need {
						reply, need = int(y), d
					}
					break
				}
			}
		}
		line = append(line, Move{Block: x, Cat: reply})
		if reply < 0 {
			break
		}
		cat = reply
	}
	return true, line
}

// MinBlocks returns the fewest blocks that force a trap on b, if that is
// at most max, or -1.
func (s *Solver) MinBlocks(b *Board, max int) int {
	if b.Escaped() {
		return -1
	}
	for k := 1; k <= max; k++ {
		if ok, _ := s.win(b.blocked, b.Cat, k); ok {
			return k
		}
	}
	return -1
}
