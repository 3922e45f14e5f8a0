// A picture of a pen plot: what the pen draws, and where it travels lifted.

package fab

import (
	"fmt"
	"io"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

func init() {
	render.RegisterFormat(render.Format{Name: "plotpng", Summary: "preview of the pen plot (PNG): strokes black, pen-up travel light blue",
		MIME: "image/png", Raster: true, Machine: render.Plotter, Cost: render.Cost(budget.Plot),
		Encode: func(w io.Writer, src *render.Source) error {
			if src.Maze == nil {
				return fmt.Errorf("fab: plot preview needs a maze")
			}
			o, _ := render.OptionOf[*PlotOptions](src)
			p, err := PlanPlot(src.Maze, o)
			if err != nil {
				return err
			}
			if o != nil && o.Log != nil {
				fmt.Fprintln(o.Log, p.Stats())
			}
			return render.Encode(w, "png", &render.Source{Scene: p.preview(), Options: []render.Option{&render.PNGOptions{Width: 900}}})
		}})
}

// preview draws p as a scene in millimetres: the strokes in black and the
// pen-up moves in a light colour.
func (p *Plot) preview() *render.Scene {
	sc := render.NewScene(p.W, p.H)
	sc.Background = rgb(0xffffff)
	at := topology.Point{X: 0, Y: p.H}
	for _, pl := range p.lines {
		sc.MoveTo(at.X, at.Y)
		sc.LineTo(pl.start().X, pl.start().Y)
		at = pl.end()
	}
	sc.Stroke(render.Pen{Width: 0.3, Color: rgb(0x9ec9f0), Cap: render.CapRound})
	for _, pl := range p.lines {
		sc.MoveTo(pl.start().X, pl.start().Y)
		for _, s := range pl {
			stepTo(sc, s)
		}
	}
	sc.Stroke(render.Pen{Width: 0.5, Color: rgb(0x000000), Cap: render.CapRound})
	return sc
}

// PlotPreview returns a picture of the plot: strokes black, pen-up moves
// light blue, in millimetres.
func PlotPreview(m *maze.Maze, o *PlotOptions) (*render.Scene, error) {
	p, err := PlanPlot(m, o)
	if err != nil {
		return nil, err
	}
	return p.preview(), nil
}

// stepTo appends step s (the pen is at s.A) to c's path.
func stepTo(c render.Canvas, s plotStep) {
	if !s.Arc {
		c.LineTo(s.B.X, s.B.Y)
		return
	}
	seg := topology.Segment{A: s.A, B: s.B, C: s.C, Arc: true}
	if !s.Rev {
		a0, a1, r := arcAngles(seg)
		render.Arc(c, s.C.X, s.C.Y, r, a0, a1)
		return
	}
	// Reversed: run the arc forwards and replay it backwards by points.
	seg.A, seg.B = s.B, s.A
	pts := flattenSeg(seg, 0.01, nil)
	for i := len(pts) - 2; i >= 0; i-- {
		c.LineTo(pts[i].X, pts[i].Y)
	}
}
