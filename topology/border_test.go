package topology

import (
	"slices"
	"testing"
)

// TestAppendBorderCells checks the fast border listings against a scan of
// every cell.
func TestAppendBorderCells(t *testing.T) {
	var grids []Grid
	for _, wh := range [][2]int{{1, 1}, {1, 5}, {5, 1}, {2, 2}, {7, 4}} {
		r, _ := NewRect(wh[0], wh[1])
		grids = append(grids, r)
		if tr, err := NewTri(wh[0], wh[1]); err == nil {
			grids = append(grids, tr)
		}
	}
	for _, n := range []int{1, 2, 5} {
		p, _ := NewPolar(n)
		grids = append(grids, p)
	}
	for _, g := range grids {
		var want []int
		var buf []Segment
		for c := 0; c < g.NumCells(); c++ {
			if buf = g.Border(c, buf[:0]); len(buf) > 0 {
				want = append(want, c)
			}
		}
		if got := AppendBorderCells(g, nil); !slices.Equal(got, want) {
			t.Errorf("%+v: got %v, want %v", g.Spec(), got, want)
		}
	}
}
