package generate

import (
	"fmt"
	"math/rand/v2"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// rectKinds is the Kinds list of algorithms that need rows and columns.
var rectKinds = []string{"rect"}

// needRect returns m's grid as a *topology.Rect, or ErrUnsupported.
func needRect(m *maze.Maze, name string) (*topology.Rect, error) {
	r, ok := m.Grid.(*topology.Rect)
	if !ok {
		return nil, fmt.Errorf("%w: %s needs a rect grid, not %s", ErrUnsupported, name, m.Grid.Spec().Kind)
	}
	return r, nil
}

// rowsInto returns an emit function for the row generators that opens the
// passages of each row in m.
func rowsInto(m *maze.Maze, r *topology.Rect) func(y int, east, south []bool) error {
	return func(y int, east, south []bool) error {
		for x := 0; x < r.W; x++ {
			if east[x] && x+1 < r.W {
				m.Open(r.EastEdge(x, y))
			}
			if south[x] && y+1 < r.H {
				m.Open(r.SouthEdge(x, y))
			}
		}
		return nil
	}
}

// coins hands out fair coin flips, 64 from each draw of the generator: the
// row algorithms flip one or two coins per cell, and a draw per flip would
// dominate their cost.
type coins struct {
	rng  *rand.Rand
	bits uint64
	n    int
}

// flip returns a fair random bit.
func (c *coins) flip() bool {
	if c.n == 0 {
		c.bits, c.n = c.rng.Uint64(), 64
	}
	b := c.bits&1 != 0
	c.bits >>= 1
	c.n--
	return b
}
