package generate

import (
	"math/rand/v2"

	"github.com/mazekit/mazekit/maze"
)

func init() {
	register(Algorithm{
		Name:    "sidewinder",
		Summary: "sidewinder: row by row, runs of cells with one link up per run",
		Texture: "one open corridor along the top; paths always lead up; vertical grain",
		Perfect: true,
		Kinds:   rectKinds,
		Make:    simple(Sidewinder),
	})
}

// Sidewinder carves a perfect maze on a rect grid row by row: the top row is
// one corridor; in every other row, cells join their east neighbour into a
// run until a coin flip (or the east border) ends the run, and then one
// random cell of the run opens upward.
//
// Bias: the top row is a single corridor and from any cell the way up never
// dead-ends (no dead end opens only downward). Cost: O(cells) time, O(width)
// memory.
func Sidewinder(m *maze.Maze, rng *rand.Rand) error {
	r, err := needRect(m, "sidewinder")
	if err != nil {
		return err
	}
	for x := 0; x+1 < r.W; x++ {
		m.Open(r.EastEdge(x, 0))
	}
	coin := coins{rng: rng}
	for y := 1; y < r.H; y++ {
		start := 0
		for x := 0; x < r.W; x++ {
			if x+1 < r.W && coin.flip() {
				m.Open(r.EastEdge(x, y))
				continue
			}
			up := start + rng.IntN(x-start+1)
			m.Open(r.SouthEdge(up, y-1))
			start = x + 1
		}
	}
	return nil
}
