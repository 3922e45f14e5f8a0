package topology

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/mazekit/mazekit/param"
)

// MaxCells is the largest number of cells any grid may have. Constructors
// refuse larger grids before allocating anything.
const MaxCells = 1 << 26 // 67,108,864

// None is the cell number that stands for "no cell".
const None = -1

// Point is a position in scene units. X grows to the right, Y grows downwards
// (as on a page or screen).
type Point struct{ X, Y float64 }

// Box is an axis-aligned rectangle from Min to Max.
type Box struct{ Min, Max Point }

// Dx returns the width of b.
func (b Box) Dx() float64 { return b.Max.X - b.Min.X }

// Dy returns the height of b.
func (b Box) Dy() float64 { return b.Max.Y - b.Min.Y }

// Segment is one drawable wall: a straight line from A to B or, when Arc is
// set, the circular arc centred on C that runs from A to B through increasing
// angles (angles measured with math.Atan2(y-C.Y, x-C.X) in scene coordinates,
// so the sweep looks clockwise on screen). A and B are at the same distance
// from C, and the sweep is less than a full turn.
type Segment struct {
	A, B Point
	Arc  bool
	C    Point
}

// angles returns the start and end angles of an arc, end > start.
func (s Segment) angles() (a0, a1 float64) {
	a0 = math.Atan2(s.A.Y-s.C.Y, s.A.X-s.C.X)
	a1 = math.Atan2(s.B.Y-s.C.Y, s.B.X-s.C.X)
	for a1 < a0 {
		a1 += 2 * math.Pi
	}
	return a0, a1
}

// Mid returns the middle of the wall: of the line, or of the arc.
func (s Segment) Mid() Point {
	if !s.Arc {
		return Point{(s.A.X + s.B.X) / 2, (s.A.Y + s.B.Y) / 2}
	}
	r := Dist(s.A, s.C)
	a0, a1 := s.angles()
	m := (a0 + a1) / 2
	return Point{s.C.X + r*math.Cos(m), s.C.Y + r*math.Sin(m)}
}

// Length returns the length of the wall (the arc length for arcs).
func (s Segment) Length() float64 {
	if !s.Arc {
		return Dist(s.A, s.B)
	}
	a0, a1 := s.angles()
	return Dist(s.A, s.C) * (a1 - a0)
}

// Neighbor is one entry of a cell's adjacency: the cell across an edge, and that edge.
type Neighbor struct{ Cell, Edge int }

// Graph is the abstract half of a grid that generators and solvers use.
//
// Cells are numbered 0..NumCells()-1 and edges 0..NumEdges()-1. An edge is a
// pair of adjacent cells, that is one potential wall; outer walls are not edges
// (see Geometry.Border).
type Graph interface {
	NumCells() int
	NumEdges() int
	// Ends returns the two cells that edge e joins, the smaller number first.
	Ends(e int) (a, b int)
	// Neighbors appends the neighbours of cell c, in a fixed order, to buf and
	// returns it. It does not allocate when buf has room for the grid's
	// MaxDegree entries.
	Neighbors(c int, buf []Neighbor) []Neighbor
}

// Geometry is the drawable half of a grid, in scene units.
type Geometry interface {
	// Bounds returns a box that contains every cell.
	Bounds() Box
	// Center returns a point inside cell c, used for solution lines and labels.
	Center(c int) Point
	// Outline appends the corners of cell c, in order around it, to buf.
	// Curved sides are approximated by extra corners.
	Outline(c int, buf []Point) []Point
	// Wall returns the wall that separates the two cells of edge e.
	Wall(e int) Segment
	// Border appends the outer walls of cell c (those with no cell behind
	// them) to buf, in a fixed order. A cell with none is not on the border.
	Border(c int, buf []Segment) []Segment
}

// Grid is a set of cells with their adjacency and their geometry.
type Grid interface {
	Graph
	Geometry
	// Spec returns the description this grid can be rebuilt from.
	Spec() Spec
	// MaxDegree returns the largest number of neighbours any cell has.
	MaxDegree() int
}

// Spec describes a grid by kind and parameters; Build turns it into a Grid.
// Fields that a kind does not use are zero and left out of JSON.
type Spec struct {
	Kind   string `json:"kind"`
	Width  int    `json:"width,omitempty"`  // columns (rect, hex, tri) or scene width (planar)
	Height int    `json:"height,omitempty"` // rows (rect, hex, tri) or scene height (planar)
	Radius int    `json:"radius,omitempty"` // hexagon-shaped hex board: cells from centre to edge
	Flat   bool   `json:"flat,omitempty"`   // hex: flat-top instead of pointy-top
	Rings  int    `json:"rings,omitempty"`  // polar
	Cells  int    `json:"cells,omitempty"`  // planar: number of cells
	Seed   uint64 `json:"seed,omitempty"`   // planar: seed of the point layout
	Layout string `json:"layout,omitempty"` // planar: "poisson" or "uniform"; "triangles" for Delaunay cells
	Base   string `json:"base,omitempty"`   // mask: the grid kind that is cut to shape
	Shape  string `json:"shape,omitempty"`  // mask: built-in shape (circle, heart, star)
	Text   string `json:"text,omitempty"`   // mask: text whose letters form the shape
	Image  string `json:"image,omitempty"`  // mask: PNG file whose dark pixels form the shape
	Wrap   string `json:"wrap,omitempty"`   // torus, hextorus: the sides that join: "x", "y" or "xy"
	Floors int    `json:"floors,omitempty"` // 3d: the number of floors of Width×Height cells

	// Stop, when closed, makes a long build (planar grids) give up soon
	// and return ErrStopped; a caller with a context passes ctx.Done().
	// It is never written out, and it takes no part in the grid made.
	Stop <-chan struct{} `json:"-"`
}

// EstimatedCells estimates the number of cells of the grid s describes
// from its parameters alone, without building it: exact for a hexagon
// board's radius and for width×height, close for polar rings and planar
// cell counts. Memory budgets use it before any work.
func (s Spec) EstimatedCells() float64 {
	switch {
	case s.Radius > 0:
		r := float64(s.Radius)
		return 3*r*(r+1) + 1
	case s.Rings > 0:
		r := float64(s.Rings)
		return 3.2 * r * r
	case s.Cells > 0:
		return float64(s.Cells)
	case s.Floors > 0:
		return float64(s.Width) * float64(s.Height) * float64(s.Floors)
	}
	return float64(s.Width) * float64(s.Height)
}

// checkSize validates a width×height cell count against MaxCells.
func checkSize(kind string, w, h int) error {
	if w < 1 || h < 1 {
		return fmt.Errorf("topology: %s: %w", kind, param.Errorf("size", fmt.Sprintf("%dx%d", w, h), "width and height must be at least 1"))
	}
	if w > MaxCells || h > MaxCells || w*h > MaxCells {
		return fmt.Errorf("topology: %s: %w", kind, param.Errorf("size", fmt.Sprintf("%dx%d", w, h), "too many cells (maximum %d)", MaxCells))
	}
	return nil
}

// Layout stream identifiers: grids with a random layout seed their own
// generator from Spec.Seed and this stream, so that carving does not move them.
const streamLayout = 0x6c61796f7574 // "layout"

// NewLayoutRand returns the random stream a grid's layout is drawn from.
func NewLayoutRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, streamLayout))
}

// Dist returns the distance between p and q.
func Dist(p, q Point) float64 { return math.Hypot(p.X-q.X, p.Y-q.Y) }

// Center returns the middle of b.
func (b Box) Center() Point { return Point{X: (b.Min.X + b.Max.X) / 2, Y: (b.Min.Y + b.Max.Y) / 2} }

// Nearest returns the cell of g whose centre is nearest p (the lowest
// numbered of equally near cells).
func Nearest(g Grid, p Point) int {
	best, bestD := 0, math.Inf(1)
	for c := 0; c < g.NumCells(); c++ {
		if d := Dist(g.Center(c), p); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}
