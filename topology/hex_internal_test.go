package topology

import (
	"slices"
	"testing"
)

// TestHexUniformNeighbors checks the offset shape's arithmetic neighbours
// against the general per-row lookup, order included.
func TestHexUniformNeighbors(t *testing.T) {
	for _, s := range [][2]int{{1, 1}, {1, 5}, {5, 1}, {2, 2}, {3, 4}, {7, 6}, {10, 11}} {
		for _, flat := range []bool{false, true} {
			x, err := NewHex(s[0], s[1], flat)
			if err != nil {
				t.Fatal(err)
			}
			general := *x
			general.uniform, general.inv = false, 0
			for c := 0; c < x.NumCells(); c++ {
				got, want := x.Neighbors(c, nil), general.Neighbors(c, nil)
				if !slices.Equal(got, want) {
					t.Fatalf("%dx%d flat=%v cell %d: neighbours %v, want %v", s[0], s[1], flat, c, got, want)
				}
			}
		}
	}
}
