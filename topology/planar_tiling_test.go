package topology

import "testing"

// TestPlanarCellsTile checks that planar cells still tile the rectangle
// after their short and narrow sides are collapsed and widened: every side
// a cell has towards another is the same segment, the other way round, as
// a side of that cell towards it, so no two cells overlap or leave a gap
// where they meet (after collapses more cells than two steps reach can
// meet at one point). It also checks the cases once seen broken.
func TestPlanarCellsTile(t *testing.T) {
	type tc struct {
		w, h, cells int
		seed        uint64
	}
	cases := []tc{{10, 8, 100, 117}, {16, 12, 200, 2}, {16, 12, 300, 130}}
	seeds := uint64(600)
	if testing.Short() {
		seeds = 150
	}
	for seed := range seeds {
		cases = append(cases, tc{10, 8, 100, seed})
	}
	for _, layout := range []string{"uniform", "poisson"} {
		for _, k := range cases {
			g, err := NewPlanar(Spec{Kind: "planar", Width: k.w, Height: k.h, Cells: k.cells, Seed: k.seed, Layout: layout})
			if err != nil {
				t.Fatal(err)
			}
			if a, b, ok := g.unmatchedSide(1e-7 * float64(max(k.w, k.h))); !ok {
				t.Fatalf("%s %dx%d %d cells seed %d: cell %d's side towards cell %d is not that cell's side towards it",
					layout, k.w, k.h, k.cells, k.seed, a, b)
			}
		}
	}
}

// unmatchedSide returns a cell and a neighbour whose sides towards each
// other (longer than tol) differ, or false when there is none.
func (g *Planar) unmatchedSide(tol float64) (int32, int32, bool) {
	for a := range int32(g.NumCells()) {
		for v := g.polyOff[a]; v < g.polyOff[a+1]; v++ {
			b := g.side[v]
			p, q := g.verts[v], g.verts[g.next(int(a), v)]
			if b < 0 || dist2(p, q) <= tol*tol {
				continue
			}
			found := false
			for k := g.polyOff[b]; k < g.polyOff[b+1] && !found; k++ {
				found = g.side[k] == a && dist2(g.verts[k], q) <= tol*tol && dist2(g.verts[g.next(int(b), k)], p) <= tol*tol
			}
			if !found {
				return a, b, false
			}
		}
	}
	return 0, 0, true
}
