package pattern

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// A board size no sub-seed can fill fails with one short line that sums up
// the reasons instead of listing every sub-seed.
func TestNewPuzzleFailureIsOneShortLine(t *testing.T) {
	rule, err := ParseRule("B3/S12345")
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = NewPuzzle(100, 100, rule, &PuzzleOptions{Attempts: 12}, func(k int) *rand.Rand {
		return rand.New(rand.NewPCG(7, uint64(k)))
	})
	if err == nil {
		t.Fatal("a 100x100 Maze board passed; pick a board that fails for this test")
	}
	msg := err.Error()
	if strings.Contains(msg, "\n") || len(msg) > 300 || strings.Contains(msg, "sub-seed 0") {
		t.Errorf("want one short summary line, got %d bytes: %s", len(msg), msg)
	}
	for _, want := range []string{"none of 12 sub-seeds", "100x100", "with ", "try a smaller board"} {
		if !strings.Contains(msg, want) {
			t.Errorf("message %q lacks %q", msg, want)
		}
	}
}
