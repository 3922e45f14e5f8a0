// Solving a rect maze that comes one row at a time, in memory proportional
// to its width, the rows kept on scratch storage at two bits a cell.

package maze

import (
	"errors"
	"fmt"
	"io"
)

// RowScratch is storage a RowSolver spills to, usually a temporary file.
type RowScratch interface {
	io.ReaderAt
	io.WriterAt
}

// RowSolver finds the path from the top of the top-left cell to the bottom
// of the bottom-right cell of a perfect width×height rect maze given one
// row at a time, top to bottom, and gives the rows back with the path
// marked, in memory proportional to the width, however tall the maze.
//
// Three passes, each a sweep over the rows:
//
//  1. Row keeps the rows on the scratch (two bits a cell) and sweeps their
//     connected sets down (rowSets), saving the sets every few rows: the
//     top of a band of rows.
//  2. Solve goes back up band by band. It sweeps the band's sets down again
//     from its saved top, then walks its rows from the bottom up knowing
//     where the path crosses the boundary below the row: those crossings,
//     paired by the sets of the rows down to this one (each such set is a
//     subtree of the maze, so the path meets it in one piece), are joined
//     through the row's runs of cells and the sets of the row above; the
//     joins name the crossings of the boundary above. Crossings are kept
//     on the scratch, a few bytes each.
//     One goroutine sweeps the next band up while another walks this one.
//  3. Replay reads the rows back, and PathRows each row's path from the
//     crossings above and below it: in each run of cells joined east to
//     west the path's cells lie between the run's two crossings (or door).
//
// The scratch holds about width×height/4 bytes of rows and a few bytes for
// every step of the path across a row boundary; memory is two bands of rows
// and their sets, about band×width/2 bytes each (DefaultBandRows makes that
// 64 MB), plus about 40 bytes a column.
type RowSolver struct {
	// Progress, when set, is called in Solve with each row it walks up
	// (from the bottom); an error from it stops Solve and is returned.
	Progress func(y int) error

	w, h   int
	band   int // rows a band
	stride int // bytes a row on the scratch: east bits, then south bits
	disk   RowScratch

	sets   *rowSets
	y      int      // rows given so far
	tops   [][]byte // the packed sets of the row above each band but the first
	ents   []int32  // and the entrance's column there
	buf    []byte
	cross  []crossRec // where each band's crossings are on the scratch
	end    int64      // the end of what is on the scratch
	cells  int64      // cells on the path, known after Solve
	solved bool
	err    error
}

// crossRec is where a band's crossings are on the scratch.
type crossRec struct{ off, n int64 }

// DefaultBandRows returns the rows a band for a maze w cells wide: about 64
// MB of rows and their packed sets (Solve holds two bands).
func DefaultBandRows(w int) int {
	return max(1, (64<<20)/max(1, (w+3)/4*2))
}

// NewRowSolver starts solving a width×height maze whose rows go to disk
// from offset 0 on, band rows to a band (DefaultBandRows when band < 1).
func NewRowSolver(width, height, band int, disk RowScratch) (*RowSolver, error) {
	if width < 1 || height < 1 {
		return nil, fmt.Errorf("maze: row solver size %dx%d: width and height must be at least 1", width, height)
	}
	if band < 1 {
		band = DefaultBandRows(width)
	}
	band = min(band, height)
	s := &RowSolver{w: width, h: height, band: band, stride: 2 * ((width + 7) / 8), disk: disk, sets: newRowSets(width)}
	s.buf = make([]byte, s.stride)
	s.end = int64(s.stride) * int64(height)
	return s, nil
}

// Row takes maze row y (rows come in order from 0): east[x] reports a
// passage from cell x to x+1, south[x] one to the row below.
func (s *RowSolver) Row(y int, east, south []bool) error {
	if s.err != nil {
		return s.err
	}
	if y != s.y || y >= s.h || len(east) < s.w || len(south) < s.w {
		s.err = fmt.Errorf("maze: row solver got row %d of %d cells, want row %d of %d", y, min(len(east), len(south)), s.y, s.w)
		return s.err
	}
	packRowBits(s.buf, east[:s.w], south[:s.w])
	if _, err := s.disk.WriteAt(s.buf, int64(y)*int64(s.stride)); err != nil {
		s.err = err
		return err
	}
	if err := s.sweep(y, east, south); err != nil {
		s.err = err
		return err
	}
	s.y++
	return nil
}

// sweep moves the sets from above row y to above row y+1.
func (s *RowSolver) sweep(y int, east, south []bool) error {
	if err := s.sets.join(east[:s.w]); err != nil {
		return fmt.Errorf("%w: row %d", err, y)
	}
	if (y+1)%s.band == 0 && y+1 < s.h {
		// The top of the next band: this row's sets, before the columns
		// with no way down leave them.
		top := make([]byte, (s.w+3)/4)
		s.sets.pack(top)
		s.tops = append(s.tops, top)
		s.ents = append(s.ents, s.sets.ent)
	}
	if y+1 < s.h {
		if err := s.sets.descend(south[:s.w]); err != nil {
			return fmt.Errorf("%w: row %d", err, y)
		}
	}
	return nil
}

// Cells returns the number of cells on the path, once Solve has run.
func (s *RowSolver) Cells() int64 { return s.cells }

// packRowBits packs east, then south, one bit a cell into dst.
func packRowBits(dst []byte, east, south []bool) {
	half := len(dst) / 2
	packBits(dst[:half], east)
	packBits(dst[half:], south)
}

// packBits packs src one bit a value into dst, the first in bit 0.
func packBits(dst []byte, src []bool) {
	n := len(src) / 8
	for i := 0; i < n; i++ {
		s := src[8*i : 8*i+8 : 8*i+8]
		var b byte
		for j, v := range s {
			var t byte
			if v {
				t = 1
			}
			b |= t << j
		}
		dst[i] = b
	}
	if len(src) > 8*n {
		var b byte
		for j, v := range src[8*n:] {
			var t byte
			if v {
				t = 1
			}
			b |= t << j
		}
		dst[n] = b
	}
}

// unpackRowBits is the inverse of packRowBits.
func unpackRowBits(src []byte, east, south []bool) {
	half := len(src) / 2
	unpackBits(src[:half], east)
	unpackBits(src[half:], south)
}

// unpackBits is the inverse of packBits: eight values a byte, copied from
// a table of every byte's bits.
func unpackBits(src []byte, dst []bool) {
	n := len(dst) / 8
	for i, b := range src[:n] {
		copy(dst[8*i:8*i+8], byteBits[b][:])
	}
	for x := 8 * n; x < len(dst); x++ {
		dst[x] = src[x>>3]>>(x&7)&1 != 0
	}
}

// byteBits holds the eight bits of every byte, bit 0 first.
var byteBits = func() (t [256][8]bool) {
	for b := range t {
		for j := range t[b] {
			t[b][j] = b>>j&1 != 0
		}
	}
	return t
}()

// readRows reads rows [y0, y1) from the scratch into buf.
func (s *RowSolver) readRows(y0, y1 int, buf []byte) ([]byte, error) {
	n := (y1 - y0) * s.stride
	if cap(buf) < n {
		buf = make([]byte, n)
	}
	buf = buf[:n]
	if _, err := s.disk.ReadAt(buf, int64(y0)*int64(s.stride)); err != nil {
		return buf, err
	}
	return buf, nil
}

// errUnsolved is returned by Replay before Solve.
var errUnsolved = errors.New("maze: row solver: Replay before Solve")
