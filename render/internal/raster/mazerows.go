// Square-grid mazes written as PNG rows as they come: no image in memory.

package raster

import (
	"errors"
	"fmt"
	"image/color"
	"io"
)

// Layout is where a square grid goes in an image: the image size, pixels a
// cell, the grid's top-left corner and the wall width in pixels.
type Layout struct {
	W, H   int
	Cell   float64
	OX, OY float64
	T      int
}

// MazeRows writes a square-grid maze that comes one row at a time as a
// paletted PNG (background, walls), in memory proportional to its width: a
// few rows of pixels. Call Row once per maze row, top to bottom, then Close.
type MazeRows struct {
	p      *Painter
	png    *Rows
	gw, gh int
	y      int
}

// NewMazeRows starts the PNG of a gw×gh maze laid out by l, in the colours
// pal (background, walls), with doors ds in its outer wall.
func NewMazeRows(w io.Writer, gw, gh int, l Layout, pal color.Palette, ds ...Door) (*MazeRows, error) {
	if gw < 1 || gh < 1 {
		return nil, fmt.Errorf("render: maze size %dx%d: width and height must be at least 1", gw, gh)
	}
	if !(l.Cell > 0) {
		return nil, errors.New("render: cell size must be positive")
	}
	png, err := NewRows(w, l.W, l.H, pal)
	if err != nil {
		return nil, err
	}
	p := NewPainter(gw, gh, l.W, l.H, l.Cell, l.OX, l.OY, l.T, png.WriteRow)
	p.AddDoors(ds...)
	return &MazeRows{p: p, png: png, gw: gw, gh: gh}, nil
}

// Memory returns about how many bytes MazeRows holds for a maze gw cells
// wide laid out by l.
func Memory(gw int, l Layout) float64 {
	return float64(RingRows(l.Cell, l.T)+1)*float64(l.W) + 16*float64(gw)
}

// Row draws the next maze row: east[x] reports a passage from cell x to
// x+1, south[x] one to the row below (ignored in the last row).
func (mr *MazeRows) Row(east, south []bool) error {
	if mr.y >= mr.gh {
		return errors.New("render: more maze rows than the height")
	}
	if len(east) != mr.gw || len(south) != mr.gw {
		return fmt.Errorf("render: maze row of %d cells, want %d", min(len(east), len(south)), mr.gw)
	}
	mr.y++
	return mr.p.Row(mr.y-1, east, south, nil)
}

// Close draws the bottom border with doors ds (on top of those given to
// NewMazeRows) and finishes the PNG.
func (mr *MazeRows) Close(ds ...Door) error {
	mr.p.AddDoors(ds...)
	if mr.y != mr.gh {
		return fmt.Errorf("render: maze has %d rows, want %d", mr.y, mr.gh)
	}
	if err := mr.p.Finish(); err != nil {
		return err
	}
	return mr.png.Close()
}
