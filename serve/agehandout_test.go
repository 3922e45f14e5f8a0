package serve

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/topology"
)

// TestAgeHandouts asks the handout page for every age level on A4 and
// Letter, 1 to 4 mazes a sheet, from many seeds: every one must print,
// since the teacher chose nothing but the age and the count.
//
// Every grid the form offers with an age level is asked for too, from
// fewer seeds; round and hexagon boards used to be refused as too dense.
func TestAgeHandouts(t *testing.T) {
	s := New(Limits{})
	for gi, grid := range classroom.AgeGrids() {
		seeds := 20
		if grid != "rect" {
			seeds = 5
		}
		if testing.Short() {
			seeds = 1
		}
		for ai, a := range classroom.AgeLevelNames() {
			for pi, paper := range []string{"a4", "letter"} {
				for per := 1; per <= 4; per++ {
					if testing.Short() && pi*4+per-1 != (ai+3*gi)%8 {
						continue // in -short one paper and count a sheet for each grid and age, turning
					}
					failed := 0
					for seed := 1; seed <= seeds; seed++ {
						w := call(s, "GET", fmt.Sprintf("/api/handout?age=%s&grid=%s&per=%d&paper=%s&copies=1&seed=%d&format=svg", a, grid, per, paper, seed))
						if w.Code != 200 {
							failed++
							t.Logf("grid %s, age %s, %s, %d per sheet, seed %d: %d %s", grid, a, paper, per, seed, w.Code, w.Body)
						}
					}
					if failed > 0 {
						t.Errorf("grid %s, age %s, %s, %d per sheet: %d of %d seeds refused", grid, a, paper, per, failed, seeds)
					}
				}
			}
		}
	}
}

// TestAgeHandoutWrapped checks that the handout page refuses an age level
// on a grid whose opposite sides join, in one line naming the grids that
// work, and that a book spec asking the same is refused too.
func TestAgeHandoutWrapped(t *testing.T) {
	s := New(Limits{})
	for _, grid := range topology.OwnKinds() {
		if slices.Contains(classroom.AgeGrids(), grid) {
			continue
		}
		w := call(s, "GET", "/api/handout?age=5-6&grid="+grid+"&copies=1&seed=1&format=svg")
		body := strings.TrimSpace(w.Body.String())
		if w.Code != 400 || strings.Contains(body, "\n") || !strings.Contains(body, grid) || !strings.Contains(body, "rect") || !strings.Contains(body, "polar") {
			t.Errorf("age 5-6 on grid %s: %d %q, want 400 naming the grid and the grids that work", grid, w.Code, body)
		}
		// Without an age the handout refuses a wrapped grid too: a page
		// cannot show a maze whose sides join.
		if slices.Contains(classroom.BookGrids(), grid) {
			continue
		}
		if w := call(s, "GET", "/api/handout?grid="+grid+"&copies=1&seed=1&format=svg"); w.Code != 400 || !strings.Contains(w.Body.String(), grid) {
			t.Errorf("grid %s without an age: %d %s, want 400 naming the grid", grid, w.Code, w.Body)
		}
	}
	if got := classroom.AgeGrids(); len(got) == len(topology.OwnKinds()) {
		t.Errorf("age grids %v: want the wrapped kinds left out", got)
	}
	// The page greys out the grids an age level does not take.
	var m Meta
	if err := json.Unmarshal(call(s, "GET", "/api/meta").Body.Bytes(), &m); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(m.AgeGrids, classroom.AgeGrids()) {
		t.Errorf("meta ageGrids %v, want %v", m.AgeGrids, classroom.AgeGrids())
	}
}
