package puzzle

import (
	"context"
	"fmt"
	"io"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/stream"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
)

// Limits of a streamed maze: a row or two is held, so only the width is
// bounded by memory.
const (
	MaxStreamWidth  = 1 << 22
	MaxStreamHeight = 1_000_000_000
	// maxStreamMemory bounds the rows of pixels a streamed PNG holds.
	maxStreamMemory = 1 << 30
)

// Streams reports whether opts' algorithm makes mazes row by row, so that
// Stream can write them.
func Streams(algorithm string) bool {
	alg, err := generate.Lookup(algorithm)
	if err != nil {
		return false
	}
	_, ok := alg.Ext.(generate.Streamer)
	return ok
}

// StreamFormat reports whether Stream writes format.
func StreamFormat(format string) bool { return format == "txt" || format == "png" }

// Stream writes the w×h rect maze of a row-by-row algorithm (eller,
// sidewinder, binary-tree) to out as text or PNG in memory proportional to
// the width, the entrance at the top-left cell and the exit at the
// bottom-right one. Only Algorithm, Mode, Seed and Picture of opts are
// read. progress, when not nil, is called with each row's number before it
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
	run := func(emit func(int, []bool, []bool) error) error {
		return gen.StreamRows(w, h, o, rng, emit)
	}
	watch := func(emit func(int, []bool, []bool) error) func(int, []bool, []bool) error {
		return func(y int, east, south []bool) error {
			if y&255 == 0 {
				if err := ctx.Err(); err != nil {
					return err
				}
			}
			if progress != nil {
				progress(y)
			}
			return emit(y, east, south)
		}
	}
	if format == "txt" {
		tr := render.NewTextRows(out, w, 0)
		err := generate.PipeRows(w, run, watch(func(y int, east, south []bool) error {
			return tr.Row(east, south, nil, nil, nil, false, false)
		}))
		if err != nil {
			return err
		}
		return tr.Close(w - 1)
	}
	pic, err := opts.Picture.build()
	if err != nil {
		return err
	}
	cell := pic.png.Scale
	size := fmt.Sprintf("%dx%d", w, h)
	if mem := render.MazeRowsMemory(w, &pic.style, cell); mem > maxStreamMemory {
		return param.Textf("size", size, "with cells of %v: a row of pixels is too wide (%.0f MB of rows held, at most %d MB)",
			cell, mem/1e6, maxStreamMemory/1_000_000)
	}
	comment := fmt.Sprintf("mazekit maze: grid rect, algorithm %s, seed %d", opts.Algorithm, opts.Seed)
	mr, err := render.NewMazeRows(render.PNGTextWriter(out, "Comment", comment), w, h, &pic.style, cell, 0)
	if err != nil {
		return param.Textf("size", size, "with cells of %v: %v", cell, err)
	}
	if err := generate.PipeRows(w, run, watch(func(_ int, east, south []bool) error { return mr.Row(east, south) })); err != nil {
		return err
	}
	return mr.Close(w - 1)
}
