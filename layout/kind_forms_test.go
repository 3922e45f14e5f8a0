package layout

import (
	"strings"
	"testing"

	"github.com/mazekit/mazekit/maze"
)

// TestSectionForms checks that a maze section takes the activity-book
// forms: each maze's way ends in the middle, it has the lettered starts
// (one reaching the goal) and the stars asked for; impossible forms are
// refused at their field.
func TestSectionForms(t *testing.T) {
	s := mustParse(t, "seed: 3\nsections:\n  - grid: polar\n    rings: 6\n    count: 2\n    goal: centre\n    starts: 3\n    collect: 2\n")
	b, err := New(s, 1)
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range b.Puzzles {
		f := p.Maze.Forms
		if f == nil || f.Goal != 0 || len(f.Starts) != 3 || len(f.Items) != 2 {
			t.Fatalf("puzzle %d: forms %+v, want the centre, 3 starts and 2 stars", i, f)
		}
		if way := maze.Solve(p.Maze); len(way) == 0 || way[len(way)-1] != 0 || way[0] != f.Starts[f.Right].Cell {
			t.Errorf("puzzle %d: the way %v does not run from the right start to the centre", i, way)
		}
	}
	for _, tc := range []struct{ yaml, want string }{
		{"sections:\n  - starts: 9\n", "sections[0].starts: 9: want 2 to 5"},
		{"sections:\n  - goal: middle\n", "sections[0].goal: \"middle\": want exit or centre"},
		{"sections:\n  - grid: cube\n    goal: centre\n", `sections[0].goal: "centre": a cube grid has no middle`},
		{"sections:\n  - starts: 3\n    braid: 0.3\n", "sections[0].braid: cannot be combined with starts"},
	} {
		_, err := Parse([]byte(tc.yaml), "book.yaml")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.yaml, err, tc.want)
		}
	}
}
