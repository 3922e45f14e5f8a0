// Square-grid mazes with their solution drawn row by row into a PNG.

package render

import (
	"errors"
	"fmt"
	"image/color"
	"io"
	"math"
	"slices"
)

// SolvedMazeRows writes a square-grid maze that comes one row at a time,
// with its solution path, as a PNG in memory proportional to its width. The
// entrance is the top of the top-left cell and the exit the bottom of the
// bottom-right one. It draws background, walls and the solution as
// RasterRect draws the same maze with st.Solution set to the same path
// (straight runs from cell centre to cell centre, square-ended, running
// on past the doors), at the size WritePNG gives the maze's scene at scale
// cell. Call Row once per maze row, top to bottom, then Close.
type SolvedMazeRows struct {
	p    *rectPainter
	png  *PNGRows
	y    int     // maze rows drawn
	r    int     // pixel rows written
	half float64 // half the solution's width in pixels
	// The path on the last few maze rows (row y at y % pathRows): runs
	// along the row as column pairs, columns going down. It is drawn on
	// each row of pixels as the row goes out, over everything else.
	runs, down [pathRows][]int32
}

// pathRows is how many maze rows of path SolvedMazeRows keeps: pixel rows
// go out about a maze row after they are drawn, and a row's path reaches
// into the next maze row.
const pathRows = 8

// NewSolvedMazeRows starts the PNG of a width×height maze (in cells) with
// cells cell pixels wide, drawn in style st (nil means the zero Style)
// with the solution in st's solution colour and width. Shading, markers, a
// title and a dashed solution need the whole maze and are refused
// (ErrRowsStyle); st.Solution is ignored, the path comes with the rows.
func NewSolvedMazeRows(w io.Writer, width, height int, st *Style, cell float64) (*SolvedMazeRows, error) {
	if st == nil {
		st = &Style{}
	}
	if st.Shade || st.Markers != MarkersNone || st.Title != "" || st.SolutionDash {
		return nil, ErrRowsStyle
	}
	if width < 1 || height < 1 {
		return nil, fmt.Errorf("render: maze size %dx%d: width and height must be at least 1", width, height)
	}
	if !(cell > 0) {
		return nil, errors.New("render: cell size must be positive")
	}
	l := layoutRect(width, height, st, cell)
	pal := color.Palette{st.background(), st.wallColor(), st.solutionColor()}
	png, err := NewPNGRows(w, l.w, l.h, pal)
	if err != nil {
		return nil, err
	}
	sr := &SolvedMazeRows{png: png, half: math.Max(1, math.Round(st.solutionWidth()*cell)) / 2}
	sr.p = newRectPainter(width, height, l.w, l.h, l.cell, l.ox, l.oy, l.t, sr.out)
	sr.p.doors = []rectDoor{{sideNorth, 0}, {sideSouth, width - 1}}
	return sr, nil
}

// Size returns the image size in pixels.
func (sr *SolvedMazeRows) Size() (w, h int) { return sr.p.w, sr.p.h }

// Row draws the next maze row: east[x] reports a passage from cell x to
// x+1, south[x] one to the row below (ignored in the last row); runs holds
// the path's stretches along the row as inclusive column pairs, down the
// columns whose passage south the path takes.
func (sr *SolvedMazeRows) Row(east, south []bool, runs, down []int32) error {
	p := sr.p
	if sr.y >= p.gh {
		return errors.New("render: more maze rows than the height")
	}
	if len(east) != p.gw || len(south) != p.gw {
		return fmt.Errorf("render: maze row of %d cells, want %d", min(len(east), len(south)), p.gw)
	}
	if len(runs)%2 != 0 || slices.ContainsFunc(runs, func(x int32) bool { return x < 0 || int(x) >= p.gw }) ||
		slices.ContainsFunc(down, func(x int32) bool { return x < 0 || int(x) >= p.gw }) {
		return fmt.Errorf("render: solution of maze row %d out of the row", sr.y)
	}
	i := sr.y % pathRows
	sr.runs[i] = append(sr.runs[i][:0], runs...)
	sr.down[i] = append(sr.down[i][:0], down...)
	sr.y++
	return p.row(sr.y-1, east, south, nil)
}

// out draws the path over pixel row pix, the next to go out, and writes
// it: the runs, steps down and door stubs of the maze rows kept.
func (sr *SolvedMazeRows) out(pix []uint8) error {
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
			clearTo(pix[a:b], rasterSolution)
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
		rect(c, cy(-doorStub), c, cy(0.5))
	}
	if sr.y == p.gh {
		c := cx(float64(p.gw) - 0.5)
		rect(c, cy(float64(p.gh)-0.5), c, cy(float64(p.gh)+doorStub))
	}
	return sr.png.WriteRow(pix)
}

// Close draws the last row and finishes the PNG.
func (sr *SolvedMazeRows) Close() error {
	if sr.y != sr.p.gh {
		return fmt.Errorf("render: maze has %d rows, want %d", sr.y, sr.p.gh)
	}
	if err := sr.p.finish(); err != nil {
		return err
	}
	return sr.png.Close()
}
