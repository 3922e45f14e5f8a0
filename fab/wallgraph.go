// The walls of a maze as a graph of pieces meeting at shared points: the
// common ground of the plotter, laser, single-line and 3D-print outputs.

package fab

import (
	"image/color"
	"math"

	"github.com/mazekit/mazekit/topology"
)

// pointIndex gives points that lie within snapEps of each other one number.
type pointIndex struct {
	ids map[[2]int64]int32
	pts []topology.Point
}

const snapEps = 1e-6

func newPointIndex(n int) *pointIndex {
	return &pointIndex{ids: make(map[[2]int64]int32, n)}
}

// id returns the number of p, adding it when it is new.
func (pi *pointIndex) id(p topology.Point) int32 {
	kx, ky := int64(math.Floor(p.X/snapEps)), int64(math.Floor(p.Y/snapEps))
	if i, ok := pi.ids[[2]int64{kx, ky}]; ok && topology.Dist(pi.pts[i], p) <= snapEps {
		return i // the usual case: the same point computed the same way
	}
	for dx := int64(-1); dx <= 1; dx++ {
		for dy := int64(-1); dy <= 1; dy++ {
			if i, ok := pi.ids[[2]int64{kx + dx, ky + dy}]; ok && topology.Dist(pi.pts[i], p) <= snapEps {
				return i
			}
		}
	}
	i := int32(len(pi.pts))
	pi.ids[[2]int64{kx, ky}] = i
	pi.pts = append(pi.pts, p)
	return i
}

// arcAngles returns the start and end angles of arc s, end > start.
func arcAngles(s topology.Segment) (a0, a1, r float64) {
	r = topology.Dist(s.A, s.C)
	a0 = math.Atan2(s.A.Y-s.C.Y, s.A.X-s.C.X)
	a1 = math.Atan2(s.B.Y-s.C.Y, s.B.X-s.C.X)
	for a1 <= a0 {
		a1 += 2 * math.Pi
	}
	return a0, a1, r
}

// flatten returns the points of s from A to B; arcs are cut into chords
// that stray at most tol from the arc.
func flattenSeg(s topology.Segment, tol float64, dst []topology.Point) []topology.Point {
	if !s.Arc {
		return append(dst, s.A, s.B)
	}
	a0, a1, r := arcAngles(s)
	n := 1
	if tol < r {
		step := 2 * math.Acos(1-tol/r)
		n = max(1, int(math.Ceil((a1-a0)/step)))
	}
	dst = append(dst, s.A)
	for i := 1; i < n; i++ {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		dst = append(dst, topology.Point{X: s.C.X + r*math.Cos(a), Y: s.C.Y + r*math.Sin(a)})
	}
	return append(dst, s.B)
}

// rgb returns the opaque colour 0xRRGGBB.
func rgb(v uint32) color.RGBA {
	return color.RGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 255}
}
