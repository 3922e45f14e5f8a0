package puzzle

import (
	"io"

	"github.com/mazekit/mazekit/internal/stream"
	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/render"
)

// writeTruchet writes a hexagonal Truchet pattern.
func writeTruchet(w io.Writer, format string, o *PatternOptions) ([]string, error) {
	t, err := pattern.NewHexTruchet(o.Width, o.Height, stream.New(o.Seed, stream.Carve))
	if err != nil {
		return nil, err
	}
	scale := o.Scale
	if scale == 0 {
		scale = 24
	}
	return nil, writeScenePattern(w, format, render.HexTruchetScene(t, nil), scale, t.String(), t)
}
