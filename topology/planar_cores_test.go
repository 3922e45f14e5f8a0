package topology

import (
	"runtime"
	"slices"
	"testing"
)

// TestPlanarSameOnEveryCore builds planar grids big enough to be built in
// parts on two cores with GOMAXPROCS 1 and 2 and checks that every corner,
// side and edge is the same.
func TestPlanarSameOnEveryCore(t *testing.T) {
	for _, s := range []Spec{
		{Kind: "planar", Width: 200, Height: 150, Cells: 3 * parallelCells / 2, Seed: 4},
		{Kind: "planar", Width: 90, Height: 160, Cells: 2 * parallelCells, Seed: 8, Layout: "uniform"},
	} {
		var grids [2]*Planar
		for k, procs := range []int{1, 2} {
			func() {
				defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
				g, err := NewPlanar(s)
				if err != nil {
					t.Fatal(err)
				}
				grids[k] = g
			}()
		}
		a, b := grids[0], grids[1]
		switch {
		case !slices.Equal(a.sites, b.sites):
			t.Errorf("%s: sites differ", s.Layout)
		case !slices.Equal(a.polyOff, b.polyOff):
			t.Errorf("%s: cell sizes differ", s.Layout)
		case !slices.Equal(a.verts, b.verts):
			t.Errorf("%s: corners differ", s.Layout)
		case !slices.Equal(a.side, b.side):
			t.Errorf("%s: sides differ", s.Layout)
		case !slices.Equal(a.ends, b.ends) || !slices.Equal(a.wallAt, b.wallAt):
			t.Errorf("%s: edges differ", s.Layout)
		case !slices.Equal(a.nbCell, b.nbCell) || !slices.Equal(a.nbEdge, b.nbEdge):
			t.Errorf("%s: neighbour lists differ", s.Layout)
		}
	}
}
