// A picture of a pen plot: what the pen draws, and where it travels lifted.

package fab

import (
	"fmt"
	"io"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/render"
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
			return render.WritePNG(w, p.preview(), &render.PNGOptions{Width: 900})
		}})
}
