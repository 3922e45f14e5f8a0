// Package trap is the hexagonal "trap the cat" game: a cat starts in the
// middle of a board of hexagons, some already blocked; each turn the player
// blocks one free cell and then the cat steps to a free neighbour. The cat
// escapes when it reaches a cell on the edge of the board; the player wins
// when, after a block, the cat has no free neighbour.
//
// The package holds the game's state ([Board]), the cat's mind (the
// distance map and three cat strengths, [Random], [Greedy] and [Smart]), a
// solver that decides whether the player can force a trap within K blocks
// and returns the winning line ([Solve]), and a generator of printable
// puzzles that are won in exactly K blocks ([Generate]).
//
// Boards use the offset layout of topology.Hex with pointy tops: cell
// (col, row) is row*W + col and odd rows are shifted half a cell right.
package trap

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/mazekit/mazekit/param"
)

// MaxCells is the largest board: blocked cells are kept in 128 bits.
const MaxCells = 128

// Geometry is the shape of a W×H board with its neighbour tables. It is
// read-only after NewGeometry and safe for concurrent use.
type Geometry struct {
	W, H   int
	nb     [][6]int8 // neighbours of each cell; -1 for none
	nbMask []cells   // the same neighbours as a set
	edge   cells
}

// cells is a set of cells of a board, one bit each.
type cells [2]uint64

func (b cells) has(c int) bool          { return b[c>>6]&(1<<(c&63)) != 0 }
func (b *cells) add(c int)              { b[c>>6] |= 1 << (c & 63) }
func (b cells) and(o cells) cells       { return cells{b[0] & o[0], b[1] & o[1]} }
func (b cells) andNot(o cells) cells    { return cells{b[0] &^ o[0], b[1] &^ o[1]} }
func (b cells) or(o cells) cells        { return cells{b[0] | o[0], b[1] | o[1]} }
func (b cells) empty() bool             { return b[0]|b[1] == 0 }
func (b cells) count() int              { return bits.OnesCount64(b[0]) + bits.OnesCount64(b[1]) }
func (b cells) intersects(o cells) bool { return b[0]&o[0]|b[1]&o[1] != 0 }

// first returns the lowest cell in b, or -1 when b is empty.
func (b cells) first() int {
	if b[0] != 0 {
		return bits.TrailingZeros64(b[0])
	}
	if b[1] != 0 {
		return 64 + bits.TrailingZeros64(b[1])
	}
	return -1
}

// NewGeometry returns the geometry of a w×h board; a size out of range is
// a *param.Error ("size").
func NewGeometry(w, h int) (*Geometry, error) {
	if w < 3 || h < 3 || w > 26 || w*h > MaxCells {
		return nil, param.Errorf("size", fmt.Sprintf("%dx%d", w, h), "want at least 3x3, at most 26 columns and at most %d cells", MaxCells)
	}
	g := &Geometry{W: w, H: h, nb: make([][6]int8, w*h), nbMask: make([]cells, w*h)}
	for r := 0; r < h; r++ {
		for q := 0; q < w; q++ {
			c := r*w + q
			s := r & 1 // odd rows are shifted right
			cand := [6][2]int{{q - 1 + s, r - 1}, {q + s, r - 1}, {q + 1, r}, {q + s, r + 1}, {q - 1 + s, r + 1}, {q - 1, r}}
			for k, p := range cand {
				g.nb[c][k] = -1
				if p[0] >= 0 && p[0] < w && p[1] >= 0 && p[1] < h {
					g.nb[c][k] = int8(p[1]*w + p[0])
					g.nbMask[c].add(p[1]*w + p[0])
				}
			}
			if q == 0 || r == 0 || q == w-1 || r == h-1 {
				g.edge.add(c)
			}
		}
	}
	return g, nil
}

// Cells returns the number of cells.
func (g *Geometry) Cells() int { return g.W * g.H }

// Neighbors returns the neighbours of c (up to six).
func (g *Geometry) Neighbors(c int) []int {
	var out []int
	for _, n := range g.nb[c] {
		if n >= 0 {
			out = append(out, int(n))
		}
	}
	return out
}

// Edge reports whether c is on the edge of the board.
func (g *Geometry) Edge(c int) bool { return g.edge.has(c) }

// Center returns the middle cell.
func (g *Geometry) Center() int { return (g.H/2)*g.W + g.W/2 }

// Name returns a cell's name: its column as a letter and its row from 1,
// such as "e5".
func (g *Geometry) Name(c int) string { return fmt.Sprintf("%c%d", 'a'+c%g.W, c/g.W+1) }

// Parse reads a cell name ("e5") or "col,row" from 1 ("5,5").
func (g *Geometry) Parse(s string) (int, error) {
	s = strings.TrimSpace(strings.ToLower(s))
	var q, r int
	if a, b, ok := strings.Cut(s, ","); ok {
		if _, err := fmt.Sscanf(a+" "+b, "%d %d", &q, &r); err != nil {
			return 0, fmt.Errorf("trap: %q is not a cell (want e5 or 5,5)", s)
		}
		q--
	} else if len(s) >= 2 && s[0] >= 'a' && s[0] <= 'z' {
		if _, err := fmt.Sscanf(s[1:], "%d", &r); err != nil {
			return 0, fmt.Errorf("trap: %q is not a cell (want e5 or 5,5)", s)
		}
		q = int(s[0] - 'a')
	} else {
		return 0, fmt.Errorf("trap: %q is not a cell (want e5 or 5,5)", s)
	}
	r--
	if q < 0 || q >= g.W || r < 0 || r >= g.H {
		return 0, fmt.Errorf("trap: cell %q is off the %dx%d board", s, g.W, g.H)
	}
	return r*g.W + q, nil
}

// Board is a position: the blocked cells and the cat's cell.
type Board struct {
	G       *Geometry
	blocked cells
	Cat     int
}

// NewBoard returns an empty board with the cat in the middle.
func NewBoard(g *Geometry) *Board { return &Board{G: g, Cat: g.Center()} }

// Blocked reports whether c is blocked.
func (b *Board) Blocked(c int) bool { return b.blocked.has(c) }

// Block blocks c.
func (b *Board) Block(c int) { b.blocked.add(c) }

// Free reports whether c is open and not the cat's.
func (b *Board) Free(c int) bool { return !b.blocked.has(c) && c != b.Cat }

// CatMoves returns the free neighbours of the cat.
func (b *Board) CatMoves() []int {
	var out []int
	for _, n := range b.G.nb[b.Cat] {
		if n >= 0 && !b.blocked.has(int(n)) {
			out = append(out, int(n))
		}
	}
	return out
}

// Escaped reports whether the cat stands on the edge.
func (b *Board) Escaped() bool { return b.G.edge.has(b.Cat) }

// Trapped reports whether the cat cannot move.
func (b *Board) Trapped() bool { return len(b.CatMoves()) == 0 }

// Clone returns a copy.
func (b *Board) Clone() *Board { c := *b; return &c }

// String draws the board as text: # blocked, C the cat, . free; odd rows
// indented half a cell.
func (b *Board) String() string {
	var s strings.Builder
	s.WriteString("   ")
	for q := 0; q < b.G.W; q++ {
		fmt.Fprintf(&s, " %c", 'a'+q)
	}
	s.WriteByte('\n')
	for r := 0; r < b.G.H; r++ {
		fmt.Fprintf(&s, "%2d ", r+1)
		if r%2 == 1 {
			s.WriteByte(' ')
		}
		for q := 0; q < b.G.W; q++ {
			c := r*b.G.W + q
			ch := '.'
			switch {
			case c == b.Cat:
				ch = 'C'
			case b.blocked.has(c):
				ch = '#'
			}
			fmt.Fprintf(&s, " %c", ch)
		}
		s.WriteByte('\n')
	}
	return s.String()
}

// Wall is the distance a blocked cell gets in the distance map.
const Wall = 100

// Distances returns every cell's number of steps to the edge: free edge
// cells 0, blocked cells Wall, others 1 + the least of their free
// neighbours (breadth-first from the edge); cells that cannot reach the
// edge get Wall too.
func (b *Board) Distances() []int {
	n := b.G.Cells()
	d := make([]int, n)
	queue := make([]int, 0, n)
	for c := 0; c < n; c++ {
		d[c] = Wall
		if !b.blocked.has(c) && b.G.edge.has(c) {
			d[c] = 0
			queue = append(queue, c)
		}
	}
	for h := 0; h < len(queue); h++ {
		c := queue[h]
		for _, x := range b.G.nb[c] {
			if x >= 0 && !b.blocked.has(int(x)) && d[x] == Wall {
				d[x] = d[c] + 1
				queue = append(queue, int(x))
			}
		}
	}
	return d
}
