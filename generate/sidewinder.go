package generate

import (
	"fmt"
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
		Ext:     sidewinderStream{},
	})
}

// sidewinderStream is sidewinder's ability to stream rows.
type sidewinderStream struct{}

var _ Streamer = sidewinderStream{}

// StreamRows implements Streamer with SidewinderRows.
func (sidewinderStream) StreamRows(w, h int, o Options, rng *rand.Rand, row func(y int, east, south []bool) error) error {
	if err := noModes(o); err != nil {
		return err
	}
	return SidewinderRows(w, h, rng, row)
}

// Sidewinder carves a perfect maze on a rect grid row by row: the top row is
// one corridor; in every other row, cells join their east neighbour into a
// run until a coin flip (or the east border) ends the run, and then one
// random cell of the run opens upward. It runs SidewinderRows and writes its
// rows into m.
//
// Bias: the top row is a single corridor and from any cell the way up never
// dead-ends (no dead end opens only downward). Cost: O(cells) time, O(width)
// memory.
func Sidewinder(m *maze.Maze, rng *rand.Rand) error {
	r, err := needRect(m, "sidewinder")
	if err != nil {
		return err
	}
	return SidewinderRows(r.W, r.H, rng, rowsInto(m, r))
}

// SidewinderRows generates a width×height sidewinder maze and hands it to
// emit one row at a time, as EllerRows does: east[x] reports a passage from
// cell x to x+1, south[x] one to the row below; the slices are reused. Row
// y's passages down are chosen with row y+1, so two rows are held.
func SidewinderRows(width, height int, rng *rand.Rand, emit func(y int, east, south []bool) error) error {
	if width < 1 || height < 1 {
		return fmt.Errorf("generate: sidewinder size %dx%d: width and height must be at least 1", width, height)
	}
	w := width
	east, south := make([]bool, w), make([]bool, w)
	next := make([]bool, w)
	for x := 0; x+1 < w; x++ {
		east[x] = true
	}
	coin := coins{rng: rng}
	for y := 1; y < height; y++ {
		clear(south)
		start := 0
		for x := 0; x < w; x++ {
			next[x] = false
			if x+1 < w && coin.flip() {
				next[x] = true
				continue
			}
			south[start+rng.IntN(x-start+1)] = true
			start = x + 1
		}
		if err := emit(y-1, east, south); err != nil {
			return err
		}
		east, next = next, east
	}
	clear(south)
	return emit(height-1, east, south)
}
