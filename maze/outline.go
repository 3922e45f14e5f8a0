// The grid's outline as the door rules see it: its convex hull, how deep a
// door lies inside it (a pocket) and how far apart two doors are along it.

package maze

import (
	"math"
	"slices"

	"github.com/mazekit/mazekit/topology"
)

// PocketDepth is how deep inside the convex hull of a grid's outline a door
// opening may lie, in cells (twice the median distance from a border cell's
// centre to its door), before it is in a pocket: the notch of a letter, the
// cleft of a heart, the inner corner of a star. The auto door rule keeps
// doors out of pockets whenever the grid has two border cells that are not
// in one.
const PocketDepth = 1.0

// MinDoorSide is the length, in cells (see PocketDepth), below which the
// auto door rule does not cut a door through an outer wall when it has a
// choice: a narrower door is hard to see and, with a wall's ink at either
// end, hard to pass (the sliver sides of planar grids).
const MinDoorSide = 0.4

// MinBorderShare is the share of the hull's perimeter the auto door rule
// keeps between the two doors, measured along it, so they are not close
// together round a shape; nor are they put on one straight side of the
// hull (the same side of a long rectangle).
const MinBorderShare = 1.0 / 3

// Hull is the convex hull of a grid's outline, with the unit door depths
// are measured in.
type Hull struct {
	pts  []topology.Point // in order round the hull, closed implicitly
	cum  []float64        // cum[i]: perimeter length from pts[0] to pts[i]
	ang  []float64        // ang[i]: angle of pts[i] seen from mid, increasing
	mid  topology.Point   // the mean of pts, inside the hull
	per  float64          // perimeter
	unit float64          // one cell: see PocketDepth
}

// OutlineHull returns the hull of g's outer walls.
func OutlineHull(g topology.Grid) *Hull {
	return outlineHull(g, topology.AppendBorderCells(g, nil))
}

// outlineHull is OutlineHull over border cells already listed.
func outlineHull(g topology.Grid, border []int) *Hull {
	pts := make([]topology.Point, 0, 2*len(border)+8) // a side a cell, most
	var segs []topology.Segment
	dbuf := make([]topology.Segment, 0, 8)
	half := make([]float64, 0, len(border))
	for _, c := range border {
		segs = g.Border(c, segs[:0])
		for _, s := range segs {
			pts = append(pts, s.A, s.B)
			if s.Arc {
				pts = append(pts, s.Mid())
			}
		}
		if d, ok := doorAt(g, c, dbuf); ok {
			half = append(half, topology.Dist(g.Center(c), segs[d.Side].Mid()))
		}
	}
	h := &Hull{pts: convexHull(pts), unit: 1}
	if len(half) > 0 {
		slices.Sort(half)
		h.unit = 2 * half[len(half)/2]
	}
	h.cum = make([]float64, len(h.pts))
	for i := range h.pts {
		if i > 0 {
			h.cum[i] = h.cum[i-1] + topology.Dist(h.pts[i-1], h.pts[i])
		}
	}
	n := len(h.pts)
	if n > 0 {
		h.per = h.cum[n-1] + topology.Dist(h.pts[n-1], h.pts[0])
		for _, p := range h.pts {
			h.mid.X += p.X / float64(n)
			h.mid.Y += p.Y / float64(n)
		}
	}
	if n > nearWindow {
		// Angles from the middle, unwrapped to increase round the hull.
		h.ang = make([]float64, n)
		for i, p := range h.pts {
			h.ang[i] = math.Atan2(p.Y-h.mid.Y, p.X-h.mid.X)
			for i > 0 && h.ang[i] < h.ang[i-1] {
				h.ang[i] += 2 * math.Pi
			}
		}
	}
	return h
}

// convexHull returns the convex hull of pts (Andrew's monotone chain),
// without collinear points.
func convexHull(pts []topology.Point) []topology.Point {
	slices.SortFunc(pts, func(a, b topology.Point) int {
		if a.X != b.X {
			if a.X < b.X {
				return -1
			}
			return 1
		}
		switch {
		case a.Y < b.Y:
			return -1
		case a.Y > b.Y:
			return 1
		}
		return 0
	})
	pts = slices.Compact(pts)
	if len(pts) < 3 {
		return pts
	}
	cross := func(o, a, b topology.Point) float64 {
		return (a.X-o.X)*(b.Y-o.Y) - (a.Y-o.Y)*(b.X-o.X)
	}
	const eps = 1e-9
	hull := make([]topology.Point, 0, 2*len(pts))
	for _, p := range pts {
		for len(hull) >= 2 && cross(hull[len(hull)-2], hull[len(hull)-1], p) <= eps {
			hull = hull[:len(hull)-1]
		}
		hull = append(hull, p)
	}
	lower := len(hull) + 1
	for i := len(pts) - 2; i >= 0; i-- {
		p := pts[i]
		for len(hull) >= lower && cross(hull[len(hull)-2], hull[len(hull)-1], p) <= eps {
			hull = hull[:len(hull)-1]
		}
		hull = append(hull, p)
	}
	return hull[:len(hull)-1]
}

// nearWindow is how many hull edges nearest looks at round the direction
// of its point, on hulls with more points than that.
const nearWindow = 256

// nearest returns the distance from p to the hull's boundary, the
// perimeter position of the boundary point nearest p and the hull side it
// is on.
func (h *Hull) nearest(p topology.Point) (dist, at float64, side int) {
	n := len(h.pts)
	if n == 0 {
		return 0, 0, 0
	}
	if n == 1 {
		return topology.Dist(p, h.pts[0]), 0, 0
	}
	dist = math.Inf(1)
	// On a hull of many points (a round grid) only the edges near the
	// direction of p from the middle can be nearest to a point near the
	// boundary: look at a window of them.
	first, count := 0, n
	if h.ang != nil {
		a := math.Atan2(p.Y-h.mid.Y, p.X-h.mid.X)
		for a < h.ang[0] {
			a += 2 * math.Pi
		}
		j, _ := slices.BinarySearch(h.ang, a)
		first, count = j-nearWindow/2+n, nearWindow
	}
	for k := range count {
		i := (first + k) % n
		a, b := h.pts[i], h.pts[(i+1)%n]
		dx, dy := b.X-a.X, b.Y-a.Y
		l2 := dx*dx + dy*dy
		t := 0.0
		if l2 > 0 {
			t = math.Max(0, math.Min(1, ((p.X-a.X)*dx+(p.Y-a.Y)*dy)/l2))
		}
		q := topology.Point{X: a.X + t*dx, Y: a.Y + t*dy}
		if d := topology.Dist(p, q); d < dist {
			dist, at, side = d, h.cum[i]+t*math.Sqrt(l2), i
		}
	}
	return dist, at, side
}

// Depth returns how deep point p (a door opening) lies inside the hull, in
// cells.
func (h *Hull) Depth(p topology.Point) float64 {
	d, _, _ := h.nearest(p)
	return d / h.unit
}

// InPocket reports whether a door opening at p lies in a pocket of the
// outline: deeper than PocketDepth cells inside its convex hull.
func (h *Hull) InPocket(p topology.Point) bool { return h.Depth(p) > PocketDepth }

// Along returns the share of the hull's perimeter between the points of
// the boundary nearest p and q, the short way round: 0 to 0.5.
func (h *Hull) Along(p, q topology.Point) float64 {
	if h.per == 0 {
		return 0
	}
	_, a, _ := h.nearest(p)
	_, b, _ := h.nearest(q)
	d := math.Abs(a - b)
	return math.Min(d, h.per-d) / h.per
}

// SameSide reports whether the points of the boundary nearest p and q lie
// on one straight side of the hull (as two doors on the top of a
// rectangle).
func (h *Hull) SameSide(p, q topology.Point) bool {
	_, _, a := h.nearest(p)
	_, _, b := h.nearest(q)
	return a == b
}
