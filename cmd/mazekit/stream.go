package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/spf13/pflag"
	"golang.org/x/term"

	"context"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/topology"
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
func (c *mazeConfig) streamMaze(ctx context.Context, format string, fs *pflag.FlagSet, e *env) (bool, error) {
	w, h, sizeErr := parseSize("size", c.grid.size)
	too := sizeErr == nil && (w > topology.MaxCells || h > topology.MaxCells || w*h > topology.MaxCells)
	legacy := c.Algorithm == "eller" && format == "txt"
	if !c.stream && !too && !legacy {
		return false, nil
	}
	// What stops a maze from streaming: an explicit --stream says so; a maze
	// too big to hold falls through to the ordinary path, which refuses it.
	var why string
	alg, err := generate.Lookup(c.Algorithm)
	switch {
	case err != nil || !puzzle.Streams(c.Algorithm):
		why = fmt.Sprintf("--algo %s does not make mazes row by row (eller, sidewinder and binary-tree do)", c.Algorithm)
	case !alg.Supports(c.grid.kind):
		why = fmt.Sprintf("--grid %s: streamed mazes are on rect grids", c.grid.kind)
	case !puzzle.StreamFormat(format):
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
	progress := newRowProgress(e.stderr, h)
	err = writeFile(c.out, e, func(out io.Writer) error {
		return puzzle.Stream(ctx, out, format, w, h, &c.Options, progress.row)
	})
	progress.done()
	if err != nil {
		return true, err
	}
	reportSeed(&c.seed, c.Seed, e.stderr)
	return true, nil
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

// row reports that row y is next.
func (p *rowProgress) row(y int) {
	if p.active && y&255 == 0 {
		{
			if now := time.Now(); now.Sub(p.last) >= time.Second {
				p.last = now
				el := now.Sub(p.start)
				left := time.Duration(float64(el) * float64(p.total-y) / float64(max(y, 1)))
				fmt.Fprintf(p.w, "\r\033[Kmazekit: row %d of %d (%.1f%%), %s, about %s left",
					y, p.total, 100*float64(y)/float64(p.total), el.Round(time.Second), left.Round(time.Second))
			}
		}
	}
}

// done clears the progress line.
func (p *rowProgress) done() {
	if p.active && p.last != p.start {
		fmt.Fprint(p.w, "\r\033[K")
	}
}
