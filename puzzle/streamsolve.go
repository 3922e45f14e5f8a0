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
)

// solvedRows returns the rows of the w×h maze that run generates with its
// solution, from the top of the top-left cell to the bottom of the
// bottom-right one, for a render.MazeStream's Solved. The maze is
// generated once (run hands its rows over on another goroutine), its rows
// kept in a temporary file in os.TempDir at two bits a cell, solved by
// maze.RowSolver from the bottom up, and read back with the path, reading
// on one goroutine and drawing on the other. Memory stays proportional to
// the width; progress, when not nil, sees the three passes as one count
// from 0 to h. The solution's length goes to log when it is set. ctx is
// checked every row.
func solvedRows(ctx context.Context, w, h int, run func(emit func(int, []bool, []bool) error) error,
	progress func(y int), log io.Writer) func(emit func(east, south []bool, p *maze.RowPath) error) error {
	return func(emit func(east, south []bool, p *maze.RowPath) error) error {
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
		if log != nil {
			fmt.Fprintf(log, "mazekit: solution: %d cells (%d steps)\n", s.Cells(), s.Cells()-1)
		}
		pass = 2
		rows, err := s.PathRows()
		if err != nil {
			return err
		}
		return generate.PipeRows(w, s.Replay, func(y int, east, south []bool) error {
			if err := step(y); err != nil {
				return err
			}
			p, err := rows.Next()
			if err != nil {
				return err
			}
			return emit(east, south, p)
		})
	}
}
