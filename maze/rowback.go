// The second pass of RowSolver: from the bottom row up, where the path
// crosses each row boundary.

package maze

import (
	"encoding/binary"
	"fmt"
	"slices"
)

// errRowPath says the rows did not make a maze with one path from entrance
// to exit.
var errRowPath = fmt.Errorf("maze: row solver: the rows do not make a perfect maze")

// rowBack is the scratch of the walk up: run starts of a row, the openings
// down from the row above by set, and a search over runs (node = start
// column) and the sets of the row above (node = width + label).
type rowBack struct {
	w        int
	runStart []int32
	head     []int32 // first opening of each label of the row above, or -1
	nextOpen []int32 // the next opening of the same label
	stamp    []uint32
	epoch    uint32
	parent   []int32 // node a search reached a node from
	via      []int32 // and the opening it crossed
	queue    []int32
}

func newRowBack(w int) *rowBack {
	return &rowBack{w: w, runStart: make([]int32, w), head: make([]int32, w), nextOpen: make([]int32, w),
		stamp: make([]uint32, 2*w), parent: make([]int32, 2*w), via: make([]int32, 2*w)}
}

// Solve finds where the path crosses every row boundary, after the last
// Row. It reads the rows back from the scratch a band at a time, from the
// bottom band up: one goroutine sweeps each band's sets down (bandSweep)
// while this one walks the band below it up.
func (s *RowSolver) Solve() error {
	if s.err != nil {
		return s.err
	}
	if s.y != s.h {
		return fmt.Errorf("maze: row solver has %d rows, want %d", s.y, s.h)
	}
	w := s.w
	nb := (s.h + s.band - 1) / s.band
	s.cross = make([]crossRec, nb)
	free, full := make(chan *band, 2), make(chan *band, 2)
	for range 2 {
		free <- s.newBand()
	}
	stop := make(chan struct{})
	defer close(stop)
	go s.sweepBands(nb, free, full, stop)

	labY, labA := make([]int32, w), make([]int32, w)
	stack := make([]int32, w)
	east, southA := make([]bool, w), make([]bool, w)
	b := newRowBack(w)
	below := []int32{} // crossings under the row being walked
	perRow := make([][]int32, s.band)
	var rec []byte
	for c := nb - 1; c >= 0; c-- {
		bd := <-full
		if bd.err != nil {
			return bd.err
		}
		y0, y1 := bd.y0, bd.y1
		unpackLabels(bd.code(y1-1), w, labY, stack)
		for y := y1 - 1; y >= y0; y-- {
			if s.Progress != nil {
				if err := s.Progress(y); err != nil {
					return err
				}
			}
			perRow[y-y0] = append(perRow[y-y0][:0], below...)
			terms := below
			if y == s.h-1 {
				terms = append(terms, int32(w-1))
			}
			if y == 0 {
				below = nil
				s.countRow(terms, true)
				break
			}
			unpackBits(bd.row(y)[:s.stride/2], east)
			unpackBits(bd.row(y - 1)[s.stride/2:], southA)
			unpackLabels(bd.code(y-1), w, labA, stack)
			up, err := b.step(east, southA, labY, labA, bd.ents[y-y0+1], bd.ents[y-y0], terms)
			if err != nil {
				return fmt.Errorf("%w (row %d)", err, y)
			}
			s.countRow(append(terms, up...), false)
			below = up
			labY, labA = labA, labY
		}
		free <- bd
		// Keep the band's crossings, top row first.
		rec = rec[:0]
		for i := 0; i < y1-y0; i++ {
			rec = binary.AppendUvarint(rec, uint64(len(perRow[i])))
			prev := int32(0)
			for _, x := range perRow[i] {
				rec = binary.AppendUvarint(rec, uint64(x-prev))
				prev = x
			}
		}
		if _, err := s.disk.WriteAt(rec, s.end); err != nil {
			return err
		}
		s.cross[c] = crossRec{s.end, int64(len(rec))}
		s.end += int64(len(rec))
	}
	s.solved = true
	return nil
}

// band is one band of rows read back for Solve: the rows from the one
// above it (when there is one), the packed sets of each after its east
// passages join them, and the entrance's column there.
type band struct {
	y0, y1, first int
	stride, clen  int
	rows, codes   []byte
	ents          []int32
	err           error
}

func (s *RowSolver) newBand() *band {
	clen := (s.w + 3) / 4
	return &band{stride: s.stride, clen: clen, codes: make([]byte, (s.band+1)*clen), ents: make([]int32, s.band+1)}
}

func (bd *band) row(y int) []byte { return bd.rows[(y-bd.first)*bd.stride : (y-bd.first+1)*bd.stride] }

func (bd *band) code(y int) []byte { i := y - bd.y0 + 1; return bd.codes[i*bd.clen : (i+1)*bd.clen] }

// sweepBands reads the bands from the bottom one up into buffers from free
// and sends them to full with their sets swept down from the band's top,
// until stop closes or a band fails (sent with its error).
func (s *RowSolver) sweepBands(nb int, free, full chan *band, stop chan struct{}) {
	w := s.w
	sets := newRowSets(w)
	label, stack := make([]int32, w), make([]int32, w)
	east, south := make([]bool, w), make([]bool, w)
	for c := nb - 1; c >= 0; c-- {
		var bd *band
		select {
		case bd = <-free:
		case <-stop:
			return
		}
		bd.y0, bd.y1 = c*s.band, min((c+1)*s.band, s.h)
		bd.first = max(bd.y0-1, 0)
		bd.rows, bd.err = s.readRows(bd.first, bd.y1, bd.rows)
		if bd.err == nil {
			bd.err = s.sweepBand(bd, c, sets, label, stack, east, south)
		}
		full <- bd
		if bd.err != nil {
			return
		}
	}
}

// sweepBand sweeps the sets down band c from its top, packing each row's
// joined sets and the entrance's column.
func (s *RowSolver) sweepBand(bd *band, c int, sets *rowSets, label, stack []int32, east, south []bool) error {
	if c == 0 {
		sets.reset()
	} else {
		copy(bd.code(bd.y0-1), s.tops[c-1])
		bd.ents[0] = s.ents[c-1]
		sets.restore(s.tops[c-1], s.ents[c-1], label, stack)
		unpackBits(bd.row(bd.y0 - 1)[s.stride/2:], south)
		if err := sets.descend(south); err != nil {
			return err
		}
	}
	for y := bd.y0; y < bd.y1; y++ {
		r := bd.row(y)
		unpackBits(r[:s.stride/2], east)
		if err := sets.join(east); err != nil {
			return fmt.Errorf("%w: row %d", err, y)
		}
		sets.pack(bd.code(y))
		bd.ents[y-bd.y0+1] = sets.ent
		if y+1 < s.h {
			unpackBits(r[s.stride/2:], south)
			if err := sets.descend(south); err != nil {
				return fmt.Errorf("%w: row %d", err, y)
			}
		}
	}
	return nil
}

// countRow adds a row's path cells to the count: terms are the row's
// crossings and doors, two to each run the path passes along.
func (s *RowSolver) countRow(terms []int32, entrance bool) {
	t := slices.Clone(terms)
	if entrance {
		t = append(t, 0)
	}
	slices.Sort(t)
	for i := 0; i+1 < len(t); i += 2 {
		s.cells += int64(t[i+1]-t[i]) + 1
	}
}

// step finds the crossings of the boundary above row y (y > 0) from those
// below it. east is row y's east passages, labY its sets (the rows down to
// y), southA and labA the passages down from row y−1 and its sets, entY and
// entA a column of each in the entrance's set, terms row y's crossings
// below and the exit. Each set of row y holds none or two of the terms
// (the entrance counts as one in its set): the path between the two runs
// along row y and up into the sets of row y−1 and back, crossing the
// openings it returns, sorted.
func (b *rowBack) step(east, southA []bool, labY, labA []int32, entY, entA int32, terms []int32) ([]int32, error) {
	w := b.w
	for x := 0; x < w; x++ {
		if x > 0 && east[x-1] {
			b.runStart[x] = b.runStart[x-1]
		} else {
			b.runStart[x] = int32(x)
		}
		b.head[x] = -1
	}
	for x := w - 1; x >= 0; x-- {
		if southA[x] {
			l := labA[x]
			b.nextOpen[x], b.head[l] = b.head[l], int32(x)
		}
	}
	// Pair the terms by set.
	type term struct{ set, node int32 }
	ts := make([]term, 0, len(terms)+1)
	for _, x := range terms {
		ts = append(ts, term{labY[x], b.runStart[x]})
	}
	ts = append(ts, term{labY[entY], int32(w) + labA[entA]})
	slices.SortFunc(ts, func(p, q term) int { return int(p.set) - int(q.set) })
	var up []int32
	for i := 0; i < len(ts); i += 2 {
		if i+1 >= len(ts) || ts[i].set != ts[i+1].set || (i+2 < len(ts) && ts[i+2].set == ts[i].set) {
			return nil, errRowPath
		}
		var err error
		if up, err = b.path(ts[i].node, ts[i+1].node, east, southA, labA, up); err != nil {
			return nil, err
		}
	}
	slices.Sort(up)
	return up, nil
}

// path appends to up the openings the path between nodes a and z crosses.
func (b *rowBack) path(a, z int32, east, southA []bool, labA []int32, up []int32) ([]int32, error) {
	if a == z {
		return up, nil
	}
	b.epoch++
	if b.epoch == 0 {
		clear(b.stamp)
		b.epoch = 1
	}
	w := int32(b.w)
	q := append(b.queue[:0], a)
	b.stamp[a] = b.epoch
	for i := 0; i < len(q); i++ {
		n := q[i]
		visit := func(m, x int32) bool {
			if b.stamp[m] == b.epoch {
				return false
			}
			b.stamp[m], b.parent[m], b.via[m] = b.epoch, n, x
			q = append(q, m)
			return m == z
		}
		found := false
		if n < w { // a run: its openings up
			for x := n; ; x++ {
				if southA[x] && visit(w+labA[x], x) {
					found = true
					break
				}
				if x+1 >= w || !east[x] {
					break
				}
			}
		} else { // a set above: its openings down
			for x := b.head[n-w]; x >= 0; x = b.nextOpen[x] {
				if visit(b.runStart[x], x) {
					found = true
					break
				}
			}
		}
		if found {
			b.queue = q
			for m := z; m != a; m = b.parent[m] {
				up = append(up, b.via[m])
			}
			return up, nil
		}
	}
	b.queue = q
	return nil, errRowPath
}
