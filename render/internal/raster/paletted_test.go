package raster

import (
	"image/color"
	"testing"
)

// frame records a w×h rectangle's outline as one closed path at d units
// outside a picture of w×h units, stroked t pixels wide.
func frame(w, h, d float64, t int) *Recording {
	return &Recording{
		Kinds:  []Op{OpMove, OpLine, OpLine, OpLine, OpClose, OpStroke},
		Coords: []float64{-d, -d, w + d, -d, w + d, h + d, -d, h + d},
		Pen:    func(int) PenPixels { return PenPixels{Color: color.RGBA{0, 0, 0, 255}, T: t} },
	}
}

// TestOffPicture checks which strokes are taken to leave every pixel
// alone: a frame round the picture, not its bounding box, counts, with the
// reach of the pen's square caps (half its width times √2) and a pixel of
// anti-aliasing to spare.
func TestOffPicture(t *testing.T) {
	for _, c := range []struct {
		name string
		rec  *Recording
		off  bool
	}{
		{"frame 10 px outside, 6 px pen", frame(100, 50, 10, 6), true},
		{"frame 6 px outside, 6 px pen", frame(100, 50, 6, 6), true},
		{"frame 5 px outside, 6 px pen", frame(100, 50, 5, 6), false},
		{"frame on the edge", frame(100, 50, 0, 1), false},
		{"a curve across the picture", &Recording{
			Kinds:  []Op{OpMove, OpCube, OpStroke},
			Coords: []float64{-20, -20, 50, 200, 50, -200, 120, -20},
			Pen:    func(int) PenPixels { return PenPixels{T: 1} },
		}, false},
		{"a path left unstroked", &Recording{Kinds: []Op{OpMove, OpLine}, Coords: []float64{-20, -20, -30, -20}}, false},
		{"a fill", &Recording{Kinds: []Op{OpMove, OpLine, OpLine, OpClose, OpFill}, Coords: []float64{-20, -20, -30, -20, -30, -30}}, false},
	} {
		if got := offPicture(c.rec, 0, 0, 0, 100, 50, 1, 0, 0); got != c.off {
			t.Errorf("%s: offPicture %v, want %v", c.name, got, c.off)
		}
	}
}

// TestPlanRectsColours checks the palette: the background first, then
// colours in the order they come, and no plan past 256 colours or on a
// background that is not opaque.
func TestPlanRectsColours(t *testing.T) {
	rect := func(n int) *Recording {
		rec := &Recording{Pen: func(int) PenPixels { return PenPixels{} }}
		for i := range n {
			x := float64(i % 20)
			y := float64(i / 20)
			rec.Kinds = append(rec.Kinds, OpMove, OpLine, OpLine, OpLine, OpClose, OpFill)
			rec.Coords = append(rec.Coords, x, y, x+1, y, x+1, y+1, x, y+1)
			rec.Fills = append(rec.Fills, color.RGBA{uint8(i), uint8(i >> 8), 1, 255})
		}
		return rec
	}
	bg := color.RGBA{9, 9, 9, 255}
	r, ok := PlanRects(rect(255), 20, 20, bg, 1, 0, 0)
	if !ok || len(r.Palette) != 256 || r.Palette[0] != bg || r.Palette[3] != (color.RGBA{2, 0, 1, 255}) {
		t.Fatalf("255 fills: ok %v, palette %v", ok, r.Palette)
	}
	if _, ok := PlanRects(rect(256), 20, 20, bg, 1, 0, 0); ok {
		t.Error("257 colours planned")
	}
	if _, ok := PlanRects(rect(10), 20, 20, color.RGBA{}, 1, 0, 0); ok {
		t.Error("a transparent background planned")
	}
}
