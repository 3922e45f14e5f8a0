package render

import (
	"image/color"
	"math"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// Weave mazes are drawn as printed weave mazes are: the cell over a tunnel
// carries a bridge, a straight strip narrower than the cell whose two walls
// run across it from one open side to the other. Short wall stubs on those
// sides join the neighbours' walls to the bridge, and the sides the tunnel
// passes through stay open, so the tunnel shows on both sides of the bridge
// and disappears under it:
//
//	──┘ │ │ └──
//	    │ │          tunnel from left to right,
//	──┐ │ │ ┌──      bridge from top to bottom
//
// The solution runs over bridges like any passage and, where it goes
// through a tunnel, shows faded and dashed across the bridge.

// bridgeWidth is the bridge's width in cell units (neighbouring centres
// are one apart), and bridgeShare the most of the side it leaves by that it
// takes, so wall stubs remain on narrow sides (hexagons).
const (
	bridgeWidth = 0.6
	bridgeShare = 0.85
)

// bridge is the drawing of one crossing: the bridge's two walls (L1 and L2,
// each from the first open side to the second) and the four stubs.
type bridge struct {
	walls [2]topology.Segment
	stubs [4]topology.Segment
	// mids are the middles of the bridge's two open sides.
	mids [2]topology.Point
}

// weaveBridge returns the bridge over the under cell of open crossing e in
// m, or false when the cell has no straight passage over it (a maze that
// breaks maze.CheckWeave).
func weaveBridge(w *topology.Weave, m *maze.Maze, e int) (bridge, bool) {
	b := w.Under(e)
	var open []int
	for _, nb := range w.Neighbors(b, make([]topology.Neighbor, 0, w.MaxDegree())) {
		if m.IsOpen(nb.Edge) && w.Under(nb.Edge) == topology.None {
			open = append(open, nb.Edge)
		}
	}
	if len(open) != 2 {
		return bridge{}, false
	}
	s1, s2 := w.Wall(open[0]), w.Wall(open[1])
	m1, m2 := s1.Mid(), s2.Mid()
	l := s1.Length()
	ux, uy := (s1.B.X-s1.A.X)/l, (s1.B.Y-s1.A.Y)/l
	hw := min(bridgeWidth, bridgeShare*l) / 2
	at := func(m topology.Point, k float64) topology.Point {
		return topology.Point{X: m.X + k*hw*ux, Y: m.Y + k*hw*uy}
	}
	var br bridge
	br.mids = [2]topology.Point{m1, m2}
	br.walls[0] = topology.Segment{A: at(m1, 1), B: at(m2, 1)}
	br.walls[1] = topology.Segment{A: at(m1, -1), B: at(m2, -1)}
	i := 0
	for _, sd := range []struct {
		s topology.Segment
		m topology.Point
	}{{s1, m1}, {s2, m2}} {
		for _, p := range []topology.Point{sd.s.A, sd.s.B} {
			k := 1.0
			if (p.X-sd.m.X)*ux+(p.Y-sd.m.Y)*uy < 0 {
				k = -1
			}
			br.stubs[i] = topology.Segment{A: p, B: at(sd.m, k)}
			i++
		}
	}
	return br, true
}

// drawWeaveWalls draws the walls of a maze on a weave grid, with bridges
// over its tunnels, and reports whether it did (false for other grids).
func drawWeaveWalls(s *Scene, m *maze.Maze, st *Style, ox, oy float64) bool {
	w, ok := m.Grid.(*topology.Weave)
	if !ok {
		return false
	}
	cross := maze.Crossings(m)
	gaps := tunnelSides(m)
	if !st.Shade {
		// Bridge decks are tinted, so they stand out from the floor.
		for _, e := range cross {
			if br, ok := weaveBridge(w, m, e); ok {
				q := [4]topology.Point{br.walls[0].A, br.walls[0].B, br.walls[1].B, br.walls[1].A}
				polygon(s, q[:], ox, oy)
				s.Fill(deckColor(st))
			}
		}
	}
	wm := newWallMerger(s, ox, oy)
	for e := range w.BaseEdges() {
		if !m.IsOpen(e) && !gaps[e] {
			wm.add(w.Wall(e))
		}
	}
	var segs []topology.Segment
	for c := range w.NumCells() {
		segs = w.Border(c, segs[:0])
		for i, sg := range segs {
			if !isDoor(m, c, i) {
				wm.add(sg)
			}
		}
	}
	for _, e := range cross {
		if br, ok := weaveBridge(w, m, e); ok {
			for _, sg := range br.stubs {
				wm.add(sg)
			}
			wm.add(br.walls[0])
			wm.add(br.walls[1])
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
			pen := Pen{Width: st.solutionWidth() * 0.8, Color: faded(st.solutionColor()), Cap: CapButt}
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
			s.MoveTo(br.mids[0].X+ox, br.mids[0].Y+oy)
			s.LineTo(br.mids[1].X+ox, br.mids[1].Y+oy)
			pen := Pen{Width: st.solutionWidth(), Color: st.solutionColor(), Cap: CapButt}
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

// deckColor returns the tint of bridge decks: the background (white when
// transparent) with a tenth of the wall colour.
func deckColor(st *Style) color.RGBA {
	bg, wc := st.background(), st.wallColor()
	if bg.A == 0 {
		bg = color.RGBA{255, 255, 255, 255}
	}
	mix := func(a, b uint8) uint8 { return uint8((int(a)*9 + int(b) + 5) / 10) }
	return color.RGBA{mix(bg.R, wc.R), mix(bg.G, wc.G), mix(bg.B, wc.B), 255}
}

// floorColors returns the colour of each bridge's floor: the shading
// colour, or the deck tint.
func floorColors(m *maze.Maze, st *Style) func(c int) color.RGBA {
	bg := st.background()
	if bg.A == 0 {
		bg = color.RGBA{255, 255, 255, 255}
	}
	if !st.Shade {
		deck := deckColor(st)
		return func(int) color.RGBA { return deck }
	}
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

// weaveTextTunnels returns, for row y of a text maze, which east and south
// walls have a tunnel under them (nil for mazes on other grids), reusing
// the given slices.
func weaveTextTunnels(m *maze.Maze, r *topology.Rect, y int, east, south []bool) ([]bool, []bool) {
	w, ok := m.Grid.(*topology.Weave)
	if !ok {
		return nil, nil
	}
	east, south = append(east[:0], make([]bool, r.W)...), append(south[:0], make([]bool, r.W)...)
	mark := func(e int) {
		a, b := r.Ends(e)
		x, ya := r.XY(a)
		if ya != y {
			return
		}
		if b == a+1 {
			east[x] = true
		} else {
			south[x] = true
		}
	}
	for _, e := range maze.Crossings(m) {
		ea, ec := w.Sides(e)
		mark(ea)
		mark(ec)
	}
	return east, south
}

// throughTunnels returns st, or for a weave maze whose solution takes
// tunnels a copy whose solution also lists the cell each tunnel passes
// under, so the line runs straight from one mouth of the tunnel to the
// other (drawTunnels then hides it under the bridge).
func throughTunnels(m *maze.Maze, st *Style) *Style {
	w, ok := m.Grid.(*topology.Weave)
	if !ok || len(maze.Crossings(m)) == 0 {
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
	return &cp
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
