// The connected sets of a rect maze's rows, swept top to bottom.

package maze

import "errors"

// errRowLoop and errRowCut say a maze given row by row is not a tree whose
// entrance reaches every row.
var (
	errRowLoop = errors.New("maze: rows join two cells already connected (the maze has a loop)")
	errRowCut  = errors.New("maze: the entrance's part of the maze has no way down (the maze is not connected)")
)

// rowSets are the cells of one row of a rect maze grouped by what joins
// them above and in the row: two cells are in one set when the rows down to
// this one connect them. The sets of a row never cross (the paths joining
// them run above it in the plane), so each is kept as a circular list of
// columns in increasing order, and "x and x+1 are in one set" is
// next[x] == x+1. The entrance is the top of column 0 of the first row; ent
// is a column of this row in the entrance's set.
type rowSets struct {
	next, prev []int32
	ent        int32
}

func newRowSets(w int) *rowSets {
	s := &rowSets{next: make([]int32, w), prev: make([]int32, w)}
	s.reset()
	return s
}

// reset makes every column its own set, as above the first row.
func (s *rowSets) reset() {
	for x := range s.next {
		s.next[x], s.prev[x] = int32(x), int32(x)
	}
	s.ent = 0
}

// join merges the sets of columns joined by east passages.
func (s *rowSets) join(east []bool) error {
	next, prev := s.next, s.prev
	for x := 0; x+1 < len(next); x++ {
		if !east[x] {
			continue
		}
		if next[x] == int32(x+1) {
			return errRowLoop
		}
		n := prev[x+1]
		next[n], prev[next[x]] = next[x], n
		next[x], prev[x+1] = int32(x+1), int32(x)
	}
	return nil
}

// descend leaves in their sets the columns with a passage south and makes
// every other column its own set, as the next row starts.
func (s *rowSets) descend(south []bool) error {
	next, prev := s.next, s.prev
	for x := range next {
		if south[x] || next[x] == int32(x) {
			if !south[x] && int32(x) == s.ent {
				return errRowCut
			}
			continue
		}
		if int32(x) == s.ent {
			s.ent = next[x]
		}
		p, n := prev[x], next[x]
		next[p], prev[n] = n, p
		next[x], prev[x] = int32(x), int32(x)
	}
	return nil
}

// Codes of a column in the packed form of a row's sets, two bits a column.
const (
	setAlone = iota // the only column of its set
	setFirst        // the leftmost of several
	setMiddle
	setLast
)

// pack writes the sets as two bits a column into dst (len(next)/4 bytes,
// rounded up).
func (s *rowSets) pack(dst []byte) {
	clear(dst)
	for x, n := range s.next {
		c := setMiddle
		switch p := s.prev[x]; {
		case n == int32(x):
			c = setAlone
		case p > int32(x):
			c = setFirst
		case n < int32(x):
			c = setLast
		}
		dst[x>>2] |= byte(c) << (2 * (x & 3))
	}
}

// unpackLabels reads packed sets of w columns and gives each column the
// leftmost column of its set as its label: a column in the middle of sets
// belongs to the innermost set still open, since sets do not cross. stack
// is scratch of w entries.
func unpackLabels(src []byte, w int, label, stack []int32) {
	top := 0
	for x := 0; x < w; x++ {
		switch (src[x>>2] >> (2 * (x & 3))) & 3 {
		case setAlone:
			label[x] = int32(x)
		case setFirst:
			label[x] = int32(x)
			stack[top] = int32(x)
			top++
		case setMiddle:
			label[x] = stack[top-1]
		case setLast:
			top--
			label[x] = stack[top]
		}
	}
}

// restore sets the sets from their packed form; label and stack are
// scratch of len(next) entries.
func (s *rowSets) restore(src []byte, ent int32, label, stack []int32) {
	w := len(s.next)
	unpackLabels(src, w, label, stack)
	// Link each set's columns in order: last[l] is the set's latest column
	// so far (stack reused).
	last := stack
	for x := 0; x < w; x++ {
		l := label[x]
		if l == int32(x) {
			s.next[x], s.prev[x] = int32(x), int32(x)
		} else {
			p := last[l]
			s.next[p], s.prev[x] = int32(x), p
			s.next[x], s.prev[l] = l, int32(x)
		}
		last[l] = int32(x)
	}
	s.ent = ent
}
