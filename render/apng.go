// Animated PNG output: frames written as APNG chunks.

package render

import (
	"io"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render/internal/anim"
)

func init() {
	RegisterFormat(Format{Name: "apng", Summary: "animation (APNG) of the maze being generated or solved",
		// An APNG is a PNG file (PNG, third edition), served as one.
		MIME: "image/png", Raster: true, Animated: true, Cost: Cost(budget.Anim),
		Encode: func(w io.Writer, src *Source) error { return animEncode(w, src, writeAPNG) }})
}

// writeAPNG writes the same animation as writeGIF as an animated PNG.
// Frames are compressed as they are drawn, so the memory held is two
// frames and the compressed file.
func writeAPNG(w io.Writer, m *maze.Maze, steps []maze.Step, o *AnimOptions) error {
	var a anim.APNG
	fps, err := animate(m, steps, o, a.Add)
	if err != nil {
		return err
	}
	return a.Close(w, fps)
}
