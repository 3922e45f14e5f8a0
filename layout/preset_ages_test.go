package layout

import (
	"strings"
	"testing"

	"github.com/mazekit/mazekit/preflight"
)

// TestAgeActivityBooks makes the activity book of each age range and
// checks what its buyer would: about a hundred pages, every puzzle in the
// key, mazes, number or letter mazes, picture mazes and trap-the-cat games
// mixed, the mazes growing from the first part of the book to the last,
// and no print rule broken.
func TestAgeActivityBooks(t *testing.T) {
	ages := []string{"4-6", "6-8", "9-12", "adult"}
	if testing.Short() {
		ages = []string{"6-8"}
	}
	for _, age := range ages {
		a, err := ParseAgeRange(age)
		if err != nil {
			t.Fatal(err)
		}
		s, err := activityForAges(a, "en")
		if err != nil {
			t.Fatalf("%s: %v", age, err)
		}
		b, pdf := buildPDF(t, s, 0)
		if n := len(b.Pages); n < 90 || n > 110 {
			t.Errorf("%s: %d pages, want about 100", age, n)
		}
		kinds := map[string]int{}
		keyed := 0
		for _, pg := range b.Pages {
			if pg.Kind == PageKey {
				keyed += len(pg.Puzzles)
			}
		}
		if keyed != len(b.Puzzles) {
			t.Errorf("%s: %d puzzles, %d in the key", age, len(b.Puzzles), keyed)
		}
		var cells []int
		for _, p := range b.Puzzles {
			kinds[b.Plan.Sections[p.Section].Kind.Name()]++
			if p.Maze != nil {
				cells = append(cells, p.Maze.Grid.NumCells())
			}
		}
		for _, k := range []string{KindMaze, KindPictureMaze, KindCat} {
			if kinds[k] == 0 && !(k == KindCat && a.From < 5 && !a.Adult) {
				t.Errorf("%s: no %s in %v", age, k, kinds)
			}
		}
		if !a.Adult && kinds["number-maze"]+kinds["letter-maze"] == 0 {
			t.Errorf("%s: no number or letter mazes in %v", age, kinds)
		}
		third := len(cells) / 3
		if third == 0 || mean(cells[:third]) >= mean(cells[len(cells)-third:]) {
			t.Errorf("%s: the mazes do not grow through the book (cells %v)", age, cells)
		}
		if s.Cover == nil || !strings.Contains(s.Subtitle, strings.ReplaceAll(age, "-", "–")) && !a.Adult {
			t.Errorf("%s: subtitle %q does not name the ages", age, s.Subtitle)
		}
		rep, err := preflight.Check(pdf)
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Problems) > 0 {
			t.Errorf("%s: the book breaks print rules:\n%s", age, rep)
		}
	}
}

func mean(v []int) float64 {
	s := 0
	for _, x := range v {
		s += x
	}
	return float64(s) / float64(len(v))
}

func TestParseAgeRange(t *testing.T) {
	for _, ok := range []string{"3-4", "6-8", "9-12", "adult"} {
		if _, err := ParseAgeRange(ok); err != nil {
			t.Errorf("%s: %v", ok, err)
		}
	}
	for _, bad := range []string{"", "8-6", "2-5", "6-13", "6", "six-eight", "6-6", "-1-4"} {
		_, err := ParseAgeRange(bad)
		if err == nil || !strings.Contains(err.Error(), "3 ≤ A < B ≤ 12") {
			t.Errorf("%q: %v, want a refusal naming the allowed ranges", bad, err)
		}
	}
}
