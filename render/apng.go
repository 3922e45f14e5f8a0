// Animated PNG output: frames written as APNG chunks.

package render

import (
	"io"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render/internal/anim"
)

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
