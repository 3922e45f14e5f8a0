// Square-grid mazes from the maze to palette indexes: rows of passages,
// doors in the outer wall, whole pictures in bands and PNG rows.

package raster

import (
	"image"
	"image/color"
	"io"
	"math"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// WriteMaze writes m, on grid g, as a PNG laid out by l in the palette
// pal (background, walls), a few rows of pixels at a time.
func WriteMaze(w io.Writer, m *maze.Maze, g *topology.Rect, l Layout, pal color.Palette) error {
	mr, err := NewMazeRows(w, g.W, g.H, l, pal, MazeDoors(m, g)...)
	if err != nil {
		return err
	}
	east, south := make([]bool, g.W), make([]bool, g.W)
	for y := 0; y < g.H; y++ {
		MazeRow(m, g, y, east, south)
		if err := mr.Row(east, south); err != nil {
			return err
		}
	}
	return mr.Close()
}

// DrawMaze draws m, on grid g, into img with cells cell pixels wide, the
// grid's top-left corner at (ox, oy) and walls t pixels wide, in bands of
// bandRows pixel rows, one goroutine a core. shade, when not nil, gives
// the palette index of each cell of a maze row. Each band's painter is
// given the maze rows that reach into it, so every band comes out as one
// painter drawing the whole image would leave it, whatever the number of
// cores.
func DrawMaze(img *image.Paletted, m *maze.Maze, g *topology.Rect, cell, ox, oy float64, t int, shade func(y int, dst []uint8), bandRows int) {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	// Only the rows that reach into the image.
	y0 := max(0, int(math.Floor(-oy/cell))-1)
	y1 := min(g.H, int(math.Ceil((float64(h)-oy)/cell))+1)
	doors := MazeDoors(m, g)
	InBands(h, bandRows, func(py0, py1 int) {
		p := NewPainter(g.W, g.H, w, h, cell, ox, oy, t, nil)
		p.SetPixels(img.Pix)
		p.AddDoors(doors...)
		p.Clip(py0, py1)
		a, b := p.RowsFor(py0, py1)
		east, south := make([]bool, g.W), make([]bool, g.W)
		var shades []uint8
		if shade != nil {
			shades = make([]uint8, g.W)
		}
		for y := max(a, y0); y < min(b, y1); y++ {
			MazeRow(m, g, y, east, south)
			if shade != nil {
				shade(y, shades)
			}
			p.Row(y, east, south, shades)
		}
		p.Finish()
	})
}

// FillIndex sets the pixels of [x0,x1)×[y0,y1), clipped to img, to index i.
func FillIndex(img *image.Paletted, x0, y0, x1, y1 int, i uint8) {
	x0, y0 = max(x0, 0), max(y0, 0)
	x1, y1 = min(x1, img.Rect.Dx()), min(y1, img.Rect.Dy())
	if x0 >= x1 {
		return
	}
	for y := y0; y < y1; y++ {
		row := img.Pix[y*img.Stride+x0 : y*img.Stride+x1]
		for j := range row {
			row[j] = i
		}
	}
}

// MazeDoors returns m's doors as gaps in g's outer wall.
func MazeDoors(m *maze.Maze, g *topology.Rect) []Door {
	var ds []Door
	for _, d := range maze.Openings(m) {
		x, y := g.XY(d.Cell)
		// The cell's border sides in the order Border lists them.
		i := 0
		for side, on := range [4]bool{y == 0, x == g.W-1, y == g.H-1, x == 0} {
			if !on {
				continue
			}
			if i == d.Side {
				at := x
				if side == East || side == West {
					at = y
				}
				ds = append(ds, Door{Side: side, At: at})
			}
			i++
		}
	}
	return ds
}

// MazeRow fills east and south with the passages of row y of m.
func MazeRow(m *maze.Maze, g *topology.Rect, y int, east, south []bool) {
	for x := 0; x < g.W; x++ {
		east[x] = x+1 < g.W && m.IsOpen(g.EastEdge(x, y))
		south[x] = y+1 < g.H && m.IsOpen(g.SouthEdge(x, y))
	}
}
