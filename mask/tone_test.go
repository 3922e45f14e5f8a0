package mask

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
	"github.com/mazekit/mazekit/topology/topologytest"
)

// writePNG writes img as a PNG file in a temporary directory.
func writePNG(t testing.TB, img image.Image) string {
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "p.png")
	if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestToneOf(t *testing.T) {
	img := image.NewNRGBA(image.Rect(0, 0, 4, 1))
	img.Set(0, 0, color.NRGBA{0, 0, 0, 255})       // black
	img.Set(1, 0, color.NRGBA{255, 255, 255, 255}) // white
	img.Set(2, 0, color.NRGBA{0, 0, 0, 0})         // transparent: white
	img.Set(3, 0, color.NRGBA{0, 0, 0, 128})       // half-transparent black: grey
	tone := ToneOf(img)
	want := []float32{1, 0, 0, 0.5}
	for i, w := range want {
		if d := tone.dark[i] - w; d < -0.01 || d > 0.01 {
			t.Errorf("pixel %d: darkness %.3f, want %.3f", i, tone.dark[i], w)
		}
	}
	if w, h := tone.Size(); w != 4 || h != 1 {
		t.Errorf("Size() = %d, %d, want 4, 1", w, h)
	}
}

func TestToneFit(t *testing.T) {
	tone := ToneOf(image.NewGray(image.Rect(0, 0, 200, 100)))
	for _, tc := range []struct{ w, h, ww, wh float64 }{{40, 40, 40, 20}, {40, 10, 20, 10}, {20, 10, 20, 10}} {
		if w, h := tone.Fit(tc.w, tc.h); w != tc.ww || h != tc.wh {
			t.Errorf("Fit(%g, %g) = %g, %g, want %g, %g", tc.w, tc.h, w, h, tc.ww, tc.wh)
		}
	}
}

// TestPictureGrid builds the grid of a half-black picture through Build,
// checks it as every grid is checked (rebuilt from its Spec), and checks
// that its left, black half has the small cells.
func TestPictureGrid(t *testing.T) {
	img := image.NewGray(image.Rect(0, 0, 60, 30))
	for y := range 30 {
		for x := range 60 {
			if x >= 30 {
				img.SetGray(x, y, color.Gray{Y: 255})
			}
		}
	}
	path := writePNG(t, img)
	s := topology.Spec{Kind: "planar", Width: 20, Height: 20, Seed: 4, Image: path}
	g, err := Build(s)
	if err != nil {
		t.Fatal(err)
	}
	topologytest.CheckBuild(t, g, Build)
	if b := g.Bounds(); b.Dx() != 20 || b.Dy() != 10 {
		t.Errorf("bounds %gx%g, want 20x10 (the picture's proportions)", b.Dx(), b.Dy())
	}
	var left, right int
	for c := range g.NumCells() {
		if g.Center(c).X < 8 {
			left++
		} else if g.Center(c).X > 12 {
			right++
		}
	}
	if left < 20*right {
		t.Errorf("%d cells on the black side, %d on the white, want at least twenty times as many", left, right)
	}
}

// TestPictureDrawing checks cropping and the light mode: a picture whose
// middle is black, covering a wide frame, is dense in the middle only;
// with Light it is sparse there.
func TestPictureDrawing(t *testing.T) {
	img := image.NewGray(image.Rect(0, 0, 30, 30))
	for y := range 30 {
		for x := range 30 {
			if x < 10 || x >= 20 {
				img.SetGray(x, y, color.Gray{Y: 255})
			}
		}
	}
	tone := ToneOf(img)
	middle := func(light bool) float64 {
		g, err := tone.Grid(Drawing{Width: 30, Height: 10, Cover: true, Light: light, Spec: topology.Spec{Kind: "planar", Seed: 1}})
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for c := range g.NumCells() {
			if x := g.Center(c).X; x > 12 && x < 18 {
				n++
			}
		}
		return float64(n) / float64(g.NumCells())
	}
	// Cropped to its middle third, the picture is black from x=10 to 20
	// of the frame; the middle fifth holds most cells.
	if m := middle(false); m < 0.4 {
		t.Errorf("share of cells in the middle %.2f, want at least 0.4", m)
	}
	if m := middle(true); m > 0.1 {
		t.Errorf("light: share of cells in the middle %.2f, want at most 0.1", m)
	}
}

func TestReadToneErrors(t *testing.T) {
	dir := t.TempDir()
	lie := filepath.Join(dir, "lie.png")
	if err := os.WriteFile(lie, lyingPNG(t, 100000, 100000), 0o644); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(dir, "bad.png")
	if err := os.WriteFile(bad, []byte("not a picture"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, want string }{
		{lie, "at most"},
		{bad, "not a PNG"},
		{filepath.Join(dir, "none.png"), "no such file"},
		{dir, "directory"},
	} {
		_, err := ReadTone(tc.path)
		pe, ok := param.As(err)
		if !ok || pe.Field != "picture" || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ReadTone(%s) = %v, want a picture error with %q", tc.path, err, tc.want)
		}
	}
}

func FuzzTone(f *testing.F) {
	var b bytes.Buffer
	png.Encode(&b, image.NewGray(image.Rect(0, 0, 4, 3)))
	f.Add(b.Bytes())
	f.Add(lyingPNG(f, 1, 70000))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		if slowToDecode(data) {
			return
		}
		p := filepath.Join(dir, "f.png")
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		tone, err := ReadTone(p)
		if err != nil {
			return
		}
		w, h := tone.Fit(6, 6)
		if _, err := tone.Grid(Drawing{Width: w, Height: h, Spec: topology.Spec{Kind: "planar"}}); err != nil {
			if _, ok := param.As(err); !ok {
				t.Fatal(err)
			}
		}
	})
}

func TestStretch(t *testing.T) {
	// A murky picture, tones 0.3 to 0.6, spreads over 0 to 1.
	f := make([]float32, 301)
	for i := range f {
		f[i] = 0.3 + 0.3*float32(i)/300
	}
	stretch(f)
	if f[0] != 0 || f[300] != 1 || f[150] < 0.45 || f[150] > 0.55 {
		t.Errorf("stretched 0.3, 0.45, 0.6 to %.2f, %.2f, %.2f; want 0, about 0.5, 1", f[0], f[150], f[300])
	}
	// A picture of nearly one tone keeps it.
	flat := []float32{0.5, 0.52, 0.55, 0.5}
	stretch(flat)
	if flat[0] != 0.5 || flat[2] != 0.55 {
		t.Errorf("a nearly flat picture became %v", flat)
	}
}
