package topology

import "testing"

// TestPolarRingOf checks the block table against a binary search.
func TestPolarRingOf(t *testing.T) {
	for _, rings := range []int{1, 2, 9, 100, 700} {
		p, err := NewPolar(rings)
		if err != nil {
			t.Fatal(err)
		}
		plain := *p
		plain.blockRing = nil
		for c := 0; c < p.NumCells(); c++ {
			r, i := p.RingOf(c)
			if wr, wi := plain.RingOf(c); r != wr || i != wi {
				t.Fatalf("rings %d: RingOf(%d) = %d,%d, want %d,%d", rings, c, r, i, wr, wi)
			}
		}
	}
}
