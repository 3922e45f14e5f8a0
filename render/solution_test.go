package render

import (
	"image/color"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/mask"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// kindSpecs has a small grid of every kind and layout the markers and the
// solution line are checked on.
var kindSpecs = []struct {
	name string
	spec topology.Spec
}{
	{"rect", topology.Spec{Kind: "rect", Width: 9, Height: 6}},
	{"hex-pointy", topology.Spec{Kind: "hex", Width: 7, Height: 5}},
	{"hex-flat", topology.Spec{Kind: "hex", Width: 6, Height: 5, Flat: true}},
	{"hex-board", topology.Spec{Kind: "hex", Radius: 4}},
	{"hex-board-flat", topology.Spec{Kind: "hex", Radius: 4, Flat: true}},
	{"tri", topology.Spec{Kind: "tri", Width: 9, Height: 5}},
	{"polar", topology.Spec{Kind: "polar", Rings: 6}},
	{"planar-voronoi", topology.Spec{Kind: "planar", Width: 10, Height: 7, Cells: 70, Layout: "poisson"}},
	{"planar-uniform", topology.Spec{Kind: "planar", Width: 10, Height: 7, Cells: 70, Layout: "uniform"}},
	{"planar-triangles", topology.Spec{Kind: "planar", Width: 10, Height: 7, Cells: 50, Layout: "triangles"}},
	{"mask-heart", topology.Spec{Kind: "mask", Width: 14, Height: 12, Base: "rect", Shape: "heart"}},
	{"mask-star-hex", topology.Spec{Kind: "mask", Width: 14, Height: 12, Base: "hex", Shape: "star"}},
	{"mask-circle-tri", topology.Spec{Kind: "mask", Width: 14, Height: 12, Base: "tri", Shape: "circle"}},
	{"mask-text", topology.Spec{Kind: "mask", Width: 20, Height: 8, Base: "rect", Text: "HI"}},
}

// stroked is one stroke of a scene: its pen and its subpaths, flattened.
type stroked struct {
	pen   Pen
	lines [][]topology.Point
}

// flattener records a scene's strokes as polylines (curves sampled finely)
// and its texts.
type flattener struct {
	cur     [][]topology.Point
	strokes []stroked
	fills   [][][]topology.Point
	texts   []placedText
}

type placedText struct {
	x, y float64
	s    string
	t    TextStyle
}

func (f *flattener) last() topology.Point {
	l := f.cur[len(f.cur)-1]
	return l[len(l)-1]
}
func (f *flattener) MoveTo(x, y float64) { f.cur = append(f.cur, []topology.Point{{X: x, Y: y}}) }
func (f *flattener) LineTo(x, y float64) {
	f.cur[len(f.cur)-1] = append(f.cur[len(f.cur)-1], topology.Point{X: x, Y: y})
}
func (f *flattener) CubeTo(x1, y1, x2, y2, x, y float64) {
	p0 := f.last()
	for i := 1; i <= 32; i++ {
		p := cubicAt(p0, topology.Point{X: x1, Y: y1}, topology.Point{X: x2, Y: y2}, topology.Point{X: x, Y: y}, float64(i)/32)
		f.LineTo(p.X, p.Y)
	}
}
func (f *flattener) ClosePath() {
	l := f.cur[len(f.cur)-1]
	f.LineTo(l[0].X, l[0].Y)
}
func (f *flattener) Stroke(p Pen) {
	f.strokes = append(f.strokes, stroked{p, f.cur})
	f.cur = nil
}
func (f *flattener) Fill(c color.RGBA) {
	f.fills = append(f.fills, f.cur)
	f.cur = nil
}
func (f *flattener) Text(x, y float64, s string, t TextStyle) {
	f.texts = append(f.texts, placedText{x, y, s, t})
}

func flatten(s *Scene) *flattener {
	f := &flattener{}
	s.Replay(f)
	return f
}

// segmentsCross reports whether segments ab and cd intersect.
func segmentsCross(a, b, c, d topology.Point) bool {
	cross := func(o, p, q topology.Point) float64 { return (p.X-o.X)*(q.Y-o.Y) - (p.Y-o.Y)*(q.X-o.X) }
	d1, d2 := cross(c, d, a), cross(c, d, b)
	d3, d4 := cross(a, b, c), cross(a, b, d)
	return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
}

// closedWalls returns every wall a line may not cross, as polylines in scene
// coordinates: closed inner walls and the border except the two doors.
func closedWalls(m *maze.Maze, ox, oy float64) [][]topology.Point {
	var out [][]topology.Point
	add := func(sg topology.Segment) {
		pts := segmentPoints(sg, 32)
		for i := range pts {
			pts[i].X += ox
			pts[i].Y += oy
		}
		out = append(out, pts)
	}
	g := m.Grid
	for e := 0; e < g.NumEdges(); e++ {
		if !m.IsOpen(e) {
			add(g.Wall(e))
		}
	}
	for c := 0; c < g.NumCells(); c++ {
		for i, sg := range g.Border(c, nil) {
			if !isDoor(m, c, i) {
				add(sg)
			}
		}
	}
	return out
}

// polylineCrossings counts the places where line crosses any of walls.
// Wall pieces are bucketed on a grid of unit squares so that each piece of
// the line meets only the walls near it.
func polylineCrossings(line []topology.Point, walls [][]topology.Point) int {
	type key struct{ x, y int }
	type piece struct {
		c, d topology.Point
		id   int
	}
	buckets := map[key][]piece{}
	id := 0
	for _, w := range walls {
		for j := 1; j < len(w); j++ {
			c, d := w[j-1], w[j]
			for x := int(math.Floor(min(c.X, d.X))); x <= int(math.Floor(max(c.X, d.X))); x++ {
				for y := int(math.Floor(min(c.Y, d.Y))); y <= int(math.Floor(max(c.Y, d.Y))); y++ {
					buckets[key{x, y}] = append(buckets[key{x, y}], piece{c, d, id})
				}
			}
			id++
		}
	}
	n := 0
	seen := map[int]bool{}
	for i := 1; i < len(line); i++ {
		a, b := line[i-1], line[i]
		clear(seen)
		for x := int(math.Floor(min(a.X, b.X))); x <= int(math.Floor(max(a.X, b.X))); x++ {
			for y := int(math.Floor(min(a.Y, b.Y))); y <= int(math.Floor(max(a.Y, b.Y))); y++ {
				for _, p := range buckets[key{x, y}] {
					if !seen[p.id] && segmentsCross(a, b, p.c, p.d) {
						seen[p.id] = true
						n++
					}
				}
			}
		}
	}
	return n
}

// kindMaze returns a wilson maze on spec (any kind, masks of text too)
// with its doors placed.
func kindMaze(t testing.TB, spec topology.Spec, seed uint64) *maze.Maze {
	t.Helper()
	g, err := mask.Build(spec)
	if err != nil {
		t.Fatal(err)
	}
	m := maze.New(g)
	if err := generate.Run("wilson", m, rand.New(rand.NewPCG(seed, 1)), generate.Options{}); err != nil {
		t.Fatal(err)
	}
	if err := maze.PlaceDoors(m, maze.DoorsFarthest); err != nil {
		t.Fatal(err)
	}
	return m
}

// sceneOffset returns where MazeScene put the grid's origin.
func sceneOffset(m *maze.Maze, st *Style) (float64, float64) {
	l := mazeLayout(m, st)
	return l.ox, l.oy
}

// TestSolutionNeverCrossesWalls draws the solution of 50 mazes of every
// grid kind and follows the drawn curve: it must cross no closed wall and
// no part of the border but the doors, and it must pass through both door
// openings.
func TestSolutionNeverCrossesWalls(t *testing.T) {
	for _, k := range kindSpecs {
		t.Run(k.name, func(t *testing.T) {
			for seed := uint64(1); seed <= seedsShort(50, 10); seed++ {
				spec := k.spec
				if spec.Kind == "planar" {
					spec.Seed = seed
				}
				m := kindMaze(t, spec, seed)
				st := &Style{Solution: maze.Solve(m)}
				s := MazeScene(m, st)
				ox, oy := sceneOffset(m, st)
				f := flatten(s)
				var line []topology.Point
				for _, sk := range f.strokes {
					if sk.pen.Color == st.solutionColor() {
						for _, l := range sk.lines {
							line = append(line, l...)
						}
					}
				}
				if len(line) < 2 {
					t.Fatalf("seed %d: no solution line drawn", seed)
				}
				if n := polylineCrossings(line, closedWalls(m, ox, oy)); n > 0 {
					t.Errorf("seed %d: solution crosses closed walls %d times", seed, n)
				}
				for _, d := range []maze.Door{m.Entrance, m.Exit} {
					sg := m.Grid.Border(d.Cell, nil)[d.Side]
					door := segmentPoints(sg, 32)
					for i := range door {
						door[i].X += ox
						door[i].Y += oy
					}
					touches := 0
					for i := 1; i < len(line); i++ {
						for j := 1; j < len(door); j++ {
							if segmentsIntersect(line[i-1], line[i], door[j-1], door[j]) {
								touches++
							}
						}
					}
					if touches == 0 {
						t.Errorf("seed %d: solution does not pass through door %+v", seed, d)
					}
				}
			}
		})
	}
}

// TestDoorNormals checks the one convention markers follow: the normal of
// a door points out of the maze, so a point a little way along it is in no
// cell, and a point a little way back is in the door's cell.
func TestDoorNormals(t *testing.T) {
	for _, k := range kindSpecs {
		t.Run(k.name, func(t *testing.T) {
			for seed := uint64(1); seed <= 20; seed++ {
				spec := k.spec
				if spec.Kind == "planar" {
					spec.Seed = seed
				}
				m := kindMaze(t, spec, seed)
				for _, d := range []maze.Door{m.Entrance, m.Exit} {
					p, n := doorPoint(m, d)
					if math.Abs(math.Hypot(n.X, n.Y)-1) > 1e-9 {
						t.Fatalf("normal %v is not a unit vector", n)
					}
					out := topology.Point{X: p.X + 0.05*n.X, Y: p.Y + 0.05*n.Y}
					in := topology.Point{X: p.X - 0.05*n.X, Y: p.Y - 0.05*n.Y}
					var pts []topology.Point
					for c := 0; c < m.Grid.NumCells(); c++ {
						pts = m.Grid.Outline(c, pts[:0])
						if pointInPolygon(out, pts) {
							t.Fatalf("seed %d: door %+v: point outside along the normal is in cell %d", seed, d, c)
						}
					}
					if !pointInPolygon(in, m.Grid.Outline(d.Cell, nil)) {
						t.Fatalf("seed %d: door %+v: point inside along the normal is not in the door's cell", seed, d)
					}
				}
			}
		})
	}
}

// BenchmarkSolutionScene draws a 1000x1000 dfs maze (a solution of many
// thousand cells) with and without its solution line.
func BenchmarkSolutionScene(b *testing.B) {
	m := testMaze(b, topology.Spec{Kind: "rect", Width: 1000, Height: 1000}, "dfs", 1)
	sol := maze.Solve(m)
	b.Logf("solution of %d cells", len(sol))
	for _, tc := range []struct {
		name string
		st   Style
	}{{"walls", Style{}}, {"solution", Style{Solution: sol}}} {
		b.Run(tc.name, func(b *testing.B) {
			for b.Loop() {
				MazeScene(m, &tc.st)
			}
		})
	}
}

// TestSmoothGates checks that openings in a row across slanted walls (as
// across triangles) are passed along the row, while a turn on a square
// grid keeps its walls' normals.
func TestSmoothGates(t *testing.T) {
	s3 := math.Sqrt(3) / 2
	row := []gate{
		{p: topology.Point{X: 0, Y: 0}, d: topology.Point{X: s3, Y: 0.5}},
		{p: topology.Point{X: 1, Y: 0}, d: topology.Point{X: s3, Y: -0.5}},
		{p: topology.Point{X: 2, Y: 0}, d: topology.Point{X: s3, Y: 0.5}},
		{p: topology.Point{X: 3, Y: 0}, d: topology.Point{X: s3, Y: -0.5}},
	}
	smoothGates(row)
	for i, g := range row[1:3] {
		if math.Abs(g.d.X-1) > 1e-9 || math.Abs(g.d.Y) > 1e-9 {
			t.Errorf("gate %d in a straight row passed along %v, want (1, 0)", i+1, g.d)
		}
	}
	if row[0].d.Y != 0.5 || row[3].d.Y != -0.5 {
		t.Error("the end gates (doors) changed direction")
	}
	turn := []gate{
		{p: topology.Point{X: 0.5, Y: -1}, d: topology.Point{X: 0, Y: 1}},
		{p: topology.Point{X: 0.5, Y: 0}, d: topology.Point{X: 0, Y: 1}},
		{p: topology.Point{X: 1, Y: 0.5}, d: topology.Point{X: 1, Y: 0}},
		{p: topology.Point{X: 1.5, Y: 1}, d: topology.Point{X: 0, Y: 1}},
		{p: topology.Point{X: 2, Y: 1.5}, d: topology.Point{X: 1, Y: 0}},
	}
	want := append([]gate(nil), turn...)
	smoothGates(turn)
	for i := range turn {
		if turn[i] != want[i] {
			t.Errorf("square-grid gate %d changed from %v to %v", i, want[i].d, turn[i].d)
		}
	}
}
