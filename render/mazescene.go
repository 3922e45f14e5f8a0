package render

import (
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render/internal/raster"
	"github.com/mazekit/mazekit/topology"
)

// MazeScene draws m as st says: background, distance shading, walls (every
// closed edge and the outer border except the two doors, merged into long
// runs), the solution, door markers and the title. It uses only the grid's
// geometry, so it draws every kind of grid. A nil st means the zero Style.
//
// The title is set from the picture's width (see fitTitle), wrapped or
// shrunk to fit it. Labels are placed outside the maze beside their doors
// where they overlap nothing else (see placeLabels).
//
// A maze on a grid that wraps both ways is drawn as a seamless tile (see
// TileScene).
func MazeScene(m *maze.Maze, st *Style) *Scene {
	if st == nil {
		st = &Style{}
	}
	if s, ok := TileScene(m, st); ok {
		return s
	}
	if fl, ok := m.Grid.(topology.Floored); ok && st.Stack {
		return stackScene(m, st, fl)
	}
	l := mazeLayout(m, st)
	ox, oy := l.ox, l.oy
	s := NewScene(l.w, l.h)
	s.Background = st.background()
	if st.Shade {
		shade(s, m, st, ox, oy)
	}
	drawGoalRoom(s, m, ox, oy)
	drawNet(s, m, st, ox, oy)
	if !drawWeaveWalls(s, m, st, ox, oy) {
		drawWalls(s, m, st, ox, oy)
	}
	drawFloors(s, m, st, ox, oy)
	if len(st.Solution) > 0 {
		drawSolution(s, m, throughTunnels(m, st), ox, oy)
		drawTunnels(s, m, st, ox, oy)
		drawClimbs(s, m, st, ox, oy)
	}
	drawTerminals(s, m, st, ox, oy)
	drawForms(s, m, st, ox, oy, len(st.Solution) > 0)
	switch st.Markers {
	case MarkersArrows:
		drawArrows(s, m, st, ox, oy)
	case MarkersLabels, MarkersPictures:
		drawLabels(s, m, st, l)
	}
	if len(l.title.lines) > 0 {
		l.title.draw(s, s.W/2, l.titleTop, TextStyle{Color: st.wallColor()})
	}
	return s
}

// frame is where MazeScene puts things: the grid's offset, the scene's
// size, the title block and its top.
type frame struct {
	ox, oy, w, h float64
	title        titleBlock
	titleTop     float64
}

// mazeLayout returns the frame of m's picture: the margin (wider on the
// sides where labels stand outside a door), then the title, set for the
// picture's width, above the maze.
func mazeLayout(m *maze.Maze, st *Style) frame {
	mg := max(st.margin(), formsMargin(m))
	if st.Markers != MarkersLabels && st.Markers != MarkersPictures {
		return frameFor(m, st, mg, mg, mg, mg)
	}
	// Room for each label at its first place; if either must go elsewhere
	// and finds no clear place, the same room on every side.
	l, t, r, b := labelMargins(m, st, mg)
	if st.Centred {
		l, r = max(l, r), max(l, r)
		t, b = max(t, b), max(t, b)
	}
	f := frameFor(m, st, l, t, r, b)
	if pl := placeLabels(m, st, f); (pl[0].ok || pl[0].text == "") && (pl[1].ok || pl[1].text == "") {
		return f
	}
	w := max(l, t, r, b, labelMargin(m, st))
	return frameFor(m, st, w, w, w, w)
}

// frameFor returns the frame with the given margins round the grid.
func frameFor(m *maze.Maze, st *Style, left, top, right, bottom float64) frame {
	b := m.Grid.Bounds()
	mg := st.margin()
	f := frame{w: b.Dx() + left + right}
	f.title = fitTitle(st.Title, f.w)
	th := f.title.height()
	f.titleTop = min(mg, max(0.5, mg/2))
	switch {
	case th > 0 && top > mg:
		th += f.titleTop // above the margin, which a label needs
	case th > 0:
		th = max(0, f.titleTop+th-top)
	}
	f.h = b.Dy() + top + bottom + th
	f.ox, f.oy = left-b.Min.X, top+th-b.Min.Y
	return f
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
	u, unjoined := g.(interface{ UnjoinedWalls() bool })
	unjoined = unjoined && u.UnjoinedWalls()
	if unjoined {
		s.grow(2*closed+64, 4*closed+128) // a move and a line for each
	} else {
		s.grow(closed/2, closed*2)
	}
	w := newWallMerger(s, ox, oy)
	// Interleave inner walls and border walls cell by cell would scatter
	// lines; instead add inner walls in edge order, then the border. Walls
	// that never continue one another go straight to the scene, after the
	// border, in the order the merger would have drawn them.
	var segs []topology.Segment
	for e := 0; e < g.NumEdges() && !unjoined; e++ {
		if !m.IsOpen(e) {
			segs = edgeWalls(g, e, segs[:0])
			for _, sg := range segs {
				w.add(sg)
			}
		}
	}
	for c := 0; c < g.NumCells(); c++ {
		segs = g.Border(c, segs[:0])
		for i, sg := range segs {
			if isDoor(m, c, i) {
				continue
			}
			w.add(sg)
		}
	}
	drawn := w.flush()
	for e := 0; e < g.NumEdges() && unjoined; e++ {
		if !m.IsOpen(e) {
			a, b := g.Wall(e).A, g.Wall(e).B
			if b.X < a.X || (b.X == a.X && b.Y < a.Y) {
				a, b = b, a // as the merger puts them
			}
			s.MoveTo(a.X+ox, a.Y+oy)
			s.LineTo(b.X+ox, b.Y+oy)
			drawn++
		}
	}
	if drawn > 0 {
		s.Stroke(wallPen(st))
	}
}

func isDoor(m *maze.Maze, c, side int) bool {
	return (m.Entrance.Cell == c && m.Entrance.Side == side) || (m.Exit.Cell == c && m.Exit.Side == side) || m.Forms.IsStart(c, side)
}

// shading returns the palette of st, each cell's distance (st.Distances,
// or a breadth-first pass from st.ShadeFrom) and the largest distance (at
// least 1): cell c takes pal.At(dist[c]/maxD), or none when dist[c] < 0.
func shading(m *maze.Maze, st *Style) (pal Palette, dist []int32, maxD int32) {
	pal, err := LookupPalette(orDefault(st.Palette, "grey"))
	if err != nil {
		pal = palettes["grey"]
	}
	dist = st.Distances
	if dist == nil {
		from := st.ShadeFrom
		if from < 0 || from >= m.Grid.NumCells() {
			from = 0
		}
		dist = maze.Distances(m, from)
	}
	maxD = 1
	for _, d := range dist {
		maxD = max(maxD, d)
	}
	return pal, dist, maxD
}

// shade fills every cell with the palette colour of its distance.
func shade(s *Scene, m *maze.Maze, st *Style, ox, oy float64) {
	pal, dist, maxD := shading(m, st)
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
		if len(pts) == 4 && raster.AxisRect([]float64{pts[0].X, pts[0].Y, pts[1].X, pts[1].Y, pts[2].X, pts[2].Y, pts[3].X, pts[3].Y}) {
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
