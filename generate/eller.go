package generate

import (
	"fmt"
	"math/rand/v2"

	"github.com/mazekit/mazekit/maze"
)

func init() {
	register(Algorithm{
		Name:    "eller",
		Summary: "Eller's algorithm: row by row with set labels, memory for one row only",
		Texture: "horizontal grain; any height, streamed row by row",
		Perfect: true,
		Kinds:   rectKinds,
		Make:    simple(Eller),
		Ext:     ellerStream{},
	})
}

// ellerStream is Eller's ability to stream rows.
type ellerStream struct{}

var _ StreamPreferrer = ellerStream{}

// PrefersStreaming implements StreamPreferrer: Eller's text is streamed.
func (ellerStream) PrefersStreaming() {}

// StreamRows implements Streamer with EllerRows.
func (ellerStream) StreamRows(w, h int, o Options, rng *rand.Rand, row func(y int, east, south []bool) error) error {
	if err := noModes(o); err != nil {
		return err
	}
	return EllerRows(w, h, rng, row)
}

// Eller carves a perfect maze on a rect grid with Eller's algorithm; see
// EllerRows, which it runs and whose rows it writes into m.
func Eller(m *maze.Maze, rng *rand.Rand) error {
	r, err := needRect(m, "eller")
	if err != nil {
		return err
	}
	return EllerRows(r.W, r.H, rng, func(y int, east, south []bool) error {
		for x := 0; x < r.W; x++ {
			if east[x] {
				m.Open(r.EastEdge(x, y))
			}
			if south[x] {
				m.Open(r.SouthEdge(x, y))
			}
		}
		return nil
	})
}

// EllerRows generates a width×height perfect maze with Eller's algorithm and
// hands it to emit one row at a time, top to bottom: east[x] reports a
// passage from cell x to x+1, south[x] one to the row below. The slices are
// reused for the next row. Nothing but one row is held, so the height is not
// limited by memory; an error from emit stops the generation and is returned.
//
// Each row joins neighbouring cells of different sets at random (never two
// cells already connected), then every set sends at least one cell down; the
// last row joins all remaining sets. Sets are kept as circular lists of
// columns in increasing order (next[x], prev[x]): the sets of a row never
// cross, because the paths joining them run above the row in the plane, so
// "x and x+1 are connected" is next[x] == x+1, and joining two sets or
// dropping a cell from one is a constant-time splice.
//
// Bias: a horizontal grain, more than Kruskal's or Wilson's. Cost: O(width)
// time per row; O(width) memory, about 10 bytes per column, allocated once.
func EllerRows(width, height int, rng *rand.Rand, emit func(y int, east, south []bool) error) error {
	if width < 1 || height < 1 {
		return fmt.Errorf("generate: eller size %dx%d: width and height must be at least 1", width, height)
	}
	w := width
	next := make([]int32, w) // the next column of the same set, wrapping around
	prev := make([]int32, w) // the previous one
	east := make([]bool, w)
	south := make([]bool, w)
	for x := range next {
		next[x], prev[x] = int32(x), int32(x)
	}
	// Coin flips as coins hands them out (bit 0 first of each draw), kept
	// in locals: the flips are most of the work.
	var bits uint64
	nbits := 0
	flip := func() bool {
		if nbits == 0 {
			bits, nbits = rng.Uint64(), 64
		}
		b := bits&1 != 0
		bits >>= 1
		nbits--
		return b
	}
	for y := 0; y < height; y++ {
		last := y == height-1
		for x := 0; x+1 < w; x++ {
			east[x] = false
			if next[x] != int32(x+1) && (last || flip()) {
				// Splice the two cycles: x → x+1, and the old end of x+1's
				// set → the old successor of x.
				n := prev[x+1]
				next[n], prev[next[x]] = next[x], n
				next[x], prev[x+1] = int32(x+1), int32(x)
				east[x] = true
			}
		}
		east[w-1] = false
		for x := 0; x < w; x++ {
			// A cell alone in its set must go down; any other goes down
			// with probability 1/2, and otherwise leaves its set: the cell
			// below it starts a new one.
			south[x] = !last
			if !last && prev[x] != int32(x) && flip() {
				south[x] = false
				p, n := prev[x], next[x]
				next[p], prev[n] = n, p
				next[x], prev[x] = int32(x), int32(x)
			}
		}
		if err := emit(y, east, south); err != nil {
			return err
		}
	}
	return nil
}
