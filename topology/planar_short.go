// Short sides of planar grids: two Voronoi cells that share only a sliver
// of a side are not made neighbours, since a passage through it would be
// narrower than a wall is thick.

package topology

import (
	"math"
	"slices"

	"github.com/mazekit/mazekit/internal/unionfind"
)

// MinSideRatio is how long, relative to the square root of the smaller
// cell's area, the side two planar cells share must be for them to be
// neighbours. A shorter side is collapsed to a point (see Planar) unless
// the grid would fall apart without it.
const MinSideRatio = 0.3

// shortSide is a side two cells share that is too short to pass through.
type shortSide struct {
	a, b int32
	v    int32 // the side's first corner in cell a
	l    float64
}

// dropShortSides collapses every side shorter than MinSideRatio times the
// square root of the smaller of its two cells' area to a point, so its two
// cells no longer touch along a side, and returns how many short sides it
// kept because the cells would otherwise be cut off from each other, or
// because a cell would lose its area. It works on g's polygons (verts,
// side, polyOff) before the edges are built; eps is the length below which
// a side is dropped.
//
// Collapsing side v1–v2 of cells a and b moves v1 and v2, in every cell
// that has them, to one point: the side's middle, or its end on the
// rectangle when it has one, so the border stays whole. The cells around
// v1 and v2 grow or shrink by a sliver and still tile the rectangle.
func (g *Planar) dropShortSides(n int, eps float64) int {
	area := make([]float64, n)
	for c := range n {
		area[c] = polygonArea(g.verts[g.polyOff[c]:g.polyOff[c+1]])
	}
	onRect := func(p Point) bool {
		return p.X <= eps || p.Y <= eps || p.X >= g.w-eps || p.Y >= g.h-eps
	}
	uf := unionfind.New(n)
	short := make([]shortSide, 0, n/2+8)
	for c := range n {
		if g.stop.step() {
			return 0
		}
		lo, hi := g.polyOff[c], g.polyOff[c+1]
		for v := lo; v < hi; v++ {
			j := g.side[v]
			if j <= int32(c) {
				continue
			}
			p, q := g.verts[v], g.verts[g.next(c, v)]
			// A side is collapsible when both cells keep three corners
			// and at most one end is on the rectangle.
			ok := hi-lo >= 4 && g.polyOff[j+1]-g.polyOff[j] >= 4 && !(onRect(p) && onRect(q))
			if ok {
				limit := MinSideRatio * math.Sqrt(max(0, min(area[c], area[j])))
				// Most sides are clearly long enough by their squares.
				if !(dist2(p, q) > limit*limit*(1+1e-6)) {
					if l := Dist(p, q); l < limit {
						short = append(short, shortSide{int32(c), j, v, l})
						continue
					}
				}
			}
			uf.Union(int32(c), j)
		}
	}
	// Keep the longest short sides that join cells otherwise apart.
	// (ties in the order found, which is the order of their corners).
	slices.SortFunc(short, func(x, y shortSide) int {
		if x.l != y.l {
			if x.l > y.l {
				return -1
			}
			return 1
		}
		return int(x.v - y.v)
	})
	kept := 0
	drop := short[:0]
	for _, s := range short {
		if uf.Find(s.a) != uf.Find(s.b) {
			uf.Union(s.a, s.b)
			kept++
			continue
		}
		drop = append(drop, s)
	}
	// Collapse in cell order, so the result does not hang on ties in length.
	slices.SortFunc(drop, func(x, y shortSide) int {
		if x.a != y.a {
			return int(x.a - y.a)
		}
		return int(x.b - y.b)
	})
	tol := 1e-7 * math.Max(g.w, g.h)
	tol2 := tol * tol
	var around, changed []int32
	var undo []movedVert
	seen := make([]int32, n) // 1 + the last drop that looked at the cell
	for di, s := range drop {
		if g.stop.step() {
			return 0
		}
		mark := int32(di + 1)
		v := g.sideTowards(s.a, s.b)
		if v < 0 {
			continue
		}
		p, q := g.verts[v], g.verts[g.next(int(s.a), v)]
		m := Point{(p.X + q.X) / 2, (p.Y + q.Y) / 2}
		switch {
		case onRect(p):
			m = p
		case onRect(q):
			m = q
		}
		// The cells with a corner at p or q: after earlier collapses four
		// or more cells can meet there.
		around = append(around[:0], s.a, s.b)
		seen[s.a], seen[s.b] = mark, mark
		ends := [2]Point{p, q}
		around = g.cellsAtEnds(around, seen, mark, ends[:], tol2)
		undo, changed = undo[:0], changed[:0]
		for _, c := range around {
			for k := g.polyOff[c]; k < g.polyOff[c+1]; k++ {
				if dist2(g.verts[k], p) <= tol2 || dist2(g.verts[k], q) <= tol2 {
					undo = append(undo, movedVert{k, g.verts[k]})
					g.verts[k] = m
					if len(changed) == 0 || changed[len(changed)-1] != c {
						changed = append(changed, c)
					}
				}
			}
		}
		if !slices.ContainsFunc(changed, g.siteCrowded) {
			continue
		}
		// A site came too near a wall of its cell: put the corners back
		// and keep the side.
		for _, u := range slices.Backward(undo) {
			g.verts[u.k] = u.p
		}
		kept++
	}
	// Drop the sides that became points.
	out := int32(0)
	start := int32(0)
	for c := range n {
		lo, hi := start, g.polyOff[c+1]
		start = hi
		first := g.verts[lo] // out may overwrite it before the last side
		for v := lo; v < hi; v++ {
			nq := first
			if v+1 < hi {
				nq = g.verts[v+1]
			}
			if distAtMost(g.verts[v], nq, eps) {
				continue
			}
			g.verts[out], g.side[out] = g.verts[v], g.side[v]
			out++
		}
		g.polyOff[c+1] = out
	}
	g.verts, g.side = g.verts[:out], g.side[:out]
	return kept
}

// cellsAtEnds adds to around, which holds cells marked mark in seen,
// every cell with a corner within √tol2 of a point of at that is reached
// from them across sides with an end there: all the cells around those
// points however many meet there, where the cells tile the rectangle. It
// marks the cells it adds.
func (g *Planar) cellsAtEnds(around, seen []int32, mark int32, at []Point, tol2 float64) []int32 {
	near := func(x Point) bool {
		for _, p := range at {
			if dist2(x, p) <= tol2 {
				return true
			}
		}
		return false
	}
	for i := 0; i < len(around); i++ {
		c := around[i]
		lo, hi := g.polyOff[c], g.polyOff[c+1]
		for k := lo; k < hi; k++ {
			j := g.side[k]
			if j < 0 || seen[j] == mark {
				continue
			}
			if near(g.verts[k]) || near(g.verts[g.next(int(c), k)]) {
				seen[j] = mark
				around = append(around, j)
			}
		}
	}
	return around
}

// movedVert is a corner's place before a collapse moved it.
type movedVert struct {
	k int32
	p Point
}

// siteCrowded reports whether a side of cell c has come near its site or
// the site behind it: whether either is less than a quarter of their
// distance from the line of the side, or on the wrong side of it.
func (g *Planar) siteCrowded(c int32) bool { return g.siteWithin(c, 0.25) }

// siteWithin is siteCrowded with the share of the sites' distance a site
// must keep from each side.
func (g *Planar) siteWithin(c int32, share float64) bool {
	for v := g.polyOff[c]; v < g.polyOff[c+1]; v++ {
		j := g.side[v]
		if j < 0 {
			continue
		}
		p, q := g.verts[v], g.verts[g.next(int(c), v)]
		cross := func(s Point) float64 { return (q.X-p.X)*(s.Y-p.Y) - (q.Y-p.Y)*(s.X-p.X) }
		if clearOfSide(p, q, g.sites[c], g.sites[j], cross(g.sites[c]), -cross(g.sites[j]), share) {
			continue
		}
		l := Dist(p, q)
		if l == 0 {
			continue
		}
		margin := share * Dist(g.sites[c], g.sites[j]) * l
		if cross(g.sites[c]) < margin || -cross(g.sites[j]) < margin {
			return true
		}
		// A Voronoi side stays within its length of the segment between
		// its sites; a moved one must too.
		if segDist(Point{(p.X + q.X) / 2, (p.Y + q.Y) / 2}, g.sites[c], g.sites[j]) > Dist(g.sites[c], g.sites[j])+l {
			return true
		}
	}
	return false
}

// clearOfSide reports whether side pq, between sites a and b at signed
// distances ca/|pq| and cb/|pq| from its line, passes both tests of
// siteWithin by a clear margin, from squares and square roots alone; when
// it does not, siteWithin decides with the exact distances. The margin
// (a millionth) is far above the rounding of either way, so the answer is
// siteWithin's own.
func clearOfSide(p, q, a, b Point, ca, cb, share float64) bool {
	const slack = 1e-6
	l2, d2 := dist2(p, q), dist2(a, b)
	if !(l2 > 1e-100 && d2 > 1e-100) {
		return false
	}
	m := share * math.Sqrt(d2*l2) * (1 + slack)
	if !(ca > m && cb > m) {
		return false
	}
	// The middle of pq well within |ab| + |pq| of segment ab.
	mid := Point{(p.X + q.X) / 2, (p.Y + q.Y) / 2}
	dx, dy := b.X-a.X, b.Y-a.Y
	t := max(0, min(1, ((mid.X-a.X)*dx+(mid.Y-a.Y)*dy)/d2))
	r := math.Sqrt(d2) + math.Sqrt(l2)
	return dist2(mid, Point{a.X + t*dx, a.Y + t*dy}) < r*r*(1-slack)
}

// segDist returns the distance of p from segment ab.
func segDist(p, a, b Point) float64 {
	dx, dy := b.X-a.X, b.Y-a.Y
	t := 0.0
	if l2 := dx*dx + dy*dy; l2 > 0 {
		t = max(0, min(1, ((p.X-a.X)*dx+(p.Y-a.Y)*dy)/l2))
	}
	return Dist(p, Point{a.X + t*dx, a.Y + t*dy})
}

// next returns the vertex after v around cell c.
func (g *Planar) next(c int, v int32) int32 {
	if v+1 == g.polyOff[c+1] {
		return g.polyOff[c]
	}
	return v + 1
}

// sideTowards returns the first vertex of cell c's side towards cell j
// that is longer than a point, or -1.
func (g *Planar) sideTowards(c, j int32) int32 {
	for v := g.polyOff[c]; v < g.polyOff[c+1]; v++ {
		if g.side[v] == j && g.verts[v] != g.verts[g.next(int(c), v)] {
			return v
		}
	}
	return -1
}

// polygonArea returns the area of polygon p, positive when it runs
// counter-clockwise (in y-up terms).
func polygonArea(p []Point) float64 {
	a := 0.0
	for i := range p {
		q := p[(i+1)%len(p)]
		a += p[i].X*q.Y - q.X*p[i].Y
	}
	return a / 2
}
