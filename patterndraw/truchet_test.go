package patterndraw

import (
	"image/color"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/render"
)

// The arcs of a hexagonal Truchet pattern join into unbroken curves: away
// from the picture's edges every arc end is the end of exactly one other
// arc (in the neighbouring tile). The same seed draws the same scene.
func TestHexTruchetJoins(t *testing.T) {
	tr, err := pattern.NewHexTruchet(9, 8, rand.New(rand.NewPCG(4, 1)))
	if err != nil {
		t.Fatal(err)
	}
	s := HexTruchetScene(tr, nil)
	tr2, _ := pattern.NewHexTruchet(9, 8, rand.New(rand.NewPCG(4, 1)))
	if s.String() != HexTruchetScene(tr2, nil).String() {
		t.Fatal("same seed, different scene")
	}
	ends := map[[2]int64]int{}
	var pts [][2]float64
	key := func(p [2]float64) [2]int64 {
		return [2]int64{int64(math.Round(p[0] * 1e4)), int64(math.Round(p[1] * 1e4))}
	}
	var last [2]float64
	flush := func() {
		if pts != nil {
			ends[key(pts[0])]++
			ends[key(last)]++
		}
	}
	for _, line := range strings.Split(s.String(), "\n") {
		f := strings.Fields(line)
		if len(f) < 3 || (f[0] != "M" && f[0] != "C" && f[0] != "L") {
			continue
		}
		x, _ := strconv.ParseFloat(f[len(f)-2], 64)
		y, _ := strconv.ParseFloat(f[len(f)-1], 64)
		if f[0] == "M" {
			flush()
			pts = [][2]float64{{x, y}}
		}
		last = [2]float64{x, y}
	}
	flush()
	if len(ends) == 0 {
		t.Fatal("no arcs drawn")
	}
	inner := 0
	for k, n := range ends {
		x, y := float64(k[0])/1e4, float64(k[1])/1e4
		if x < 1 || x > s.W-1 || y < 1 || y > s.H-1 {
			continue
		}
		inner++
		if n != 2 {
			t.Fatalf("arc end (%.3f, %.3f) is shared by %d arcs, want 2", x, y, n)
		}
	}
	if inner < 50 {
		t.Fatalf("only %d inner arc ends checked", inner)
	}
}

// arcEnds returns the two ends of every subpath that s strokes (subpaths
// that are filled are skipped).
func arcEnds(s *render.Scene) [][2]float64 {
	var ends, pending [][2]float64
	var start, last [2]float64
	open := false
	flush := func() {
		if open {
			pending = append(pending, start, last)
		}
		open = false
	}
	for _, line := range strings.Split(s.String(), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "M", "L", "C":
			x, _ := strconv.ParseFloat(f[len(f)-2], 64)
			y, _ := strconv.ParseFloat(f[len(f)-1], 64)
			if f[0] == "M" {
				flush()
				start, open = [2]float64{x, y}, true
			}
			last = [2]float64{x, y}
		case "fill":
			flush()
			pending = nil
		case "stroke":
			flush()
			ends = append(ends, pending...)
			pending = nil
		}
	}
	return ends
}

// The outlines of a multi-scale pattern join across tile borders at every
// scale: away from the picture's edges every arc end is the end of exactly
// one other arc.
func TestRectTruchetArcsJoin(t *testing.T) {
	for scales := 1; scales <= 4; scales++ {
		tr, err := pattern.NewRectTruchet(8, 6, scales, 0.4, rand.New(rand.NewPCG(uint64(scales), 2)))
		if err != nil {
			t.Fatal(err)
		}
		s := RectTruchetScene(tr, &RectTruchetStyle{FillRegions: true})
		ends := map[[2]int64]int{}
		for _, p := range arcEnds(s) {
			if p[0] < 1e-6 || p[1] < 1e-6 || p[0] > s.W-1e-6 || p[1] > s.H-1e-6 {
				continue
			}
			ends[[2]int64{int64(math.Round(p[0] * 1e4)), int64(math.Round(p[1] * 1e4))}]++
		}
		if len(ends) < 50 {
			t.Fatalf("scales %d: only %d inner arc ends", scales, len(ends))
		}
		for k, n := range ends {
			if n != 2 {
				t.Fatalf("scales %d: arc end (%.4f, %.4f) is shared by %d arcs, want 2", scales, float64(k[0])/1e4, float64(k[1])/1e4, n)
			}
		}
	}
}

// The regions found from the tiles are the regions of the picture: the
// two-colour drawing, read back as pixels, has exactly as many connected
// areas of one colour; and in the drawing coloured by region, a point
// inside every piece has its region's colour.
func TestRectTruchetPixels(t *testing.T) {
	tr, err := pattern.NewRectTruchet(5, 4, 3, 0.4, rand.New(rand.NewPCG(7, 2)))
	if err != nil {
		t.Fatal(err)
	}
	r := tr.Regions()
	const scale = 192
	img, err := rasterPNG(RectTruchetScene(tr, nil), &render.PNGOptions{Scale: scale})
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	ink := make([]bool, w*h)
	for y := range h {
		for x := range w {
			g, _, _, _ := img.At(x, y).RGBA()
			ink[y*w+x] = g < 0x8000
		}
	}
	seen := make([]bool, w*h)
	areas := 0
	for i := range seen {
		if seen[i] {
			continue
		}
		areas++
		stack := []int{i}
		seen[i] = true
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			x, y := p%w, p/w
			for _, q := range [4][2]int{{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}} {
				j := q[1]*w + q[0]
				if q[0] >= 0 && q[1] >= 0 && q[0] < w && q[1] < h && !seen[j] && ink[j] == ink[p] {
					seen[j] = true
					stack = append(stack, j)
				}
			}
		}
	}
	if areas != r.Count {
		t.Errorf("the picture has %d areas of one colour, the tiles %d regions", areas, r.Count)
	}

	img, err = rasterPNG(RectTruchetScene(tr, &RectTruchetStyle{FillRegions: true, LineWidth: 0.005}), &render.PNGOptions{Scale: scale})
	if err != nil {
		t.Fatal(err)
	}
	pal, _ := render.LookupPalette("rainbow")
	unit := 1 / float64(tr.Side(0))
	for i, c := range tr.Tiles {
		side := float64(tr.Side(c.Level)) * unit
		for p := range pattern.RectPieces {
			if !c.Has(p) {
				continue
			}
			// A point inside the piece, on the bisector of a corner.
			corner, rad := p%4, 0.0
			switch {
			case p < pattern.PieceCorner:
				rad = side / 12
			case p < pattern.PieceBand:
				rad = side / 4
				if c.Wings&(1<<corner) == 0 {
					rad = side / 6
				}
			case p < pattern.PieceMiddle:
				rad = side / 2
			default:
				corner, rad = 1-int(c.Turn), side/4
			}
			x, y, a := rectCorner(c, corner, side, unit)
			x += rad * math.Cos(a+math.Pi/4)
			y += rad * math.Sin(a+math.Pi/4)
			got := color.RGBAModel.Convert(img.At(int(x*scale), int(y*scale))).(color.RGBA)
			want := pal.At(math.Mod(float64(r.Of[i*pattern.RectPieces+p])*0.6180339887, 1))
			if d := max(absDiff(got.R, want.R), absDiff(got.G, want.G), absDiff(got.B, want.B)); d > 3 {
				t.Fatalf("tile %+v piece %d at (%.3f, %.3f): colour %v, its region's is %v", c, p, x, y, got, want)
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

// Golden scenes: small Truchet patterns, plain and coloured by region.
func TestGoldenTruchetScenes(t *testing.T) {
	hex, _ := pattern.NewHexTruchet(3, 2, rand.New(rand.NewPCG(1, 1)))
	rect, _ := pattern.NewRectTruchet(2, 1, 2, 0.5, rand.New(rand.NewPCG(1, 1)))
	tests := []struct {
		name string
		s    *render.Scene
	}{
		{"truchet-hex", HexTruchetScene(hex, nil)},
		{"truchet-hex-regions", HexTruchetScene(hex, &HexTruchetStyle{FillRegions: true, Palette: "viridis"})},
		{"truchet-rect", RectTruchetScene(rect, nil)},
		{"truchet-rect-regions", RectTruchetScene(rect, &RectTruchetStyle{FillRegions: true})},
	}
	for _, tc := range tests {
		got := tc.s.String()
		p := filepath.Join("testdata", tc.name+".scene")
		if *update {
			os.WriteFile(p, []byte(got), 0o644)
		}
		want, err := os.ReadFile(p)
		if err != nil {
			t.Fatalf("%v (run go test -update)", err)
		}
		if got != string(want) {
			t.Errorf("%s differs from %s:\n%s", tc.name, p, got)
		}
	}
	if len(rect.Tiles) < 3 {
		t.Errorf("the golden square pattern has %d tiles; want two sizes", len(rect.Tiles))
	}
}
