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
	if _, linked := g.(topology.Linked); linked {
		// Floors and nets are square cells, whose line keeps clear of
		// the walls; a link's two ends lie far apart on the page.
		return width
	}
	// Each cell's piece of the line against the closed walls of the cell
	// and of its neighbours (which meet it at its corners).
	gates := solutionGates(m, path)
	var walls [][2]topology.Point // wall pieces
	var nb, nb2 []topology.Neighbor
	var segs []topology.Segment
	var outline []topology.Point
	add := func(s topology.Segment) {
		if !s.Arc {
			walls = append(walls, [2]topology.Point{s.A, s.B})
			return
		}
		pts := segmentPoints(s, 16)
		for j := 1; j < len(pts); j++ {
			walls = append(walls, [2]topology.Point{pts[j-1], pts[j]})
		}
	}
	addWalls := func(c int) {
		for _, x := range g.Neighbors(c, nb2[:0]) {
			if !m.IsOpen(x.Edge) {
				add(g.Wall(x.Edge))
			}
		}
		segs = g.Border(c, segs[:0])
		for i, s := range segs {
			if !isDoor(m, c, i) {
				add(s)
			}
		}
	}
	near := 1.0 // farther than any line needs
	var pc denseCanvas
	for i, c := range path {
		walls = walls[:0]
		addWalls(c)
		for _, x := range g.Neighbors(c, nb[:0]) {
			addWalls(x.Cell)
		}
		in := gates[i].in()
		pc.pts = pc.pts[:0]
		if i == 0 && m.Entrance.Valid() && c == m.Entrance.Cell {
			pc.pts = append(pc.pts, stubEnd(m, m.Entrance)) // the line comes in from the door
		}
		pc.pts = append(pc.pts, in.p)
		outline = g.Outline(c, outline[:0])
		cellCurve(&pc, in, gates[i+1], g.Center(c), outline, 0, 0)
		if i == len(path)-1 && m.Exit.Valid() && c == m.Exit.Cell {
			pc.pts = append(pc.pts, stubEnd(m, m.Exit))
		}
		for _, p := range pc.pts {
			for _, w := range walls {
				near = math.Min(near, pointToSegment(p, w[0], w[1]))
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
