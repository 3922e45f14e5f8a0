package serve

import (
	"fmt"
	"testing"

	"github.com/mazekit/mazekit/layout"
)

// TestAgeHandouts asks the handout page for every age level on A4 and
// Letter, 1 to 4 mazes a sheet, from many seeds: every one must print,
// since the teacher chose nothing but the age and the count.
func TestAgeHandouts(t *testing.T) {
	s := New(Limits{})
	seeds := 20
	if testing.Short() {
		seeds = 3
	}
	for _, a := range layout.AgeLevelNames() {
		for _, paper := range []string{"a4", "letter"} {
			for per := 1; per <= 4; per++ {
				failed := 0
				for seed := 1; seed <= seeds; seed++ {
					w := call(s, "GET", fmt.Sprintf("/api/handout?age=%s&per=%d&paper=%s&copies=1&seed=%d&format=svg", a, per, paper, seed))
					if w.Code != 200 {
						failed++
						t.Logf("age %s, %s, %d per sheet, seed %d: %d %s", a, paper, per, seed, w.Code, w.Body)
					}
				}
				if failed > 0 {
					t.Errorf("age %s, %s, %d per sheet: %d of %d seeds refused", a, paper, per, failed, seeds)
				}
			}
		}
	}
}
