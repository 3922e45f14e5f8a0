// Pictures of a few colours given row by row, written as paletted PNGs in
// bands without an image of the whole picture.

package render

import (
	"fmt"
	"image/color"
	"io"

	"github.com/mazekit/mazekit/render/internal/raster"
)

// WriteIndexedPNG writes a width×height picture of at most 256 opaque
// colours as an 8-bit paletted PNG, comment in a text chunk: row sets the
// palette indexes of pixel row y in dst (all zeros, pal[0], before). The
// rows are made and deflated band by band on every core, so the whole
// picture is never held, and row may be called for the rows in any order
// and from several goroutines. A picture WritePNG draws as opaque
// axis-aligned rectangles on whole pixels comes out byte for byte the
// same when pal lists the background and then each colour in the order the
// scene first paints it.
func WriteIndexedPNG(w io.Writer, width, height int, pal color.Palette, comment string, row func(dst []uint8, y int)) error {
	if width < 1 || height < 1 || float64(width)*float64(height) > maxPixels {
		return fmt.Errorf("render: image of %dx%d pixels is out of range (at most %d pixels)", width, height, maxPixels)
	}
	if len(pal) < 1 || len(pal) > 256 {
		return fmt.Errorf("render: PNG palette of %d colours (want 1 to 256)", len(pal))
	}
	return raster.WriteIndexed(raster.TextWriter(w, "Comment", comment), width, height, pal, row)
}
