package topology

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/param"
)

// WrapModes are the values of Spec.Wrap: which way a wrapped grid's edges
// continue on the opposite side. "x" joins the left and right sides (a
// cylinder), "y" the top and bottom, "xy" both (a torus).
var wrapModes = []string{"x", "y", "xy"}

// WrapModes lists the sides a wrapped grid can join: x, y or xy (a new slice each call).
func WrapModes() []string { return slices.Clone(wrapModes) }

// Wrapped is a rect or hex grid whose opposite sides are joined: the cells
// along one side are neighbours of those along the other, through ordinary
// edges numbered after the base grid's. Drawn once, a seam wall stands on
// the side of its lower-numbered cell; drawn as a repeating tile (see
// Period), each copy's seam walls continue the next copy's.
//
// Cells and their numbers, centres and outlines are the base grid's.
type Wrapped struct {
	adjList
	base   Grid
	spec   Spec
	px, py float64 // periods; 0 along an axis that does not wrap
	seam   []Segment
	// cut holds the keys of border sides that became seam walls.
	cut map[[2]int64]bool
}

var _ Grid = (*Wrapped)(nil)

func wrapParam() Param {
	return Param{Name: "wrap", Type: StringParam, Default: "xy", Values: wrapModes,
		Usage: "torus, hextorus: join the sides: x (left to right), y (top to bottom) or xy (both: a seamless tile)",
		field: func(s *Spec) any { return &s.Wrap }}
}

func init() {
	Register(Kind{Name: "torus", Summary: "W×H square cells whose opposite sides join (--wrap x|y|xy): a cylinder or a seamless tile",
		Noun: "Torus", Sized: true, Weight: LightCells, Density: 1, Wraps: "rect", Params: []Param{wrapParam()},
		Build: func(s Spec) (Grid, error) { return NewWrapped("rect", s.Width, s.Height, s.Wrap) }})
	Register(Kind{Name: "hextorus", Summary: "W×H pointy-top hexagons whose opposite sides join (--wrap x|y|xy; y needs an even height)",
		Noun: "Hexagon torus", Sized: true, Weight: PlainCells, Density: 1, Wraps: "hex", Params: []Param{wrapParam()},
		Build: func(s Spec) (Grid, error) { return NewWrapped("hex", s.Width, s.Height, s.Wrap) }})
}

// NewWrapped returns a w×h rect or pointy-top hex grid ("rect" or "hex")
// joined along the sides that wrap says ("x", "y" or "xy"; "" is "xy"). A
// wrapping axis needs at least 3 cells, and a hex grid that wraps top to
// bottom an even number of rows.
func NewWrapped(base string, w, h int, wrap string) (*Wrapped, error) {
	kind := map[string]string{"rect": "torus", "hex": "hextorus"}[base]
	if kind == "" {
		return nil, fmt.Errorf("topology: wrap: %w", param.Errorf("base", base, "want rect or hex"))
	}
	if wrap == "" {
		wrap = "xy"
	}
	if !contains(wrapModes, wrap) {
		return nil, fmt.Errorf("topology: %s: %w", kind, param.Errorf("wrap", wrap, "want %s", strings.Join(wrapModes, ", ")))
	}
	if err := checkSize(kind, w, h); err != nil {
		return nil, err
	}
	wx, wy := strings.Contains(wrap, "x"), strings.Contains(wrap, "y")
	if (wx && w < 3) || (wy && h < 3) {
		return nil, fmt.Errorf("topology: %s: %w", kind, param.Errorf("size", fmt.Sprintf("%dx%d", w, h), "a wrapping side needs at least 3 cells"))
	}
	var g Grid
	if base == "rect" {
		r, _ := NewRect(w, h)
		g = r
	} else {
		if wy && h%2 != 0 {
			return nil, fmt.Errorf("topology: %s: %w", kind, param.Errorf("size", fmt.Sprintf("%dx%d", w, h), "wrapping top to bottom needs an even number of rows"))
		}
		x, _ := NewHex(w, h, false)
		g = x
	}
	wg := &Wrapped{base: g, spec: Spec{Kind: kind, Width: w, Height: h, Wrap: wrap}, cut: map[[2]int64]bool{}}
	c0, c1 := g.Center(0), g.Center(min(1, w-1))
	if wx {
		wg.px = float64(w) * (c1.X - c0.X)
	}
	if wy {
		wg.py = float64(h) * (g.Center(min(w, w*h-1)).Y - c0.Y)
	}
	ne := g.NumEdges()
	wg.ends = make([][2]int32, ne, ne+2*(w+h))
	for e := range ne {
		a, b := g.Ends(e)
		wg.ends[e] = [2]int32{int32(a), int32(b)}
	}
	// Border sides that meet when the plane is folded by the periods
	// become the seam edges, in cell and side order.
	type side struct {
		cell int
		seg  Segment
	}
	open := map[[2]int64]side{}
	var segs []Segment
	var pairs map[[2]int32]bool = map[[2]int32]bool{}
	for e := range ne {
		pairs[wg.ends[e]] = true
	}
	for c := 0; c < g.NumCells(); c++ {
		segs = g.Border(c, segs[:0])
		for _, s := range segs {
			k := wg.key(s.Mid())
			o, ok := open[k]
			if !ok {
				open[k] = side{c, s}
				continue
			}
			delete(open, k)
			a, b := int32(min(o.cell, c)), int32(max(o.cell, c))
			if a == b || pairs[[2]int32{a, b}] {
				return nil, fmt.Errorf("topology: %s: %w", kind, param.Errorf("size", fmt.Sprintf("%dx%d", w, h), "too small to wrap"))
			}
			pairs[[2]int32{a, b}] = true
			wg.addEdge(a, b)
			if int(a) == o.cell {
				wg.seam = append(wg.seam, o.seg)
			} else {
				wg.seam = append(wg.seam, s)
			}
			wg.cut[k] = true
		}
	}
	wg.build(g.NumCells())
	return wg, nil
}

// key returns the position of p folded into one period, rounded so that the
// same point seen from either side of a seam gets the same key.
func (w *Wrapped) key(p Point) [2]int64 {
	fold := func(v, period float64) int64 {
		if period == 0 {
			return int64(math.Round(v * 1e6))
		}
		f := v / period
		f -= math.Floor(f)
		n := int64(math.Round(f * 1e9))
		if n == 1e9 {
			n = 0
		}
		return n
	}
	return [2]int64{fold(p.X, w.px), fold(p.Y, w.py)}
}

// Period returns the distances after which the grid repeats, across and
// down; 0 along an axis that does not wrap.
func (w *Wrapped) Period() (x, y float64) { return w.px, w.py }

// Base returns the grid whose sides are joined.
func (w *Wrapped) Base() Grid { return w.base }

// Spec implements Grid.
func (w *Wrapped) Spec() Spec { return w.spec }

// NumCells implements Graph.
func (w *Wrapped) NumCells() int { return w.base.NumCells() }

// Bounds implements Geometry.
func (w *Wrapped) Bounds() Box { return w.base.Bounds() }

// Center implements Geometry.
func (w *Wrapped) Center(c int) Point { return w.base.Center(c) }

// Outline implements Geometry.
func (w *Wrapped) Outline(c int, buf []Point) []Point { return w.base.Outline(c, buf) }

// Wall implements Geometry. A seam wall is the side of its lower-numbered cell.
func (w *Wrapped) Wall(e int) Segment {
	if n := w.base.NumEdges(); e >= n {
		return w.seam[e-n]
	}
	return w.base.Wall(e)
}

// Border implements Geometry: the base grid's border without the sides
// that wrap.
func (w *Wrapped) Border(c int, buf []Segment) []Segment {
	n := len(buf)
	buf = w.base.Border(c, buf)
	out := buf[:n]
	for _, s := range buf[n:] {
		if !w.cut[w.key(s.Mid())] {
			out = append(out, s)
		}
	}
	return out
}

// The words book pages print for its grids, in every language.
func init() {
	i18n.Register(map[string]map[string]string{
		"de": {"grid.torus": "Torus", "grid.torus.mazes": "Torus-Labyrinthe · die Ränder hängen zusammen: auf einer Seite hinaus, auf der anderen wieder herein", "grid.hextorus": "Sechseck-Torus", "grid.hextorus.mazes": "Sechseck-Torus-Labyrinthe · die Ränder hängen zusammen: auf einer Seite hinaus, auf der anderen wieder herein"},
		"en": {"grid.torus": "Torus", "grid.torus.mazes": "torus mazes · the edges join: leave on one side and come back on the other", "grid.hextorus": "Hexagon torus", "grid.hextorus.mazes": "hexagon torus mazes · the edges join: leave on one side and come back on the other"},
		"es": {"grid.torus": "Toro", "grid.torus.mazes": "laberintos en toro · los bordes se unen: sal por un lado y vuelve por el otro", "grid.hextorus": "Toro hexagonal", "grid.hextorus.mazes": "laberintos en toro hexagonal · los bordes se unen: sal por un lado y vuelve por el otro"},
		"fr": {"grid.torus": "Tore", "grid.torus.mazes": "labyrinthes toriques · les bords se rejoignent : sortez d’un côté, revenez de l’autre", "grid.hextorus": "Tore hexagonal", "grid.hextorus.mazes": "labyrinthes toriques hexagonaux · les bords se rejoignent : sortez d’un côté, revenez de l’autre"},
	})
}
