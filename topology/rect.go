package topology

import (
	"math/bits"

	"github.com/mazekit/mazekit/internal/i18n"
)

// Rect is a W×H grid of unit squares. Cell (x, y) is number y*W + x; y grows
// downwards. Edges are numbered horizontally adjacent pairs first, then
// vertically adjacent pairs:
//
//	edge of (x,y)–(x+1,y) = y*(W-1) + x                  (a vertical wall at x+1)
//	edge of (x,y)–(x,y+1) = (W-1)*H + y*W + x            (a horizontal wall at y+1)
//
// Everything is computed from indices; a Rect holds only its size.
type Rect struct {
	W, H int
	inv  uint64 // ⌈2⁶⁴/W⌉ for dividing by W with one multiplication; 0 means divide
}

var _ Grid = (*Rect)(nil)

func init() {
	Register(Kind{Name: "rect", Summary: "W×H square cells", Noun: "Square", Sized: true,
		Weight: LightCells, Density: 1, Streams: true, CellSides: 4,
		Symmetries: []string{"mirror-x", "mirror-y", "2", "4"}, Symmetric: rectSymmetric,
		Build: func(s Spec) (Grid, error) { return NewRect(s.Width, s.Height) }, Cover: coverBySize("rect")})
}

// NewRect returns a w×h grid, or an error if the size is not positive or
// exceeds MaxCells.
func NewRect(w, h int) (*Rect, error) {
	if err := checkSize("rect", w, h); err != nil {
		return nil, err
	}
	r := &Rect{W: w, H: h}
	if w > 1 {
		r.inv = ^uint64(0)/uint64(w) + 1
	}
	return r, nil
}

// row returns c / W. With c·W < 2⁶⁴ (always true below MaxCells) the
// multiply-high by ⌈2⁶⁴/W⌉ is exact, and much cheaper than a division.
func (r *Rect) row(c int) int {
	if r.inv == 0 {
		return c / r.W
	}
	hi, _ := bits.Mul64(uint64(c), r.inv)
	return int(hi)
}

// Spec implements Grid.
func (r *Rect) Spec() Spec { return Spec{Kind: "rect", Width: r.W, Height: r.H} }

// MaxDegree implements Grid.
func (r *Rect) MaxDegree() int { return 4 }

// NumCells implements Graph.
func (r *Rect) NumCells() int { return r.W * r.H }

// NumEdges implements Graph.
func (r *Rect) NumEdges() int { return (r.W-1)*r.H + r.W*(r.H-1) }

// Cell returns the number of cell (x, y).
func (r *Rect) Cell(x, y int) int { return y*r.W + x }

// XY returns the column and row of cell c.
func (r *Rect) XY(c int) (x, y int) {
	y = r.row(c)
	return c - y*r.W, y
}

// EastEdge returns the edge between (x, y) and (x+1, y); x must be < W-1.
func (r *Rect) EastEdge(x, y int) int { return y*(r.W-1) + x }

// SouthEdge returns the edge between (x, y) and (x, y+1); y must be < H-1.
func (r *Rect) SouthEdge(x, y int) int { return (r.W-1)*r.H + y*r.W + x }

// Ends implements Graph.
func (r *Rect) Ends(e int) (a, b int) {
	nh := (r.W - 1) * r.H
	if e < nh {
		y, x := e/(r.W-1), e%(r.W-1)
		a = y*r.W + x
		return a, a + 1
	}
	e -= nh
	return e, e + r.W
}

// Neighbors implements Graph, in the order north, east, south, west.
func (r *Rect) Neighbors(c int, buf []Neighbor) []Neighbor {
	w := r.W
	y := r.row(c)
	x := c - y*w
	if y > 0 {
		buf = append(buf, Neighbor{c - w, (w-1)*r.H + c - w})
	}
	if x < w-1 {
		buf = append(buf, Neighbor{c + 1, y*(w-1) + x})
	}
	if y < r.H-1 {
		buf = append(buf, Neighbor{c + w, (w-1)*r.H + c})
	}
	if x > 0 {
		buf = append(buf, Neighbor{c - 1, y*(w-1) + x - 1})
	}
	return buf
}

// Bounds implements Geometry.
func (r *Rect) Bounds() Box { return Box{Max: Point{float64(r.W), float64(r.H)}} }

// Center implements Geometry.
func (r *Rect) Center(c int) Point {
	x, y := r.XY(c)
	return Point{float64(x) + 0.5, float64(y) + 0.5}
}

// Outline implements Geometry, clockwise on screen from the top-left corner.
func (r *Rect) Outline(c int, buf []Point) []Point {
	x, y := r.XY(c)
	fx, fy := float64(x), float64(y)
	return append(buf, Point{fx, fy}, Point{fx + 1, fy}, Point{fx + 1, fy + 1}, Point{fx, fy + 1})
}

// Wall implements Geometry.
func (r *Rect) Wall(e int) Segment {
	a, b := r.Ends(e)
	x, y := r.XY(a)
	fx, fy := float64(x), float64(y)
	if b == a+1 && e < (r.W-1)*r.H {
		return Segment{A: Point{fx + 1, fy}, B: Point{fx + 1, fy + 1}}
	}
	return Segment{A: Point{fx, fy + 1}, B: Point{fx + 1, fy + 1}}
}

// Border implements Geometry, in the order north, east, south, west.
func (r *Rect) Border(c int, buf []Segment) []Segment {
	x, y := r.XY(c)
	fx, fy := float64(x), float64(y)
	if y == 0 {
		buf = append(buf, Segment{A: Point{fx, fy}, B: Point{fx + 1, fy}})
	}
	if x == r.W-1 {
		buf = append(buf, Segment{A: Point{fx + 1, fy}, B: Point{fx + 1, fy + 1}})
	}
	if y == r.H-1 {
		buf = append(buf, Segment{A: Point{fx, fy + 1}, B: Point{fx + 1, fy + 1}})
	}
	if x == 0 {
		buf = append(buf, Segment{A: Point{fx, fy}, B: Point{fx, fy + 1}})
	}
	return buf
}

// The words book pages print for its grids, in every language.
func init() {
	i18n.Register(map[string]map[string]string{
		"de": {"grid.rect": "Quadrat", "grid.rect.mazes": "Quadrat-Labyrinthe"},
		"en": {"grid.rect": "Square", "grid.rect.mazes": "square mazes"},
		"es": {"grid.rect": "Cuadrado", "grid.rect.mazes": "laberintos cuadrados"},
		"fr": {"grid.rect": "Carré", "grid.rect.mazes": "labyrinthes carrés"},
	})
}

// rectSymmetric gives a rect grid the size symmetry sym needs: an even
// width or height for a mirror, an odd size for a half turn, a square of
// odd side for a quarter turn.
func rectSymmetric(s Spec, fw, fh float64, sym string) Spec {
	switch sym {
	case "mirror-x":
		s.Width += s.Width % 2
	case "mirror-y":
		s.Height += s.Height % 2
	case "2":
		if s.Width%2 == 0 && s.Height%2 == 0 {
			s.Width++
		}
	case "4":
		n := max(s.Width, s.Height) | 1
		s.Width, s.Height = n, n
	}
	return s
}
