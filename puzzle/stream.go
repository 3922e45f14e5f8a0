package puzzle

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/stream"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// Limits of a streamed maze: a row or two is held, so only the width is
// bounded by memory.
const (
	MaxStreamWidth  = 1 << 22
	MaxStreamHeight = 1_000_000_000
	// maxStreamMemory bounds the rows of pixels a streamed PNG holds.
	maxStreamMemory = 1 << 30
)

// Streamed reports whether opts' maze is to be written row by row by
// Stream in format: when force is set, when its grid has more cells than
// a maze held in memory may have, or when its algorithm prefers to stream
// its text (a generate.StreamPreferrer) and it is not to be solved. A maze
// that cannot be streamed is not, and with force set that is an error
// naming the option that needs the whole maze (a *param.Error).
func Streamed(opts *Options, format string, force bool) (bool, error) {
	alg, err := generate.Lookup(opts.Algorithm)
	_, prefers := alg.Ext.(generate.StreamPreferrer)
	// Eller text streams by choice, but not when solved: a maze that fits
	// in memory is solved there, with its usual doors.
	f, _ := render.LookupFormat(format)
	if !force && checkCells(opts.Grid) == nil && (!(err == nil && prefers && f.Streams && !f.Raster) || opts.Solution) {
		return false, nil
	}
	why := streamBlock(opts, alg, format)
	if why != nil && force {
		return false, why
	}
	return why == nil, nil
}

// streamBlock returns what keeps opts' maze from being streamed, or nil.
func streamBlock(opts *Options, alg generate.Algorithm, format string) error {
	if _, ok := alg.Ext.(generate.Streamer); !ok {
		return param.Errorf("algo", opts.Algorithm, "does not make mazes row by row (eller, sidewinder and binary-tree do)")
	}
	if !topology.Streams(opts.Grid.Kind) {
		return param.Errorf("grid", opts.Grid.Kind, "streamed mazes are on rect grids")
	}
	if !StreamFormat(format) {
		return param.Errorf("format", format, "streamed mazes are written as txt or png")
	}
	p, def := &opts.Picture, DefaultPicture()
	whole := []struct {
		field string
		set   bool
	}{
		{"doors", opts.Doors != "auto" && opts.Doors != ""}, {"braid", opts.Braid > 0}, {"stats", opts.Stats},
		{"answer", opts.Answer}, {"levels", opts.Levels != ""}, {"weave", opts.Weave > 0},
		{"unicursal", opts.Unicursal}, {"symmetry", opts.Symmetry != ""}, {"age", opts.Difficulty[1] > 0},
		{"min-room", opts.MinRoom != 0}, {"picture", opts.Image != ""},
		{"goal", !exitGoal(opts.Goal)}, {"starts", opts.Starts > 1}, {"collect", opts.Collect > 0},
	}
	f, _ := render.LookupFormat(format)
	if f.Raster {
		whole = append(whole, []struct {
			field string
			set   bool
		}{{"shade", p.Shade != def.Shade}, {"shade-from", p.ShadeFrom != def.ShadeFrom}, {"markers", p.Markers != def.Markers},
			{"title", p.Title != ""}, {"width", p.Width != 0}, {"height", p.Height != 0}}...)
	}
	if f.Raster && opts.Solution && p.SolutionStyle == "dashed" {
		return param.Errorf("solution-style", p.SolutionStyle, "a streamed solution is drawn solid")
	}
	for _, w := range whole {
		if w.set {
			return param.Presentf(w.field, "needs the whole maze")
		}
	}
	return nil
}

// StreamFormat reports whether Stream writes format.
func StreamFormat(format string) bool {
	f, err := render.LookupFormat(format)
	return err == nil && f.Streams
}

// Stream writes the w×h rect maze of a row-by-row algorithm (eller,
// sidewinder, binary-tree) to out as text or PNG in memory proportional to
// the width, the entrance at the top-left cell and the exit at the
// bottom-right one. Only Algorithm, Mode, Seed, Solution and Picture of
// opts are read; with Solution the path is drawn too (see streamSolved:
// the rows are kept in a temporary file of w×h/4 bytes). progress, when not nil, is called with each row's number before it
// is written. ctx is checked every row.
func Stream(ctx context.Context, out io.Writer, format string, w, h int, opts *Options, progress func(y int)) error {
	alg, err := algorithm(opts)
	if err != nil {
		return err
	}
	gen, ok := alg.Ext.(generate.Streamer)
	if !ok {
		return param.Textf("algo", opts.Algorithm, "does not make mazes row by row (eller, sidewinder and binary-tree do)")
	}
	if !StreamFormat(format) {
		return param.Textf("format", format, "streamed mazes are written as txt or png")
	}
	if w > MaxStreamWidth || h > MaxStreamHeight {
		return param.Textf("size", fmt.Sprintf("%dx%d", w, h), "streamed mazes can be at most %d wide and %d tall", MaxStreamWidth, MaxStreamHeight)
	}
	o := generate.Options{Mode: opts.Mode}
	if _, err := alg.Make(o); err != nil {
		return err
	}
	rng := stream.New(opts.Seed, stream.Carve)
	run := func(rows func(int, []bool, []bool) error) error {
		return gen.StreamRows(w, h, o, rng, rows)
	}
	ms := &render.MazeStream{Width: w, Height: h, TopDoor: 0, BottomDoor: w - 1,
		Rows: func(emit func(east, south []bool) error) error {
			return generate.PipeRows(w, run, func(y int, east, south []bool) error {
				if y&255 == 0 {
					if err := ctx.Err(); err != nil {
						return err
					}
				}
				if progress != nil {
					progress(y)
				}
				return emit(east, south)
			})
		}}
	if opts.Solution {
		ms.Rows, ms.Solved = nil, solvedRows(ctx, w, h, run, progress, opts.Log)
	}
	if f, _ := render.LookupFormat(format); !f.Raster {
		return render.Encode(out, format, &render.Source{Stream: ms})
	}
	pic, err := opts.Picture.build()
	if err != nil {
		return err
	}
	cell := pic.png.Scale
	size := fmt.Sprintf("%dx%d", w, h)
	if mem := render.StreamMemory(w, &pic.style, cell); mem > maxStreamMemory {
		return param.Textf("size", size, "with cells of %v: a row of pixels is too wide (%.0f MB of rows held, at most %d MB)",
			cell, mem/1e6, maxStreamMemory/1_000_000)
	}
	comment := fmt.Sprintf("mazekit maze: grid rect, algorithm %s, seed %d", opts.Algorithm, opts.Seed)
	if opts.Solution {
		comment += ", solution"
	}
	err = render.Encode(out, format, &render.Source{Stream: ms, Style: &pic.style, Comment: comment,
		Options: []render.Option{&render.PNGOptions{Scale: cell}}})
	if errors.Is(err, render.ErrRowsStyle) {
		return param.Textf("size", size, "with cells of %v: %v", cell, err)
	}
	return err
}
