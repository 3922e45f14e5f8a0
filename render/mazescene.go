package render

import (
	"math"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// MazeScene draws m as st says: background, distance shading, walls (every
// closed edge and the outer border except the two doors, merged into long
// runs), the solution, door markers and the title. It uses only the grid's
// geometry, so it draws every kind of grid. A nil st means the zero Style.
func MazeScene(m *maze.Maze, st *Style) *Scene {
	if st == nil {
		st = &Style{}
	}
	g := m.Grid
	b := g.Bounds()
	mg := st.margin()
	if st.Markers == MarkersLabels {
		mg = max(mg, 2.2) // room for "Finish" beside a side door
	}
	titleH := 0.0
	if st.Title != "" {
		titleH = 1.6
	}
	ox, oy := mg-b.Min.X, mg+titleH-b.Min.Y
	s := NewScene(b.Dx()+2*mg, b.Dy()+2*mg+titleH)
	s.Background = st.background()
	if st.Shade {
		shade(s, m, st, ox, oy)
	}
	if !drawWeaveWalls(s, m, st, ox, oy) {
		drawWalls(s, m, st, ox, oy)
	}
	if len(st.Solution) > 0 {
		drawSolution(s, m, st, ox, oy)
		drawTunnels(s, m, st, ox, oy)
	}
	switch st.Markers {
	case MarkersArrows:
		drawArrows(s, m, st, ox, oy)
	case MarkersLabels:
		drawLabels(s, m, st, ox, oy)
	}
	if st.Title != "" {
		s.Text(s.W/2, mg+1.0, st.Title, TextStyle{Font: fonts.Bold, Size: 1.1, Color: st.wallColor(), Align: AlignCenter})
	}
	return s
}

// wallPen returns the pen for walls.
func wallPen(st *Style) Pen {
	p := Pen{Width: st.wallWidth(), Color: st.wallColor(), Cap: st.Cap}
	if st.WallPt > 0 {
		p.Width, p.Fixed = st.WallPt, true
	}
	return p
}

func drawWalls(s *Scene, m *maze.Maze, st *Style, ox, oy float64) {
	g := m.Grid
	closed := g.NumEdges() - m.NumOpen()
	s.grow(closed/2, closed*2)
	w := newWallMerger(s, ox, oy)
	// Interleave inner walls and border walls cell by cell would scatter
	// lines; instead add inner walls in edge order, then the border.
	for e := 0; e < g.NumEdges(); e++ {
		if !m.IsOpen(e) {
			w.add(g.Wall(e))
		}
	}
	var segs []topology.Segment
	for c := 0; c < g.NumCells(); c++ {
		segs = g.Border(c, segs[:0])
		for i, sg := range segs {
			if isDoor(m, c, i) {
				continue
			}
			w.add(sg)
		}
	}
	if w.flush() > 0 {
		s.Stroke(wallPen(st))
	}
}

func isDoor(m *maze.Maze, c, side int) bool {
	return (m.Entrance.Cell == c && m.Entrance.Side == side) || (m.Exit.Cell == c && m.Exit.Side == side)
}

// shade fills every cell with the palette colour of its distance.
func shade(s *Scene, m *maze.Maze, st *Style, ox, oy float64) {
	pal, err := LookupPalette(orDefault(st.Palette, "grey"))
	if err != nil {
		pal = palettes["grey"]
	}
	dist := st.Distances
	if dist == nil {
		from := st.ShadeFrom
		if from < 0 || from >= m.Grid.NumCells() {
			from = 0
		}
		dist = maze.Distances(m, from)
	}
	maxD := int32(1)
	for _, d := range dist {
		maxD = max(maxD, d)
	}
	var pts []topology.Point
	for c := range dist {
		col := pal.At(float64(dist[c]) / float64(maxD))
		if dist[c] < 0 {
			col = st.background()
		}
		pts = m.Grid.Outline(c, pts[:0])
		// Fill, then stroke the outline thinly in the same colour, so that
		// anti-aliasing leaves no light seams between neighbouring cells.
		// Axis-aligned rectangles tile without seams and need no stroke.
		passes := 2
		if len(pts) == 4 && axisRect([]float64{pts[0].X, pts[0].Y, pts[1].X, pts[1].Y, pts[2].X, pts[2].Y, pts[3].X, pts[3].Y}) {
			passes = 1
		}
		polygon(s, pts, ox, oy)
		s.Fill(col)
		if passes == 2 {
			polygon(s, pts, ox, oy)
			s.Stroke(Pen{Width: 0.04, Color: col, Cap: CapRound})
		}
	}
}

// polygon adds the closed outline pts, shifted by (ox, oy), to s's path.
func polygon(s *Scene, pts []topology.Point, ox, oy float64) {
	s.MoveTo(pts[0].X+ox, pts[0].Y+oy)
	for _, p := range pts[1:] {
		s.LineTo(p.X+ox, p.Y+oy)
	}
	s.ClosePath()
}

// doorPoint returns the middle of door d's wall and the unit normal pointing
// out of the maze.
func doorPoint(m *maze.Maze, d maze.Door) (topology.Point, topology.Point) {
	seg := m.Grid.Border(d.Cell, nil)[d.Side]
	mid := maze.SegmentMid(seg)
	c := m.Grid.Center(d.Cell)
	nx, ny := mid.X-c.X, mid.Y-c.Y
	l := math.Hypot(nx, ny)
	if l == 0 {
		return mid, topology.Point{X: 0, Y: -1}
	}
	return mid, topology.Point{X: nx / l, Y: ny / l}
}

// drawSolution draws a smooth line through the solution's cell centres:
// straight between the midpoints of successive steps, with a quadratic curve
// (as a cubic) round each centre, from the entrance's door to the exit's.
func drawSolution(s *Scene, m *maze.Maze, st *Style, ox, oy float64) {
	g := m.Grid
	path := st.Solution
	pts := make([]topology.Point, 0, len(path)+2)
	if m.Entrance.Valid() && path[0] == m.Entrance.Cell {
		p, _ := doorPoint(m, m.Entrance)
		pts = append(pts, p)
	}
	for _, c := range path {
		pts = append(pts, g.Center(c))
	}
	if m.Exit.Valid() && path[len(path)-1] == m.Exit.Cell {
		p, _ := doorPoint(m, m.Exit)
		pts = append(pts, p)
	}
	mid := func(a, b topology.Point) topology.Point {
		return topology.Point{X: (a.X + b.X) / 2, Y: (a.Y + b.Y) / 2}
	}
	s.MoveTo(pts[0].X+ox, pts[0].Y+oy)
	for i := 1; i < len(pts)-1; i++ {
		a, c := mid(pts[i-1], pts[i]), mid(pts[i], pts[i+1])
		if i == 1 {
			a = pts[0]
		}
		s.LineTo(a.X+ox, a.Y+oy)
		p := pts[i]
		// Quadratic a → c with control p, as a cubic.
		s.CubeTo(a.X+2.0/3*(p.X-a.X)+ox, a.Y+2.0/3*(p.Y-a.Y)+oy,
			c.X+2.0/3*(p.X-c.X)+ox, c.Y+2.0/3*(p.Y-c.Y)+oy, c.X+ox, c.Y+oy)
	}
	last := pts[len(pts)-1]
	s.LineTo(last.X+ox, last.Y+oy)
	pen := Pen{Width: st.solutionWidth(), Color: st.solutionColor(), Cap: CapRound}
	if st.SolutionDash {
		pen.Dash = pen.Width * 2
		pen.Cap = CapButt
	}
	s.Stroke(pen)
}

// drawArrows puts a filled arrow outside each door: into the entrance, out
// of the exit.
func drawArrows(s *Scene, m *maze.Maze, st *Style, ox, oy float64) {
	col := st.solutionColor()
	for i, d := range []maze.Door{m.Entrance, m.Exit} {
		if !d.Valid() {
			continue
		}
		p, n := doorPoint(m, d)
		dir := 1.0 // exit: arrow points outward
		if i == 0 {
			dir = -1 // entrance: arrow points inward
		}
		tip := topology.Point{X: p.X + n.X*(0.55+0.35*dir), Y: p.Y + n.Y*(0.55+0.35*dir)}
		base := topology.Point{X: p.X + n.X*(0.55-0.35*dir), Y: p.Y + n.Y*(0.55-0.35*dir)}
		tx, ty := -n.Y*0.3, n.X*0.3
		s.MoveTo(tip.X+ox, tip.Y+oy)
		s.LineTo(base.X+tx+ox, base.Y+ty+oy)
		s.LineTo(base.X-tx+ox, base.Y-ty+oy)
		s.ClosePath()
		s.Fill(col)
	}
}

// drawLabels writes the start and finish labels just outside the doors.
func drawLabels(s *Scene, m *maze.Maze, st *Style, ox, oy float64) {
	labels := []string{orDefault(st.StartLabel, "Start"), orDefault(st.FinishLabel, "Finish")}
	for i, d := range []maze.Door{m.Entrance, m.Exit} {
		if !d.Valid() {
			continue
		}
		p, n := doorPoint(m, d)
		ts := TextStyle{Font: fonts.Bold, Size: 0.55, Color: st.solutionColor(), Align: AlignCenter}
		x, y := p.X+n.X*0.5, p.Y+n.Y*0.5+0.2
		switch {
		case n.X > 0.7:
			ts.Align, x = AlignLeft, p.X+0.25
		case n.X < -0.7:
			ts.Align, x = AlignRight, p.X-0.25
		case n.Y < 0:
			y = p.Y - 0.3
		default:
			y = p.Y + 0.75
		}
		s.Text(x+ox, y+oy, labels[i], ts)
	}
}
