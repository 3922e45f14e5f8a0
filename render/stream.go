// Square-grid mazes that come one row at a time (streamed generators),
// written as PNG or text in memory proportional to their width.

package render

import (
	"errors"
	"io"

	"github.com/mazekit/mazekit/render/internal/raster"
	"github.com/mazekit/mazekit/render/internal/textgrid"
)

// MazeStream is a square-grid maze too big to hold, given one row at a
// time. The png and txt formats write a Source whose Stream is set without
// a scene or a maze: png draws background and walls in Source.Style (which
// must have no shading, solution, markers or title) at PNGOptions.Scale
// pixels a cell, and the picture equals that of the whole maze.
type MazeStream struct {
	// Width and Height are the maze's size in cells.
	Width, Height int
	// Rows calls emit once per maze row, top to bottom: east[x] reports a
	// passage from cell x to x+1, south[x] one to the row below. It
	// returns the first error emit returns.
	Rows func(emit func(east, south []bool) error) error
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
	mr, err := raster.NewMazeRows(w, ms.Width, ms.Height, l, rowsPalette(st), raster.Door{Side: raster.North, At: ms.TopDoor})
	if err != nil {
		return err
	}
	if err := ms.Rows(mr.Row); err != nil {
		return err
	}
	return mr.Close(raster.Door{Side: raster.South, At: ms.BottomDoor})
}

// writeStreamText writes ms as box-drawing text.
func writeStreamText(w io.Writer, ms *MazeStream) error {
	tr := textgrid.NewRows(w, ms.Width, ms.TopDoor)
	err := ms.Rows(func(east, south []bool) error {
		return tr.Row(east, south, nil, nil, nil, false, false)
	})
	if err != nil {
		return err
	}
	return tr.Close(ms.BottomDoor)
}
