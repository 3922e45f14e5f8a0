package main

import (
	"io"
	"math"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
)

// fabFlags are the maze command's flags for plotter, laser, 3D-print and
// animation outputs.
type fabFlags struct {
	cellMM, wallHeight, base, wallThick, kerf, tolerance float64
	tactile, bridge, unordered                           bool
	penUp, penDown, singleLine, anim                     string
	feed, travelFeed                                     float64
	fps, maxFrames                                       int
	steps                                                *[]maze.Step
}

func (f *fabFlags) bind(fs *pflag.FlagSet) {
	floatVar(fs, &f.cellMM, "cell-mm", 10, "plot, laser, stl: millimetres per cell")
	floatVar(fs, &f.wallThick, "wall-thickness", 1.6, "laser, stl: wall thickness in mm")
	floatVar(fs, &f.wallHeight, "wall-height", 8, "stl: wall height above the base in mm")
	floatVar(fs, &f.base, "base", 2, "stl: base plate thickness in mm")
	floatVar(fs, &f.tolerance, "tolerance", 0.05, "laser, stl: largest gap between an arc and its facets, mm")
	fs.BoolVar(&f.tactile, "tactile", false, "stl: raised marks in the entrance (dot) and exit (ring) cells")
	floatVar(fs, &f.kerf, "kerf", 0, "laser: beam width in mm; outlines move out by half of it")
	fs.BoolVar(&f.bridge, "bridge", false, "laser: join free-standing walls to the rest by closing a passage")
	fs.StringVar(&f.penUp, "pen-up", "G0 Z2", "gcode: command that lifts the pen")
	fs.StringVar(&f.penDown, "pen-down", "G1 Z0", "gcode: command that lowers the pen")
	floatVar(fs, &f.feed, "feed", 1500, "gcode: drawing feed rate, mm/min")
	floatVar(fs, &f.travelFeed, "travel-feed", 0, "gcode: pen-up feed rate, mm/min (0: rapid G0 moves)")
	fs.StringVar(&f.singleLine, "single-line", "off", "plotsvg, hpgl, gcode: draw the maze as one path: off|outline|centre")
	fs.BoolVar(&f.unordered, "unordered", false, "plotsvg, hpgl, gcode: keep strokes in traced order (no travel optimisation)")
	fs.StringVar(&f.anim, "anim", "generate", "gif, apng: what to show: generate|solve")
	fs.IntVar(&f.fps, "fps", 20, "gif, apng: frames per second")
	fs.IntVar(&f.maxFrames, "max-frames", 120, "gif, apng: most frames (steps are batched to fit)")
}

// record starts recording m's generation when the format animates it.
func (f *fabFlags) record(m *maze.Maze, format string) {
	if (format == "gif" || format == "apng") && f.anim == "generate" {
		f.steps = maze.Record(m)
	}
}

// options validates the flags and returns the format options.
func (f *fabFlags) options(stderr io.Writer) ([]any, error) {
	for _, v := range []struct {
		name string
		v    float64
	}{{"cell-mm", f.cellMM}, {"wall-thickness", f.wallThick}, {"wall-height", f.wallHeight}, {"base", f.base}, {"tolerance", f.tolerance}} {
		if !(v.v > 0) || math.IsInf(v.v, 0) || v.v > 1e5 {
			return nil, usagef("--%s %v: must be a positive number of millimetres", v.name, v.v)
		}
	}
	if !(f.kerf >= 0) || f.kerf >= f.wallThick {
		return nil, usagef("--kerf %v: must be at least 0 and less than --wall-thickness", f.kerf)
	}
	if !(f.feed > 0) || !(f.travelFeed >= 0) {
		return nil, usagef("--feed %v / --travel-feed %v: feed rates must be positive (travel 0 for rapid moves)", f.feed, f.travelFeed)
	}
	sl, err := render.ParseSingleLine(f.singleLine)
	if err != nil {
		return nil, usagef("--single-line %q: want off, outline or centre", f.singleLine)
	}
	kind, err := render.ParseAnimKind(f.anim)
	if err != nil {
		return nil, usagef("--anim %q: want generate or solve", f.anim)
	}
	if f.fps < 1 || f.fps > 100 {
		return nil, usagef("--fps %d: want 1 to 100", f.fps)
	}
	if f.maxFrames < 2 || f.maxFrames > 10000 {
		return nil, usagef("--max-frames %d: want 2 to 10000", f.maxFrames)
	}
	var steps []maze.Step
	if f.steps != nil {
		steps = *f.steps
	}
	return []any{
		&render.PlotOptions{CellMM: f.cellMM, Unordered: f.unordered, SingleLine: sl, PenUp: f.penUp, PenDown: f.penDown,
			Feed: f.feed, TravelFeed: f.travelFeed, Log: stderr},
		&render.LaserOptions{CellMM: f.cellMM, WallThickness: f.wallThick, Kerf: f.kerf, Tolerance: f.tolerance, Bridge: f.bridge, Log: stderr},
		&render.STLOptions{CellMM: f.cellMM, WallHeight: f.wallHeight, Base: f.base, WallThickness: f.wallThick, Tolerance: f.tolerance, Tactile: f.tactile},
		&render.AnimOptions{Kind: kind, FPS: f.fps, MaxFrames: f.maxFrames, Steps: steps},
	}, nil
}
