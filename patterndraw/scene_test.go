package patterndraw

import (
	"bytes"
	"flag"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/render"
)

var update = flag.Bool("update", false, "rewrite golden files")

// rasterPNG draws s as a PNG file would hold it.
func rasterPNG(s *render.Scene, o *render.PNGOptions) (image.Image, error) {
	var buf bytes.Buffer
	if err := render.WritePNG(&buf, s, o); err != nil {
		return nil, err
	}
	return png.Decode(&buf)
}

func sameColour(a, b color.Color) bool {
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	return r1>>8 == r2>>8 && g1>>8 == g2>>8 && b1>>8 == b2>>8 && a1>>8 == a2>>8
}

func TestGoldenPatternScenes(t *testing.T) {
	tp, _ := pattern.ParseTenPrint("/\\", "\\/")
	life, _ := pattern.ParseLife("#.#", "...", "##.")
	a := life.Analyze()
	tests := map[string]*render.Scene{
		"tenprint-print":   TenPrintScene(tp, nil),
		"tenprint-arcs":    TenPrintScene(tp, &TenPrintStyle{Arcs: true}),
		"tenprint-regions": TenPrintScene(tp, &TenPrintStyle{FillRegions: true}),
		"life":             LifeScene(life, a, &LifeStyle{Solution: true}),
	}
	for name, s := range tests {
		got := s.String()
		p := filepath.Join("testdata", name+".scene")
		if *update {
			os.WriteFile(p, []byte(got), 0o644)
		}
		want, err := os.ReadFile(p)
		if err != nil {
			t.Fatalf("%v (run go test -update)", err)
		}
		if got != string(want) {
			t.Errorf("%s differs from %s:\n%s", name, p, got)
		}
	}
	// The diamond's four diagonals merge into two strokes per direction at most.
	if n := strings.Count(tests["tenprint-print"].String(), "\nM "); n != 4 {
		t.Errorf("10print 2x2 drew %d strokes, want 4", n)
	}
}

// TestLifeGlow checks the glow shading of automaton wallpapers: open cells
// at the board's centre take the palette's first colour, those at the
// corners its last, and walls keep the wall colour.
func TestLifeGlow(t *testing.T) {
	l, err := pattern.ParseLife(
		"..........",
		"..........",
		"....##....",
		"..........",
		"..........",
	)
	if err != nil {
		t.Fatal(err)
	}
	s := LifeScene(l, l.Analyze(), &LifeStyle{Glow: "viridis", NoMarkers: true, Wall: color.RGBA{1, 2, 3, 255}})
	img, err := rasterPNG(s, &render.PNGOptions{Scale: 10})
	if err != nil {
		t.Fatal(err)
	}
	pal, _ := render.LookupPalette("viridis")
	at := func(x, y int) color.Color { return img.At(10*(x+1)+5, 10*(y+1)+5) } // one cell of margin
	// The centre of the 10×5 board is (5, 2.5); the corners are 5.59 away.
	glow := func(x, y float64) color.RGBA {
		return pal.At(float64(int(math.Hypot(x+0.5-5, y+0.5-2.5)/math.Hypot(5, 2.5)*glowLevels)) / (glowLevels - 1))
	}
	for _, tc := range []struct {
		x, y int
		want color.RGBA
	}{
		{4, 1, glow(4, 1)}, // level 12 of 64
		{0, 0, glow(0, 0)}, // level 57
		{9, 4, glow(9, 4)},
		{4, 2, color.RGBA{1, 2, 3, 255}}, // a wall
	} {
		if got := at(tc.x, tc.y); !sameColour(got, tc.want) {
			t.Errorf("cell (%d,%d): got %v, want %v", tc.x, tc.y, got, tc.want)
		}
	}
	if sameColour(at(4, 1), at(0, 0)) {
		t.Error("centre and corner have the same colour: no glow")
	}
}
