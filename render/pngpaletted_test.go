package render

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/mazekit/mazekit/render/internal/raster"
)

// glowBoard returns a scene like a cellular-automaton wallpaper: a board
// of w×h unit cells, live cells in a wall colour and the others shaded in
// 64 levels by their distance from the middle, drawn as runs of filled
// rectangles, in a frame stroked with square caps half a unit outside the
// board, the whole a unit's margin wide.
func glowBoard(w, h int, seed uint64) *Scene {
	rng := rand.New(rand.NewPCG(seed, 1))
	live := make([]bool, w*h)
	for i := range live {
		live[i] = rng.IntN(2) == 0
	}
	wall := color.RGBA{20, 20, 40, 255}
	s := NewScene(float64(w)+2, float64(h)+2)
	s.Background = color.RGBA{250, 245, 230, 255}
	rect := func(x0, y0, x1, y1 int, c color.RGBA) {
		s.MoveTo(float64(x0)+1, float64(y0)+1)
		s.LineTo(float64(x1)+1, float64(y0)+1)
		s.LineTo(float64(x1)+1, float64(y1)+1)
		s.LineTo(float64(x0)+1, float64(y1)+1)
		s.ClosePath()
		s.Fill(c)
	}
	level := func(x, y int) int {
		d := math.Hypot(float64(x)+0.5-float64(w)/2, float64(y)+0.5-float64(h)/2) / math.Hypot(float64(w)/2, float64(h)/2)
		return min(63, int(d*64))
	}
	for y := range h {
		for x := 0; x < w; {
			start, on := x, live[y*w+x]
			for x < w && live[y*w+x] == on && (on || level(x, y) == level(start, y)) {
				x++
			}
			c := wall
			if !on {
				lv := uint8(level(start, y))
				c = color.RGBA{lv * 4, 255 - lv*3, 128, 255}
			}
			rect(start, y, x, y+1, c)
		}
	}
	s.MoveTo(0.5, 0.5)
	s.LineTo(float64(w)+1.5, 0.5)
	s.LineTo(float64(w)+1.5, float64(h)+1.5)
	s.LineTo(0.5, float64(h)+1.5)
	s.ClosePath()
	s.Stroke(Pen{Width: 0.25, Color: wall, Cap: CapSquare})
	return s
}

// rgbaPNG is WritePNG by way of an RGBA image: the reference the paletted
// path must match.
func rgbaPNG(t *testing.T, s *Scene, o *PNGOptions) []byte {
	t.Helper()
	img, err := rasterPNG(s, o)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := raster.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// samePixels decodes two PNG files and reports the first pixel where
// they differ.
func samePixels(t *testing.T, a, b []byte) (image.Image, error) {
	t.Helper()
	ia, err := png.Decode(bytes.NewReader(a))
	if err != nil {
		t.Fatal(err)
	}
	ib, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if ia.Bounds() != ib.Bounds() {
		return ia, fmt.Errorf("sizes %v and %v", ia.Bounds(), ib.Bounds())
	}
	r := ia.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ca, cb := color.RGBAModel.Convert(ia.At(x, y)), color.RGBAModel.Convert(ib.At(x, y))
			if ca != cb {
				return ia, fmt.Errorf("pixel (%d,%d): %v, want %v", x, y, ca, cb)
			}
		}
	}
	return ia, nil
}

// TestPalettedPNGSamePixelsAsRGBA writes scenes with WritePNG and through
// an RGBA image and compares every decoded pixel; scenes the paletted
// path takes must come out paletted, the others must not.
func TestPalettedPNGSamePixelsAsRGBA(t *testing.T) {
	wallpaper := Crop(glowBoard(40, 24, 1), 40, 24) // the frame falls outside
	wallpaper.Comment = "glow"
	inFrame := glowBoard(30, 20, 2) // the frame's round joins are drawn
	fillAndLines := func(y float64) *Scene {
		s := NewScene(10, 8)
		s.Background = color.RGBA{255, 255, 255, 255}
		s.MoveTo(1, 1)
		s.LineTo(4, 1)
		s.LineTo(4, 3)
		s.LineTo(1, 3)
		s.ClosePath()
		s.Fill(color.RGBA{200, 0, 0, 255})
		s.MoveTo(2, y)
		s.LineTo(9, y)
		s.MoveTo(5, 1)
		s.LineTo(5, 7)
		s.Stroke(Pen{Width: 0.2, Color: color.RGBA{0, 0, 90, 255}, Cap: CapSquare})
		return s
	}
	many := NewScene(20, 15)
	many.Background = color.RGBA{0, 0, 0, 255}
	for i := range 300 {
		x, y := float64(i%20), float64(i/20)
		many.MoveTo(x, y)
		many.LineTo(x+1, y)
		many.LineTo(x+1, y+1)
		many.LineTo(x, y+1)
		many.ClosePath()
		many.Fill(color.RGBA{uint8(i), uint8(i / 256 * 100), 7, 255})
	}
	for _, c := range []struct {
		name  string
		s     *Scene
		o     *PNGOptions
		paled bool
	}{
		{"glow wallpaper", wallpaper, &PNGOptions{Width: 960, Height: 576}, true},
		{"glow wallpaper, cells 7.3 pixels", wallpaper, &PNGOptions{Scale: 7.3}, true},
		{"glow board in its frame", inFrame, &PNGOptions{Scale: 12}, false},
		{"fills and square-capped lines on whole pixels", fillAndLines(2), &PNGOptions{Scale: 10}, true},
		{"fills and a line off whole pixels", fillAndLines(2.25), &PNGOptions{Scale: 10}, false},
		{"300 colours", many, &PNGOptions{Scale: 4}, false},
	} {
		var b bytes.Buffer
		if err := WritePNG(&b, c.s, c.o); err != nil {
			t.Fatal(err)
		}
		img, err := samePixels(t, b.Bytes(), rgbaPNG(t, c.s, c.o))
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
		if _, ok := img.(*image.Paletted); ok != c.paled {
			t.Errorf("%s: decoded as %T, paletted path %v", c.name, img, c.paled)
		}
	}
}

// TestPalettedPNGSameOnOneAndTwoCores writes a glow board big enough for
// many bands with GOMAXPROCS 1 and 2: the files must be equal byte for
// byte and give the RGBA path's pixels.
func TestPalettedPNGSameOnOneAndTwoCores(t *testing.T) {
	s := Crop(glowBoard(200, 120, 3), 200, 120)
	o := &PNGOptions{Width: 2000, Height: 1200}
	write := func(procs int) []byte {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		var b bytes.Buffer
		if err := WritePNG(&b, s, o); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	one, two := write(1), write(2)
	if !bytes.Equal(one, two) {
		t.Fatalf("GOMAXPROCS 1 and 2 give different files (%d and %d bytes)", len(one), len(two))
	}
	img, err := samePixels(t, two, rgbaPNG(t, s, o))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := img.(*image.Paletted); !ok {
		t.Fatalf("decoded as %T, want a paletted picture", img)
	}
}
