// The classic forms of a maze drawn: a goal room in the middle, lettered
// starts outside their doors, and stars to pick up.

package render

import (
	"image/color"
	"math"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// Forms' look, in cells: a start's letter is startSize tall and its middle
// stands startOut beyond the door; the ring round the right start in the
// key is startRing wide. A star's points reach starReach of the cell's
// inner radius.
const (
	startSize = 0.75
	startOut  = doorStub + 0.5
	startRing = 0.08
	starReach = 0.72
)

// Forms' colours: the goal room's fill and the stars'.
var (
	goalFill = color.RGBA{255, 236, 170, 255}
	starFill = color.RGBA{255, 196, 0, 255}
)

// markedDoors returns the doors the markers (arrows, labels, pictures) go
// to: the entrance and the exit, less the entrance when the maze has
// lettered starts (a marker would tell which start is right).
func markedDoors(m *maze.Maze) [2]maze.Door {
	if m.Forms != nil && len(m.Forms.Starts) > 0 {
		return [2]maze.Door{maze.NoDoor(), m.Exit}
	}
	return [2]maze.Door{m.Entrance, m.Exit}
}

// formsMargin returns the margin the starts' letters need, or 0.
func formsMargin(m *maze.Maze) float64 {
	if m.Forms == nil || len(m.Forms.Starts) == 0 {
		return 0
	}
	return startOut + startSize/2 + 0.2
}

// innerRadius returns about how far the middle of cell c is from its
// sides: the least distance from its centre to the middle of a side.
func innerRadius(g topology.Grid, c int, pts []topology.Point) float64 {
	pts = g.Outline(c, pts[:0])
	ctr := g.Center(c)
	r := math.Inf(1)
	for i, p := range pts {
		q := pts[(i+1)%len(pts)]
		r = min(r, math.Hypot((p.X+q.X)/2-ctr.X, (p.Y+q.Y)/2-ctr.Y))
	}
	if math.IsInf(r, 1) || r <= 0 {
		return 0.5
	}
	return min(r, 0.8)
}

// drawGoalRoom fills the goal cell, under the walls.
func drawGoalRoom(s *Scene, m *maze.Maze, ox, oy float64) {
	if m.Forms == nil || m.Forms.Goal < 0 {
		return
	}
	pts := m.Grid.Outline(m.Forms.Goal, nil)
	polygon(s, pts, ox, oy)
	s.Fill(goalFill)
}

// drawForms draws the goal's mark (a target), the stars and the starts'
// letters; in the key (solved) a ring round the start that reaches the
// goal.
func drawForms(s *Scene, m *maze.Maze, st *Style, ox, oy float64, solved bool) {
	f := m.Forms
	if f == nil {
		return
	}
	g := m.Grid
	var pts []topology.Point
	ink := st.wallColor()
	target := func(x, y, r float64) {
		ring(s, x+ox, y+oy, r+r*0.11, r-r*0.11)
		s.Fill(st.solutionColor())
		circle(s, x+ox, y+oy, r*0.38)
		s.Fill(st.solutionColor())
	}
	switch {
	case f.Goal >= 0:
		c := g.Center(f.Goal)
		target(c.X, c.Y, 0.75*innerRadius(g, f.Goal, pts))
	case len(f.Starts) > 0 && m.Exit.Valid() && st.Markers == MarkersNone:
		// The exit is a gap like the starts: mark it as the goal.
		p, n := doorPoint(m, m.Exit)
		target(p.X+n.X*startOut, p.Y+n.Y*startOut, startSize*0.5)
	}
	for _, cells := range [][]int{f.Items, f.Decoys} {
		for _, c := range cells {
			p := g.Center(c)
			star(s, p.X+ox, p.Y+oy, starReach*innerRadius(g, c, pts))
			s.Fill(starFill)
			star(s, p.X+ox, p.Y+oy, starReach*innerRadius(g, c, pts))
			s.Stroke(Pen{Width: 0.05, Color: ink, Cap: CapRound})
		}
	}
	ts := TextStyle{Font: fonts.Bold, Size: startSize, Color: ink, Align: AlignCenter}
	for i, d := range f.Starts {
		p, n := doorPoint(m, d)
		cx, cy := p.X+n.X*startOut+ox, p.Y+n.Y*startOut+oy
		s.Text(cx, cy+startSize*capHeight/2, maze.StartLabel(i), ts)
		if solved && i == f.Right {
			ring(s, cx, cy, startSize*0.62+startRing/2, startSize*0.62-startRing/2)
			s.Fill(st.solutionColor())
		}
	}
}

// ring adds a ring between radii outer and inner round (x, y) to s's
// path, to be filled: the outer circle one way round, the inner the other
// (a hole under the nonzero rule). Rings are filled, not stroked, so they
// are not taken for the solution line.
func ring(s *Scene, x, y, outer, inner float64) {
	const n = 48
	for _, r := range []float64{outer, -inner} {
		for i := range n + 1 {
			a := 2 * math.Pi * float64(i) / n
			px, py := x+math.Abs(r)*math.Cos(a), y+r*math.Sin(a)
			if i == 0 {
				s.MoveTo(px, py)
			} else {
				s.LineTo(px, py)
			}
		}
		s.ClosePath()
	}
}
