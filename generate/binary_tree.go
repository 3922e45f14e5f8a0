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
	})
}

// BinaryTree carves a perfect maze on a rect grid: every cell opens a wall
// toward one of the two sides of the corner (nw: north or west), chosen by a
// coin flip; cells on the corner's borders have only one choice, so those two
// borders become unbroken corridors meeting at the corner.
//
// Bias: strong — a diagonal grain toward the corner, and every path to the
// corner is monotone. Cost: O(cells) time, no memory beyond the maze; it
// never reads earlier choices, so it could stream.
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
	north := corner == NW || corner == NE
	west := corner == NW || corner == SW
	coin := coins{rng: rng}
	for y := 0; y < r.H; y++ {
		for x := 0; x < r.W; x++ {
			canV := (north && y > 0) || (!north && y < r.H-1)
			canH := (west && x > 0) || (!west && x < r.W-1)
			if !canV && !canH {
				continue
			}
			vertical := canV && (!canH || coin.flip())
			switch {
			case vertical && north:
				m.Open(r.SouthEdge(x, y-1))
			case vertical:
				m.Open(r.SouthEdge(x, y))
			case west:
				m.Open(r.EastEdge(x-1, y))
			default:
				m.Open(r.EastEdge(x, y))
			}
		}
	}
	return nil
}
