package raster

import (
	"bytes"
	"hash/adler32"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"runtime"
	"testing"
)

// TestPNGBandsSameOnOneAndTwoCores encodes a picture of several bands with
// one core and with two: the files must be equal byte for byte, and decode
// (zlib checks the combined Adler-32) to the picture's pixels.
func TestPNGBandsSameOnOneAndTwoCores(t *testing.T) {
	w, h := 1000, 900
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	rng := rand.New(rand.NewPCG(3, 4))
	for y := range h {
		for x := range w {
			c := color.RGBA{uint8(x * 255 / w), uint8(y * 255 / h), 128, 255}
			if rng.IntN(7) == 0 {
				c = color.RGBA{0, 0, 0, 255}
			}
			img.SetRGBA(x, y, c)
		}
	}
	if !pngBands(img) {
		t.Fatal("a 1000x900 opaque picture should be written in bands")
	}
	encode := func(procs int) []byte {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		var b bytes.Buffer
		if err := writePNGBands(&b, img); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	one, two := encode(1), encode(2)
	if !bytes.Equal(one, two) {
		t.Fatalf("GOMAXPROCS 1 and 2 give different files (%d and %d bytes)", len(one), len(two))
	}
	got, err := png.Decode(bytes.NewReader(two))
	if err != nil {
		t.Fatal(err)
	}
	for y := range h {
		for x := range w {
			r, g, b, a := got.At(x, y).RGBA()
			want := img.RGBAAt(x, y)
			if uint8(r>>8) != want.R || uint8(g>>8) != want.G || uint8(b>>8) != want.B || a != 0xffff {
				t.Fatalf("pixel %d,%d is %v, want %v", x, y, got.At(x, y), want)
			}
		}
	}
}

func TestAdler32Combine(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, n := range []int{0, 1, 100, 65521, 200000} {
		a := make([]byte, 1000+n%77)
		b := make([]byte, n)
		for i := range a {
			a[i] = byte(rng.Uint32())
		}
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		want := adler32.Checksum(append(append([]byte(nil), a...), b...))
		if got := adler32Combine(adler32.Checksum(a), adler32.Checksum(b), len(b)); got != want {
			t.Errorf("n=%d: combined %08x, want %08x", n, got, want)
		}
	}
}

// TestPalettedBandsSameOnOneAndTwoCores does the same for a paletted
// picture of many colours, checking the palette indexes come back.
func TestPalettedBandsSameOnOneAndTwoCores(t *testing.T) {
	w, h := 1500, 1500
	pal := color.Palette{}
	for i := range 40 {
		pal = append(pal, color.RGBA{uint8(i * 6), uint8(255 - i*6), 90, 255})
	}
	img := image.NewPaletted(image.Rect(0, 0, w, h), pal)
	for y := range h {
		for x := range w {
			img.SetColorIndex(x, y, uint8((x/7+y/5)%len(pal)))
		}
	}
	if !palettedBands(img) {
		t.Fatal("a 1500x1500 picture of 40 colours should be written in bands")
	}
	encode := func(procs int) []byte {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		var b bytes.Buffer
		if err := writePalettedBands(&b, img); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	one, two := encode(1), encode(2)
	if !bytes.Equal(one, two) {
		t.Fatalf("GOMAXPROCS 1 and 2 give different files (%d and %d bytes)", len(one), len(two))
	}
	got, err := png.Decode(bytes.NewReader(two))
	if err != nil {
		t.Fatal(err)
	}
	gp, ok := got.(*image.Paletted)
	if !ok {
		t.Fatalf("decoded as %T, want a paletted image", got)
	}
	if !bytes.Equal(gp.Pix, img.Pix) {
		t.Fatal("palette indexes differ after the round trip")
	}
}
