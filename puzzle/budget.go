// The memory budget of a maze: estimated from the options alone, before
// any work, and refused over Options.MaxMemory.

package puzzle

import (
	"fmt"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// FormatCost returns the memory model of writing a maze on a grid of the
// given kind in format, as the format declares it; overlay is a solution
// or shading drawn over a maze whose kind streams (topology.Streams, rect),
// which takes it off the streaming fast path. A format no one registered
// is priced as a PDF.
func FormatCost(kind, format string, overlay bool) budget.Cost {
	f, err := render.LookupFormat(format)
	if err != nil {
		return budget.PDF
	}
	return budget.Cost(f.MemoryCost(topology.Streams(kind), overlay))
}

// Estimate returns the memory making opts' maze and writing it in format
// needs, in bytes, and what was asked in words.
func Estimate(opts *Options, format string) (int64, string) {
	cells, kind := opts.Grid.EstimatedCells(), opts.Grid.Kind
	area := cells
	if opts.Image != "" {
		cells, area, kind = pictureCells(opts.Grid), float64(opts.Grid.Width)*float64(opts.Grid.Height), topology.PictureKind()
	}
	overlay := opts.Solution || opts.Answer || opts.Picture.Shade == "distance"
	// A weave draws its crossings, over and under, so its PNG never
	// streams and its vector pictures hold two passages a crossing.
	cost := FormatCost(kind, format, overlay || opts.Weave > 0)
	f, _ := render.LookupFormat(format)
	if opts.Weave > 0 && f.Draws && !f.Raster { // a vector picture
		cost.PerCell *= 2.4
	}
	px := 0.0
	if cost.PerPixel > 0 {
		cell := opts.Picture.Cell
		if f.Animated {
			cell = budget.AnimCellPx
		}
		px = area * cell * cell
	}
	asked := fmt.Sprintf("a %s maze of about %.0f cells", format, cells)
	if px > 0 {
		asked += fmt.Sprintf(" (%.0f megapixels)", px/1e6)
	}
	return cost.Estimate(cells, px), asked
}

// checkBudget refuses opts when its estimate is over opts.MaxMemory.
func checkBudget(opts *Options, format string) error {
	if opts.MaxMemory <= 0 {
		return nil
	}
	if est, asked := Estimate(opts, format); est > opts.MaxMemory {
		return param.Input(budget.Check(asked, est, opts.MaxMemory))
	}
	return nil
}

// outputOf returns the kind of output format is for the memory models of
// internal/budget: a raster or vector picture, or else text or data.
func outputOf(format string) budget.Output {
	f, err := render.LookupFormat(format)
	switch {
	case err != nil || !f.Draws && !f.Raster:
		return budget.DataOutput
	case f.Raster:
		return budget.RasterOutput
	}
	return budget.VectorOutput
}
