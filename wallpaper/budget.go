// The memory budget of a wallpaper, estimated from its options alone.

package wallpaper

import (
	"fmt"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// Budget refuses, before any work, a wallpaper of o written in format
// whose estimated memory is over limit bytes: a *param.InputError naming
// the size asked, the estimate and the limit. A cell size out of range is
// left for Make to refuse.
func (o *Options) Budget(format string, limit int64) error {
	if !(o.Cell >= MinCell && o.Cell <= MaxCell) {
		return nil
	}
	grid := o.Grid
	if grid == "" {
		grid = defaultGrid
	}
	cost := budget.Raster
	if f, err := render.LookupFormat(format); err != nil || !f.Raster {
		cost = puzzle.FormatCost(grid, format, true)
	}
	// Measured at the edge: a seamless tile draws the maze around its
	// seams too, and a Truchet pattern's arcs go through the rasterizer
	// as many short curves, both several times the plain picture's memory
	// per pixel (hexagons the most).
	kind, _ := pattern.Lookup(o.Pattern) // the zero Kind for a maze
	switch {
	case o.Pattern != "" && kind.WallpaperPixel > 0:
		cost.PerPixel = kind.WallpaperPixel
	case o.Tile && grid == "rect":
		cost.PerPixel = 16
	case o.Tile:
		cost.PerPixel = 50
	}
	// Cells covering the picture, as many to a square as the kind has
	// (triangles are two).
	cells := float64(o.Width) / o.Cell * float64(o.Height) / o.Cell * topology.Density(grid)
	if o.Image != "" {
		cells = pictureCells(cells)
	}
	asked := fmt.Sprintf("a %dx%d wallpaper of about %.0f cells", o.Width, o.Height, cells)
	return param.Input(budget.Check(asked, cost.Estimate(cells, float64(o.Width)*float64(o.Height)), limit))
}
