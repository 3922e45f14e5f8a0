package topology

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sort"

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
// would bring a site near a wall of its cell.
//
// Sites come from their own random stream (NewLayoutRand(Spec.Seed)), so the
// same seed gives the same cells whatever the algorithm, and are numbered in
// bands about one site spacing tall, top to bottom, each left to right, so
// that neighbouring cells mostly have nearby numbers. Layout "poisson"
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
	spatialOrder(pts, w, h)
	p, err := newPlanarFrom(pts, w, h, false)
	if err != nil {
		return nil, err
	}
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
// (sites outside are an error; duplicates are dropped).
func NewPlanarPoints(pts []Point, w, h float64) (*Planar, error) {
	for _, p := range pts {
		if !(p.X >= 0 && p.X <= w && p.Y >= 0 && p.Y <= h) {
			return nil, fmt.Errorf("topology: site %v outside the %gx%g rectangle", p, w, h)
		}
	}
	g, err := newPlanarFrom(pts, w, h, false)
	if err != nil {
		return nil, err
	}
	g.spec = Spec{Kind: "planar", Width: int(math.Ceil(w)), Height: int(math.Ceil(h)), Cells: len(g.sites)}
	return g, nil
}

// siteIndex is a bucket index of sites, stored bucket by bucket with their
// positions alongside, so a search reads memory in runs.
type siteIndex struct {
	cell   float64
	nx, ny int
	start  []int32   // the sites of bucket b: built[start[b]:start[b+1]]
	built  []siteRef // their positions and numbers
}

type siteRef struct {
	p Point
	i int32
}

// near is a site and its squared distance from a point.
type near struct {
	d2 float64
	j  int32
}

// newSiteIndex indexes pts with buckets sized for about one of size sites
// each.
func newSiteIndex(pts []Point, w, h float64, size int) *siteIndex {
	cell := math.Sqrt(w * h / float64(max(size, 1)))
	ix := &siteIndex{cell: cell, nx: max(1, int(w/cell)+1), ny: max(1, int(h/cell)+1)}
	nb := ix.nx * ix.ny
	ix.start = make([]int32, nb+1)
	bs := make([]int32, len(pts))
	for i, p := range pts {
		bx, by := ix.bucket(p)
		bs[i] = int32(by*ix.nx + bx)
		ix.start[bs[i]+1]++
	}
	for b := 0; b < nb; b++ {
		ix.start[b+1] += ix.start[b]
	}
	fill := append([]int32(nil), ix.start[:nb]...)
	ix.built = make([]siteRef, len(pts))
	for i, p := range pts {
		ix.built[fill[bs[i]]] = siteRef{p, int32(i)}
		fill[bs[i]]++
	}
	return ix
}

func (ix *siteIndex) bucket(p Point) (int, int) {
	return min(ix.nx-1, max(0, int(p.X/ix.cell))), min(ix.ny-1, max(0, int(p.Y/ix.cell)))
}

// appendBucket appends the sites of bucket (x, y) with their squared
// distances from p, unless the bucket is off the grid or farther than
// √limit2 from p.
func (ix *siteIndex) appendBucket(p Point, x, y int, limit2 float64, buf []near) []near {
	if x < 0 || x >= ix.nx || y < 0 || y >= ix.ny {
		return buf
	}
	x0, y0 := float64(x)*ix.cell, float64(y)*ix.cell
	dx := max(0, x0-p.X, p.X-(x0+ix.cell))
	dy := max(0, y0-p.Y, p.Y-(y0+ix.cell))
	if dx*dx+dy*dy > limit2 {
		return buf
	}
	b := y*ix.nx + x
	for _, s := range ix.built[ix.start[b]:ix.start[b+1]] {
		buf = append(buf, near{dist2(p, s.p), s.i})
	}
	return buf
}

// appendRing appends to buf every site in the square ring of buckets at
// Chebyshev distance k around p's bucket (for k = 0, p's bucket) whose
// bucket is at most √limit2 from p, with its squared distance from p,
// visiting only the ring's own buckets.
func (ix *siteIndex) appendRing(p Point, k int, limit2 float64, buf []near) []near {
	bx, by := ix.bucket(p)
	if k == 0 {
		return ix.appendBucket(p, bx, by, limit2, buf)
	}
	for x := max(0, bx-k); x <= min(ix.nx-1, bx+k); x++ {
		buf = ix.appendBucket(p, x, by-k, limit2, buf)
		buf = ix.appendBucket(p, x, by+k, limit2, buf)
	}
	for y := max(0, by-k+1); y <= min(ix.ny-1, by+k-1); y++ {
		buf = ix.appendBucket(p, bx-k, y, limit2, buf)
		buf = ix.appendBucket(p, bx+k, y, limit2, buf)
	}
	return buf
}

// dist2 returns the squared distance of p and q.
func dist2(p, q Point) float64 {
	dx, dy := p.X-q.X, p.Y-q.Y
	return dx*dx + dy*dy
}

// denseIndex is the growing bucket index of best-candidate sampling: each
// bucket holds its first three sites inline in one 64-byte record, so a
// search touches about one cache line a bucket; more go to an overflow map.
type denseIndex struct {
	cell   float64
	nx, ny int
	b      []denseBucket
	over   map[int32][]siteRef
}

type denseBucket struct {
	n  int32 // sites in the bucket, inline and overflowing
	id [3]int32
	p  [3]Point
}

// newDenseIndex indexes pts with buckets sized for about one of size sites
// each.
func newDenseIndex(pts []Point, w, h float64, size int) *denseIndex {
	cell := math.Sqrt(w * h / float64(max(size, 1)))
	ix := &denseIndex{cell: cell, nx: max(1, int(w/cell)+1), ny: max(1, int(h/cell)+1), over: map[int32][]siteRef{}}
	ix.b = make([]denseBucket, ix.nx*ix.ny)
	for i, p := range pts {
		ix.add(i, p)
	}
	return ix
}

// add puts site i at p into the index.
func (ix *denseIndex) add(i int, p Point) {
	bx := min(ix.nx-1, max(0, int(p.X/ix.cell)))
	by := min(ix.ny-1, max(0, int(p.Y/ix.cell)))
	k := int32(by*ix.nx + bx)
	b := &ix.b[k]
	if b.n < 3 {
		b.id[b.n], b.p[b.n] = int32(i), p
	} else {
		ix.over[k] = append(ix.over[k], siteRef{p, int32(i)})
	}
	b.n++
}

// nearestInRing returns the squared distance and number of the site
// nearest to p among best (squared distance best2, number bi) and the sites
// of the ring of buckets at Chebyshev distance k around p's bucket.
func (ix *denseIndex) nearestInRing(p Point, k int, best2 float64, bi int32) (float64, int32) {
	bx := min(ix.nx-1, max(0, int(p.X/ix.cell)))
	by := min(ix.ny-1, max(0, int(p.Y/ix.cell)))
	scan := func(x, y int) {
		if x < 0 || x >= ix.nx || y < 0 || y >= ix.ny {
			return
		}
		x0, y0 := float64(x)*ix.cell, float64(y)*ix.cell
		dx := max(0, x0-p.X, p.X-(x0+ix.cell))
		dy := max(0, y0-p.Y, p.Y-(y0+ix.cell))
		if dx*dx+dy*dy > best2 {
			return
		}
		k := int32(y*ix.nx + x)
		b := &ix.b[k]
		for j := range min(b.n, 3) {
			if d2 := dist2(p, b.p[j]); d2 < best2 {
				best2, bi = d2, b.id[j]
			}
		}
		if b.n > 3 {
			for _, s := range ix.over[k] {
				if d2 := dist2(p, s.p); d2 < best2 {
					best2, bi = d2, s.i
				}
			}
		}
	}
	if k == 0 {
		scan(bx, by)
		return best2, bi
	}
	for x := max(0, bx-k); x <= min(ix.nx-1, bx+k); x++ {
		scan(x, by-k)
		scan(x, by+k)
	}
	for y := max(0, by-k+1); y <= min(ix.ny-1, by+k-1); y++ {
		scan(bx-k, y)
		scan(bx+k, y)
	}
	return best2, bi
}

// bestCandidate places n sites by Mitchell's best-candidate sampling: each
// new site is the one of several random candidates farthest from all sites
// so far, which spaces them evenly like Poisson-disk sampling.
func bestCandidate(n int, w, h float64, rng *rand.Rand) []Point {
	const k = 12
	pts := make([]Point, 0, n)
	// The bucket index is rebuilt finer each time the sites double, so a
	// search looks at a few buckets however many sites there are yet.
	var ix *denseIndex
	sizedFor := 0
	// nearest returns the distance from p to the nearest site, or -1 when
	// a site is clearly nearer than beat, so p cannot be farther than it.
	nearest := func(p Point, beat float64) float64 {
		lose2 := -1.0
		if beat > 0 {
			lose2 = beat * beat * (1 - 1e-9)
		}
		best2, bi := math.Inf(1), int32(-1)
		for r := 0; r < max(ix.nx, ix.ny); r++ {
			if bi >= 0 && float64(r-1)*ix.cell > Dist(p, pts[bi]) {
				break
			}
			best2, bi = ix.nearestInRing(p, r, best2, bi)
			if best2 < lose2 {
				return -1
			}
		}
		return Dist(p, pts[bi])
	}
	for len(pts) < n {
		if len(pts) >= 2*sizedFor {
			sizedFor = max(len(pts), 16)
			ix = newDenseIndex(pts, w, h, sizedFor)
		}
		var best Point
		bestD := -1.0
		for c := 0; c < k; c++ {
			q := Point{rng.Float64() * w, rng.Float64() * h}
			d := math.Inf(1)
			if len(pts) > 0 {
				d = nearest(q, bestD)
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

// cuts reports whether the bisector of a and b cuts poly: whether clipHalf
// would change it.
func cuts(poly []Point, a, b Point) bool {
	dx, dy := b.X-a.X, b.Y-a.Y
	mx, my := (a.X+b.X)/2, (a.Y+b.Y)/2
	for _, p := range poly {
		if (p.X-mx)*dx+(p.Y-my)*dy > 0 {
			return true
		}
	}
	return false
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

// newPlanarFrom builds the planar grid of sites in in on a w×h rectangle.
// With exact set every side of positive length joins its two cells (the
// full Delaunay graph); otherwise short sides are dropped (dropShortSides).
func newPlanarFrom(in []Point, w, h float64, exact bool) (*Planar, error) {
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
	ix := newSiteIndex(pts, w, h, len(pts))
	n := len(pts)
	g.polyOff = make([]int32, n+1)
	// A Voronoi cell has six sides on average, a site three edges of its own.
	g.verts = make([]Point, 0, 6*n+n/4+8)
	g.side = make([]int32, 0, cap(g.verts))
	g.walls = make([]Segment, 0, 3*n+8)
	g.ends = make([][2]int32, 0, cap(g.walls))
	rect := []Point{{0, 0}, {w, 0}, {w, h}, {0, h}}
	rectL := []int32{-1, -1, -1, -1}
	var poly, tmp []Point
	var lab, tmpL []int32
	var cand []near
	eps := 1e-9 * math.Max(w, h)
	farthest2 := func(p Point, poly []Point) float64 {
		f := 0.0
		for _, v := range poly {
			f = max(f, dist2(p, v))
		}
		return f
	}
	for i, p := range pts {
		poly = append(poly[:0], rect...)
		lab = append(lab[:0], rectL...)
		far2 := farthest2(p, poly)
		for k := 0; ; k++ {
			cand = ix.appendRing(p, k, 4.000001*far2, cand[:0])
			cand = slices.DeleteFunc(cand, func(c near) bool { return int(c.j) == i })
			// Nearest first (insertion sort: a ring holds a few sites).
			for a := 1; a < len(cand); a++ {
				x := cand[a]
				b := a
				for ; b > 0 && (cand[b-1].d2 > x.d2 || cand[b-1].d2 == x.d2 && cand[b-1].j > x.j); b-- {
					cand[b] = cand[b-1]
				}
				cand[b] = x
			}
			for _, c := range cand {
				// A site more than twice as far as the farthest vertex
				// cannot cut: its bisector passes beyond every vertex, and
				// so do all farther sites'.
				if c.d2 > 4.000001*far2 {
					break
				}
				if !cuts(poly, p, pts[c.j]) {
					continue
				}
				tmp, tmpL = clipHalf(poly, lab, p, pts[c.j], c.j, tmp, tmpL)
				poly, tmp = tmp, poly
				lab, tmpL = tmpL, lab
				far2 = farthest2(p, poly)
			}
			// Security radius: sites in ring k+1 are at least k·cell away.
			if d := float64(k) * ix.cell; d*d > 4.000001*far2 || (k >= ix.nx && k >= ix.ny) {
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
	if !exact {
		g.dropShortSides(n, eps)
		g.widenShortSides(n, eps)
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
		lo, hi := g.polyOff[c], g.polyOff[c+1]
		for v := lo; v < hi; v++ {
			j := g.side[v]
			if j < 0 || j < int32(c) && hasSide(j, int32(c)) {
				continue
			}
			g.addEdge(int32(min(c, int(j))), int32(max(c, int(j))))
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
