// Delaunay triangulation of many points in near-linear time, by sweeping a
// convex hull outwards from a seed triangle and flipping edges until every
// triangle is Delaunay (the sweep-hull method, with a hash of the hull by
// angle to find where each new point sees it).

package topology

import (
	"math"
	"slices"
)

// triangulation is a Delaunay triangulation as half-edges: half-edge e runs
// from point tri[e] to point tri[next(e)] in triangle e/3, twin[e] is the
// half-edge running the other way in the neighbouring triangle (-1 on the
// hull), and in[p] is a half-edge ending at point p — for a point on the
// hull the one on the hull, so that walking around p from it meets every
// triangle at p.
type triangulation struct {
	tri  []int32
	twin []int32
	in   []int32
	hull []bool // whether each point is on the convex hull
}

// nextHalf returns the half-edge after e in its triangle.
func nextHalf(e int32) int32 {
	if e%3 == 2 {
		return e - 2
	}
	return e + 1
}

// sweep holds the state of one triangulation while it is built.
type sweep struct {
	pts            []Point
	t              *triangulation
	hullPrev, next []int32
	hullTri        []int32
	hash           []int32
	hashSize       int
	cx, cy         float64
	start          int32
	stack          []int32
}

// triangulate returns the Delaunay triangulation of pts, or false when the
// points are all on one line, or when some point was left out of it (a
// point on the line of a hull side, or a near-duplicate), which the caller
// must then handle another way.
func triangulate(pts []Point) (*triangulation, bool) { return triangulateStop(pts, nil) }

// triangulateStop is triangulate that gives up (false) when st is stopped.
func triangulateStop(pts []Point, st *stopper) (*triangulation, bool) {
	n := len(pts)
	if n < 3 {
		return nil, false
	}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range pts {
		minX, minY, maxX, maxY = min(minX, p.X), min(minY, p.Y), max(maxX, p.X), max(maxY, p.Y)
	}
	c := Point{(minX + maxX) / 2, (minY + maxY) / 2}
	// The seed triangle: the point nearest the middle, its nearest point,
	// and the point making the smallest circle with them.
	i0, i1, i2 := int32(-1), int32(-1), int32(-1)
	best := math.Inf(1)
	for i, p := range pts {
		if d := dist2(c, p); d < best {
			i0, best = int32(i), d
		}
	}
	best = math.Inf(1)
	for i, p := range pts {
		if d := dist2(pts[i0], p); int32(i) != i0 && d > 0 && d < best {
			i1, best = int32(i), d
		}
	}
	best = math.Inf(1)
	for i, p := range pts {
		if int32(i) == i0 || int32(i) == i1 {
			continue
		}
		if r := circumradius2(pts[i0], pts[i1], p); r < best {
			i2, best = int32(i), r
		}
	}
	if i1 < 0 || i2 < 0 || math.IsInf(best, 1) {
		return nil, false
	}
	if ccw(pts[i0], pts[i1], pts[i2]) {
		i1, i2 = i2, i1
	}
	cc := circumcentre(pts[i0], pts[i1], pts[i2])
	// Points by distance from the seed circle's centre, so each new point
	// is outside the hull so far.
	type keyed struct {
		d float64
		i int32
	}
	order := make([]keyed, n)
	for i, p := range pts {
		order[i] = keyed{dist2(cc, p), int32(i)}
	}
	slices.SortFunc(order, func(a, b keyed) int {
		if a.d < b.d {
			return -1
		}
		if a.d > b.d {
			return 1
		}
		return int(a.i - b.i)
	})
	maxTri := max(2*n-5, 1)
	hs := int(math.Ceil(math.Sqrt(float64(n))))
	s := &sweep{pts: pts, cx: cc.X, cy: cc.Y, hashSize: hs,
		t:        &triangulation{tri: make([]int32, 0, 3*maxTri), twin: make([]int32, 0, 3*maxTri)},
		hullPrev: make([]int32, n), next: make([]int32, n), hullTri: make([]int32, n),
		hash: make([]int32, hs)}
	for i := range s.hash {
		s.hash[i] = -1
	}
	s.start = i0
	s.next[i0], s.hullPrev[i2] = i1, i1
	s.next[i1], s.hullPrev[i0] = i2, i2
	s.next[i2], s.hullPrev[i1] = i0, i0
	s.hullTri[i0], s.hullTri[i1], s.hullTri[i2] = 0, 1, 2
	s.hash[s.key(pts[i0])] = i0
	s.hash[s.key(pts[i1])] = i1
	s.hash[s.key(pts[i2])] = i2
	s.add(i0, i1, i2, -1, -1, -1)
	var prev Point
	for k, o := range order {
		i := o.i
		p := pts[i]
		if k > 0 && math.Abs(p.X-prev.X) <= 1e-15*max(1, math.Abs(p.X)) && math.Abs(p.Y-prev.Y) <= 1e-15*max(1, math.Abs(p.Y)) {
			continue
		}
		prev = p
		if i == i0 || i == i1 || i == i2 {
			continue
		}
		if st.step() {
			return nil, false
		}
		s.insert(i)
	}
	return s.finish()
}

// insert adds point i, outside the hull so far, joining it to every hull
// side it sees.
func (s *sweep) insert(i int32) {
	p := s.pts[i]
	// A hull point near i's angle, then back to the first side i sees.
	start := int32(-1)
	key := s.key(p)
	for j := 0; j < s.hashSize; j++ {
		start = s.hash[(key+j)%s.hashSize]
		if start != -1 && start != s.next[start] {
			break
		}
	}
	start = s.hullPrev[start]
	e, q := start, s.next[start]
	for !ccw(p, s.pts[e], s.pts[q]) {
		e = q
		if e == start {
			return // on the line of a hull side: left out
		}
		q = s.next[e]
	}
	t := s.add(e, i, s.next[e], -1, -1, s.hullTri[e])
	s.hullTri[i] = s.legalize(t + 2)
	s.hullTri[e] = t
	// Forwards along the hull.
	nx := s.next[e]
	q = s.next[nx]
	for ccw(p, s.pts[nx], s.pts[q]) {
		t = s.add(nx, i, q, s.hullTri[i], -1, s.hullTri[nx])
		s.hullTri[i] = s.legalize(t + 2)
		s.next[nx] = nx // off the hull
		nx = q
		q = s.next[nx]
	}
	// Backwards.
	if e == start {
		q = s.hullPrev[e]
		for ccw(p, s.pts[q], s.pts[e]) {
			t = s.add(q, i, e, -1, s.hullTri[e], s.hullTri[q])
			s.legalize(t + 2)
			s.hullTri[q] = t
			s.next[e] = e
			e = q
			q = s.hullPrev[e]
		}
	}
	s.start = e
	s.hullPrev[i], s.next[e] = e, i
	s.hullPrev[nx], s.next[i] = i, nx
	s.hash[s.key(p)] = i
	s.hash[s.key(s.pts[e])] = e
}

// key is the hash slot of p's angle around the seed circle's centre.
func (s *sweep) key(p Point) int {
	dx, dy := p.X-s.cx, p.Y-s.cy
	a := dx / (math.Abs(dx) + math.Abs(dy))
	if dy > 0 {
		a = 3 - a
	} else {
		a = 1 + a
	}
	k := int(math.Floor(a / 4 * float64(s.hashSize)))
	if k < 0 || k >= s.hashSize { // NaN at the centre itself
		k = 0
	}
	return k
}

// add appends triangle i0 i1 i2 whose sides have twins a, b, c.
func (s *sweep) add(i0, i1, i2, a, b, c int32) int32 {
	t := int32(len(s.t.tri))
	s.t.tri = append(s.t.tri, i0, i1, i2)
	s.t.twin = append(s.t.twin, -1, -1, -1)
	s.link(t, a)
	s.link(t+1, b)
	s.link(t+2, c)
	return t
}

func (s *sweep) link(a, b int32) {
	s.t.twin[a] = b
	if b >= 0 {
		s.t.twin[b] = a
	}
}

// legalize flips half-edge a and those behind it until their triangles are
// Delaunay, and returns the half-edge that ends up where a's left side was.
func (s *sweep) legalize(a int32) int32 {
	tri, twin := s.t.tri, s.t.twin
	stack := s.stack[:0]
	var ar int32
	for {
		b := twin[a]
		a0 := a - a%3
		ar = a0 + (a+2)%3
		if b < 0 {
			if len(stack) == 0 {
				break
			}
			a, stack = stack[len(stack)-1], stack[:len(stack)-1]
			continue
		}
		b0 := b - b%3
		al := a0 + (a+1)%3
		bl := b0 + (b+2)%3
		p0, pr, pl, p1 := tri[ar], tri[a], tri[al], tri[bl]
		if !inCircle(s.pts[p0], s.pts[pr], s.pts[pl], s.pts[p1]) {
			if len(stack) == 0 {
				break
			}
			a, stack = stack[len(stack)-1], stack[:len(stack)-1]
			continue
		}
		tri[a], tri[b] = p1, p0
		hbl := twin[bl]
		if hbl < 0 {
			// The flipped side was on the hull: the hull point whose
			// triangle was bl now has a.
			e := s.start
			for {
				if s.hullTri[e] == bl {
					s.hullTri[e] = a
					break
				}
				e = s.hullPrev[e]
				if e == s.start {
					break
				}
			}
		}
		s.link(a, hbl)
		s.link(b, twin[ar])
		s.link(ar, bl)
		stack = append(stack, b0+(b+1)%3)
	}
	s.stack = stack
	return ar
}

// finish records the hull and a half-edge into every point, and reports
// whether every point was placed.
func (s *sweep) finish() (*triangulation, bool) {
	t := s.t
	n := len(s.pts)
	t.in = make([]int32, n)
	for i := range t.in {
		t.in[i] = -1
	}
	for e := range t.tri {
		p := t.tri[nextHalf(int32(e))]
		if t.twin[e] < 0 || t.in[p] < 0 {
			t.in[p] = int32(e)
		}
	}
	t.hull = make([]bool, n)
	e := s.start
	for {
		t.hull[e] = true
		e = s.next[e]
		if e == s.start {
			break
		}
	}
	for _, e := range t.in {
		if e < 0 {
			return t, false
		}
	}
	return t, true
}

// ccw reports whether p, q, r turn counter-clockwise (in y-up terms).
func ccw(p, q, r Point) bool {
	return (q.Y-p.Y)*(r.X-q.X)-(q.X-p.X)*(r.Y-q.Y) < 0
}

// inCircle reports whether p is inside the circle through a, b and c.
func inCircle(a, b, c, p Point) bool {
	dx, dy := a.X-p.X, a.Y-p.Y
	ex, ey := b.X-p.X, b.Y-p.Y
	fx, fy := c.X-p.X, c.Y-p.Y
	ap := dx*dx + dy*dy
	bp := ex*ex + ey*ey
	cp := fx*fx + fy*fy
	return dx*(ey*cp-bp*fy)-dy*(ex*cp-bp*fx)+ap*(ex*fy-ey*fx) < 0
}

// circumradius2 returns the squared radius of the circle through a, b and
// c (+Inf when they are on one line).
func circumradius2(a, b, c Point) float64 {
	dx, dy := b.X-a.X, b.Y-a.Y
	ex, ey := c.X-a.X, c.Y-a.Y
	bl, cl := dx*dx+dy*dy, ex*ex+ey*ey
	d := 0.5 / (dx*ey - dy*ex)
	x, y := (ey*bl-dy*cl)*d, (dx*cl-ex*bl)*d
	r := x*x + y*y
	if math.IsNaN(r) {
		return math.Inf(1)
	}
	return r
}

// circumcentre returns the centre of the circle through a, b and c.
func circumcentre(a, b, c Point) Point {
	dx, dy := b.X-a.X, b.Y-a.Y
	ex, ey := c.X-a.X, c.Y-a.Y
	bl, cl := dx*dx+dy*dy, ex*ex+ey*ey
	d := 0.5 / (dx*ey - dy*ex)
	return Point{a.X + (ey*bl-dy*cl)*d, a.Y + (dx*cl-ex*bl)*d}
}

// DelaunayTriangles returns the Delaunay triangulation of pts as triples
// of indices into pts, counter-clockwise in y-up terms, or false when the
// points are all on one line or some point was left out (a duplicate, or
// one on the line of a hull side).
func DelaunayTriangles(pts []Point) ([]int32, bool) {
	t, ok := triangulate(pts)
	if !ok {
		return nil, false
	}
	return t.tri, true
}
