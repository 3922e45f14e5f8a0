package raster

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"testing"
)

// TestRowsMatchesImagePNG writes random paletted images row by row and
// checks the files equal image/png's, byte for byte, for every bit depth.
func TestRowsMatchesImagePNG(t *testing.T) {
	for _, tc := range []struct{ colours, w, h int }{
		{2, 37, 11}, {2, 64, 3}, {2, 1, 1}, {3, 13, 7}, {5, 9, 9}, {16, 30, 4}, {200, 17, 5},
		{2, 3000, 40},   // more than one IDAT chunk
		{2, 2000, 300},  // through Encode, rows deflated in batches
		{16, 1500, 200}, // the same, 4 bits a pixel
	} {
		rng := rand.New(rand.NewPCG(uint64(tc.colours), uint64(tc.w)))
		pal := make(color.Palette, tc.colours)
		for i := range pal {
			pal[i] = color.RGBA{uint8(rng.IntN(256)), uint8(rng.IntN(256)), uint8(rng.IntN(256)), 255}
		}
		if tc.colours == 3 {
			pal[1] = color.RGBA{} // transparent: a tRNS chunk
		}
		img := image.NewPaletted(image.Rect(0, 0, tc.w, tc.h), pal)
		for i := range img.Pix {
			// Long runs, as in mazes, so the compressor has work to do.
			if i == 0 || rng.IntN(10) == 0 {
				img.Pix[i] = uint8(rng.IntN(tc.colours))
			} else {
				img.Pix[i] = img.Pix[i-1]
			}
		}
		var want, got, enc bytes.Buffer
		if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&want, img); err != nil {
			t.Fatal(err)
		}
		pw, err := NewRows(&got, tc.w, tc.h, pal)
		if err != nil {
			t.Fatal(err)
		}
		for y := 0; y < tc.h; y++ {
			if err := pw.WriteRow(img.Pix[y*img.Stride : y*img.Stride+tc.w]); err != nil {
				t.Fatal(err)
			}
		}
		if err := pw.Close(); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Errorf("%d colours, %dx%d: %d bytes differ from image/png's %d", tc.colours, tc.w, tc.h, got.Len(), want.Len())
		}
		if tc.colours <= 2 || !palettedBands(img) { // Encode's bands write other bytes
			if err := Encode(&enc, img); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(enc.Bytes(), want.Bytes()) {
				t.Errorf("%d colours, %dx%d: Encode wrote %d bytes, not image/png's %d", tc.colours, tc.w, tc.h, enc.Len(), want.Len())
			}
		}
	}
}

func TestRowsChecksRows(t *testing.T) {
	var buf bytes.Buffer
	pw, err := NewRows(&buf, 4, 2, color.Palette{color.White, color.Black})
	if err != nil {
		t.Fatal(err)
	}
	if err := pw.WriteRow(make([]uint8, 3)); err == nil {
		t.Error("a row of 3 pixels in a 4-pixel image: no error")
	}
	pw, _ = NewRows(&buf, 4, 2, color.Palette{color.White, color.Black})
	pw.WriteRow(make([]uint8, 4))
	if err := pw.Close(); err == nil {
		t.Error("closed after 1 of 2 rows: no error")
	}
	if _, err := NewRows(&buf, 0, 2, color.Palette{color.White}); err == nil {
		t.Error("width 0: no error")
	}
	if _, err := NewRows(&buf, 2, 2, nil); err == nil {
		t.Error("empty palette: no error")
	}
}
