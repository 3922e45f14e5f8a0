// PNGs of square-grid mazes straight from the maze, row by row: no scene,
// no whole image in memory.

package render

import (
	"errors"
	"fmt"
	"image/color"
	"io"
	"math"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// rectLayout is where a square grid of gw×gh cells goes in a PNG.
type rectLayout struct {
	w, h   int     // image size in pixels
	cell   float64 // pixels a cell
	ox, oy float64 // the grid's top-left corner
	t      int     // wall width in pixels
}

// layoutRect places a gw×gh grid with cells cell pixels wide and st's
// margin the way RasterPNG places MazeScene's drawing of it at that scale:
// the image is the grid plus margins, rounded up to whole pixels; the grid
// is centred to the nearest whole pixel, half a pixel further when the walls
// are an odd number of pixels wide.
func layoutRect(gw, gh int, st *Style, cell float64) rectLayout {
	mg := st.margin()
	l := rectLayout{cell: cell, t: penPixels(wallPen(st), cell)}
	l.w = int(math.Ceil((float64(gw)+2*mg)*cell - 1e-9))
	l.h = int(math.Ceil((float64(gh)+2*mg)*cell - 1e-9))
	l.ox = math.Floor((float64(l.w) - float64(gw)*cell) / 2)
	l.oy = math.Floor((float64(l.h) - float64(gh)*cell) / 2)
	if l.t%2 == 1 {
		l.ox += 0.5
		l.oy += 0.5
	}
	return l
}

// plainWalls reports whether st draws nothing but background and walls.
func plainWalls(st *Style) bool {
	return !st.Shade && len(st.Solution) == 0 && st.Markers == MarkersNone && st.Title == ""
}

// directRect reports whether WriteMazePNG can draw m row by row with the
// same pixels RasterPNG gives MazeScene(m, st), and returns the layout: a
// rect grid, only background and walls, an opaque background, and every
// wall edge on a whole pixel with caps that reach past the wall's end
// (square, or round up to two pixels, which look the same).
func directRect(m *maze.Maze, st *Style, o *PNGOptions) (*topology.Rect, rectLayout, bool) {
	g, ok := m.Grid.(*topology.Rect)
	if !ok || !plainWalls(st) || st.Transparent || (o != nil && (o.Width > 0 || o.Height > 0 || o.NoFastPath)) {
		return nil, rectLayout{}, false
	}
	cell := 20.0
	if o != nil && o.Scale > 0 {
		cell = o.Scale
	}
	mg := st.margin() * cell
	if cell != math.Round(cell) || mg != math.Round(mg) {
		return nil, rectLayout{}, false
	}
	pen := wallPen(st)
	l := layoutRect(g.W, g.H, st, cell)
	if pen.Cap == CapButt || (pen.Cap == CapRound && l.t > 2) {
		return nil, rectLayout{}, false
	}
	return g, l, true
}

// WriteMazePNG writes the PNG that WritePNG(w, MazeScene(m, st), o) writes,
// byte for byte (the png format does the same for a Source with a Style). Square-grid mazes drawn with walls only, on whole pixels,
// go straight from the maze to PNG rows with no scene and no image in
// memory (a few rows of pixels); every other maze is drawn through its
// scene. A nil st means the zero Style.
func WriteMazePNG(w io.Writer, m *maze.Maze, st *Style, o *PNGOptions) error {
	if st == nil {
		st = &Style{}
	}
	g, l, ok := directRect(m, st, o)
	if !ok {
		return WritePNG(w, MazeScene(m, st), o)
	}
	return writeRectPNG(w, m, g, st, l)
}

// writeRectPNG writes m, on grid g, as laid out by directRect.
func writeRectPNG(w io.Writer, m *maze.Maze, g *topology.Rect, st *Style, l rectLayout) error {
	if float64(l.w)*float64(l.h) > maxPixels {
		return fmt.Errorf("render: image of %dx%d pixels is out of range (at most %d pixels)", l.w, l.h, maxPixels)
	}
	mr, err := newMazeRows(w, g.W, g.H, st, l)
	if err != nil {
		return err
	}
	mr.p.doors = mazeRectDoors(m, g)
	east, south := make([]bool, g.W), make([]bool, g.W)
	for y := 0; y < g.H; y++ {
		rectRow(m, g, y, east, south)
		if err := mr.Row(east, south); err != nil {
			return err
		}
	}
	return mr.finish()
}

// MazeRows writes a square-grid maze that comes one row at a time as a
// PNG, in memory proportional to its width: a few rows of pixels. It draws
// background and walls as MazeScene and WriteMazePNG do; the picture equals
// RasterRect's of the same maze at the same size. Call Row once per maze
// row, top to bottom, then Close.
type MazeRows struct {
	p   *rectPainter
	png *PNGRows
	y   int
}

// ErrRowsStyle is returned by NewMazeRows for styles that need the whole
// maze: shading, a solution, door markers or a title.
var ErrRowsStyle = errors.New("render: a maze drawn row by row has walls only: no shading, solution, markers or title")

// NewMazeRows starts the PNG of a width×height maze (in cells) with cells
// cell pixels wide, drawn in style st (nil means the zero Style), with doors
// in the top border above the columns topDoors. The image is the size
// WritePNG gives the maze's scene at scale cell.
func NewMazeRows(w io.Writer, width, height int, st *Style, cell float64, topDoors ...int) (*MazeRows, error) {
	if st == nil {
		st = &Style{}
	}
	if !plainWalls(st) {
		return nil, ErrRowsStyle
	}
	if width < 1 || height < 1 {
		return nil, fmt.Errorf("render: maze size %dx%d: width and height must be at least 1", width, height)
	}
	if !(cell > 0) {
		return nil, errors.New("render: cell size must be positive")
	}
	l := layoutRect(width, height, st, cell)
	mr, err := newMazeRows(w, width, height, st, l)
	if err != nil {
		return nil, err
	}
	for _, x := range topDoors {
		mr.p.doors = append(mr.p.doors, rectDoor{sideNorth, x})
	}
	return mr, nil
}

// MazeRowsMemory returns about how many bytes MazeRows holds for a maze
// width cells wide drawn at cell pixels a cell.
func MazeRowsMemory(width int, st *Style, cell float64) float64 {
	if st == nil {
		st = &Style{}
	}
	l := layoutRect(width, 1, st, cell)
	return float64(rectRingRows(cell, l.t)+1)*float64(l.w) + 16*float64(width)
}

func newMazeRows(w io.Writer, gw, gh int, st *Style, l rectLayout) (*MazeRows, error) {
	pal := color.Palette{st.background(), st.wallColor()}
	png, err := NewPNGRows(w, l.w, l.h, pal)
	if err != nil {
		return nil, err
	}
	p := newRectPainter(gw, gh, l.w, l.h, l.cell, l.ox, l.oy, l.t, png.WriteRow)
	return &MazeRows{p: p, png: png}, nil
}

// Size returns the image size in pixels.
func (mr *MazeRows) Size() (w, h int) { return mr.p.w, mr.p.h }

// Row draws the next maze row: east[x] reports a passage from cell x to
// x+1, south[x] one to the row below (ignored in the last row).
func (mr *MazeRows) Row(east, south []bool) error {
	if mr.y >= mr.p.gh {
		return errors.New("render: more maze rows than the height")
	}
	if len(east) != mr.p.gw || len(south) != mr.p.gw {
		return fmt.Errorf("render: maze row of %d cells, want %d", min(len(east), len(south)), mr.p.gw)
	}
	mr.y++
	return mr.p.row(mr.y-1, east, south, nil)
}

// Close draws the bottom border with doors below the columns bottomDoors
// and finishes the PNG.
func (mr *MazeRows) Close(bottomDoors ...int) error {
	for _, x := range bottomDoors {
		mr.p.doors = append(mr.p.doors, rectDoor{sideSouth, x})
	}
	return mr.finish()
}

func (mr *MazeRows) finish() error {
	if mr.y != mr.p.gh {
		return fmt.Errorf("render: maze has %d rows, want %d", mr.y, mr.p.gh)
	}
	if err := mr.p.finish(); err != nil {
		return err
	}
	return mr.png.Close()
}
