// Square-grid mazes that come one row at a time (streamed generators),
// written as PNG or text in memory proportional to their width.

package render

import (
	"errors"
	"image/color"
	"io"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render/internal/raster"
	"github.com/mazekit/mazekit/render/internal/textgrid"
)

// MazeStream is a square-grid maze too big to hold, given one row at a
// time. The png and txt formats write a Source whose Stream is set without
// a scene or a maze: png draws background and walls in Source.Style (which
// must have no shading, solution, markers or title) at PNGOptions.Scale
// pixels a cell, and the picture equals that of the whole maze. With Solved
// set the maze comes with its solution, which both formats draw.
type MazeStream struct {
	// Width and Height are the maze's size in cells.
	Width, Height int
	// Rows calls emit once per maze row, top to bottom: east[x] reports a
	// passage from cell x to x+1, south[x] one to the row below. It
	// returns the first error emit returns.
	Rows func(emit func(east, south []bool) error) error
	// Solved, when set, is used instead of Rows: it gives each row with
	// the solution's part in it (see maze.RowSolver), from the top of the
	// top-left cell to the bottom of the bottom-right one, which PNG draws
	// solid in the style's solution colour and width and text marks.
	Solved func(emit func(east, south []bool, p *maze.RowPath) error) error
	// TopDoor and BottomDoor are the columns of the doors in the top and
	// bottom borders.
	TopDoor, BottomDoor int
}

// ErrRowsStyle is returned for a streamed maze whose style needs the whole
// maze: shading, a solution, door markers or a title.
var ErrRowsStyle = errors.New("render: a maze drawn row by row has walls only: no shading, solution, markers or title")

// StreamMemory returns about how many bytes writing a streamed maze width
// cells wide as a PNG at cell pixels a cell holds.
func StreamMemory(width int, st *Style, cell float64) float64 {
	if st == nil {
		st = &Style{}
	}
	return raster.Memory(width, layoutRect(width, 1, st, cell))
}

// writeStreamPNG draws ms as a PNG in style st at cell pixels a cell.
func writeStreamPNG(w io.Writer, ms *MazeStream, st *Style, cell float64) error {
	if st == nil {
		st = &Style{}
	}
	if !plainWalls(st) {
		return ErrRowsStyle
	}
	if !(cell > 0) {
		return errors.New("render: cell size must be positive")
	}
	l := layoutRect(ms.Width, ms.Height, st, cell)
	if ms.Solved != nil {
		return writeSolvedStreamPNG(w, ms, st, l, cell)
	}
	mr, err := raster.NewMazeRows(w, ms.Width, ms.Height, l, rowsPalette(st), raster.Door{Side: raster.North, At: ms.TopDoor})
	if err != nil {
		return err
	}
	if err := ms.Rows(mr.Row); err != nil {
		return err
	}
	return mr.Close(raster.Door{Side: raster.South, At: ms.BottomDoor})
}

// writeSolvedStreamPNG draws ms with the solution its Solved gives.
func writeSolvedStreamPNG(w io.Writer, ms *MazeStream, st *Style, l raster.Layout, cell float64) error {
	if st.SolutionDash {
		return ErrRowsStyle
	}
	if ms.TopDoor != 0 || ms.BottomDoor != ms.Width-1 {
		return errors.New("render: a solved streamed maze has its doors top-left and bottom-right")
	}
	pal := color.Palette{st.background(), st.wallColor(), st.solutionColor()}
	sr, err := raster.NewSolvedRows(w, ms.Width, ms.Height, l, pal, st.solutionWidth()*cell, doorStub)
	if err != nil {
		return err
	}
	err = ms.Solved(func(east, south []bool, p *maze.RowPath) error { return sr.Row(east, south, p.Runs, p.Down) })
	if err != nil {
		return err
	}
	return sr.Close()
}

// writeStreamText writes ms as box-drawing text, its solution marked when
// it has one.
func writeStreamText(w io.Writer, ms *MazeStream) error {
	tr := textgrid.NewRows(w, ms.Width, ms.TopDoor)
	var err error
	if ms.Solved != nil {
		mark, markE, markS := make([]bool, ms.Width), make([]bool, ms.Width), make([]bool, ms.Width)
		err = ms.Solved(func(east, south []bool, p *maze.RowPath) error {
			p.Fill(mark, markE, markS)
			return tr.Row(east, south, mark, markE, markS, false, false)
		})
	} else {
		err = ms.Rows(func(east, south []bool) error {
			return tr.Row(east, south, nil, nil, nil, false, false)
		})
	}
	if err != nil {
		return err
	}
	return tr.Close(ms.BottomDoor)
}
