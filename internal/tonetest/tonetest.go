// Package tonetest measures how well a drawing shows a picture's tones, for
// the tests of mazes and wallpapers that draw a picture.
package tonetest

import (
	"image"
	"image/color"
	"math"
)

// Darkness returns the mean darkness (0 white, 1 black) of each of n×n
// tiles of img, row by row.
func Darkness(img image.Image, n int) []float64 {
	b := img.Bounds()
	sum := make([]float64, n*n)
	cnt := make([]float64, n*n)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		ty := (y - b.Min.Y) * n / b.Dy()
		for x := b.Min.X; x < b.Max.X; x++ {
			tx := (x - b.Min.X) * n / b.Dx()
			g := color.GrayModel.Convert(img.At(x, y)).(color.Gray)
			sum[ty*n+tx] += 1 - float64(g.Y)/255
			cnt[ty*n+tx]++
		}
	}
	for i := range sum {
		sum[i] /= cnt[i]
	}
	return sum
}

// Pearson returns the correlation coefficient of a and b, which have the
// same length.
func Pearson(a, b []float64) float64 {
	var ma, mb float64
	for i := range a {
		ma += a[i]
		mb += b[i]
	}
	ma /= float64(len(a))
	mb /= float64(len(b))
	var sab, saa, sbb float64
	for i := range a {
		sab += (a[i] - ma) * (b[i] - mb)
		saa += (a[i] - ma) * (a[i] - ma)
		sbb += (b[i] - mb) * (b[i] - mb)
	}
	return sab / math.Sqrt(saa*sbb)
}
