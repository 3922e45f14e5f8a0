package wallpaper

import (
	"bytes"
	"context"
	"errors"
	"image/png"
	"testing"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
)

// A Truchet wallpaper, hexagonal or multi-scale square, fills the picture
// in every theme: the right size, ink and paper both present, the same
// bytes for the same seed.
func TestTruchetWallpaper(t *testing.T) {
	ctx := context.Background()
	for _, grid := range []struct {
		name   string
		scales int
	}{{"", 0}, {"rect", 3}} {
		for _, theme := range render.ThemeNames() {
			var a, b bytes.Buffer
			o := &Options{Width: 160, Height: 90, Cell: 8, Pattern: "truchet", Grid: grid.name, Scales: grid.scales, Theme: theme, Seed: 2}
			if err := Write(ctx, &a, "png", o); err != nil {
				t.Fatalf("%s %s: %v", grid.name, theme, err)
			}
			if err := Write(ctx, &b, "png", o); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Fatalf("%s %s: same seed, different bytes", grid.name, theme)
			}
			img, err := png.Decode(&a)
			if err != nil {
				t.Fatal(err)
			}
			if bd := img.Bounds(); bd.Dx() != 160 || bd.Dy() != 90 {
				t.Fatalf("%s %s: %v pixels, want 160×90", grid.name, theme, bd)
			}
			// Count the pixels far from the background: ink.
			th, _ := render.LookupTheme(theme)
			ink := 0
			for y := range 90 {
				for x := range 160 {
					r, g, bl, _ := img.At(x, y).RGBA()
					d := max(absDiff(uint8(r>>8), th.Background.R), absDiff(uint8(g>>8), th.Background.G), absDiff(uint8(bl>>8), th.Background.B))
					if d > 40 {
						ink++
					}
				}
			}
			// Hexagonal tiles in a shaded theme fill every region from
			// the palette: little or none of the plain ground is left.
			filled := grid.name == "" && th.Palette != "" && !near(th.Wall, th.Background)
			if share := float64(ink) / (160 * 90); share < 0.1 || (share > 0.9 && !filled) {
				t.Errorf("%s %s: %.0f%% of the picture stands out from the background", grid.name, theme, 100*share)
			}
		}
	}
}

func absDiff(a, b uint8) uint8 {
	if a > b {
		return a - b
	}
	return b - a
}

func TestTruchetWallpaperBadOptions(t *testing.T) {
	for _, o := range []Options{
		{Pattern: "truchet", Scales: 3},
		{Pattern: "truchet", Grid: "rect", Scales: 9},
		{Pattern: "truchet", Grid: "tri"},
	} {
		o.Width, o.Height = 100, 100
		_, err := Make(context.Background(), &o)
		var pe *param.Error
		want := "scales"
		if o.Grid == "tri" {
			want = "grid"
		}
		if !errors.As(err, &pe) || pe.Field != want {
			t.Errorf("%+v: error %v, want one naming %s", o, err, want)
		}
	}
}

// TestHexTruchetTakesPalette: in a theme with a shading palette, a
// hexagonal Truchet wallpaper colours its regions from it (it used to be
// one colour of line on the background).
func TestHexTruchetTakesPalette(t *testing.T) {
	for _, theme := range render.ThemeNames() {
		th, _ := render.LookupTheme(theme)
		if th.Palette == "" || near(th.Wall, th.Background) { // those draw their lines in the palette
			continue
		}
		var b bytes.Buffer
		o := &Options{Width: 160, Height: 90, Cell: 12, Pattern: "truchet", Theme: theme, Seed: 2}
		if err := Write(context.Background(), &b, "png", o); err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(&b)
		if err != nil {
			t.Fatal(err)
		}
		count := map[[3]uint32]int{}
		for y := range 90 {
			for x := range 160 {
				r, g, bl, _ := img.At(x, y).RGBA()
				count[[3]uint32{r >> 8, g >> 8, bl >> 8}]++
			}
		}
		big := 0
		for _, n := range count {
			if n > 160*90/50 {
				big++
			}
		}
		if big < 3 {
			t.Errorf("%s: %d colours cover 2%% of the picture or more, want the line, the ground and palette colours", theme, big)
		}
	}
}
