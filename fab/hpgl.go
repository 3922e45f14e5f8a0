// HPGL output for pen plotters.

package fab

import (
	"io"
	"math"
	"strconv"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// hpglUnits is the number of HPGL plotter units per millimetre.
const hpglUnits = 40

func init() {
	render.RegisterFormat(render.Format{Name: "hpgl", Summary: "pen plotter paths (HPGL)",
		MIME: "application/vnd.hp-hpgl", Machine: render.Plotter, Cost: render.Cost(budget.Plot),
		Encode: func(w io.Writer, src *render.Source) error { return plotEncode(w, src, WriteHPGL) }})
}

// HPGLChordTolerance is the most an HPGL arc's chords stray from the
// circle, in millimetres: one plotter unit. The plotter's default chord
// of 5° strays 0.19 mm at a radius of 200 mm.
const HPGLChordTolerance = 0.025

// chordAngle returns the chord angle, in degrees, that keeps an arc of
// radius r mm within HPGLChordTolerance of its circle: from 0.5° (the
// least HPGL takes) to the plotter's default of 5°.
func chordAngle(r float64) float64 {
	if r <= HPGLChordTolerance {
		return 5
	}
	a := 2 * math.Acos(1-HPGLChordTolerance/r) * 180 / math.Pi
	return math.Floor(min(5, max(0.5, a))*100) / 100
}

// WriteHPGL writes the plot of m (see PlanPlot) as HPGL: pen-up moves (PU)
// between polylines, pen-down lines (PD) and arcs (AA) along them, in plotter
// units of 0.025 mm with Y up from the bottom-left corner. It returns the
// plot's stats.
func WriteHPGL(w io.Writer, m *maze.Maze, o *PlotOptions) (PlotStats, error) {
	p, err := PlanPlot(m, o)
	if err != nil {
		return PlotStats{}, err
	}
	ew := &errWriter{w: w}
	u := func(v float64) string { return strconv.Itoa(int(math.Round(v * hpglUnits))) }
	ew.printf("IN;SP1;\n")
	for _, pl := range p.lines {
		ew.printf("PU%s,%s;\n", u(pl.start().X), u(p.H-pl.start().Y))
		for _, s := range pl {
			if !s.Arc {
				ew.printf("PD%s,%s;\n", u(s.B.X), u(p.H-s.B.Y))
				continue
			}
			// Forward arcs turn clockwise once Y points up: negative sweep.
			deg := arcSweep(s) * 180 / math.Pi
			if !s.Rev {
				deg = -deg
			}
			ew.printf("PD;AA%s,%s,%s,%s;\n", u(s.C.X), u(p.H-s.C.Y), strconv.FormatFloat(deg, 'f', 3, 64),
				strconv.FormatFloat(chordAngle(topology.Dist(s.A, s.C)), 'f', 2, 64))
		}
	}
	ew.printf("PU0,0;SP0;\n")
	return p.Stats(), ew.err
}
