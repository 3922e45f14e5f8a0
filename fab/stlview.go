// A shaded picture of the 3D-print mesh, drawn by a small z-buffer rasterizer.

package fab

import (
	"fmt"
	"image"
	"image/png"
	"io"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

func init() {
	render.RegisterFormat(render.Format{Name: "stlpng", Summary: "picture of the 3D-print mesh (PNG), seen from above at an angle",
		MIME: "image/png", Raster: true, Machine: render.Printer, Cost: render.Cost(budget.STLView),
		Encode: func(w io.Writer, src *render.Source) error {
			if src.Maze == nil {
				return fmt.Errorf("fab: stl view needs a maze")
			}
			o, _ := render.OptionOf[*STLOptions](src)
			var img image.Image
			var err error
			if _, ok := src.Maze.Grid.(*topology.Cube); ok {
				cell, _, _, _, _ := o.values()
				img, err = cubeView(src.Maze, cell, 900)
			} else {
				img, err = STLView(src.Maze, o, 900)
			}
			if err != nil {
				return err
			}
			return png.Encode(w, img)
		}})
}

// STLView draws the mesh WriteSTL would write for m, width pixels wide:
// turned 30° and seen from 55° above the horizon, each triangle lit by a
// light from the upper left. It is drawn at twice the size and scaled down,
// which smooths the edges.
func STLView(m *maze.Maze, o *STLOptions, width int) (image.Image, error) {
	if width < 16 || width > 8000 {
		return nil, fmt.Errorf("fab: stl view width %d: want 16 to 8000", width)
	}
	mesh, err := buildSTL(m, o)
	if err != nil {
		return nil, err
	}
	return meshView(mesh, width, 55, [3]float64{-0.45, 0.5, 0.75})
}
