package pattern

import (
	"fmt"
	"math/rand/v2"
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
		return nil, fmt.Errorf("pattern: 10print size %dx%d: want at least 1x1 and at most %d cells", w, h, MaxPatternCells)
	}
	if !(bias >= 0 && bias <= 1) {
		return nil, fmt.Errorf("pattern: bias %v: want a probability from 0 to 1", bias)
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

// Regions finds the regions by flood fill on a raster three times finer
// than the cells, where each diagonal is a line of three wall pixels:
//
//	'/'  . . #     '\'  # . .
//	     . # .          . # .
//	     # . .          . . #
//
// Pixels are joined to their four neighbours across cell borders too.
func (t *TenPrint) Regions() *Regions {
	W, H := 3*t.W, 3*t.H
	px := make([]int32, W*H) // region+1 of each pixel; -1 for walls
	for y := 0; y < t.H; y++ {
		for x := 0; x < t.W; x++ {
			for i := 0; i < 3; i++ {
				j := 2 - i // '/': wall where col+row == 2
				if !t.Slash[y*t.W+x] {
					j = i // '\': wall on the main diagonal
				}
				px[(3*y+i)*W+3*x+j] = -1
			}
		}
	}
	r := &Regions{Of: make([]int32, 2*t.W*t.H)}
	stack := make([]int32, 0, 64)
	touches := []bool{}
	for start := range px {
		if px[start] != 0 {
			continue
		}
		id := int32(r.Count + 1)
		r.Count++
		size, edge := 0, false
		px[start] = id
		stack = append(stack[:0], int32(start))
		for len(stack) > 0 {
			p := int(stack[len(stack)-1])
			stack = stack[:len(stack)-1]
			size++
			x, y := p%W, p/W
			if x == 0 || y == 0 || x == W-1 || y == H-1 {
				edge = true
			}
			for _, q := range [4]int{p - W, p + 1, p + W, p - 1} {
				if q < 0 || q >= len(px) || (q == p+1 && x == W-1) || (q == p-1 && x == 0) || px[q] != 0 {
					continue
				}
				px[q] = id
				stack = append(stack, int32(q))
			}
		}
		r.Size = append(r.Size, size)
		touches = append(touches, edge)
	}
	// Each cell has three free pixels on each side of its diagonal; a half
	// cell's region is that of its corner pixel.
	for y := 0; y < t.H; y++ {
		for x := 0; x < t.W; x++ {
			c := y*t.W + x
			var left, right int
			if t.Slash[c] {
				left, right = (3*y)*W+3*x, (3*y+2)*W+3*x+2 // top-left, bottom-right corners
			} else {
				left, right = (3*y+2)*W+3*x, (3*y)*W+3*x+2 // bottom-left, top-right
			}
			r.Of[2*c], r.Of[2*c+1] = px[left]-1, px[right]-1
		}
	}
	for i := range r.Size {
		r.Size[i] /= 3 // three pixels per half cell
		if !touches[i] {
			r.Closed++
		}
		r.Longest = max(r.Longest, float64(r.Size[i])/2)
	}
	return r
}
