package main

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func decodePNG(t *testing.T, p string) image.Image {
	t.Helper()
	f, err := os.Open(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

func TestWallpaperSizes(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		size string
		w, h int
	}{{"phone", 1179, 2556}, {"1080p", 1920, 1080}, {"ultrawide", 3440, 1440}, {"333x777", 333, 777}} {
		p := filepath.Join(dir, tc.size+".png")
		if _, stderr, code := runCLI(t, "wallpaper", "--size", tc.size, "--cell", "60", "--seed", "1", "-o", p); code != 0 {
			t.Fatalf("%s: exit %d %s", tc.size, code, stderr)
		}
		if b := decodePNG(t, p).Bounds(); b.Dx() != tc.w || b.Dy() != tc.h {
			t.Errorf("%s: %dx%d, want %dx%d", tc.size, b.Dx(), b.Dy(), tc.w, tc.h)
		}
	}
	// Hex grids and patterns fill the frame edge to edge too: no background
	// shows at the corners (the theme's background is the darkest colour
	// only where there is no shading).
	p := filepath.Join(dir, "hex.png")
	if _, stderr, code := runCLI(t, "wallpaper", "--size", "400x300", "--grid", "hex", "--cell", "20", "--theme", "neon", "--seed", "2", "-o", p); code != 0 {
		t.Fatal(stderr)
	}
	img := decodePNG(t, p)
	for _, pt := range [][2]int{{1, 1}, {398, 1}, {1, 298}, {398, 298}} {
		r, g, b, _ := img.At(pt[0], pt[1]).RGBA()
		if r>>8 < 20 && g>>8 < 20 && b>>8 < 30 {
			// a wall pixel is possible; look a few pixels in
			r2, g2, b2, _ := img.At(pt[0]+(200-pt[0])/40, pt[1]+(150-pt[1])/40).RGBA()
			if r2>>8 < 20 && g2>>8 < 20 && b2>>8 < 30 {
				t.Errorf("corner %v shows the background: the grid does not cover the frame", pt)
			}
		}
	}
}

func lum(img image.Image, x, y int) float64 {
	r, g, b, _ := img.At(x, y).RGBA()
	return 0.3*float64(r>>8) + 0.59*float64(g>>8) + 0.11*float64(b>>8)
}

// TestWallpaperGlow checks the distance shading: with the midnight theme the
// palette runs from light (near the start) to dark (far away).
func TestWallpaperGlow(t *testing.T) {
	p := filepath.Join(t.TempDir(), "glow.png")
	if _, stderr, code := runCLI(t, "wallpaper", "--size", "600x600", "--cell", "12", "--algo", "wilson", "--theme", "midnight", "--seed", "5", "-o", p); code != 0 {
		t.Fatal(stderr)
	}
	img := decodePNG(t, p)
	avg := func(x0, y0 int) float64 {
		sum := 0.0
		for dy := 0; dy < 40; dy++ {
			for dx := 0; dx < 40; dx++ {
				sum += lum(img, x0+dx, y0+dy)
			}
		}
		return sum / 1600
	}
	centre, corner := avg(280, 280), avg(0, 0)
	if centre < corner+15 {
		t.Errorf("centre luminance %.1f, corner %.1f: want the centre clearly brighter", centre, corner)
	}
}

func TestWallpaperReproducibleAndErrors(t *testing.T) {
	dir := t.TempDir()
	var got [2][]byte
	for i := range got {
		p := filepath.Join(dir, "w"+string(rune('a'+i))+".svg")
		if _, stderr, code := runCLI(t, "wallpaper", "--size", "300x200", "--cell", "20", "--seed", "9", "--solution", "-o", p); code != 0 {
			t.Fatal(stderr)
		}
		got[i], _ = os.ReadFile(p)
	}
	if !bytes.Equal(got[0], got[1]) || !strings.Contains(string(got[0]), `viewBox="0 0 15 10"`) {
		t.Error("wallpaper SVG not reproducible or wrong proportions")
	}
	out, _, code := runCLI(t, "wallpaper", "--list-themes")
	if code != 0 || !strings.Contains(out, "midnight") || !strings.Contains(out, "c64") {
		t.Errorf("--list-themes: %q", out)
	}
	for _, b := range []struct {
		args []string
		want string
	}{
		{[]string{"wallpaper", "--theme", "pastel"}, "valid: c64, forest, midnight, mono, neon, ocean, paper, sunset"},
		{[]string{"wallpaper", "--size", "huge"}, "want a preset"},
		{[]string{"wallpaper", "--cell", "1"}, "--cell"},
		{[]string{"wallpaper", "-o", "w.gif"}, ".png, .svg or .pdf"},
		{[]string{"wallpaper", "--pattern", "10print", "--algo", "dfs"}, "does not apply with --pattern"},
		{[]string{"wallpaper", "--pattern", "spiral"}, "want 10print"},
		{[]string{"wallpaper", "--shade-from", "left"}, "want center, corner or entrance"},
	} {
		_, stderr, code := runCLI(t, b.args...)
		if code != 2 || !strings.Contains(stderr, b.want) {
			t.Errorf("%v: exit %d %q, want %q", b.args, code, stderr, b.want)
		}
	}
}
