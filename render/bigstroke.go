// Strokes of very many straight lines (the walls of a big maze on a grid
// that is not square) drawn straight into the image by internal/raster.
// The general rasterizer keeps every line of a path in one list per pixel
// row and slows to a crawl on millions of them.

package render

import (
	"image"
	"image/color"

	"github.com/mazekit/mazekit/render/internal/raster"
)

// nextBigStroke returns the first stroke at or after at that begins on an
// empty path and has at least raster.BigStroke lines and nothing but moves
// and lines: the call where its path starts and the stroke call, or -1.
func (s *Scene) nextBigStroke(at cursor) (start, stroke int) {
	return raster.NextBigStroke(s.kinds, at.op)
}

// drawBigStrokes draws s into img from at onwards: strokes that
// nextBigStroke picks straight into the image, everything else with dc.
func (s *Scene) drawBigStrokes(c *ggCanvas, img *image.RGBA, at cursor) {
	for {
		start, stroke := s.nextBigStroke(at)
		if start < 0 {
			s.replayFrom(c, at)
			return
		}
		at = s.replayRange(c, at, start)
		n := stroke - start
		pen := s.pens[at.pi]
		strokeLines(img, s.kinds[start:stroke], s.coords[at.ci:at.ci+2*n], c.scale, c.g.OX, c.g.OY,
			float64(penPixels(pen, c.scale)), pen.Cap, pen.Color)
		at = cursor{stroke + 1, at.ci + 2*n, at.pi + 1, at.fi, at.ti, at.si}
	}
}

// strokeLines draws the lines of a path of moves and lines (its calls and
// their coordinates, in scene units mapped to pixels by scale and offset
// ox, oy), width pixels wide with the given caps, in colour col over img.
func strokeLines(img *image.RGBA, kinds []opKind, k []float64, scale, ox, oy, width float64, cp Cap, col color.RGBA) {
	cov := raster.NewCoverage(img.Rect.Dx(), img.Rect.Dy())
	rc := rasterCap(cp)
	cov.Lines(func(line func(ax, ay, bx, by float64)) {
		var x0, y0 float64
		for i, o := range kinds {
			x, y := ox+k[2*i]*scale, oy+k[2*i+1]*scale
			if o == opLine {
				line(x0, y0, x, y)
			}
			x0, y0 = x, y
		}
	}, width/2, rc)
	cov.Paint(img, col)
}
