package render

import (
	"image/color"
	"math"

	"github.com/mazekit/mazekit/pattern"
)

// HexTruchetStyle says how HexTruchetScene draws.
type HexTruchetStyle struct {
	Line, Background color.RGBA // zero: black on white
	Width            float64    // line width in cells; 0 means 0.12
}

// HexTruchetScene draws a hexagonal Truchet pattern: hexagons one unit
// apart, each with its three arcs (radius half a side) round alternate
// corners, all in one stroke.
func HexTruchetScene(t *pattern.HexTruchet, st *HexTruchetStyle) *Scene {
	if st == nil {
		st = &HexTruchetStyle{}
	}
	line, bg := st.Line, st.Background
	if line == (color.RGBA{}) && bg == (color.RGBA{}) {
		line, bg = color.RGBA{A: 255}, color.RGBA{255, 255, 255, 255}
	}
	width := st.Width
	if width <= 0 {
		width = 0.12
	}
	side := 1 / math.Sqrt(3)
	rowH := math.Sqrt(3) / 2
	s := NewScene(float64(t.W)+0.5, float64(t.H-1)*rowH+2*side)
	s.Background = bg
	r := side / 2
	for y := range t.H {
		for x := range t.W {
			cx := float64(x) + 0.5 + 0.5*float64(y&1)
			cy := side + float64(y)*rowH
			for k := int(t.Turn[y*t.W+x]); k < 6; k += 2 {
				// Corner k of a pointy-top hexagon is at 30° + 60°·k; the
				// arc round it sweeps the 120° inside the hexagon.
				th := (30 + 60*float64(k)) * math.Pi / 180
				px, py := cx+side*math.Cos(th), cy+side*math.Sin(th)
				a0 := th + 2*math.Pi/3
				s.MoveTo(px+r*math.Cos(a0), py+r*math.Sin(a0))
				Arc(s, px, py, r, a0, a0+2*math.Pi/3)
			}
		}
	}
	s.Stroke(Pen{Width: width, Color: line, Cap: CapRound})
	return s
}
