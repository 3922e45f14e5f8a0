package topology

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/param"
)

// Mask is a grid cut to a shape: the cells of a base grid whose centres fall
// inside the shape, renumbered 0..n-1, with the edges between kept cells.
// Walls towards dropped cells become border. Cells cut off from the largest
// connected region are dropped too, so every maze on a mask is connected.
type Mask struct {
	base    Grid
	spec    Spec
	cells   []int32 // kept cell → base cell
	newCell []int32 // base cell → kept cell, or -1
	edges   []int32 // kept edge → base edge
	newEdge []int32 // base edge → kept edge, or -1
	dropped int
	bounds  Box
}

var _ Grid = (*Mask)(nil)

// maskShapes are the built-in shapes.
var maskShapes = []string{"circle", "heart", "star"}

// MaskShapes lists the built-in mask shapes (a new slice each call).
func MaskShapes() []string { return slices.Clone(maskShapes) }

// maskBases are the grid kinds a mask can cut.
var maskBases = []string{"rect", "hex", "tri"}

// MaskBases lists the grid kinds a mask can cut (a new slice each call).
func MaskBases() []string { return slices.Clone(maskBases) }

// MaskKind is the name of the kind whose grids are another kind's cut to
// a shape (a mask); its specs name the shape by Shape, Text or Image.
const MaskKind = "mask"

func init() {
	Register(Kind{Name: MaskKind, Summary: "any rect, hex or tri grid cut to a shape (circle, heart, star, text or a PNG image)",
		Noun: "Shape", Sized: true, Implied: true, Weight: LightCells, Density: 1, Bases: maskBases,
		Params: []Param{
			{Name: "shape", Flag: "mask-shape", Type: StringParam, Values: maskShapes,
				Usage: "cut the grid to a shape: " + strings.Join(maskShapes, "|"),
				field: func(s *Spec) any { return &s.Shape }},
			{Name: "text", Flag: "mask-text", Type: StringParam, Usage: "cut the grid to the letters of this text",
				field: func(s *Spec) any { return &s.Text }},
			{Name: "image", Flag: "mask-image", Type: StringParam, Usage: "cut the grid to the dark pixels of this PNG image",
				field: func(s *Spec) any { return &s.Image }},
			{Name: "base", Flag: "mask-base", Type: StringParam, Default: "rect", Values: maskBases,
				Usage: "mask: the grid that is cut: " + strings.Join(maskBases, "|"),
				field: func(s *Spec) any { return &s.Base }},
		},
		Build: func(s Spec) (Grid, error) {
			if s.Text != "" || s.Image != "" {
				if err := checkMaskSpec(s); err != nil {
					return nil, err
				}
				return nil, ErrNeedsShaper
			}
			return BuildMask(s, func(b Box) (func(Point) bool, error) { return ShapeFunc(s.Shape, b) })
		}})
}

// ErrNeedsShaper is returned by Build for a mask cut to a text or an image:
// topology reads no fonts and no files; package mask builds those.
var ErrNeedsShaper = errors.New("topology: a mask of text or an image needs its shape read first (package mask builds it)")

// Shaper returns the inside test of a mask's shape for a base grid whose
// cells lie in the box b.
type Shaper func(b Box) (func(Point) bool, error)

// checkMaskSpec checks the base and that exactly one shape source is given.
func checkMaskSpec(s Spec) error {
	if s.Base != "" && !contains(maskBases, s.Base) {
		return fmt.Errorf("topology: mask: %w", param.Errorf("base", s.Base, "want %s", strings.Join(maskBases, ", ")))
	}
	n := 0
	for _, v := range []string{s.Shape, s.Text, s.Image} {
		if v != "" {
			n++
		}
	}
	if n != 1 {
		return fmt.Errorf("topology: mask: %w", param.Errorf("shape", s.Shape, "a mask needs exactly one of a shape, a text or an image"))
	}
	return nil
}

// BuildMask builds the base grid a mask spec describes (s.Base, rect when
// empty, of s.Width×s.Height), keeps the cells inside shape's test (see
// NewMask), and records s as the grid's spec.
func BuildMask(s Spec, shape Shaper) (*Mask, error) {
	if err := checkMaskSpec(s); err != nil {
		return nil, err
	}
	if s.Base == "" {
		s.Base = "rect"
	}
	base, err := Build(Spec{Kind: s.Base, Width: s.Width, Height: s.Height, Stop: s.Stop})
	if err != nil {
		return nil, err
	}
	inside, err := shape(base.Bounds())
	if err != nil {
		return nil, err
	}
	m, err := NewMask(base, inside)
	if err != nil {
		return nil, err
	}
	s.Stop = nil
	m.spec = s
	return m, nil
}

// ShapeFunc returns the inside test of a built-in shape filling the box b.
func ShapeFunc(name string, b Box) (func(Point) bool, error) {
	norm := func(p Point) (float64, float64) {
		return 2*(p.X-b.Min.X)/b.Dx() - 1, 1 - 2*(p.Y-b.Min.Y)/b.Dy() // y up, in [-1, 1]
	}
	switch name {
	case "circle":
		return func(p Point) bool { x, y := norm(p); return x*x+y*y <= 1 }, nil
	case "heart":
		return func(p Point) bool {
			x, y := norm(p)
			x, y = x*1.2, y*1.3+0.2
			a := x*x + y*y - 1
			return a*a*a-x*x*y*y*y <= 0
		}, nil
	case "star":
		var poly [10][2]float64
		for k := range poly {
			r := 1.0
			if k%2 == 1 {
				r = 0.42
			}
			a := math.Pi/2 + float64(k)*math.Pi/5
			poly[k] = [2]float64{r * math.Cos(a), r*math.Sin(a) - 0.08}
		}
		return func(p Point) bool {
			x, y := norm(p)
			in := false
			for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
				a, c := poly[i], poly[j]
				if (a[1] > y) != (c[1] > y) && x < (c[0]-a[0])*(y-a[1])/(c[1]-a[1])+a[0] {
					in = !in
				}
			}
			return in
		}, nil
	}
	return nil, fmt.Errorf("topology: mask: %w", param.Errorf("shape", name, "unknown shape (valid: %s)", strings.Join(maskShapes, ", ")))
}

// NewMask keeps the cells of base whose centres satisfy inside, then only
// the largest connected region of them. It fails when nothing is left.
func NewMask(base Grid, inside func(Point) bool) (*Mask, error) {
	n := base.NumCells()
	keep := make([]bool, n)
	for c := 0; c < n; c++ {
		keep[c] = inside(base.Center(c))
	}
	// Largest connected region of kept cells.
	comp := make([]int32, n)
	for i := range comp {
		comp[i] = -1
	}
	var buf []Neighbor
	best, bestSize := int32(-1), 0
	queue := make([]int32, 0, 256)
	for s := 0; s < n; s++ {
		if !keep[s] || comp[s] >= 0 {
			continue
		}
		id := int32(s)
		comp[s] = id
		queue = append(queue[:0], int32(s))
		for h := 0; h < len(queue); h++ {
			for _, nb := range base.Neighbors(int(queue[h]), buf[:0]) {
				if keep[nb.Cell] && comp[nb.Cell] < 0 {
					comp[nb.Cell] = id
					queue = append(queue, int32(nb.Cell))
				}
			}
		}
		if len(queue) > bestSize {
			best, bestSize = id, len(queue)
		}
	}
	if bestSize == 0 {
		return nil, param.Presentf("size", "leaves no cells inside the mask (the grid has %d); make the grid larger or the shape bolder", n)
	}
	m := &Mask{base: base, newCell: make([]int32, n), newEdge: make([]int32, base.NumEdges())}
	kept := 0
	for c := 0; c < n; c++ {
		m.newCell[c] = -1
		if keep[c] {
			kept++
		}
		if comp[c] == best {
			m.newCell[c] = int32(len(m.cells))
			m.cells = append(m.cells, int32(c))
		}
	}
	m.dropped = kept - len(m.cells)
	for e := 0; e < base.NumEdges(); e++ {
		m.newEdge[e] = -1
		a, b := base.Ends(e)
		if m.newCell[a] >= 0 && m.newCell[b] >= 0 {
			m.newEdge[e] = int32(len(m.edges))
			m.edges = append(m.edges, int32(e))
		}
	}
	m.bounds = Box{Min: Point{math.Inf(1), math.Inf(1)}, Max: Point{math.Inf(-1), math.Inf(-1)}}
	var pts []Point
	for _, c := range m.cells {
		for _, p := range base.Outline(int(c), pts[:0]) {
			m.bounds.Min.X, m.bounds.Min.Y = math.Min(m.bounds.Min.X, p.X), math.Min(m.bounds.Min.Y, p.Y)
			m.bounds.Max.X, m.bounds.Max.Y = math.Max(m.bounds.Max.X, p.X), math.Max(m.bounds.Max.Y, p.Y)
		}
	}
	return m, nil
}

// Dropped returns how many cells inside the shape were dropped because they
// were cut off from the largest region.
func (m *Mask) Dropped() int { return m.dropped }

// Spec implements Grid.
func (m *Mask) Spec() Spec { return m.spec }

// MaxDegree implements Grid.
func (m *Mask) MaxDegree() int { return m.base.MaxDegree() }

// NumCells implements Graph.
func (m *Mask) NumCells() int { return len(m.cells) }

// NumEdges implements Graph.
func (m *Mask) NumEdges() int { return len(m.edges) }

// Ends implements Graph.
func (m *Mask) Ends(e int) (a, b int) {
	x, y := m.base.Ends(int(m.edges[e]))
	a, b = int(m.newCell[x]), int(m.newCell[y])
	return min(a, b), max(a, b)
}

// Neighbors implements Graph.
func (m *Mask) Neighbors(c int, buf []Neighbor) []Neighbor {
	start := len(buf)
	buf = m.base.Neighbors(int(m.cells[c]), buf)
	out := buf[:start]
	for _, nb := range buf[start:] {
		if e := m.newEdge[nb.Edge]; e >= 0 {
			out = append(out, Neighbor{int(m.newCell[nb.Cell]), int(e)})
		}
	}
	return out
}

// Bounds implements Geometry.
func (m *Mask) Bounds() Box { return m.bounds }

// Center implements Geometry.
func (m *Mask) Center(c int) Point { return m.base.Center(int(m.cells[c])) }

// Outline implements Geometry.
func (m *Mask) Outline(c int, buf []Point) []Point { return m.base.Outline(int(m.cells[c]), buf) }

// Wall implements Geometry.
func (m *Mask) Wall(e int) Segment { return m.base.Wall(int(m.edges[e])) }

// Border implements Geometry: the base grid's border of the cell, then its
// walls towards dropped cells, in the base grid's neighbour order.
func (m *Mask) Border(c int, buf []Segment) []Segment {
	bc := int(m.cells[c])
	buf = m.base.Border(bc, buf)
	var nbs [16]Neighbor
	for _, nb := range m.base.Neighbors(bc, nbs[:0]) {
		if m.newCell[nb.Cell] < 0 {
			buf = append(buf, m.base.Wall(nb.Edge))
		}
	}
	return buf
}

// The words book pages print for its grids, in every language.
func init() {
	i18n.Register(map[string]map[string]string{
		"de": {"grid.mask": "Form", "grid.mask.mazes": "Form-Labyrinthe", "shape.circle": "Kreis", "shape.heart": "Herz", "shape.star": "Stern", "shape.letters": "Buchstaben"},
		"en": {"grid.mask": "Shape", "grid.mask.mazes": "shape mazes", "shape.circle": "Circle", "shape.heart": "Heart", "shape.star": "Star", "shape.letters": "Letters"},
		"es": {"grid.mask": "Figura", "grid.mask.mazes": "laberintos con forma", "shape.circle": "Círculo", "shape.heart": "Corazón", "shape.star": "Estrella", "shape.letters": "Letras"},
		"fr": {"grid.mask": "Forme", "grid.mask.mazes": "labyrinthes en forme", "shape.circle": "Cercle", "shape.heart": "Cœur", "shape.star": "Étoile", "shape.letters": "Lettres"},
	})
}
