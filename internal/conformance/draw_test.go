package conformance

import (
	"fmt"
	"image/color"
	"math"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// recorder keeps a scene's strokes as polylines, one per subpath, by pen
// colour; curves are cut into short chords.
type recorder struct {
	cur     [][]topology.Point
	strokes map[color.RGBA][][]topology.Point
}

func (r *recorder) MoveTo(x, y float64) { r.cur = append(r.cur, []topology.Point{{X: x, Y: y}}) }
func (r *recorder) LineTo(x, y float64) {
	if len(r.cur) == 0 {
		r.MoveTo(x, y)
		return
	}
	r.cur[len(r.cur)-1] = append(r.cur[len(r.cur)-1], topology.Point{X: x, Y: y})
}
func (r *recorder) CubeTo(x1, y1, x2, y2, x, y float64) {
	l := r.cur[len(r.cur)-1]
	p0 := l[len(l)-1]
	for i := 1; i <= 16; i++ {
		t := float64(i) / 16
		u := 1 - t
		a, b, c, d := u*u*u, 3*u*u*t, 3*u*t*t, t*t*t
		r.LineTo(a*p0.X+b*x1+c*x2+d*x, a*p0.Y+b*y1+c*y2+d*y)
	}
}
func (r *recorder) ClosePath() {
	if l := r.cur[len(r.cur)-1]; len(l) > 0 {
		r.LineTo(l[0].X, l[0].Y)
	}
}
func (r *recorder) Stroke(p render.Pen) {
	r.strokes[p.Color] = append(r.strokes[p.Color], r.cur...)
	r.cur = nil
}
func (r *recorder) Fill(color.RGBA)                                 { r.cur = nil }
func (r *recorder) Text(x, y float64, s string, t render.TextStyle) {}

// sample returns points along a wall: its ends, or an arc cut in 16.
func sample(s topology.Segment) []topology.Point {
	if !s.Arc {
		return []topology.Point{s.A, s.B}
	}
	r := topology.Dist(s.A, s.C)
	ang := func(p topology.Point) float64 { return math.Atan2(p.Y-s.C.Y, p.X-s.C.X) }
	a0, a1, am := ang(s.A), ang(s.B), ang(s.Mid())
	// Go from a0 to a1 the way that passes the middle.
	d := math.Mod(a1-a0+4*math.Pi, 2*math.Pi)
	if dm := math.Mod(am-a0+4*math.Pi, 2*math.Pi); dm > d {
		d -= 2 * math.Pi
	}
	out := make([]topology.Point, 17)
	for i := range out {
		a := a0 + d*float64(i)/16
		out[i] = topology.Point{X: s.C.X + r*math.Cos(a), Y: s.C.Y + r*math.Sin(a)}
	}
	return out
}

// closedWalls returns the walls the solution may not cross: closed inner
// walls and the outer walls but the doors, in grid coordinates.
func closedWalls(m *maze.Maze) [][]topology.Point {
	g := m.Grid
	var out [][]topology.Point
	for e := 0; e < g.NumEdges(); e++ {
		if !m.IsOpen(e) {
			out = append(out, sample(g.Wall(e)))
		}
	}
	var segs []topology.Segment
	for c := 0; c < g.NumCells(); c++ {
		for i, s := range g.Border(c, segs[:0]) {
			if (m.Entrance.Cell == c && m.Entrance.Side == i) || (m.Exit.Cell == c && m.Exit.Side == i) {
				continue
			}
			out = append(out, sample(s))
		}
	}
	return out
}

// cross reports whether segments ab and cd cross at a point inside both.
func cross(a, b, c, d topology.Point) bool {
	o := func(p, q, r topology.Point) float64 { return (q.X-p.X)*(r.Y-p.Y) - (q.Y-p.Y)*(r.X-p.X) }
	d1, d2, d3, d4 := o(c, d, a), o(c, d, b), o(a, b, c), o(a, b, d)
	return ((d1 > 1e-9 && d2 < -1e-9) || (d1 < -1e-9 && d2 > 1e-9)) && ((d3 > 1e-9 && d4 < -1e-9) || (d3 < -1e-9 && d4 > 1e-9))
}

// minPoint returns the least x and y over the points of lines.
func minPoint(lines [][]topology.Point) topology.Point {
	p := topology.Point{X: math.Inf(1), Y: math.Inf(1)}
	for _, l := range lines {
		for _, q := range l {
			p.X, p.Y = math.Min(p.X, q.X), math.Min(p.Y, q.Y)
		}
	}
	return p
}

// checkDrawnSolution draws p's maze solved and follows each piece of the
// solution line: it crosses no closed wall, and no piece jumps across half
// the picture (a seam crossed as a line through the maze). The scene's
// offset is found from the walls drawn against the walls of the grid.
func checkDrawnSolution(p *puzzle.Puzzle, opts *puzzle.Options) string {
	m := p.Maze
	if _, weave := m.Grid.(*topology.Weave); weave || !m.Entrance.Valid() {
		return "" // weave passages run under walls; no doors, no line
	}
	if p.Info.Solution == nil {
		p.Info.Solution = maze.Solve(m)
	}
	s, err := p.Scene(true)
	if err != nil {
		return fmt.Sprintf("scene: %v", err)
	}
	rec := &recorder{strokes: map[color.RGBA][][]topology.Point{}}
	s.Replay(rec)
	solCol, _ := render.ParseColor(opts.Picture.SolutionColor)
	wallCol, _ := render.ParseColor(opts.Picture.WallColor)
	line := rec.strokes[solCol]
	if len(line) == 0 {
		return "no solution line drawn"
	}
	var all [][]topology.Point
	var segs []topology.Segment
	g := m.Grid
	for e := 0; e < g.NumEdges(); e++ {
		if !m.IsOpen(e) {
			all = append(all, sample(g.Wall(e)))
		}
	}
	for c := 0; c < g.NumCells(); c++ {
		for _, sg := range g.Border(c, segs[:0]) {
			all = append(all, sample(sg))
		}
	}
	drawn, grid := minPoint(rec.strokes[wallCol]), minPoint(all)
	ox, oy := drawn.X-grid.X, drawn.Y-grid.Y
	walls := closedWalls(m)
	boxes := make([][2]topology.Point, len(walls))
	for i, w := range walls {
		boxes[i] = [2]topology.Point{minPoint([][]topology.Point{w}), maxPoint(w)}
	}
	b := g.Bounds()
	jump := max(2, 0.5*min(b.Dx(), b.Dy()))
	for _, l := range line {
		for i := 1; i < len(l); i++ {
			a := topology.Point{X: l[i-1].X - ox, Y: l[i-1].Y - oy}
			b := topology.Point{X: l[i].X - ox, Y: l[i].Y - oy}
			if topology.Dist(a, b) > jump {
				return fmt.Sprintf("solution line jumps from %v to %v", a, b)
			}
			lo := topology.Point{X: min(a.X, b.X), Y: min(a.Y, b.Y)}
			hi := topology.Point{X: max(a.X, b.X), Y: max(a.Y, b.Y)}
			for wi, w := range walls {
				if box := boxes[wi]; box[0].X > hi.X || box[1].X < lo.X || box[0].Y > hi.Y || box[1].Y < lo.Y {
					continue
				}
				for j := 1; j < len(w); j++ {
					if cross(a, b, w[j-1], w[j]) {
						return fmt.Sprintf("solution line %v–%v crosses the closed wall %v–%v", a, b, w[j-1], w[j])
					}
				}
			}
		}
	}
	return ""
}

// maxPoint returns the greatest x and y over the points of l.
func maxPoint(l []topology.Point) topology.Point {
	p := topology.Point{X: math.Inf(-1), Y: math.Inf(-1)}
	for _, q := range l {
		p.X, p.Y = math.Max(p.X, q.X), math.Max(p.Y, q.Y)
	}
	return p
}
