//go:build !js || !wasm

package puzzle

import (
	"testing"
)

// TestBoxDeepHome checks that a puzzle box closes only at the end of a way
// through the maze's deepest part: the nub's way to the closed position is
// at least MinBoxDepth of the longest way it can go into the maze.
func TestBoxDeepHome(t *testing.T) {
	o := DefaultBox()
	seeds := 10
	if testing.Short() {
		seeds = 3
	}
	for seed := range uint64(seeds) {
		o.Seed = seed + 1
		b, err := Box(o)
		if err != nil {
			t.Fatal(err)
		}
		closing, longest := b.Travel()
		if closing < MinBoxDepth*longest {
			t.Errorf("seed %d: the way to the closed position is %.0f mm, the longest way in %.0f mm", o.Seed, closing, longest)
		}
		t.Logf("seed %d: %d×%d cells and a pocket; closes in one place, %.0f mm of nub travel from the rim; longest way in %.0f mm (%.2f)",
			o.Seed, b.Plan.Columns, b.Plan.Rows-1, closing, longest, closing/longest)
	}
}
