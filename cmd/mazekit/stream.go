package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/spf13/pflag"
	"golang.org/x/term"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// Limits of the streamed path: a row or two is held, so only the width is
// bounded by memory.
const (
	maxStreamWidth  = 1 << 22
	maxStreamHeight = 1_000_000_000
	// maxStreamMemory bounds the rows of pixels a streamed PNG holds.
	maxStreamMemory = 1 << 30
)

// wholeMazeFlags are the flags, besides the grid's own parameters, that
// need the maze held in memory, so a maze with any of them is never
// streamed.
var wholeMazeFlags = []string{"doors", "braid", "stats", "solution", "answer",
	"mask-shape", "mask-text", "mask-image", "mask-base", "levels", "strip", "from-book", "puzzle", "weave", "unicursal"}

// pictureFlags are the picture flags a streamed PNG cannot draw.
var pictureFlags = []string{"shade", "shade-from", "markers", "title", "width", "height"}

// streamMaze writes the maze row by row when it should be: with --stream,
// for Eller mazes written as text (always streamed), and for mazes of the
// row algorithms too big to hold. It reports whether it handled the
// command.
func (c *mazeConfig) streamMaze(alg generate.Algorithm, format string, pic *pictureOptions, fs *pflag.FlagSet, e *env, seed uint64) (bool, error) {
	gen, isRow := alg.Ext.(generate.Streamer)
	w, h, sizeErr := parseSize("size", c.grid.size)
	too := sizeErr == nil && (w > topology.MaxCells || h > topology.MaxCells || w*h > topology.MaxCells)
	legacy := c.algo == "eller" && format == "txt"
	if !c.stream && !too && !legacy {
		return false, nil
	}
	// What stops a maze from streaming: an explicit --stream says so; a maze
	// too big to hold falls through to the ordinary path, which refuses it.
	var why string
	switch {
	case !isRow:
		why = fmt.Sprintf("--algo %s does not make mazes row by row (eller, sidewinder and binary-tree do)", c.algo)
	case !alg.Supports(c.grid.kind):
		why = fmt.Sprintf("--grid %s: streamed mazes are on rect grids", c.grid.kind)
	case format != "txt" && format != "png":
		why = fmt.Sprintf("format %s: streamed mazes are written as txt or png", format)
	}
	flags := append(gridParamFlags(), wholeMazeFlags...)
	if format == "png" {
		flags = append(flags[:len(flags):len(flags)], pictureFlags...)
	}
	for _, f := range flags {
		if why == "" && fs.Changed(f) {
			why = fmt.Sprintf("--%s needs the whole maze", f)
		}
	}
	if why != "" {
		if c.stream {
			return true, usagef("--stream: %s", why)
		}
		return false, nil
	}
	if sizeErr != nil {
		return true, sizeErr
	}
	if w > maxStreamWidth || h > maxStreamHeight {
		return true, usagef("--size %s: streamed mazes can be at most %d wide and %d tall", c.grid.size, maxStreamWidth, maxStreamHeight)
	}
	o := generate.Options{Mode: c.mode}
	if _, err := alg.Make(o); err != nil {
		return true, err
	}
	rng := newRand(seed, streamCarve)
	run := func(emit func(int, []bool, []bool) error) error {
		return gen.StreamRows(w, h, o, rng, emit)
	}
	progress := newRowProgress(e.stderr, h)
	var err error
	if format == "png" {
		comment := fmt.Sprintf("mazekit maze: grid rect, algorithm %s, seed %d", c.algo, seed)
		err = streamPNG(c.out, e.stdout, w, h, &pic.style, pic.png.Scale, comment, func(emit func(int, []bool, []bool) error) error {
			return generate.PipeRows(w, run, progress.wrap(emit))
		})
	} else {
		err = atomicfile.Write(c.out, e.stdout, func(out io.Writer) error {
			tr := render.NewTextRows(out, w, 0)
			err := generate.PipeRows(w, run,
				progress.wrap(func(y int, east, south []bool) error {
					return tr.Row(east, south, nil, nil, nil, false, false)
				}))
			if err != nil {
				return err
			}
			return tr.Close(w - 1)
		})
	}
	progress.done()
	if err != nil {
		return true, err
	}
	reportSeed(&c.seed, seed, e.stderr)
	return true, nil
}

// streamPNG writes a maze whose rows run hands out as a PNG with comment
// in a text chunk, the entrance at the top of the top-left cell and the exit
// at the bottom of the bottom-right cell.
func streamPNG(path string, stdout io.Writer, w, h int, st *render.Style, cell float64, comment string, run func(emit func(int, []bool, []bool) error) error) error {
	if mem := render.MazeRowsMemory(w, st, cell); mem > maxStreamMemory {
		return usagef("--size %dx%d with --cell %v: a row of pixels is too wide (%.0f MB of rows held, at most %d MB)",
			w, h, cell, mem/1e6, maxStreamMemory/1_000_000)
	}
	return atomicfile.Write(path, stdout, func(out io.Writer) error {
		mr, err := render.NewMazeRows(render.PNGTextWriter(out, "Comment", comment), w, h, st, cell, 0)
		if err != nil {
			return usagef("--size %dx%d with --cell %v: %v", w, h, cell, err)
		}
		if err := run(func(_ int, east, south []bool) error { return mr.Row(east, south) }); err != nil {
			return err
		}
		return mr.Close(w - 1)
	})
}

// rowProgress shows on a terminal how far a streamed maze has come: the
// row, the share done and the time left, redrawn about once a second.
type rowProgress struct {
	w      io.Writer
	total  int
	start  time.Time
	last   time.Time
	active bool
}

// newRowProgress returns a progress line for total rows on stderr, silent
// when stderr is not a terminal.
func newRowProgress(stderr io.Writer, total int) *rowProgress {
	p := &rowProgress{w: stderr, total: total}
	if f, ok := stderr.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		p.active = true
		p.start = time.Now()
		p.last = p.start
	}
	return p
}

// wrap returns emit with progress reports around it.
func (p *rowProgress) wrap(emit func(int, []bool, []bool) error) func(int, []bool, []bool) error {
	if !p.active {
		return emit
	}
	return func(y int, east, south []bool) error {
		if y&255 == 0 {
			if now := time.Now(); now.Sub(p.last) >= time.Second {
				p.last = now
				el := now.Sub(p.start)
				left := time.Duration(float64(el) * float64(p.total-y) / float64(max(y, 1)))
				fmt.Fprintf(p.w, "\r\033[Kmazekit: row %d of %d (%.1f%%), %s, about %s left",
					y, p.total, 100*float64(y)/float64(p.total), el.Round(time.Second), left.Round(time.Second))
			}
		}
		return emit(y, east, south)
	}
}

// done clears the progress line.
func (p *rowProgress) done() {
	if p.active && p.last != p.start {
		fmt.Fprint(p.w, "\r\033[K")
	}
}
