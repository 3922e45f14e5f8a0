package generate

import (
	"fmt"

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
