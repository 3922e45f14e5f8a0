package wallpaper

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"io"
	"runtime"
	"testing"

	"github.com/mazekit/mazekit/render"
)

// TestPatternPNGPalettedSamePixels writes automaton wallpapers, whose
// scenes are rectangles in a theme's glow shades, and checks the file is
// an 8-bit paletted picture with the pixels the general rasterizer draws
// from the same scene, and the same bytes on one and two cores. At these
// cell sizes every edge lands on whole pixels, where anti-aliasing
// changes nothing. Boards that fill the picture exactly are written
// straight from their cells, into the same bytes as their scene.
func TestPatternPNGPalettedSamePixels(t *testing.T) {
	for _, o := range []*Options{
		{Width: 960, Height: 540, Pattern: "mazectric", Seed: 1},
		{Width: 800, Height: 608, Pattern: "mazectric", Seed: 2, Cell: 16, Theme: "neon"},
		{Width: 640, Height: 480, Pattern: "maze-ca", Seed: 3, Cell: 8},
		// A 1-pixel frame pen: the frame lies a pixel and a half outside.
		{Width: 640, Height: 360, Pattern: "mazectric", Seed: 4, Cell: 4},
	} {
		p, err := Make(context.Background(), o)
		if err != nil {
			t.Fatal(err)
		}
		write := func(procs int) []byte {
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
			var b bytes.Buffer
			if err := p.Encode(context.Background(), &b, "png"); err != nil {
				t.Fatal(err)
			}
			return b.Bytes()
		}
		one, two := write(1), write(2)
		if !bytes.Equal(one, two) {
			t.Errorf("%+v: GOMAXPROCS 1 and 2 give different files", *o)
		}
		s := p.scene
		if s == nil {
			s = lifeScene(p.life, p.lifeStyle)
		}
		frame := render.Crop(s, float64(p.W)/p.Cell, float64(p.H)/p.Cell)
		frame.Comment = p.Comment
		// The board written straight from its cells is the scene's file.
		var viaScene bytes.Buffer
		if err := render.WritePNG(&viaScene, frame, &render.PNGOptions{Width: p.W, Height: p.H}); err != nil {
			t.Fatal(err)
		}
		if ok, _ := p.writeLifePNG(io.Discard); ok != (o.Cell != 0 && p.life != nil) {
			t.Errorf("%+v: written straight from the board: %v", *o, ok)
		}
		if !bytes.Equal(viaScene.Bytes(), two) {
			t.Errorf("%+v: the file differs from the one its scene gives", *o)
		}
		var ref bytes.Buffer
		if err := render.WritePNG(&ref, frame, &render.PNGOptions{Width: p.W, Height: p.H, NoFastPath: true}); err != nil {
			t.Fatal(err)
		}
		got, err := png.Decode(bytes.NewReader(two))
		if err != nil {
			t.Fatal(err)
		}
		want, err := png.Decode(bytes.NewReader(ref.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := got.(*image.Paletted); !ok {
			t.Errorf("%+v: decoded as %T, want a paletted picture", *o, got)
		}
		if got.Bounds() != want.Bounds() {
			t.Fatalf("%+v: %v, want %v", *o, got.Bounds(), want.Bounds())
		}
		diff := 0
		for y := range p.H {
			for x := range p.W {
				if color.RGBAModel.Convert(got.At(x, y)) != color.RGBAModel.Convert(want.At(x, y)) {
					if diff == 0 {
						t.Errorf("%+v: pixel (%d,%d) is %v, want %v", *o, x, y, got.At(x, y), want.At(x, y))
					}
					diff++
				}
			}
		}
		if diff > 0 {
			t.Errorf("%+v: %d pixels differ", *o, diff)
		}
	}
}
