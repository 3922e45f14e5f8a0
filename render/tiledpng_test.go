package render

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
	"runtime"
	"testing"
)

// arcTiles returns a w×h scene of Truchet-like quarter arcs, one pair a
// cell, stroked in one path, with filled half discs over them.
func arcTiles(w, h int) *Scene {
	s := NewScene(float64(w), float64(h))
	s.Background = color.RGBA{255, 255, 255, 255}
	for i := range w {
		for j := range h {
			x, y := float64(i), float64(j)
			if (i*7+j*3)%5 < 2 {
				s.MoveTo(x+0.5, y)
				Arc(s, x, y, 0.5, 0, math.Pi/2)
				s.MoveTo(x+0.5, y+1)
				Arc(s, x+1, y+1, 0.5, math.Pi, 3*math.Pi/2)
			} else {
				s.MoveTo(x+1, y+0.5)
				Arc(s, x+1, y, 0.5, math.Pi/2, math.Pi)
				s.MoveTo(x, y+0.5)
				Arc(s, x, y+1, 0.5, 3*math.Pi/2, 2*math.Pi)
			}
		}
	}
	s.Stroke(Pen{Width: 0.12, Color: color.RGBA{A: 255}, Cap: CapRound})
	for i := 0; i < w; i += 3 {
		s.MoveTo(float64(i)+1.7, 2)
		Arc(s, float64(i), 2, 1.7, 0, math.Pi)
		s.ClosePath()
	}
	s.Fill(color.RGBA{200, 10, 10, 255})
	return s
}

// decodeRGBA decodes a PNG into RGBA.
func decodeRGBA(t *testing.T, b []byte) *image.RGBA {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	r := image.NewRGBA(img.Bounds())
	for y := range r.Rect.Dy() {
		for x := range r.Rect.Dx() {
			r.Set(x, y, img.At(x, y))
		}
	}
	return r
}

// A big scene of arcs is drawn tile by tile into the PNG's bands: the
// picture matches the general rasterizer's whole picture (within the
// rounding of a curve's flattening, never a missing or doubled piece at a
// tile's edge), and the file is the same at GOMAXPROCS 1 and 2.
func TestTiledPNG(t *testing.T) {
	s := arcTiles(40, 30)
	o := &PNGOptions{Scale: 32}
	w, h, scale, ox, oy, err := pngGeometry(s, o)
	if err != nil || !tileable(s, w, h, scale, ox, oy) {
		t.Fatalf("a %dx%d picture of arcs is not drawn in tiles", w, h)
	}
	files := map[int][]byte{}
	for _, procs := range []int{1, 2} {
		func() {
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
			var b bytes.Buffer
			if err := WritePNG(&b, s, o); err != nil {
				t.Fatal(err)
			}
			files[procs] = b.Bytes()
		}()
	}
	if !bytes.Equal(files[1], files[2]) {
		t.Fatalf("GOMAXPROCS 1 and 2 give different files (%d and %d bytes)", len(files[1]), len(files[2]))
	}
	var whole bytes.Buffer
	if err := WritePNG(&whole, s, &PNGOptions{Scale: 32, NoFastPath: true}); err != nil {
		t.Fatal(err)
	}
	got, want := decodeRGBA(t, files[1]), decodeRGBA(t, whole.Bytes())
	if got.Rect != want.Rect {
		t.Fatalf("size %v, want %v", got.Rect, want.Rect)
	}
	far, off := 0, 0
	for i := range got.Pix {
		d := int(got.Pix[i]) - int(want.Pix[i])
		if d != 0 {
			off++
		}
		if d > 64 || d < -64 {
			far++
		}
	}
	if far > 0 || off > len(got.Pix)/50 {
		t.Errorf("tiled picture differs from the whole one: %d of %d bytes, %d by more than 64", off, len(got.Pix), far)
	}
	// Some ink on every tile's edge column: the arcs run across it.
	for x := tileWidth; x < w; x += tileWidth {
		dark := 0
		for y := range h {
			if got.Pix[y*got.Stride+4*x] < 128 {
				dark++
			}
		}
		if dark < h/20 {
			t.Errorf("column %d at a tile's edge has %d dark pixels", x, dark)
		}
	}
}

// Small pictures, text and dashes stay with the general rasterizer.
func TestTiledPNGNotTaken(t *testing.T) {
	small := arcTiles(4, 3)
	dashed := arcTiles(40, 30)
	dashed.Stroke(Pen{Width: 0.1, Dash: 0.2})
	for name, s := range map[string]*Scene{"small": small, "dashed": dashed} {
		w, h, scale, ox, oy, _ := pngGeometry(s, &PNGOptions{Scale: 32})
		if tileable(s, w, h, scale, ox, oy) {
			t.Errorf("%s: drawn in tiles", name)
		}
	}
}
