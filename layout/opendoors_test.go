package layout

import (
	"testing"

	"github.com/mazekit/mazekit/internal/shapedoors"
	"github.com/mazekit/mazekit/topology"
)

// TestShapeDoorsOpen makes heart, star and circle mazes on every base grid
// from many seeds and checks that both doors open to the outside: nothing
// of the outline in front of them, and not sunk in a notch between two
// arms of the shape.
func TestShapeDoorsOpen(t *testing.T) {
	n := 12
	if testing.Short() {
		n = 4
	}
	for _, base := range topology.MaskBases() {
		for _, shape := range topology.MaskShapes() {
			y := "seed: 9\nsections:\n  - grid: mask\n    base: " + base + "\n    shape: " + shape + "\n    size: 16x16..30x30\n    count: " + itoa(n) + "\n"
			ps, err := Puzzles(mustParse(t, y), 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range ps {
				for i, d := range []struct{ name string }{{"entrance"}, {"exit"}} {
					door := p.Maze.Entrance
					if i == 1 {
						door = p.Maze.Exit
					}
					if !shapedoors.Clear(p.Maze.Grid, door) {
						t.Errorf("%s %s, puzzle %d: the %s sits in a notch", base, shape, p.Number, d.name)
					}
				}
			}
		}
	}
}
