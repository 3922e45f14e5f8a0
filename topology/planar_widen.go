// Widening the short sides a planar grid keeps: a side too short to pass
// through that could not be collapsed (its cells would be cut off) is
// lengthened instead, its ends moved apart along its line.

package topology

import (
	"math"
	"slices"
)

// MinSide is the length, in scene units (about one cell), below which no
// side between two planar cells is left when the grid can help it: with a
// wall's ink at both ends a shorter side would leave a gap narrower than
// the wall. Sides that dropShortSides kept are widened to it.
const MinSide = 0.3

// widenShortSides lengthens every side between two cells shorter than
// MinSide to MinSide, moving its ends apart along its line (only the end
// off the rectangle when one is on it) in every cell that has them. A
// widening that would bring a site too near a wall of its cell is put
// back. It returns how many sides stay short.
func (g *Planar) widenShortSides(n int, eps float64) int {
	onRect := func(p Point) bool {
		return p.X <= eps || p.Y <= eps || p.X >= g.w-eps || p.Y >= g.h-eps
	}
	tol := 1e-7 * math.Max(g.w, g.h)
	tol2 := tol * tol
	short := 0
	sc := &widenScratch{seen: make([]int32, n)}
	for c := range n {
		if g.stop.step() {
			return 0
		}
		for v := g.polyOff[c]; v < g.polyOff[c+1]; v++ {
			j := g.side[v]
			if j <= int32(c) {
				continue
			}
			p, q := g.verts[v], g.verts[g.next(c, v)]
			l := Dist(p, q)
			if l >= MinSide || l <= eps {
				continue
			}
			if onRect(p) && onRect(q) {
				short++
				continue
			}
			// The widest of a few lengths that keeps every site clear.
			ok := false
			for _, target := range widenTargets {
				if target <= l {
					break
				}
				if g.widen(c, j, p, q, target, onRect, tol2, sc) {
					ok = true
					break
				}
			}
			if !ok {
				short++
			}
		}
	}
	return short
}

// widenScratch holds widen's buffers between calls.
type widenScratch struct {
	seen            []int32 // 1 + the last call that looked at the cell
	mark            int32
	around, changed []int32
	undo            []movedVert
	ownSites        bool   // the grid's sites are its own copy, free to move
	dead            []bool // cells collapsed away, to be dropped
	touched         []bool // cells whose corners moved
	onRect          func(Point) bool
	eps             float64
}

// widenTargets are the lengths widenShortSides tries for a short side, in
// order: MinSide, then less where a site would come too near a wall.
var widenTargets = []float64{MinSide, 0.26, 0.23, 0.21}

// widen moves the ends p and q of the side between cells c and j apart
// along its line to make it target long (only the end off the rectangle
// when one is on it), in every cell that has them, and reports whether
// it did: a move that brings a site too near a wall or folds a cell is
// put back. Sites keep 0.15 of their distance from each side (a collapse
// keeps 0.25): a widening moves corners less far.
func (g *Planar) widen(c int, j int32, p, q Point, target float64, onRect func(Point) bool, tol2 float64, sc *widenScratch) bool {
	l := Dist(p, q)
	ux, uy := (q.X-p.X)/l, (q.Y-p.Y)/l
	dp, dq := (target-l)/2, (target-l)/2
	switch {
	case onRect(p):
		dp, dq = 0, target-l
	case onRect(q):
		dp, dq = target-l, 0
	}
	np := Point{p.X - ux*dp, p.Y - uy*dp}
	nq := Point{q.X + ux*dq, q.Y + uy*dq}
	if np.X < 0 || np.Y < 0 || np.X > g.w || np.Y > g.h || nq.X < 0 || nq.Y < 0 || nq.X > g.w || nq.Y > g.h {
		return false
	}
	// The cells with a corner at p or q.
	sc.mark++
	mark, seen := sc.mark, sc.seen
	around := append(sc.around[:0], int32(c), j)
	seen[c], seen[j] = mark, mark
	ends := [2]Point{p, q}
	around = g.cellsAtEnds(around, seen, mark, ends[:], tol2)
	undo, changed := sc.undo[:0], sc.changed[:0]
	defer func() { sc.around, sc.undo, sc.changed = around, undo, changed }()
	for _, a := range around {
		for k := g.polyOff[a]; k < g.polyOff[a+1]; k++ {
			var to Point
			switch {
			case dist2(g.verts[k], p) <= tol2:
				to = np
			case dist2(g.verts[k], q) <= tol2:
				to = nq
			default:
				continue
			}
			undo = append(undo, movedVert{k, g.verts[k]})
			g.verts[k] = to
			if len(changed) == 0 || changed[len(changed)-1] != a {
				changed = append(changed, a)
			}
		}
	}
	crowded := func(c int32) bool { return g.siteWithin(c, 0.15) }
	if !slices.ContainsFunc(changed, crowded) && !slices.ContainsFunc(changed, g.folded) {
		return true
	}
	for _, u := range slices.Backward(undo) {
		g.verts[u.k] = u.p
	}
	return false
}

// folded reports whether cell c's polygon turns both ways (it is no longer
// convex) or has a side of no length, after its corners moved.
func (g *Planar) folded(c int32) bool {
	lo, hi := g.polyOff[c], g.polyOff[c+1]
	sign := 0.0
	for v := lo; v < hi; v++ {
		a, b := g.verts[v], g.verts[g.next(int(c), v)]
		nb := g.verts[g.next(int(c), g.next(int(c), v))]
		if a == b {
			return true
		}
		cr := (b.X-a.X)*(nb.Y-b.Y) - (b.Y-a.Y)*(nb.X-b.X)
		if math.Abs(cr) < 1e-12 {
			continue
		}
		if sign == 0 {
			sign = cr
		} else if (cr > 0) != (sign > 0) {
			return true
		}
	}
	return false
}
