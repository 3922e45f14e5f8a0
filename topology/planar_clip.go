// Planar cells by clipping: the rectangle cut by the bisectors of nearby
// sites, nearest first. It needs no triangulation, so it is the way for
// site sets a triangulation cannot take (all on one line, or points left
// out by it), and for cells on the rectangle's edge.

package topology

import (
	"math"
	"slices"
)

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
// distAtMost reports whether Dist(p, q) <= r, taking the root only when
// the squares are too close to tell (within a millionth).
func distAtMost(p, q Point, r float64) bool {
	d2, r2 := dist2(p, q), r*r
	switch {
	case r2 > 1e-100 && d2 > r2*(1+1e-6):
		return false
	case r2 > 1e-100 && d2 < r2*(1-1e-6):
		return true
	}
	return Dist(p, q) <= r
}

func dist2(p, q Point) float64 {
	dx, dy := p.X-q.X, p.Y-q.Y
	return dx*dx + dy*dy
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

// cellsByClipping computes every cell of g (sites set, polygons empty) by
// clipping the rectangle with the bisectors of nearby sites, found in a
// bucket index by rings, nearest first, until no farther site can cut
// (the security radius).
func (g *Planar) cellsByClipping(eps float64) {
	pts := g.sites
	ix := newSiteIndex(pts, g.w, g.h, len(pts))
	var cand []near
	var c clipper
	for i, p := range pts {
		if g.stop.step() {
			return
		}
		c.reset(g.w, g.h, p)
		for k := 0; ; k++ {
			cand = ix.appendRing(p, k, 4.000001*c.far2, cand[:0])
			cand = slices.DeleteFunc(cand, func(c near) bool { return int(c.j) == i })
			sortNear(cand)
			for _, s := range cand {
				// A site more than twice as far as the farthest vertex
				// cannot cut: its bisector passes beyond every vertex, and
				// so do all farther sites'.
				if s.d2 > 4.000001*c.far2 {
					break
				}
				c.cut(pts[s.j], s.j)
			}
			// Security radius: sites in ring k+1 are at least k·cell away.
			if d := float64(k) * ix.cell; d*d > 4.000001*c.far2 || (k >= ix.nx && k >= ix.ny) {
				break
			}
		}
		g.appendCell(c.poly, c.lab, eps)
		g.polyOff[i+1] = int32(len(g.verts))
	}
}

// sortNear sorts sites nearest first, by number among equals (insertion
// sort: there are a few).
func sortNear(cand []near) {
	for a := 1; a < len(cand); a++ {
		x := cand[a]
		b := a
		for ; b > 0 && (cand[b-1].d2 > x.d2 || cand[b-1].d2 == x.d2 && cand[b-1].j > x.j); b-- {
			cand[b] = cand[b-1]
		}
		cand[b] = x
	}
}

// clipper is one cell being clipped out of the rectangle: its polygon, the
// neighbour across each side (-1 for the rectangle) and the squared
// distance of its farthest corner from its site.
type clipper struct {
	p         Point
	poly, tmp []Point
	lab, tmpL []int32
	far2      float64
}

// reset starts the cell of site p as the whole w×h rectangle.
func (c *clipper) reset(w, h float64, p Point) {
	c.p = p
	c.poly = append(c.poly[:0], Point{0, 0}, Point{w, 0}, Point{w, h}, Point{0, h})
	c.lab = append(c.lab[:0], -1, -1, -1, -1)
	c.far2 = c.farthest2()
}

func (c *clipper) farthest2() float64 {
	f := 0.0
	for _, v := range c.poly {
		f = max(f, dist2(c.p, v))
	}
	return f
}

// cut clips the cell to the side of the bisector with site q (number j)
// that holds its own site, if the bisector cuts it.
func (c *clipper) cut(q Point, j int32) {
	if !cuts(c.poly, c.p, q) {
		return
	}
	c.tmp, c.tmpL = clipHalf(c.poly, c.lab, c.p, q, j, c.tmp, c.tmpL)
	c.poly, c.tmp = c.tmp, c.poly
	c.lab, c.tmpL = c.tmpL, c.lab
	c.far2 = c.farthest2()
}

// appendCell appends a cell's polygon and side labels to g, without its
// sides of (near) zero length.
func (g *Planar) appendCell(poly []Point, lab []int32, eps float64) {
	g.verts, g.side = appendPoly(g.verts, g.side, poly, lab, eps)
}

// appendPoly is appendCell onto verts and side.
func appendPoly(verts []Point, side []int32, poly []Point, lab []int32, eps float64) ([]Point, []int32) {
	m := len(poly)
	for v := 0; v < m; v++ {
		q := poly[0]
		if v+1 < m {
			q = poly[v+1]
		}
		if distAtMost(poly[v], q, eps) {
			continue
		}
		verts = append(verts, poly[v])
		side = append(side, lab[v])
	}
	return verts, side
}
