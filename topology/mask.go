package topology

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"strings"

	"github.com/mazekit/mazekit/fonts"
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

// MaskShapes are the built-in shapes.
var MaskShapes = []string{"circle", "heart", "star"}

func init() {
	Register("mask", "any rect, hex or tri grid cut to a shape (circle, heart, star, text or a PNG image)", buildMask)
}

func buildMask(s Spec) (Grid, error) {
	if s.Base == "" {
		s.Base = "rect"
	}
	if s.Base != "rect" && s.Base != "hex" && s.Base != "tri" {
		return nil, fmt.Errorf("topology: mask base %q (valid: rect, hex, tri)", s.Base)
	}
	base, err := Build(Spec{Kind: s.Base, Width: s.Width, Height: s.Height})
	if err != nil {
		return nil, err
	}
	b := base.Bounds()
	var inside func(Point) bool
	n := 0
	for _, v := range []string{s.Shape, s.Text, s.Image} {
		if v != "" {
			n++
		}
	}
	if n != 1 {
		return nil, fmt.Errorf("topology: a mask needs exactly one of a shape, a text or an image")
	}
	switch {
	case s.Shape != "":
		inside, err = ShapeFunc(s.Shape, b)
	case s.Text != "":
		img, e := fonts.TextMask(s.Text, max(64, int(b.Dx()*16)), max(16, int(b.Dy()*16)))
		if e != nil {
			return nil, e
		}
		inside = ImageFunc(img, b)
	default:
		f, e := os.Open(s.Image)
		if e != nil {
			return nil, fmt.Errorf("topology: mask image: %w", e)
		}
		img, e := png.Decode(f)
		f.Close()
		if e != nil {
			return nil, fmt.Errorf("topology: mask image %s: not a PNG (%v)", s.Image, e)
		}
		inside = ImageFunc(img, b)
	}
	if err != nil {
		return nil, err
	}
	m, err := NewMask(base, inside)
	if err != nil {
		return nil, err
	}
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
	return nil, fmt.Errorf("topology: unknown mask shape %q (valid: %s)", name, strings.Join(MaskShapes, ", "))
}

// ImageFunc returns an inside test that stretches img over the box b and
// takes dark, opaque pixels as inside.
func ImageFunc(img image.Image, b Box) func(Point) bool {
	r := img.Bounds()
	return func(p Point) bool {
		x := r.Min.X + int((p.X-b.Min.X)/b.Dx()*float64(r.Dx()))
		y := r.Min.Y + int((p.Y-b.Min.Y)/b.Dy()*float64(r.Dy()))
		if x < r.Min.X || y < r.Min.Y || x >= r.Max.X || y >= r.Max.Y {
			return false
		}
		c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
		if _, ok := img.(*image.Alpha); ok {
			return c.A >= 128
		}
		lum := 0.3*float64(c.R) + 0.59*float64(c.G) + 0.11*float64(c.B)
		return c.A >= 128 && lum < 128
	}
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
		return nil, fmt.Errorf("topology: the mask leaves no cells; make the grid larger or the shape bolder")
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
