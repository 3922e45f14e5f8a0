// The Chartres labyrinth, built from its path.

package pattern

import (
	"math"

	"github.com/mazekit/mazekit/topology"
)

// The path of the labyrinth in the nave of Chartres cathedral: eleven
// circuits in four quarters. chartresMoves are the radial steps between its
// 31 arcs (from outside, +5 to circuit 5, …, finally +5 from circuit 7 into
// the centre) and chartresArcs the arcs' lengths in quarter turns. The
// path turns back at every step, so the arcs alternate in direction.
var (
	chartresMoves = []int{5, 1, 5, -1, -1, -1, -1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1, 1, 1, 1, -1, -1, -1, -1, 5, 1, 5}
	chartresArcs  = []int{1, 1, 2, 2, 1, 1, 2, 1, 2, 1, 2, 1, 1, 2, 1, 2, 1, 2, 1, 1, 2, 1, 2, 1, 2, 1, 1, 2, 2, 1, 1}
)

// chartresRadius is the radius of the centre in path widths.
const chartresRadius = 3.5

// Chartres returns the 11-circuit labyrinth of Chartres cathedral, with the
// entrance at the bottom. The rings are cut where the path moves between
// circuits: on each of the four axes, columns one path wide hold the turns
// coming from either side and the straight runs across several circuits
// (the entrance and the way into the centre run along the bottom axis).
// Walls are drawn wherever two neighbouring pieces of ring or column are
// not successive steps of the path: true arcs along the circles, straight
// lines parallel to the axes. The lunations and the rosette are left out.
func Chartres() *Labyrinth {
	const n, q = 11, 6 // circuits; slots per quarter: L, L2, C, R2, R, body
	const slots = 4 * q
	type cell struct{ ring, slot int }
	order := map[cell]int{} // step number of each cell the path visits
	var seq []int
	step := 0
	visit := func(ring, slot int) {
		if ring >= 1 && ring <= n {
			order[cell{ring, (slot%slots + slots) % slots}] = step
		}
		step++
	}
	lev, d, axis, col := 0, 1, 0, 0
	kind := make([]bool, slots) // columns used for turns or runs: given width
	kind[0] = true
	for i := 0; i <= len(chartresArcs); i++ {
		m := chartresMoves[i]
		target := col
		switch {
		case i == 0 || i == len(chartresArcs):
			target = q * axis // the centre column
		case m > 1 || m < -1:
			target = q*axis - d // the run column on the side the path came from
		}
		for s := col; (s-target)%slots != 0; {
			s += d
			visit(lev, s)
		}
		col = (target%slots + slots) % slots
		kind[col] = true
		sgn := 1
		if m < 0 {
			sgn = -1
		}
		for r := lev + sgn; r != lev+m+sgn; r += sgn {
			visit(r, col)
		}
		lev += m
		if i == len(chartresArcs) {
			break
		}
		seq = append(seq, lev)
		if i > 0 {
			d = -d
		}
		next := ((axis+chartresArcs[i]*d)%4 + 4) % 4
		end := q*next - 2*d
		end = (end%slots + slots) % slots
		for s := col; s != end; {
			s = ((s+d)%slots + slots) % slots
			visit(lev, s)
		}
		col, axis = end, next
		kind[col] = true
	}
	seq = append(seq, n+1)
	// Slot boundaries: offsets from each axis line of the used columns.
	width := func(slot int) float64 {
		if slot%q == q-1 || kind[slot] { // body, or a used column
			return 1
		}
		return 0
	}
	// lo[s] and hi[s]: offsets (from the axis of slot s's quarter start) of
	// slot s's sides; bodies span from one axis's columns to the next's.
	lo, hi := make([]float64, slots), make([]float64, slots)
	axisOf := func(slot int) int { return ((slot+2)/q + 4) % 4 }
	for a := range 4 {
		cols := []int{a*q - 2, a*q - 1, a * q, a*q + 1, a*q + 2}
		total := 0.0
		for _, c := range cols {
			total += width((c + slots) % slots)
		}
		o := -total / 2
		for _, c := range cols {
			c = (c + slots) % slots
			lo[c], o = o, o+width(c)
			hi[c] = o
		}
	}
	angle := func(a int) float64 { return math.Pi/2 + float64(a)*math.Pi/2 }
	rIn := func(ring int) float64 { return chartresRadius + float64(n-ring) }
	// sidePoint returns the point at radius r on the line offset o from axis a.
	sidePoint := func(a int, o, r float64) topology.Point {
		t := angle(a)
		along := math.Sqrt(r*r - o*o)
		return topology.Point{X: along*math.Cos(t) - o*math.Sin(t), Y: along*math.Sin(t) + o*math.Cos(t)}
	}
	// span returns slot s's start and end angles at radius r.
	span := func(s int, r float64) (float64, float64) {
		if s%q == q-3 { // body: from axis a's last column to axis a+1's first
			a := s / q
			e1 := (a*q + 2) % slots
			e2 := ((a+1)*q - 2 + slots) % slots
			t0 := angle(a) + math.Asin(hi[e1]/r)
			t1 := angle(a+1) + math.Asin(lo[e2]/r)
			return t0, t1
		}
		a := axisOf(s)
		return angle(a) + math.Asin(lo[s]/r), angle(a) + math.Asin(hi[s]/r)
	}
	l := &Labyrinth{Name: "chartres", Circuits: n, Sequence: seq}
	used := func(c cell) bool { _, ok := order[c]; return ok }
	joined := func(a, b cell) bool {
		i, ok1 := order[a]
		j, ok2 := order[b]
		return ok1 && ok2 && (i-j == 1 || j-i == 1)
	}
	arc := func(r, t0, t1 float64) {
		if t1-t0 < 1e-9 {
			return
		}
		l.Walls = append(l.Walls, topology.Segment{Arc: true,
			A: topology.Point{X: r * math.Cos(t0), Y: r * math.Sin(t0)},
			B: topology.Point{X: r * math.Cos(t1), Y: r * math.Sin(t1)}})
	}
	for ring := 1; ring <= n; ring++ {
		r0, r1 := rIn(ring), rIn(ring)+1
		for s := range slots {
			c := cell{ring, s}
			// The side towards the next slot (increasing angle).
			nb := cell{ring, (s + 1) % slots}
			if !joined(c, nb) && (used(c) || used(nb)) {
				a := axisOf((s + 1) % slots)
				o := lo[(s+1)%slots]
				if (s+1)%slots%q == q-3 {
					a, o = axisOf(s), hi[s]
				}
				l.Walls = append(l.Walls, topology.Segment{A: sidePoint(a, o, r0), B: sidePoint(a, o, r1)})
			}
			// The side towards the centre.
			t0, t1 := span(s, r0)
			switch {
			case ring == n:
				if !(used(c) && order[c] == step-2) { // the way into the centre
					arc(r0, t0, t1)
				}
			default:
				in := cell{ring + 1, s}
				if !joined(c, in) && (used(c) || used(in)) {
					arc(r0, t0, t1)
				}
			}
			if ring == 1 {
				t0, t1 := span(s, r1)
				if s != 0 { // the entrance
					arc(r1, t0, t1)
				}
			}
		}
	}
	rMax := rIn(1) + 1
	l.Bounds = topology.Box{Min: topology.Point{X: -rMax, Y: -rMax}, Max: topology.Point{X: rMax, Y: rMax}}
	return l
}
