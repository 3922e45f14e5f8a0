package render

import (
	"image/color"
	"math"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// Weave mazes are drawn inset, as printed weave mazes are: every passage is
// a channel narrower than the cells, its two walls set in from the cell's
// sides by weaveInset, so that a closed side shows as a solid block between
// two cells and an open side as a channel running through it. Over a
// tunnel the cell's own passage runs straight across it with both walls
// unbroken, while the tunnel's channel walls stop at the cell's side, short
// of the bridge's walls: the gap shows at a glance which passage is on top.
//
//	──┐ ┌──┐   ┌──┐ ┌──
//	  │ │  │   │  │ │
//	──┘ └──┘   └──┘ └──     tunnel from left to right,
//	                        bridge from top to bottom
//	──┐ ┌──┐   ┌──┐ ┌──
//	  │ │  │   │  │ │
//
// The solution runs over bridges like any passage and, where it goes
// through a tunnel, shows faded and dashed across the bridge.

// weaveInset returns how far a weave maze's walls are set in from the
// cell's sides, in cell units (neighbouring centres are one apart): a fifth
// of a cell, less on grids with short sides (hexagons) so that their
// channels stay wide enough for the solution.
func weaveInset(w *topology.Weave) float64 {
	if w.BaseEdges() == 0 {
		return 0.2
	}
	return min(0.2, 0.2*w.Wall(0).Length())
}

// mouthShare is the share of a tunnel mouth's channel walls that is left
// out, so the tunnel's walls stop well short of the bridge's.
const mouthShare = 0.5

// insetSide is one side of a cell drawn inset: the side itself, whether a
// passage (or door, or tunnel) leaves through it, its edge (-1 on the
// border), and its two inner corners, where the inset lines of the side
// and its neighbouring sides meet, ia near seg.A and ib near seg.B. The
// inset line runs from ia to ib; fa and fb are their feet on the side,
// where an open side's channel walls end.
type insetSide struct {
	seg            topology.Segment
	open           bool
	edge           int
	ia, ib, fa, fb topology.Point
}

// insetSides returns cell c's sides for inset drawing, reusing buf.
func insetSides(w *topology.Weave, m *maze.Maze, c int, gaps map[int]bool, d float64, buf []insetSide) []insetSide {
	buf = buf[:0]
	for _, nb := range w.Neighbors(c, make([]topology.Neighbor, 0, w.MaxDegree())) {
		if w.Under(nb.Edge) != topology.None {
			continue
		}
		buf = append(buf, insetSide{seg: w.Wall(nb.Edge), open: m.IsOpen(nb.Edge) || gaps[nb.Edge], edge: nb.Edge})
	}
	for i, sg := range w.Border(c, nil) {
		buf = append(buf, insetSide{seg: sg, open: isDoor(m, c, i), edge: -1})
	}
	ctr := w.Center(c)
	// Each side's inset line, moved d towards the centre.
	type line struct{ a, b, n topology.Point }
	lines := make([]line, len(buf))
	for i, s := range buf {
		l := s.seg.Length()
		n := topology.Point{X: -(s.seg.B.Y - s.seg.A.Y) / l, Y: (s.seg.B.X - s.seg.A.X) / l}
		if (ctr.X-s.seg.A.X)*n.X+(ctr.Y-s.seg.A.Y)*n.Y < 0 {
			n = topology.Point{X: -n.X, Y: -n.Y}
		}
		lines[i] = line{
			a: topology.Point{X: s.seg.A.X + d*n.X, Y: s.seg.A.Y + d*n.Y},
			b: topology.Point{X: s.seg.B.X + d*n.X, Y: s.seg.B.Y + d*n.Y},
			n: n,
		}
	}
	// corner returns where side i's inset line meets that of the side
	// that shares its end p (p moved in along the normal if none does).
	corner := func(i int, p topology.Point) topology.Point {
		for j, t := range buf {
			if j == i || (topology.Dist(t.seg.A, p) > 1e-6 && topology.Dist(t.seg.B, p) > 1e-6) {
				continue
			}
			if q, ok := lineCross(lines[i].a, lines[i].b, topology.Segment{A: lines[j].a, B: lines[j].b}); ok {
				return q
			}
		}
		return topology.Point{X: p.X + d*lines[i].n.X, Y: p.Y + d*lines[i].n.Y}
	}
	for i := range buf {
		s := &buf[i]
		n := lines[i].n
		s.ia, s.ib = corner(i, s.seg.A), corner(i, s.seg.B)
		s.fa = topology.Point{X: s.ia.X - d*n.X, Y: s.ia.Y - d*n.Y}
		s.fb = topology.Point{X: s.ib.X - d*n.X, Y: s.ib.Y - d*n.Y}
	}
	return buf
}

// lerp returns the point k of the way from p to q.
func lerp(p, q topology.Point, k float64) topology.Point {
	return topology.Point{X: p.X + k*(q.X-p.X), Y: p.Y + k*(q.Y-p.Y)}
}

// bridge is the drawing of one crossing: the two walls of the passage over
// it, each from the first open side to the second.
type bridge struct {
	walls [2]topology.Segment
	// mids are the middles of the bridge's two open sides.
	mids [2]topology.Point
}

// weaveBridge returns the bridge over the under cell of open crossing e in
// m, or false when the cell has no straight passage over it (a maze that
// breaks maze.CheckWeave).
func weaveBridge(w *topology.Weave, m *maze.Maze, e int) (bridge, bool) {
	b := w.Under(e)
	var open []insetSide
	for _, s := range insetSides(w, m, b, nil, weaveInset(w), nil) {
		if s.edge >= 0 && m.IsOpen(s.edge) {
			open = append(open, s)
		}
	}
	if len(open) != 2 {
		return bridge{}, false
	}
	s1, s2 := open[0].seg, open[1].seg
	m1, m2 := s1.Mid(), s2.Mid()
	l := s1.Length()
	ux, uy := (s1.B.X-s1.A.X)/l, (s1.B.Y-s1.A.Y)/l
	// The channel's half width, from the feet of the inset corners.
	hw := topology.Dist(open[0].fa, open[0].fb) / 2
	at := func(m topology.Point, k float64) topology.Point {
		return topology.Point{X: m.X + k*hw*ux, Y: m.Y + k*hw*uy}
	}
	return bridge{
		walls: [2]topology.Segment{{A: at(m1, 1), B: at(m2, 1)}, {A: at(m1, -1), B: at(m2, -1)}},
		mids:  [2]topology.Point{m1, m2},
	}, true
}

// drawWeaveWalls draws the walls of a maze on a weave grid, inset, with
// bridges over its tunnels, and reports whether it did (false for other
// grids).
func drawWeaveWalls(s *Scene, m *maze.Maze, st *Style, ox, oy float64) bool {
	w, ok := m.Grid.(*topology.Weave)
	if !ok {
		return false
	}
	gaps := tunnelSides(m)
	under := map[int]int{} // under cell -> its crossing
	for _, e := range maze.Crossings(m) {
		under[w.Under(e)] = e
	}
	wm := newWallMerger(s, ox, oy)
	var sides []insetSide
	d := weaveInset(w)
	for c := range w.NumCells() {
		if e, ok := under[c]; ok {
			if br, ok := weaveBridge(w, m, e); ok {
				wm.add(br.walls[0])
				wm.add(br.walls[1])
				continue
			}
		}
		sides = insetSides(w, m, c, gaps, d, sides)
		for _, sd := range sides {
			if sd.open && sd.edge >= 0 && gaps[sd.edge] {
				// A tunnel's mouth: its walls stop short of the side.
				wm.add(topology.Segment{A: sd.ia, B: lerp(sd.ia, sd.fa, 1-mouthShare)})
				wm.add(topology.Segment{A: sd.ib, B: lerp(sd.ib, sd.fb, 1-mouthShare)})
			} else if sd.open {
				wm.add(topology.Segment{A: sd.ia, B: sd.fa})
				wm.add(topology.Segment{A: sd.ib, B: sd.fb})
			} else {
				wm.add(topology.Segment{A: sd.ia, B: sd.ib})
			}
		}
	}
	if wm.flush() > 0 {
		s.Stroke(wallPen(st))
	}
	return true
}

// drawTunnels redraws, after the solution, every bridge the solution passes
// under: the bridge's floor covers the solution, which then shows faded and
// dashed across it; where the solution also runs over that bridge, it is
// drawn again on top.
func drawTunnels(s *Scene, m *maze.Maze, st *Style, ox, oy float64) {
	w, ok := m.Grid.(*topology.Weave)
	if !ok || len(st.Solution) < 2 {
		return
	}
	path := st.Solution
	sw := weaveSolutionWidth(w, m, st)
	onPath := map[int]bool{}
	for _, c := range path {
		onPath[c] = true
	}
	var floor func(c int) color.RGBA
	var nbs []topology.Neighbor
	for i := 1; i < len(path); i++ {
		e := -1
		for _, nb := range w.Neighbors(path[i-1], nbs[:0]) {
			if nb.Cell == path[i] && w.Under(nb.Edge) != topology.None && m.IsOpen(nb.Edge) {
				e = nb.Edge
			}
		}
		if e < 0 {
			continue
		}
		br, ok := weaveBridge(w, m, e)
		if !ok {
			continue
		}
		if floor == nil {
			floor = floorColors(m, st)
		}
		b := w.Under(e)
		q := [4]topology.Point{br.walls[0].A, br.walls[0].B, br.walls[1].B, br.walls[1].A}
		polygon(s, q[:], ox, oy)
		s.Fill(floor(b))
		// The hidden stretch: where the line between the tunnel's ends
		// crosses the bridge's two walls.
		p0, p1 := w.Center(path[i-1]), w.Center(path[i])
		h0, ok0 := lineCross(p0, p1, br.walls[0])
		h1, ok1 := lineCross(p0, p1, br.walls[1])
		if ok0 && ok1 {
			pen := Pen{Width: sw * 0.8, Color: faded(st.solutionColor()), Cap: CapButt}
			pen.Dash = topology.Dist(h0, h1) / 3
			s.MoveTo(h0.X+ox, h0.Y+oy)
			s.LineTo(h1.X+ox, h1.Y+oy)
			s.Stroke(pen)
		}
		wp := wallPen(st)
		for _, wall := range br.walls {
			s.MoveTo(wall.A.X+ox, wall.A.Y+oy)
			s.LineTo(wall.B.X+ox, wall.B.Y+oy)
		}
		s.Stroke(wp)
		if onPath[b] {
			// Past the bridge's floor by a quarter of the line's width at
			// each end, over the line drawn before: butt ends on the
			// floor's edge would leave a hairline seam across the line
			// where the two anti-aliased edges meet.
			a, z := br.mids[0], br.mids[1]
			if l := topology.Dist(a, z); l > 0 {
				k := sw / 4 / l
				a, z = lerp(a, z, -k), lerp(a, z, 1+k)
			}
			s.MoveTo(a.X+ox, a.Y+oy)
			s.LineTo(z.X+ox, z.Y+oy)
			pen := Pen{Width: sw, Color: st.solutionColor(), Cap: CapButt}
			if st.SolutionDash {
				pen.Dash = pen.Width * 2
			}
			s.Stroke(pen)
		}
	}
}

// faded returns c at half strength.
func faded(c color.RGBA) color.RGBA {
	return color.RGBA{c.R / 2, c.G / 2, c.B / 2, c.A / 2}
}

// floorColors returns the colour of each bridge's floor: the shading
// colour, or the background (white when transparent).
func floorColors(m *maze.Maze, st *Style) func(c int) color.RGBA {
	bg := st.background()
	if bg.A == 0 {
		bg = color.RGBA{255, 255, 255, 255}
	}
	if !st.Shade {
		return func(int) color.RGBA { return bg }
	}
	pal, dist, maxD := shading(m, st)
	return func(c int) color.RGBA {
		if dist[c] < 0 {
			return bg
		}
		return pal.At(float64(dist[c]) / float64(maxD))
	}
}

// lineCross returns where the line through p and q crosses the line of
// segment s, and false when they are parallel.
func lineCross(p, q topology.Point, s topology.Segment) (topology.Point, bool) {
	dx, dy := q.X-p.X, q.Y-p.Y
	ex, ey := s.B.X-s.A.X, s.B.Y-s.A.Y
	den := dx*ey - dy*ex
	if math.Abs(den) < 1e-12 {
		return topology.Point{}, false
	}
	t := ((s.A.X-p.X)*ey - (s.A.Y-p.Y)*ex) / den
	return topology.Point{X: p.X + t*dx, Y: p.Y + t*dy}, true
}

// weaveRect returns the square grid under a weave grid, if g is one.
func weaveRect(g topology.Grid) (*topology.Rect, bool) {
	if w, ok := g.(*topology.Weave); ok {
		r, ok := w.Base().(*topology.Rect)
		return r, ok
	}
	return nil, false
}

// throughTunnels returns st, or for a weave maze a copy whose solution
// fits the maze's channels and also lists the cell each tunnel it takes
// passes under, so the line runs straight from one mouth of the tunnel to
// the other (drawTunnels then hides it under the bridge).
func throughTunnels(m *maze.Maze, st *Style) *Style {
	w, ok := m.Grid.(*topology.Weave)
	if !ok {
		return st
	}
	path := make([]int, 0, len(st.Solution)+8)
	var nbs []topology.Neighbor
	for i, c := range st.Solution {
		if i > 0 {
			for _, nb := range w.Neighbors(st.Solution[i-1], nbs[:0]) {
				if nb.Cell == c && m.IsOpen(nb.Edge) && w.Under(nb.Edge) != topology.None {
					path = append(path, w.Under(nb.Edge))
					break
				}
			}
		}
		path = append(path, c)
	}
	cp := *st
	cp.Solution = path
	cp.SolutionWidth = weaveSolutionWidth(w, m, st)
	return &cp
}

// weaveSolutionWidth returns the solution's width in a weave maze: at most
// less than half the clear width of a channel between its walls.
func weaveSolutionWidth(w *topology.Weave, m *maze.Maze, st *Style) float64 {
	if w.BaseEdges() == 0 {
		return st.solutionWidth()
	}
	a, _ := w.Ends(0)
	for _, sd := range insetSides(w, m, a, nil, weaveInset(w), nil) {
		if sd.edge == 0 {
			clear := topology.Dist(sd.fa, sd.fb) - st.wallWidth()
			return min(st.solutionWidth(), max(0.05, clear/2.2))
		}
	}
	return st.solutionWidth()
}

// weaveBaseEdges returns the number of g's edges that have walls: on a
// weave grid its base edges (crossings have none), else every edge.
func weaveBaseEdges(g topology.Grid) int {
	if w, ok := g.(*topology.Weave); ok {
		return w.BaseEdges()
	}
	return g.NumEdges()
}

// tunnelSides returns the walls that tunnels pass through (open in every
// drawing), or nil when m has no tunnels.
func tunnelSides(m *maze.Maze) map[int]bool {
	w, ok := m.Grid.(*topology.Weave)
	if !ok {
		return nil
	}
	var gaps map[int]bool
	for _, e := range maze.Crossings(m) {
		if gaps == nil {
			gaps = map[int]bool{}
		}
		ea, ec := w.Sides(e)
		gaps[ea], gaps[ec] = true, true
	}
	return gaps
}
