// HPGL output for pen plotters.

package render

import (
	"io"
	"math"
	"strconv"

	"github.com/mazekit/mazekit/maze"
)

// hpglUnits is the number of HPGL plotter units per millimetre.
const hpglUnits = 40

func init() {
	RegisterFormat(Format{Name: "hpgl", Summary: "pen plotter paths (HPGL)",
		Encode: func(w io.Writer, src *Source) error { return plotEncode(w, src, WriteHPGL) }})
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
			ew.printf("PD;AA%s,%s,%s;\n", u(s.C.X), u(p.H-s.C.Y), strconv.FormatFloat(deg, 'f', 3, 64))
		}
	}
	ew.printf("PU0,0;SP0;\n")
	return p.Stats(), ew.err
}
