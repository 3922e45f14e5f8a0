package render

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render/internal/textgrid"
	"github.com/mazekit/mazekit/topology"
)

// WriteText writes m as text. Rectangular grids become box drawings;
// solution (may be nil) is marked with dots along its cells and passages.
//
// Other grids are drawn a character per wall when that reads well: every
// wall straight and no longer than two characters across or two lines down
// at the scale that gives each wall its own character (hexagons, and masks
// cut from squares or hexagons). Grids that do not (triangles, rings,
// Voronoi cells) get a *TextUnreadableError and nothing is written.
func WriteText(w io.Writer, m *maze.Maze, solution []int) error {
	r, ok := m.Grid.(*topology.Rect)
	if wr, isWeave := weaveRect(m.Grid); isWeave {
		r, ok = wr, true
	}
	if !ok {
		if err := TextReadable(m.Grid); err != nil {
			return err
		}
		return writeTextGeneric(w, m, solution)
	}
	return writeRectText(w, r, m, solution)
}

func writeRectText(w io.Writer, r *topology.Rect, m *maze.Maze, solution []int) error {
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
	for _, d := range []maze.Door{m.Entrance, m.Exit} {
		if !d.Valid() {
			continue
		}
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
	tr := textgrid.NewRows(w, W, top...)
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
		tr.TunnelE, tr.TunnelS = weaveTextTunnels(m, r, y, tr.TunnelE, tr.TunnelS)
		if err := tr.Row(east, south, mark, markE, markS, west[y], eastD[y]); err != nil {
			return err
		}
	}
	return tr.Close(bottom...)
}

// TextUnreadableError says a grid does not read as text, and which formats
// draw it instead.
type TextUnreadableError struct {
	Kind    string   // the grid's kind, as its Spec names it
	Formats []string // the formats that write it
}

// Error returns the one-line message: the grid and the formats to use.
func (e *TextUnreadableError) Error() string {
	f := strings.Join(e.Formats, ", ")
	if n := len(e.Formats); n > 1 {
		f = strings.Join(e.Formats[:n-1], ", ") + " or " + e.Formats[n-1]
	}
	return fmt.Sprintf("render: %s mazes do not read as text (txt); write them as %s", e.Kind, f)
}

// maxTextWalls is how many walls TextReadable looks at; grids are built
// of a few shapes of cell, so a sample of this size shows them all.
const maxTextWalls = 4000

// TextReadable returns nil when WriteText draws g legibly, or a
// *TextUnreadableError naming the formats to use instead. It judges by
// geometry alone: at the character scale writeTextGeneric uses, every wall
// must be straight and span at most two columns and two lines, so that one
// character stands for one wall.
func TextReadable(g topology.Grid) error {
	if _, ok := g.(*topology.Rect); ok {
		return nil
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
	if readable {
		return nil
	}
	// The usual formats first, then whatever else is registered.
	var fs []string
	all := FormatNames(false)
	for _, n := range []string{"png", "svg", "pdf", "json"} {
		if slices.Contains(all, n) {
			fs = append(fs, n)
		}
	}
	if len(all) > len(fs)+1 {
		fs = append(fs, "any other format but txt")
	}
	kind := g.Spec().Kind
	if b := g.Spec().Base; b != "" {
		kind = b + " " + kind
	}
	return &TextUnreadableError{Kind: kind, Formats: fs}
}

// writeTextGeneric draws any grid as characters: every wall becomes one
// character at its midpoint, chosen by its slope ('|', '/', '\\', '_'), and
// the solution a '*' at each cell centre. The scale puts neighbouring centres
// four columns or two lines apart, which gives the classic picture of a hex
// grid:
//
//	 / \ / \ / \
//	|   | *   * |
//	 \ / \ / \ / \
func writeTextGeneric(w io.Writer, m *maze.Maze, solution []int) error {
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
	gaps := tunnelSides(m) // weave mazes: tunnels pass through these walls
	for e := range weaveBaseEdges(g) {
		if !m.IsOpen(e) && !gaps[e] {
			drawSeg(g.Wall(e))
		}
	}
	var segs []topology.Segment
	for c := 0; c < g.NumCells(); c++ {
		segs = g.Border(c, segs[:0])
		for i, s := range segs {
			if (m.Entrance.Cell == c && m.Entrance.Side == i) || (m.Exit.Cell == c && m.Exit.Side == i) {
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
