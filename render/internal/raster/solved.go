// Square-grid mazes with their solution drawn row by row into a PNG.

package raster

import (
	"errors"
	"fmt"
	"image/color"
	"io"
	"math"
	"slices"
)

// SolvedRows writes a square-grid maze that comes one row at a time, with
// its solution path, as a paletted PNG (background, walls, solution) in
// memory proportional to its width. The entrance is the top of the
// top-left cell and the exit the bottom of the bottom-right one. The path
// is drawn as the whole-maze raster path draws it: straight runs from cell
// centre to cell centre, square-ended, running on past the doors by stub
// cells. Call Row once per maze row, top to bottom, then Close.
type SolvedRows struct {
	p      *Painter
	png    *Rows
	gw, gh int
	y      int     // maze rows drawn
	r      int     // pixel rows written
	half   float64 // half the solution's width in pixels
	stub   float64 // how far the path runs on past a door, in cells
	// The path on the last few maze rows (row y at y % pathRows): runs
	// along the row as column pairs, columns going down. It is drawn on
	// each row of pixels as the row goes out, over everything else.
	runs, down [pathRows][]int32
}

// pathRows is how many maze rows of path SolvedRows keeps: pixel rows go
// out about a maze row after they are drawn, and a row's path reaches into
// the next maze row.
const pathRows = 8

// NewSolvedRows starts the PNG of a gw×gh maze laid out by l, in the
// colours pal (background, walls, solution), the solution width pixels
// wide (at least one) and running on stub cells past the doors.
func NewSolvedRows(w io.Writer, gw, gh int, l Layout, pal color.Palette, width, stub float64) (*SolvedRows, error) {
	if gw < 1 || gh < 1 {
		return nil, fmt.Errorf("render: maze size %dx%d: width and height must be at least 1", gw, gh)
	}
	if !(l.Cell > 0) {
		return nil, errors.New("render: cell size must be positive")
	}
	if len(pal) < 3 {
		return nil, errors.New("render: a solved maze needs background, wall and solution colours")
	}
	png, err := NewRows(w, l.W, l.H, pal)
	if err != nil {
		return nil, err
	}
	sr := &SolvedRows{png: png, gw: gw, gh: gh, half: math.Max(1, math.Round(width)) / 2, stub: stub}
	sr.p = NewPainter(gw, gh, l.W, l.H, l.Cell, l.OX, l.OY, l.T, sr.out)
	sr.p.AddDoors(Door{North, 0}, Door{South, gw - 1})
	return sr, nil
}

// Row draws the next maze row: east[x] reports a passage from cell x to
// x+1, south[x] one to the row below (ignored in the last row); runs holds
// the path's stretches along the row as inclusive column pairs, down the
// columns whose passage south the path takes.
func (sr *SolvedRows) Row(east, south []bool, runs, down []int32) error {
	if sr.y >= sr.gh {
		return errors.New("render: more maze rows than the height")
	}
	if len(east) != sr.gw || len(south) != sr.gw {
		return fmt.Errorf("render: maze row of %d cells, want %d", min(len(east), len(south)), sr.gw)
	}
	out := func(x int32) bool { return x < 0 || int(x) >= sr.gw }
	if len(runs)%2 != 0 || slices.ContainsFunc(runs, out) || slices.ContainsFunc(down, out) {
		return fmt.Errorf("render: solution of maze row %d out of the row", sr.y)
	}
	i := sr.y % pathRows
	sr.runs[i] = append(sr.runs[i][:0], runs...)
	sr.down[i] = append(sr.down[i][:0], down...)
	sr.y++
	return sr.p.Row(sr.y-1, east, south, nil)
}

// out draws the path over pixel row pix, the next to go out, and writes
// it: the runs, steps down and door stubs of the maze rows kept.
func (sr *SolvedRows) out(pix []uint8) error {
	p, h, r := sr.p, sr.half, sr.r
	sr.r++
	cx := func(x float64) float64 { return p.ox + x*p.cell }
	cy := func(y float64) float64 { return p.oy + y*p.cell }
	rect := func(x0, y0, x1, y1 float64) {
		if r < int(math.Round(y0-h)) || r >= int(math.Round(y1+h)) {
			return
		}
		a, b := max(int(math.Round(x0-h)), 0), min(int(math.Round(x1+h)), len(pix))
		if a < b {
			clearTo(pix[a:b], Solution)
		}
	}
	for y := max(0, sr.y-pathRows); y < sr.y; y++ {
		mid := float64(y) + 0.5
		if r < int(math.Round(cy(mid)-h)) || r >= int(math.Round(cy(mid+1)+h)) {
			continue
		}
		runs, down := sr.runs[y%pathRows], sr.down[y%pathRows]
		for i := 0; i+1 < len(runs); i += 2 {
			rect(cx(float64(runs[i])+0.5), cy(mid), cx(float64(runs[i+1])+0.5), cy(mid))
		}
		for _, x := range down {
			c := cx(float64(x) + 0.5)
			rect(c, cy(mid), c, cy(mid+1))
		}
	}
	if sr.y > 0 {
		c := cx(0.5)
		rect(c, cy(-sr.stub), c, cy(0.5))
	}
	if sr.y == sr.gh {
		c := cx(float64(sr.gw) - 0.5)
		rect(c, cy(float64(sr.gh)-0.5), c, cy(float64(sr.gh)+sr.stub))
	}
	return sr.png.WriteRow(pix)
}

// Close draws the last row and finishes the PNG.
func (sr *SolvedRows) Close() error {
	if sr.y != sr.gh {
		return fmt.Errorf("render: maze has %d rows, want %d", sr.y, sr.gh)
	}
	if err := sr.p.Finish(); err != nil {
		return err
	}
	return sr.png.Close()
}
