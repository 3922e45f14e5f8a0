// Pen-plotter paths: walls joined into few long strokes in a travel-saving order.

package fab

import (
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/mazekit/mazekit/internal/unionfind"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// PlotOptions control the plotter outputs (plotter SVG, HPGL, G-code). The
// zero value means 10 mm cells, a 10 mm margin, optimised order, and the
// G-code defaults listed on each field. Lengths are in millimetres.
type PlotOptions struct {
	CellMM   float64 // millimetres per cell (scene unit); 0 means 10
	MarginMM float64 // margin around the maze; 0 means 10, negative means none
	// Unordered keeps the polylines in the order they were traced instead
	// of ordering them to save pen-up travel (for comparison).
	Unordered bool
	// SingleLine draws the whole maze as one continuous path instead of
	// its walls (see SingleLineMode).
	SingleLine SingleLineMode
	PenUp      string  // G-code to lift the pen; "" means "G0 Z2"
	PenDown    string  // G-code to lower the pen; "" means "G1 Z0"
	Feed       float64 // drawing feed rate in mm/min; 0 means 1500
	TravelFeed float64 // pen-up feed rate in mm/min; 0 means rapid moves (G0)
	// Log, if set, receives the plot's stats (PlotStats.String) as a line.
	Log io.Writer
}

// FormatOption marks *PlotOptions as the pen-plot formats' (plotsvg, plotpng, hpgl, gcode) settings.
func (*PlotOptions) FormatOption() {}

// plotEncode writes src's maze with a plot writer and logs the stats.
func plotEncode(w io.Writer, src *render.Source, write func(io.Writer, *maze.Maze, *PlotOptions) (PlotStats, error)) error {
	if src.Maze == nil {
		return fmt.Errorf("fab: plotter output needs a maze")
	}
	o, _ := render.OptionOf[*PlotOptions](src)
	st, err := write(w, src.Maze, o)
	if err == nil && o != nil && o.Log != nil {
		fmt.Fprintln(o.Log, st)
	}
	return err
}

func (o *PlotOptions) cellMM() float64 {
	if o == nil || o.CellMM <= 0 {
		return 10
	}
	return o.CellMM
}

func (o *PlotOptions) marginMM() float64 {
	switch {
	case o == nil || o.MarginMM == 0:
		return 10
	case o.MarginMM < 0:
		return 0
	}
	return o.MarginMM
}

// PlotStats sum up a plot: the length drawn with the pen down, the travel
// with the pen up (from the origin to the first stroke and between strokes),
// both in millimetres, and the number of pen lifts (one per polyline).
type PlotStats struct {
	PenDown, PenUp float64
	Lifts          int
}

// String returns the stats as one line for a command's report.
func (s PlotStats) String() string {
	return fmt.Sprintf("plot: pen down %.0f mm, pen up %.0f mm, %d pen lifts", s.PenDown, s.PenUp, s.Lifts)
}

// Plot is a maze laid out for a pen: polylines in drawing order, in
// millimetres on a page of W×H with Y growing downwards. The pen starts and
// ends at the origin, the bottom-left corner (0, H), where plotters home.
type Plot struct {
	W, H  float64
	lines []polyline
}

// PlanPlot joins the walls of m into the fewest polylines (walking each
// connected group of walls as an Euler trail, with a new stroke only where
// an odd junction forces one) and orders them to save pen-up travel: greedy
// nearest end, then 2-opt. Arcs stay arcs. With o.SingleLine the plot is
// one closed path instead (see SingleLineMode). A nil o means defaults.
func PlanPlot(m *maze.Maze, o *PlotOptions) (*Plot, error) {
	k, mg := o.cellMM(), o.marginMM()
	b := m.Grid.Bounds()
	p := &Plot{W: b.Dx()*k + 2*mg, H: b.Dy()*k + 2*mg}
	tr := func(q topology.Point) topology.Point {
		return topology.Point{X: (q.X-b.Min.X)*k + mg, Y: (q.Y-b.Min.Y)*k + mg}
	}
	var lines []polyline
	if o != nil && o.SingleLine != SingleLineOff {
		pts, err := singleLine(m, o.SingleLine)
		if err != nil {
			return nil, err
		}
		if o.SingleLine == SingleLineOutline {
			// A closed loop: start at the point nearest home.
			home := topology.Point{X: b.Min.X - mg/k, Y: b.Max.Y + mg/k}
			first := 0
			for i, q := range pts {
				if topology.Dist(q, home) < topology.Dist(pts[first], home) {
					first = i
				}
			}
			pts = append(pts[first:len(pts)-1:len(pts)-1], pts[:first+1]...)
		}
		var pl polyline
		for i := 1; i < len(pts); i++ {
			pl = append(pl, plotStep{A: pts[i-1], B: pts[i]})
		}
		lines = []polyline{pl}
	} else {
		lines = traceWalls(m)
	}
	// A one-cell maze's centre line is a single point: no stroke.
	lines = slices.DeleteFunc(lines, func(pl polyline) bool { return len(pl) == 0 })
	if len(lines) == 0 {
		return nil, fmt.Errorf("fab: nothing to plot: the maze has no wall to draw (a one-cell maze's centre line is a point)")
	}
	for _, pl := range lines {
		for i := range pl {
			s := &pl[i]
			s.A, s.B, s.C = tr(s.A), tr(s.B), tr(s.C)
		}
	}
	if o == nil || !o.Unordered {
		lines = orderPolylines(lines, topology.Point{X: 0, Y: p.H})
	}
	p.lines = lines
	return p, nil
}

// Stats returns the pen-down length, pen-up travel and pen lifts of p.
func (p *Plot) Stats() PlotStats {
	var st PlotStats
	at := topology.Point{X: 0, Y: p.H}
	for _, pl := range p.lines {
		st.PenUp += topology.Dist(at, pl.start())
		for _, s := range pl {
			st.PenDown += s.length()
		}
		at = pl.end()
	}
	st.Lifts = len(p.lines)
	return st
}

// traceWalls joins the standing walls of m into polylines: the walls form a
// graph whose connected parts are each walked as an Euler trail, after
// joining its odd junctions in pairs by invisible links where the trail is
// then cut. A part with 2k odd junctions gives k polylines (one if k = 0),
// the fewest possible.
func traceWalls(m *maze.Maze) []polyline {
	ws := render.Walls(m)
	pi := newPointIndex(len(ws))
	type gEdge struct {
		a, b    int32
		seg     topology.Segment
		virtual bool
	}
	var edges []gEdge
	for _, w := range ws {
		if !w.Standing {
			continue
		}
		a, b := pi.id(w.Seg.A), pi.id(w.Seg.B)
		if a == b && !w.Seg.Arc {
			continue
		}
		edges = append(edges, gEdge{a: a, b: b, seg: w.Seg})
	}
	nv := len(pi.pts)
	// Connected parts (union-find) and degrees.
	parts := unionfind.New(nv)
	deg := make([]int32, nv)
	for _, e := range edges {
		deg[e.a]++
		deg[e.b]++
		parts.Union(e.a, e.b)
	}
	// Pair odd junctions within each part, in point order.
	pending := make(map[int32]int32) // part root → waiting odd point + 1
	for v := int32(0); v < int32(nv); v++ {
		if deg[v]%2 == 0 {
			continue
		}
		r := parts.Find(v)
		if w, ok := pending[r]; ok && w > 0 {
			edges = append(edges, gEdge{a: w - 1, b: v, virtual: true})
			pending[r] = 0
		} else {
			pending[r] = v + 1
		}
	}
	// Adjacency in CSR form.
	start := make([]int32, nv+1)
	for _, e := range edges {
		start[e.a+1]++
		start[e.b+1]++
	}
	for i := 1; i <= nv; i++ {
		start[i] += start[i-1]
	}
	adj := make([]int32, start[nv])
	fill := append([]int32(nil), start[:nv]...)
	for i, e := range edges {
		adj[fill[e.a]] = int32(i)
		fill[e.a]++
		adj[fill[e.b]] = int32(i)
		fill[e.b]++
	}
	used := make([]bool, len(edges))
	next := append([]int32(nil), start[:nv]...)
	type arrival struct{ v, e int32 } // reached v over edge e (-1 at the start)
	var lines []polyline
	var stack []arrival
	var circuit []arrival
	for v0 := int32(0); v0 < int32(nv); v0++ {
		if next[v0] == start[v0+1] {
			continue
		}
		// Hierholzer's algorithm, iteratively.
		stack = append(stack[:0], arrival{v0, -1})
		circuit = circuit[:0]
		for len(stack) > 0 {
			top := stack[len(stack)-1]
			v := top.v
			for next[v] < start[v+1] && used[adj[next[v]]] {
				next[v]++
			}
			if next[v] == start[v+1] {
				circuit = append(circuit, top)
				stack = stack[:len(stack)-1]
				continue
			}
			e := adj[next[v]]
			used[e] = true
			w := edges[e].a
			if w == v {
				w = edges[e].b
			}
			stack = append(stack, arrival{w, e})
		}
		// circuit is the closed walk backwards: circuit[i] was reached over
		// circuit[i].e from circuit[i+1].v. Turn it into steps in walking order.
		n := len(circuit) - 1
		type walkStep struct {
			e       int32
			from, v int32
		}
		walk := make([]walkStep, n)
		for i := 0; i < n; i++ {
			c := circuit[n-1-i]
			walk[i] = walkStep{c.e, circuit[n-i].v, c.v}
		}
		// Start just after a virtual link, if there is one.
		off := 0
		for i, s := range walk {
			if edges[s.e].virtual {
				off = i + 1
				break
			}
		}
		var pl polyline
		for i := 0; i < n; i++ {
			s := walk[(i+off)%n]
			e := edges[s.e]
			if e.virtual {
				if len(pl) > 0 {
					lines = append(lines, pl)
				}
				pl = nil
				continue
			}
			st := plotStep{A: e.seg.A, B: e.seg.B, C: e.seg.C, Arc: e.seg.Arc}
			if s.from != e.a {
				st = st.reversed()
			}
			pl = append(pl, st)
		}
		if len(pl) > 0 {
			lines = append(lines, pl)
		}
	}
	return lines
}

// errWriter is a writer with a sticky error.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) printf(format string, args ...any) {
	if e.err == nil {
		_, e.err = fmt.Fprintf(e.w, format, args...)
	}
}

// fnum formats v with at most three decimals, as SVG numbers are written.
func fnum(v float64) string {
	half := 0.5
	if v < 0 {
		half = -0.5
	}
	s := strconv.FormatFloat(float64(int64(v*1000+half))/1000, 'f', -1, 64)
	if s == "-0" {
		return "0"
	}
	return s
}
