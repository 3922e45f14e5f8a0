package topology

import (
	"fmt"

	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/param"
)

// Tri is a grid of W×H equilateral triangles of side 1 in rows, pointing up
// and down alternately: cell (x, y) = y*W + x points up when x+y is even.
// Neighbours share a side: left and right in the row, and below an up
// triangle (above a down one):
//
//	____________
//	\  /\  /\  /
//	 \/__\/__\/
//	 /\  /\  /\
//	/__\/__\/__\
//
// Edges: the row neighbours first (y*(W-1) + x for (x,y)–(x+1,y)), then the
// up triangles' bases, row by row, left to right.
type Tri struct {
	W, H int
}

var _ Grid = (*Tri)(nil)

func init() {
	Register(Kind{Name: "tri", Summary: "W×H triangles, alternately pointing up and down", Noun: "Triangle", Sized: true,
		Weight: LightCells, Density: 2,
		Build: func(s Spec) (Grid, error) { return NewTri(s.Width, s.Height) }, Cover: coverBySize("tri")})
}

const triH = 0.8660254037844386 // √3/2, the height of a unit triangle

// NewTri returns a w×h triangle grid.
func NewTri(w, h int) (*Tri, error) {
	if err := checkSize("tri", w, h); err != nil {
		return nil, err
	}
	// One triangle wide, a down triangle shares no side with the up
	// triangle below it: the column falls apart every two rows.
	if w == 1 && h > 2 {
		return nil, fmt.Errorf("topology: tri: %w", param.Errorf("size", fmt.Sprintf("%dx%d", w, h), "a triangle grid one triangle wide is not connected: give a width of at least 2 or a height of at most 2"))
	}
	return &Tri{W: w, H: h}, nil
}

// Spec implements Grid.
func (t *Tri) Spec() Spec { return Spec{Kind: "tri", Width: t.W, Height: t.H} }

// MaxDegree implements Grid.
func (t *Tri) MaxDegree() int { return 3 }

// NumCells implements Graph.
func (t *Tri) NumCells() int { return t.W * t.H }

// up reports whether cell (x, y) points up.
func (t *Tri) up(x, y int) bool { return (x+y)%2 == 0 }

// bases in rows: even rows hold ceil(W/2) up triangles, odd rows floor(W/2).
func (t *Tri) basesBefore(y int) int {
	a, b := (t.W+1)/2, t.W/2
	n := (y / 2) * (a + b)
	if y%2 == 1 {
		n += a
	}
	return n
}

// NumEdges implements Graph.
func (t *Tri) NumEdges() int { return (t.W-1)*t.H + t.basesBefore(t.H-1) }

// baseEdge returns the edge under up triangle (x, y).
func (t *Tri) baseEdge(x, y int) int { return (t.W-1)*t.H + t.basesBefore(y) + x/2 }

// Ends implements Graph.
func (t *Tri) Ends(e int) (a, b int) {
	nh := (t.W - 1) * t.H
	if e < nh {
		y, x := e/(t.W-1), e%(t.W-1)
		a = y*t.W + x
		return a, a + 1
	}
	k := e - nh
	ca, cb := (t.W+1)/2, t.W/2
	pair, rem := k/(ca+cb), k%(ca+cb)
	var x, y int
	if rem < ca {
		y, x = 2*pair, 2*rem
	} else {
		y, x = 2*pair+1, 2*(rem-ca)+1
	}
	a = y*t.W + x
	return a, a + t.W
}

// Neighbors implements Graph, in the order left, right, vertical.
func (t *Tri) Neighbors(c int, buf []Neighbor) []Neighbor {
	x, y := c%t.W, c/t.W
	if x > 0 {
		buf = append(buf, Neighbor{c - 1, y*(t.W-1) + x - 1})
	}
	if x+1 < t.W {
		buf = append(buf, Neighbor{c + 1, y*(t.W-1) + x})
	}
	if t.up(x, y) {
		if y+1 < t.H {
			buf = append(buf, Neighbor{c + t.W, t.baseEdge(x, y)})
		}
	} else if y > 0 {
		buf = append(buf, Neighbor{c - t.W, t.baseEdge(x, y-1)})
	}
	return buf
}

// corners returns the three corners of (x, y): for an up triangle apex,
// bottom right, bottom left; for a down one top left, top right, bottom.
func (t *Tri) corners(x, y int) [3]Point {
	l := float64(x) / 2
	top, bot := float64(y)*triH, float64(y+1)*triH
	if t.up(x, y) {
		return [3]Point{{l + 0.5, top}, {l + 1, bot}, {l, bot}}
	}
	return [3]Point{{l, top}, {l + 1, top}, {l + 0.5, bot}}
}

// Bounds implements Geometry.
func (t *Tri) Bounds() Box {
	return Box{Max: Point{float64(t.W+1) / 2, float64(t.H) * triH}}
}

// Center implements Geometry (the centroid).
func (t *Tri) Center(c int) Point {
	p := t.corners(c%t.W, c/t.W)
	return Point{(p[0].X + p[1].X + p[2].X) / 3, (p[0].Y + p[1].Y + p[2].Y) / 3}
}

// Outline implements Geometry.
func (t *Tri) Outline(c int, buf []Point) []Point {
	p := t.corners(c%t.W, c/t.W)
	return append(buf, p[0], p[1], p[2])
}

// sides returns the left, right and horizontal sides of (x, y).
func (t *Tri) sides(x, y int) (left, right, flat Segment) {
	p := t.corners(x, y)
	if t.up(x, y) {
		return Segment{A: p[2], B: p[0]}, Segment{A: p[0], B: p[1]}, Segment{A: p[2], B: p[1]}
	}
	return Segment{A: p[0], B: p[2]}, Segment{A: p[1], B: p[2]}, Segment{A: p[0], B: p[1]}
}

// Wall implements Geometry.
func (t *Tri) Wall(e int) Segment {
	a, b := t.Ends(e)
	x, y := a%t.W, a/t.W
	_, right, flat := t.sides(x, y)
	if b == a+1 && e < (t.W-1)*t.H {
		return right
	}
	return flat
}

// Border implements Geometry, in the order left, right, horizontal.
func (t *Tri) Border(c int, buf []Segment) []Segment {
	x, y := c%t.W, c/t.W
	left, right, flat := t.sides(x, y)
	if x == 0 {
		buf = append(buf, left)
	}
	if x == t.W-1 {
		buf = append(buf, right)
	}
	if (t.up(x, y) && y == t.H-1) || (!t.up(x, y) && y == 0) {
		buf = append(buf, flat)
	}
	return buf
}

// The words book pages print for its grids, in every language.
func init() {
	i18n.Register(map[string]map[string]string{
		"de": {"grid.tri": "Dreieck", "grid.tri.mazes": "Dreieck-Labyrinthe"},
		"en": {"grid.tri": "Triangle", "grid.tri.mazes": "triangle mazes"},
		"es": {"grid.tri": "Triángulo", "grid.tri.mazes": "laberintos triangulares"},
		"fr": {"grid.tri": "Triangle", "grid.tri.mazes": "labyrinthes triangulaires"},
	})
}
