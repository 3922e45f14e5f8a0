package generate

import (
	"fmt"
	"math/rand/v2"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
)

func init() {
	register(Algorithm{
		Name:    "binary-tree",
		Summary: "binary tree: every cell opens toward one of two sides (--mode nw|ne|sw|se)",
		Texture: "two unbroken corridors along the bias sides, diagonal grain",
		Perfect: true,
		Kinds:   rectKinds,
		Modes:   cornerNames,
		Make: func(o Options) (Func, error) {
			c, err := ParseCorner(o.Mode)
			if err != nil {
				return nil, fmt.Errorf("generate: binary-tree: %w", err)
			}
			return func(m *maze.Maze, rng *rand.Rand) error { return BinaryTree(m, rng, c) }, nil
		},
		Ext: binaryTreeStream{},
	})
}

// binaryTreeStream is the binary tree's ability to stream rows.
type binaryTreeStream struct{}

var _ Streamer = binaryTreeStream{}

// StreamRows implements Streamer with BinaryTreeRows, the corner given by
// o.Mode.
func (binaryTreeStream) StreamRows(w, h int, o Options, rng *rand.Rand, row func(y int, east, south []bool) error) error {
	c, err := ParseCorner(o.Mode)
	if err != nil {
		return fmt.Errorf("generate: binary-tree: %w", err)
	}
	return BinaryTreeRows(w, h, rng, c, row)
}

// BinaryTree carves a perfect maze on a rect grid: every cell opens a wall
// toward one of the two sides of the corner (nw: north or west), chosen by a
// coin flip; cells on the corner's borders have only one choice, so those two
// borders become unbroken corridors meeting at the corner. It runs
// BinaryTreeRows and writes its rows into m.
//
// Bias: strong — a diagonal grain toward the corner, and every path to the
// corner is monotone. Cost: O(cells) time, no memory beyond the maze.
//
// A corner other than the four constants is an error.
func BinaryTree(m *maze.Maze, rng *rand.Rand, corner Corner) error {
	if corner > SE {
		return fmt.Errorf("generate: binary-tree: %w", param.Errorf("mode", int(corner), "want one of %v", cornerNames))
	}
	r, err := needRect(m, "binary-tree")
	if err != nil {
		return err
	}
	return BinaryTreeRows(r.W, r.H, rng, corner, rowsInto(m, r))
}

// BinaryTreeRows generates a width×height binary-tree maze toward corner
// and hands it to emit one row at a time, as EllerRows does. Cells never
// read earlier choices, so it holds two rows (a cell's passage north belongs
// to the row above, which goes out after it).
func BinaryTreeRows(width, height int, rng *rand.Rand, corner Corner, emit func(y int, east, south []bool) error) error {
	if width < 1 || height < 1 {
		return fmt.Errorf("generate: binary-tree size %dx%d: width and height must be at least 1", width, height)
	}
	if corner > SE {
		return fmt.Errorf("generate: binary-tree: %w", param.Errorf("mode", int(corner), "want one of %v", cornerNames))
	}
	w, h := width, height
	north := corner == NW || corner == NE
	west := corner == NW || corner == SW
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
