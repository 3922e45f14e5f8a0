package patterndraw

import (
	"image/color"
	"math"

	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// TenPrintStyle says how TenPrintScene draws 10 PRINT tiles. The zero value
// is the paper look: thin black diagonals on white, no fill.
type TenPrintStyle struct {
	Arcs        bool       // quarter-circle Truchet arcs instead of diagonals
	FillRegions bool       // colour each region (diagonals only)
	Palette     string     // for FillRegions; "" means rainbow
	LineWidth   float64    // in cells; 0 means 0.12
	Line        color.RGBA // zero means black
	Background  color.RGBA // zero means white
	Margin      float64    // in cells; 0 means 0.5, negative none
}

// TenPrintScene draws t with one unit per character cell.
func TenPrintScene(t *pattern.TenPrint, st *TenPrintStyle) *render.Scene {
	if st == nil {
		st = &TenPrintStyle{}
	}
	m := st.Margin
	switch {
	case m < 0:
		m = 0
	case m == 0:
		m = 0.5
	}
	s := render.NewScene(float64(t.W)+2*m, float64(t.H)+2*m)
	s.Background = st.Background
	if s.Background == (color.RGBA{}) {
		s.Background = color.RGBA{255, 255, 255, 255}
	}
	if st.FillRegions && !st.Arcs {
		pal := palette(st.Palette)
		r := t.Regions()
		colour := func(id int32) color.RGBA {
			// Spread neighbouring ids over the palette (golden ratio steps).
			f := math.Mod(float64(id)*0.6180339887, 1)
			return pal.At(f)
		}
		for y := 0; y < t.H; y++ {
			for x := 0; x < t.W; x++ {
				c := y*t.W + x
				fx, fy := float64(x)+m, float64(y)+m
				var left, right [3][2]float64
				if t.Slash[c] {
					left = [3][2]float64{{fx, fy}, {fx + 1, fy}, {fx, fy + 1}}
					right = [3][2]float64{{fx + 1, fy}, {fx + 1, fy + 1}, {fx, fy + 1}}
				} else {
					left = [3][2]float64{{fx, fy}, {fx + 1, fy + 1}, {fx, fy + 1}}
					right = [3][2]float64{{fx, fy}, {fx + 1, fy}, {fx + 1, fy + 1}}
				}
				for k, tri := range [2][3][2]float64{left, right} {
					col := colour(r.Of[2*c+k])
					for pass := 0; pass < 2; pass++ {
						s.MoveTo(tri[0][0], tri[0][1])
						s.LineTo(tri[1][0], tri[1][1])
						s.LineTo(tri[2][0], tri[2][1])
						s.ClosePath()
						if pass == 0 {
							s.Fill(col)
						} else {
							s.Stroke(render.Pen{Width: 0.03, Color: col})
						}
					}
				}
			}
		}
	}
	width := st.LineWidth
	if width <= 0 {
		width = 0.12
	}
	line := st.Line
	if line == (color.RGBA{}) {
		line = color.RGBA{0, 0, 0, 255}
	}
	if st.Arcs {
		for y := 0; y < t.H; y++ {
			for x := 0; x < t.W; x++ {
				fx, fy := float64(x)+m, float64(y)+m
				if t.Slash[y*t.W+x] {
					// Arcs round the top-left and bottom-right corners.
					s.MoveTo(fx+0.5, fy)
					render.Arc(s, fx, fy, 0.5, 0, math.Pi/2)
					s.MoveTo(fx+0.5, fy+1)
					render.Arc(s, fx+1, fy+1, 0.5, math.Pi, 1.5*math.Pi)
				} else {
					s.MoveTo(fx+1, fy+0.5)
					render.Arc(s, fx+1, fy, 0.5, math.Pi/2, math.Pi)
					s.MoveTo(fx, fy+0.5)
					render.Arc(s, fx, fy+1, 0.5, 1.5*math.Pi, 2*math.Pi)
				}
			}
		}
		s.Stroke(render.Pen{Width: width, Color: line, Cap: render.CapButt})
		return s
	}
	diagonals := func(yield func(topology.Segment) bool) {
		for y := 0; y < t.H; y++ {
			for x := 0; x < t.W; x++ {
				fx, fy := float64(x), float64(y)
				d := segment(fx, fy, fx+1, fy+1)
				if t.Slash[y*t.W+x] {
					d = segment(fx, fy+1, fx+1, fy)
				}
				if !yield(d) {
					return
				}
			}
		}
	}
	if render.MergeWalls(s, m, m, diagonals) > 0 {
		s.Stroke(render.Pen{Width: width, Color: line, Cap: render.CapSquare})
	}
	return s
}

// The C64's screen colours as they are remembered from screenshots and
// emulators: light blue characters and border on a blue screen. The screen
// is 40×25 characters of 8×8 pixels inside a border, 384×272 pixels in all.
var (
	c64Blue      = color.RGBA{0x42, 0x42, 0xe7, 255}
	c64LightBlue = color.RGBA{0xa5, 0xa5, 0xff, 255}
)

// C64LightBlue returns the C64 text colour (#A5A5FF).
func C64LightBlue() color.RGBA { return c64LightBlue }

// C64Blue returns the C64 screen colour (#4242E7).
func C64Blue() color.RGBA { return c64Blue }

const (
	c64BorderX = 32
	c64BorderY = 36
)

// petscii holds the 8×8 glyphs of PETSCII characters 206 (╱) and 205 (╲)
// as the C64 character ROM has them (screen codes $4E and $4D), one byte per
// row, most significant bit on the left: runs of three pixels stepping one
// pixel per row, a line two pixels thick across the diagonal.
var petscii = [2][8]byte{
	{0x03, 0x07, 0x0e, 0x1c, 0x38, 0x70, 0xe0, 0xc0}, // ╱
	{0xc0, 0xe0, 0x70, 0x38, 0x1c, 0x0e, 0x07, 0x03}, // ╲
}

// PETSCIIScene draws t as the C64 showed it: light blue glyphs on the dark
// blue screen inside a light blue border, one scene unit per C64 pixel, so
// any whole-number PNG scale is pixel-exact.
func PETSCIIScene(t *pattern.TenPrint) *render.Scene {
	W := float64(t.W*8 + 2*c64BorderX)
	H := float64(t.H*8 + 2*c64BorderY)
	s := render.NewScene(W, H)
	s.Background = c64LightBlue // the border
	rect := func(x0, y0, x1, y1 float64, c color.RGBA) {
		s.MoveTo(x0, y0)
		s.LineTo(x1, y0)
		s.LineTo(x1, y1)
		s.LineTo(x0, y1)
		s.ClosePath()
		s.Fill(c)
	}
	rect(c64BorderX, c64BorderY, W-c64BorderX, H-c64BorderY, c64Blue)
	for y := 0; y < t.H; y++ {
		for x := 0; x < t.W; x++ {
			g := petscii[1]
			if t.Slash[y*t.W+x] {
				g = petscii[0]
			}
			ox, oy := float64(c64BorderX+8*x), float64(c64BorderY+8*y)
			for row, bits := range g {
				// Runs of set bits become one rectangle each.
				for bx := 0; bx < 8; {
					if bits&(0x80>>bx) == 0 {
						bx++
						continue
					}
					start := bx
					for bx < 8 && bits&(0x80>>bx) != 0 {
						bx++
					}
					rect(ox+float64(start), oy+float64(row), ox+float64(bx), oy+float64(row+1), c64LightBlue)
				}
			}
		}
	}
	return s
}

// segment returns the straight segment from (x0, y0) to (x1, y1).
func segment(x0, y0, x1, y1 float64) topology.Segment {
	return topology.Segment{A: topology.Point{X: x0, Y: y0}, B: topology.Point{X: x1, Y: y1}}
}
