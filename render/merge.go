package render

import (
	"iter"
	"math"

	"github.com/mazekit/mazekit/topology"
)

// wallMerger joins collinear wall pieces that touch into single runs, and
// arcs of one circle that touch into single arcs, so backends draw few long
// strokes instead of one per edge. Pieces are merged as they arrive: a piece
// extends the run open on its line if it starts inside or at the end of that
// run; otherwise the open run is finished (drawn) and the piece opens a new
// one. Grids emit walls roughly in order along each line, so almost every
// possible join is found without sorting, and only one run per line is held.
type wallMerger struct {
	out    Canvas
	ox, oy float64
	axis   [2][]run // open run per integer line: [0] horizontal (by y), [1] vertical (by x)
	// Runs on any other line or circle, in the order their lines first
	// came: other[i] on line keys[i]. lines maps a key's hash to the newest
	// of its runs; same[i] is the previous run whose key has the same hash
	// (-1 for none). A hash of three integers is much cheaper to look up and
	// to store than the key itself, and hex and planar mazes add one line
	// per wall.
	lines map[uint64]int32
	keys  []lineKey
	same  []int32
	other []run
	drawn int
}

type lineKey struct {
	kind    uint8 // 0 line, 1 arc
	a, b, c int64 // quantized direction and offset, or circle centre and radius
}

// hash mixes the key's fields into 64 bits.
func (k lineKey) hash() uint64 {
	h := uint64(k.kind) + 0x9e3779b97f4a7c15
	for _, v := range [3]int64{k.a, k.b, k.c} {
		h ^= uint64(v) + 0x9e3779b97f4a7c15 + h<<6 + h>>2
		h *= 0xbf58476d1ce4e5b9
	}
	return h ^ h>>31
}

// run is a straight run from p to q (t0 < t1 along its line), or an arc
// around c of radius r from angle t0 to t1. ok marks an open run.
type run struct {
	p, q   topology.Point
	t0, t1 float64
	arc    bool
	c      topology.Point
	r      float64
	ok     bool
}

const mergeEps = 1e-7

// MergeWalls adds walls to c's current path, moved by (ox, oy), with
// collinear pieces that touch joined into one line and touching arcs of one
// circle into one arc, and returns the number of lines and arcs drawn. The
// caller strokes the path.
func MergeWalls(c Canvas, ox, oy float64, walls iter.Seq[topology.Segment]) int {
	w := newWallMerger(c, ox, oy)
	for s := range walls {
		w.add(s)
	}
	return w.flush()
}

func newWallMerger(out Canvas, ox, oy float64) *wallMerger {
	return &wallMerger{out: out, ox: ox, oy: oy, lines: map[uint64]int32{}}
}

func quant(v float64) int64 { return int64(math.Round(v / 1e-6)) }

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
		w.extend(&w.axis[0], int(a.Y), run{p: a, q: b, t0: a.X, t1: b.X})
	case dx == 0 && a.X == math.Trunc(a.X) && a.X >= 0 && a.X < 1<<20:
		w.extend(&w.axis[1], int(a.X), run{p: a, q: b, t0: a.Y, t1: b.Y})
	default:
		l := math.Hypot(dx, dy)
		if l == 0 {
			return
		}
		ux, uy := dx/l, dy/l
		key := lineKey{0, quant(ux), quant(uy), quant(-uy*a.X + ux*a.Y)}
		w.extendKey(key, run{p: a, q: b, t0: ux*a.X + uy*a.Y, t1: ux*b.X + uy*b.Y})
	}
}

// join extends open run r by nr if nr starts within it, reporting success.
func join(r *run, nr run) bool {
	if !r.ok || nr.t0 > r.t1+mergeEps || nr.t0 < r.t0-mergeEps {
		return false
	}
	if nr.t1 > r.t1 {
		r.t1, r.q = nr.t1, nr.q
	}
	return true
}

func (w *wallMerger) extend(open *[]run, i int, nr run) {
	for len(*open) <= i {
		*open = append(*open, run{})
	}
	r := &(*open)[i]
	if join(r, nr) {
		return
	}
	w.draw(r)
	nr.ok = true
	*r = nr
}

func (w *wallMerger) extendKey(key lineKey, nr run) {
	nr.ok = true
	h := key.hash()
	head, ok := w.lines[h]
	j := int32(-1)
	if ok {
		for j = head; j >= 0 && w.keys[j] != key; j = w.same[j] {
		}
	} else {
		head = -1
	}
	if j < 0 {
		w.lines[h] = int32(len(w.other))
		w.keys = append(w.keys, key)
		w.same = append(w.same, head)
		w.other = append(w.other, nr)
		return
	}
	r := &w.other[j]
	if nr.arc {
		if joinArc(r, nr) {
			return
		}
	} else if join(r, nr) {
		return
	}
	w.draw(r)
	*r = nr
}

func (w *wallMerger) addArc(s topology.Segment) {
	r := topology.Dist(s.A, s.C)
	a0 := math.Atan2(s.A.Y-s.C.Y, s.A.X-s.C.X)
	a1 := math.Atan2(s.B.Y-s.C.Y, s.B.X-s.C.X)
	for a1 <= a0 {
		a1 += 2 * math.Pi
	}
	key := lineKey{1, quant(s.C.X), quant(s.C.Y), quant(r)}
	w.extendKey(key, run{p: s.A, q: s.B, t0: a0, t1: a1, arc: true, c: s.C, r: r})
}

// joinArc extends open arc o by nr if nr starts where o ends.
func joinArc(o *run, nr run) bool {
	d := math.Remainder(nr.t0-o.t1, 2*math.Pi)
	if math.Abs(d) > 1e-7 || o.t1-o.t0+(nr.t1-nr.t0) > 2*math.Pi-1e-9 {
		return false
	}
	o.t1 += nr.t1 - nr.t0
	o.q = nr.q
	return true
}

// draw sends a finished run to the canvas.
func (w *wallMerger) draw(r *run) {
	if !r.ok {
		return
	}
	r.ok = false
	w.drawn++
	w.out.MoveTo(r.p.X+w.ox, r.p.Y+w.oy)
	if !r.arc {
		w.out.LineTo(r.q.X+w.ox, r.q.Y+w.oy)
		return
	}
	arcTo(w.out, r.c.X+w.ox, r.c.Y+w.oy, r.r, r.t0, r.t1)
}

// flush draws every run still open, in a fixed order, and returns the
// number of runs drawn in all.
func (w *wallMerger) flush() int {
	for k := range w.axis {
		for i := range w.axis[k] {
			w.draw(&w.axis[k][i])
		}
	}
	for i := range w.other {
		w.draw(&w.other[i])
	}
	return w.drawn
}

// Arc appends a circular arc around (cx, cy) from angle a0 to a1 (radians,
// a1 > a0, y down) to the current path, which must end at the arc's start.
func Arc(c Canvas, cx, cy, r, a0, a1 float64) { arcTo(c, cx, cy, r, a0, a1) }

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
