package topology

import (
	"fmt"
	"math"
	"slices"

	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/param"
)

// Planar is a random planar grid: random points (sites) in a W×H rectangle,
// each owning its Voronoi region clipped to the rectangle. Two cells are
// neighbours when their regions share a side — the edges of the Delaunay
// triangulation of the sites — and that side is the wall between them; a
// maze is carved by traversing this dual graph, and the sides on the
// rectangle are the border. A side shorter than MinSideRatio times the
// square root of the smaller cell's area would make a passage narrower
// than a drawn wall, so it is collapsed to a point: its two ends move
// together, the cells around it grow or shrink by a sliver (and may be
// slightly concave), and its two cells are not neighbours. A short side
// stays when the grid would fall apart without it, or when collapsing it
// would bring a site near a wall of its cell; it is then widened where it
// can be. Any side left whose clear width between the walls at its ends
// is under MinPassage less a wall is then collapsed all the same (see
// closeNarrowSides): a cell too small to keep its sides is flattened away
// (its site dropped), and a site left near a wall moves to its cell's
// centroid.
//
// Sites come from their own random stream (NewLayoutRand(Spec.Seed)), so the
// same seed gives the same cells whatever the algorithm, and are numbered
// row by row (bands about one site spacing tall), top to bottom, each left
// to right, so that neighbouring cells mostly have nearby numbers. Layout
// "poisson" (the default) spaces them evenly in linear time (see
// blueNoise: a jittered hexagonal layout, relaxed, with no two sites close
// together, so no slivers); "uniform" scatters them independently.
//
// The cells come from one Delaunay triangulation of the sites: a cell's
// corners are the centres of the circles through the triangles around its
// site. Cells on the rectangle's edge, and any the arithmetic leaves out of
// shape, are computed exactly instead by clipping the rectangle with the
// bisectors of the sites near them, nearest first; so are all cells when
// the triangulation cannot take the sites (all on one line). Cocircular
// and collinear sites only give sides of zero length, which are dropped,
// and duplicate sites are removed first.
type Planar struct {
	spec    Spec
	w, h    float64
	sites   []Point
	polyOff []int32 // polygon of cell c: verts[polyOff[c]:polyOff[c+1]]
	verts   []Point
	side    []int32 // neighbour across the side starting at each vertex; -1 for the border
	adjList
	wallAt []int32  // the wall of edge e is the side starting at verts[wallAt[e]]
	stop   *stopper // while the grid is built
}

var _ Grid = (*Planar)(nil)

func init() {
	Register(Kind{Name: "planar", Summary: "random points and their Voronoi cells (--layout triangles: the Delaunay triangles)",
		Noun: "Organic", Sized: true, Random: true, Weight: HeavyCells, Density: 1, Pictures: true,
		Params: []Param{
			{Name: "cells", Type: IntParam, Min: 2, Max: MaxPlanarCells, Usage: "planar: number of cells (default: width*height)",
				field: func(s *Spec) any { return &s.Cells }},
			{Name: "layout", Type: StringParam, Default: "poisson", Values: []string{"poisson", "uniform", "triangles"},
				Usage: "planar: point layout poisson|uniform, or triangles for Delaunay cells",
				field: func(s *Spec) any { return &s.Layout }},
		},
		Build: func(s Spec) (Grid, error) {
			if s.Layout == "triangles" {
				return NewMesh(s)
			}
			return NewPlanar(s)
		},
		Cover: func(w, h float64, seed uint64) (Spec, error) {
			s := Spec{Kind: "planar", Width: int(math.Ceil(w)) + 1, Height: int(math.Ceil(h)) + 1, Seed: seed, Layout: "poisson"}
			s.Cells = s.Width * s.Height
			return s, nil
		}})
}

// MaxPlanarCells caps the cells of a planar grid.
const MaxPlanarCells = 1_000_000

// NewPlanar builds the grid s describes: s.Cells sites in an s.Width ×
// s.Height rectangle, laid out as s.Layout says from s.Seed.
func NewPlanar(s Spec) (*Planar, error) {
	if s.Width < 1 || s.Height < 1 || s.Width > 100000 || s.Height > 100000 {
		return nil, fmt.Errorf("topology: planar: %w", param.Errorf("size", fmt.Sprintf("%dx%d", s.Width, s.Height), "width and height must be between 1 and 100000"))
	}
	if s.Cells == 0 {
		s.Cells = s.Width * s.Height
	}
	if s.Cells < 2 || s.Cells > MaxPlanarCells {
		return nil, fmt.Errorf("topology: planar: %w", param.Errorf("cells", s.Cells, "want between 2 and %d", MaxPlanarCells))
	}
	if s.Layout == "" {
		s.Layout = "poisson"
	}
	st := newStopper(s.Stop)
	rng := NewLayoutRand(s.Seed)
	w, h := float64(s.Width), float64(s.Height)
	var pts []Point
	distinct := false
	switch s.Layout {
	case "poisson":
		pts, distinct = blueNoise(s.Cells, w, h, rng), true
	case "uniform":
		pts = make([]Point, s.Cells)
		for i := range pts {
			pts[i] = Point{rng.Float64() * w, rng.Float64() * h}
		}
		spatialOrder(pts, w, h)
	default:
		return nil, fmt.Errorf("topology: planar: %w", param.Errorf("layout", s.Layout, "want poisson, uniform, triangles"))
	}
	p, err := newPlanarFrom(pts, w, h, false, distinct, 0, st)
	if err != nil {
		return nil, err
	}
	s.Stop = nil
	p.spec = s
	return p, nil
}

// spatialOrder sorts pts into bands about one site spacing tall, top to
// bottom, each left to right, so that cells near each other mostly have
// numbers near each other and every pass over the grid reads memory in runs.
func spatialOrder(pts []Point, w, h float64) {
	band := math.Sqrt(w * h / float64(max(len(pts), 1)))
	key := func(p Point) (int, float64) { return int(p.Y / band), p.X }
	slices.SortStableFunc(pts, func(a, b Point) int {
		ra, xa := key(a)
		rb, xb := key(b)
		if ra != rb {
			return ra - rb
		}
		if xa < xb {
			return -1
		}
		if xa > xb {
			return 1
		}
		return 0
	})
}

// NewPlanarPoints builds a planar grid from given sites in a w×h rectangle
// (sites outside are an error; duplicates are dropped, and so are sites
// whose cells are too small to pass through).
func NewPlanarPoints(pts []Point, w, h float64) (*Planar, error) {
	for _, p := range pts {
		if !(p.X >= 0 && p.X <= w && p.Y >= 0 && p.Y <= h) {
			return nil, fmt.Errorf("topology: site %v outside the %gx%g rectangle", p, w, h)
		}
	}
	g, err := newPlanarFrom(pts, w, h, false, false, 0, nil)
	if err != nil {
		return nil, err
	}
	g.spec = Spec{Kind: "planar", Width: int(math.Ceil(w)), Height: int(math.Ceil(h)), Cells: len(g.sites)}
	return g, nil
}

// newPlanarFrom builds the planar grid of sites in in on a w×h rectangle.
// With exact set every side of positive length joins its two cells (the
// full Delaunay graph); otherwise short sides are dropped (dropShortSides).
// With distinct set the caller promises no two sites are equal. Sides
// narrower than MinPassage times scale are closed (closeNarrowSides);
// scale is the distance between sites in the densest part of the layout
// when it is under one unit, or 0 for the mean distance. It gives up with
// ErrStopped when st is stopped.
func newPlanarFrom(in []Point, w, h float64, exact, distinct bool, scale float64, st *stopper) (*Planar, error) {
	pts := in
	if !distinct {
		pts = distinctSites(in)
	}
	if len(pts) < 2 {
		return nil, fmt.Errorf("topology: planar grid needs at least 2 distinct sites")
	}
	if err := st.err(); err != nil {
		return nil, err
	}
	g := &Planar{w: w, h: h, sites: pts, stop: st}
	n := len(pts)
	g.polyOff = make([]int32, n+1)
	// A Voronoi cell has six sides on average, a site three edges of its own.
	g.verts = make([]Point, 0, 6*n+n/4+8)
	g.side = make([]int32, 0, cap(g.verts))
	eps := 1e-9 * math.Max(w, h)
	t, ok := triangulateStop(pts, st)
	if err := st.err(); err != nil {
		return nil, err
	}
	if ok {
		g.cellsFromTriangulation(t, eps)
	} else {
		g.cellsByClipping(eps)
	}
	if err := st.err(); err != nil {
		return nil, err
	}
	g.wallAt = make([]int32, 0, 3*n+8)
	g.ends = make([][2]int32, 0, cap(g.wallAt))
	if !exact {
		g.dropShortSides(n, eps)
		if err := st.err(); err != nil {
			return nil, err
		}
		g.widenShortSides(n, eps)
		if err := st.err(); err != nil {
			return nil, err
		}
		if scale <= 0 {
			scale = min(1, math.Sqrt(w*h/float64(n)))
		}
		n, _ = g.closeNarrowSides(n, MinPassage*scale, passageWall*scale, eps)
		if err := st.err(); err != nil {
			return nil, err
		}
	}
	// Edges: pairs of cells whose polygons have a side towards each other
	// (a convex polygon has at most one side towards each neighbour), in
	// the order they are first met.
	hasSide := func(c, j int32) bool {
		for v := g.polyOff[c]; v < g.polyOff[c+1]; v++ {
			if g.side[v] == j {
				return true
			}
		}
		return false
	}
	for c := 0; c < n; c++ {
		if st.step() {
			return nil, ErrStopped
		}
		lo, hi := g.polyOff[c], g.polyOff[c+1]
		for v := lo; v < hi; v++ {
			j := g.side[v]
			if j < 0 || j < int32(c) && hasSide(j, int32(c)) {
				continue
			}
			g.addEdge(int32(min(c, int(j))), int32(max(c, int(j))))
			g.wallAt = append(g.wallAt, v)
		}
	}
	g.build(n)
	g.stop = nil
	return g, nil
}

// distinctSites returns in without its duplicate sites (the first of each
// is kept, in order).
func distinctSites(in []Point) []Point {
	sorted := make([]int32, len(in))
	for i := range sorted {
		sorted[i] = int32(i)
	}
	slices.SortFunc(sorted, func(a, b int32) int {
		p, q := in[a], in[b]
		switch {
		case p.X < q.X || p.X == q.X && p.Y < q.Y:
			return -1
		case p == q:
			return int(a - b)
		}
		return 1
	})
	var dup []bool
	for k := 1; k < len(sorted); k++ {
		if in[sorted[k]] == in[sorted[k-1]] {
			if dup == nil {
				dup = make([]bool, len(in))
			}
			dup[max(sorted[k], sorted[k-1])] = true
		}
	}
	if dup == nil {
		return in
	}
	var pts []Point
	for i, p := range in {
		if !dup[i] {
			pts = append(pts, p)
		}
	}
	return pts
}

// Spec implements Grid.
func (g *Planar) Spec() Spec { return g.spec }

// UnjoinedWalls reports that no two walls between cells continue one
// another along a line (Voronoi sides of sites in general position never
// do), so drawing need not look for runs to join.
func (g *Planar) UnjoinedWalls() bool { return true }

// NumCells implements Graph.
func (g *Planar) NumCells() int { return len(g.sites) }

// Sites returns the sites, one per cell.
func (g *Planar) Sites() []Point { return g.sites }

// Bounds implements Geometry.
func (g *Planar) Bounds() Box { return Box{Max: Point{g.w, g.h}} }

// Center implements Geometry: the cell's site, which is always inside it.
func (g *Planar) Center(c int) Point { return g.sites[c] }

// Outline implements Geometry.
func (g *Planar) Outline(c int, buf []Point) []Point {
	return append(buf, g.verts[g.polyOff[c]:g.polyOff[c+1]]...)
}

// Wall implements Geometry.
func (g *Planar) Wall(e int) Segment {
	v := g.wallAt[e]
	c := g.ends[e][0]
	if v < g.polyOff[c] || v >= g.polyOff[c+1] {
		c = g.ends[e][1]
	}
	return Segment{A: g.verts[v], B: g.verts[g.next(int(c), v)]}
}

// Border implements Geometry: the cell's sides on the rectangle.
func (g *Planar) Border(c int, buf []Segment) []Segment {
	lo, hi := g.polyOff[c], g.polyOff[c+1]
	for v := lo; v < hi; v++ {
		if g.side[v] < 0 {
			nv := v + 1
			if nv == hi {
				nv = lo
			}
			buf = append(buf, Segment{A: g.verts[v], B: g.verts[nv]})
		}
	}
	return buf
}

// The words book pages print for its grids, in every language.
func init() {
	i18n.Register(map[string]map[string]string{
		"de": {"grid.planar": "Organisch", "grid.planar.mazes": "organische Labyrinthe"},
		"en": {"grid.planar": "Organic", "grid.planar.mazes": "organic mazes"},
		"es": {"grid.planar": "Orgánico", "grid.planar.mazes": "laberintos orgánicos"},
		"fr": {"grid.planar": "Organique", "grid.planar.mazes": "labyrinthes organiques"},
	})
}
