package generate

import (
	"fmt"
	"math/rand/v2"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
)

func init() {
	register(Algorithm{
		Name:    "division",
		Summary: "recursive division: split open chambers with walls that have one opening",
		Texture: "long straight walls, boxy rooms; --mode four splits four ways; --min-room leaves rooms",
		Perfect: true,
		Kinds:   rectKinds,
		Modes:   []string{"two", "four"},
		Make: func(o Options) (Func, error) {
			four := false
			switch o.Mode {
			case "", "two":
			case "four":
				four = true
			default:
				return nil, fmt.Errorf("generate: division: %w", param.Errorf("mode", o.Mode, "want two, four"))
			}
			if o.MinRoom < 0 || o.MinRoom > 1000 {
				return nil, fmt.Errorf("generate: division: %w", param.Errorf("min-room", o.MinRoom, "want 0 to 1000"))
			}
			return func(m *maze.Maze, rng *rand.Rand) error { return Division(m, rng, four, o.MinRoom) }, nil
		},
	})
}

// Division carves a rect maze by recursive division: it starts from one open
// chamber and splits each chamber with a straight wall (across the longer
// side, random for squares) that has a single opening, until chambers are one
// cell wide. With four set it splits each chamber with two crossing walls and
// opens three of the four wall pieces. Chambers no larger than minRoom cells
// in both directions are left as open rooms (dungeon style), which adds loops;
// with minRoom ≤ 1 the result is a perfect maze.
//
// Bias: long straight walls and a visible box structure. Cost: O(cells)
// time; an explicit stack of chambers (no recursion).
func Division(m *maze.Maze, rng *rand.Rand, four bool, minRoom int) error {
	r, err := needRect(m, "division")
	if err != nil {
		return err
	}
	for e := 0; e < r.NumEdges(); e++ {
		m.Open(e)
	}
	type chamber struct{ x, y, w, h int }
	stack := []chamber{{0, 0, r.W, r.H}}
	// wall closes a straight run of edges; open is the one left open (-1: none).
	hwall := func(x, y, w, open int) { // wall under row y, columns x..x+w-1
		for i := x; i < x+w; i++ {
			if i != open {
				m.Close(r.SouthEdge(i, y))
			}
		}
	}
	vwall := func(x, y, h, open int) { // wall east of column x, rows y..y+h-1
		for j := y; j < y+h; j++ {
			if j != open {
				m.Close(r.EastEdge(x, j))
			}
		}
	}
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if c.w < 2 || c.h < 2 || (c.w <= minRoom && c.h <= minRoom) {
			continue
		}
		if four {
			sx := c.x + 1 + rng.IntN(c.w-1) // first column east of the split
			sy := c.y + 1 + rng.IntN(c.h-1) // first row south of the split
			skip := rng.IntN(4)             // the piece left without an opening
			piece := func(i int, lo, n int) int {
				if i == skip {
					return -1
				}
				return lo + rng.IntN(n)
			}
			hwall(c.x, sy-1, sx-c.x, piece(0, c.x, sx-c.x))
			hwall(sx, sy-1, c.x+c.w-sx, piece(1, sx, c.x+c.w-sx))
			vwall(sx-1, c.y, sy-c.y, piece(2, c.y, sy-c.y))
			vwall(sx-1, sy, c.y+c.h-sy, piece(3, sy, c.y+c.h-sy))
			stack = append(stack,
				chamber{c.x, c.y, sx - c.x, sy - c.y}, chamber{sx, c.y, c.x + c.w - sx, sy - c.y},
				chamber{c.x, sy, sx - c.x, c.y + c.h - sy}, chamber{sx, sy, c.x + c.w - sx, c.y + c.h - sy})
			continue
		}
		horizontal := c.w < c.h || (c.w == c.h && rng.IntN(2) == 0)
		if horizontal {
			sy := c.y + 1 + rng.IntN(c.h-1)
			hwall(c.x, sy-1, c.w, c.x+rng.IntN(c.w))
			stack = append(stack, chamber{c.x, c.y, c.w, sy - c.y}, chamber{c.x, sy, c.w, c.y + c.h - sy})
		} else {
			sx := c.x + 1 + rng.IntN(c.w-1)
			vwall(sx-1, c.y, c.h, c.y+rng.IntN(c.h))
			stack = append(stack, chamber{c.x, c.y, sx - c.x, c.h}, chamber{sx, c.y, c.x + c.w - sx, c.h})
		}
	}
	return nil
}
