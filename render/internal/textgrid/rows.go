// Square-grid mazes as box-drawing text, streamed a row at a time.

package textgrid

import (
	"io"
	"slices"
)

// Rows writes a rectangular maze as box-drawing text, one row of cells at
// a time, so a maze of any height streams through a buffer of two rows. Each
// cell is three characters wide and one line tall, with a line of walls
// between rows:
//
//	┌───────┬───┐
//	│ •   • │   │
//	│   ╶───┘   │
//
// Call Row once per row from top to bottom, then Close.
type Rows struct {
	w        io.Writer
	width    int
	y        int
	prev     rowWalls // the row above the one being written
	topDoors []int    // columns of doors in the top border
	line     []byte
	err      error
	finished bool
	// TunnelE and TunnelS mark, for the next row, walls with a tunnel
	// under them (weave mazes): drawn dashed.
	TunnelE, TunnelS []bool
	hw, up, down     []uint8 // scratch: the walls of the line being written (0 or 1)
}

// rowWalls holds one row's openings: east[x] reports whether cell x opens to
// x+1, south[x] whether it opens to the row below; mark[x] draws a dot (the
// solution) and markE/markS dots in the passages to the east and south.
type rowWalls struct {
	east, south, mark, markE, markS []bool
	west, eastDoor                  bool // door in the left wall / right wall of this row
	tunE, tunS                      []bool
}

// NewRows starts a text maze of the given width, with openings in the
// top border at the columns topDoors.
func NewRows(w io.Writer, width int, topDoors ...int) *Rows {
	return &Rows{w: w, width: width, topDoors: topDoors}
}

// Row writes the next row. east[x] and south[x] say whether cell x opens to
// its east and south neighbours; mark (may be nil) puts a dot in cells, and
// markE/markS (may be nil) in the passages east and south of them. westDoor
// and eastDoor open the outer wall at the ends of the row.
func (t *Rows) Row(east, south, mark, markE, markS []bool, westDoor, eastDoor bool) error {
	if t.err != nil {
		return t.err
	}
	cur := rowWalls{east: east, south: south, mark: mark, markE: markE, markS: markS, west: westDoor, eastDoor: eastDoor, tunE: t.TunnelE, tunS: t.TunnelS}
	if t.y == 0 {
		t.separator(nil, &cur, t.topDoors)
	} else {
		t.separator(&t.prev, &cur, nil)
	}
	t.cells(&cur)
	// Keep copies: callers may reuse their slices.
	t.prev = rowWalls{
		east: append(t.prev.east[:0], east...), south: append(t.prev.south[:0], south...),
		mark: copyOrNil(t.prev.mark[:0], mark), markS: copyOrNil(t.prev.markS[:0], markS),
		west: westDoor, eastDoor: eastDoor, tunS: copyOrNil(t.prev.tunS[:0], t.TunnelS),
	}
	t.y++
	return t.err
}

func copyOrNil(dst, src []bool) []bool {
	if src == nil {
		return nil
	}
	return append(dst, src...)
}

// Close writes the bottom border with openings at the columns bottomDoors.
func (t *Rows) Close(bottomDoors ...int) error {
	if t.err != nil || t.finished {
		return t.err
	}
	t.finished = true
	if t.y > 0 {
		t.separator(&t.prev, nil, bottomDoors)
	}
	return t.err
}

func at(b []bool, i int) bool { return b != nil && i >= 0 && i < len(b) && b[i] }

// separator writes the wall line between row above (nil at the top) and row
// below (nil at the bottom). doors are columns where the border is open.
func (t *Rows) separator(above, below *rowWalls, doors []int) {
	W := t.width
	// hw[x+1]: the horizontal wall under column x stands (none beyond the
	// ends); up[x], down[x]: the vertical wall at the left of column x in
	// the row above and below stands. All 0 or 1.
	t.hw = slices.Grow(t.hw[:0], W+2)[:W+2]
	hw := t.hw
	hw[0], hw[W+1] = 0, 0
	if above == nil || below == nil {
		for x := range W {
			hw[x+1] = 1
		}
		for _, x := range doors {
			if x >= 0 && x < W {
				hw[x+1] = 0
			}
		}
	} else {
		for x, open := range above.south[:W] {
			hw[x+1] = 1
			if open {
				hw[x+1] = 0
			}
		}
	}
	t.up = verticalWalls(t.up, above, W)
	t.down = verticalWalls(t.down, below, W)
	up, down := t.up[:W+1], t.down[:W+1]
	// Every column takes at most 12 bytes: write whole pieces and move on
	// by their length.
	line := slices.Grow(t.line[:0], 12*W+16)[:12*W+16]
	n := 0
	plain := above == nil || below == nil || (above.tunS == nil && above.markS == nil)
	for x := range W {
		j := up[x] | hw[x+1]<<1 | down[x]<<2 | hw[x]<<3
		seg := hw[x+1] // segOpen or segWall
		if !plain {
			seg = segOpen
			switch {
			case hw[x+1] == 1 && at(above.tunS, x):
				seg = segTunnel
			case hw[x+1] == 1:
				seg = segWall
			case at(above.markS, x):
				seg = segMark
			}
		}
		p := &sepPieces[int(j)<<2|int(seg)]
		*(*[12]byte)(line[n:]) = p.b
		n += int(p.n)
	}
	j := up[W] | down[W]<<2 | hw[W]<<3
	n += copy(line[n:], junctions[j])
	line[n] = '\n'
	t.line = line[:n+1]
	t.write()
}

// The ways a stretch of the wall line between two junctions is drawn.
const (
	segOpen = iota
	segWall
	segTunnel
	segMark
)

// piece is a few bytes of text, padded to a fixed size so that it is
// copied in one move.
type piece struct {
	b [12]byte
	n uint8
}

func newPiece(s string) (p piece) {
	p.n = uint8(copy(p.b[:], s))
	return p
}

// sepPieces holds each junction followed by each kind of stretch, at
// junction<<2 | stretch.
var sepPieces = func() (t [64]piece) {
	for j := range 16 {
		for k, s := range [4]string{"   ", "───", "┄┄┄", " • "} {
			t[j<<2|k] = newPiece(junctions[j] + s)
		}
	}
	return t
}()

// cellPieces are a plain cell line's columns: no wall, or a wall, at the
// column's left, then the cell.
var cellPieces = [2]piece{newPiece("    "), newPiece("│   ")}

// verticalWalls returns, in buf, whether (1) or not (0) the vertical wall
// at the left of each column 0..W of row r stands (all 0 for no row).
func verticalWalls(buf []uint8, r *rowWalls, W int) []uint8 {
	buf = slices.Grow(buf[:0], W+1)[:W+1]
	if r == nil {
		clear(buf)
		return buf
	}
	b := func(v bool) uint8 {
		if v {
			return 1
		}
		return 0
	}
	buf[0], buf[W] = b(!r.west), b(!r.eastDoor)
	for x, open := range r.east[:W-1] {
		buf[x+1] = b(!open)
	}
	return buf
}

func (t *Rows) cells(r *rowWalls) {
	W := t.width
	t.up = verticalWalls(t.up, r, W)
	walls := t.up
	if r.tunE == nil && r.markE == nil && r.mark == nil {
		line := slices.Grow(t.line[:0], 12*W+16)[:12*W+16]
		n := 0
		for _, wall := range walls[:W] {
			p := &cellPieces[wall]
			*(*[12]byte)(line[n:]) = p.b
			n += int(p.n)
		}
		if walls[W] == 1 {
			n += copy(line[n:], "│")
		} else {
			line[n] = ' '
			n++
		}
		line[n] = '\n'
		t.line = line[:n+1]
		t.write()
		return
	}
	line := slices.Grow(t.line[:0], 4*W+4)
	for x := 0; x <= W; x++ {
		wall := walls[x] == 1
		switch {
		case wall && x > 0 && x < W && at(r.tunE, x-1):
			line = append(line, "┆"...)
		case wall:
			line = append(line, "│"...)
		case x > 0 && x < W && at(r.markE, x-1):
			line = append(line, "•"...)
		default:
			line = append(line, ' ')
		}
		if x < W {
			if at(r.mark, x) {
				line = append(line, " • "...)
			} else {
				line = append(line, "   "...)
			}
		}
	}
	t.line = append(line, '\n')
	t.write()
}

func (t *Rows) write() {
	if t.err == nil {
		_, t.err = t.w.Write(t.line)
	}
}

// junctions are the box-drawing characters with arms up (1), right (2),
// down (4) and left (8).
var junctions = [16]string{
	" ", "╵", "╶", "└", "╷", "│", "┌", "├",
	"╴", "┘", "─", "┴", "┐", "┤", "┬", "┼",
}
