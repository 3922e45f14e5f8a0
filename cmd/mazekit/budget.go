// The memory budget: work whose estimate exceeds --max-memory is refused
// before it starts.

package main

import (
	"fmt"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/topology"
)

// memFlag is --max-memory: a size such as 4G or 512M.
type memFlag struct{ v int64 }

func (m *memFlag) String() string { return budget.Size(m.v) }
func (m *memFlag) Type() string   { return "size" }
func (m *memFlag) Set(s string) error {
	v, err := budget.Parse(s)
	if err != nil {
		return err
	}
	m.v = v
	return nil
}

// bindMemory defines --max-memory on fs.
func bindMemory(fs *pflag.FlagSet, m *memFlag) {
	m.v = budget.Default
	fs.Var(m, "max-memory", "refuse work estimated to need more memory than this (e.g. 8G, 512M)")
}

// formatCost returns the memory model of writing a maze on a grid of the
// given kind in format; overlay is a solution or shading drawn over a rect
// maze, which takes it off the streaming fast path.
func formatCost(kind, format string, overlay bool) budget.Cost {
	switch format {
	case "png", "gif", "apng":
		if kind == "rect" && !overlay {
			return budget.RectStream
		}
		if kind == "rect" {
			return budget.RectRaster
		}
		return budget.Raster
	case "svg":
		return budget.SVG
	case "json", "txt":
		return budget.Data
	}
	return budget.PDF
}

// specCells estimates the cells of a grid from its parameters alone.
func specCells(s topology.Spec) float64 {
	switch {
	case s.Radius > 0:
		r := float64(s.Radius)
		return 3*r*(r+1) + 1
	case s.Rings > 0:
		r := float64(s.Rings)
		return 3.2 * r * r
	case s.Cells > 0:
		return float64(s.Cells)
	}
	return float64(s.Width) * float64(s.Height)
}

// mazeEstimate returns the memory writing a maze on a grid of spec s in
// format needs, cell pixels a cell, and what was asked in words.
func mazeEstimate(s topology.Spec, format string, cell float64, overlay bool) (int64, string) {
	cells := specCells(s)
	cost := formatCost(s.Kind, format, overlay)
	px := 0.0
	if cost.PerPixel > 0 {
		px = cells * cell * cell
	}
	asked := fmt.Sprintf("a %s maze of about %.0f cells", format, cells)
	if px > 0 {
		asked += fmt.Sprintf(" (%.0f megapixels)", px/1e6)
	}
	return cost.Estimate(cells, px), asked
}

// wallpaperCells estimates the cells of a wallpaper grid covering w×h
// pixels with cells cell pixels wide: triangles are two to a square.
func wallpaperCells(grid string, w, h int, cell float64) float64 {
	n := float64(w) / cell * float64(h) / cell
	if grid == "tri" {
		n *= 2
	}
	return n
}
