package topology

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sort"

	"github.com/mazekit/mazekit/param"
)

// Planar is a random planar grid: random points (sites) in a W×H rectangle,
// each owning its Voronoi region clipped to the rectangle. Two cells are
// neighbours when their regions share a side of positive length — the
// edges of the Delaunay triangulation of the sites — and that side is the
// wall between them; a maze is carved by traversing this dual graph, and
// the sides on the rectangle are the border.
//
// Sites come from their own random stream (NewLayoutRand(Spec.Seed)), so the
// same seed gives the same cells whatever the algorithm. Layout "poisson"
// (the default) spaces them evenly by best-candidate sampling (blue noise:
// no two sites close together, so no slivers); "uniform" scatters them
// independently.
//
// Each region is computed exactly by clipping the rectangle with the
// bisectors of nearby sites, nearest first, until no farther site can cut
// it (the security radius). Unlike an incremental triangulation this needs
// no exact predicates: cocircular and collinear sites only give sides of
// zero length, which are dropped, and duplicate sites are removed first.
type Planar struct {
	spec    Spec
	w, h    float64
	sites   []Point
	polyOff []int32 // polygon of cell c: verts[polyOff[c]:polyOff[c+1]]
	verts   []Point
	side    []int32 // neighbour across the side starting at each vertex; -1 for the border
	adjList
	walls []Segment
}

var _ Grid = (*Planar)(nil)

func init() {
	Register(Kind{Name: "planar", Summary: "random points and their Voronoi cells (--layout triangles: the Delaunay triangles)",
		Noun: "Organic", Sized: true, Random: true,
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
	rng := NewLayoutRand(s.Seed)
	w, h := float64(s.Width), float64(s.Height)
	var pts []Point
	switch s.Layout {
	case "poisson":
		pts = bestCandidate(s.Cells, w, h, rng)
	case "uniform":
		pts = make([]Point, s.Cells)
		for i := range pts {
			pts[i] = Point{rng.Float64() * w, rng.Float64() * h}
		}
	default:
		return nil, fmt.Errorf("topology: planar: %w", param.Errorf("layout", s.Layout, "want poisson, uniform, triangles"))
	}
	p, err := newPlanarFrom(pts, w, h)
	if err != nil {
		return nil, err
	}
	p.spec = s
	return p, nil
}

// NewPlanarPoints builds a planar grid from given sites in a w×h rectangle
// (sites outside are an error; duplicates are dropped).
func NewPlanarPoints(pts []Point, w, h float64) (*Planar, error) {
	for _, p := range pts {
		if !(p.X >= 0 && p.X <= w && p.Y >= 0 && p.Y <= h) {
			return nil, fmt.Errorf("topology: site %v outside the %gx%g rectangle", p, w, h)
		}
	}
	g, err := newPlanarFrom(pts, w, h)
	if err != nil {
		return nil, err
	}
	g.spec = Spec{Kind: "planar", Width: int(math.Ceil(w)), Height: int(math.Ceil(h)), Cells: len(g.sites)}
	return g, nil
}

// grid is a bucket index of sites.
type siteIndex struct {
	cell       float64
	nx, ny     int
	head, next []int32
}

func newSiteIndex(pts []Point, w, h float64) *siteIndex {
	cell := math.Sqrt(w * h / float64(max(len(pts), 1)))
	ix := &siteIndex{cell: cell, nx: max(1, int(w/cell)+1), ny: max(1, int(h/cell)+1)}
	ix.head = make([]int32, ix.nx*ix.ny)
	for i := range ix.head {
		ix.head[i] = -1
	}
	ix.next = make([]int32, len(pts))
	for i, p := range pts {
		ix.add(i, p)
	}
	return ix
}

func (ix *siteIndex) bucket(p Point) (int, int) {
	return min(ix.nx-1, max(0, int(p.X/ix.cell))), min(ix.ny-1, max(0, int(p.Y/ix.cell)))
}

func (ix *siteIndex) add(i int, p Point) {
	if i >= len(ix.next) {
		ix.next = append(ix.next, make([]int32, i+1-len(ix.next))...)
	}
	bx, by := ix.bucket(p)
	b := by*ix.nx + bx
	ix.next[i] = ix.head[b]
	ix.head[b] = int32(i)
}

// ring calls f for every site in the square ring of buckets at Chebyshev
// distance k around p's bucket.
func (ix *siteIndex) ring(p Point, k int, f func(i int)) {
	bx, by := ix.bucket(p)
	for y := by - k; y <= by+k; y++ {
		if y < 0 || y >= ix.ny {
			continue
		}
		for x := bx - k; x <= bx+k; x++ {
			if x < 0 || x >= ix.nx || (k > 0 && y != by-k && y != by+k && x != bx-k && x != bx+k) {
				continue
			}
			for i := ix.head[y*ix.nx+x]; i >= 0; i = ix.next[i] {
				f(int(i))
			}
		}
	}
}

// bestCandidate places n sites by Mitchell's best-candidate sampling: each
// new site is the one of several random candidates farthest from all sites
// so far, which spaces them evenly like Poisson-disk sampling.
func bestCandidate(n int, w, h float64, rng *rand.Rand) []Point {
	const k = 12
	pts := make([]Point, 0, n)
	ix := &siteIndex{cell: math.Sqrt(w * h / float64(n))}
	ix.nx, ix.ny = max(1, int(w/ix.cell)+1), max(1, int(h/ix.cell)+1)
	ix.head = make([]int32, ix.nx*ix.ny)
	for i := range ix.head {
		ix.head[i] = -1
	}
	nearest := func(p Point) float64 {
		best := math.Inf(1)
		for r := 0; r < max(ix.nx, ix.ny); r++ {
			if float64(r-1)*ix.cell > best {
				break
			}
			ix.ring(p, r, func(i int) { best = min(best, Dist(p, pts[i])) })
		}
		return best
	}
	for len(pts) < n {
		var best Point
		bestD := -1.0
		for c := 0; c < k; c++ {
			q := Point{rng.Float64() * w, rng.Float64() * h}
			d := math.Inf(1)
			if len(pts) > 0 {
				d = nearest(q)
			}
			if d > bestD {
				best, bestD = q, d
			}
		}
		if bestD == 0 {
			continue // a duplicate; draw again
		}
		ix.add(len(pts), best)
		pts = append(pts, best)
	}
	return pts
}

// clipHalf clips convex polygon poly (with side labels) to the side of the
// bisector of a and b that holds a; the new side is labelled lb.
func clipHalf(poly []Point, lab []int32, a, b Point, lb int32, outP []Point, outL []int32) ([]Point, []int32) {
	dx, dy := b.X-a.X, b.Y-a.Y
	mx, my := (a.X+b.X)/2, (a.Y+b.Y)/2
	eval := func(p Point) float64 { return (p.X-mx)*dx + (p.Y-my)*dy } // > 0: b's side
	outP, outL = outP[:0], outL[:0]
	n := len(poly)
	for i := 0; i < n; i++ {
		p, q := poly[i], poly[(i+1)%n]
		fp, fq := eval(p), eval(q)
		if fp <= 0 {
			outP = append(outP, p)
			outL = append(outL, lab[i])
		}
		if (fp <= 0) != (fq <= 0) {
			t := fp / (fp - fq)
			x := Point{p.X + t*(q.X-p.X), p.Y + t*(q.Y-p.Y)}
			if fp <= 0 {
				outP = append(outP, x) // leaving: the next side is the bisector
				outL = append(outL, lb)
			} else {
				outP = append(outP, x) // entering: continue along the old side
				outL = append(outL, lab[i])
			}
		}
	}
	return outP, outL
}

func newPlanarFrom(in []Point, w, h float64) (*Planar, error) {
	// Drop duplicate sites (keep the first).
	sorted := make([]int, len(in))
	for i := range sorted {
		sorted[i] = i
	}
	sort.Slice(sorted, func(a, b int) bool {
		p, q := in[sorted[a]], in[sorted[b]]
		return p.X < q.X || (p.X == q.X && p.Y < q.Y)
	})
	dup := make([]bool, len(in))
	for k := 1; k < len(sorted); k++ {
		if in[sorted[k]] == in[sorted[k-1]] {
			dup[max(sorted[k], sorted[k-1])] = true
		}
	}
	var pts []Point
	for i, p := range in {
		if !dup[i] {
			pts = append(pts, p)
		}
	}
	if len(pts) < 2 {
		return nil, fmt.Errorf("topology: planar grid needs at least 2 distinct sites")
	}
	g := &Planar{w: w, h: h, sites: pts}
	ix := newSiteIndex(pts, w, h)
	n := len(pts)
	g.polyOff = make([]int32, n+1)
	rect := []Point{{0, 0}, {w, 0}, {w, h}, {0, h}}
	rectL := []int32{-1, -1, -1, -1}
	var poly, tmp []Point
	var lab, tmpL []int32
	var cand []int
	eps := 1e-9 * math.Max(w, h)
	for i, p := range pts {
		poly = append(poly[:0], rect...)
		lab = append(lab[:0], rectL...)
		for k := 0; ; k++ {
			cand = cand[:0]
			ix.ring(p, k, func(j int) {
				if j != i {
					cand = append(cand, j)
				}
			})
			sort.Slice(cand, func(a, b int) bool {
				da, db := Dist(p, pts[cand[a]]), Dist(p, pts[cand[b]])
				return da < db || (da == db && cand[a] < cand[b])
			})
			for _, j := range cand {
				tmp, tmpL = clipHalf(poly, lab, p, pts[j], int32(j), tmp, tmpL)
				poly, tmp = tmp, poly
				lab, tmpL = tmpL, lab
			}
			// Security radius: sites in ring k+1 are at least k·cell away; a
			// site farther than twice the farthest vertex cannot cut.
			far := 0.0
			for _, v := range poly {
				far = math.Max(far, Dist(p, v))
			}
			if float64(k)*ix.cell > 2*far || (k >= ix.nx && k >= ix.ny) {
				break
			}
		}
		// Drop sides of (near) zero length.
		m := len(poly)
		for v := 0; v < m; v++ {
			q := poly[(v+1)%m]
			if Dist(poly[v], q) <= eps {
				continue
			}
			g.verts = append(g.verts, poly[v])
			g.side = append(g.side, lab[v])
		}
		g.polyOff[i+1] = int32(len(g.verts))
	}
	// Edges: pairs of cells whose polygons have a side towards each other.
	type pair struct{ a, b int32 }
	seen := map[pair]bool{}
	for c := 0; c < n; c++ {
		lo, hi := g.polyOff[c], g.polyOff[c+1]
		for v := lo; v < hi; v++ {
			j := g.side[v]
			if j < 0 {
				continue
			}
			pr := pair{int32(min(c, int(j))), int32(max(c, int(j)))}
			if seen[pr] {
				continue
			}
			seen[pr] = true
			g.addEdge(pr.a, pr.b)
			nv := v + 1
			if nv == hi {
				nv = lo
			}
			g.walls = append(g.walls, Segment{A: g.verts[v], B: g.verts[nv]})
		}
	}
	g.build(n)
	return g, nil
}

// Spec implements Grid.
func (g *Planar) Spec() Spec { return g.spec }

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
func (g *Planar) Wall(e int) Segment { return g.walls[e] }

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
