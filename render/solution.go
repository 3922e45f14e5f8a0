// The solution line: through the opening of every wall it crosses, bending
// only inside the cells it visits.

package render

import (
	"math"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// doorStub is how far (in cell units) the solution line runs on past a door
// opening, out of the maze, so it is seen to leave through the door.
const doorStub = 0.3

// doorPoint returns the middle of door d's wall (the opening) and the unit
// normal of that wall pointing out of the maze. This is the one convention
// every marker follows: for a straight wall the perpendicular, for an arc
// the radius, turned away from the door's cell.
func doorPoint(m *maze.Maze, d maze.Door) (topology.Point, topology.Point) {
	seg := m.Grid.Border(d.Cell, nil)[d.Side]
	mid := seg.Mid()
	c := m.Grid.Center(d.Cell)
	n := wallNormal(seg, mid, c)
	return mid, n
}

// wallNormal returns the unit normal of wall seg at its point mid, on the
// side away from the point from (a point of the cell the wall bounds).
func wallNormal(seg topology.Segment, mid, from topology.Point) topology.Point {
	var nx, ny float64
	if seg.Arc {
		nx, ny = mid.X-seg.C.X, mid.Y-seg.C.Y
	} else {
		nx, ny = -(seg.B.Y - seg.A.Y), seg.B.X-seg.A.X
	}
	l := math.Hypot(nx, ny)
	if l == 0 {
		return topology.Point{X: 0, Y: -1}
	}
	nx, ny = nx/l, ny/l
	if nx*(mid.X-from.X)+ny*(mid.Y-from.Y) < 0 {
		nx, ny = -nx, -ny
	}
	return topology.Point{X: nx, Y: ny}
}

// stubEnd returns where the solution line ends outside door d.
func stubEnd(m *maze.Maze, d maze.Door) topology.Point {
	p, n := doorPoint(m, d)
	return topology.Point{X: p.X + n.X*doorStub, Y: p.Y + n.Y*doorStub}
}

// gate is a point the solution line passes through, with the direction it
// passes in (a unit vector), or a zero direction for a cell centre. A gate
// on the seam of a wrapped grid is two points: the line leaves the cell
// before it at p and enters the cell after it at q, the same wall's copy
// one period away; the line is broken between them.
type gate struct {
	p, d topology.Point
	q    topology.Point
	seam bool
}

// in returns the point where the line enters the cell after g.
func (g gate) in() gate {
	if g.seam {
		return gate{p: g.q, d: g.d}
	}
	return g
}

// periodic is a grid whose opposite sides are joined, repeating every
// Period along each axis that wraps (0 along one that does not).
type periodic interface{ Period() (x, y float64) }

// nearestCopy returns the copy of p, shifted by whole periods of g (when g
// wraps), nearest to the point to.
func nearestCopy(g topology.Grid, p, to topology.Point) topology.Point {
	w, ok := g.(periodic)
	if !ok {
		return p
	}
	px, py := w.Period()
	if px > 0 {
		p.X += px * math.Round((to.X-p.X)/px)
	}
	if py > 0 {
		p.Y += py * math.Round((to.Y-p.Y)/py)
	}
	return p
}

// solutionGates returns the points the line passes through between the
// cells of path: the entrance opening (when the path starts at the entrance
// cell), the middle of each wall between successive cells, crossed along the
// wall's normal, and the exit opening. A path end without a door is its
// cell's centre. Gate i is where the line enters path[i]; gate i+1 where it
// leaves it.
func solutionGates(m *maze.Maze, path []int) []gate {
	g := m.Grid
	gates := make([]gate, 0, len(path)+1)
	if m.Entrance.Valid() && path[0] == m.Entrance.Cell {
		p, n := doorPoint(m, m.Entrance)
		gates = append(gates, gate{p: p, d: topology.Point{X: -n.X, Y: -n.Y}})
	} else {
		gates = append(gates, gate{p: g.Center(path[0])})
	}
	nb := make([]topology.Neighbor, 0, g.MaxDegree())
	for i := 0; i+1 < len(path); i++ {
		a, b := path[i], path[i+1]
		e := -1
		nb = g.Neighbors(a, nb[:0])
		for _, x := range nb {
			if x.Cell == b {
				e = x.Edge
				break
			}
		}
		if e < 0 { // not neighbours: jump between centres
			gates = append(gates, gate{p: topology.Point{X: (g.Center(a).X + g.Center(b).X) / 2, Y: (g.Center(a).Y + g.Center(b).Y) / 2}})
			continue
		}
		w := g.Wall(e)
		mid := w.Mid()
		ca, cb := g.Center(a), g.Center(b)
		pa, pb := nearestCopy(g, mid, ca), nearestCopy(g, mid, cb)
		if pa == pb {
			gates = append(gates, gate{p: mid, d: wallNormal(w, mid, ca)})
			continue
		}
		// Across a seam: leave a by its side of the wall, enter b by the
		// copy of the wall on b's side, in the same direction.
		gates = append(gates, gate{p: pa, d: wallNormal(w, pa, ca), q: pb, seam: true})
	}
	last := path[len(path)-1]
	if m.Exit.Valid() && last == m.Exit.Cell {
		p, n := doorPoint(m, m.Exit)
		gates = append(gates, gate{p: p, d: n})
	} else {
		gates = append(gates, gate{p: g.Center(last)})
	}
	smoothGates(gates)
	return gates
}

// smoothGates straightens runs of openings that lie on a line but whose
// walls are slanted to it, as across a row of triangles: there a gate
// passed along its wall's normal would make the line weave from side to
// side, so the gate is passed along the line instead. A gate is changed
// only where the openings before and after it are within 10 degrees of a
// straight line and its normal is within 35 degrees of that line, so
// turns and staircases on square grids keep their shape.
func smoothGates(gates []gate) {
	const straight, slant = 0.985, 0.819 // cos 10°, cos 35°
	unit := func(a, b topology.Point) (topology.Point, bool) {
		x, y := b.X-a.X, b.Y-a.Y
		l := math.Hypot(x, y)
		if l == 0 {
			return topology.Point{}, false
		}
		return topology.Point{X: x / l, Y: y / l}, true
	}
	dirs := make([]topology.Point, len(gates))
	for i := 1; i+1 < len(gates); i++ {
		if gates[i-1].seam || gates[i].seam || gates[i+1].seam {
			continue
		}
		n := gates[i].d
		in, ok1 := unit(gates[i-1].p, gates[i].p)
		out, ok2 := unit(gates[i].p, gates[i+1].p)
		if n == (topology.Point{}) || !ok1 || !ok2 || in.X*out.X+in.Y*out.Y < straight {
			continue
		}
		c, _ := unit(gates[i-1].p, gates[i+1].p)
		if d := c.X*n.X + c.Y*n.Y; d >= slant && d < 1-1e-9 {
			dirs[i] = c
		}
	}
	for i, d := range dirs {
		if d != (topology.Point{}) {
			gates[i].d = d
		}
	}
}

// drawSolution draws the solution: a short straight stub from outside the
// entrance to its opening, then in each cell of the path one cubic curve
// from the opening it enters by to the opening it leaves by, leaving each
// opening along the wall's normal so the line is smooth where cells meet,
// and a stub out of the exit. Each curve's control points lie inside its
// cell and the curve is checked against the cell's outline; where it would
// leave the cell it is flattened, down to two straight lines through the
// cell's centre.
func drawSolution(s *Scene, m *maze.Maze, st *Style, ox, oy float64) {
	solutionPath(s, m, st.Solution, ox, oy)
	w := st.solutionWidth()
	if st.WallPt == 0 {
		w = fitSolutionWidth(m, st.Solution, w, st.wallWidth())
	}
	pen := Pen{Width: w, Color: st.solutionColor(), Cap: CapRound}
	if st.SolutionDash {
		pen.Dash = pen.Width * 2
		pen.Cap = CapButt
	}
	s.Stroke(pen)
}

// solutionPath adds the solution line of path to c's current path: one
// line, or on a grid with links (stairs between floors) one line per run
// between links, each ending at its last cell's centre.
func solutionPath(s Canvas, m *maze.Maze, path []int, ox, oy float64) {
	runs := linkRuns(m.Grid, path)
	for i, run := range runs {
		solutionRun(s, m, run, ox, oy)
		if i+1 == len(runs) {
			break
		}
		// Across a cut edge the line runs on to the edge and starts again
		// from its other side.
		a, b := run[len(run)-1], runs[i+1][0]
		if p := linkPieces(m.Grid, a, b); len(p) == 2 {
			for k, c := range []int{a, b} {
				cp, mp := m.Grid.Center(c), p[k].Mid()
				s.MoveTo(cp.X+ox, cp.Y+oy)
				s.LineTo(mp.X+ox, mp.Y+oy)
			}
		}
	}
}

// solutionRun adds the line of a path that crosses no link.
func solutionRun(s Canvas, m *maze.Maze, path []int, ox, oy float64) {
	gates := solutionGates(m, path)
	start := gates[0].p
	if m.Entrance.Valid() && path[0] == m.Entrance.Cell {
		start = stubEnd(m, m.Entrance)
	}
	s.MoveTo(start.X+ox, start.Y+oy)
	s.LineTo(gates[0].p.X+ox, gates[0].p.Y+oy)
	var outline []topology.Point
	for i, c := range path {
		if i > 0 && gates[i].seam {
			s.MoveTo(gates[i].q.X+ox, gates[i].q.Y+oy)
		}
		outline = m.Grid.Outline(c, outline[:0])
		cellCurve(s, gates[i].in(), gates[i+1], m.Grid.Center(c), outline, ox, oy)
	}
	if m.Exit.Valid() && path[len(path)-1] == m.Exit.Cell {
		end := stubEnd(m, m.Exit)
		s.LineTo(end.X+ox, end.Y+oy)
	}
}

// cellCurve adds the piece of the solution inside one cell, from gate a to
// gate b, to s's path.
func cellCurve(s Canvas, a, b gate, c topology.Point, outline []topology.Point, ox, oy float64) {
	// Control points go along each gate's direction, as deep into the cell
	// as two thirds of the centre's depth behind the gate: on regular grids
	// this is the quadratic curve through the centre's corner.
	depth := func(g gate, sign float64) float64 {
		return max(0, sign*((c.X-g.p.X)*g.d.X+(c.Y-g.p.Y)*g.d.Y)) * 2 / 3
	}
	ka, kb := depth(a, 1), depth(b, -1)
	if a.d == (topology.Point{}) {
		ka = 0
	}
	if b.d == (topology.Point{}) {
		kb = 0
	}
	for try := 0; try < 4; try++ {
		p1 := topology.Point{X: a.p.X + a.d.X*ka, Y: a.p.Y + a.d.Y*ka}
		p2 := topology.Point{X: b.p.X - b.d.X*kb, Y: b.p.Y - b.d.Y*kb}
		if cubicInside(a.p, p1, p2, b.p, outline) {
			s.CubeTo(p1.X+ox, p1.Y+oy, p2.X+ox, p2.Y+oy, b.p.X+ox, b.p.Y+oy)
			return
		}
		ka, kb = ka/2, kb/2
	}
	// Two straight lines through the centre, which is inside the cell.
	s.LineTo(c.X+ox, c.Y+oy)
	s.LineTo(b.p.X+ox, b.p.Y+oy)
}

// cubicInside reports whether the cubic curve p0 p1 p2 p3 stays inside the
// polygon outline (its ends lie on the outline and count as in). In a
// convex cell it is enough that the control points are inside, as the
// curve lies in their hull; otherwise the curve is sampled.
func cubicInside(p0, p1, p2, p3 topology.Point, outline []topology.Point) bool {
	if convex(outline) {
		return (p1 == p0 || pointInPolygon(p1, outline)) && (p2 == p3 || pointInPolygon(p2, outline))
	}
	const n = 24
	for i := 1; i < n; i++ {
		t := float64(i) / n
		if !pointInPolygon(cubicAt(p0, p1, p2, p3, t), outline) {
			return false
		}
	}
	return true
}

// cubicAt returns the point at t of the cubic Bézier curve p0 p1 p2 p3.
func cubicAt(p0, p1, p2, p3 topology.Point, t float64) topology.Point {
	u := 1 - t
	a, b, c, d := u*u*u, 3*u*u*t, 3*u*t*t, t*t*t
	return topology.Point{X: a*p0.X + b*p1.X + c*p2.X + d*p3.X, Y: a*p0.Y + b*p1.Y + c*p2.Y + d*p3.Y}
}

// pointInPolygon reports whether p is inside the polygon pts (even-odd).
func pointInPolygon(p topology.Point, pts []topology.Point) bool {
	in := false
	for i, j := 0, len(pts)-1; i < len(pts); j, i = i, i+1 {
		a, b := pts[i], pts[j]
		if (a.Y > p.Y) != (b.Y > p.Y) && p.X < (b.X-a.X)*(p.Y-a.Y)/(b.Y-a.Y)+a.X {
			in = !in
		}
	}
	return in
}

// convex reports whether the polygon pts turns the same way at every corner.
func convex(pts []topology.Point) bool {
	sign := 0.0
	n := len(pts)
	for i := range pts {
		a, b, c := pts[i], pts[(i+1)%n], pts[(i+2)%n]
		cr := (b.X-a.X)*(c.Y-b.Y) - (b.Y-a.Y)*(c.X-b.X)
		if cr == 0 {
			continue
		}
		if sign == 0 {
			sign = cr
		} else if (cr > 0) != (sign > 0) {
			return false
		}
	}
	return true
}
