package raster

import (
	"bytes"
	"image"
	"image/color"
	"math/rand/v2"
	"runtime"
	"testing"
)

// TestLinesInBandsSameAsOneByOne covers random lines in bands on one core
// and on two, and one line at a time over the whole image: the coverages
// and the painted pictures must be equal.
func TestLinesInBandsSameAsOneByOne(t *testing.T) {
	const w, h = 200, 450
	rng := rand.New(rand.NewPCG(1, 2))
	lines := make([][4]float64, 800)
	for i := range lines {
		x, y := rng.Float64()*w, rng.Float64()*h
		lines[i] = [4]float64{x, y, x + rng.NormFloat64()*20, y + rng.NormFloat64()*40}
	}
	forEach := func(line func(ax, ay, bx, by float64)) {
		for _, l := range lines {
			line(l[0], l[1], l[2], l[3])
		}
	}
	for _, cp := range []Cap{CapButt, CapSquare, CapRound} {
		want := NewCoverage(w, h)
		for _, l := range lines {
			want.Line(l[0], l[1], l[2], l[3], 1.5, cp)
		}
		for _, procs := range []int{1, 2} {
			prev := runtime.GOMAXPROCS(procs)
			got := NewCoverage(w, h)
			got.Lines(forEach, 1.5, cp)
			a, b := image.NewRGBA(image.Rect(0, 0, w, h)), image.NewRGBA(image.Rect(0, 0, w, h))
			want.Paint(a, color.RGBA{200, 10, 10, 255})
			got.Paint(b, color.RGBA{200, 10, 10, 255})
			runtime.GOMAXPROCS(prev)
			if !bytes.Equal(got.cov, want.cov) || !bytes.Equal(a.Pix, b.Pix) {
				t.Errorf("cap %d, GOMAXPROCS %d: the banded lines differ from the lines one by one", cp, procs)
			}
		}
	}
}
