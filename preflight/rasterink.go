// Raster ink: where an image puts ink, so that a page that is one
// full-page scan is judged by what it prints, not by its rectangle.

package preflight

import (
	"bytes"
	"image/jpeg"

	"github.com/mazekit/mazekit/internal/pdfread"
)

// maxInkPixels bounds the images read for their ink (about a 600 ppi
// letter page); larger ones count as their whole rectangle.
const maxInkPixels = 40 << 20

// inkLevel is how far from paper white (0 to 255) a sample must be to
// count as ink: the faint noise of a scan's background does not.
const inkLevel = 16

// imageInk returns the part of the unit square an image inks, (u0, v0) to
// (u1, v1) with v up as the image is drawn, and whether it inks at all.
// known is false for an image it cannot read (a filter it does not know,
// an indexed or odd colour space, a mask): such an image counts as its
// whole rectangle.
func imageInk(f *pdfread.File, d pdfread.Dict, raw []byte) (box [4]float64, inks, known bool) {
	w, _ := f.Number(firstOf(d, "Width", "W"))
	h, _ := f.Number(firstOf(d, "Height", "H"))
	bpc, _ := f.Number(firstOf(d, "BitsPerComponent", "BPC"))
	W, H := int(w), int(h)
	if W < 1 || H < 1 || W*H > maxInkPixels {
		return box, true, false
	}
	if m, _ := f.Resolve(firstOf(d, "ImageMask", "IM")).(bool); m {
		return box, true, false
	}
	var ink func(x, y int) bool
	if f.Resolve(d["Filter"]) == pdfread.Name("DCTDecode") {
		cfg, err := jpeg.DecodeConfig(bytes.NewReader(raw))
		if err != nil || cfg.Width*cfg.Height > maxInkPixels {
			return box, true, false
		}
		img, err := jpeg.Decode(bytes.NewReader(raw))
		if err != nil || img.Bounds().Dx() != W || img.Bounds().Dy() != H {
			return box, true, false
		}
		ink = func(x, y int) bool {
			r, g, b, _ := img.At(x, y).RGBA()
			return min(r, g, b)>>8 < 255-inkLevel
		}
	} else {
		data := f.Decode(d, raw)
		n := 0
		switch cs := f.Resolve(firstOf(d, "ColorSpace", "CS")); cs {
		case pdfread.Name("DeviceGray"), pdfread.Name("G"):
			n = 1
		case pdfread.Name("DeviceRGB"), pdfread.Name("RGB"):
			n = 3
		case pdfread.Name("DeviceCMYK"), pdfread.Name("CMYK"):
			n = 4
		default:
			if a, ok := cs.(pdfread.Array); ok && len(a) == 2 && f.Resolve(a[0]) == pdfread.Name("ICCBased") {
				sd, _ := f.StreamDict(a[1])
				c, _ := f.Number(sd["N"])
				n = int(c)
			}
		}
		if data == nil || bpc != 8 || n == 0 || len(data) < W*H*n || d["Decode"] != nil {
			return box, true, false
		}
		ink = func(x, y int) bool {
			p := data[(y*W+x)*n : (y*W+x+1)*n]
			if n == 4 { // CMYK: ink is any colorant
				return max(p[0], p[1], p[2], p[3]) > inkLevel
			}
			return min(p[0], p[len(p)/2], p[len(p)-1]) < 255-inkLevel
		}
	}
	x0, y0, x1, y1 := W, H, -1, -1
	for y := 0; y < H; y++ {
		for x := 0; x < W; x++ {
			if ink(x, y) {
				x0, x1 = min(x0, x), max(x1, x)
				y0, y1 = min(y0, y), max(y1, y)
			}
		}
	}
	if x1 < 0 {
		return box, false, true
	}
	// Row 0 is the top of the image: v = 1 there.
	return [4]float64{float64(x0) / w, 1 - float64(y1+1)/h, float64(x1+1) / w, 1 - float64(y0)/h}, true, true
}
