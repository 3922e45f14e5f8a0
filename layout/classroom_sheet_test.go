package layout

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/classroom"
)

// TestHandoutTitleEverySheet checks that the handout's title is printed at
// the top of every sheet, also with a running header of the spec's own.
func TestHandoutTitleEverySheet(t *testing.T) {
	for _, extra := range []string{"", "header: Class 3B\n"} {
		b, err := New(mustParse(t, "title: Spring Quiz\n"+extra+"seed: 4\nhandout:\n  copies: 3\n  per_sheet: 2\nsections:\n  - size: 8x8\n"), 1)
		if err != nil {
			t.Fatal(err)
		}
		sheets := 0
		for i, pg := range b.Pages {
			if pg.Kind != PagePuzzles {
				continue
			}
			sheets++
			found := false
			for _, tx := range pageText(b, i+1) {
				if strings.Contains(tx, "Spring Quiz") && (extra == "" || strings.Contains(tx, "Class 3B")) {
					found = true
				}
			}
			if !found {
				t.Errorf("%q: sheet %d lacks the title: %q", extra, sheets, pageText(b, i+1))
			}
		}
		if sheets != 3 {
			t.Errorf("%d sheets, want 3", sheets)
		}
	}
}

// TestAgeHandoutTrueSize checks that an age-level handout prints its mazes
// true to size: one cell on the sheet is exactly the level's corridor plus
// its wall, and the maze is centred across its slot.
func TestAgeHandoutTrueSize(t *testing.T) {
	for _, a := range classroom.AgeLevels() {
		for _, per := range []int{1, 2, 4} {
			y := fmt.Sprintf("paper: a4\nseed: 3\nhandout:\n  copies: 1\n  per_sheet: %d\nsections:\n  - age: %q\n", per, a.Name)
			b, err := New(mustParse(t, y), 1)
			if err != nil {
				t.Fatalf("%s, %d a sheet: %v", a.Name, per, err)
			}
			n := b.Puzzles[0].Page
			places := placements(b.page(n).Scene.String())
			if len(places) != per {
				t.Fatalf("%s: %d mazes placed, want %d", a.Name, len(places), per)
			}
			for i, pl := range places {
				cell := pl.w / pl.sw
				corridor := (cell - a.WallPt) * 25.4 / 72
				if math.Abs(corridor-a.CorridorMM) > 0.01 || math.Abs(pl.h/pl.sh-cell) > 0.01 {
					t.Errorf("%s, %d a sheet, maze %d: corridor %.3f mm, want %g", a.Name, per, i+1, corridor, a.CorridorMM)
				}
				x, _, w, _ := b.slotBox(n, i, b.Pages[n-1].PerPage, nameBand)
				if math.Abs((pl.x-x)-(x+w-pl.x-pl.w)) > 0.01 {
					t.Errorf("%s, %d a sheet, maze %d: not centred across its slot", a.Name, per, i+1)
				}
			}
		}
	}
}

// placement is a placed scene in a page's text form: its box and the
// placed scene's own size.
type placement struct{ x, y, w, h, sw, sh float64 }

// placements reads the "place x y w h scene W H" lines of a scene's text.
func placements(text string) []placement {
	var out []placement
	for _, line := range strings.Split(text, "\n") {
		f := strings.Fields(line)
		if len(f) < 8 || f[0] != "place" || f[5] != "scene" {
			continue
		}
		var v [7]float64
		for i, s := range []string{f[1], f[2], f[3], f[4], f[6], f[7]} {
			v[i], _ = strconv.ParseFloat(s, 64)
		}
		out = append(out, placement{v[0], v[1], v[2], v[3], v[4], v[5]})
	}
	return out
}

// TestLocalePaper checks the paper a classroom sheet gets by locale.
func TestLocalePaper(t *testing.T) {
	for loc, want := range map[string]string{
		"en_US.UTF-8": "letter", "es_MX": "letter", "fr_CA.UTF-8@euro": "letter",
		"de_DE.UTF-8": "a4", "en_GB": "a4", "fr_FR": "a4", "C": "letter", "": "letter",
	} {
		got := classroom.LocalePaper(func(k string) string {
			if k == "LANG" {
				return loc
			}
			return ""
		})
		if got != want {
			t.Errorf("LANG=%q: %s, want %s", loc, got, want)
		}
	}
	if got := classroom.LocalePaper(func(k string) string { return map[string]string{"LC_ALL": "de_AT", "LANG": "en_US"}[k] }); got != "a4" {
		t.Errorf("LC_ALL before LANG: %s", got)
	}
}
