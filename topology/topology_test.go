package topology_test

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/topology"
	"github.com/mazekit/mazekit/topology/topologytest"
)

func TestRectSuite(t *testing.T) {
	for _, s := range [][2]int{{1, 1}, {1, 5}, {5, 1}, {2, 2}, {7, 4}, {16, 9}} {
		g, err := topology.NewRect(s[0], s[1])
		if err != nil {
			t.Fatal(err)
		}
		topologytest.Check(t, g)
	}
}

func TestHexSuite(t *testing.T) {
	for _, flat := range []bool{false, true} {
		for _, s := range [][2]int{{1, 1}, {1, 4}, {4, 1}, {2, 2}, {5, 4}, {9, 9}, {8, 7}} {
			g, err := topology.NewHex(s[0], s[1], flat)
			if err != nil {
				t.Fatal(err)
			}
			topologytest.Check(t, g)
		}
		for r := 1; r <= 5; r++ {
			g, err := topology.NewHexagon(r, flat)
			if err != nil {
				t.Fatal(err)
			}
			if want := 3*r*(r+1) + 1; g.NumCells() != want {
				t.Errorf("hexagon radius %d: %d cells, want %d", r, g.NumCells(), want)
			}
			topologytest.Check(t, g)
		}
	}
}

func TestRectNumbering(t *testing.T) {
	g, _ := topology.NewRect(4, 3)
	if g.NumCells() != 12 || g.NumEdges() != 3*3+4*2 {
		t.Fatalf("4x3: %d cells %d edges, want 12 and 17", g.NumCells(), g.NumEdges())
	}
	if a, b := g.Ends(g.EastEdge(2, 1)); a != 6 || b != 7 {
		t.Errorf("EastEdge(2,1) joins %d,%d, want 6,7", a, b)
	}
	if a, b := g.Ends(g.SouthEdge(3, 0)); a != 3 || b != 7 {
		t.Errorf("SouthEdge(3,0) joins %d,%d, want 3,7", a, b)
	}
}

func TestHexNeighbours(t *testing.T) {
	// Pointy tops, odd rows shifted right: cell (col 1, row 1) = 6 in a 5-wide grid.
	g, _ := topology.NewHex(5, 4, false)
	got := map[int]bool{}
	for _, nb := range g.Neighbors(6, nil) {
		got[nb.Cell] = true
	}
	// Row 1 is shifted right, so its upper neighbours are cols 1 and 2 of row 0.
	for _, want := range []int{1, 2, 5, 7, 11, 12} {
		if !got[want] {
			t.Errorf("cell 6 lacks neighbour %d (got %v)", want, got)
		}
	}
	if len(got) != 6 {
		t.Errorf("cell 6 has %d neighbours, want 6", len(got))
	}
	// Even row 2, col 1 = 11: upper neighbours are cols 0 and 1 of row 1.
	got = map[int]bool{}
	for _, nb := range g.Neighbors(11, nil) {
		got[nb.Cell] = true
	}
	for _, want := range []int{5, 6, 10, 12, 15, 16} {
		if !got[want] {
			t.Errorf("cell 11 lacks neighbour %d (got %v)", want, got)
		}
	}
}

func TestBadSizes(t *testing.T) {
	tests := []struct {
		name string
		spec topology.Spec
	}{
		{"zero rect", topology.Spec{Kind: "rect", Width: 0, Height: 4}},
		{"negative rect", topology.Spec{Kind: "rect", Width: -1, Height: 4}},
		{"huge rect", topology.Spec{Kind: "rect", Width: 1 << 20, Height: 1 << 20}},
		{"zero hex", topology.Spec{Kind: "hex", Width: 3, Height: 0}},
		{"huge hexagon", topology.Spec{Kind: "hex", Radius: 100000}},
		{"unknown kind", topology.Spec{Kind: "dodecahedron"}},
	}
	for _, tt := range tests {
		if _, err := topology.Build(tt.spec); err == nil {
			t.Errorf("%s: Build accepted %+v", tt.name, tt.spec)
		}
	}
}

func FuzzNewHex(f *testing.F) {
	f.Add(3, 4, false, 0)
	f.Add(1, 1, true, 2)
	f.Fuzz(func(t *testing.T, w, h int, flat bool, r int) {
		if w*h > 400 || w > 400 || h > 400 || r > 8 {
			t.Skip()
		}
		var g *topology.Hex
		var err error
		if r != 0 {
			g, err = topology.NewHexagon(r, flat)
		} else {
			g, err = topology.NewHex(w, h, flat)
		}
		if err != nil {
			return
		}
		topologytest.Check(t, g)
	})
}

func TestTriSuite(t *testing.T) {
	for _, s := range [][2]int{{1, 1}, {1, 2}, {2, 1}, {2, 5}, {5, 4}, {8, 7}, {9, 6}} {
		g, err := topology.NewTri(s[0], s[1])
		if err != nil {
			t.Fatal(err)
		}
		topologytest.Check(t, g)
	}
	// One triangle wide, the column falls apart below row 1: refused.
	for _, h := range []int{3, 4, 9} {
		if _, err := topology.NewTri(1, h); err == nil {
			t.Errorf("tri 1x%d (not connected) was accepted", h)
		}
	}
	g, _ := topology.NewTri(4, 2)
	// 3 row pairs per row, plus the bases: up triangles of row 0 are x=0,2.
	if g.NumEdges() != 3*2+2 {
		t.Errorf("4x2 tri has %d edges, want 8", g.NumEdges())
	}
}

func TestPolarSuite(t *testing.T) {
	for _, rings := range []int{1, 2, 3, 6, 10} {
		g, err := topology.NewPolar(rings)
		if err != nil {
			t.Fatal(err)
		}
		topologytest.Check(t, g)
	}
	g, _ := topology.NewPolar(3)
	// Ring 1: 6 cells; ring 2: width 2π·2/6 ≈ 2.1 → 12; ring 3: 2π·3/12 ≈ 1.6 → 24.
	if g.NumCells() != 1+6+12+24 {
		t.Errorf("3 rings: %d cells, want 43", g.NumCells())
	}
	if _, err := topology.NewPolar(0); err == nil {
		t.Error("NewPolar accepted 0 rings")
	}
}

func TestMaskSuite(t *testing.T) {
	for _, s := range []topology.Spec{
		{Kind: "mask", Base: "rect", Width: 20, Height: 16, Shape: "heart"},
		{Kind: "mask", Base: "hex", Width: 18, Height: 16, Shape: "circle"},
		{Kind: "mask", Base: "tri", Width: 30, Height: 16, Shape: "star"},
	} {
		g, err := topology.Build(s)
		if err != nil {
			t.Fatalf("%+v: %v", s, err)
		}
		topologytest.Check(t, g)
	}
	// Two blobs: the smaller is dropped and counted.
	base, _ := topology.NewRect(10, 4)
	m, err := topology.NewMask(base, func(p topology.Point) bool { return p.X < 3 || p.X > 6 && p.Y < 2 })
	if err != nil {
		t.Fatal(err)
	}
	if m.NumCells() != 12 || m.Dropped() != 8 {
		t.Errorf("mask kept %d and dropped %d, want 12 and 8", m.NumCells(), m.Dropped())
	}
	for _, s := range []topology.Spec{
		{Kind: "mask", Width: 10, Height: 10, Shape: "blob"},
		{Kind: "mask", Width: 10, Height: 10},
		{Kind: "mask", Width: 10, Height: 10, Shape: "heart", Text: "A"},
		{Kind: "mask", Base: "polar", Width: 10, Height: 10, Shape: "heart"},
		{Kind: "mask", Width: 10, Height: 10, Image: "/nonexistent.png"},
		{Kind: "mask", Width: 10, Height: 10, Text: "HI"},
	} {
		if _, err := topology.Build(s); err == nil {
			t.Errorf("Build accepted %+v", s)
		}
	}
	if _, err := topology.Build(topology.Spec{Kind: "mask", Width: 10, Height: 10, Text: "HI"}); !errors.Is(err, topology.ErrNeedsShaper) {
		t.Errorf("Build of a text mask: got %v, want ErrNeedsShaper (topology reads no fonts)", err)
	}
}

func polyArea(p []topology.Point) float64 {
	a := 0.0
	for i := range p {
		q := p[(i+1)%len(p)]
		a += p[i].X*q.Y - q.X*p[i].Y
	}
	return a / 2
}

func TestPlanar(t *testing.T) {
	for _, s := range []topology.Spec{
		{Kind: "planar", Width: 12, Height: 8, Cells: 90, Seed: 1},
		{Kind: "planar", Width: 10, Height: 10, Cells: 150, Seed: 2, Layout: "uniform"},
		{Kind: "planar", Width: 3, Height: 2, Cells: 2, Seed: 3},
	} {
		g, err := topology.Build(s)
		if err != nil {
			t.Fatal(err)
		}
		topologytest.Check(t, g)
		if g.NumCells() != s.Cells {
			t.Errorf("%+v: %d cells", s, g.NumCells())
		}
		// Cells are inside the rectangle and tile it (a collapsed short side
		// can leave a cell slightly concave).
		total := 0.0
		for c := 0; c < g.NumCells(); c++ {
			p := g.Outline(c, nil)
			a := polyArea(p)
			if a <= 0 {
				t.Fatalf("cell %d has area %v (not counter-clockwise or empty)", c, a)
			}
			for i := range p {
				if p[i].X < -1e-9 || p[i].Y < -1e-9 || p[i].X > float64(s.Width)+1e-9 || p[i].Y > float64(s.Height)+1e-9 {
					t.Fatalf("cell %d corner %v outside the rectangle", c, p[i])
				}
			}
			total += a
		}
		if want := float64(s.Width * s.Height); math.Abs(total-want) > 1e-9*want {
			t.Errorf("%+v: cells cover %.12f, rectangle is %v", s, total, want)
		}
	}
}

// TestPlanarBruteForce compares neighbours with the definition: two sites
// are Voronoi neighbours when the midpoint region of their bisector inside
// the rectangle has points closer to them than to any other site.
func TestPlanarBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for trial := 0; trial < 20; trial++ {
		n := 3 + trial
		var pts []topology.Point
		for i := 0; i < n; i++ {
			pts = append(pts, topology.Point{X: rng.Float64() * 10, Y: rng.Float64() * 10})
		}
		g, err := topology.NewPlanarPoints(pts, 10, 10)
		if err != nil {
			t.Fatal(err)
		}
		area := make([]float64, n)
		for c := range area {
			area[c] = polyArea(g.Outline(c, nil))
		}
		adj := map[[2]int]bool{}
		for e := 0; e < g.NumEdges(); e++ {
			a, b := g.Ends(e)
			adj[[2]int{a, b}] = true
		}
		for a := 0; a < n; a++ {
			for b := a + 1; b < n; b++ {
				// Sample the bisector inside the rectangle densely.
				want := false
				p, q := pts[a], pts[b]
				mx, my := (p.X+q.X)/2, (p.Y+q.Y)/2
				dx, dy := -(q.Y - p.Y), q.X-p.X
				l := math.Hypot(dx, dy)
				dx, dy = dx/l, dy/l
				shared := 0.0 // the length of their side, sampled
				for s := -15.0; s <= 15; s += 0.002 {
					x, y := mx+s*dx, my+s*dy
					if x < 0 || y < 0 || x > 10 || y > 10 {
						continue
					}
					d := math.Hypot(x-p.X, y-p.Y)
					ok := true
					for c := 0; c < n && ok; c++ {
						if c != a && c != b && math.Hypot(x-pts[c].X, y-pts[c].Y) < d-1e-9 {
							ok = false
						}
					}
					if ok {
						want = true
						shared += 0.002
					}
				}
				if want && !adj[[2]int{a, b}] && shared < topology.MinSideRatio*math.Sqrt(min(area[a], area[b]))*1.2 {
					continue // a side too short to pass, collapsed (the limit is on the areas before collapsing, which differ by slivers)
				}
				if want != adj[[2]int{a, b}] {
					t.Fatalf("trial %d: sites %d and %d: neighbours %v, brute force %v (side %.3f, areas %.3f %.3f)", trial, a, b, adj[[2]int{a, b}], want, shared, area[a], area[b])
				}
			}
		}
	}
}

func TestPlanarDegenerate(t *testing.T) {
	// A square lattice: four sites on every circle, collinear rows, and a
	// duplicate.
	var pts []topology.Point
	for y := 0; y < 5; y++ {
		for x := 0; x < 6; x++ {
			pts = append(pts, topology.Point{X: float64(x) + 0.5, Y: float64(y) + 0.5})
		}
	}
	pts = append(pts, pts[7])
	g, err := topology.NewPlanarPoints(pts, 6, 5)
	if err != nil {
		t.Fatal(err)
	}
	if g.NumCells() != 30 || g.NumEdges() != 5*5+6*4 {
		t.Errorf("lattice: %d cells %d edges, want 30 and 49 (no diagonal neighbours)", g.NumCells(), g.NumEdges())
	}
	topologytest.CheckGeometry(t, g)
	collinear := []topology.Point{{1, 1}, {2, 1}, {3, 1}, {4, 1}}
	if g, err := topology.NewPlanarPoints(collinear, 5, 2); err != nil || g.NumEdges() != 3 {
		t.Errorf("collinear sites: %v edges, err %v; want 3", g.NumEdges(), err)
	}
}

// BenchmarkPlanar100k builds a planar grid of 100 000 cells.
func BenchmarkPlanar100k(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := topology.Build(topology.Spec{Kind: "planar", Width: 400, Height: 250, Cells: 100000, Seed: uint64(i)}); err != nil {
			b.Fatal(err)
		}
	}
}

func TestMesh(t *testing.T) {
	for _, s := range []topology.Spec{
		{Kind: "planar", Width: 12, Height: 8, Cells: 120, Seed: 1, Layout: "triangles"},
		{Kind: "planar", Width: 10, Height: 10, Cells: 60, Seed: 4, Layout: "triangles"},
		{Kind: "planar", Width: 30, Height: 20, Cells: 2000, Seed: 5, Layout: "triangles"},
	} {
		g, err := topology.Build(s)
		if err != nil {
			t.Fatal(err)
		}
		topologytest.Check(t, g)
		total := 0.0
		for c := 0; c < g.NumCells(); c++ {
			total += math.Abs(polyArea(g.Outline(c, nil)))
		}
		if want := float64(s.Width * s.Height); math.Abs(total-want) > 1e-9*want {
			t.Errorf("%+v: triangles cover %v of %v", s, total, want)
		}
		// Delaunay: no site lies inside any triangle's circumcircle.
		if s.Cells <= 120 {
			var pts []topology.Point
			seen := map[topology.Point]bool{}
			for c := 0; c < g.NumCells(); c++ {
				for _, p := range g.Outline(c, nil) {
					if !seen[p] {
						seen[p] = true
						pts = append(pts, p)
					}
				}
			}
			for c := 0; c < g.NumCells(); c++ {
				o := g.Outline(c, nil)
				ax, ay := o[0].X, o[0].Y
				bx, by := o[1].X, o[1].Y
				cx, cy := o[2].X, o[2].Y
				d := 2 * (ax*(by-cy) + bx*(cy-ay) + cx*(ay-by))
				ux := ((ax*ax+ay*ay)*(by-cy) + (bx*bx+by*by)*(cy-ay) + (cx*cx+cy*cy)*(ay-by)) / d
				uy := ((ax*ax+ay*ay)*(cx-bx) + (bx*bx+by*by)*(ax-cx) + (cx*cx+cy*cy)*(bx-ax)) / d
				r := math.Hypot(ax-ux, ay-uy)
				for _, p := range pts {
					if math.Hypot(p.X-ux, p.Y-uy) < r*(1-1e-9) {
						t.Fatalf("site %v inside the circumcircle of triangle %d", p, c)
					}
				}
			}
		}
	}
}

func TestRectDivision(t *testing.T) {
	for _, w := range []int{1, 2, 3, 7, 1000, 2047, 4096, 65535} {
		g, _ := topology.NewRect(w, 3)
		for _, c := range []int{0, 1, w - 1, w, w + 1, 2*w + w/2, 3*w - 1} {
			if x, y := g.XY(c); x != c%w || y != c/w {
				t.Fatalf("w=%d: XY(%d) = %d,%d, want %d,%d", w, c, x, y, c%w, c/w)
			}
		}
	}
	big, _ := topology.NewRect(8191, 8191)
	for c := big.NumCells() - 1; c > big.NumCells()-100000; c -= 7 {
		if x, y := big.XY(c); x != c%8191 || y != c/8191 {
			t.Fatalf("XY(%d) wrong", c)
		}
	}
	// A Rect built as a literal divides the slow way, correctly.
	lit := &topology.Rect{W: 5, H: 5}
	if x, y := lit.XY(13); x != 3 || y != 2 {
		t.Fatalf("literal Rect XY(13) = %d,%d", x, y)
	}
}

// BenchmarkPlanar1M builds the largest planar grid, a million cells.
func BenchmarkPlanar1M(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := topology.Build(topology.Spec{Kind: "planar", Width: 1250, Height: 800, Cells: 1000000, Seed: uint64(i)}); err != nil {
			b.Fatal(err)
		}
	}
}
