package patterndraw

import (
	"image/color"
	"math"
	"slices"

	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/render"
)

// LabyrinthStyle says how LabyrinthScene draws a labyrinth. The zero value
// is the print look: black walls a quarter of the path wide on white, with
// a margin of one path width.
type LabyrinthStyle struct {
	WallWidth  float64    // in path widths; 0 means 0.25
	WallPt     float64    // if > 0, the wall width in output units (pt or px), fixed whatever the scale
	Wall       color.RGBA // zero means black
	Background color.RGBA // zero means white
	Margin     float64    // in path widths; 0 means 1, negative none
}

// LabyrinthScene draws l with one unit per path width: its walls as lines
// and true arcs (merged where they continue each other), its seed dots as
// discs a little wider than the walls.
func LabyrinthScene(l *pattern.Labyrinth, st *LabyrinthStyle) *render.Scene {
	if st == nil {
		st = &LabyrinthStyle{}
	}
	m := st.Margin
	switch {
	case m < 0:
		m = 0
	case m == 0:
		m = 1
	}
	ww := st.WallWidth
	if ww <= 0 {
		ww = 0.25
	}
	col := st.Wall
	if col == (color.RGBA{}) {
		col = color.RGBA{0, 0, 0, 255}
	}
	b := l.Bounds
	s := render.NewScene(b.Dx()+2*m, b.Dy()+2*m)
	s.Background = st.Background
	if s.Background == (color.RGBA{}) {
		s.Background = color.RGBA{255, 255, 255, 255}
	}
	ox, oy := m-b.Min.X, m-b.Min.Y
	if render.MergeWalls(s, ox, oy, slices.Values(l.Walls)) > 0 {
		pen := render.Pen{Width: ww, Color: col, Cap: render.CapRound}
		if st.WallPt > 0 {
			pen.Width, pen.Fixed = st.WallPt, true
			ww = 0.2 // the dots' size, in path widths
		}
		s.Stroke(pen)
	}
	for _, d := range l.Dots {
		s.MoveTo(d.X+ox+ww*0.7, d.Y+oy)
		render.Arc(s, d.X+ox, d.Y+oy, ww*0.7, 0, 2*math.Pi)
		s.ClosePath()
	}
	if len(l.Dots) > 0 {
		s.Fill(col)
	}
	return s
}
