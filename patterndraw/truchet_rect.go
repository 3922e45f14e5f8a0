// Drawing square multi-scale Truchet patterns piece by piece.

package patterndraw

import (
	"image/color"
	"math"

	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/render"
)

// RectTruchetStyle says how RectTruchetScene draws. The zero value is
// Carlson's look: ink regions black, paper regions white, no outlines.
type RectTruchetStyle struct {
	Ink, Paper color.RGBA // zero: black and white
	// FillRegions colours every region from Palette (neighbouring regions
	// far apart in it) and outlines the curves in Line.
	FillRegions bool
	// InkOnly, with FillRegions, colours only the ink regions; paper
	// stays Paper and there are no outlines.
	InkOnly bool
	Palette string // "" means rainbow
	// PaletteFrom and PaletteTo are the part of Palette the regions take
	// their colours from; both zero means all of it.
	PaletteFrom, PaletteTo float64
	Line                   color.RGBA // outlines; zero means Ink
	LineWidth              float64    // outlines, in top-level tiles; 0 means 0.03
	// Tile is the side of a top-level tile in scene units; 0 means 1.
	Tile float64
}

// RectTruchetScene draws t with one unit (or st.Tile) per top-level tile. Every piece
// of every tile (see pattern.RectPieces) is filled in its colour; pieces of
// one colour go into one path, so no seams show between them.
func RectTruchetScene(t *pattern.RectTruchet, st *RectTruchetStyle) *render.Scene {
	if st == nil {
		st = &RectTruchetStyle{}
	}
	ink, paper := st.Ink, st.Paper
	if ink == (color.RGBA{}) && paper == (color.RGBA{}) {
		ink, paper = color.RGBA{A: 255}, color.RGBA{255, 255, 255, 255}
	}
	tile := st.Tile
	if tile <= 0 {
		tile = 1
	}
	s := render.NewScene(float64(t.W)*tile, float64(t.H)*tile)
	s.Background = paper
	unit := tile / float64(t.Side(0))
	piece := func(c pattern.RectTile, p int) { rectPiece(s, c, p, float64(t.Side(c.Level))*unit, unit) }
	if !st.FillRegions {
		for _, c := range t.Tiles {
			for p := range pattern.RectPieces {
				if c.Has(p) && c.Ink(p) {
					piece(c, p)
				}
			}
		}
		s.Fill(ink)
		return s
	}
	pal := palette(st.Palette)
	r := t.Regions()
	// Each region's pieces, in tile order, so its fill is one path.
	members := make([][]int32, r.Count)
	for p, id := range r.Of {
		if id >= 0 {
			members[id] = append(members[id], int32(p))
		}
	}
	from, to := st.PaletteFrom, st.PaletteTo
	if from == 0 && to == 0 {
		to = 1
	}
	n := 0
	for id, ps := range members {
		if st.InkOnly && !r.Ink[id] {
			continue
		}
		for _, p := range ps {
			piece(t.Tiles[p/pattern.RectPieces], int(p%pattern.RectPieces))
		}
		s.Fill(pal.At(from + (to-from)*math.Mod(float64(n)*0.6180339887, 1)))
		n++
	}
	if st.InkOnly {
		return s
	}
	line := st.Line
	if line == (color.RGBA{}) {
		line = ink
	}
	width := st.LineWidth
	if width <= 0 {
		width = 0.03
	}
	width *= tile
	for _, c := range t.Tiles {
		side := float64(t.Side(c.Level)) * unit
		for i := range 4 {
			px, py, a := rectCorner(c, i, side, unit)
			var radii []float64
			if c.Wings&(1<<i) != 0 {
				radii = append(radii, side/6)
			}
			if c.BandCorner(i) {
				radii = append(radii, side/3, 2*side/3)
			}
			for _, rad := range radii {
				s.MoveTo(px+rad*math.Cos(a), py+rad*math.Sin(a))
				arcAny(s, px, py, rad, a, a+math.Pi/2)
			}
		}
	}
	s.Stroke(render.Pen{Width: width, Color: line, Cap: render.CapButt})
	return s
}

// rectCorner returns the position of corner i of tile c in scene units and
// the angle where the tile's inside starts there (it spans a quarter turn
// from it, y down).
func rectCorner(c pattern.RectTile, i int, side, unit float64) (x, y, a float64) {
	x, y = float64(c.X)*unit, float64(c.Y)*unit
	if i == 1 || i == 2 {
		x += side
	}
	if i >= 2 {
		y += side
	}
	return x, y, float64(i) * math.Pi / 2
}

// rectPiece adds piece p of tile c (side in scene units) to the current
// path as a closed subpath. Every subpath runs the same way round
// (clockwise on screen), so pieces that share a border fill as one.
func rectPiece(s *render.Scene, c pattern.RectTile, p int, side, unit float64) {
	q := math.Pi / 2
	sector := func(i int, r0, r1 float64) {
		x, y, a := rectCorner(c, i, side, unit)
		s.MoveTo(x+r0*math.Cos(a), y+r0*math.Sin(a))
		s.LineTo(x+r1*math.Cos(a), y+r1*math.Sin(a))
		arcAny(s, x, y, r1, a, a+q)
		if r0 > 0 {
			s.LineTo(x+r0*math.Cos(a+q), y+r0*math.Sin(a+q))
			arcAny(s, x, y, r0, a+q, a)
		}
		s.ClosePath()
	}
	switch {
	case p < pattern.PieceCorner:
		sector(p, 0, side/6)
	case p < pattern.PieceBand:
		r0 := 0.0
		if c.Wings&(1<<(p%4)) != 0 {
			r0 = side / 6
		}
		sector(p%4, r0, side/3)
	case p < pattern.PieceMiddle:
		sector(p%4, side/3, 2*side/3)
	default:
		// Round the square clockwise; at each corner cut round the band
		// or the wing there, from the side coming in to the side going out.
		for i := range 4 {
			x, y, a := rectCorner(c, i, side, unit)
			r := 0.0
			switch {
			case c.BandCorner(i):
				r = 2 * side / 3
			case c.Wings&(1<<i) != 0:
				r = side / 6
			}
			in := a + q // towards the previous corner
			if i == 0 {
				s.MoveTo(x+r*math.Cos(in), y+r*math.Sin(in))
			} else {
				s.LineTo(x+r*math.Cos(in), y+r*math.Sin(in))
			}
			if r > 0 {
				arcAny(s, x, y, r, in, a)
			}
		}
		s.ClosePath()
	}
}

// arcAny is arcTo for arcs that run either way round: from angle a0 to a1
// (radians, y down), in quarter-turn steps or less.
func arcAny(c render.Canvas, cx, cy, r, a0, a1 float64) {
	n := max(1, int(math.Ceil(math.Abs(a1-a0)/(math.Pi/2)-1e-9)))
	step := (a1 - a0) / float64(n)
	k := 4.0 / 3.0 * math.Tan(step/4) * r
	for i := range n {
		s := a0 + float64(i)*step
		e := s + step
		x0, y0 := cx+r*math.Cos(s), cy+r*math.Sin(s)
		x3, y3 := cx+r*math.Cos(e), cy+r*math.Sin(e)
		c.CubeTo(x0-k*math.Sin(s), y0+k*math.Cos(s), x3+k*math.Sin(e), y3-k*math.Cos(e), x3, y3)
	}
}
