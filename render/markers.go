// Door markers: arrows along each door's normal, and Start/Finish labels
// placed outside the maze where they overlap nothing.

package render

import (
	"image/color"
	"math"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// Arrow geometry, in cell units along the door's outward normal from the
// opening: the arrow runs from arrowNear to arrowFar, is arrowHalf wide on
// each side at its tail, and its tail is notched arrowNotch deep, so it
// reads as a pointer rather than a triangle. The exit's outline is
// arrowOutline wide.
const (
	arrowNear    = 0.2
	arrowFar     = 0.9
	arrowHalf    = 0.28
	arrowNotch   = 0.22
	arrowOutline = 0.07
)

// drawArrows puts an arrow with a head and a shaft outside each door, on
// the door wall's outward normal through the middle of the opening (see
// doorPoint): a solid one pointing into the maze at the entrance, and a
// hollow one pointing out of it at the exit, so the two differ without
// colour, on every kind of grid.
func drawArrows(s *Scene, m *maze.Maze, st *Style, ox, oy float64) {
	col := st.solutionColor()
	k := st.ArrowScale
	if k <= 0 {
		k = 1
	}
	far := arrowNear + (arrowFar-arrowNear)*k
	for i, d := range markedDoors(m) {
		if !d.Valid() {
			continue
		}
		p, n := doorPoint(m, d)
		tipD, tailD := far, arrowNear // exit: tip outside
		if i == 0 {
			tipD, tailD = arrowNear, far // entrance: tip at the door
		}
		pts := arrowOutlinePoints(p, n, tipD, tailD, arrowHalf*k)
		s.MoveTo(pts[0].X+ox, pts[0].Y+oy)
		for _, q := range pts[1:] {
			s.LineTo(q.X+ox, q.Y+oy)
		}
		s.ClosePath()
		if i == 0 {
			s.Fill(col)
		} else {
			s.Stroke(Pen{Width: arrowOutline * k, Color: col, Cap: CapButt})
		}
	}
}

// arrowOutlinePoints returns the outline of an arrow on the line through p
// along n, its tip at tipD and its tail at tailD, half wide on each side
// at its tail: the tip, one barb, the notch in the tail and the other barb.
func arrowOutlinePoints(p, n topology.Point, tipD, tailD, half float64) []topology.Point {
	at := func(d, side float64) topology.Point {
		return topology.Point{X: p.X + n.X*d - n.Y*side, Y: p.Y + n.Y*d + n.X*side}
	}
	notch := tailD + (tipD-tailD)*arrowNotch/(arrowFar-arrowNear)
	return []topology.Point{at(tipD, 0), at(tailD, half), at(notch, 0), at(tailD, -half)}
}

// labelSize returns the size of door labels: 0.55 cells, or more on big
// mazes, so they stay in proportion to the picture (a fiftieth of its
// longer side).
func labelSize(m *maze.Maze) float64 {
	b := m.Grid.Bounds()
	return max(0.55, max(b.Dx(), b.Dy())/50)
}

// labelGap is the room between a door opening and its label: past the
// solution line's stub.
func labelGap(size float64) float64 { return doorStub + 0.25 + 0.2*size }

func labelTexts(st *Style) [2]string {
	return [2]string{orDefault(st.StartLabel, "Start"), orDefault(st.FinishLabel, "Finish")}
}

// pictureSize returns the side of the square a door picture fills: a
// little less than a cell, or more on big mazes, like labelSize; pictures
// in outline, to colour in, fill 2.6 cells at least (an inch or more at
// the corridors of the youngest age levels), room for a crayon.
func pictureSize(m *maze.Maze, st *Style) float64 {
	if st.PictureOutline {
		return max(outlinePicture, 1.6*labelSize(m))
	}
	return 1.6 * labelSize(m)
}

// outlinePicture is the least side of a door picture in outline, in cells.
const outlinePicture = 2.6

// markerExtent returns the width of marker i (0 entrance, 1 exit) and how
// far it reaches above and below its baseline: a label's text, or a
// picture's square standing on the baseline.
func markerExtent(m *maze.Maze, st *Style, i int) (w, up, down float64) {
	if st.Markers == MarkersPictures {
		ps := pictureSize(m, st)
		return ps, ps, 0
	}
	size := labelSize(m)
	return TextWidth(fonts.Bold, size, labelTexts(st)[i]), size * capHeight, size * descent
}

// labelMargin returns the margin that leaves room for both labels outside
// their doors, whichever way the doors face.
func labelMargin(m *maze.Maze, st *Style) float64 {
	size := labelSize(m)
	w, h := 0.0, 0.0
	for i := range 2 {
		tw, up, down := markerExtent(m, st, i)
		w, h = max(w, tw), max(h, up+down)
	}
	return labelGap(size) + max(w, h) + 0.3
}

// labelMargins returns the margins, at least mg, that leave room for each
// label at its first place: outside its door on the door's normal.
func labelMargins(m *maze.Maze, st *Style, mg float64) (left, top, right, bottom float64) {
	left, top, right, bottom = mg, mg, mg, mg
	size := labelSize(m)
	b := m.Grid.Bounds()
	const pad = 0.3
	for i, d := range markedDoors(m) {
		if !d.Valid() {
			continue
		}
		p, n := doorPoint(m, d)
		tw, up, down := markerExtent(m, st, i)
		th := up + down
		c := labelGap(size) + absf(n.X)*tw/2 + absf(n.Y)*th/2
		cx, cy := p.X+n.X*c, p.Y+n.Y*c
		left = max(left, b.Min.X-(cx-tw/2)+pad)
		right = max(right, cx+tw/2-b.Max.X+pad)
		top = max(top, b.Min.Y-(cy-th/2)+pad)
		bottom = max(bottom, cy+th/2-b.Max.Y+pad)
	}
	return left, top, right, bottom
}

// box is an axis-aligned rectangle in scene coordinates.
type box struct{ x0, y0, x1, y1 float64 }

func (a box) overlaps(b box) bool {
	return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1
}

func (a box) grow(d float64) box { return box{a.x0 - d, a.y0 - d, a.x1 + d, a.y1 + d} }

// hitsSegment reports whether segment pq touches a.
func (a box) hitsSegment(p, q topology.Point) bool {
	if max(p.X, q.X) < a.x0 || min(p.X, q.X) > a.x1 || max(p.Y, q.Y) < a.y0 || min(p.Y, q.Y) > a.y1 {
		return false
	}
	in := func(r topology.Point) bool { return r.X >= a.x0 && r.X <= a.x1 && r.Y >= a.y0 && r.Y <= a.y1 }
	if in(p) || in(q) {
		return true
	}
	c := [4]topology.Point{{X: a.x0, Y: a.y0}, {X: a.x1, Y: a.y0}, {X: a.x1, Y: a.y1}, {X: a.x0, Y: a.y1}}
	for i := range c {
		if segmentsIntersect(p, q, c[i], c[(i+1)%4]) {
			return true
		}
	}
	return false
}

// segmentsIntersect reports whether segments ab and cd meet.
func segmentsIntersect(a, b, c, d topology.Point) bool {
	cross := func(o, p, q topology.Point) float64 { return (p.X-o.X)*(q.Y-o.Y) - (p.Y-o.Y)*(q.X-o.X) }
	d1, d2 := cross(c, d, a), cross(c, d, b)
	d3, d4 := cross(a, b, c), cross(a, b, d)
	return ((d1 >= 0) != (d2 >= 0) || d1 == 0 || d2 == 0) && ((d3 >= 0) != (d4 >= 0) || d3 == 0 || d4 == 0)
}

// placedLabel is a label's text, anchor (centre of the baseline) and box.
type placedLabel struct {
	text string
	x, y float64
	box  box
	ok   bool // placed clear of everything else
}

// placeLabels finds a place for the Start and Finish labels: outside the
// maze on the door's outward normal, or beside that point, clear of every
// wall, the solution line, the title, the other label and the picture's
// edge. A label that finds no clear place sits at its first choice with ok
// false.
func placeLabels(m *maze.Maze, st *Style, l frame) [2]placedLabel {
	size := labelSize(m)
	texts := labelTexts(st)
	ox, oy := l.ox, l.oy
	gb := m.Grid.Bounds()
	grid := box{gb.Min.X + ox, gb.Min.Y + oy, gb.Max.X + ox, gb.Max.Y + oy}
	var walls [][2]topology.Point // scene coordinates, filled when first needed
	wallsOf := func() [][2]topology.Point {
		if walls == nil {
			walls = sceneWalls(m, ox, oy)
		}
		return walls
	}
	var line []topology.Point
	if len(st.Solution) > 0 {
		line = solutionSketch(m, st.Solution, ox, oy)
	}
	pad := 0.1 * size
	var avoid []box
	if len(l.title.lines) > 0 {
		tw := 0.0
		for _, t := range l.title.lines {
			tw = max(tw, TextWidth(fonts.Bold, l.title.size, t))
		}
		avoid = append(avoid, box{l.w/2 - tw/2, l.titleTop, l.w/2 + tw/2, l.titleTop + l.title.height()})
	}
	avoid = append(avoid, floorTextBoxes(m, st, ox, oy)...)
	clear := func(b box) bool {
		if b.x0 < 0 || b.y0 < 0 || b.x1 > l.w || b.y1 > l.h {
			return false
		}
		for _, a := range avoid {
			if a.overlaps(b) {
				return false
			}
		}
		g := b.grow(pad + st.solutionWidth()/2)
		for i := 1; i < len(line); i++ {
			if g.hitsSegment(line[i-1], line[i]) {
				return false
			}
		}
		g = b.grow(pad + st.wallWidth()/2)
		if !g.overlaps(grid) {
			return true
		}
		for _, w := range wallsOf() {
			if g.hitsSegment(w[0], w[1]) {
				return false
			}
		}
		return true
	}
	var out [2]placedLabel
	for i, d := range markedDoors(m) {
		if !d.Valid() {
			continue
		}
		p, n := doorPoint(m, d)
		p.X, p.Y = p.X+ox, p.Y+oy
		tw, up, down := markerExtent(m, st, i)
		at := func(cx, cy float64) placedLabel {
			// (cx, cy) is the centre of the text's box.
			y := cy + (up-down)/2
			return placedLabel{texts[i], cx, y, box{cx - tw/2, y - up, cx + tw/2, y + down}, false}
		}
		ext := absf(n.X)*tw/2 + absf(n.Y)*(up+down)/2
		tx, ty := -n.Y, n.X
		var first placedLabel
		found := false
		for k, dist := range []float64{0, 0.5, 1, 2, 3} {
			c := labelGap(size) + ext + dist*size
			for j, side := range []float64{0, 0.6, -0.6, 1.2, -1.2} {
				s := side * (absf(tx)*tw + absf(ty)*(up+down))
				pl := at(p.X+n.X*c+tx*s, p.Y+n.Y*c+ty*s)
				if k == 0 && j == 0 {
					first = pl
				}
				if clear(pl.box) {
					pl.ok = true
					out[i], found = pl, true
					break
				}
			}
			if found {
				break
			}
		}
		if !found {
			out[i] = first
		}
		avoid = append(avoid, out[i].box.grow(pad))
	}
	return out
}

func absf(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

// drawLabels writes the start and finish labels, or draws the pictures,
// where placeLabels puts them.
func drawLabels(s *Scene, m *maze.Maze, st *Style, l frame) {
	ts := TextStyle{Font: fonts.Bold, Size: labelSize(m), Color: st.solutionColor(), Align: AlignCenter}
	for i, pl := range placeLabels(m, st, l) {
		if pl.text == "" {
			continue
		}
		if st.Markers == MarkersPictures {
			b := pl.box
			DrawPicture(s, st.PictureSet, i == 1, b.x0, b.y0, b.x1-b.x0, st.PictureOutline)
		} else {
			s.Text(pl.x, pl.y, pl.text, ts)
		}
	}
}

// sceneWalls returns every closed wall and border wall (doors left out) as
// straight pieces in scene coordinates, arcs cut into short chords.
func sceneWalls(m *maze.Maze, ox, oy float64) [][2]topology.Point {
	var out [][2]topology.Point
	add := func(sg topology.Segment) {
		pts := segmentPoints(sg, 8)
		for i := 1; i < len(pts); i++ {
			out = append(out, [2]topology.Point{{X: pts[i-1].X + ox, Y: pts[i-1].Y + oy}, {X: pts[i].X + ox, Y: pts[i].Y + oy}})
		}
	}
	g := m.Grid
	var segs []topology.Segment
	for e := 0; e < g.NumEdges(); e++ {
		if !m.IsOpen(e) {
			segs = edgeWalls(g, e, segs[:0])
			for _, sg := range segs {
				add(sg)
			}
		}
	}
	for c := 0; c < g.NumCells(); c++ {
		segs = g.Border(c, segs[:0])
		for i, sg := range segs {
			if !isDoor(m, c, i) {
				add(sg)
			}
		}
	}
	return out
}

// solutionSketch returns the drawn solution line as a polyline in scene
// coordinates, its curves cut into short chords.
func solutionSketch(m *maze.Maze, path []int, ox, oy float64) []topology.Point {
	var pc polyCanvas
	solutionPath(&pc, m, path, ox, oy)
	return pc.pts
}

// polyCanvas records one path as a polyline; it paints nothing.
type polyCanvas struct{ pts []topology.Point }

var _ Canvas = (*polyCanvas)(nil)

func (p *polyCanvas) MoveTo(x, y float64) { p.pts = append(p.pts, topology.Point{X: x, Y: y}) }
func (p *polyCanvas) LineTo(x, y float64) { p.pts = append(p.pts, topology.Point{X: x, Y: y}) }
func (p *polyCanvas) CubeTo(x1, y1, x2, y2, x, y float64) {
	p0 := p.pts[len(p.pts)-1]
	for i := 1; i <= 8; i++ {
		p.pts = append(p.pts, cubicAt(p0, topology.Point{X: x1, Y: y1}, topology.Point{X: x2, Y: y2}, topology.Point{X: x, Y: y}, float64(i)/8))
	}
}
func (p *polyCanvas) ClosePath()                               {}
func (p *polyCanvas) Stroke(Pen)                               {}
func (p *polyCanvas) Fill(color.RGBA)                          {}
func (p *polyCanvas) Text(x, y float64, s string, t TextStyle) {}

// segmentPoints returns the points of s: its two ends for a line, or n+1
// points along it for an arc.
func segmentPoints(s topology.Segment, n int) []topology.Point {
	if !s.Arc {
		return []topology.Point{s.A, s.B}
	}
	r := topology.Dist(s.A, s.C)
	a0 := math.Atan2(s.A.Y-s.C.Y, s.A.X-s.C.X)
	a1 := math.Atan2(s.B.Y-s.C.Y, s.B.X-s.C.X)
	for a1 < a0 {
		a1 += 2 * math.Pi
	}
	pts := make([]topology.Point, n+1)
	for i := range pts {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		pts[i] = topology.Point{X: s.C.X + r*math.Cos(a), Y: s.C.Y + r*math.Sin(a)}
	}
	pts[0], pts[n] = s.A, s.B
	return pts
}
