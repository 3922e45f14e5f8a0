//go:build !js || !wasm

// The machine formats' options (plotters, laser cutters, 3D printers),
// made by package fab: everywhere but in the WebAssembly page, which
// offers none of them (see fab_machine_wasm.go).

package puzzle

import (
	"io"

	"github.com/mazekit/mazekit/fab"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
)

// The ranges of the machine options: millimetres and feed rates.
const (
	minMM, maxMM     = fab.MinMM, fab.MaxMM
	minFeed, maxFeed = fab.MinFeed, fab.MaxFeed
)

// machineOptions checks the single-line mode and returns the options of
// the plot, laser and STL formats; log gets the plot and laser summaries.
func (f *Fab) machineOptions(log io.Writer) ([]render.Option, error) {
	sl, err := fab.ParseSingleLine(f.SingleLine)
	if err != nil {
		return nil, param.Textf("single-line", f.SingleLine, "want off, outline or centre")
	}
	return []render.Option{
		&fab.PlotOptions{CellMM: f.CellMM, Unordered: f.Unordered, SingleLine: sl, PenUp: f.PenUp, PenDown: f.PenDown,
			Feed: f.Feed, TravelFeed: f.TravelFeed, Log: log},
		&fab.LaserOptions{CellMM: f.CellMM, WallThickness: f.WallThickness, Kerf: f.Kerf, Tolerance: f.Tolerance, Bridge: f.Bridge, Log: log},
		&fab.STLOptions{CellMM: f.CellMM, WallHeight: f.WallHeight, Base: f.Base, WallThickness: f.WallThickness, Tolerance: f.Tolerance, Tactile: f.Tactile},
	}, nil
}
