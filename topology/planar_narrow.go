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

// closeNarrowSides collapses every side between two cells shorter than
// limit to a point (to its middle, or to its end on the rectangle), so
// that its two cells are no longer neighbours. A cell that would be left
// with fewer than three sides, or with no area, is collapsed whole to a
// point instead and dropped; so is any cell whose sides are all narrow
// when one of them cannot be collapsed alone. The grid stays a tiling of
// the rectangle, so its cells stay connected through their other sides. A
// collapse that would bring a site next to a wall of its cell or fold a
// cell is put back. It returns the number of cells left and how many
// narrow sides stay.
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
			for v := g.polyOff[c]; v < g.polyOff[c+1]; v++ {
				j := g.side[v]
				if j <= int32(c) || !look[c] && !look[j] || sc.dead[c] || sc.dead[j] {
					continue
				}
				p, q := g.verts[v], g.verts[g.next(c, v)]
				if Dist(p, q) <= eps || g.opening(int32(c), v, wall, eps) >= limit-wall {
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
		if g.side[v] < 0 || Dist(g.verts[v], g.verts[g.next(int(c), v)]) <= eps {
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

// flattenTriangle collapses a side of triangle cell t to a point, so that
// t flattens onto the line from that point to its third corner, and the
// two cells across its other sides share that line as their side; it
// tries its sides shortest first and reports whether it did (see
// moveCorners for when it does not). A side on the rectangle collapses to
// a point of the rectangle. t is then a cell of no area, to be dropped.
func (g *Planar) flattenTriangle(t int32, onRect func(Point) bool, tol float64, sc *widenScratch) bool {
	var ks []int32
	for v := g.polyOff[t]; v < g.polyOff[t+1]; v++ {
		if Dist(g.verts[v], g.verts[g.next(int(t), v)]) > tol {
			ks = append(ks, v)
		}
	}
	if len(ks) != 3 {
		return false
	}
	length := func(i int) float64 { return Dist(g.verts[ks[i]], g.verts[ks[(i+1)%3]]) }
	order := []int{0, 1, 2}
	slices.SortStableFunc(order, func(x, y int) int {
		if length(x) < length(y) {
			return -1
		}
		if length(x) > length(y) {
			return 1
		}
		return 0
	})
	for _, i := range order {
		if g.flattenOn(t, ks[i], ks[(i+1)%3], ks[(i+2)%3], onRect, tol, sc) {
			return true
		}
	}
	return false
}

// flattenOn is flattenTriangle collapsing the side of t from corner k0 to
// corner k1; k2 is its third corner.
func (g *Planar) flattenOn(t, k0, k1, k2 int32, onRect func(Point) bool, tol float64, sc *widenScratch) bool {
	p, q := g.verts[k0], g.verts[k1]
	j, b, a := g.side[k0], g.side[k1], g.side[k2]
	if a < 0 || b < 0 || a == b || j >= 0 && onRect(p) && onRect(q) || j < 0 && !(onRect(p) && onRect(q)) {
		return false
	}
	// a and b may already share a side, from the third corner r: the
	// flattened t then continues it, and r goes.
	r := g.verts[k2]
	joined := false
	for v := g.polyOff[a]; v < g.polyOff[a+1]; v++ {
		if g.side[v] != b {
			continue
		}
		x, y := g.verts[v], g.verts[g.next(int(a), v)]
		if Dist(x, y) <= tol {
			continue
		}
		if dist2(x, r) > tol*tol && dist2(y, r) > tol*tol || joined {
			return false
		}
		joined = true
	}
	relabel := func(c, from, to int32) (hit []int32) {
		for v := g.polyOff[c]; v < g.polyOff[c+1]; v++ {
			if g.side[v] == from {
				g.side[v] = to
				hit = append(hit, v)
			}
		}
		return hit
	}
	ha, hb := relabel(a, t, b), relabel(b, t, a)
	to := []Point{{(p.X + q.X) / 2, (p.Y + q.Y) / 2}, p, q}
	switch {
	case j < 0:
	case onRect(p):
		to = to[1:2]
	case onRect(q):
		to = to[2:]
	}
	if j < 0 {
		j = t
	}
	if slices.ContainsFunc(to, func(m Point) bool {
		if !g.moveCorners(t, j, []Point{p, q}, m, tol, sc, t) {
			return false
		}
		if !joined || g.dropCorner(a, b, r, tol, &sc.undo) {
			return true
		}
		for _, u := range slices.Backward(sc.undo) {
			g.verts[u.k] = u.p
		}
		return false
	}) {
		return true
	}
	for _, v := range ha {
		g.side[v] = t
	}
	for _, v := range hb {
		g.side[v] = t
	}
	return false
}

// dropCorner removes corner r from cells a and b, whose sides either
// side of it both face the other, so that their shared wall runs
// straight, and reports whether it did: it does not when a cell would
// turn over or a site would come near a wall.
func (g *Planar) dropCorner(a, b int32, r Point, tol float64, moved *[]movedVert) bool {
	var undo []movedVert
	ok := true
	for _, c := range []int32{a, b} {
		lo, hi := g.polyOff[c], g.polyOff[c+1]
		before := polygonArea(g.verts[lo:hi])
		for k := lo; k < hi; k++ {
			if dist2(g.verts[k], r) > tol*tol {
				continue
			}
			// Onto the next distinct corner, so that the side from k
			// has no length and is dropped.
			n := g.next(int(c), k)
			for n != k && dist2(g.verts[n], r) <= tol*tol {
				n = g.next(int(c), n)
			}
			undo = append(undo, movedVert{k, g.verts[k]})
			g.verts[k] = g.verts[n]
		}
		after := polygonArea(g.verts[lo:hi])
		if after*before <= 0 || g.corners(c, tol) < 3 {
			ok = false
		}
	}
	if ok && !g.siteWithin(a, narrowShare) && !g.siteWithin(b, narrowShare) {
		*moved = append(*moved, undo...)
		return true
	}
	for _, u := range slices.Backward(undo) {
		g.verts[u.k] = u.p
	}
	return false
}

// sameRectSide reports whether p and q lie on one side of the rectangle.
func (g *Planar) sameRectSide(p, q Point, eps float64) bool {
	return p.X <= eps && q.X <= eps || p.Y <= eps && q.Y <= eps ||
		p.X >= g.w-eps && q.X >= g.w-eps || p.Y >= g.h-eps && q.Y >= g.h-eps
}

// moveCorners moves every corner at one of the points from to m, in the
// cells within two steps of cells a and b, and reports whether it did:
// the move is put back when a cell other than gone is left with fewer
// than three corners, loses its area or turns over, or when a site comes
// within narrowShare of its distance to a neighbour's site from the side
// between them.
func (g *Planar) moveCorners(a, b int32, from []Point, m Point, tol float64, sc *widenScratch, gone int32) bool {
	tol2 := tol * tol
	sc.mark++
	mark, seen := sc.mark, sc.seen
	around := append(sc.around[:0], a)
	seen[a] = mark
	if seen[b] != mark {
		seen[b] = mark
		around = append(around, b)
	}
	for ring, start := 0, 0; ring < 2; ring++ {
		to := len(around)
		for _, c := range around[start:to] {
			for k := g.polyOff[c]; k < g.polyOff[c+1]; k++ {
				if i := g.side[k]; i >= 0 && seen[i] != mark {
					seen[i] = mark
					around = append(around, i)
				}
			}
		}
		start = to
	}
	undo, changed := sc.undo[:0], sc.changed[:0]
	defer func() { sc.around, sc.undo, sc.changed = around, undo, changed }()
	var before []float64
	for _, c := range around {
		lo, hi := g.polyOff[c], g.polyOff[c+1]
		area := polygonArea(g.verts[lo:hi])
		moved := false
		for k := lo; k < hi; k++ {
			if slices.ContainsFunc(from, func(p Point) bool { return dist2(g.verts[k], p) <= tol2 }) {
				undo = append(undo, movedVert{k, g.verts[k]})
				g.verts[k] = m
				moved = true
			}
		}
		if moved {
			changed = append(changed, c)
			before = append(before, area)
		}
	}
	ok := true
	crowded := false
	var died []int32
	for i, c := range changed {
		if sc.dead[c] {
			continue
		}
		after := polygonArea(g.verts[g.polyOff[c]:g.polyOff[c+1]])
		if c == gone || g.corners(c, tol) < 3 || math.Abs(after) < 1e-3*math.Abs(before[i]) {
			died = append(died, c)
			continue
		}
		if after*before[i] <= 0 {
			ok = false
			break
		}
	}
	var relabeled []sideLabel
	if ok && len(died) > 0 {
		for _, c := range died {
			sc.dead[c] = true
		}
		relabeled, ok = g.handOver(changed, tol, sc, &undo)
	}
	if ok {
		for _, c := range changed {
			if !sc.dead[c] && g.siteWithin(c, narrowShare) {
				crowded = true
			}
		}
	}
	if ok && crowded {
		ok = g.recentre(changed, sc)
	}
	if ok {
		for _, c := range changed {
			sc.touched[c] = true
		}
		return true
	}
	for _, c := range died {
		sc.dead[c] = false
	}
	for _, u := range slices.Backward(relabeled) {
		g.side[u.k] = u.j
	}
	for _, u := range slices.Backward(undo) {
		g.verts[u.k] = u.p
	}
	return false
}

// sideLabel is the cell a side faced before handOver gave it to another.
type sideLabel struct{ k, j int32 }

// handOver gives the sides of the living cells in changed that face a
// cell that died to the rectangle, when they lie on it, or to the living
// cell whose side runs back along them, and reports whether every one
// found its place; a cell left with two sides in a row towards one
// neighbour loses the corner between them (see dropCorner). It returns
// the sides it changed, to put back when the move fails.
func (g *Planar) handOver(changed []int32, tol float64, sc *widenScratch, undo *[]movedVert) ([]sideLabel, bool) {
	tol2 := tol * tol
	var out []sideLabel
	for _, c := range changed {
		if sc.dead[c] {
			continue
		}
		for v := g.polyOff[c]; v < g.polyOff[c+1]; v++ {
			j := g.side[v]
			if j < 0 || !sc.dead[j] {
				continue
			}
			p, q := g.verts[v], g.verts[g.next(int(c), v)]
			if dist2(p, q) <= tol2 {
				continue
			}
			if sc.onRect(p) && sc.onRect(q) && g.sameRectSide(p, q, sc.eps) {
				out = append(out, sideLabel{v, j})
				g.side[v] = -1
				continue
			}
			found := false
			for _, d := range changed {
				if d == c || sc.dead[d] {
					continue
				}
				for k := g.polyOff[d]; k < g.polyOff[d+1] && !found; k++ {
					if i := g.side[k]; i >= 0 && sc.dead[i] && dist2(g.verts[k], q) <= tol2 && dist2(g.verts[g.next(int(d), k)], p) <= tol2 {
						out = append(out, sideLabel{v, j}, sideLabel{k, i})
						g.side[v], g.side[k] = d, c
						found = true
					}
				}
				if found {
					break
				}
			}
			if !found {
				return out, false
			}
		}
	}
	// Two sides in a row towards one neighbour: straighten the wall.
	for _, c := range changed {
		if sc.dead[c] {
			continue
		}
		lo, hi := g.polyOff[c], g.polyOff[c+1]
		var ks []int32
		for v := lo; v < hi; v++ {
			if dist2(g.verts[v], g.verts[g.next(int(c), v)]) > tol2 {
				ks = append(ks, v)
			}
		}
		for i, v := range ks {
			w := ks[(i+1)%len(ks)]
			if j := g.side[v]; j >= 0 && j == g.side[w] {
				if !g.dropCorner(c, j, g.verts[w], tol, undo) {
					return out, false
				}
			}
		}
		// Any other pair of sides towards one neighbour is a fold.
		for i, v := range ks {
			for _, w := range ks[i+1:] {
				if j := g.side[v]; j >= 0 && j == g.side[w] &&
					dist2(g.verts[v], g.verts[g.next(int(c), v)]) > tol2 && dist2(g.verts[w], g.verts[g.next(int(c), w)]) > tol2 {
					return out, false
				}
			}
		}
	}
	return out, true
}

// recentre moves the sites of the cells in changed that came too near a
// wall of their cell (failing that, of all the cells in changed) to the
// centroids of their cells, and
// reports whether every cell changed, and every neighbour of a cell whose
// site moved, then keeps its site clear of its walls; when not, it puts
// the sites back.
func (g *Planar) recentre(changed []int32, sc *widenScratch) bool {
	if !sc.ownSites {
		g.sites = slices.Clone(g.sites)
		sc.ownSites = true
	}
	type movedSite struct {
		c int32
		p Point
	}
	// First the sites too near a wall, then all the cells' that changed.
	for all := range 2 {
		var undo []movedSite
		for _, c := range changed {
			if sc.dead[c] || all == 0 && !g.siteWithin(c, narrowShare) {
				continue
			}
			undo = append(undo, movedSite{c, g.sites[c]})
			g.sites[c] = polygonCentroid(g.verts[g.polyOff[c]:g.polyOff[c+1]])
		}
		// The cells that changed, and those beside a site that moved.
		check := slices.Clone(changed)
		for _, u := range undo {
			for v := g.polyOff[u.c]; v < g.polyOff[u.c+1]; v++ {
				if j := g.side[v]; j >= 0 {
					check = append(check, j)
				}
			}
		}
		if !slices.ContainsFunc(check, func(c int32) bool { return !sc.dead[c] && g.siteWithin(c, narrowShare) }) {
			return true
		}
		for _, u := range slices.Backward(undo) {
			g.sites[u.c] = u.p
		}
	}
	return false
}

// polygonCentroid returns the centroid of the area of polygon p.
func polygonCentroid(p []Point) Point {
	var cx, cy, a float64
	for i := range p {
		q := p[(i+1)%len(p)]
		cr := p[i].X*q.Y - q.X*p[i].Y
		a += cr
		cx += (p[i].X + q.X) * cr
		cy += (p[i].Y + q.Y) * cr
	}
	if a == 0 {
		return p[0]
	}
	return Point{cx / (3 * a), cy / (3 * a)}
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
			if Dist(g.verts[v], nq) <= eps {
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
