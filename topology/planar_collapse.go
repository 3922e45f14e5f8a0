// Collapsing corners of planar grids: moving the corners at some points
// to one point in every cell that has them, flattening away the cells
// this leaves with no area, and keeping every site clear of its walls.

package topology

import (
	"math"
	"slices"
)

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
	// More cells than two steps reach can meet at a point.
	around = g.cellsAtEnds(around, seen, mark, from, tol2)
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
