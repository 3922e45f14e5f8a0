// Streamed mazes with their solution: generated once, solved and drawn from
// the rows kept on disk.

package puzzle

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
)

// streamSolved writes the w×h maze that run generates, with its solution
// from the top of the top-left cell to the bottom of the bottom-right one,
// as text or PNG. The maze is generated once (run hands its rows over on
// another goroutine), its rows kept in a temporary file in os.TempDir at
// two bits a cell, solved by maze.RowSolver from the bottom up, and read
// back to be drawn with the path, reading on one goroutine and drawing on
// the other. Memory stays proportional to the width; progress, when not
// nil, sees the three passes as one count from 0 to h. The solution's
// length goes to opts.Log when it is set.
func streamSolved(ctx context.Context, out io.Writer, format string, w, h int, opts *Options,
	run func(emit func(int, []bool, []bool) error) error, progress func(y int)) error {
	var draw func(east, south []bool, p *maze.RowPath) error
	var finish func() error
	if format == "txt" {
		tr := render.NewTextRows(out, w, 0)
		mark, markE, markS := make([]bool, w), make([]bool, w), make([]bool, w)
		draw = func(east, south []bool, p *maze.RowPath) error {
			p.Fill(mark, markE, markS)
			return tr.Row(east, south, mark, markE, markS, false, false)
		}
		finish = func() error { return tr.Close(w - 1) }
	} else {
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
		comment := fmt.Sprintf("mazekit maze: grid rect, algorithm %s, seed %d, solution", opts.Algorithm, opts.Seed)
		sr, err := render.NewSolvedMazeRows(render.PNGTextWriter(out, "Comment", comment), w, h, &pic.style, cell)
		if err != nil {
			return param.Textf("size", size, "with cells of %v: %v", cell, err)
		}
		draw = func(east, south []bool, p *maze.RowPath) error { return sr.Row(east, south, p.Runs, p.Down) }
		finish = sr.Close
	}
	tmp, err := os.CreateTemp("", "mazekit-rows-*")
	if err != nil {
		return err
	}
	// Unlinked at once where the system allows it, so nothing is left
	// behind however the program ends; elsewhere removed on return.
	if os.Remove(tmp.Name()) != nil {
		defer os.Remove(tmp.Name())
	}
	defer tmp.Close()
	s, err := maze.NewRowSolver(w, h, 0, tmp)
	if err != nil {
		return err
	}
	// One count over the three passes: generating, solving, drawing.
	pass := 0
	step := func(y int) error {
		// Every row: a row of a record-size maze takes milliseconds.
		if err := ctx.Err(); err != nil {
			return err
		}
		if progress != nil {
			progress(int((int64(pass)*int64(h) + int64(y)) / 3))
		}
		return nil
	}
	err = generate.PipeRows(w, run, func(y int, east, south []bool) error {
		if err := step(y); err != nil {
			return err
		}
		return s.Row(y, east, south)
	})
	if err != nil {
		return err
	}
	pass = 1
	s.Progress = func(y int) error { return step(h - 1 - y) }
	if err := s.Solve(); err != nil {
		return err
	}
	if opts.Log != nil {
		fmt.Fprintf(opts.Log, "mazekit: solution: %d cells (%d steps)\n", s.Cells(), s.Cells()-1)
	}
	pass = 2
	rows, err := s.PathRows()
	if err != nil {
		return err
	}
	err = generate.PipeRows(w, s.Replay, func(y int, east, south []bool) error {
		if err := step(y); err != nil {
			return err
		}
		p, err := rows.Next()
		if err != nil {
			return err
		}
		return draw(east, south, p)
	})
	if err != nil {
		return err
	}
	return finish()
}
