// Planar cells from one Delaunay triangulation: the corners of a site's
// Voronoi cell are the centres of the circles through its triangles, in
// order around it.

package topology

import (
	"runtime"
	"sync"
)

// cellsFromTriangulation computes every cell of g (sites set, polygons
// empty) from the Delaunay triangulation t of its sites. A cell whose
// circle centres all lie in the rectangle and make a convex polygon around
// its site is that polygon. The others — cells on the hull, cells cut by
// the rectangle, and any the arithmetic left out of shape — are clipped
// out of the rectangle by the bisectors of the sites up to two triangle
// sides away, which holds all their neighbours. It returns how many cells
// were clipped.
//
// With more than one core the cells are built in two halves at once, the
// second half written into the upper part of g's arrays and moved down
// after the first: the same arrays as one pass makes.
func (g *Planar) cellsFromTriangulation(t *triangulation, eps float64) (clipped int) {
	n := len(g.sites)
	cc := make([]Point, len(t.tri)/3)
	centres := func(lo, hi int) {
		pts := g.sites
		for k := lo; k < hi; k++ {
			cc[k] = circumcentre(pts[t.tri[3*k]], pts[t.tri[3*k+1]], pts[t.tri[3*k+2]])
		}
	}
	if n < parallelCells || runtime.GOMAXPROCS(0) < 2 {
		centres(0, len(cc))
		w := &cellWorker{g: g, t: t, cc: cc, eps: eps, verts: g.verts, side: g.side, stop: g.stop}
		w.run(0, n)
		g.verts, g.side = w.verts, w.side
		return w.clipped
	}
	var wg sync.WaitGroup
	half := len(cc) / 2
	wg.Go(func() { centres(half, len(cc)) })
	centres(0, half)
	wg.Wait()
	mid := n / 2
	room := cap(g.verts) / 2
	a := &cellWorker{g: g, t: t, cc: cc, eps: eps, verts: g.verts[:0:room], side: g.side[:0:room], stop: g.stop}
	b := &cellWorker{g: g, t: t, cc: cc, eps: eps, verts: g.verts[room:room:cap(g.verts)], side: g.side[room:room:cap(g.side)], stop: g.stop.fork()}
	wg.Go(func() { b.run(mid, n) })
	a.run(0, mid)
	wg.Wait()
	la := len(a.verts)
	if cap(a.verts) == room && cap(a.side) == room && cap(b.verts) == cap(g.verts)-room && cap(b.side) == cap(g.side)-room {
		// Both halves stayed in place: close the gap between them.
		verts, side := g.verts[:cap(g.verts)], g.side[:cap(g.side)]
		g.verts = verts[:la+copy(verts[la:], b.verts)]
		g.side = side[:la+copy(side[la:], b.side)]
	} else {
		g.verts = append(a.verts[:la:la], b.verts...)
		g.side = append(a.side[:la:la], b.side...)
	}
	for i := mid + 1; i <= n; i++ {
		g.polyOff[i] += int32(la)
	}
	return a.clipped + b.clipped
}

// parallelCells is the number of cells from which cellsFromTriangulation
// builds its two halves at once.
const parallelCells = 20_000

// cellWorker builds a run of cells from a triangulation into its own
// arrays.
type cellWorker struct {
	g            *Planar
	t            *triangulation
	cc           []Point // the circle centre of each triangle
	eps          float64
	verts        []Point
	side         []int32
	stop         *stopper
	clipped      int
	poly         []Point
	lab          []int32
	c            clipper
	around, ring []int32
	cand         []near
}

// run builds cells lo to hi-1, appending their corners to w's arrays and
// setting g.polyOff[i+1] to the end of cell i in them.
func (w *cellWorker) run(lo, hi int) {
	g, t, pts := w.g, w.t, w.g.sites
	for i := lo; i < hi; i++ {
		if w.stop.step() {
			return
		}
		if !t.hull[i] {
			poly, lab := w.poly[:0], w.lab[:0]
			e0 := t.in[i]
			e := e0
			for {
				poly = append(poly, w.cc[e/3])
				e = t.twin[nextHalf(e)]
				lab = append(lab, t.tri[e])
				if e == e0 {
					break
				}
			}
			w.poly, w.lab = poly, lab
			if g.convexAround(poly, pts[i]) {
				w.verts, w.side = appendPoly(w.verts, w.side, poly, lab, w.eps)
				g.polyOff[i+1] = int32(len(w.verts))
				continue
			}
		}
		// The sites up to two sides away, nearest first.
		cand := w.cand[:0]
		add := func(j int32) {
			if j == int32(i) {
				return
			}
			for _, s := range cand {
				if s.j == j {
					return
				}
			}
			cand = append(cand, near{dist2(pts[i], pts[j]), j})
		}
		w.around = t.neighbours(int32(i), w.around[:0])
		for _, j := range w.around {
			add(j)
		}
		for _, j := range w.around {
			w.ring = t.neighbours(j, w.ring[:0])
			for _, k := range w.ring {
				add(k)
			}
		}
		sortNear(cand)
		w.cand = cand
		w.clipped++
		c := &w.c
		c.reset(g.w, g.h, pts[i])
		for _, s := range cand {
			if s.d2 > 4.000001*c.far2 {
				break
			}
			c.cut(pts[s.j], s.j)
		}
		w.verts, w.side = appendPoly(w.verts, w.side, c.poly, c.lab, w.eps)
		g.polyOff[i+1] = int32(len(w.verts))
	}
}

// neighbours appends to buf the points joined to point p by a triangle
// side.
func (t *triangulation) neighbours(p int32, buf []int32) []int32 {
	e0 := t.in[p]
	e := e0
	for {
		buf = append(buf, t.tri[e])
		out := nextHalf(e)
		e = t.twin[out]
		if e < 0 {
			return append(buf, t.tri[nextHalf(out)])
		}
		if e == e0 {
			return buf
		}
	}
}

// convexAround reports whether poly lies in g's rectangle and runs
// counter-clockwise (in y-up terms) as a convex polygon around site p.
func (g *Planar) convexAround(poly []Point, p Point) bool {
	m := len(poly)
	if m < 3 {
		return false
	}
	for _, v := range poly {
		if !(v.X >= 0 && v.X <= g.w && v.Y >= 0 && v.Y <= g.h) {
			return false
		}
	}
	if polygonArea(poly) <= 0 {
		return false
	}
	// Every turn left (or straight, where circles coincide), and the site
	// on the inner side of every side.
	tol := 1e-12 * max(g.w, g.h) * max(g.w, g.h)
	for k := range m {
		a, b := poly[k], poly[(k+1)%m]
		c := poly[(k+2)%m]
		if cross3(a, b, c) < -tol || cross3(a, b, p) < -tol {
			return false
		}
	}
	return true
}

// cross3 is the cross product of b-a and c-a: positive when a, b, c turn
// counter-clockwise (in y-up terms).
func cross3(a, b, c Point) float64 {
	return (b.X-a.X)*(c.Y-a.Y) - (b.Y-a.Y)*(c.X-a.X)
}
