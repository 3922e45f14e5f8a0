package fab

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// unitPieces cuts axis-aligned lines into unit pieces keyed by their
// midpoints (doubled, to stay integral).
func unitPieces(t *testing.T, a, b topology.Point, set map[[2]int]int) {
	t.Helper()
	dx, dy := b.X-a.X, b.Y-a.Y
	n := int(math.Round(math.Abs(dx) + math.Abs(dy)))
	if dx != 0 && dy != 0 {
		t.Fatalf("line %v–%v is not axis-aligned", a, b)
	}
	for i := 0; i < n; i++ {
		mx := a.X + dx*(float64(i)+0.5)/float64(n)
		my := a.Y + dy*(float64(i)+0.5)/float64(n)
		set[[2]int{int(math.Round(2 * mx)), int(math.Round(2 * my))}]++
	}
}

// sceneLines returns the straight lines a scene draws, point pairs.
type lineRec struct {
	at    topology.Point
	lines [][2]topology.Point
}

func (l *lineRec) MoveTo(x, y float64) { l.at = topology.Point{X: x, Y: y} }
func (l *lineRec) LineTo(x, y float64) {
	p := topology.Point{X: x, Y: y}
	l.lines = append(l.lines, [2]topology.Point{l.at, p})
	l.at = p
}
func (l *lineRec) CubeTo(x1, y1, x2, y2, x, y float64)             { l.LineTo(x, y) }
func (l *lineRec) ClosePath()                                      {}
func (l *lineRec) Stroke(p render.Pen)                             {}
func (l *lineRec) Fill(c color.RGBA)                               {}
func (l *lineRec) Text(x, y float64, s string, t render.TextStyle) {}

func TestPlotCoversWallsAndSavesTravel(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "rect", Width: 40, Height: 40}, "wilson", 11)
	opt, err := PlanPlot(m, &PlotOptions{CellMM: 1, MarginMM: 1})
	if err != nil {
		t.Fatal(err)
	}
	raw, err := PlanPlot(m, &PlotOptions{CellMM: 1, MarginMM: 1, Unordered: true})
	if err != nil {
		t.Fatal(err)
	}
	so, sr := opt.Stats(), raw.Stats()
	t.Logf("optimised: %v; traced order: %v", so, sr)
	if so.PenUp > sr.PenUp/2 {
		t.Errorf("optimised travel %.0f mm, more than half the traced order's %.0f mm", so.PenUp, sr.PenUp)
	}
	if so.Lifts != sr.Lifts || math.Abs(so.PenDown-sr.PenDown) > 1e-6 {
		t.Errorf("ordering changed what is drawn: %v vs %v", so, sr)
	}
	// The plot's pieces are the scene's walls, each exactly once.
	plotted := map[[2]int]int{}
	for _, pl := range opt.lines {
		for i, s := range pl {
			if i > 0 && topology.Dist(pl[i-1].B, s.A) > 1e-9 {
				t.Fatalf("polyline breaks between %v and %v", pl[i-1].B, s.A)
			}
			unitPieces(t, s.A, s.B, plotted)
		}
	}
	rec := &lineRec{}
	render.MazeScene(m, &render.Style{}).Replay(rec) // margin 1 cell = 1 mm here
	drawn := map[[2]int]int{}
	for _, l := range rec.lines {
		unitPieces(t, l[0], l[1], drawn)
	}
	if len(plotted) != len(drawn) {
		t.Errorf("plot has %d unit walls, the scene %d", len(plotted), len(drawn))
	}
	for k, n := range plotted {
		if n != 1 {
			t.Errorf("wall piece at %v plotted %d times", k, n)
		}
		if drawn[k] == 0 {
			t.Errorf("wall piece at %v plotted but not in the scene", k)
		}
	}
	// Fewest polylines: one per pair of odd junctions.
	deg := map[[2]int]int{}
	for _, w := range render.Walls(m) {
		if w.Standing {
			deg[[2]int{int(w.Seg.A.X), int(w.Seg.A.Y)}]++
			deg[[2]int{int(w.Seg.B.X), int(w.Seg.B.Y)}]++
		}
	}
	odd := 0
	for _, d := range deg {
		odd += d % 2
	}
	if so.Lifts != odd/2 {
		t.Errorf("%d polylines, want %d (half the %d odd junctions)", so.Lifts, odd/2, odd)
	}
}

func TestPlotFormatsEveryGrid(t *testing.T) {
	specs := fabSpecs()
	for _, name := range sortedKeys(specs) {
		m := testMaze(t, specs[name], "dfs", 3)
		var svg, hpgl, gcode bytes.Buffer
		s1, err := WritePlotSVG(&svg, m, nil)
		if err != nil {
			t.Fatal(err)
		}
		s2, err := WriteHPGL(&hpgl, m, nil)
		if err != nil {
			t.Fatal(err)
		}
		s3, err := WriteGCode(&gcode, m, &PlotOptions{PenUp: "M5", PenDown: "M3 S30", Feed: 900})
		if err != nil {
			t.Fatal(err)
		}
		if s1 != s2 || s2 != s3 {
			t.Errorf("%s: stats differ: %v %v %v", name, s1, s2, s3)
		}
		if n := strings.Count(svg.String(), "<path "); n != s1.Lifts {
			t.Errorf("%s: %d paths, want %d", name, n, s1.Lifts)
		}
		if strings.Contains(svg.String(), "fill=\"black") || !strings.Contains(svg.String(), "fill=\"none\"") {
			t.Errorf("%s: plotter SVG must not fill", name)
		}
		if n := strings.Count(gcode.String(), "M3 S30\n"); n != s1.Lifts {
			t.Errorf("%s: %d pen-down commands, want %d", name, n, s1.Lifts)
		}
		if n := strings.Count(hpgl.String(), "PU"); n != s1.Lifts+1 {
			t.Errorf("%s: %d PU, want %d", name, n, s1.Lifts+1)
		}
		arcs := strings.Contains(svg.String(), "A")
		if name == "polar" && (!arcs || !strings.Contains(gcode.String(), "G2") || !strings.Contains(hpgl.String(), "AA")) {
			t.Errorf("polar: arcs should stay arcs")
		}
	}
}

// outlineKinds are small mazes of every grid kind the outline supports.
var outlineKinds = map[string]topology.Spec{
	"rect":             {Kind: "rect", Width: 6, Height: 5},
	"hex":              {Kind: "hex", Width: 5, Height: 4},
	"hex-flat":         {Kind: "hex", Width: 5, Height: 4, Flat: true},
	"tri":              {Kind: "tri", Width: 7, Height: 4},
	"polar":            {Kind: "polar", Rings: 4},
	"planar-poisson":   {Kind: "planar", Width: 10, Height: 8, Cells: 60, Layout: "poisson"},
	"planar-triangles": {Kind: "planar", Width: 10, Height: 7, Cells: 50, Layout: "triangles"},
	"mask":             {Kind: "mask", Width: 10, Height: 9, Base: "rect", Shape: "heart"},
}

// TestSingleLineOutline checks, over many seeds of every kind (a new
// Voronoi tiling per seed on planar grids), that the outline of a perfect
// maze is one closed loop that runs each side of each standing wall once,
// never crosses itself and never crosses a wall.
func TestSingleLineOutline(t *testing.T) {
	for _, name := range sortedKeys(outlineKinds) {
		for seed := uint64(1); seed <= 20; seed++ {
			sp := outlineKinds[name]
			if sp.Kind == "planar" {
				sp.Seed = seed
			}
			m := testMaze(t, sp, "wilson", seed)
			checkOutline(t, fmt.Sprintf("%s seed %d", name, seed), m)
		}
	}
	// This tiling has a cell too thin for the usual inset.
	thin := topology.Spec{Kind: "planar", Width: 10, Height: 7, Cells: 50, Layout: "triangles", Seed: 180}
	checkOutline(t, "planar-triangles seed 180", testMaze(t, thin, "wilson", 180))
	specs := fabSpecs()
	for _, name := range sortedKeys(specs) {
		checkOutline(t, name, testMaze(t, specs[name], "wilson", 2))
	}
}

func checkOutline(t *testing.T, name string, m *maze.Maze) {
	t.Helper()
	f, loop, err := outlineLoop(m, outlineInset(m))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	// Every side of every standing wall that faces a cell is run once.
	along := map[[2]int32]int{}
	for i, p := range loop {
		along[[2]int32{p, loop[(i+1)%len(loop)]}]++
	}
	for _, fc := range f.faces {
		if fc.cell < 0 {
			continue
		}
		n := len(fc.verts)
		for i, s := range fc.subs {
			if !f.subs[s].standing {
				continue
			}
			// The core's edge along this wall runs from qOut(i) to
			// qIn(i+1); the outline walks the floor's boundary, so it
			// runs there in the same direction.
			e := [2]int32{fc.qOut[i], fc.qIn[(i+1)%n]}
			if along[e] != 1 {
				t.Fatalf("%s: cell %d side %d run %d times", name, fc.cell, i, along[e])
			}
		}
	}
	pts, err := singleLine(m, SingleLineOutline)
	if err != nil || topology.Dist(pts[0], pts[len(pts)-1]) > 1e-9 {
		t.Fatalf("%s: outline not closed (%v)", name, err)
	}
	// The line never crosses itself (it may touch itself where a passage
	// is narrower than the inset) and never crosses a wall line.
	for i := 1; i < len(pts); i++ {
		for k := i + 2; k < len(pts); k++ {
			if segsCrossProperly(pts[i-1], pts[i], pts[k-1], pts[k]) {
				t.Fatalf("%s: outline crosses itself at %v–%v and %v–%v", name, pts[i-1], pts[i], pts[k-1], pts[k])
			}
		}
	}
	for _, s := range f.subs {
		if !s.standing {
			continue
		}
		for i := 1; i < len(pts); i++ {
			if segsCrossProperly(pts[i-1], pts[i], f.pts[s.a], f.pts[s.b]) {
				t.Fatalf("%s: outline crosses a wall at %v", name, pts[i])
			}
		}
	}
}

func TestSingleLineCentre(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "hex", Width: 6, Height: 5}, "dfs", 1)
	pts := centreLine(m)
	// Each step runs along half a passage or a whole one; every passage is
	// walked twice (out and back).
	if got, want := len(pts)-1, 2*m.NumOpen(); got != want {
		t.Errorf("%d steps, want %d", got, want)
	}
	p, err := PlanPlot(m, &PlotOptions{SingleLine: SingleLineCentre})
	if err != nil || p.Stats().Lifts != 1 {
		t.Errorf("single line gives %d polylines (%v)", p.Stats().Lifts, err)
	}
}

// TestPlotArcsRunTheRightWay replays the G-code and HPGL of a polar maze:
// G2/G3 arcs must have the pen-down length of the plot (an arc run the
// wrong way round would be the rest of its circle), and HPGL arcs, swept
// by their signed angle, must end where the G-code ones do.
func TestPlotArcsRunTheRightWay(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "polar", Rings: 6}, "wilson", 3)
	var gc, hp bytes.Buffer
	if _, err := WriteGCode(&gc, m, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := WriteHPGL(&hp, m, nil); err != nil {
		t.Fatal(err)
	}
	field := func(f []string, c byte) float64 {
		for _, s := range f {
			if s[0] == c {
				v, _ := strconv.ParseFloat(s[1:], 64)
				return v
			}
		}
		return math.NaN()
	}
	var x, y, gArcLen float64
	var gEnds [][2]float64
	for _, line := range strings.Split(gc.String(), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "G0", "G1":
			nx, ny := field(f, 'X'), field(f, 'Y')
			if math.IsNaN(nx) {
				continue
			}
			x, y = nx, ny
		case "G2", "G3":
			nx, ny := field(f, 'X'), field(f, 'Y')
			cx, cy := x+field(f, 'I'), y+field(f, 'J')
			a0, a1 := math.Atan2(y-cy, x-cx), math.Atan2(ny-cy, nx-cx)
			sweep := a1 - a0 // counter-clockwise (G3)
			if f[0] == "G2" {
				sweep = a0 - a1
			}
			sweep = math.Mod(sweep+4*math.Pi, 2*math.Pi)
			gArcLen += math.Hypot(x-cx, y-cy) * sweep
			x, y = nx, ny
			gEnds = append(gEnds, [2]float64{x, y})
		}
	}
	arcLen := 0.0
	x, y = 0, 0
	var hEnds [][2]float64
	for _, cmd := range strings.Split(strings.ReplaceAll(hp.String(), "\n", ""), ";") {
		switch {
		case strings.HasPrefix(cmd, "PU") || strings.HasPrefix(cmd, "PD"):
			if len(cmd) > 2 {
				var px, py float64
				fmt.Sscanf(cmd[2:], "%g,%g", &px, &py)
				x, y = px/hpglUnits, py/hpglUnits
			}
		case strings.HasPrefix(cmd, "AA"):
			var cx, cy, deg float64
			fmt.Sscanf(cmd[2:], "%g,%g,%g", &cx, &cy, &deg)
			cx, cy = cx/hpglUnits, cy/hpglUnits
			a := math.Atan2(y-cy, x-cx) + deg*math.Pi/180
			r := math.Hypot(x-cx, y-cy)
			arcLen += r * math.Abs(deg) * math.Pi / 180
			x, y = cx+r*math.Cos(a), cy+r*math.Sin(a)
			hEnds = append(hEnds, [2]float64{x, y})
		}
	}
	if len(gEnds) == 0 || len(gEnds) != len(hEnds) {
		t.Fatalf("%d G-code arcs, %d HPGL arcs", len(gEnds), len(hEnds))
	}
	for i := range gEnds {
		if math.Hypot(gEnds[i][0]-hEnds[i][0], gEnds[i][1]-hEnds[i][1]) > 0.05 {
			t.Fatalf("arc %d ends at %v in G-code, %v in HPGL", i, gEnds[i], hEnds[i])
		}
	}
	// Arc lengths from the plan.
	p, _ := PlanPlot(m, nil)
	want := 0.0
	for _, pl := range p.lines {
		for _, s := range pl {
			if s.Arc {
				want += s.length()
			}
		}
	}
	if math.Abs(arcLen-want) > 0.01*want || math.Abs(gArcLen-want) > 0.01*want {
		t.Errorf("arcs are %.1f mm long in HPGL, %.1f mm in G-code, %.1f mm in the plan", arcLen, gArcLen, want)
	}
}
