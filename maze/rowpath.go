// The third pass of RowSolver: the rows again, with the path on each.

package maze

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"slices"
)

// RowPath is the solution path on one row of a maze solved by RowSolver.
type RowPath struct {
	// Runs holds the path's stretches along the row as pairs of columns
	// [a, b], a ≤ b, in increasing order: cells a to b are on the path and
	// so are the passages between them.
	Runs []int32
	// Down holds, in increasing order, the columns whose passage to the row
	// below the path takes.
	Down []int32
}

// Fill sets mark[x] for the row's cells on the path, markE[x] for the
// passages east of them it takes and markS[x] for those south; the slices
// are cleared first.
func (p *RowPath) Fill(mark, markE, markS []bool) {
	clear(mark)
	clear(markE)
	clear(markS)
	for i := 0; i+1 < len(p.Runs); i += 2 {
		for x := p.Runs[i]; x <= p.Runs[i+1]; x++ {
			mark[x] = true
			markE[x] = x < p.Runs[i+1]
		}
	}
	for _, x := range p.Down {
		markS[x] = true
	}
}

// Replay gives the rows back from the scratch, top to bottom, as Row took
// them. The slices are reused for the next row.
func (s *RowSolver) Replay(emit func(y int, east, south []bool) error) error {
	if !s.solved {
		return errUnsolved
	}
	east, south := make([]bool, s.w), make([]bool, s.w)
	var buf []byte
	for y0 := 0; y0 < s.h; y0 += s.band {
		y1 := min(y0+s.band, s.h)
		var err error
		if buf, err = s.readRows(y0, y1, buf); err != nil {
			return err
		}
		for y := y0; y < y1; y++ {
			i := (y - y0) * s.stride
			unpackRowBits(buf[i:i+s.stride], east, south)
			if err := emit(y, east, south); err != nil {
				return err
			}
		}
	}
	return nil
}

// PathRows reads the path back row by row after Solve: call Next once a
// row, top to bottom.
type PathRows struct {
	s     *RowSolver
	y     int
	rd    *bufio.Reader
	above []int32 // crossings into this row from above
	below []int32
	terms []int32
	p     RowPath
}

// PathRows starts reading the path from the top row.
func (s *RowSolver) PathRows() (*PathRows, error) {
	if !s.solved {
		return nil, errUnsolved
	}
	return &PathRows{s: s}, nil
}

// Next returns the path on the next row; the RowPath is reused by the next
// call.
func (r *PathRows) Next() (*RowPath, error) {
	s := r.s
	if r.y >= s.h {
		return nil, io.EOF
	}
	if r.y%s.band == 0 {
		c := s.cross[r.y/s.band]
		r.rd = bufio.NewReaderSize(io.NewSectionReader(s.disk, c.off, c.n), 1<<16)
	}
	n, err := binary.ReadUvarint(r.rd)
	if err != nil || n > uint64(s.w) {
		return nil, fmt.Errorf("maze: row solver: reading the crossings of row %d: %v", r.y, err)
	}
	r.above, r.below = r.below, r.above[:0]
	x := int32(0)
	for range n {
		d, err := binary.ReadUvarint(r.rd)
		if err != nil {
			return nil, fmt.Errorf("maze: row solver: reading the crossings of row %d: %v", r.y, err)
		}
		x += int32(d)
		r.below = append(r.below, x)
	}
	t := append(r.terms[:0], r.above...)
	t = append(t, r.below...)
	if r.y == 0 {
		t = append(t, 0)
	}
	if r.y == s.h-1 {
		t = append(t, int32(s.w-1))
	}
	slices.Sort(t)
	r.terms = t
	r.p.Runs = append(r.p.Runs[:0], t...)
	r.p.Down = r.below
	r.y++
	return &r.p, nil
}
