package wallpaper

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/tonetest"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
)

// discPicture writes a w×h PNG of a black disc on white, its diameter
// three quarters of the height, and returns its path and the picture.
func discPicture(t *testing.T, w, h int) (string, image.Image) {
	img := image.NewGray(image.Rect(0, 0, w, h))
	r := 0.375 * float64(h)
	for y := range h {
		for x := range w {
			v := uint8(255)
			if math.Hypot(float64(x)+0.5-float64(w)/2, float64(y)+0.5-float64(h)/2) < r {
				v = 0
			}
			img.SetGray(x, y, color.Gray{Y: v})
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "disc.png")
	if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return p, img
}

// TestImageEveryTheme draws a disc as a wallpaper in every theme and checks
// that it shows: the darkness of the picture's tiles and of the
// wallpaper's correlate, light walls on dark ground or dark on light.
func TestImageEveryTheme(t *testing.T) {
	path, pic := discPicture(t, 160, 90)
	want := tonetest.Darkness(pic, 8)
	for _, theme := range render.ThemeNames() {
		t.Run(theme, func(t *testing.T) {
			var b bytes.Buffer
			w, h := 480, 270
			if testing.Short() {
				w, h = 240, 135
			}
			o := &Options{Width: w, Height: h, Cell: 12, Theme: theme, Image: path, Seed: 1}
			if err := Write(context.Background(), &b, "png", o); err != nil {
				t.Fatal(err)
			}
			img, err := png.Decode(&b)
			if err != nil {
				t.Fatal(err)
			}
			if got := img.Bounds(); got.Dx() != w || got.Dy() != h {
				t.Fatalf("picture %v, want %dx%d", got, w, h)
			}
			r := tonetest.Pearson(want, tonetest.Darkness(img, 8))
			t.Logf("%s: correlation %.3f", theme, r)
			if r < 0.8 {
				t.Errorf("tile darkness correlation %.3f, want at least 0.8", r)
			}
		})
	}
}

func TestImageErrors(t *testing.T) {
	path, _ := discPicture(t, 16, 9)
	for _, o := range []Options{
		{Image: path, Grid: "hex"},
		{Image: path, Tile: true},
		{Image: path, Symmetry: "2"},
		{Image: path, Pattern: "10print"},
		{Image: filepath.Join(t.TempDir(), "none.png")},
	} {
		o.Width, o.Height = 160, 90
		_, err := Make(context.Background(), &o)
		if pe, ok := param.As(err); !ok || pe.Field != "picture" {
			t.Errorf("Make(%+v) = %v, want an error for the picture", o, err)
		}
	}
}

// TestImageBudget: a picture wallpaper is budgeted for the small cells a
// dark picture gives, not the frame's cells.
func TestImageBudget(t *testing.T) {
	o := &Options{Width: 1920, Height: 1080, Cell: 24}
	if err := o.Budget("png", 100<<20); err != nil {
		t.Fatalf("a plain 1080p wallpaper: %v", err)
	}
	o.Image = "photo.png"
	err := o.Budget("png", 100<<20)
	if err == nil || !strings.Contains(err.Error(), "77778 cells") {
		t.Errorf("a picture wallpaper in 100 MB: got %v, want a refusal for 77778 cells", err)
	}
}
