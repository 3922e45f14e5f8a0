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
// given kind in format.
func formatCost(kind, format string) budget.Cost {
	switch format {
	case "png", "gif", "apng":
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

// mazeEstimate returns the memory writing g in format needs, with cells
// cell units wide and margin cells of margin, and what was asked in words.
func mazeEstimate(g topology.Grid, format string, cell, margin float64) (int64, string) {
	b := g.Bounds()
	cost := formatCost(g.Spec().Kind, format)
	px := 0.0
	if cost.PerPixel > 0 {
		px = (b.Dx() + 2*margin) * cell * (b.Dy() + 2*margin) * cell
	}
	asked := fmt.Sprintf("a %s maze of %d cells", format, g.NumCells())
	if px > 0 {
		asked = fmt.Sprintf("a %s maze of %d cells (%.0fx%.0f pixels)", format, g.NumCells(), (b.Dx()+2*margin)*cell, (b.Dy()+2*margin)*cell)
	}
	return cost.Estimate(float64(g.NumCells()), px), asked
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
