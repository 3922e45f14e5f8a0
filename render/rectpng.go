// PNGs of square-grid mazes straight from the maze, row by row: no scene,
// no whole image in memory.

package render

import (
	"fmt"
	"image/color"
	"io"
	"math"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render/internal/raster"
	"github.com/mazekit/mazekit/topology"
)

// layoutRect places a gw×gh grid with cells cell pixels wide and st's
// margin the way rasterPNG places MazeScene's drawing of it at that scale:
// the image is the grid plus margins, rounded up to whole pixels; the grid
// is centred to the nearest whole pixel, half a pixel further when the walls
// are an odd number of pixels wide.
func layoutRect(gw, gh int, st *Style, cell float64) raster.Layout {
	mg := st.margin()
	l := raster.Layout{Cell: cell, T: penPixels(wallPen(st), cell)}
	l.W = int(math.Ceil((float64(gw)+2*mg)*cell - 1e-9))
	l.H = int(math.Ceil((float64(gh)+2*mg)*cell - 1e-9))
	l.OX = math.Floor((float64(l.W) - float64(gw)*cell) / 2)
	l.OY = math.Floor((float64(l.H) - float64(gh)*cell) / 2)
	if l.T%2 == 1 {
		l.OX += 0.5
		l.OY += 0.5
	}
	return l
}

// plainWalls reports whether st draws nothing but background and walls.
func plainWalls(st *Style) bool {
	return !st.Shade && len(st.Solution) == 0 && st.Markers == MarkersNone && st.Title == ""
}

// directRect reports whether the png format can draw m row by row with the
// same pixels rasterPNG gives MazeScene(m, st), and returns the layout: a
// rect grid, only background and walls, an opaque background, and every
// wall edge on a whole pixel with caps that reach past the wall's end
// (square, or round up to two pixels, which look the same).
func directRect(m *maze.Maze, st *Style, o *PNGOptions) (*topology.Rect, raster.Layout, bool) {
	g, ok := m.Grid.(*topology.Rect)
	if !ok || m.Forms != nil || !plainWalls(st) || st.Transparent || (o != nil && (o.Width > 0 || o.Height > 0 || o.NoFastPath)) {
		return nil, raster.Layout{}, false
	}
	cell := 20.0
	if o != nil && o.Scale > 0 {
		cell = o.Scale
	}
	mg := st.margin() * cell
	if cell != math.Round(cell) || mg != math.Round(mg) {
		return nil, raster.Layout{}, false
	}
	pen := wallPen(st)
	l := layoutRect(g.W, g.H, st, cell)
	if pen.Cap == CapButt || (pen.Cap == CapRound && l.T > 2) {
		return nil, raster.Layout{}, false
	}
	return g, l, true
}

// writeRectPNG writes m, on grid g, as laid out by directRect.
func writeRectPNG(w io.Writer, m *maze.Maze, g *topology.Rect, st *Style, l raster.Layout) error {
	if float64(l.W)*float64(l.H) > maxPixels {
		return fmt.Errorf("render: image of %dx%d pixels is out of range (at most %d pixels)", l.W, l.H, maxPixels)
	}
	return raster.WriteMaze(w, m, g, l, rowsPalette(st))
}

// rowsPalette is the palette of a maze drawn row by row: background, walls.
func rowsPalette(st *Style) color.Palette {
	return color.Palette{st.background(), st.wallColor()}
}
