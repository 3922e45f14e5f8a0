package pattern

import (
	"fmt"
	"math/rand/v2"

	"github.com/mazekit/mazekit/param"
)

// TenPrint is a grid of W×H character cells, each holding a forward (/) or
// backward (\) diagonal, as drawn by the C64 program
//
//	10 PRINT CHR$(205.5+RND(1)); : GOTO 10
//
// Cell (x, y) is Slash[y*W+x]: true for '/', false for '\'.
type TenPrint struct {
	W, H  int
	Slash []bool
}

// MaxPatternCells caps the cells of a pattern.
const MaxPatternCells = 16_000_000

// NewTenPrint fills a w×h grid by coin flips: each cell is '/' with
// probability bias.
func NewTenPrint(w, h int, bias float64, rng *rand.Rand) (*TenPrint, error) {
	if w < 1 || h < 1 || w*h > MaxPatternCells || w > MaxPatternCells || h > MaxPatternCells {
		return nil, fmt.Errorf("pattern: 10print: %w", param.Textf("size", fmt.Sprintf("%dx%d", w, h), "want at least 1x1 and at most %d cells", MaxPatternCells))
	}
	if !(bias >= 0 && bias <= 1) {
		return nil, fmt.Errorf("pattern: 10print: %w", param.Errorf("bias", bias, "want a probability from 0 to 1"))
	}
	t := &TenPrint{W: w, H: h, Slash: make([]bool, w*h)}
	for i := range t.Slash {
		t.Slash[i] = rng.Float64() < bias
	}
	return t, nil
}

// ParseTenPrint reads a grid from lines of '/' and '\' (for fixtures).
func ParseTenPrint(lines ...string) (*TenPrint, error) {
	if len(lines) == 0 || len(lines[0]) == 0 {
		return nil, fmt.Errorf("pattern: empty 10print picture")
	}
	t := &TenPrint{W: len(lines[0]), H: len(lines)}
	for y, l := range lines {
		if len(l) != t.W {
			return nil, fmt.Errorf("pattern: line %d has %d cells, want %d", y+1, len(l), t.W)
		}
		for _, ch := range l {
			switch ch {
			case '/':
				t.Slash = append(t.Slash, true)
			case '\\':
				t.Slash = append(t.Slash, false)
			default:
				return nil, fmt.Errorf("pattern: line %d: %q is neither / nor \\", y+1, ch)
			}
		}
	}
	return t, nil
}

// String returns the grid as lines of '/' and '\'.
func (t *TenPrint) String() string {
	b := make([]byte, 0, (t.W+1)*t.H)
	for y := 0; y < t.H; y++ {
		for x := 0; x < t.W; x++ {
			if t.Slash[y*t.W+x] {
				b = append(b, '/')
			} else {
				b = append(b, '\\')
			}
		}
		b = append(b, '\n')
	}
	return string(b)
}

// Regions describes how the diagonals split the area.
type Regions struct {
	// Of gives the region of each half cell: Of[2*(y*W+x)] is the half on
	// the left of the diagonal (top-left for '/', bottom-left for '\'),
	// Of[2*(y*W+x)+1] the half on its right.
	Of     []int32
	Count  int   // number of regions
	Closed int   // regions that touch no outer edge: closed loops
	Size   []int // half cells per region
	// Longest is the largest region's size in cells (half cells / 2): the
	// longest passage.
	Longest float64
}

// Regions finds the regions by flood fill over half cells: the grid with
// every cell doubled into the two triangles its diagonal makes. Each
// triangle has two legs on the cell's sides and meets one triangle across
// each (none at the outer edge), so every region is a chain: a passage with
// two ends on the edge, or a closed loop.
//
//	'/'  +---+     '\'  +---+
//	     |0 /|          |\ 1|
//	     | / |          | \ |
//	     |/ 1|          |0 \|
//	     +---+          +---+
func (t *TenPrint) Regions() *Regions {
	n := 2 * t.W * t.H
	r := &Regions{Of: make([]int32, n)}
	for i := range r.Of {
		r.Of[i] = -1
	}
	stack := make([]int32, 0, 64)
	for start := 0; start < n; start++ {
		if r.Of[start] >= 0 {
			continue
		}
		id := int32(r.Count)
		r.Count++
		size, edge := 0, false
		r.Of[start] = id
		stack = append(stack[:0], int32(start))
		for len(stack) > 0 {
			h := int(stack[len(stack)-1])
			stack = stack[:len(stack)-1]
			size++
			for _, side := range t.legs(h) {
				q := t.across(h/2, side)
				if q < 0 {
					edge = true
					continue
				}
				if r.Of[q] < 0 {
					r.Of[q] = id
					stack = append(stack, int32(q))
				}
			}
		}
		r.Size = append(r.Size, size)
		if !edge {
			r.Closed++
		}
		r.Longest = max(r.Longest, float64(size)/2)
	}
	return r
}

// Sides of a cell, clockwise from the top.
const (
	sideTop = iota
	sideRight
	sideBottom
	sideLeft
)

// legs returns the two cell sides that half cell h lies on.
func (t *TenPrint) legs(h int) [2]int {
	slash, right := t.Slash[h/2], h%2 == 1
	switch {
	case slash && !right:
		return [2]int{sideTop, sideLeft}
	case slash:
		return [2]int{sideRight, sideBottom}
	case !right:
		return [2]int{sideBottom, sideLeft}
	}
	return [2]int{sideTop, sideRight}
}

// across returns the half cell that meets cell c's given side from the
// neighbouring cell, or -1 at the outer edge.
func (t *TenPrint) across(c, side int) int {
	x, y := c%t.W, c/t.W
	var d, opp int
	switch side {
	case sideTop:
		if y == 0 {
			return -1
		}
		d, opp = c-t.W, sideBottom
	case sideRight:
		if x == t.W-1 {
			return -1
		}
		d, opp = c+1, sideLeft
	case sideBottom:
		if y == t.H-1 {
			return -1
		}
		d, opp = c+t.W, sideTop
	default:
		if x == 0 {
			return -1
		}
		d, opp = c-1, sideRight
	}
	// The half on d's left of its diagonal holds the left side, and the top
	// side too for '/', the bottom side for '\'.
	left := opp == sideLeft || (t.Slash[d] && opp == sideTop) || (!t.Slash[d] && opp == sideBottom)
	if left {
		return 2 * d
	}
	return 2*d + 1
}
