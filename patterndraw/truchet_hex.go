package patterndraw

import (
	"image/color"
	"math"

	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/render"
)

// HexTruchetStyle says how HexTruchetScene draws.
type HexTruchetStyle struct {
	Line, Background color.RGBA // zero: black on white
	Width            float64    // line width in cells; 0 means 0.12
	// FillRegions colours every region the arcs bound from Palette
	// (neighbouring regions far apart in it) under the arcs.
	FillRegions bool
	Palette     string // "" means rainbow
}

// HexTruchetScene draws a hexagonal Truchet pattern: hexagons one unit
// apart, each with its three arcs (radius half a side) round alternate
// corners, all in one stroke.
func HexTruchetScene(t *pattern.HexTruchet, st *HexTruchetStyle) *render.Scene {
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
	s := render.NewScene(float64(t.W)+0.5, float64(t.H-1)*rowH+2*side)
	s.Background = bg
	r := side / 2
	centre := func(c int) (float64, float64) {
		x, y := c%t.W, c/t.W
		return float64(x) + 0.5 + 0.5*float64(y&1), side + float64(y)*rowH
	}
	// corner returns corner k of cell c and its angle from the centre:
	// corner k of a pointy-top hexagon is at 30° + 60°·k.
	corner := func(c, k int) (px, py, th float64) {
		cx, cy := centre(c)
		th = (30 + 60*float64(k)) * math.Pi / 180
		return cx + side*math.Cos(th), cy + side*math.Sin(th), th
	}
	rounded := func(c, k int) bool { return (k-int(t.Turn[c]))%2 == 0 }
	if st.FillRegions {
		pal := palette(st.Palette)
		reg := t.Regions()
		members := make([][]int32, reg.Count)
		for p, id := range reg.Of {
			members[id] = append(members[id], int32(p))
		}
		for id, ps := range members {
			for _, p := range ps {
				c, slot := int(p)/pattern.HexPieces, int(p)%pattern.HexPieces
				if slot < 3 {
					// The sector round the rounded corner.
					px, py, th := corner(c, int(t.Turn[c])+2*slot)
					s.MoveTo(px, py)
					s.LineTo(px+r*math.Cos(th+2*math.Pi/3), py+r*math.Sin(th+2*math.Pi/3))
					arcAny(s, px, py, r, th+2*math.Pi/3, th+4*math.Pi/3)
					s.ClosePath()
					continue
				}
				// The rest: round the hexagon, cutting round rounded corners.
				for k := range 6 {
					px, py, th := corner(c, k)
					rr := 0.0
					if rounded(c, k) {
						rr = r
					}
					in := th + 4*math.Pi/3 // towards corner k-1
					if k == 0 {
						s.MoveTo(px+rr*math.Cos(in), py+rr*math.Sin(in))
					} else {
						s.LineTo(px+rr*math.Cos(in), py+rr*math.Sin(in))
					}
					if rr > 0 {
						arcAny(s, px, py, rr, in, th+2*math.Pi/3)
					}
				}
				s.ClosePath()
			}
			s.Fill(pal.At(math.Mod(float64(id)*0.6180339887, 1)))
		}
	}
	// Three arcs a cell, each a move and three cubes.
	s.Grow(12*t.W*t.H+1, 60*t.W*t.H)
	for c := range t.W * t.H {
		for k := int(t.Turn[c]); k < 6; k += 2 {
			// The arc round corner k sweeps the 120° inside the hexagon.
			px, py, th := corner(c, k)
			a0 := th + 2*math.Pi/3
			s.MoveTo(px+r*math.Cos(a0), py+r*math.Sin(a0))
			render.Arc(s, px, py, r, a0, a0+2*math.Pi/3)
		}
	}
	s.Stroke(render.Pen{Width: width, Color: line, Cap: render.CapRound})
	return s
}
