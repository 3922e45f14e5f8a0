package wallpaper

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"testing"
)

// mismatch returns the share of pixels of img that differ from the pixel
// that the symmetry puts in their place (mirrored or turned half round).
// Lines are drawn on pixels to the right of and below their positions (so
// that one-pixel lines stay crisp), so pixel x mirrors to W-x.
func mismatch(img image.Image, sym string) float64 {
	b := img.Bounds()
	bad := 0
	for y := 1; y < b.Dy(); y++ {
		for x := 1; x < b.Dx(); x++ {
			mx, my := x, y
			switch sym {
			case "mirror-x":
				mx = b.Dx() - x
			case "mirror-y":
				my = b.Dy() - y
			default:
				mx, my = b.Dx()-x, b.Dy()-y
			}
			r1, g1, b1, _ := img.At(x, y).RGBA()
			r2, g2, b2, _ := img.At(mx, my).RGBA()
			if (r1>>8)/32 != (r2>>8)/32 || (g1>>8)/32 != (g2>>8)/32 || (b1>>8)/32 != (b2>>8)/32 {
				bad++
			}
		}
	}
	return float64(bad) / float64(b.Dx()*b.Dy())
}

// A symmetric wallpaper's pixels map onto themselves; a plain one's do not.
func TestSymmetryPicture(t *testing.T) {
	ctx := context.Background()
	for _, sym := range []string{"mirror-x", "mirror-y", "2", "4", ""} {
		var buf bytes.Buffer
		o := &Options{Width: 240, Height: 168, Cell: 12, Theme: "paper", NoShade: true, Symmetry: sym, Seed: 5}
		if err := Write(ctx, &buf, "png", o); err != nil {
			t.Fatalf("%s: %v", sym, err)
		}
		img, err := png.Decode(&buf)
		if err != nil {
			t.Fatal(err)
		}
		check := sym
		if sym == "4" {
			check = "2" // a quarter turn of a wide picture is not in it; the half turn is
		}
		if sym == "" {
			if got := mismatch(img, "2"); got < 0.05 {
				t.Errorf("plain maze: only %.3f of pixels differ from the turned picture; the check cannot tell", got)
			}
			continue
		}
		if got := mismatch(img, check); got > 0.01 {
			t.Errorf("%s: %.3f of pixels differ from the mirrored or turned picture", sym, got)
		}
	}
}
