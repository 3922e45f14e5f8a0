package topology

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestTriangulateDelaunay checks the triangulation of random points: every
// point is in it, the triangles cover the hull once (their areas add up to
// the hull's), half-edges pair up, and no point lies inside any triangle's
// circumcircle.
func TestTriangulateDelaunay(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{3, 4, 10, 100, 700} {
		pts := make([]Point, n)
		for i := range pts {
			pts[i] = Point{rng.Float64() * 10, rng.Float64() * 7}
		}
		tr, ok := triangulate(pts)
		if !ok {
			t.Fatalf("n=%d: a point was left out", n)
		}
		nt := len(tr.tri) / 3
		area := 0.0
		for k := range nt {
			a, b, c := pts[tr.tri[3*k]], pts[tr.tri[3*k+1]], pts[tr.tri[3*k+2]]
			area += math.Abs(cross3(a, b, c)) / 2
			cc := circumcentre(a, b, c)
			r2 := dist2(cc, a)
			for i, p := range pts {
				if dist2(cc, p) < r2*(1-1e-9) {
					t.Fatalf("n=%d: point %d inside the circumcircle of triangle %d", n, i, k)
				}
			}
		}
		for e, o := range tr.twin {
			if o >= 0 && (tr.twin[o] != int32(e) || tr.tri[o] != tr.tri[nextHalf(int32(e))]) {
				t.Fatalf("n=%d: half-edges %d and %d do not pair", n, e, o)
			}
		}
		var hull []Point
		for i, on := range tr.hull {
			if on {
				hull = append(hull, pts[i])
			}
		}
		if want := convexHullArea(hull); math.Abs(area-want) > 1e-9*want {
			t.Errorf("n=%d: triangles cover %v, hull is %v", n, area, want)
		}
	}
}

// convexHullArea returns the area of the convex hull of pts (monotone
// chain).
func convexHullArea(pts []Point) float64 {
	p := slices.Clone(pts)
	slices.SortFunc(p, func(a, b Point) int {
		if a.X != b.X {
			if a.X < b.X {
				return -1
			}
			return 1
		}
		if a.Y < b.Y {
			return -1
		}
		return 1
	})
	var h []Point
	for pass := 0; pass < 2; pass++ {
		start := len(h)
		for _, q := range p {
			for len(h) >= start+2 && cross3(h[len(h)-2], h[len(h)-1], q) <= 0 {
				h = h[:len(h)-1]
			}
			h = append(h, q)
		}
		h = h[:len(h)-1]
		slices.Reverse(p)
	}
	return math.Abs(polygonArea(h))
}

// TestCellsFromTriangulationMatchClipping builds the same sites' cells
// both ways, from the triangulation and by clipping, and checks they have
// the same sides towards the same neighbours with the same corners.
func TestCellsFromTriangulationMatchClipping(t *testing.T) {
	for _, s := range []Spec{
		{Width: 40, Height: 25, Cells: 1000, Seed: 3, Layout: "poisson"},
		{Width: 30, Height: 30, Cells: 900, Seed: 4, Layout: "uniform"},
	} {
		w, h := float64(s.Width), float64(s.Height)
		rng := NewLayoutRand(s.Seed)
		var pts []Point
		if s.Layout == "poisson" {
			pts = blueNoise(s.Cells, w, h, rng)
		} else {
			for range s.Cells {
				pts = append(pts, Point{rng.Float64() * w, rng.Float64() * h})
			}
		}
		eps := 1e-9 * max(w, h)
		a := &Planar{w: w, h: h, sites: pts, polyOff: make([]int32, len(pts)+1)}
		b := &Planar{w: w, h: h, sites: pts, polyOff: make([]int32, len(pts)+1)}
		tr, ok := triangulate(pts)
		if !ok {
			t.Fatalf("%s: a point was left out of the triangulation", s.Layout)
		}
		a.cellsFromTriangulation(tr, eps)
		b.cellsByClipping(eps)
		for c := range pts {
			pa, pb := a.verts[a.polyOff[c]:a.polyOff[c+1]], b.verts[b.polyOff[c]:b.polyOff[c+1]]
			la, lb := a.side[a.polyOff[c]:a.polyOff[c+1]], b.side[b.polyOff[c]:b.polyOff[c+1]]
			if len(pa) != len(pb) {
				t.Fatalf("%s: cell %d has %d corners from the triangulation, %d by clipping", s.Layout, c, len(pa), len(pb))
			}
			// Same cycle, perhaps from another corner.
			k := slices.IndexFunc(pb, func(p Point) bool { return Dist(p, pa[0]) < 1e-9 })
			if k < 0 {
				t.Fatalf("%s: cell %d: corner %v not found by clipping", s.Layout, c, pa[0])
			}
			for v := range pa {
				u := (v + k) % len(pb)
				if Dist(pa[v], pb[u]) > 1e-9 || la[v] != lb[u] {
					t.Fatalf("%s: cell %d corner %d: %v towards %d, clipping gives %v towards %d", s.Layout, c, v, pa[v], la[v], pb[u], lb[u])
				}
			}
		}
	}
}

// BenchmarkDelaunay1M triangulates a million uniform random points: the
// reference the planar grid's build time is measured against.
func BenchmarkDelaunay1M(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 1))
	pts := make([]Point, 1_000_000)
	for i := range pts {
		pts[i] = Point{rng.Float64() * 1250, rng.Float64() * 800}
	}
	b.ResetTimer()
	for range b.N {
		if _, ok := triangulate(pts); !ok {
			b.Fatal("a point was left out")
		}
	}
}

// TestFewCellsClipped checks that nearly every cell of a big planar grid
// comes straight from the triangulation: only cells near the rectangle's
// edge (a few times √n of them) are clipped, which is what keeps the build
// near a bare triangulation's time.
func TestFewCellsClipped(t *testing.T) {
	const n = 40000
	pts := blueNoise(n, 250, 160, NewLayoutRand(7))
	tr, ok := triangulate(pts)
	if !ok {
		t.Fatal("a site was left out of the triangulation")
	}
	g := &Planar{w: 250, h: 160, sites: pts, polyOff: make([]int32, n+1)}
	clipped := g.cellsFromTriangulation(tr, 1e-9*250)
	if limit := 8 * int(math.Sqrt(n)); clipped > limit {
		t.Errorf("%d of %d cells clipped, want at most %d (the cells along the edge)", clipped, n, limit)
	}
}
