package topology

import (
	"fmt"

	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/param"
)

// Cube is a maze on the surface of a cube: six faces of N×N unit squares
// whose passages run across the cube's edges. It is drawn as a net to cut
// out and fold, a cross standing upright:
//
//	    U
//	L   F   R
//	    D
//	    B
//
// (up, left, front, right, down, back). Cells are numbered face by face in
// that order, row by row: cell (x, y) of face f is f*N*N + y*N + x. Edges
// are the faces' square-grid edges, numbered face by face as in Rect, then
// the edges across the cube's edges, in the order of the cells. The five
// cube edges where faces meet in the net are drawn as walls like any
// other; the seven the net cuts are links (see Linked) whose wall is drawn
// twice, once on each face.
//
// A cube has no outer wall: a maze on it runs between two cells (see
// Terminals), the centres of the front and the back face.
type Cube struct {
	adjList
	n      int
	pieces map[int][2]Segment // the two sides of each cut edge
}

var (
	_ Grid      = (*Cube)(nil)
	_ Linked    = (*Cube)(nil)
	_ Terminals = (*Cube)(nil)
)

// MaxCubeSide is the largest number of cells along a cube's edge.
const MaxCubeSide = 200

// The faces of a cube, in cell order.
const (
	FaceUp = iota
	FaceLeft
	FaceFront
	FaceRight
	FaceDown
	FaceBack
)

// cubeFaces places each face: its column and row in the net (in faces),
// and in 3D (cube corners at 0 and 1) the corner that is its top left in
// the net and the directions of the net's x and y.
var cubeFaces = [6]struct {
	col, row int
	o, u, v  [3]int
}{
	FaceUp:    {1, 0, [3]int{0, 1, 1}, [3]int{1, 0, 0}, [3]int{0, -1, 0}},
	FaceLeft:  {0, 1, [3]int{0, 1, 1}, [3]int{0, -1, 0}, [3]int{0, 0, -1}},
	FaceFront: {1, 1, [3]int{0, 0, 1}, [3]int{1, 0, 0}, [3]int{0, 0, -1}},
	FaceRight: {2, 1, [3]int{1, 0, 1}, [3]int{0, 1, 0}, [3]int{0, 0, -1}},
	FaceDown:  {1, 2, [3]int{0, 0, 0}, [3]int{1, 0, 0}, [3]int{0, 1, 0}},
	FaceBack:  {1, 3, [3]int{0, 1, 0}, [3]int{1, 0, 0}, [3]int{0, 0, 1}},
}

// cubeMargin is the room round the net for glue tabs, in cells.
const cubeMargin = 1.0

func init() {
	Register(Kind{Name: "cube", Summary: "N×N square cells on each face of a cube, printed as a net to cut out and fold (--size N)",
		Noun: "Cube", Sized: true, Weight: LightCells, Density: 1, Linked: true, Solid: true,
		Build: func(s Spec) (Grid, error) {
			if s.Width != s.Height {
				return nil, fmt.Errorf("topology: cube: %w", param.Errorf("size", fmt.Sprintf("%dx%d", s.Width, s.Height), "a cube's faces are square: give one number, e.g. 6"))
			}
			return NewCube(s.Width)
		}})
}

// NewCube returns a cube of n×n cells a face. n must be from 1 to
// MaxCubeSide; anything else is a *param.Error for "size".
func NewCube(n int) (*Cube, error) {
	if n < 1 || n > MaxCubeSide {
		return nil, fmt.Errorf("topology: cube: %w", param.Errorf("size", fmt.Sprint(n), "want between 1 and %d cells along an edge", MaxCubeSide))
	}
	c := &Cube{n: n, pieces: map[int][2]Segment{}}
	r, _ := NewRect(n, n)
	nn := n * n
	for f := range 6 {
		for e := range r.NumEdges() {
			a, b := r.Ends(e)
			c.addEdge(int32(f*nn+a), int32(f*nn+b))
		}
	}
	// Sides on a face's rim meet a side of another face where the fold
	// puts them in the same place: match them by their 3D midpoints.
	type side struct {
		cell int
		seg  Segment
	}
	open := map[[3]int]side{}
	for cell := range 6 * nn {
		for _, s := range c.rim(cell) {
			k := c.fold(cell, s.Mid())
			o, ok := open[k]
			if !ok {
				open[k] = side{cell, s}
				continue
			}
			delete(open, k)
			e := c.addEdge(int32(o.cell), int32(cell))
			if o.seg != s {
				c.pieces[e] = [2]Segment{o.seg, s}
			}
		}
	}
	if len(open) != 0 {
		panic("topology: cube: unmatched sides")
	}
	c.build(6 * nn)
	return c, nil
}

// rim returns the sides of cell c on its face's edge, in the net.
func (c *Cube) rim(cell int) []Segment {
	x, y := c.xy(cell)
	p := c.corner(cell)
	var out []Segment
	if y == 0 {
		out = append(out, Segment{A: p, B: Point{p.X + 1, p.Y}})
	}
	if x == c.n-1 {
		out = append(out, Segment{A: Point{p.X + 1, p.Y}, B: Point{p.X + 1, p.Y + 1}})
	}
	if y == c.n-1 {
		out = append(out, Segment{A: Point{p.X, p.Y + 1}, B: Point{p.X + 1, p.Y + 1}})
	}
	if x == 0 {
		out = append(out, Segment{A: p, B: Point{p.X, p.Y + 1}})
	}
	return out
}

// fold returns the 3D position, doubled to whole numbers, of the net
// point p of cell's face when the net is folded into the cube.
func (c *Cube) fold(cell int, p Point) [3]int {
	f := cubeFaces[c.Face(cell)]
	b := c.FaceBox(c.Face(cell))
	x, y := int(2*(p.X-b.Min.X)+0.5), int(2*(p.Y-b.Min.Y)+0.5)
	var out [3]int
	for i := range 3 {
		out[i] = 2*c.n*f.o[i] + x*f.u[i] + y*f.v[i]
	}
	return out
}

// FaceFrame returns where face f lies on the cube of side 1 (corners at 0
// and 1): the corner at its top left in the net, the directions of the
// net's x and y along the cube, and the face's outward normal.
func (c *Cube) FaceFrame(f int) (o, u, v, n [3]int) {
	fc := cubeFaces[f]
	for a := range 3 {
		if fc.u[a] == 0 && fc.v[a] == 0 {
			n[a] = 2*fc.o[a] - 1
		}
	}
	return fc.o, fc.u, fc.v, n
}

// Side returns the number of cells along an edge of the cube.
func (c *Cube) Side() int { return c.n }

// Face returns the face of cell c (FaceUp … FaceBack).
func (c *Cube) Face(cell int) int { return cell / (c.n * c.n) }

// FaceBox returns the square face f is drawn in.
func (c *Cube) FaceBox(f int) Box {
	n := float64(c.n)
	x, y := cubeMargin+float64(cubeFaces[f].col)*n, cubeMargin+float64(cubeFaces[f].row)*n
	return Box{Min: Point{x, y}, Max: Point{x + n, y + n}}
}

// xy returns the column and row of a cell on its face.
func (c *Cube) xy(cell int) (x, y int) {
	i := cell % (c.n * c.n)
	return i % c.n, i / c.n
}

// corner returns the top-left corner of a cell in the net.
func (c *Cube) corner(cell int) Point {
	x, y := c.xy(cell)
	b := c.FaceBox(c.Face(cell))
	return Point{b.Min.X + float64(x), b.Min.Y + float64(y)}
}

// Spec implements Grid.
func (c *Cube) Spec() Spec { return Spec{Kind: "cube", Width: c.n, Height: c.n} }

// NumCells implements Graph.
func (c *Cube) NumCells() int { return 6 * c.n * c.n }

// LinkWalls implements Linked: the edges the net cuts, with a wall piece
// on each face.
func (c *Cube) LinkWalls(e int, buf []Segment) ([]Segment, bool) {
	p, ok := c.pieces[e]
	if !ok {
		return buf, false
	}
	return append(buf, p[0], p[1]), true
}

// Terminals implements Terminals: the centre cells of the front and the
// back face (the cells just above and left of the centre when N is even).
func (c *Cube) Terminals() (start, finish int) {
	m := (c.n - 1) / 2
	nn := c.n * c.n
	return FaceFront*nn + m*c.n + m, FaceBack*nn + m*c.n + m
}

// Bounds implements Geometry: the net with room round it for glue tabs.
func (c *Cube) Bounds() Box {
	n := float64(c.n)
	return Box{Max: Point{3*n + 2*cubeMargin, 4*n + 2*cubeMargin}}
}

// Center implements Geometry.
func (c *Cube) Center(cell int) Point {
	p := c.corner(cell)
	return Point{p.X + 0.5, p.Y + 0.5}
}

// Outline implements Geometry.
func (c *Cube) Outline(cell int, buf []Point) []Point {
	p := c.corner(cell)
	return append(buf, p, Point{p.X + 1, p.Y}, Point{p.X + 1, p.Y + 1}, Point{p.X, p.Y + 1})
}

// Wall implements Geometry. The wall of a cut edge is its piece on the
// first cell's face (see LinkWalls).
func (c *Cube) Wall(e int) Segment {
	if p, ok := c.pieces[e]; ok {
		return p[0]
	}
	a, b := c.Ends(e)
	if c.Face(a) != c.Face(b) || b != a+1 {
		// Below, or across the fold to the face below or beside.
		pa, pb := c.corner(a), c.corner(b)
		if pb.Y > pa.Y {
			return Segment{A: Point{pa.X, pa.Y + 1}, B: Point{pa.X + 1, pa.Y + 1}}
		}
		if pb.Y < pa.Y {
			return Segment{A: pa, B: Point{pa.X + 1, pa.Y}}
		}
		if pb.X < pa.X {
			return Segment{A: pa, B: Point{pa.X, pa.Y + 1}}
		}
	}
	pa := c.corner(a)
	return Segment{A: Point{pa.X + 1, pa.Y}, B: Point{pa.X + 1, pa.Y + 1}}
}

// Border implements Geometry: a cube has no outer wall.
func (c *Cube) Border(cell int, buf []Segment) []Segment { return buf }

// The words book pages print for its grids, in every language.
func init() {
	i18n.Register(map[string]map[string]string{
		"de": {"grid.cube": "Würfel", "grid.cube.mazes": "Würfel-Labyrinthe"},
		"en": {"grid.cube": "Cube", "grid.cube.mazes": "cube mazes"},
		"es": {"grid.cube": "Cubo", "grid.cube.mazes": "laberintos en un cubo"},
		"fr": {"grid.cube": "Cube", "grid.cube.mazes": "labyrinthes sur un cube"},
	})
}
