// Labyrinths: one path, no choices. The classical (Cretan) labyrinth is
// built from its seed pattern; the Chartres labyrinth from its path.

package pattern

import (
	"fmt"
	"math"

	"github.com/mazekit/mazekit/topology"
)

// Labyrinth is a drawing of a unicursal labyrinth: its walls (straight
// lines and true circular arcs, in units of one path width), the dots of a
// seed pattern, and its circuits in the order the path walks them.
type Labyrinth struct {
	Name     string // "classical" or "chartres"
	Circuits int    // number of circuits (rings of path around the centre)
	// Sequence lists the circuits the path walks, numbered from the outside
	// in, ending with Circuits+1 for the centre; nil when not known.
	Sequence []int
	Walls    []topology.Segment
	Dots     []topology.Point
	Bounds   topology.Box
}

// Classical returns the classical (Cretan) labyrinth of the given number of
// circuits (3, 7, 11, … : 4k+3, at most 31), built as it is drawn by hand:
//
//  1. The seed pattern on a square of side 2s (s = k+1): a cross through the
//     middle, k nested right angles in each quarter, and a dot in each
//     corner. Every whole-number point on the square's edge is now the end
//     of a seed line (or a dot).
//  2. Walk the ends from the top of the cross: right around the square (R1,
//     R2, …) and left around it (L1, L2, …) until both reach the bottom of
//     the cross (B). Join the top of the cross to R1, then each Li to
//     Ri+1, and the last Li to B, each with an arc over the top: the i-th
//     arc is a circle of radius i-½ around the point half a unit right of
//     the cross's top. Ends on the sides run out level to their circle,
//     ends on the bottom straight down, and the two lower corner dots
//     diagonally.
//
// The entrance is the gap in the outer wall beside the bottom of the cross.
func Classical(circuits int) (*Labyrinth, error) {
	if circuits < 3 || circuits > 31 || (circuits-3)%4 != 0 {
		return nil, fmt.Errorf("pattern: labyrinth: %d circuits: a classical labyrinth has 3, 7, 11, … (4k+3) up to 31", circuits)
	}
	s := (circuits + 1) / 4
	fs := float64(s)
	l := &Labyrinth{Name: "classical", Circuits: circuits}
	seg := func(x0, y0, x1, y1 float64) {
		l.Walls = append(l.Walls, topology.Segment{A: topology.Point{X: x0, Y: y0}, B: topology.Point{X: x1, Y: y1}})
	}
	// The seed: y grows downwards, so the top of the cross is (0, -s).
	seg(0, 0, 0, -fs) // the cross, as four arms
	seg(0, 0, 0, fs)
	seg(0, 0, -fs, 0)
	seg(0, 0, fs, 0)
	for j := 1; j < s; j++ {
		fj := float64(j)
		for _, q := range [][2]float64{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
			seg(q[0]*fj, q[1]*fj, q[0]*fj, q[1]*fs)
			seg(q[0]*fj, q[1]*fj, q[0]*fs, q[1]*fj)
		}
	}
	for _, q := range [][2]float64{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
		l.Dots = append(l.Dots, topology.Point{X: q[0] * fs, Y: q[1] * fs})
	}
	// The ends, from the top of the cross round each side to its bottom.
	var right []topology.Point
	for x := 1; x <= s; x++ {
		right = append(right, topology.Point{X: float64(x), Y: -fs})
	}
	for y := -s + 1; y <= s; y++ {
		right = append(right, topology.Point{X: fs, Y: float64(y)})
	}
	for x := s - 1; x >= 1; x-- {
		right = append(right, topology.Point{X: float64(x), Y: fs})
	}
	left := make([]topology.Point, len(right))
	for i, p := range right {
		left[i] = topology.Point{X: -p.X, Y: p.Y}
	}
	o := topology.Point{X: 0.5, Y: -fs}
	// out returns where end p meets the circle of radius r, running out
	// from the seed: level from the sides, down from the bottom, diagonally
	// from the lower corners.
	out := func(p topology.Point, r float64) topology.Point {
		sx := 1.0
		if p.X < 0 {
			sx = -1
		}
		switch {
		case p.Y == -fs: // on the top edge: already on its circle
			return p
		case math.Abs(p.X) == fs && p.Y == fs: // lower corner dot
			dx, dy := sx/math.Sqrt2, 1/math.Sqrt2
			// |p + t·d - o| = r
			px, py := p.X-o.X, p.Y-o.Y
			b := px*dx + py*dy
			t := -b + math.Sqrt(b*b-(px*px+py*py-r*r))
			return topology.Point{X: p.X + t*dx, Y: p.Y + t*dy}
		case math.Abs(p.X) == fs: // side
			return topology.Point{X: o.X + sx*math.Sqrt(r*r-(p.Y-o.Y)*(p.Y-o.Y)), Y: p.Y}
		default: // bottom edge
			return topology.Point{X: p.X, Y: o.Y + math.Sqrt(r*r-(p.X-o.X)*(p.X-o.X))}
		}
	}
	wall := func(i int, a, b topology.Point) {
		r := float64(i) - 0.5
		pa, pb := out(a, r), out(b, r)
		if pa != a {
			seg(a.X, a.Y, pa.X, pa.Y)
		}
		l.Walls = append(l.Walls, topology.Segment{A: pa, B: pb, Arc: true, C: o})
		if pb != b {
			seg(pb.X, pb.Y, b.X, b.Y)
		}
	}
	wall(1, topology.Point{X: 0, Y: -fs}, right[0])
	for i := 1; i < len(right); i++ {
		wall(i+1, left[i-1], right[i])
	}
	wall(len(right)+1, left[len(left)-1], topology.Point{X: 0, Y: fs})
	rMax := float64(len(right)+1) - 0.5
	l.Bounds = topology.Box{Min: topology.Point{X: o.X - rMax, Y: o.Y - rMax}, Max: topology.Point{X: o.X + rMax, Y: o.Y + rMax}}
	return l, nil
}
