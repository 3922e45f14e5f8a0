package topology

import (
	"fmt"
	"math"

	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/param"
)

// Stack is a 3D grid: F floors of W×H unit squares, one above the other,
// each cell joined to the cell straight above and below it by stairs.
// Stairs are ordinary edges, so every algorithm, the solver and the doors
// treat a climb as one step; on the page they are links (see Linked and
// Floored): the floors are drawn side by side, in rows read left to right
// from the lowest, and renderers mark each open stair in both its cells.
//
// Cell (x, y) of floor f is number f*W*H + y*W + x. Edges are the floors'
// square-grid edges, numbered floor by floor as in Rect, then the stairs:
// edge F*E + f*W*H + y*W + x joins (x, y) on floor f to (x, y) on floor
// f+1, where E is the number of edges of one floor.
//
// Bounds holds a row above each floor for its name and room for the key
// to the stair marks (see KeyBox).
type Stack struct {
	floor      *Rect
	f          int
	cols, rows int // floors across and down the page
}

var (
	_ Grid         = (*Stack)(nil)
	_ Linked       = (*Stack)(nil)
	_ Floored      = (*Stack)(nil)
	_ BorderLister = (*Stack)(nil)
)

// MaxFloors is the largest number of floors a 3D grid may have.
const MaxFloors = 64

// The layout of floors on the page, in cell units.
const (
	stackLabel  = 2.2 // the row above a floor holding its name, clear of a door marker
	stackGapX   = 2.5 // between floors side by side, room for a door marker
	stackGapY   = 0.8 // between a floor and the name of the one below it
	stackLegend = 2.4 // the row below the floors holding the key to the marks
)

func init() {
	Register(Kind{Name: "3d", Summary: "W×H square cells on several floors joined by stairs (--floors F, or --size WxHxF)",
		Noun: "3D", Sized: true, Weight: LightCells, Density: 1, Linked: true,
		Params: []Param{{Name: "floors", Type: IntParam, Default: "3", Min: 1, Max: MaxFloors,
			Usage: "3d: the number of floors, drawn side by side (also the third number of --size WxHxF)",
			field: func(s *Spec) any { return &s.Floors }}},
		Build: func(s Spec) (Grid, error) { return NewStack(s.Width, s.Height, s.Floors) }})
}

// NewStack returns f floors of w×h cells. A size below 1, more than
// MaxFloors floors or more than MaxCells cells in all is a *param.Error.
func NewStack(w, h, f int) (*Stack, error) {
	if f < 1 || f > MaxFloors {
		return nil, fmt.Errorf("topology: 3d: %w", param.Errorf("floors", fmt.Sprint(f), "want between 1 and %d", MaxFloors))
	}
	if err := checkSize("3d", w, h); err != nil {
		return nil, err
	}
	if w*h > MaxCells/f {
		return nil, fmt.Errorf("topology: 3d: %w", param.Errorf("size", fmt.Sprintf("%dx%dx%d", w, h, f), "too many cells (maximum %d)", MaxCells))
	}
	r, _ := NewRect(w, h)
	cols := int(math.Ceil(math.Sqrt(float64(f))))
	return &Stack{floor: r, f: f, cols: cols, rows: (f + cols - 1) / cols}, nil
}

// Size returns the width and height of a floor in cells.
func (s *Stack) Size() (w, h int) { return s.floor.W, s.floor.H }

// Spec implements Grid.
func (s *Stack) Spec() Spec {
	return Spec{Kind: "3d", Width: s.floor.W, Height: s.floor.H, Floors: s.f}
}

// MaxDegree implements Grid.
func (s *Stack) MaxDegree() int { return 6 }

// NumCells implements Graph.
func (s *Stack) NumCells() int { return s.f * s.floor.NumCells() }

// NumEdges implements Graph.
func (s *Stack) NumEdges() int { return s.f*s.floor.NumEdges() + (s.f-1)*s.floor.NumCells() }

// Floors implements Floored.
func (s *Stack) Floors() int { return s.f }

// Floor implements Floored.
func (s *Stack) Floor(c int) int { return c / s.floor.NumCells() }

// FloorBounds implements Floored.
func (s *Stack) FloorBounds(f int) Box {
	w, h := float64(s.floor.W), float64(s.floor.H)
	x := float64(f%s.cols) * (w + stackGapX)
	y := float64(f/s.cols)*(h+stackLabel+stackGapY) + stackLabel
	return Box{Min: Point{x, y}, Max: Point{x + w, y + h}}
}

// Stair returns the edge of the stairs from cell c up to the cell above
// it, or None on the top floor.
func (s *Stack) Stair(c int) int {
	if s.Floor(c) == s.f-1 {
		return None
	}
	return s.f*s.floor.NumEdges() + c
}

// split returns the floor of cell c and its number on that floor.
func (s *Stack) split(c int) (f, i int) {
	n := s.floor.NumCells()
	return c / n, c % n
}

// Ends implements Graph.
func (s *Stack) Ends(e int) (a, b int) {
	fe, n := s.floor.NumEdges(), s.floor.NumCells()
	if e >= s.f*fe {
		c := e - s.f*fe
		return c, c + n
	}
	a, b = s.floor.Ends(e % fe)
	off := e / fe * n
	return a + off, b + off
}

// Neighbors implements Graph: on the floor north, east, south and west,
// then down and up.
func (s *Stack) Neighbors(c int, buf []Neighbor) []Neighbor {
	f, i := s.split(c)
	fe, n := s.floor.NumEdges(), s.floor.NumCells()
	k := len(buf)
	buf = s.floor.Neighbors(i, buf)
	for j := k; j < len(buf); j++ {
		buf[j].Cell += f * n
		buf[j].Edge += f * fe
	}
	if f > 0 {
		buf = append(buf, Neighbor{c - n, s.f*fe + c - n})
	}
	if f < s.f-1 {
		buf = append(buf, Neighbor{c + n, s.f*fe + c})
	}
	return buf
}

// LinkWalls implements Linked: the stairs are links with no wall drawn.
func (s *Stack) LinkWalls(e int, buf []Segment) ([]Segment, bool) {
	return buf, e >= s.f*s.floor.NumEdges()
}

// offset returns the position of floor f's top-left corner.
func (s *Stack) offset(f int) Point { return s.FloorBounds(f).Min }

func (p Point) add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

func (g Segment) moved(d Point) Segment {
	return Segment{A: g.A.add(d), B: g.B.add(d), Arc: g.Arc, C: g.C.add(d)}
}

// Bounds implements Geometry: the floors with their names, and the row
// for the key below them when no place is left free beside the last floor.
func (s *Stack) Bounds() Box {
	last := s.FloorBounds(s.cols*s.rows - 1)
	if s.f < s.cols*s.rows {
		return Box{Max: last.Max}
	}
	return Box{Max: Point{last.Max.X, last.Max.Y + stackLegend}}
}

// KeyBox implements Floored: the place of a floor beside the last one
// when the rows of floors leave one free, else a row below the floors,
// far enough down to clear a door's marker.
func (s *Stack) KeyBox() Box {
	if s.f < s.cols*s.rows {
		b := s.FloorBounds(s.f)
		return Box{Min: Point{b.Min.X + 1, b.Min.Y + 1}, Max: b.Max}
	}
	b := s.Bounds()
	return Box{Min: Point{b.Min.X, b.Max.Y - 0.9}, Max: b.Max}
}

// Center implements Geometry.
func (s *Stack) Center(c int) Point {
	f, i := s.split(c)
	return s.floor.Center(i).add(s.offset(f))
}

// Outline implements Geometry.
func (s *Stack) Outline(c int, buf []Point) []Point {
	f, i := s.split(c)
	k := len(buf)
	buf = s.floor.Outline(i, buf)
	d := s.offset(f)
	for j := k; j < len(buf); j++ {
		buf[j] = buf[j].add(d)
	}
	return buf
}

// Wall implements Geometry. The wall of stairs is the short line across
// the lower cell's centre that would block them; it lies on no outline
// and is never drawn (see LinkWalls).
func (s *Stack) Wall(e int) Segment {
	fe := s.floor.NumEdges()
	if e >= s.f*fe {
		p := s.Center(e - s.f*fe)
		return Segment{A: Point{p.X - 0.25, p.Y}, B: Point{p.X + 0.25, p.Y}}
	}
	return s.floor.Wall(e % fe).moved(s.offset(e / fe))
}

// Border implements Geometry: the floor's outer walls.
func (s *Stack) Border(c int, buf []Segment) []Segment {
	f, i := s.split(c)
	k := len(buf)
	buf = s.floor.Border(i, buf)
	d := s.offset(f)
	for j := k; j < len(buf); j++ {
		buf[j] = buf[j].moved(d)
	}
	return buf
}

// AppendBorderCells implements BorderLister with the cells doors may go
// through: the outer cells of the lowest and the highest floor, so a
// maze is entered on the ground floor and left from the top.
func (s *Stack) AppendBorderCells(dst []int) []int {
	k := len(dst)
	dst = s.floor.AppendBorderCells(dst)
	if s.f == 1 {
		return dst
	}
	top := (s.f - 1) * s.floor.NumCells()
	for _, c := range dst[k:] {
		dst = append(dst, c+top)
	}
	return dst
}

// The words book pages print for its grids, in every language.
func init() {
	i18n.Register(map[string]map[string]string{
		"de": {"grid.3d": "3D", "grid.3d.mazes": "3D-Labyrinthe"},
		"en": {"grid.3d": "3D", "grid.3d.mazes": "3D mazes"},
		"es": {"grid.3d": "3D", "grid.3d.mazes": "laberintos en 3D"},
		"fr": {"grid.3d": "3D", "grid.3d.mazes": "labyrinthes en 3D"},
	})
}
