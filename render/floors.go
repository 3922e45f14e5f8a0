// Grids whose drawing cuts passages apart (topology.Linked): the walls of
// links, and for floors drawn side by side their names, the marks of open
// stairs, a key to those marks and the climbs the solution makes.

package render

import (
	"strconv"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// edgeWalls appends the wall of edge e as drawn to buf: Wall(e), or for a
// link the pieces its grid gives (none for stairs).
func edgeWalls(g topology.Grid, e int, buf []topology.Segment) []topology.Segment {
	if l, ok := g.(topology.Linked); ok {
		if out, link := l.LinkWalls(e, buf); link {
			return out
		}
	}
	return append(buf, g.Wall(e))
}

// isLink reports whether edge e of g is a link (see topology.Linked).
func isLink(g topology.Grid, e int) bool {
	l, ok := g.(topology.Linked)
	if !ok {
		return false
	}
	_, link := l.LinkWalls(e, nil)
	return link
}

// linkPieces returns the wall pieces of the link from cell a to its
// neighbour b, the one beside a first; nil when they are not joined by a
// link or it has no pieces.
func linkPieces(g topology.Grid, a, b int) []topology.Segment {
	l, ok := g.(topology.Linked)
	if !ok {
		return nil
	}
	for _, nb := range g.Neighbors(a, nil) {
		if nb.Cell != b {
			continue
		}
		p, link := l.LinkWalls(nb.Edge, nil)
		if !link || len(p) != 2 {
			return nil
		}
		if x, _ := g.Ends(nb.Edge); x != a {
			p[0], p[1] = p[1], p[0]
		}
		return p
	}
	return nil
}

// linkRuns splits path where it crosses a link into runs that are each
// drawn as one line.
func linkRuns(g topology.Grid, path []int) [][]int {
	if _, ok := g.(topology.Linked); !ok || len(path) < 2 {
		return [][]int{path}
	}
	var runs [][]int
	start := 0
	nbs := make([]topology.Neighbor, 0, g.MaxDegree())
	for i := 1; i < len(path); i++ {
		nbs = g.Neighbors(path[i-1], nbs[:0])
		for _, nb := range nbs {
			if nb.Cell == path[i] && isLink(g, nb.Edge) {
				runs = append(runs, path[start:i])
				start = i
				break
			}
		}
	}
	return append(runs, path[start:])
}

// floorWords returns the name of a floor and the words for stairs up and
// down, from st or in English.
func floorWords(st *Style) (floor, up, down string) {
	w := st.FloorWords
	return orDefault(w[0], "Floor"), orDefault(w[1], "up"), orDefault(w[2], "down")
}

// stairMark adds a triangle pointing up (up) or down, of height h, centred
// on p, to s's path.
func stairMark(s *Scene, p topology.Point, h float64, up bool) {
	d := h / 2
	if !up {
		d = -d
	}
	s.MoveTo(p.X, p.Y-d)
	s.LineTo(p.X+h*0.58, p.Y+d)
	s.LineTo(p.X-h*0.58, p.Y+d)
	s.ClosePath()
}

// stairSize is the height of a stair mark in cell units.
const stairSize = 0.42

// stairMarkAt is a stair mark: where, how big, which way it points and
// the stair's number, the same on both floors.
type stairMarkAt struct {
	p     topology.Point
	size  float64
	up    bool
	label string
}

// Stair numbers' size, in cells: alone in a cell, and two to a cell.
const (
	stairNumber     = 0.42
	stairNumberPair = 0.32
)

// stairMarks returns the marks of the open stairs: a ▲ in every cell with
// stairs up and a ▼ in every cell with stairs down (side by side in a
// cell with both), each with the stair's number under it: the stairs
// are numbered from 1 in edge order (the lowest floors first), so a ▲ and
// the ▼ on the floor above that make one stair share a number. Points are
// shifted by (ox, oy).
func stairMarks(m *maze.Maze, fl topology.Floored, ox, oy float64) []stairMarkAt {
	g := m.Grid
	type end struct {
		up  bool
		num int
	}
	ends := map[int][]end{}
	num := 0
	for e := 0; e < g.NumEdges(); e++ {
		if !m.IsOpen(e) || !isLink(g, e) {
			continue
		}
		a, b := g.Ends(e)
		if fl.Floor(a) > fl.Floor(b) {
			a, b = b, a
		}
		num++
		ends[a] = append(ends[a], end{true, num})
		ends[b] = append(ends[b], end{false, num})
	}
	var marks []stairMarkAt
	for c := 0; c < g.NumCells(); c++ {
		es := ends[c]
		if len(es) == 0 {
			continue
		}
		p := g.Center(c)
		p.X, p.Y = p.X+ox, p.Y+oy
		if len(es) == 1 {
			marks = append(marks, stairMarkAt{topology.Point{X: p.X, Y: p.Y - 0.18}, stairSize * 0.75, es[0].up, strconv.Itoa(es[0].num)})
			continue
		}
		for i, e := range es {
			dx := -0.24 + 0.48*float64(i)/float64(len(es)-1)
			marks = append(marks, stairMarkAt{topology.Point{X: p.X + dx, Y: p.Y - 0.18}, stairSize * 0.6, e.up, strconv.Itoa(e.num)})
		}
	}
	return marks
}

// drawStairMarks draws marks outlined in the background's colour, then
// filled in the walls', so a mark shows on shaded cells too, and the
// stairs' numbers under them.
func drawStairMarks(s *Scene, st *Style, marks []stairMarkAt) {
	if len(marks) == 0 {
		return
	}
	for _, fill := range []bool{false, true} {
		for _, mk := range marks {
			stairMark(s, mk.p, mk.size, mk.up)
		}
		if fill {
			s.Fill(st.wallColor())
		} else {
			s.Stroke(Pen{Width: 0.1, Color: st.background()})
		}
	}
	for _, mk := range marks {
		if mk.label == "" {
			continue
		}
		size := stairNumber
		if mk.size < stairSize*0.8 {
			size = stairNumberPair
		}
		ts := TextStyle{Font: fonts.Bold, Size: size, Color: st.wallColor(), Align: AlignCenter}
		s.Text(mk.p.X, mk.p.Y+mk.size/2+0.06+size*capHeight, mk.label, ts)
	}
}

// drawFloors draws, for a grid of floors, each floor's name above it, a
// numbered ▲ in every cell with open stairs up and a numbered ▼ in every
// cell with open stairs down, and below the floors a key to the marks. It
// does nothing for other grids.
func drawFloors(s *Scene, m *maze.Maze, st *Style, ox, oy float64) {
	fl, ok := m.Grid.(topology.Floored)
	if !ok {
		return
	}
	col := st.wallColor()
	name, upWord, downWord := floorWords(st)
	ts := TextStyle{Font: fonts.Bold, Size: floorNameSize, Color: col}
	for f := 0; f < fl.Floors(); f++ {
		b := fl.FloorBounds(f)
		s.Text(b.Min.X+ox, b.Min.Y-1.25+oy, name+" "+strconv.Itoa(f+1), ts)
	}
	if !st.noStairMarks {
		drawStairMarks(s, st, stairMarks(m, fl, ox, oy))
	}
	drawStairKey(s, st, fl.KeyBox(), ox, oy, upWord, downWord)
}

// drawStairKey writes the key to the stair marks in box kb: ▲ up, ▼ down
// and, in English, how a numbered ▲ pairs with the ▼ of the same number on
// the floor above; set smaller if the box is narrow.
func drawStairKey(s *Scene, st *Style, kb topology.Box, ox, oy float64, upWord, downWord string) {
	col := st.wallColor()
	type piece struct {
		mark int // 0 none, 1 up, 2 down
		text string
	}
	pieces := []piece{{1, upWord + "   "}, {2, downWord}}
	if st.FloorWords[0] == "" {
		pieces = append(pieces, piece{0, "      "}, piece{1, "3 leads up to "}, piece{2, "3 on the floor above"})
	}
	size := 0.7
	width := func(size float64) float64 {
		w := 0.0
		for _, p := range pieces {
			if p.mark > 0 {
				w += 0.7 * size / 0.7
			}
			w += TextWidth(fonts.Regular, size, p.text)
		}
		return w
	}
	if w := width(size); w > kb.Dx()-0.5 && w > 0 {
		size = max(0.4, size*(kb.Dx()-0.5)/w)
	}
	k := size / 0.7
	x := kb.Min.X + ox + 0.4
	y := kb.Min.Y + 0.6 + oy
	kt := TextStyle{Size: size, Color: col}
	for _, p := range pieces {
		if p.mark > 0 {
			x += 0.25 * k
			stairMark(s, topology.Point{X: x, Y: y - 0.25*k}, stairSize*k, p.mark == 1)
			s.Fill(col)
			x += 0.45 * k
		}
		s.Text(x, y, p.text, kt)
		x += TextWidth(kt.Font, size, p.text)
	}
}

// floorNameSize is the size of a floor's name.
const floorNameSize = 0.8

// floorTextBoxes returns the boxes of the floors' names and of the key to
// the stair marks, in scene coordinates, for door labels to keep clear of;
// none for other grids.
func floorTextBoxes(m *maze.Maze, st *Style, ox, oy float64) []box {
	fl, ok := m.Grid.(topology.Floored)
	if !ok {
		return nil
	}
	name, _, _ := floorWords(st)
	var out []box
	for f := 0; f < fl.Floors(); f++ {
		b := fl.FloorBounds(f)
		y := b.Min.Y - 1.25 + oy
		w := TextWidth(fonts.Bold, floorNameSize, name+" "+strconv.Itoa(f+1))
		out = append(out, box{b.Min.X + ox, y - floorNameSize*capHeight, b.Min.X + ox + w, y + floorNameSize*descent})
	}
	kb := fl.KeyBox()
	return append(out, box{kb.Min.X + ox, kb.Min.Y + oy, kb.Max.X + ox, kb.Min.Y + 0.8 + oy})
}

// drawClimbs rings both ends of every link the solution crosses and, but
// for stairs (numbered already), numbers them in order, so the line can be followed from floor to floor
// (at the cells' centres) or across the cut edges of a net (at the edge).
func drawClimbs(s *Scene, m *maze.Maze, st *Style, ox, oy float64) {
	if _, ok := m.Grid.(topology.Linked); !ok || len(st.Solution) < 2 {
		return
	}
	runs := linkRuns(m.Grid, st.Solution)
	// Stairs carry their own numbers; the cut edges of a net are numbered
	// in the order the way crosses them.
	_, floored := m.Grid.(topology.Floored)
	pen := Pen{Width: 0.08, Color: st.solutionColor()}
	ts := TextStyle{Font: fonts.Bold, Size: 0.45, Color: st.solutionColor(), Align: AlignCenter}
	for i := 1; i < len(runs); i++ {
		a, b := runs[i-1][len(runs[i-1])-1], runs[i][0]
		at := []topology.Point{m.Grid.Center(a), m.Grid.Center(b)}
		if p := linkPieces(m.Grid, a, b); len(p) == 2 {
			at[0], at[1] = p[0].Mid(), p[1].Mid()
		}
		for _, p := range at {
			circle(s, p.X+ox, p.Y+oy, 0.4)
			s.Stroke(pen)
			if !floored {
				s.Text(p.X+ox+0.5, p.Y+oy-0.25, strconv.Itoa(i), ts)
			}
		}
	}
}
