// Planar cells from one Delaunay triangulation: the corners of a site's
// Voronoi cell are the centres of the circles through its triangles, in
// order around it.

package topology

// cellsFromTriangulation computes every cell of g (sites set, polygons
// empty) from the Delaunay triangulation t of its sites. A cell whose
// circle centres all lie in the rectangle and make a convex polygon around
// its site is that polygon. The others — cells on the hull, cells cut by
// the rectangle, and any the arithmetic left out of shape — are clipped
// out of the rectangle by the bisectors of the sites up to two triangle
// sides away, which holds all their neighbours. It returns how many cells
// were clipped.
func (g *Planar) cellsFromTriangulation(t *triangulation, eps float64) (clipped int) {
	pts := g.sites
	n := len(pts)
	cc := make([]Point, len(t.tri)/3)
	for k := range cc {
		cc[k] = circumcentre(pts[t.tri[3*k]], pts[t.tri[3*k+1]], pts[t.tri[3*k+2]])
	}
	var poly []Point
	var lab []int32
	var c clipper
	var around, ring []int32
	var cand []near
	mark := make([]int32, n)
	for i := range n {
		if g.stop.step() {
			return clipped
		}
		if !t.hull[i] {
			poly, lab = poly[:0], lab[:0]
			e0 := t.in[i]
			e := e0
			for {
				poly = append(poly, cc[e/3])
				e = t.twin[nextHalf(e)]
				lab = append(lab, t.tri[e])
				if e == e0 {
					break
				}
			}
			if g.convexAround(poly, pts[i]) {
				g.appendCell(poly, lab, eps)
				g.polyOff[i+1] = int32(len(g.verts))
				continue
			}
		}
		// The sites up to two sides away, nearest first.
		stamp := int32(i + 1)
		mark[i] = stamp
		cand = cand[:0]
		add := func(j int32) {
			if mark[j] != stamp {
				mark[j] = stamp
				cand = append(cand, near{dist2(pts[i], pts[j]), j})
			}
		}
		around = t.neighbours(int32(i), around[:0])
		for _, j := range around {
			add(j)
		}
		for _, j := range around {
			ring = t.neighbours(j, ring[:0])
			for _, k := range ring {
				add(k)
			}
		}
		sortNear(cand)
		clipped++
		c.reset(g.w, g.h, pts[i])
		for _, s := range cand {
			if s.d2 > 4.000001*c.far2 {
				break
			}
			c.cut(pts[s.j], s.j)
		}
		g.appendCell(c.poly, c.lab, eps)
		g.polyOff[i+1] = int32(len(g.verts))
	}
	return clipped
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
