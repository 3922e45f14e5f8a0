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
	hw, up, down     []bool // scratch: the walls of the line being written
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
	// the row above and below stands.
	t.hw = slices.Grow(t.hw[:0], W+2)[:W+2]
	hw := t.hw
	hw[0], hw[W+1] = false, false
	for x := range W {
		if above == nil || below == nil {
			hw[x+1] = !slices.Contains(doors, x)
		} else {
			hw[x+1] = !above.south[x]
		}
	}
	t.up = verticalWalls(t.up, above, W)
	t.down = verticalWalls(t.down, below, W)
	up, down := t.up, t.down
	line := slices.Grow(t.line[:0], 12*W+4)
	for x := 0; x <= W; x++ {
		j := 0
		if up[x] {
			j |= 1
		}
		if hw[x+1] {
			j |= 2
		}
		if down[x] {
			j |= 4
		}
		if hw[x] {
			j |= 8
		}
		if x == W {
			line = append(line, junctions[j]...)
			break
		}
		seg := segOpen
		switch {
		case hw[x+1] && above != nil && at(above.tunS, x):
			seg = segTunnel
		case hw[x+1]:
			seg = segWall
		case above != nil && below != nil && at(above.markS, x):
			seg = segMark
		}
		line = append(line, junctionSegs[j][seg]...)
	}
	t.line = append(line, '\n')
	t.write()
}

// The ways a stretch of the wall line between two junctions is drawn.
const (
	segOpen = iota
	segWall
	segTunnel
	segMark
)

// junctionSegs holds each junction followed by each kind of stretch.
var junctionSegs = func() (t [16][4]string) {
	for j := range t {
		for k, s := range [4]string{"   ", "───", "┄┄┄", " • "} {
			t[j][k] = junctions[j] + s
		}
	}
	return t
}()

// verticalWalls returns, in buf, whether the vertical wall at the left of
// each column 0..W of row r stands (all false for no row).
func verticalWalls(buf []bool, r *rowWalls, W int) []bool {
	buf = slices.Grow(buf[:0], W+1)[:W+1]
	if r == nil {
		clear(buf)
		return buf
	}
	buf[0], buf[W] = !r.west, !r.eastDoor
	for x := 1; x < W; x++ {
		buf[x] = !r.east[x-1]
	}
	return buf
}

func (t *Rows) cells(r *rowWalls) {
	W := t.width
	line := slices.Grow(t.line[:0], 4*W+4)
	t.up = verticalWalls(t.up, r, W)
	walls := t.up
	plain := r.tunE == nil && r.markE == nil && r.mark == nil
	for x := 0; x <= W; x++ {
		wall := walls[x]
		switch {
		case plain && wall:
			line = append(line, "│"...)
		case plain:
			line = append(line, ' ')
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
			if !plain && at(r.mark, x) {
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
