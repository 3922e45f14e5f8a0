// Pictures made only of axis-aligned lines on whole pixels.

package raster

import (
	"image"
	"image/color"
	"math"
)

// AxisLines draws lines, given as their end points (x0, y0, x1, y1 in
// scene units, four numbers a line, mapped to pixels by scale and the
// offset ox, oy), t pixels wide with square caps in colour fg on bg, into a
// new w×h two-colour paletted image. It reports false, drawing nothing,
// when a line is not axis-aligned or an edge of its pixel rectangle does
// not fall on a whole pixel.
func AxisLines(w, h int, coords []float64, scale, ox, oy float64, t int, bg, fg color.RGBA) (*image.Paletted, bool) {
	half := float64(t) / 2
	// Each line becomes the pixel rectangle it covers with square caps.
	type rect struct{ x0, y0, x1, y1 int }
	rects := make([]rect, 0, len(coords)/4)
	k := coords
	for i := 0; i+3 < len(k); i += 4 {
		x0, y0 := ox+k[i]*scale, oy+k[i+1]*scale
		x1, y1 := ox+k[i+2]*scale, oy+k[i+3]*scale
		if x0 != x1 && y0 != y1 {
			return nil, false
		}
		if x1 < x0 {
			x0, x1 = x1, x0
		}
		if y1 < y0 {
			y0, y1 = y1, y0
		}
		r := [4]float64{x0 - half, y0 - half, x1 + half, y1 + half}
		var ri [4]int
		for j, v := range r {
			if math.Abs(v-math.Round(v)) > 1e-6 {
				return nil, false
			}
			ri[j] = int(math.Round(v))
		}
		rects = append(rects, rect{max(ri[0], 0), max(ri[1], 0), min(ri[2], w), min(ri[3], h)})
	}
	img := image.NewPaletted(image.Rect(0, 0, w, h), color.Palette{bg, fg})
	for _, r := range rects {
		if r.x0 >= r.x1 {
			continue // entirely outside the image
		}
		for y := r.y0; y < r.y1; y++ {
			row := img.Pix[y*img.Stride+r.x0 : y*img.Stride+r.x1]
			for x := range row {
				row[x] = 1
			}
		}
	}
	return img, true
}
