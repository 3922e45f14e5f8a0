package pattern

import (
	"math"
	"slices"
	"testing"

	"github.com/mazekit/mazekit/topology"
)

// flatten returns the wall as a polyline (arcs in pieces of at most 1°).
func flatten(s topology.Segment) []topology.Point {
	if !s.Arc {
		return []topology.Point{s.A, s.B}
	}
	r := topology.Dist(s.A, s.C)
	a0 := math.Atan2(s.A.Y-s.C.Y, s.A.X-s.C.X)
	a1 := math.Atan2(s.B.Y-s.C.Y, s.B.X-s.C.X)
	for a1 <= a0 {
		a1 += 2 * math.Pi
	}
	n := int(math.Ceil((a1-a0)/(math.Pi/180))) + 1
	pts := make([]topology.Point, n+1)
	for i := range pts {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		pts[i] = topology.Point{X: s.C.X + r*math.Cos(a), Y: s.C.Y + r*math.Sin(a)}
	}
	return pts
}

// crossing reports whether p0–p1 and q0–q1 cross away from their ends.
func crossing(p0, p1, q0, q1 topology.Point) bool {
	dx, dy := p1.X-p0.X, p1.Y-p0.Y
	ex, ey := q1.X-q0.X, q1.Y-q0.Y
	den := dx*ey - dy*ex
	if math.Abs(den) < 1e-12 {
		return false
	}
	t := ((q0.X-p0.X)*ey - (q0.Y-p0.Y)*ex) / den
	u := ((q0.X-p0.X)*dy - (q0.Y-p0.Y)*dx) / den
	const tol = 0.02
	return t > tol && t < 1-tol && u > tol && u < 1-tol
}

// checkNoCrossings fails if two walls of l cross: a labyrinth's walls meet
// only end to end or end to side.
func checkNoCrossings(t *testing.T, l *Labyrinth) {
	t.Helper()
	lines := make([][]topology.Point, len(l.Walls))
	for i, w := range l.Walls {
		lines[i] = flatten(w)
	}
	for i := range lines {
		for j := i + 1; j < len(lines); j++ {
			a, b := lines[i], lines[j]
			for x := 1; x < len(a); x++ {
				for y := 1; y < len(b); y++ {
					if crossing(a[x-1], a[x], b[y-1], b[y]) {
						t.Fatalf("%s %d: walls %d (%+v) and %d (%+v) cross", l.Name, l.Circuits, i, l.Walls[i], j, l.Walls[j])
					}
				}
			}
		}
	}
}

func TestClassical(t *testing.T) {
	for _, n := range []int{3, 7, 11} {
		l, err := Classical(n)
		if err != nil {
			t.Fatal(err)
		}
		arcs := 0
		for _, w := range l.Walls {
			if w.Arc {
				arcs++
			}
		}
		if arcs != n+1 {
			t.Errorf("%d circuits: %d arcs, want %d (one per wall round the seed)", n, arcs, n+1)
		}
		if len(l.Dots) != 4 {
			t.Errorf("%d circuits: %d dots, want 4", n, len(l.Dots))
		}
		checkNoCrossings(t, l)
		for _, w := range l.Walls {
			for _, p := range []topology.Point{w.A, w.B} {
				if p.X < l.Bounds.Min.X-1e-9 || p.X > l.Bounds.Max.X+1e-9 || p.Y < l.Bounds.Min.Y-1e-9 || p.Y > l.Bounds.Max.Y+1e-9 {
					t.Errorf("%d circuits: wall end %v outside bounds %v", n, p, l.Bounds)
				}
			}
		}
	}
	for _, n := range []int{0, 2, 4, 5, 9, 35} {
		if _, err := Classical(n); err == nil {
			t.Errorf("Classical(%d) accepted", n)
		}
	}
}

func TestChartres(t *testing.T) {
	l := Chartres()
	want := []int{5, 6, 11, 10, 9, 8, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 4, 3, 2, 1, 6, 7, 12}
	if !slices.Equal(l.Sequence, want) {
		t.Errorf("sequence %v, want %v", l.Sequence, want)
	}
	// Every circuit is walked all the way round exactly once: the arcs of
	// each circuit add up to one turn.
	turns := map[int]int{}
	for i, a := range chartresArcs {
		turns[l.Sequence[i]] += a
	}
	for c := 1; c <= 11; c++ {
		if turns[c] != 4 {
			t.Errorf("circuit %d walked %d quarter turns, want 4", c, turns[c])
		}
	}
	checkNoCrossings(t, l)
}
