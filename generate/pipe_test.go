package generate

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestPipeRows checks that piped rows arrive in order with the same walls
// as rows taken directly, and that a sink error stops the generator.
func TestPipeRows(t *testing.T) {
	const w, h = 37, 300
	var direct, piped [][]bool
	EllerRows(w, h, rand.New(rand.NewPCG(5, 6)), func(y int, east, south []bool) error {
		direct = append(direct, slices.Clone(east), slices.Clone(south))
		return nil
	})
	next := 0
	err := PipeRows(w, func(emit func(int, []bool, []bool) error) error {
		return EllerRows(w, h, rand.New(rand.NewPCG(5, 6)), emit)
	}, func(y int, east, south []bool) error {
		if y != next {
			t.Fatalf("row %d arrived when %d was due", y, next)
		}
		next++
		piped = append(piped, slices.Clone(east), slices.Clone(south))
		return nil
	})
	if err != nil || len(piped) != len(direct) {
		t.Fatalf("PipeRows: %v, %d rows, want %d", err, len(piped)/2, len(direct)/2)
	}
	for i := range direct {
		if !slices.Equal(direct[i], piped[i]) {
			t.Fatalf("row %d differs when piped", i/2)
		}
	}
	stop := errors.New("full")
	err = PipeRows(w, func(emit func(int, []bool, []bool) error) error {
		return EllerRows(w, 1_000_000, rand.New(rand.NewPCG(5, 6)), emit)
	}, func(y int, _, _ []bool) error {
		if y == 100 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) {
		t.Errorf("sink error: got %v, want it returned", err)
	}
}
