package patterndraw

import (
	"image/color"
	"math"

	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/render"
)

// LifeStyle says how LifeScene draws a cellular-automaton maze. The zero
// value draws black walls on white with the entrance and exit marked and
// no solution.
type LifeStyle struct {
	Solution   bool
	Wall       color.RGBA // zero means black
	Floor      color.RGBA // zero means white
	SolutionCo color.RGBA // zero means red
	// Glow, if set, names a palette: open cells are shaded through it by
	// their straight-line distance from the board's centre (its start at
	// the centre, its end at the corners), for wallpapers.
	Glow string
	// NoMarkers leaves out the entrance and exit dots.
	NoMarkers bool
	// NoFrame leaves out the frame round the board, for pictures the
	// board fills edge to edge (it lies outside them).
	NoFrame bool
}

// glowLevels is the number of shades Glow uses; runs of open cells in one
// shade are drawn as one rectangle.
const glowLevels = 64

// LifeScene draws a board as a block maze (live cells are walls), one unit
// per cell, with a frame one cell outside the board, the entrance and exit
// marked and, if asked, the solution. Fills come first and are axis-aligned
// rectangles, so PNG output draws them without anti-aliasing.
func LifeScene(l *pattern.Life, a *pattern.Analysis, st *LifeStyle) *render.Scene {
	if st == nil {
		st = &LifeStyle{}
	}
	sol := st.SolutionCo
	if sol == (color.RGBA{}) {
		sol = color.RGBA{214, 39, 40, 255}
	}
	wall, floor := lifeColours(st)
	const m = 1.0
	s := render.NewScene(float64(l.W)+2*m, float64(l.H)+2*m)
	s.Background = floor
	rect := func(x0, y0, x1, y1 float64, c color.RGBA) {
		s.MoveTo(x0+m, y0+m)
		s.LineTo(x1+m, y0+m)
		s.LineTo(x1+m, y1+m)
		s.LineTo(x0+m, y1+m)
		s.ClosePath()
		s.Fill(c)
	}
	if pal, level, ok := lifeGlow(l, st); ok {
		for y := 0; y < l.H; y++ {
			for x := 0; x < l.W; {
				if l.Live[y*l.W+x] {
					x++
					continue
				}
				start, lv := x, level(x, y)
				for x < l.W && !l.Live[y*l.W+x] && level(x, y) == lv {
					x++
				}
				rect(float64(start), float64(y), float64(x), float64(y+1), pal.At(float64(lv)/(glowLevels-1)))
			}
		}
	}
	for y := 0; y < l.H; y++ {
		for x := 0; x < l.W; {
			if !l.Live[y*l.W+x] {
				x++
				continue
			}
			start := x
			for x < l.W && l.Live[y*l.W+x] {
				x++
			}
			rect(float64(start), float64(y), float64(x), float64(y+1), wall)
		}
	}
	if !st.NoFrame {
		// A frame around the board: outside is wall too.
		s.MoveTo(m/2, m/2)
		s.LineTo(float64(l.W)+1.5*m, m/2)
		s.LineTo(float64(l.W)+1.5*m, float64(l.H)+1.5*m)
		s.LineTo(m/2, float64(l.H)+1.5*m)
		s.ClosePath()
		s.Stroke(render.Pen{Width: 0.25, Color: wall, Cap: render.CapSquare})
	}
	center := func(c int) (float64, float64) { return float64(c%l.W) + m + 0.5, float64(c/l.W) + m + 0.5 }
	if st.Solution && len(a.Solution) > 1 {
		x, y := center(a.Solution[0])
		s.MoveTo(x, y)
		for _, c := range a.Solution[1:] {
			x, y = center(c)
			s.LineTo(x, y)
		}
		s.Stroke(render.Pen{Width: 0.35, Color: sol, Cap: render.CapRound})
	}
	if st.NoMarkers {
		return s
	}
	for i, c := range []int{a.Entrance, a.Exit} {
		if c < 0 {
			continue
		}
		x, y := center(c)
		s.MoveTo(x+0.4, y)
		render.Arc(s, x, y, 0.4, 0, math.Pi)
		render.Arc(s, x, y, 0.4, math.Pi, 2*math.Pi)
		s.ClosePath()
		col := color.RGBA{31, 119, 180, 255}
		if i == 1 {
			col = color.RGBA{44, 160, 44, 255}
		}
		s.Fill(col)
	}
	return s
}

// lifeColours returns the wall and floor colours of st.
func lifeColours(st *LifeStyle) (wall, floor color.RGBA) {
	wall, floor = st.Wall, st.Floor
	if wall == (color.RGBA{}) {
		wall = color.RGBA{0, 0, 0, 255}
	}
	if floor == (color.RGBA{}) {
		floor = color.RGBA{255, 255, 255, 255}
	}
	return wall, floor
}

// lifeGlow returns st's glow palette and each cell's shade of it, or
// false when st has no glow.
func lifeGlow(l *pattern.Life, st *LifeStyle) (render.Palette, func(x, y int) int, bool) {
	pal, err := render.LookupPalette(st.Glow)
	if st.Glow == "" || err != nil {
		return pal, nil, false
	}
	cx, cy := float64(l.W)/2, float64(l.H)/2
	far := math.Hypot(cx, cy)
	return pal, func(x, y int) int {
		d := math.Hypot(float64(x)+0.5-cx, float64(y)+0.5-cy) / far
		return min(glowLevels-1, int(d*glowLevels))
	}, true
}

// LifeCells returns the colours LifeScene paints a board's cells in: the
// background first, then each colour in the order the scene first paints
// it; and each cell's index in that list. With NoFrame and no solution or
// markers, the scene is exactly these cells.
func LifeCells(l *pattern.Life, st *LifeStyle) (color.Palette, func(x, y int) uint8) {
	if st == nil {
		st = &LifeStyle{}
	}
	wall, floor := lifeColours(st)
	pal := color.Palette{floor}
	index := map[color.RGBA]uint8{floor: 0}
	add := func(c color.RGBA) uint8 {
		i, ok := index[c]
		if !ok {
			i = uint8(len(pal))
			index[c] = i
			pal = append(pal, c)
		}
		return i
	}
	var shade [glowLevels]uint8
	gp, level, glow := lifeGlow(l, st)
	if glow {
		seen := [glowLevels]bool{}
		for y := 0; y < l.H; y++ {
			for x := 0; x < l.W; x++ {
				if lv := level(x, y); !l.Live[y*l.W+x] && !seen[lv] {
					seen[lv] = true
					shade[lv] = add(gp.At(float64(lv) / (glowLevels - 1)))
				}
			}
		}
	}
	wallAt := uint8(0)
	for _, v := range l.Live {
		if v {
			wallAt = add(wall)
			break
		}
	}
	return pal, func(x, y int) uint8 {
		switch {
		case l.Live[y*l.W+x]:
			return wallAt
		case glow:
			return shade[level(x, y)]
		}
		return 0
	}
}
