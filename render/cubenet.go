// The net of a cube (a grid drawn as faces laid flat, with topology
// Terminals): cut and fold lines, glue tabs, and the start and finish
// marks of a maze with no doors.

package render

import (
	"math"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// netGrid is a grid drawn as the net of a solid: faces in squares.
type netGrid interface {
	FaceBox(f int) topology.Box
	Face(c int) int
}

// Colours of the net's guide lines and tabs.
var (
	guideColor = rgb(0x9a9a9a)
	tabColor   = rgb(0xececec)
)

// faceSide returns which side of face box b the segment s lies on: 0 top,
// 1 right, 2 bottom, 3 left.
func faceSide(b topology.Box, s topology.Segment) int {
	m := s.Mid()
	d := []float64{math.Abs(m.Y - b.Min.Y), math.Abs(m.X - b.Max.X), math.Abs(m.Y - b.Max.Y), math.Abs(m.X - b.Min.X)}
	best := 0
	for i, v := range d {
		if v < d[best] {
			best = i
		}
	}
	return best
}

// sideSegment returns side i of box b (0 top, 1 right, 2 bottom, 3 left),
// running clockwise.
func sideSegment(b topology.Box, i int) (topology.Point, topology.Point) {
	c := [4]topology.Point{b.Min, {X: b.Max.X, Y: b.Min.Y}, b.Max, {X: b.Min.X, Y: b.Max.Y}}
	return c[i], c[(i+1)%4]
}

// drawNet draws, for a grid drawn as a net, a glue tab on one side of
// every cut edge of the solid, the cut lines round the net (solid) and
// the fold lines between faces (dashed), all in light grey under the
// walls. It does nothing for other grids.
func drawNet(s *Scene, m *maze.Maze, st *Style, ox, oy float64) {
	ng, ok := m.Grid.(netGrid)
	if !ok {
		return
	}
	g := m.Grid
	l, _ := g.(topology.Linked)
	type faceSideKey struct{ face, side int }
	tabs, cuts := map[faceSideKey]bool{}, map[faceSideKey]bool{}
	folds := map[faceSideKey]bool{}
	var buf []topology.Segment
	for e := 0; e < g.NumEdges(); e++ {
		a, b := g.Ends(e)
		fa, fb := ng.Face(a), ng.Face(b)
		if fa == fb {
			continue
		}
		if l != nil {
			if p, link := l.LinkWalls(e, buf[:0]); link && len(p) == 2 {
				cuts[faceSideKey{fa, faceSide(ng.FaceBox(fa), p[0])}] = true
				k := faceSideKey{fb, faceSide(ng.FaceBox(fb), p[1])}
				cuts[k], tabs[k] = true, true
				continue
			}
		}
		folds[faceSideKey{fa, faceSide(ng.FaceBox(fa), g.Wall(e))}] = true
	}
	// Tabs: a trapezoid outside each tabbed side, its ends drawn in at 45°.
	depth := 0.7
	for f := 0; f < 6; f++ {
		b := ng.FaceBox(f)
		c := b.Center()
		for i := 0; i < 4; i++ {
			if !tabs[faceSideKey{f, i}] {
				continue
			}
			p, q := sideSegment(b, i)
			mx, my := (p.X+q.X)/2-c.X, (p.Y+q.Y)/2-c.Y
			ln := math.Hypot(mx, my)
			nx, ny := mx/ln*depth, my/ln*depth
			dx, dy := (q.X-p.X)/topology.Dist(p, q)*depth, (q.Y-p.Y)/topology.Dist(p, q)*depth
			s.MoveTo(p.X+ox, p.Y+oy)
			s.LineTo(p.X+nx+dx+ox, p.Y+ny+dy+oy)
			s.LineTo(q.X+nx-dx+ox, q.Y+ny-dy+oy)
			s.LineTo(q.X+ox, q.Y+oy)
			s.ClosePath()
			s.Fill(tabColor)
			s.MoveTo(p.X+ox, p.Y+oy)
			s.LineTo(p.X+nx+dx+ox, p.Y+ny+dy+oy)
			s.LineTo(q.X+nx-dx+ox, q.Y+ny-dy+oy)
			s.LineTo(q.X+ox, q.Y+oy)
			s.Stroke(Pen{Width: 0.04, Color: guideColor})
		}
	}
	line := func(set map[faceSideKey]bool, pen Pen) {
		n := 0
		for f := 0; f < 6; f++ {
			for i := 0; i < 4; i++ {
				if set[faceSideKey{f, i}] {
					p, q := sideSegment(ng.FaceBox(f), i)
					s.MoveTo(p.X+ox, p.Y+oy)
					s.LineTo(q.X+ox, q.Y+oy)
					n++
				}
			}
		}
		if n > 0 {
			s.Stroke(pen)
		}
	}
	line(cuts, Pen{Width: 0.05, Color: guideColor})
	line(folds, Pen{Width: 0.05, Color: guideColor, Dash: 0.15, Cap: CapButt})
}

// drawTerminals marks the start and the finish of a maze on a grid with
// topology.Terminals and no doors: a disc and a star, and beside the net a
// key naming them. It does nothing for other mazes.
func drawTerminals(s *Scene, m *maze.Maze, st *Style, ox, oy float64) {
	t, ok := m.Grid.(topology.Terminals)
	if !ok || m.Entrance.Valid() || m.Exit.Valid() {
		return
	}
	col := st.solutionColor()
	a, b := t.Terminals()
	pa, pb := m.Grid.Center(a), m.Grid.Center(b)
	circle(s, pa.X+ox, pa.Y+oy, 0.3)
	s.Fill(col)
	star(s, pb.X+ox, pb.Y+oy, 0.38)
	s.Fill(col)
	ng, ok := m.Grid.(netGrid)
	if !ok {
		return
	}
	// The key, in the empty square left of the lowest face but one.
	box := ng.FaceBox(4)
	side := box.Dx()
	size := min(1.0, max(0.5, side*0.16))
	x, y := box.Min.X-side+ox+0.2, box.Min.Y+oy+size*1.5
	kt := TextStyle{Font: fonts.Bold, Size: size, Color: st.wallColor()}
	circle(s, x+size*0.4, y-size*0.3, size*0.3)
	s.Fill(col)
	s.Text(x+size, y, orDefault(st.StartLabel, "Start"), kt)
	y += size * 1.6
	star(s, x+size*0.4, y-size*0.3, size*0.38)
	s.Fill(col)
	s.Text(x+size, y, orDefault(st.FinishLabel, "Finish"), kt)
}

// star adds a five-pointed star of outer radius r about (x, y) to s's path.
func star(s *Scene, x, y, r float64) {
	for i := 0; i < 10; i++ {
		rr := r
		if i%2 == 1 {
			rr = r * 0.45
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		px, py := x+rr*math.Cos(a), y+rr*math.Sin(a)
		if i == 0 {
			s.MoveTo(px, py)
		} else {
			s.LineTo(px, py)
		}
	}
	s.ClosePath()
}
