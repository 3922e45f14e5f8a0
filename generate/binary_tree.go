package generate

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/mazekit/mazekit/maze"
)

var corners = []string{"nw", "ne", "sw", "se"}

func init() {
	register(Algorithm{
		Name:    "binary-tree",
		Summary: "binary tree: every cell opens toward one of two sides (--mode nw|ne|sw|se)",
		Texture: "two unbroken corridors along the bias sides, diagonal grain",
		Perfect: true,
		Kinds:   rectKinds,
		Modes:   corners,
		Make: func(o Options) (Func, error) {
			c := o.Mode
			if c == "" {
				c = "nw"
			}
			for _, v := range corners {
				if v == c {
					return func(m *maze.Maze, rng *rand.Rand) error { return BinaryTree(m, rng, c) }, nil
				}
			}
			return nil, fmt.Errorf("generate: binary-tree mode %q (valid: %s)", o.Mode, strings.Join(corners, ", "))
		},
	})
}

// BinaryTree carves a perfect maze on a rect grid: every cell opens a wall
// toward one of the two sides of the corner (nw: north or west), chosen by a
// coin flip; cells on the corner's borders have only one choice, so those two
// borders become unbroken corridors meeting at the corner. It runs
// BinaryTreeRows and writes its rows into m.
//
// Bias: strong — a diagonal grain toward the corner, and every path to the
// corner is monotone. Cost: O(cells) time, no memory beyond the maze.
func BinaryTree(m *maze.Maze, rng *rand.Rand, corner string) error {
	r, err := needRect(m, "binary-tree")
	if err != nil {
		return err
	}
	return BinaryTreeRows(r.W, r.H, rng, corner, rowsInto(m, r))
}

// BinaryTreeRows generates a width×height binary-tree maze toward corner
// (nw, ne, sw or se) and hands it to emit one row at a time, as EllerRows
// does. Cells never read earlier choices, so it holds two rows (a cell's
// passage north belongs to the row above, which goes out after it).
func BinaryTreeRows(width, height int, rng *rand.Rand, corner string, emit func(y int, east, south []bool) error) error {
	if width < 1 || height < 1 {
		return fmt.Errorf("generate: binary-tree size %dx%d: width and height must be at least 1", width, height)
	}
	if len(corner) != 2 || (corner[0] != 'n' && corner[0] != 's') || (corner[1] != 'w' && corner[1] != 'e') {
		return fmt.Errorf("generate: binary-tree mode %q (valid: %s)", corner, strings.Join(corners, ", "))
	}
	w, h := width, height
	north := corner[0] == 'n'
	west := corner[1] == 'w'
	east, south := make([]bool, w), make([]bool, w)     // row y
	upEast, upSouth := make([]bool, w), make([]bool, w) // row y-1
	coin := coins{rng: rng}
	for y := 0; y < h; y++ {
		clear(east)
		clear(south)
		for x := 0; x < w; x++ {
			canV := (north && y > 0) || (!north && y < h-1)
			canH := (west && x > 0) || (!west && x < w-1)
			if !canV && !canH {
				continue
			}
			vertical := canV && (!canH || coin.flip())
			switch {
			case vertical && north:
				upSouth[x] = true
			case vertical:
				south[x] = true
			case west:
				east[x-1] = true
			default:
				east[x] = true
			}
		}
		if y > 0 {
			if err := emit(y-1, upEast, upSouth); err != nil {
				return err
			}
		}
		east, upEast = upEast, east
		south, upSouth = upSouth, south
	}
	return emit(h-1, upEast, upSouth)
}
