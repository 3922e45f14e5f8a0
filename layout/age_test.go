package layout

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/maze"
)

// TestAgeLevelsPrint makes a handout of every age level on A4 and Letter,
// 1 to 4 mazes a sheet, from many seeds, and checks that every one prints
// (the user chose nothing but the age and the count), and on the page that
// every maze's corridors are at least as wide as the level says (cell size
// on paper minus the wall). A board whose two doors, with their pictures,
// sat on its left and right sides used to be too wide for a portrait slot
// of the level, so about half the seeds were refused at some counts.
//
// Every grid an age level takes is run too, from fewer seeds: a round
// board of the default 8 rings, or a hexagon board as wide as the square
// one, used to be refused as too dense.
func TestAgeLevelsPrint(t *testing.T) {
	for gi, grid := range classroom.AgeGrids() {
		seeds := 20
		if grid != "rect" {
			seeds = 5
		}
		if testing.Short() {
			seeds = min(seeds, 3)
		}
		t.Run(grid, func(t *testing.T) { ageLevelsPrint(t, grid, gi, seeds) })
	}
}

func ageLevelsPrint(t *testing.T, grid string, gi, seeds int) {
	for ai, a := range classroom.AgeLevels() {
		for pi, paper := range []string{"a4", "letter"} {
			for per := 1; per <= 4; per++ {
				if testing.Short() && pi*4+per-1 != (ai+3*gi)%8 {
					continue // in -short one paper and count a sheet for each grid and age, turning
				}
				t.Run(fmt.Sprintf("%s/%s/%d", a.Name, paper, per), func(t *testing.T) {
					failed := 0
					for seed := 1; seed <= seeds; seed++ {
						y := fmt.Sprintf("paper: %s\nseed: %d\nhandout:\n  copies: 1\n  per_sheet: %d\nsections:\n  - age: %q\n    grid: %s\n", paper, seed, per, a.Name, grid)
						b, err := New(mustParse(t, y), 1)
						if err != nil {
							failed++
							t.Logf("seed %d: %v", seed, err)
							continue
						}
						for _, p := range b.Puzzles {
							w, h := ageSlotCell(b, p)
							corridor := min(w, h) - a.WallPt
							if mm := corridor * 25.4 / 72; mm < a.CorridorMM-1e-6 {
								t.Errorf("seed %d, puzzle %d: corridors %.2f mm wide, want at least %g", seed, p.Number, mm, a.CorridorMM)
							}
						}
					}
					if failed > 0 {
						t.Errorf("%d of %d seeds refused", failed, seeds)
					}
				})
			}
		}
	}
}

// TestAgeDoorsFarApart checks that the doors of age-level mazes sit on
// opposite sides of the board, on its outer wall, whichever way the slot
// turns them.
func TestAgeDoorsFarApart(t *testing.T) {
	for _, a := range classroom.AgeLevels() {
		for per := 1; per <= 4; per++ {
			y := fmt.Sprintf("paper: letter\nseed: 5\nhandout:\n  copies: 1\n  per_sheet: %d\nsections:\n  - age: %q\n", per, a.Name)
			b, err := New(mustParse(t, y), 1)
			if err != nil {
				t.Fatalf("%s, %d per sheet: %v", a.Name, per, err)
			}
			for _, p := range b.Puzzles {
				m := p.Body.(*MazeBody).Maze
				bd := m.Grid.Bounds()
				e, x := maze.DoorPoint(m.Grid, m.Entrance), maze.DoorPoint(m.Grid, m.Exit)
				dx, dy := math.Abs(e.X-x.X), math.Abs(e.Y-x.Y)
				if dx < bd.Dx()-1e-6 && dy < bd.Dy()-1e-6 {
					t.Errorf("%s, %d per sheet, puzzle %d: doors at %v and %v are not on opposite sides of a %gx%g board", a.Name, per, p.Number, e, x, bd.Dx(), bd.Dy())
				}
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

// TestAgeWrappedGridRefused checks that a spec asking for an age level on
// a grid whose opposite sides join is refused in one line that names the
// field and the grids that work.
func TestAgeWrappedGridRefused(t *testing.T) {
	for _, grid := range []string{"torus", "hextorus"} {
		y := fmt.Sprintf("seed: 1\nsections:\n  - age: \"5-6\"\n    grid: %s\n", grid)
		_, err := Parse([]byte(y), "t.yaml")
		if err == nil {
			t.Errorf("age 5-6 on grid %s: no error", grid)
			continue
		}
		msg := err.Error()
		if strings.Contains(msg, "\n") || !strings.Contains(msg, ".grid") || !strings.Contains(msg, "rect") || !strings.Contains(msg, "polar") {
			t.Errorf("age 5-6 on grid %s: %q, want one line naming the field and the grids that work", grid, msg)
		}
	}
}

// TestWrappedGridSectionRefused checks that a book or handout section on a
// grid whose opposite sides join, which a page would draw as an endless
// tile over its margins and neighbours, is refused in one line naming the
// field.
func TestWrappedGridSectionRefused(t *testing.T) {
	for _, grid := range []string{"torus", "hextorus"} {
		y := fmt.Sprintf("seed: 1\nsections:\n  - grid: %s\n    size: 8x8\n", grid)
		_, err := Parse([]byte(y), "t.yaml")
		if err == nil {
			t.Errorf("section on grid %s: no error", grid)
			continue
		}
		if msg := err.Error(); strings.Contains(msg, "\n") || !strings.Contains(msg, ".grid") || !strings.Contains(msg, grid) {
			t.Errorf("section on grid %s: %q, want one line naming the field", grid, msg)
		}
	}
}
