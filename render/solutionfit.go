// The solution line's width where passages are narrow: thin enough that its
// ink does not touch the walls'.

package render

import (
	"math"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// minSolutionShare is the thinnest a fitted solution line gets, as a share
// of the wall width: thinner would not be seen.
const minSolutionShare = 0.75

// fitSolutionWidth returns the width, at most width, at which the solution
// line of path keeps its ink off the ink of every closed wall near it
// (walls of width wall): where passages are narrow (planar grids) the line
// is drawn thinner, never thinner than minSolutionShare of the wall. On
// regular grids the line is far from the walls and keeps width.
func fitSolutionWidth(m *maze.Maze, path []int, width, wall float64) float64 {
	if len(path) == 0 {
		return width
	}
	g := m.Grid
	if _, weave := g.(*topology.Weave); weave {
		return width // its line runs under bridges, between walls on purpose
	}
	pc := denseCanvas{}
	solutionPath(&pc, m, path, 0, 0)
	// The closed walls of the path's cells and of their neighbours.
	seen := map[int]bool{}
	var walls [][]topology.Point
	var nb []topology.Neighbor
	var segs []topology.Segment
	addCell := func(c int) {
		if seen[c] {
			return
		}
		seen[c] = true
		for _, x := range g.Neighbors(c, nb[:0]) {
			if !m.IsOpen(x.Edge) {
				walls = append(walls, segmentPoints(g.Wall(x.Edge), 16))
			}
		}
		for i, s := range g.Border(c, segs[:0]) {
			if !isDoor(m, c, i) {
				walls = append(walls, segmentPoints(s, 16))
			}
		}
	}
	for _, c := range path {
		addCell(c)
		for _, x := range g.Neighbors(c, nb[:0]) {
			addCell(x.Cell)
		}
	}
	near := math.Inf(1)
	for _, p := range pc.pts {
		for _, w := range walls {
			for j := 1; j < len(w); j++ {
				near = math.Min(near, pointToSegment(p, w[j-1], w[j]))
			}
		}
	}
	// Ink meets ink when near < (line + wall) / 2.
	fit := 0.95 * (2*near - wall)
	if fit >= width {
		return width
	}
	return math.Max(fit, minSolutionShare*wall)
}

// denseCanvas records a path's points, its curves cut finely.
type denseCanvas struct{ polyCanvas }

func (p *denseCanvas) CubeTo(x1, y1, x2, y2, x, y float64) {
	p0 := p.pts[len(p.pts)-1]
	for i := 1; i <= 32; i++ {
		p.pts = append(p.pts, cubicAt(p0, topology.Point{X: x1, Y: y1}, topology.Point{X: x2, Y: y2}, topology.Point{X: x, Y: y}, float64(i)/32))
	}
}

// pointToSegment returns the distance of p from segment ab.
func pointToSegment(p, a, b topology.Point) float64 {
	dx, dy := b.X-a.X, b.Y-a.Y
	t := 0.0
	if l2 := dx*dx + dy*dy; l2 > 0 {
		t = math.Max(0, math.Min(1, ((p.X-a.X)*dx+(p.Y-a.Y)*dy)/l2))
	}
	return topology.Dist(p, topology.Point{X: a.X + t*dx, Y: a.Y + t*dy})
}
