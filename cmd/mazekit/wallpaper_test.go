package main

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/render"
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
	}{
		{"4k", 3840, 2160}, {"1440p", 2560, 1440}, {"1080p", 1920, 1080}, {"ultrawide", 3440, 1440},
		{"phone", 1179, 2556}, {"tablet", 2048, 2732}, {"a2-poster", 4961, 7016}, {"333x777", 333, 777},
	} {
		p := filepath.Join(dir, tc.size+".png")
		if _, stderr, code := runCLI(t, "wallpaper", "--size", tc.size, "--cell", "150", "--theme", "mono", "--seed", "1", "-o", p); code != 0 {
			t.Fatalf("%s: exit %d %s", tc.size, code, stderr)
		}
		f, err := os.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if cfg.Width != tc.w || cfg.Height != tc.h {
			t.Errorf("%s: %dx%d, want %dx%d", tc.size, cfg.Width, cfg.Height, tc.w, tc.h)
		}
	}
	// Hex grids and patterns are drawn through scenes: the same exact size.
	for _, args := range [][]string{{"--grid", "hex"}, {"--pattern", "10print"}, {"--pattern", "mazectric"}} {
		p := filepath.Join(dir, "scene.png")
		a := append([]string{"wallpaper", "--size", "301x199", "--cell", "20", "--seed", "1", "-o", p}, args...)
		if _, stderr, code := runCLI(t, a...); code != 0 {
			t.Fatalf("%v: exit %d %s", args, code, stderr)
		}
		if b := decodePNG(t, p).Bounds(); b.Dx() != 301 || b.Dy() != 199 {
			t.Errorf("%v: %dx%d, want 301x199", args, b.Dx(), b.Dy())
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

// TestWallpaperShadingDirection checks, for every theme that shades, that
// the colours near the shading's start are those at the start of the
// theme's palette and the colours far from it run towards its end.
func TestWallpaperShadingDirection(t *testing.T) {
	dir := t.TempDir()
	dist := func(a, b color.RGBA) float64 {
		dr, dg, db := float64(a.R)-float64(b.R), float64(a.G)-float64(b.G), float64(a.B)-float64(b.B)
		return math.Sqrt(dr*dr + dg*dg + db*db)
	}
	for _, name := range render.ThemeNames() {
		th, _ := render.LookupTheme(name)
		if th.Palette == "" {
			continue
		}
		pal, err := render.LookupPalette(th.Palette)
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, name+".png")
		if _, stderr, code := runCLI(t, "wallpaper", "--size", "400x400", "--cell", "10", "--algo", "wilson",
			"--theme", name, "--wall-color", "#808080", "--seed", "5", "-o", p); code != 0 {
			t.Fatal(stderr)
		}
		img := decodePNG(t, p)
		// Mean colour of the floor (every pixel but the grey walls) in a
		// 50×50-pixel block at (x0, y0).
		mean := func(x0, y0 int) color.RGBA {
			var r, g, b, n float64
			for y := y0; y < y0+50; y++ {
				for x := x0; x < x0+50; x++ {
					cr, cg, cb, _ := img.At(x, y).RGBA()
					if cr>>8 == 0x80 && cg>>8 == 0x80 && cb>>8 == 0x80 {
						continue
					}
					r, g, b, n = r+float64(cr>>8), g+float64(cg>>8), b+float64(cb>>8), n+1
				}
			}
			if n == 0 {
				t.Fatalf("%s: block at (%d,%d) is all wall", name, x0, y0)
			}
			return color.RGBA{uint8(r / n), uint8(g / n), uint8(b / n), 255}
		}
		near := mean(175, 175)
		start, end := pal.At(0), pal.At(1)
		if dist(near, start) >= dist(near, end) {
			t.Errorf("%s: colour at the centre %v is nearer the palette's end %v than its start %v", name, near, end, start)
		}
		for _, c := range [][2]int{{0, 0}, {350, 0}, {0, 350}, {350, 350}} {
			far := mean(c[0], c[1])
			if dist(far, start) <= dist(near, start) {
				t.Errorf("%s: corner %v colour %v is no further from the palette's start %v than the centre's %v", name, c, far, start, near)
			}
		}
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
	for _, args := range [][]string{{"--grid", "rect", "--solution"}, {"--grid", "hex"}, {"--pattern", "10print"}, {"--pattern", "maze-ca"}} {
		var png [2][]byte
		for i := range png {
			p := filepath.Join(dir, fmt.Sprintf("d%d.png", i))
			a := append([]string{"wallpaper", "--size", "240x160", "--cell", "16", "--seed", "9", "-o", p}, args...)
			if _, stderr, code := runCLI(t, a...); code != 0 {
				t.Fatal(stderr)
			}
			png[i], _ = os.ReadFile(p)
		}
		if len(png[0]) == 0 || !bytes.Equal(png[0], png[1]) {
			t.Errorf("%v: the same seed gave different PNG bytes", args)
		}
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
		{[]string{"wallpaper", "-o", "w.gif"}, "valid: pdf, png, svg"},
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

// TestWallpaperTileSaysItsSize: a seamless hex tile cannot be any size (its
// rows repeat in pairs), so the size it has is said, and is the PNG's.
func TestWallpaperTileSaysItsSize(t *testing.T) {
	out := filepath.Join(t.TempDir(), "t.png")
	_, stderr, code := runCLI(t, "wallpaper", "--size", "640x360", "--tile", "--grid", "hex", "--seed", "1", "-o", out)
	if code != 0 {
		t.Fatal(stderr)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Width != 640 || cfg.Height != 360 {
		if want := fmt.Sprintf("the seamless tile is %dx%d pixels", cfg.Width, cfg.Height); !strings.Contains(stderr, want) {
			t.Errorf("the tile is %dx%d, and stderr %q does not say so", cfg.Width, cfg.Height, stderr)
		}
	}
}
