package puzzle

import (
	"io"
	"math"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
)

// Fab is how a maze is made for plotters, laser cutters, 3D printers and
// animations. DefaultFab gives the defaults.
type Fab struct {
	CellMM        float64 // millimetres per cell (plot, laser, stl)
	WallThickness float64 // laser, stl: wall thickness in mm
	WallHeight    float64 // stl: wall height above the base in mm
	Base          float64 // stl: base plate thickness in mm
	Tolerance     float64 // laser, stl: largest gap between an arc and its facets, mm
	Tactile       bool    // stl: raised marks in the entrance and exit cells
	Kerf          float64 // laser: beam width in mm
	Bridge        bool    // laser: join free-standing walls to the rest
	PenUp         string  // gcode: command that lifts the pen
	PenDown       string  // gcode: command that lowers the pen
	Feed          float64 // gcode: drawing feed rate, mm/min
	TravelFeed    float64 // gcode: pen-up feed rate, mm/min (0: rapid moves)
	SingleLine    string  // plotsvg, hpgl, gcode: off, outline or centre
	Unordered     bool    // plot formats: keep strokes in traced order
	Anim          string  // gif, apng: generate or solve
	FPS           int     // gif, apng: frames per second
	MaxFrames     int     // gif, apng: most frames
}

// DefaultFab returns the fabrication defaults: 10 mm cells, 1.6 mm walls
// 8 mm high on a 2 mm base, a pen plotter at 1500 mm/min, animations of
// the generation at 20 frames per second.
func DefaultFab() Fab {
	return Fab{CellMM: 10, WallThickness: 1.6, WallHeight: 8, Base: 2, Tolerance: 0.05,
		PenUp: "G0 Z2", PenDown: "G1 Z0", Feed: 1500, SingleLine: "off", Anim: "generate", FPS: 20, MaxFrames: 120}
}

// plotFormat reports whether format is a pen plot (the formats
// --single-line shapes).
func plotFormat(format string) bool {
	f, err := render.LookupFormat(format)
	return err == nil && f.Machine == render.Plotter
}

// fabFormat reports whether format is sized in millimetres by CellMM
// (plots, laser outlines, 3D prints and their previews), not by a page.
func fabFormat(format string) bool {
	f, err := render.LookupFormat(format)
	return err == nil && f.Physical()
}

// dataFormat reports whether format writes the maze as data (json), which
// carries its solution whether or not one is drawn.
func dataFormat(format string) bool {
	f, err := render.LookupFormat(format)
	return err == nil && f.Data
}

// records reports whether a maze written in format records its generation.
func (f *Fab) records(format string) bool {
	ff, err := render.LookupFormat(format)
	return err == nil && ff.Animated && f.Anim == "generate"
}

// options validates f and returns the format options; log gets the plot
// and laser summaries.
func (f *Fab) options(steps *[]maze.Step, log io.Writer) ([]render.Option, error) {
	for _, v := range []struct {
		name string
		v    float64
	}{{"cell-mm", f.CellMM}, {"wall-thickness", f.WallThickness}, {"wall-height", f.WallHeight}, {"plate", f.Base}} {
		if err := param.Range(v.name, v.v, minMM, maxMM, "mm"); err != nil {
			return nil, err
		}
	}
	if !(f.Tolerance > 0) || math.IsInf(f.Tolerance, 0) || f.Tolerance > maxMM {
		return nil, param.Errorf("tolerance", f.Tolerance, "must be a positive number of millimetres")
	}
	if f.WallThickness >= f.CellMM {
		return nil, param.Errorf("wall-thickness", f.WallThickness, "must be less than the cell size, %v mm (cell-mm)", f.CellMM)
	}
	if !(f.Kerf >= 0) || f.Kerf >= f.WallThickness {
		return nil, param.Errorf("kerf", f.Kerf, "must be at least 0 and less than the wall thickness")
	}
	if !(f.Feed >= minFeed && f.Feed <= maxFeed) {
		return nil, param.Errorf("feed", f.Feed, "want %d to %d mm/min", minFeed, maxFeed)
	}
	if t := f.TravelFeed; t != 0 && !(t >= minFeed && t <= maxFeed) {
		return nil, param.Errorf("travel-feed", t, "want 0 (rapid moves) or %d to %d mm/min", minFeed, maxFeed)
	}
	opts, err := f.machineOptions(log)
	if err != nil {
		return nil, err
	}
	kind, err := render.ParseAnimKind(f.Anim)
	if err != nil {
		return nil, param.Textf("anim", f.Anim, "want generate or solve")
	}
	if f.FPS < 1 || f.FPS > 100 {
		return nil, param.Errorf("fps", f.FPS, "want 1 to 100")
	}
	if f.MaxFrames < 2 || f.MaxFrames > 10000 {
		return nil, param.Errorf("max-frames", f.MaxFrames, "want 2 to 10000")
	}
	var st []maze.Step
	if steps != nil {
		st = *steps
	}
	return append(opts,
		&render.AnimOptions{Kind: kind, FPS: f.FPS, MaxFrames: f.MaxFrames, Steps: st}), nil
}
