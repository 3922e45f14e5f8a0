// Pen-plotter paths as SVG in millimetres.

package fab

import (
	"io"
	"math"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

func init() {
	render.RegisterFormat(render.Format{Name: "plotsvg", Summary: "pen plotter paths (SVG in mm, one path per stroke, ordered)",
		MIME: "image/svg+xml", Machine: render.Plotter, Cost: render.Cost(budget.Plot),
		Encode: func(w io.Writer, src *render.Source) error { return plotEncode(w, src, WritePlotSVG) }})
}

// WritePlotSVG writes the plot of m as an SVG in millimetres for pen
// plotters: one <path> per polyline in drawing order, strokes only, no
// fills, arcs as SVG arcs. It returns the plot's stats.
func WritePlotSVG(w io.Writer, m *maze.Maze, o *PlotOptions) (PlotStats, error) {
	p, err := PlanPlot(m, o)
	if err != nil {
		return PlotStats{}, err
	}
	ew := &errWriter{w: w}
	ew.printf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
	ew.printf("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%smm\" height=\"%smm\" viewBox=\"0 0 %s %s\">\n",
		fnum(p.W), fnum(p.H), fnum(p.W), fnum(p.H))
	ew.printf("<g fill=\"none\" stroke=\"black\" stroke-width=\"0.3\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\n")
	for _, pl := range p.lines {
		ew.printf("<path d=\"M%s %s", fnum(pl.start().X), fnum(pl.start().Y))
		for _, s := range pl {
			if !s.Arc {
				ew.printf("L%s %s", fnum(s.B.X), fnum(s.B.Y))
				continue
			}
			sweep, large := 1, 0
			if s.Rev {
				sweep = 0
			}
			if arcSweep(s) > math.Pi {
				large = 1
			}
			r := topology.Dist(s.A, s.C)
			ew.printf("A%s %s 0 %d %d %s %s", fnum(r), fnum(r), large, sweep, fnum(s.B.X), fnum(s.B.Y))
		}
		ew.printf("\"/>\n")
	}
	ew.printf("</g>\n</svg>\n")
	return p.Stats(), ew.err
}

// arcSweep returns the angle an arc step turns through.
func arcSweep(s plotStep) float64 {
	seg := topology.Segment{A: s.A, B: s.B, C: s.C, Arc: true}
	if s.Rev {
		seg.A, seg.B = s.B, s.A
	}
	a0, a1, _ := arcAngles(seg)
	return a1 - a0
}
