// Package topologytest is the shared test suite for topology.Grid
// implementations: every grid kind runs Check on a few sizes.
package topologytest

import (
	"math"
	"testing"

	"github.com/mazekit/mazekit/topology"
)

const eps = 1e-7

// Check runs every structural and geometric invariant of a grid:
//
//   - Ends returns two distinct cells, smaller first, and each lists the other
//     in Neighbors across that edge; every edge appears in exactly two
//     neighbour lists; lists have no duplicates and at most MaxDegree entries;
//   - Neighbors does not allocate when buf has room;
//   - each wall lies between the two centres: its midpoint is within the
//     centres' distance plus the wall's length of the segment joining them,
//     and the centres lie on opposite sides of the wall;
//   - each outline is closed (at least three distinct corners), contains its
//     centre, and lies inside Bounds;
//   - border walls exist exactly on the outside: every side of a cell's
//     outline is the wall of one of its edges or one of its Border segments,
//     and every wall and border segment is a side of the cell's outline;
//   - Spec rebuilds an equal grid.
//
// The links of a topology.Linked grid (stairs between floors, the cut
// edges of a cube's net) keep no wall rule; a link's two wall pieces, when
// it has them, lie one on each of its cells' outlines.
//
// Grids with crossing edges (those with an Under method that returns the
// cell an edge passes under, or topology.None) keep the outline rules for
// their ordinary edges; a crossing edge must run between two neighbours of
// the cell under it, on opposite sides of it.
func Check(t *testing.T, g topology.Grid) {
	t.Helper()
	CheckBuild(t, g, topology.Build)
}

// CheckBuild is Check with the function that rebuilds g from its spec, for
// grids that topology.Build alone cannot make (masks cut to a text or an
// image, which package mask reads).
func CheckBuild(t *testing.T, g topology.Grid, build topology.Builder) {
	t.Helper()
	CheckGeometry(t, g)
	n, ne := g.NumCells(), g.NumEdges()
	g2, err := build(g.Spec())
	if err != nil {
		t.Fatalf("Build(Spec()) = %v", err)
	}
	if g2.NumCells() != n || g2.NumEdges() != ne {
		t.Fatalf("rebuilt grid has %d cells %d edges, want %d and %d", g2.NumCells(), g2.NumEdges(), n, ne)
	}
	for e := 0; e < ne; e++ {
		a, b := g.Ends(e)
		a2, b2 := g2.Ends(e)
		if a != a2 || b != b2 {
			t.Fatalf("rebuilt grid: edge %d joins %d,%d, want %d,%d", e, a2, b2, a, b)
		}
	}
}

// CheckGeometry runs every check of Check except rebuilding from Spec, for
// grids made from data a Spec does not hold (such as given points).
func CheckGeometry(t *testing.T, g topology.Grid) {
	t.Helper()
	n, ne := g.NumCells(), g.NumEdges()
	if n < 1 {
		t.Fatalf("NumCells = %d, want ≥ 1", n)
	}
	seen := make([]int, ne)
	buf := make([]topology.Neighbor, 0, g.MaxDegree())
	for c := 0; c < n; c++ {
		nbs := g.Neighbors(c, buf[:0])
		if len(nbs) > g.MaxDegree() {
			t.Fatalf("cell %d has %d neighbours, MaxDegree %d", c, len(nbs), g.MaxDegree())
		}
		cells := map[int]bool{}
		for _, nb := range nbs {
			if nb.Edge < 0 || nb.Edge >= ne || nb.Cell < 0 || nb.Cell >= n {
				t.Fatalf("cell %d: neighbour %+v out of range", c, nb)
			}
			if cells[nb.Cell] {
				t.Fatalf("cell %d lists neighbour %d twice", c, nb.Cell)
			}
			cells[nb.Cell] = true
			a, b := g.Ends(nb.Edge)
			if !(a == c && b == nb.Cell) && !(b == c && a == nb.Cell) {
				t.Fatalf("cell %d: edge %d joins %d and %d, but Neighbors says %d", c, nb.Edge, a, b, nb.Cell)
			}
			seen[nb.Edge]++
		}
	}
	for e := 0; e < ne; e++ {
		a, b := g.Ends(e)
		if a >= b {
			t.Fatalf("Ends(%d) = %d, %d: want two cells, smaller first", e, a, b)
		}
		if seen[e] != 2 {
			t.Fatalf("edge %d appears in %d neighbour lists, want 2", e, seen[e])
		}
	}
	if allocs := testing.AllocsPerRun(20, func() { g.Neighbors(n/2, buf[:0]) }); allocs != 0 {
		t.Errorf("Neighbors allocates %v times with a large enough buffer", allocs)
	}
	checkWalls(t, g)
	checkOutlines(t, g)
}

func checkWalls(t *testing.T, g topology.Grid) {
	t.Helper()
	for e := 0; e < g.NumEdges(); e++ {
		if _, ok := link(g, e); ok {
			continue
		}
		a, b := g.Ends(e)
		p, q := g.Center(a), g.Center(b)
		w := g.Wall(e)
		if per, ok := g.(periodic); ok {
			// Across a seam, b's nearest copy is the neighbour.
			px, py := per.Period()
			best := q
			for _, d := range shifts(px, py) {
				c := topology.Point{X: q.X + d.X, Y: q.Y + d.Y}
				if topology.Dist(c, p) < topology.Dist(best, p) {
					best = c
				}
			}
			q = best
			// The wall stands on one cell's side; view it beside p.
			bw := w
			for _, d := range shifts(px, py) {
				c := shift(w, d)
				if distToSegment(c.Mid(), p, q) < distToSegment(bw.Mid(), p, q) {
					bw = c
				}
			}
			w = bw
		}
		mid := midpoint(w)
		// A Voronoi wall need not cross the segment between the sites, but
		// it stays within its own length of it.
		d := topology.Dist(p, q) + length(w)
		if distToSegment(mid, p, q) > d {
			t.Fatalf("edge %d: wall midpoint %v is far from the centres %v and %v", e, mid, p, q)
		}
		if !w.Arc {
			s1, s2 := side(w.A, w.B, p), side(w.A, w.B, q)
			if s1*s2 >= 0 {
				t.Fatalf("edge %d: centres %v and %v are not on opposite sides of wall %v–%v", e, p, q, w.A, w.B)
			}
		} else {
			r := topology.Dist(w.A, w.C)
			if math.Abs(topology.Dist(w.B, w.C)-r) > eps*(1+r) {
				t.Fatalf("edge %d: arc ends at different radii", e)
			}
			if (topology.Dist(p, w.C)-r)*(topology.Dist(q, w.C)-r) >= 0 {
				t.Fatalf("edge %d: centres not on opposite sides of arc", e)
			}
		}
	}
}

func checkOutlines(t *testing.T, g topology.Grid) {
	t.Helper()
	bounds := g.Bounds()
	var pts []topology.Point
	var segs []topology.Segment
	var nbs []topology.Neighbor
	for c := 0; c < g.NumCells(); c++ {
		pts = g.Outline(c, pts[:0])
		if len(pts) < 3 {
			t.Fatalf("cell %d: outline has %d corners", c, len(pts))
		}
		for _, p := range pts {
			if p.X < bounds.Min.X-eps || p.Y < bounds.Min.Y-eps || p.X > bounds.Max.X+eps || p.Y > bounds.Max.Y+eps {
				t.Fatalf("cell %d: corner %v outside bounds %v", c, p, bounds)
			}
		}
		if !inside(pts, g.Center(c)) {
			t.Fatalf("cell %d: centre %v outside its outline %v", c, g.Center(c), pts)
		}
		// Every wall and border segment of c must lie on c's outline, and the
		// outline's length must equal their summed lengths (no gaps, no overlap).
		total := 0.0
		for i := range pts {
			total += topology.Dist(pts[i], pts[(i+1)%len(pts)])
		}
		sum := 0.0
		for _, nb := range g.Neighbors(c, nbs[:0]) {
			if crossing(t, g, nb.Edge) {
				continue
			}
			if pieces, ok := link(g, nb.Edge); ok {
				// A link's wall, if drawn, is cut in two: one piece on
				// each cell's outline.
				if len(pieces) == 0 {
					continue
				}
				if len(pieces) != 2 {
					t.Fatalf("link %d has %d wall pieces, want 0 or 2", nb.Edge, len(pieces))
				}
				w := pieces[0]
				if a, _ := g.Ends(nb.Edge); a != c {
					w = pieces[1]
				}
				if !onOutline(pts, w) {
					t.Fatalf("cell %d: its piece of link %d (%v) is not on its outline", c, nb.Edge, w)
				}
				sum += length(w)
				continue
			}
			w := g.Wall(nb.Edge)
			if per, ok := g.(periodic); ok {
				px, py := per.Period()
				for _, d := range shifts(px, py) {
					if onOutline(pts, shift(w, d)) {
						w = shift(w, d)
						break
					}
				}
			}
			if !onOutline(pts, w) {
				t.Fatalf("cell %d: wall of edge %d (%v) is not on its outline", c, nb.Edge, w)
			}
			sum += length(w)
		}
		segs = g.Border(c, segs[:0])
		for _, s := range segs {
			if !onOutline(pts, s) {
				t.Fatalf("cell %d: border segment %v is not on its outline", c, s)
			}
			sum += length(s)
		}
		if math.Abs(sum-total) > 1e-3*total {
			t.Fatalf("cell %d: walls and border add up to %.6f, outline is %.6f long (gap or overlap)", c, sum, total)
		}
	}
}

// link returns the wall pieces of edge e and true when e is a link of a
// topology.Linked grid.
func link(g topology.Grid, e int) ([]topology.Segment, bool) {
	l, ok := g.(topology.Linked)
	if !ok {
		return nil, false
	}
	return l.LinkWalls(e, nil)
}

// periodic is a grid that repeats (a wrapped grid drawn as a tile): the
// wall of an edge across a seam stands on one of its cells' sides, and the
// other cell meets it in the next copy of the grid.
type periodic interface{ Period() (x, y float64) }

// shifts returns the translations by whole periods to try, no shift first.
func shifts(px, py float64) []topology.Point {
	out := []topology.Point{{}}
	for _, dx := range []float64{0, -px, px} {
		for _, dy := range []float64{0, -py, py} {
			if (dx != 0 || dy != 0) && !(dx == 0 && px == 0 && dy == 0) {
				out = append(out, topology.Point{X: dx, Y: dy})
			}
		}
	}
	return out
}

// shift returns s moved by d.
func shift(s topology.Segment, d topology.Point) topology.Segment {
	s.A.X, s.A.Y, s.B.X, s.B.Y = s.A.X+d.X, s.A.Y+d.Y, s.B.X+d.X, s.B.Y+d.Y
	s.C.X, s.C.Y = s.C.X+d.X, s.C.Y+d.Y
	return s
}

// crosser is a grid with crossing edges.
type crosser interface{ Under(e int) int }

// crossing reports whether e is a crossing edge, and checks that it runs
// between two opposite neighbours of the cell it passes under.
func crossing(t *testing.T, g topology.Grid, e int) bool {
	t.Helper()
	cr, ok := g.(crosser)
	if !ok {
		return false
	}
	u := cr.Under(e)
	if u == topology.None {
		return false
	}
	a, b := g.Ends(e)
	found := 0
	for _, nb := range g.Neighbors(u, nil) {
		if nb.Cell == a || nb.Cell == b {
			found++
		}
	}
	if found < 2 {
		t.Fatalf("crossing edge %d (%d–%d) passes under %d, which is not next to both ends", e, a, b, u)
	}
	p, q, m := g.Center(a), g.Center(b), g.Center(u)
	if math.Abs(p.X+q.X-2*m.X) > eps || math.Abs(p.Y+q.Y-2*m.Y) > eps {
		t.Fatalf("crossing edge %d (%d–%d) does not pass straight under %d", e, a, b, u)
	}
	return true
}

func midpoint(s topology.Segment) topology.Point { return s.Mid() }

func length(s topology.Segment) float64 { return s.Length() }

func side(a, b, p topology.Point) float64 {
	return (b.X-a.X)*(p.Y-a.Y) - (b.Y-a.Y)*(p.X-a.X)
}

func distToSegment(p, a, b topology.Point) float64 {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := dx*dx + dy*dy
	if l == 0 {
		return topology.Dist(p, a)
	}
	u := math.Max(0, math.Min(1, ((p.X-a.X)*dx+(p.Y-a.Y)*dy)/l))
	return topology.Dist(p, topology.Point{X: a.X + u*dx, Y: a.Y + u*dy})
}

// inside reports whether p is inside polygon pts (even-odd rule).
func inside(pts []topology.Point, p topology.Point) bool {
	in := false
	for i, j := 0, len(pts)-1; i < len(pts); j, i = i, i+1 {
		a, b := pts[i], pts[j]
		if (a.Y > p.Y) != (b.Y > p.Y) && p.X < (b.X-a.X)*(p.Y-a.Y)/(b.Y-a.Y)+a.X {
			in = !in
		}
	}
	return in
}

// onOutline reports whether both ends and the midpoint of s lie on the
// polygon's boundary (within a small tolerance relative to the polygon size).
func onOutline(pts []topology.Point, s topology.Segment) bool {
	size := 0.0
	for i := range pts {
		size = math.Max(size, topology.Dist(pts[i], pts[(i+1)%len(pts)]))
	}
	tol := 1e-6 + 0.02*size
	for _, p := range []topology.Point{s.A, s.B, midpoint(s)} {
		best := math.Inf(1)
		for i := range pts {
			best = math.Min(best, distToSegment(p, pts[i], pts[(i+1)%len(pts)]))
		}
		if best > tol {
			return false
		}
	}
	return true
}

// SmallSpecs returns a small grid of every kind by name, for tests that
// draw or write each kind once.
func SmallSpecs() map[string]topology.Spec {
	return map[string]topology.Spec{
		"rect":     {Kind: "rect", Width: 9, Height: 6},
		"hex":      {Kind: "hex", Width: 7, Height: 5},
		"tri":      {Kind: "tri", Width: 9, Height: 5},
		"polar":    {Kind: "polar", Rings: 5},
		"planar":   {Kind: "planar", Width: 10, Height: 7, Cells: 60, Seed: 2, Layout: "poisson"},
		"mask":     {Kind: "mask", Width: 14, Height: 12, Base: "rect", Shape: "heart"},
		"weave":    {Kind: "weave", Base: "rect", Width: 9, Height: 6},
		"torus":    {Kind: "torus", Width: 9, Height: 6, Wrap: "x"},
		"hextorus": {Kind: "hextorus", Width: 7, Height: 6, Wrap: "x"},
		"3d":       {Kind: "3d", Width: 5, Height: 4, Floors: 3},
		"cube":     {Kind: "cube", Width: 4, Height: 4},
	}
}
