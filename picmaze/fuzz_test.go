package picmaze

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"testing"
)

// FuzzFromImage reduces any small PNG to a picture maze's target at any
// size and threshold, and makes its maze: a *param.Error, ErrBlank or a
// maze whose way runs from the entrance to the exit, never a panic.
func FuzzFromImage(f *testing.F) {
	img := image.NewNRGBA(image.Rect(0, 0, 6, 5))
	for i := range 6 {
		img.Set(i, i%5, color.NRGBA{200, 30, 30, 255})
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	f.Add(b.Bytes(), 4, 4, 0.5, 0)
	f.Add(b.Bytes(), 12, 9, 0.2, 3)
	b.Reset()
	png.Encode(&b, image.NewGray(image.Rect(0, 0, 1, 20)))
	f.Add(b.Bytes(), 5, 30, 0.9, 2)
	f.Fuzz(func(t *testing.T, data []byte, w, h int, threshold float64, colors int) {
		cfg, err := png.DecodeConfig(bytes.NewReader(data))
		if err != nil || cfg.Width*cfg.Height > 64*64 || w > 40 || h > 40 {
			return // large pictures and mazes are slow, not different
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			return
		}
		tg, err := FromImage(img, w, h, threshold, colors%12)
		if err != nil {
			return
		}
		r, err := Make(tg, rand.New(rand.NewPCG(1, StreamCarve)))
		if err != nil {
			return
		}
		if len(r.Way) < 2 || r.Way[0] != r.Maze.Entrance.Cell || r.Way[len(r.Way)-1] != r.Maze.Exit.Cell {
			t.Fatalf("%dx%d: the way does not run from the entrance to the exit", w, h)
		}
	})
}
