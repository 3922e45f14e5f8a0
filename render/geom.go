package render

import (
	"math"

	"github.com/mazekit/mazekit/topology"
)

// segmentPoints returns the points of s: its two ends for a line, or n+1
// points along it for an arc.
func segmentPoints(s topology.Segment, n int) []topology.Point {
	if !s.Arc {
		return []topology.Point{s.A, s.B}
	}
	r := topology.Dist(s.A, s.C)
	a0 := math.Atan2(s.A.Y-s.C.Y, s.A.X-s.C.X)
	a1 := math.Atan2(s.B.Y-s.C.Y, s.B.X-s.C.X)
	for a1 < a0 {
		a1 += 2 * math.Pi
	}
	pts := make([]topology.Point, n+1)
	for i := range pts {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		pts[i] = topology.Point{X: s.C.X + r*math.Cos(a), Y: s.C.Y + r*math.Sin(a)}
	}
	pts[0], pts[n] = s.A, s.B
	return pts
}
