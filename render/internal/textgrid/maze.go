// Mazes as text: box drawings of rect grids, a character a wall for others.

package textgrid

import (
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// maxTextWalls is how many walls Readable looks at; grids are built of a
// few shapes of cell, so a sample of this size shows them all.
const maxTextWalls = 4000

// WriteRect writes m, on the rect grid r (a weave maze's base grid), as
// box-drawing text with solution (may be nil) marked by dots along its
// cells and passages; walls with a tunnel under them are drawn dashed.
func WriteRect(w io.Writer, r *topology.Rect, m *maze.Maze, solution []int) error {
	W, H := r.W, r.H
	onPath := make(map[int]bool, len(solution))
	for _, c := range solution {
		onPath[c] = true
	}
	step := map[[2]int]bool{}
	for i := 1; i < len(solution); i++ {
		a, b := solution[i-1], solution[i]
		if a > b {
			a, b = b, a
		}
		step[[2]int{a, b}] = true
	}
	// Door columns/rows: a door is the Side-th border segment of its cell.
	var top, bottom []int
	west, eastD := map[int]bool{}, map[int]bool{}
	for _, d := range maze.Openings(m) {
		segs := r.Border(d.Cell, nil)
		s := segs[d.Side]
		x, y := r.XY(d.Cell)
		switch {
		case s.A.Y == s.B.Y && s.A.Y == 0:
			top = append(top, x)
		case s.A.Y == s.B.Y:
			bottom = append(bottom, x)
		case s.A.X == 0:
			west[y] = true
		default:
			eastD[y] = true
		}
	}
	tunnels := newTunnelRows(m, r)
	tr := NewRows(w, W, top...)
	east, south := make([]bool, W), make([]bool, W)
	var mark, markE, markS []bool
	if solution != nil {
		mark, markE, markS = make([]bool, W), make([]bool, W), make([]bool, W)
	}
	for y := 0; y < H; y++ {
		for x := 0; x < W; x++ {
			c := r.Cell(x, y)
			east[x] = x < W-1 && m.IsOpen(r.EastEdge(x, y))
			south[x] = y < H-1 && m.IsOpen(r.SouthEdge(x, y))
			if solution != nil {
				mark[x] = onPath[c]
				markE[x] = x < W-1 && step[[2]int{c, c + 1}]
				markS[x] = y < H-1 && step[[2]int{c, c + W}]
			}
		}
		tr.TunnelE, tr.TunnelS = tunnels.row(y, tr.TunnelE, tr.TunnelS)
		if err := tr.Row(east, south, mark, markE, markS, west[y], eastD[y]); err != nil {
			return err
		}
	}
	return tr.Close(bottom...)
}

// tunnelRows gives, row by row, which walls of a weave maze's base grid
// have a tunnel under them.
type tunnelRows struct {
	r     *topology.Rect
	sides [][2]int // the two walls each crossing passes under
}

// newTunnelRows finds m's crossings once; it returns nil for mazes on
// grids other than weave.
func newTunnelRows(m *maze.Maze, r *topology.Rect) *tunnelRows {
	w, ok := m.Grid.(*topology.Weave)
	if !ok {
		return nil
	}
	t := &tunnelRows{r: r}
	for _, e := range maze.Crossings(m) {
		ea, ec := w.Sides(e)
		t.sides = append(t.sides, [2]int{ea, ec})
	}
	return t
}

// row returns, for row y of a text maze, which east and south walls have
// a tunnel under them (nil for mazes on other grids), reusing the given
// slices.
func (t *tunnelRows) row(y int, east, south []bool) ([]bool, []bool) {
	if t == nil {
		return nil, nil
	}
	r := t.r
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
	for _, s := range t.sides {
		mark(s[0])
		mark(s[1])
	}
	return east, south
}

// Readable reports whether WriteGeneric draws g legibly: at the character
// scale it uses, every wall must be straight and span at most two columns
// and two lines, so that one character stands for one wall. Rect grids
// always read (WriteRect draws them).
func Readable(g topology.Grid) bool {
	if _, ok := g.(*topology.Rect); ok {
		return true
	}
	sx, sy, swap := textScale(g)
	if swap {
		sx, sy = sy, sx
	}
	ok := func(s topology.Segment) bool {
		return !s.Arc && abs(s.B.X-s.A.X)*sx <= 2.01 && abs(s.B.Y-s.A.Y)*sy <= 2.01
	}
	readable := true
	for e := 0; e < g.NumEdges() && e < maxTextWalls && readable; e++ {
		readable = ok(g.Wall(e))
	}
	var segs []topology.Segment
	for c, n := 0, 0; c < g.NumCells() && n < maxTextWalls && readable; c++ {
		segs = g.Border(c, segs[:0])
		for _, sg := range segs {
			readable = readable && ok(sg)
			n++
		}
	}
	return readable
}

// WriteGeneric draws any grid as characters: every wall becomes one
// character at its midpoint, chosen by its slope ('|', '/', '\\', '_'), and
// the solution a '*' at each cell centre. The scale puts neighbouring centres
// four columns or two lines apart, which gives the classic picture of a hex
// grid:
//
//	 / \ / \ / \
//	|   | *   * |
//	 \ / \ / \ / \
//
// gaps are walls tunnels pass through (weave mazes), never drawn, and
// baseEdges the number of edges that are walls (a weave grid's base edges).
func WriteGeneric(w io.Writer, m *maze.Maze, solution []int, gaps map[int]bool, baseEdges int) error {
	g := m.Grid
	b := g.Bounds()
	sx, sy, swap := textScale(g)
	if swap {
		b.Min.X, b.Min.Y, b.Max.X, b.Max.Y = b.Min.Y, b.Min.X, b.Max.Y, b.Max.X
	}
	tr := func(p topology.Point) topology.Point {
		if swap {
			return topology.Point{X: p.Y, Y: p.X}
		}
		return p
	}
	cols := int(b.Dx()*sx+0.5) + 2
	rows := int(b.Dy()*sy+0.5) + 3 // a line above for the top border's '_'s
	if cols*rows > 4_000_000 {
		return fmt.Errorf("render: grid too large for a text picture (%dx%d characters)", cols, rows)
	}
	canvas := make([][]byte, rows)
	for i := range canvas {
		canvas[i] = []byte(strings.Repeat(" ", cols))
	}
	plot := func(p topology.Point, ch byte) {
		p = tr(p)
		x := int(math.Floor((p.X-b.Min.X)*sx + 0.5))
		y := int(math.Floor((p.Y-b.Min.Y)*sy+0.5)) + 1 // halves round down on every line alike
		if y >= 0 && y < rows && x >= 0 && x < cols {
			canvas[y][x] = ch
		}
	}
	drawSeg := func(s topology.Segment) {
		mid := maze.SegmentMid(s)
		s.A, s.B = tr(s.A), tr(s.B)
		// Direction as it looks: a character is about twice as tall as wide.
		dx, dy := (s.B.X-s.A.X)*sx, (s.B.Y-s.A.Y)*sy*2
		var ch byte
		switch {
		case abs(dx) < 0.4*abs(dy):
			ch = '|'
		case abs(dy) < 0.4*abs(dx):
			ch = '_'
		case (dx > 0) == (dy > 0):
			ch = '\\'
		default:
			ch = '/'
		}
		if ch == '_' {
			// An underscore sits low in its cell: plot it on the line above
			// the wall so it reads as the wall between the two lines.
			mid = tr(mid)
			mid.Y -= 0.5 / sy
			mid = tr(mid)
		}
		plot(mid, ch)
	}
	for e := range baseEdges {
		if !m.IsOpen(e) && !gaps[e] {
			drawSeg(g.Wall(e))
		}
	}
	var segs []topology.Segment
	for c := 0; c < g.NumCells(); c++ {
		segs = g.Border(c, segs[:0])
		for i, s := range segs {
			if (m.Entrance.Cell == c && m.Entrance.Side == i) || (m.Exit.Cell == c && m.Exit.Side == i) || m.Forms.IsStart(c, i) {
				continue
			}
			drawSeg(s)
		}
	}
	for _, c := range solution {
		plot(g.Center(c), '*')
	}
	// Leave out blank lines above and below the drawing.
	first, last := 0, len(canvas)-1
	for first < last && strings.TrimSpace(string(canvas[first])) == "" {
		first++
	}
	for last > first && strings.TrimSpace(string(canvas[last])) == "" {
		last--
	}
	for _, line := range canvas[first : last+1] {
		if _, err := io.WriteString(w, strings.TrimRight(string(line), " ")+"\n"); err != nil {
			return err
		}
	}
	return nil
}

// textScale returns characters per scene unit across and down: the smallest
// horizontal step between neighbouring centres becomes two columns and the
// smallest vertical step two lines, so every wall midpoint between them gets
// a character of its own. Grids whose dense direction is vertical (flat-top
// hexagons) are drawn transposed (swap), which reads far better in text.
func textScale(g topology.Grid) (sx, sy float64, swap bool) {
	mx, my := math.Inf(1), math.Inf(1)
	d := math.Inf(1)
	for e := 0; e < g.NumEdges() && e < 500; e++ {
		a, b := g.Ends(e)
		p, q := g.Center(a), g.Center(b)
		d = min(d, topology.Dist(p, q))
		if dx := abs(p.X - q.X); dx > 1e-9 {
			mx = min(mx, dx)
		}
		if dy := abs(p.Y - q.Y); dy > 1e-9 {
			my = min(my, dy)
		}
	}
	if math.IsInf(d, 1) {
		d = 1
	}
	mx, my = max(min(mx, d), d/4), max(min(my, d), d/4)
	if my < 0.75*mx {
		return 2 / my, 2 / mx, true
	}
	return 2 / mx, 2 / my, false
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
