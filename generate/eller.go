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
	})
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
// limited by memory.
//
// Each row joins neighbouring cells of different sets at random (never two
// cells already connected), then every set sends at least one cell down; the
// last row joins all remaining sets. Bias: a horizontal grain. Cost: O(width)
// time per row and O(width) memory: set labels live in [0, 2·width) and are
// recycled every row.
func EllerRows(width, height int, rng *rand.Rand, emit func(y int, east, south []bool) error) error {
	if width < 1 || height < 1 {
		return fmt.Errorf("generate: eller size %dx%d: width and height must be at least 1", width, height)
	}
	w := width
	label := make([]int32, w)    // set of each cell in the current row
	parent := make([]int32, 2*w) // union-find over labels within a row
	count := make([]int32, 2*w)
	down := make([]bool, 2*w)
	used := make([]bool, 2*w)
	east := make([]bool, w)
	south := make([]bool, w)
	for x := range label {
		label[x] = int32(x)
	}
	find := func(l int32) int32 {
		for parent[l] != l {
			parent[l] = parent[parent[l]]
			l = parent[l]
		}
		return l
	}
	for y := 0; y < height; y++ {
		for i := range parent {
			parent[i] = int32(i)
			count[i], down[i] = 0, false
		}
		last := y == height-1
		for x := 0; x < w; x++ {
			east[x], south[x] = false, false
		}
		for x := 0; x+1 < w; x++ {
			a, b := find(label[x]), find(label[x+1])
			if a != b && (last || rng.IntN(2) == 0) {
				parent[b] = a
				east[x] = true
			}
		}
		if !last {
			for x := 0; x < w; x++ {
				count[find(label[x])]++
			}
			for x := 0; x < w; x++ {
				r := find(label[x])
				count[r]--
				if (count[r] == 0 && !down[r]) || rng.IntN(2) == 0 {
					south[x] = true
					down[r] = true
				}
			}
		}
		if err := emit(y, east, south); err != nil {
			return err
		}
		if last {
			break
		}
		// Next row: cells below a south passage keep the set; the rest get
		// fresh labels not used by any kept set.
		for i := range used {
			used[i] = false
		}
		for x := 0; x < w; x++ {
			if south[x] {
				label[x] = find(label[x])
				used[label[x]] = true
			}
		}
		next := int32(0)
		for x := 0; x < w; x++ {
			if !south[x] {
				for used[next] {
					next++
				}
				label[x] = next
				used[next] = true
			}
		}
	}
	return nil
}
