package layout

import (
	"slices"
	"testing"

	"github.com/mazekit/mazekit/maze"
)

// TestDefaultBookLevels checks the labels of the default book: each is the
// fixed-threshold label of the puzzle's score (as --stats and JSON show
// it), a label never goes down within a section, and the book runs from
// Easy to Expert.
func TestDefaultBookLevels(t *testing.T) {
	s, err := Preset("activity", 0)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := Puzzles(s, 0)
	if err != nil {
		t.Fatal(err)
	}
	rank := func(l string) int { return slices.Index(maze.Levels(), l) }
	for i, p := range ps {
		if want := maze.LevelOf(p.Stats.Difficulty); p.Level != want || p.Stats.Level != want {
			t.Errorf("puzzle %d: score %.1f labelled %q (stats %q), want %q", p.Number, p.Stats.Difficulty, p.Level, p.Stats.Level, want)
		}
		if i > 0 && ps[i-1].Section == p.Section && rank(p.Level) < rank(ps[i-1].Level) {
			t.Errorf("puzzle %d is %s after %s in the same section", p.Number, p.Level, ps[i-1].Level)
		}
	}
	if first, last := ps[0].Level, ps[len(ps)-1].Level; first != "Easy" || last != "Expert" {
		t.Errorf("the book runs from %s to %s, want Easy to Expert", first, last)
	}
}

// TestHandoutLevels checks that handout sheets print each maze's label,
// the same fixed-threshold label as --stats and JSON.
func TestHandoutLevels(t *testing.T) {
	s, err := Preset("handout", 2)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := Puzzles(s, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		if p.Level == "" || p.Level != maze.LevelOf(p.Stats.Difficulty) {
			t.Errorf("handout maze %d: label %q for score %.1f", p.Number, p.Level, p.Stats.Difficulty)
		}
	}
}
