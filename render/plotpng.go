// A picture of a pen plot: what the pen draws, and where it travels lifted.

package render

import (
	"fmt"
	"io"
)

func init() {
	RegisterFormat(Format{Name: "plotpng", Summary: "preview of the pen plot (PNG): strokes black, pen-up travel light blue",
		Encode: func(w io.Writer, src *Source) error {
			if src.Maze == nil {
				return fmt.Errorf("render: plot preview needs a maze")
			}
			o, _ := OptionOf[*PlotOptions](src)
			p, err := PlanPlot(src.Maze, o)
			if err != nil {
				return err
			}
			if o != nil && o.Log != nil {
				fmt.Fprintln(o.Log, p.Stats())
			}
			return WritePNG(w, p.preview(), &PNGOptions{Width: 900})
		}})
}
