package topology_test

import (
	"math"
	"testing"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
	"github.com/mazekit/mazekit/topology/topologytest"
)

// leftToRight returns a spacing that goes from lo at the left side of a w-wide
// rectangle to hi at its right.
func leftToRight(w, lo, hi float64) func(topology.Point) float64 {
	return func(p topology.Point) float64 { return lo + (hi-lo)*p.X/w }
}

func TestPlanarSpacedSuite(t *testing.T) {
	for _, tc := range []struct {
		w, h, lo, hi float64
	}{{12, 8, 0.5, 3}, {5, 5, 0.3, 0.3}, {1, 1, 2, 2}, {30, 2, 0.25, 6}} {
		g, err := topology.NewPlanarSpaced(topology.Spec{Kind: "planar", Seed: 3}, tc.w, tc.h, leftToRight(tc.w, tc.lo, tc.hi), tc.lo)
		if err != nil {
			t.Fatal(err)
		}
		topologytest.CheckGeometry(t, g)
		if g.NumCells() < 2 {
			t.Errorf("%gx%g: %d cells, want at least 2", tc.w, tc.h, g.NumCells())
		}
	}
}

// TestPlanarSpacedDensity checks that the sites follow the spacing: no two
// closer than the smallest spacing, and many more on the dense side.
func TestPlanarSpacedDensity(t *testing.T) {
	const w, h = 40.0, 20.0
	g, err := topology.NewPlanarSpaced(topology.Spec{Kind: "planar", Seed: 9}, w, h, leftToRight(w, 0.4, 2), 0.4)
	if err != nil {
		t.Fatal(err)
	}
	sites := g.Sites()
	var leftN, rightN int
	for i, p := range sites {
		if p.X < w/4 {
			leftN++
		} else if p.X > 3*w/4 {
			rightN++
		}
		for _, q := range sites[:i] {
			if d := topology.Dist(p, q); d < 0.4 {
				t.Fatalf("sites %v and %v are %.3f apart, want at least 0.4", p, q, d)
			}
		}
	}
	// Spacing about 0.6 against 1.8: about nine times as many sites.
	if leftN < 5*rightN {
		t.Errorf("%d sites in the dense quarter and %d in the sparse one, want at least five times as many", leftN, rightN)
	}
	if got := g.Spec().Cells; got != len(sites) {
		t.Errorf("Spec().Cells = %d, want %d", got, len(sites))
	}
}

func TestPlanarSpacedSameSeed(t *testing.T) {
	build := func(seed uint64) []topology.Point {
		g, err := topology.NewPlanarSpaced(topology.Spec{Kind: "planar", Seed: seed}, 10, 10, leftToRight(10, 0.3, 1), 0.3)
		if err != nil {
			t.Fatal(err)
		}
		return g.Sites()
	}
	a, b, c := build(1), build(1), build(2)
	if len(a) != len(b) {
		t.Fatalf("same seed: %d and %d sites", len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("same seed: site %d at %v and %v", i, a[i], b[i])
		}
	}
	if len(a) == len(c) && a[0] == c[0] {
		t.Error("seeds 1 and 2 gave the same sites")
	}
}

func TestPlanarSpacedBad(t *testing.T) {
	one := func(topology.Point) float64 { return 1 }
	for _, tc := range []struct {
		name      string
		w, h, min float64
		spacing   func(topology.Point) float64
		wantField string
	}{
		{"zero width", 0, 5, 1, one, "size"},
		{"NaN height", 5, math.NaN(), 1, one, "size"},
		{"zero spacing", 5, 5, 0, one, "spacing"},
		{"too many cells", 5000, 5000, 0.1, one, "size"},
		{"NaN spacing values", 5, 5, 0.5, func(topology.Point) float64 { return math.NaN() }, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := topology.NewPlanarSpaced(topology.Spec{Kind: "planar"}, tc.w, tc.h, tc.spacing, tc.min)
			if tc.wantField == "" {
				if err != nil {
					t.Fatalf("got %v, want a grid", err)
				}
				return
			}
			pe, ok := param.As(err)
			if !ok || pe.Field != tc.wantField {
				t.Fatalf("got %v, want an error for %s", err, tc.wantField)
			}
		})
	}
}
