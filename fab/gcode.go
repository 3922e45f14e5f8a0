// G-code output for pen plotters and drag knives.

package fab

import (
	"cmp"
	"fmt"
	"io"
	"strconv"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
)

// MinFeed and MaxFeed bound the feed rates of WriteGCode, in mm/min: from
// a crawl a controller still moves at to well past any pen plotter.
const (
	MinFeed = 1
	MaxFeed = 100000
)

func init() {
	render.RegisterFormat(render.Format{Name: "gcode", Summary: "pen plotter paths (G-code, mm)",
		MIME: "text/x.gcode", Machine: render.Plotter, Cost: render.Cost(budget.Plot),
		Encode: func(w io.Writer, src *render.Source) error { return plotEncode(w, src, WriteGCode) }})
}

// WriteGCode writes the plot of m (see PlanPlot) as G-code in millimetres
// with Y up from the bottom-left corner: o.PenUp before each travel move,
// o.PenDown before each polyline, G1 lines and G2/G3 arcs at o.Feed, travel
// as G0 (or G1 at o.TravelFeed when set). It returns the plot's stats.
func WriteGCode(w io.Writer, m *maze.Maze, o *PlotOptions) (PlotStats, error) {
	p, err := PlanPlot(m, o)
	if err != nil {
		return PlotStats{}, err
	}
	var opt PlotOptions
	if o != nil {
		opt = *o
	}
	up, down := cmp.Or(opt.PenUp, "G0 Z2"), cmp.Or(opt.PenDown, "G1 Z0")
	feed := opt.Feed
	if feed == 0 {
		feed = 1500
	}
	if !(feed >= MinFeed && feed <= MaxFeed) {
		return PlotStats{}, fmt.Errorf("fab: feed rate %v mm/min: want %v to %v", opt.Feed, MinFeed, MaxFeed)
	}
	if t := opt.TravelFeed; t != 0 && !(t >= MinFeed && t <= MaxFeed) {
		return PlotStats{}, fmt.Errorf("fab: travel feed rate %v mm/min: want 0 (rapid moves) or %v to %v", t, MinFeed, MaxFeed)
	}
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', 3, 64) }
	ew := &errWriter{w: w}
	// The feed is set before any move: a controller such as GRBL refuses
	// a G1 (the default pen down is one) while no feed rate is set.
	ew.printf("G21 ; millimetres\nG90 ; absolute\nF%s\n%s\n", f(feed), up)
	travel := func(x, y float64) {
		if opt.TravelFeed > 0 {
			ew.printf("G1 X%s Y%s F%s\n", f(x), f(p.H-y), f(opt.TravelFeed))
		} else {
			ew.printf("G0 X%s Y%s\n", f(x), f(p.H-y))
		}
	}
	for _, pl := range p.lines {
		travel(pl.start().X, pl.start().Y)
		ew.printf("%s\n", down)
		for i, s := range pl {
			fs := ""
			if i == 0 {
				fs = " F" + f(feed)
			}
			if !s.Arc {
				ew.printf("G1 X%s Y%s%s\n", f(s.B.X), f(p.H-s.B.Y), fs)
				continue
			}
			// Forward arcs turn clockwise once Y points up.
			g := "G2"
			if s.Rev {
				g = "G3"
			}
			ew.printf("%s X%s Y%s I%s J%s%s\n", g, f(s.B.X), f(p.H-s.B.Y), f(s.C.X-s.A.X), f(s.A.Y-s.C.Y), fs)
		}
		ew.printf("%s\n", up)
	}
	travel(0, p.H)
	ew.printf("M2\n")
	return p.Stats(), ew.err
}
