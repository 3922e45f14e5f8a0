package wallpaper

import (
	"bytes"
	"context"
	"image/png"
	"testing"

	"github.com/mazekit/mazekit/render"
)

// A Truchet wallpaper fills the picture in every theme: the right size,
// lines and background both present, the same bytes for the same seed.
func TestTruchetWallpaper(t *testing.T) {
	ctx := context.Background()
	for _, theme := range render.ThemeNames() {
		var a, b bytes.Buffer
		o := &Options{Width: 160, Height: 90, Cell: 16, Pattern: "truchet", Theme: theme, Seed: 2}
		if err := Write(ctx, &a, "png", o); err != nil {
			t.Fatalf("%s: %v", theme, err)
		}
		if err := Write(ctx, &b, "png", o); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a.Bytes(), b.Bytes()) {
			t.Fatalf("%s: same seed, different bytes", theme)
		}
		img, err := png.Decode(&a)
		if err != nil {
			t.Fatal(err)
		}
		if bd := img.Bounds(); bd.Dx() != 160 || bd.Dy() != 90 {
			t.Fatalf("%s: %v pixels, want 160×90", theme, bd)
		}
		colours := map[[3]uint32]bool{}
		for y := 0; y < 90; y += 3 {
			for x := 0; x < 160; x += 3 {
				r, g, bl, _ := img.At(x, y).RGBA()
				colours[[3]uint32{r >> 8, g >> 8, bl >> 8}] = true
			}
		}
		if len(colours) < 2 {
			t.Errorf("%s: the picture is one colour", theme)
		}
	}
}
