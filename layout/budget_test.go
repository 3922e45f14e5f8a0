package layout

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/budget"
)

// TestBudgetRefusesBeforePuzzles: a book over the memory budget is refused
// by Make itself (so every caller, the web page too, gets it) before any
// puzzle is made, with one line naming the book, the estimate and the limit.
func TestBudgetRefusesBeforePuzzles(t *testing.T) {
	spec, err := Parse([]byte("paper: 200x200in\nsections:\n  - count: 1000\n    size: 500x500\n  - count: 1000\n    size: 500x500\n"), "big.yaml")
	if err != nil {
		t.Fatal(err)
	}
	made := 0
	_, err = Make(context.Background(), spec, &Options{Progress: func(int, int) { made++ }})
	var be *budget.Error
	if !errors.As(err, &be) {
		t.Fatalf("Make = %v, want a *budget.Error", err)
	}
	if made != 0 {
		t.Errorf("%d puzzles made before the refusal", made)
	}
	msg := err.Error()
	if strings.Contains(msg, "\n") || !strings.HasPrefix(msg, "a book of 2000 puzzles (about 500000000 cells") || !strings.Contains(msg, "over the limit of 4.0 GB") {
		t.Errorf("message %q", msg)
	}
	// The same book fits a budget raised above its estimate (checked
	// without making it: the estimate alone).
	plan, _ := spec.Validate()
	if e := plan.Estimate(); e.Check(e.Memory) != nil || e.Check(e.Memory-1) == nil {
		t.Errorf("Check at the estimate itself: %v, one byte under: %v", e.Check(e.Memory), e.Check(e.Memory-1))
	}
}

// TestEstimatePDF holds a book's PDF size estimate within a factor of two
// of the file written, for books of each section kind.
func TestEstimatePDF(t *testing.T) {
	if testing.Short() {
		t.Skip("makes several books")
	}
	for _, y := range []string{
		"sections:\n  - count: 12\n    size: 30x30\n",
		"sections:\n  - count: 8\n    size: 20x20\n    grid: hex\n",
		"sections:\n  - count: 12\n    kind: cat\n    per_page: 4\n",
		"sections:\n  - count: 8\n    kind: labyrinth\n",
		"sections:\n  - count: 12\n    kind: 10print\n    size: 16x20\n",
		"sections:\n  - count: 8\n    kind: number-maze\n    size: 10x10\n",
		"sections:\n  - count: 8\n    kind: picture-maze\n",
		"sections:\n  - count: 6\n    kind: picture-maze\n    picture: [apple, rocket]\n    colors: 3\n    size: 24x24\n",
		"handout:\n  copies: 20\nsections:\n  - size: 15x15\n",
	} {
		spec, err := Parse([]byte("seed: 1\n"+y), "t.yaml")
		if err != nil {
			t.Fatal(err)
		}
		b, err := Make(context.Background(), spec, nil)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := b.WritePDF(context.Background(), &buf, nil); err != nil {
			t.Fatal(err)
		}
		est, real := float64(b.Plan.Estimate().PDF), float64(buf.Len())
		if est > 2*real || real > 2*est {
			t.Errorf("%q: PDF estimate %.0f KB, written %.0f KB: not within 2x", y, est/1024, real/1024)
		}
	}
}

// TestPageCapBeforePuzzles: a book that must have more pages than its
// trim allows is refused before any puzzle is made (it used to be refused
// after all 700 were).
func TestPageCapBeforePuzzles(t *testing.T) {
	spec, err := Parse([]byte("sections:\n  - count: 700\n    size: 40x40\n"), "many.yaml")
	if err != nil {
		t.Fatal(err)
	}
	made := 0
	_, err = Make(context.Background(), spec, &Options{Progress: func(int, int) { made++ }})
	want := "the book has at least 818 pages; a 8.5 x 11 in book on white paper can have at most 590"
	if err == nil || !strings.HasPrefix(err.Error(), want) || made != 0 {
		t.Errorf("Make = %v after %d puzzles; want %q before any", err, made, want)
	}
	// The bound is never above the pages a book really has.
	for _, y := range []string{
		"sections:\n  - count: 30\n    size: 30x30\n    per_page: 9\n  - count: 5\n    kind: labyrinth\n",
		"handout:\n  copies: 5\n  per_sheet: 2\nsections:\n  - size: 10x10\n",
		"title_page: false\nsections:\n  - count: 12\n    kind: 10print\n    size: 10x10\n    per_page: 4\n    section_page: true\n",
	} {
		spec, err := Parse([]byte("seed: 2\n"+y), "t.yaml")
		if err != nil {
			t.Fatal(err)
		}
		b, err := Make(context.Background(), spec, nil)
		if err != nil {
			t.Fatal(err)
		}
		if n := b.Plan.minPages(); n > len(b.Pages) {
			t.Errorf("%q: at least %d pages, but the book has %d", y, n, len(b.Pages))
		}
	}
}
