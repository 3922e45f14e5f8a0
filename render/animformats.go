//go:build !js || !wasm

// The animation formats, registered everywhere but in the WebAssembly
// page, which offers no animations and so links none of their encoders.

package render

import (
	"io"

	"github.com/mazekit/mazekit/internal/budget"
)

func init() {
	RegisterFormat(Format{Name: "gif", Summary: "animation (GIF) of the maze being generated or solved",
		MIME: "image/gif", Raster: true, Animated: true, Cost: Cost(budget.Anim),
		Encode: func(w io.Writer, src *Source) error { return animEncode(w, src, writeGIF) }})
	RegisterFormat(Format{Name: "apng", Summary: "animation (APNG) of the maze being generated or solved",
		// An APNG is a PNG file (PNG, third edition), served as one.
		MIME: "image/png", Raster: true, Animated: true, Cost: Cost(budget.Anim),
		Encode: func(w io.Writer, src *Source) error { return animEncode(w, src, writeAPNG) }})
}
