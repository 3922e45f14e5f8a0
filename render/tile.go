package render

import (
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// tilePeriod returns the periods of a grid that wraps both ways (a torus),
// or ok false.
func tilePeriod(g topology.Grid) (px, py float64, ok bool) {
	w, isWrap := g.(*topology.Wrapped)
	if !isWrap {
		return 0, 0, false
	}
	px, py = w.Period()
	return px, py, px > 0 && py > 0
}

// TileScene draws a maze on a grid that wraps both ways as one seamless
// tile: a picture exactly one period wide and high, with no margin or title,
// whose right edge continues its left edge and whose bottom continues its
// top, so that copies laid side by side show one endless maze. Walls that
// cross the picture's edges are drawn in each copy they touch. It reports
// false for other grids.
func TileScene(m *maze.Maze, st *Style) (*Scene, bool) {
	px, py, ok := tilePeriod(m.Grid)
	if !ok {
		return nil, false
	}
	if st == nil {
		st = &Style{}
	}
	b := m.Grid.Bounds()
	s := NewScene(px, py)
	s.Background = st.background()
	for _, pass := range []bool{true, false} {
		if pass && !st.Shade {
			continue
		}
		for j := -1; j <= 1; j++ {
			for i := -1; i <= 1; i++ {
				ox, oy := -b.Min.X+float64(i)*px, -b.Min.Y+float64(j)*py
				if pass {
					shade(s, m, st, ox, oy)
				} else {
					drawWalls(s, m, st, ox, oy)
				}
			}
		}
	}
	return s, true
}
