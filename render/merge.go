package render

import (
	"math"

	"github.com/mazekit/mazekit/topology"
)

// wallMerger joins collinear wall pieces that touch into single runs, and
// arcs of one circle that touch into single arcs, so backends draw few long
// strokes instead of one per edge. Pieces are merged as they arrive: a piece
// extends the run last seen on its line if it starts where that run ends (or
// overlaps it). Grids emit walls roughly in order along each line, so almost
// every possible join is found without sorting.
type wallMerger struct {
	axis  [2][]int32        // open run per integer line: [0] horizontal (by y), [1] vertical (by x); -1 none
	lines map[lineKey]int32 // open run per other line
	runs  []run
}

type lineKey struct {
	kind    uint8 // 0 line, 1 arc
	a, b, c int64 // quantized line parameters or circle centre and radius
}

// run is a merged straight run from P to Q (t0 < t1 along the line), or an
// arc around C of radius R from angle t0 to t1.
type run struct {
	p, q   topology.Point
	t0, t1 float64
	arc    bool
	c      topology.Point
	r      float64
}

const mergeEps = 1e-7

func newWallMerger() *wallMerger {
	return &wallMerger{lines: map[lineKey]int32{}}
}

func q(v float64) int64 { return int64(math.Round(v / 1e-6)) }

// add adds one wall piece.
func (w *wallMerger) add(s topology.Segment) {
	if s.Arc {
		w.addArc(s)
		return
	}
	a, b := s.A, s.B
	if b.X < a.X || (b.X == a.X && b.Y < a.Y) {
		a, b = b, a
	}
	dx, dy := b.X-a.X, b.Y-a.Y
	switch {
	case dy == 0 && a.Y == math.Trunc(a.Y) && a.Y >= 0 && a.Y < 1<<20:
		w.extend(&w.axis[0], int(a.Y), a, b, a.X, b.X)
	case dx == 0 && a.X == math.Trunc(a.X) && a.X >= 0 && a.X < 1<<20:
		w.extend(&w.axis[1], int(a.X), a, b, a.Y, b.Y)
	default:
		l := math.Hypot(dx, dy)
		if l == 0 {
			return
		}
		ux, uy := dx/l, dy/l
		key := lineKey{0, q(ux), q(uy), q(-uy*a.X + ux*a.Y)}
		w.extendKey(key, run{p: a, q: b, t0: ux*a.X + uy*a.Y, t1: ux*b.X + uy*b.Y})
	}
}

// extend handles an axis-aligned piece on integer line i.
func (w *wallMerger) extend(open *[]int32, i int, a, b topology.Point, t0, t1 float64) {
	for len(*open) <= i {
		*open = append(*open, -1)
	}
	if j := (*open)[i]; j >= 0 {
		r := &w.runs[j]
		if t0 <= r.t1+mergeEps && t0 >= r.t0-mergeEps {
			if t1 > r.t1 {
				r.t1, r.q = t1, b
			}
			return
		}
	}
	(*open)[i] = int32(len(w.runs))
	w.runs = append(w.runs, run{p: a, q: b, t0: t0, t1: t1})
}

func (w *wallMerger) extendKey(key lineKey, nr run) {
	if j, ok := w.lines[key]; ok {
		r := &w.runs[j]
		if nr.t0 <= r.t1+mergeEps && nr.t0 >= r.t0-mergeEps {
			if nr.t1 > r.t1 {
				r.t1, r.q = nr.t1, nr.q
			}
			return
		}
	}
	w.lines[key] = int32(len(w.runs))
	w.runs = append(w.runs, nr)
}

func (w *wallMerger) addArc(s topology.Segment) {
	r := topology.Dist(s.A, s.C)
	a0 := math.Atan2(s.A.Y-s.C.Y, s.A.X-s.C.X)
	a1 := math.Atan2(s.B.Y-s.C.Y, s.B.X-s.C.X)
	for a1 <= a0 {
		a1 += 2 * math.Pi
	}
	key := lineKey{1, q(s.C.X), q(s.C.Y), q(r)}
	if j, ok := w.lines[key]; ok {
		o := &w.runs[j]
		// Compare angles modulo a full turn.
		d := math.Remainder(a0-o.t1, 2*math.Pi)
		if math.Abs(d) < 1e-7 && o.t1-o.t0+(a1-a0) < 2*math.Pi-1e-9 {
			o.t1 += a1 - a0
			o.q = s.B
			return
		}
	}
	w.lines[key] = int32(len(w.runs))
	w.runs = append(w.runs, run{p: s.A, q: s.B, t0: a0, t1: a1, arc: true, c: s.C, r: r})
}

// emit draws every run onto c, shifted by (ox, oy).
func (w *wallMerger) emit(c Canvas, ox, oy float64) {
	for _, r := range w.runs {
		c.MoveTo(r.p.X+ox, r.p.Y+oy)
		if !r.arc {
			c.LineTo(r.q.X+ox, r.q.Y+oy)
			continue
		}
		arcTo(c, r.c.X+ox, r.c.Y+oy, r.r, r.t0, r.t1)
	}
}

// arcTo appends a circular arc from angle a0 to a1 (a1 > a0) as cubic
// Béziers of at most 45° each; the current point must be the arc's start.
func arcTo(c Canvas, cx, cy, r, a0, a1 float64) {
	n := int(math.Ceil((a1 - a0) / (math.Pi / 4)))
	if n < 1 {
		n = 1
	}
	step := (a1 - a0) / float64(n)
	k := 4.0 / 3.0 * math.Tan(step/4) * r
	for i := 0; i < n; i++ {
		s := a0 + float64(i)*step
		e := s + step
		x0, y0 := cx+r*math.Cos(s), cy+r*math.Sin(s)
		x3, y3 := cx+r*math.Cos(e), cy+r*math.Sin(e)
		c.CubeTo(x0-k*math.Sin(s), y0+k*math.Cos(s), x3+k*math.Sin(e), y3-k*math.Cos(e), x3, y3)
	}
}
