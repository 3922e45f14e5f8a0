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
// Row. It reads the rows back from the scratch a band at a time.
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
	codeLen := (w + 3) / 4
	codes := make([]byte, (s.band+1)*codeLen)
	ents := make([]int32, s.band+1)
	labY, labA := make([]int32, w), make([]int32, w)
	stack := make([]int32, w)
	east, south := make([]bool, w), make([]bool, w)
	eastA, southA := make([]bool, w), make([]bool, w)
	b := newRowBack(w)
	below := []int32{} // crossings under the row being walked
	perRow := make([][]int32, s.band)
	var rows []byte
	var rec []byte
	for c := nb - 1; c >= 0; c-- {
		y0, y1 := c*s.band, min((c+1)*s.band, s.h)
		first := max(y0-1, 0) // the row above the band, when there is one
		var err error
		if rows, err = s.readRows(first, y1, rows); err != nil {
			return err
		}
		row := func(y int) []byte { return rows[(y-first)*s.stride : (y-first+1)*s.stride] }
		code := func(y int) []byte { i := y - y0 + 1; return codes[i*codeLen : (i+1)*codeLen] }
		// Sweep the band's sets down again from its top.
		if c == 0 {
			s.sets.reset()
		} else {
			copy(code(y0-1), s.tops[c-1])
			ents[0] = s.ents[c-1]
			s.sets.restore(s.tops[c-1], s.ents[c-1], labY, stack)
			unpackRowBits(row(y0-1), eastA, southA)
			if err := s.sets.descend(southA); err != nil {
				return err
			}
		}
		if err := s.sweepBand(y0, y1, row, code, ents, east, south); err != nil {
			return err
		}
		// Walk up.
		unpackLabels(code(y1-1), w, labY, stack)
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
			unpackRowBits(row(y), east, south)
			unpackRowBits(row(y-1), eastA, southA)
			unpackLabels(code(y-1), w, labA, stack)
			up, err := b.step(east, southA, labY, labA, ents[y-y0+1], ents[y-y0], terms)
			if err != nil {
				return fmt.Errorf("%w (row %d)", err, y)
			}
			s.countRow(append(terms, up...), false)
			below = up
			labY, labA = labA, labY
		}
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

// sweepBand sweeps the sets down rows [y0, y1) from the band's top,
// packing each row's joined sets and the entrance's column.
func (s *RowSolver) sweepBand(y0, y1 int, row func(int) []byte, code func(int) []byte, ents []int32, east, south []bool) error {
	for y := y0; y < y1; y++ {
		unpackRowBits(row(y), east, south)
		if err := s.sets.join(east); err != nil {
			return err
		}
		s.sets.pack(code(y))
		ents[y-y0+1] = s.sets.ent
		if y+1 < s.h {
			if err := s.sets.descend(south); err != nil {
				return err
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
