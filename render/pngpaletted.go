package render

import (
	"io"

	"github.com/mazekit/mazekit/render/internal/raster"
)

// writePalettedPNG writes s as an 8-bit paletted PNG, drawn band by band
// with no image of the whole picture, when the fast prefix of rasterPNG
// draws all of it (opaque fills of axis-aligned rectangles and solid
// axis-aligned strokes on whole pixels, on an opaque background, strokes
// wholly outside the picture aside) in at most 256 colours: the decoded
// pixels are those of rasterPNG's image. Scenes of one stroke of lines,
// which fastRaster draws, and every other scene are left to WritePNG's
// image: it then reports false and writes nothing.
func writePalettedPNG(w io.Writer, s *Scene, o *PNGOptions) (bool, error) {
	if o != nil && o.NoFastPath {
		return false, nil
	}
	if len(s.pens) == 1 && len(s.colors) == 0 && len(s.texts) == 0 && raster.LinesOnly(s.kinds) {
		return false, nil
	}
	w0, h0, scale, ox, oy, err := pngGeometry(s, o)
	if err != nil {
		return false, nil
	}
	rec := &raster.Recording{Kinds: s.kinds, Coords: s.coords, Fills: s.colors, Pen: func(i int) raster.PenPixels {
		return fastPen(s.pens[i], scale)
	}}
	r, ok := raster.PlanRects(rec, w0, h0, s.Background, scale, ox, oy)
	if !ok {
		return false, nil
	}
	return true, r.WritePNG(raster.TextWriter(w, "Comment", s.Comment))
}
