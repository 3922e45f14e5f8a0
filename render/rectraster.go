// Direct raster drawing of square-grid mazes: no scene, one byte a pixel.

package render

import (
	"errors"
	"image"
	"image/color"
	"math"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render/internal/raster"
	"github.com/mazekit/mazekit/topology"
)

// rasterBandRows is how many pixel rows a band of rasterRect's drawing
// holds: enough that the maze rows a band draws twice (at its edges) are
// a small part of its work.
const rasterBandRows = 256

// maxShades is the number of palette entries rasterRect gives to distance
// shading; the other entries hold the background, walls and solution.
const maxShades = 250

// rasterRect draws m, which must be on a *topology.Rect, straight into a
// w×h paletted image with cells cell pixels wide and the grid centred on
// the image (a grid larger than the image is cut evenly on both sides, as
// Crop does for scenes; a smaller one is framed by the background). It
// draws what MazeScene draws from st, except the title and door markers:
// background, distance shading (at most 250 shades), walls and solution.
//
// It puts fills and walls on the same pixels as rasterPNG's own fast path
// for such a scene, so when the centred grid falls on whole pixels and the
// walls are at most two pixels wide the images are identical (elsewhere
// rasterPNG anti-aliases; this rounds the offset to a whole pixel). Wider walls get square ends rather than round ones, and the
// solution runs straight from centre to centre with square corners. The
// memory is one byte a pixel plus the distance map: an 8K image with 2
// million cells takes about 45 MB, where a scene of every cell's fill and
// an RGBA image take well over 500 MB.
func rasterRect(m *maze.Maze, st *Style, w, h int, cell float64) (*image.Paletted, error) {
	return rasterRectBands(m, st, w, h, cell, rasterBandRows)
}

// rasterRectBands is rasterRect drawing bands of bandRows pixel rows.
func rasterRectBands(m *maze.Maze, st *Style, w, h int, cell float64, bandRows int) (*image.Paletted, error) {
	g := m.Grid.(*topology.Rect)
	if w < 1 || h < 1 || float64(w)*float64(h) > maxPixels {
		return nil, errors.New("render: image size out of range")
	}
	if !(cell > 0) {
		return nil, errors.New("render: cell size must be positive")
	}
	if st == nil {
		st = &Style{}
	}
	pal := color.Palette{st.background(), st.wallColor(), st.solutionColor()}
	var shadeOf func(d int32) uint8
	var dist []int32
	if st.Shade {
		p, err := LookupPalette(orDefault(st.Palette, "grey"))
		if err != nil {
			return nil, err
		}
		dist = st.Distances
		if dist == nil {
			from := st.ShadeFrom
			if from < 0 || from >= g.NumCells() {
				from = 0
			}
			dist = maze.Distances(m, from)
		}
		maxD := int32(1)
		for _, d := range dist {
			maxD = max(maxD, d)
		}
		levels := int(min(int32(maxShades), maxD+1))
		for i := 0; i < levels; i++ {
			pal = append(pal, p.At(float64(i)/float64(levels-1)))
		}
		shadeOf = func(d int32) uint8 {
			if d < 0 {
				return raster.Background
			}
			return uint8(raster.Shade0 + int(math.Round(float64(d)/float64(maxD)*float64(levels-1))))
		}
	}
	img := image.NewPaletted(image.Rect(0, 0, w, h), pal)
	// The same placement as Crop then rasterPNG: the grid centred (here to
	// the nearest whole pixel, so walls stay crisp), and half a pixel more
	// when the walls are an odd number of pixels wide.
	ox, oy := math.Floor((float64(w)-float64(g.W)*cell)/2), math.Floor((float64(h)-float64(g.H)*cell)/2)
	t := penPixels(wallPen(st), cell)
	if t%2 == 1 {
		ox += 0.5
		oy += 0.5
	}
	var shade func(y int, dst []uint8)
	if shadeOf != nil {
		shade = func(y int, dst []uint8) {
			for x := range dst {
				dst[x] = shadeOf(dist[g.Cell(x, y)])
			}
		}
	}
	raster.DrawMaze(img, m, g, cell, ox, oy, t, shade, bandRows)
	if len(st.Solution) > 0 {
		rasterSolutionPath(img, m, g, st, ox, oy, cell)
	}
	return img, nil
}

// rasterSolutionPath draws the solution as straight runs between cell
// centres (and out through the doors), square-ended so corners close.
func rasterSolutionPath(img *image.Paletted, m *maze.Maze, g *topology.Rect, st *Style, ox, oy, cell float64) {
	pts := make([]topology.Point, 0, len(st.Solution)+2)
	path := st.Solution
	if m.Entrance.Valid() && path[0] == m.Entrance.Cell {
		pts = append(pts, stubEnd(m, m.Entrance))
	}
	for _, c := range path {
		pts = append(pts, g.Center(c))
	}
	if m.Exit.Valid() && path[len(path)-1] == m.Exit.Cell {
		pts = append(pts, stubEnd(m, m.Exit))
	}
	half := math.Max(1, math.Round(st.solutionWidth()*cell)) / 2
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		xa, ya := ox+a.X*cell, oy+a.Y*cell
		xb, yb := ox+b.X*cell, oy+b.Y*cell
		raster.FillIndex(img, int(math.Round(min(xa, xb)-half)), int(math.Round(min(ya, yb)-half)),
			int(math.Round(max(xa, xb)+half)), int(math.Round(max(ya, yb)+half)), raster.Solution)
	}
}
