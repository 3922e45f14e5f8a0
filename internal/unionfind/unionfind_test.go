package unionfind_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/internal/unionfind"
)

// TestAgainstLabels checks Find and Union against a slow reference that
// relabels every member on each union, for random unions.
func TestAgainstLabels(t *testing.T) {
	for seed := range uint64(20) {
		rng := rand.New(rand.NewPCG(seed, 1))
		n := 1 + rng.IntN(60)
		s := unionfind.New(n)
		label := make([]int32, n) // the smallest member of each set
		for i := range label {
			label[i] = int32(i)
		}
		for range 2 * n {
			a, b := int32(rng.IntN(n)), int32(rng.IntN(n))
			apart := label[a] != label[b]
			if got := s.Union(a, b); got != apart {
				t.Fatalf("seed %d: Union(%d, %d) = %v, want %v", seed, a, b, got, apart)
			}
			if apart {
				from, to := max(label[a], label[b]), min(label[a], label[b])
				for i := range label {
					if label[i] == from {
						label[i] = to
					}
				}
			}
			for x := range int32(n) {
				if got := s.Find(x); got != label[x] {
					t.Fatalf("seed %d: Find(%d) = %d, want %d", seed, x, got, label[x])
				}
			}
		}
	}
}

func Example() {
	s := unionfind.New(6)
	s.Union(4, 2)
	s.Union(5, 4)
	fmt.Println(s.Find(5), s.Find(3), s.Union(2, 5))
	// Output: 2 3 false
}
