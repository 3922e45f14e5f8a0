// Narrow sides of planar grids: after the short sides are collapsed and
// widened where the cells allow it, a side still too short for a passage
// as wide as a wall is collapsed to a point whatever it costs the cells'
// shapes, and a cell too small to keep three sides that long is collapsed
// to a point and dropped, its area shared among its neighbours.

package topology

import (
	"math"
	"slices"
)

// MinPassage is the shortest side, in scene units, that two planar cells
// laid out at the default density (one cell per square unit) share as
// neighbours: a passage through a shorter side, with a wall's ink at both
// of its ends, would be narrower than the wall. Denser grids scale it
// with the distance between their sites.
const MinPassage = 0.22

// passageWall is the wall thickness, in scene units at the default
// density, that MinPassage leaves room for: the default drawn wall.
const passageWall = 0.1

// narrowShare is the share of the distance between two sites each must
// keep from the side between their cells once narrow sides are collapsed.
const narrowShare = 0.05

// closeNarrowSides collapses every side between two cells whose opening
// (see opening, with walls wall thick) is under limit less a wall to a
// point (its middle, else an end; its end on the rectangle when it has
// one), so that its two cells are no longer neighbours. A cell that would
// be left with fewer than three sides, or with no area, dies: its sides in
// the cells around go to the cell across them or to the rectangle (see
// handOver). A small cell whose narrow side cannot be collapsed alone is
// collapsed whole to a point, or, a triangle, flattened onto a line (see
// flattenTriangle). The grid stays a tiling of the rectangle, so its cells
// stay connected through their other sides. A collapse that would fold a
// cell or bring a site near a wall, even with the sites moved to their
// cells' centroids, is put back. It returns the number of cells left and
// how many narrow sides stay.
func (g *Planar) closeNarrowSides(n int, limit, wall, eps float64) (int, int) {
	onRect := func(p Point) bool {
		return p.X <= eps || p.Y <= eps || p.X >= g.w-eps || p.Y >= g.h-eps
	}
	tol := 1e-7 * math.Max(g.w, g.h)
	sc := &widenScratch{seen: make([]int32, n), dead: make([]bool, n), onRect: onRect, eps: eps}
	// Cells to look at: all at first, then those a collapse changed.
	look := make([]bool, n)
	for c := range look {
		look[c] = true
	}
	sc.touched = make([]bool, n)
	left := 0
	for pass := 0; pass < 4; pass++ {
		left = 0
		changed := false
		var tiny []int32
		for c := range n {
			if g.stop.step() {
				return n, 0
			}
			for v := g.polyOff[c]; v < g.polyOff[c+1]; v++ {
				j := g.side[v]
				if j <= int32(c) || !look[c] && !look[j] || sc.dead[c] || sc.dead[j] {
					continue
				}
				p, q := g.verts[v], g.verts[g.next(c, v)]
				if distAtMost(p, q, eps) || g.opening(int32(c), v, wall, eps) >= limit-wall {
					continue
				}
				// The side's middle, else either end; its end on the
				// rectangle when it has one.
				to := []Point{{(p.X + q.X) / 2, (p.Y + q.Y) / 2}, p, q}
				switch {
				case onRect(p) && onRect(q):
					to = nil
				case onRect(p):
					to = to[1:2]
				case onRect(q):
					to = to[2:]
				}
				if slices.ContainsFunc(to, func(m Point) bool { return g.moveCorners(int32(c), j, []Point{p, q}, m, tol, sc, -1) }) {
					changed = true
					continue
				}
				left++
				sc.touched[c], sc.touched[j] = true, true // to try again
				for _, t := range []int32{int32(c), j} {
					if g.allNarrow(t, limit, wall, eps) || g.corners(t, tol) <= 3 {
						tiny = append(tiny, t)
					}
				}
			}
		}
		// Collapse the cells too small to keep a side: the smallest first.
		area := func(c int32) float64 {
			return math.Abs(polygonArea(g.verts[g.polyOff[c]:g.polyOff[c+1]]))
		}
		slices.SortFunc(tiny, func(a, b int32) int {
			if x, y := area(a), area(b); x != y {
				if x < y {
					return -1
				}
				return 1
			}
			return int(a - b)
		})
		tiny = slices.Compact(tiny)
		for _, t := range tiny {
			if sc.dead[t] || !g.allNarrow(t, limit, wall, eps) && g.corners(t, tol) > 3 {
				continue
			}
			corners := slices.Clone(g.verts[g.polyOff[t]:g.polyOff[t+1]])
			if slices.ContainsFunc(g.collapsePoints(t, onRect, eps), func(m Point) bool { return g.moveCorners(t, t, corners, m, tol, sc, t) }) ||
				g.flattenTriangle(t, onRect, tol, sc) {
				sc.dead[t] = true
				changed = true
			}
		}
		look = sc.touched
		n = g.compact(n, sc.dead, look, eps)
		sc.dead, sc.touched = make([]bool, n), make([]bool, n)
		if !changed {
			break
		}
		sc.seen = sc.seen[:n]
	}
	return n, left
}

// allNarrow reports whether every side of cell c towards another cell is
// shorter than limit (sides of no length aside).
func (g *Planar) allNarrow(c int32, limit, wall, eps float64) bool {
	for v := g.polyOff[c]; v < g.polyOff[c+1]; v++ {
		if g.side[v] < 0 || distAtMost(g.verts[v], g.verts[g.next(int(c), v)], eps) {
			continue
		}
		if g.opening(c, v, wall, eps) >= limit-wall {
			return false
		}
	}
	return true
}

// opening returns the clear width of a passage through the side of cell c
// that starts at corner v, with walls wall thick along every other side
// that meets its ends: a wall meeting the side at an angle θ under a right
// angle covers (wall/2)/sin θ of it, any other wall half a wall.
func (g *Planar) opening(c int32, v int32, wall, eps float64) float64 {
	lo, hi := g.polyOff[c], g.polyOff[c+1]
	p, q := g.verts[v], g.verts[g.next(int(c), v)]
	// The corners either side of the side around c, and across it around
	// its other cell.
	prev := func(lo, hi, k int32, at Point) int32 {
		for range hi - lo {
			if k == lo {
				k = hi
			}
			k--
			if dist2(g.verts[k], at) > eps*eps {
				break
			}
		}
		return k
	}
	next := func(lo, hi, k int32, at Point) int32 {
		for range hi - lo {
			if k++; k == hi {
				k = lo
			}
			if dist2(g.verts[k], at) > eps*eps {
				break
			}
		}
		return k
	}
	cover := func(at, along, other Point) float64 {
		ux, uy := along.X-at.X, along.Y-at.Y
		vx, vy := other.X-at.X, other.Y-at.Y
		l2 := (ux*ux + uy*uy) * (vx*vx + vy*vy)
		if l2 == 0 {
			return math.Inf(1)
		}
		if ux*vx+uy*vy <= 0 {
			return wall / 2
		}
		sin := math.Abs(ux*vy-uy*vx) / math.Sqrt(l2)
		if sin == 0 {
			return math.Inf(1)
		}
		return wall / 2 / sin
	}
	ap := cover(p, q, g.verts[prev(lo, hi, v, p)])
	aq := cover(q, p, g.verts[next(lo, hi, g.next(int(c), v), q)])
	if j := g.side[v]; j >= 0 {
		jlo, jhi := g.polyOff[j], g.polyOff[j+1]
		for k := jlo; k < jhi; k++ {
			if g.side[k] != c || dist2(g.verts[k], q) > eps*eps {
				continue
			}
			// Around j the side runs from q to p.
			ap = max(ap, cover(p, q, g.verts[next(jlo, jhi, next(jlo, jhi, k, q), p)]))
			aq = max(aq, cover(q, p, g.verts[prev(jlo, jhi, k, q)]))
			break
		}
	}
	return Dist(p, q) - ap - aq
}

// collapsePoints returns the points cell c may collapse to, best first:
// a corner of the rectangle it has; else its corners on the rectangle;
// else the middle of its corners, then each corner and the middle of
// each side. It returns none when the cell touches more than one side of
// the rectangle without holding the corner between them.
func (g *Planar) collapsePoints(c int32, onRect func(Point) bool, eps float64) []Point {
	lo, hi := g.polyOff[c], g.polyOff[c+1]
	var sum Point
	var on []Point
	for v := lo; v < hi; v++ {
		p := g.verts[v]
		sum.X += p.X
		sum.Y += p.Y
		if onRect(p) {
			if (p.X <= eps || p.X >= g.w-eps) && (p.Y <= eps || p.Y >= g.h-eps) {
				return []Point{p}
			}
			on = append(on, p)
		}
	}
	if len(on) == 0 {
		pts := []Point{{sum.X / float64(hi-lo), sum.Y / float64(hi-lo)}}
		for v := lo; v < hi; v++ {
			p, q := g.verts[v], g.verts[g.next(int(c), v)]
			pts = append(pts, p, Point{(p.X + q.X) / 2, (p.Y + q.Y) / 2})
		}
		return pts
	}
	for _, p := range on[1:] {
		if !g.sameRectSide(p, on[0], eps) {
			return nil
		}
	}
	return on
}

// sameRectSide reports whether p and q lie on one side of the rectangle.
func (g *Planar) sameRectSide(p, q Point, eps float64) bool {
	return p.X <= eps && q.X <= eps || p.Y <= eps && q.Y <= eps ||
		p.X >= g.w-eps && q.X >= g.w-eps || p.Y >= g.h-eps && q.Y >= g.h-eps
}

// corners returns how many sides of cell c are longer than tol.
func (g *Planar) corners(c int32, tol float64) int {
	k := 0
	for v := g.polyOff[c]; v < g.polyOff[c+1]; v++ {
		if Dist(g.verts[v], g.verts[g.next(int(c), v)]) > tol {
			k++
		}
	}
	return k
}

// compact drops the sides that became points and the cells marked dead
// (their sites too), renumbering the cells that stay in order (and the
// flags in keep with them), and returns how many stay.
func (g *Planar) compact(n int, dead, keep []bool, eps float64) int {
	var renum []int32
	if slices.Contains(dead, true) {
		renum = make([]int32, n)
		k := int32(0)
		sites := make([]Point, 0, n)
		for c := range n {
			renum[c] = -1
			if !dead[c] {
				renum[c] = k
				keep[k] = keep[c]
				k++
				sites = append(sites, g.sites[c])
			}
		}
		g.sites = sites
	}
	out := int32(0)
	start := int32(0)
	nc := 0
	for c := range n {
		lo, hi := start, g.polyOff[c+1]
		start = hi
		if dead != nil && dead[c] {
			continue
		}
		first := g.verts[lo] // out may overwrite it before the last side
		for v := lo; v < hi; v++ {
			nq := first
			if v+1 < hi {
				nq = g.verts[v+1]
			}
			if distAtMost(g.verts[v], nq, eps) {
				continue
			}
			j := g.side[v]
			if renum != nil && j >= 0 {
				j = renum[j]
			}
			g.verts[out], g.side[out] = g.verts[v], j
			out++
		}
		nc++
		g.polyOff[nc] = out
	}
	g.verts, g.side = g.verts[:out], g.side[:out]
	g.polyOff = g.polyOff[:nc+1]
	return nc
}
