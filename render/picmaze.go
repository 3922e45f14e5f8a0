// Picture mazes drawn: the maze, and for the answer its way shaded so the
// picture shows; in colour, a key letter in every cell and the key below.

package render

import (
	"image/color"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// PictureMazeStyle says how PictureMazeScene draws a picture maze. The
// zero value draws the pupil's sheet of a one-colour picture maze.
type PictureMazeStyle struct {
	// Way is the maze's way through, entrance to exit.
	Way []int
	// Solved shades the way's cells (the answer key), each in the colour
	// of its key letter, or Colors[0] without keys.
	Solved bool
	// Colors are the picture's colours, in tone order (tone 1 first).
	Colors []color.RGBA
	// Keys, for a colour picture maze, is the tone (1 and up) whose letter
	// every cell carries; nil for one colour.
	Keys []uint8
	// Plain, with Keys, colours the shaded way by them but prints neither
	// the letters nor the key: a picture to look at, not a puzzle.
	Plain bool
	// KeyNames name the colours in the key printed below the maze, in
	// tone order ("red"); with Keys.
	KeyNames []string
	// Letter returns the key letter of tone i; nil for A, B, C…
	Letter func(i int) string
	// WallPt, if > 0, is the wall width in output units (pt or px).
	WallPt float64
	// Title is drawn above the maze when not empty.
	Title string
}

func (st *PictureMazeStyle) letter(i int) string {
	if st.Letter != nil {
		return st.Letter(i)
	}
	return string(rune('A' + i - 1))
}

var (
	picmazeKeyInk = color.RGBA{90, 90, 90, 255}
	picmazeWhite  = color.RGBA{255, 255, 255, 255}
)

// PictureMazeScene draws the picture maze m (on a square grid): the
// shaded way under the walls when solved, the key letters, arrows at the
// entrance and exit, and, for a colour maze, the key below: each letter
// beside a swatch of its colour and the colour's name.
func PictureMazeScene(m *maze.Maze, st *PictureMazeStyle) *Scene {
	if st == nil {
		st = &PictureMazeStyle{}
	}
	ms := &Style{WallPt: st.WallPt, WallWidth: 0.08, Title: st.Title}
	f := mazeLayout(m, ms)
	keyRows := 0
	perRow := 1
	if st.Keys != nil && len(st.Colors) > 0 && !st.Plain {
		perRow = max(1, int(f.w/5.5))
		keyRows = (len(st.Colors) + perRow - 1) / perRow
	}
	s := NewScene(f.w, f.h+1.4*float64(keyRows))
	s.Background = picmazeWhite
	ox, oy := f.ox, f.oy
	g := m.Grid
	var pts []topology.Point
	if st.Solved && len(st.Colors) > 0 {
		for _, c := range st.Way {
			col := st.Colors[0]
			if st.Keys != nil && int(st.Keys[c]) >= 1 && int(st.Keys[c]) <= len(st.Colors) {
				col = st.Colors[st.Keys[c]-1]
			}
			pts = g.Outline(c, pts[:0])
			polygon(s, pts, ox, oy)
			s.Fill(col)
		}
	}
	if st.Keys != nil && !st.Plain {
		on := make([]bool, g.NumCells())
		for _, c := range st.Way {
			on[c] = true
		}
		size := 0.5
		for c, k := range st.Keys {
			p := g.Center(c)
			ink := picmazeKeyInk
			if st.Solved && on[c] {
				ink = readableOn(st.Colors[k-1])
			}
			s.Text(p.X+ox, p.Y+oy+size*capHeight/2, st.letter(int(k)), TextStyle{Font: fonts.Bold, Size: size, Color: ink, Align: AlignCenter})
		}
	}
	drawWalls(s, m, ms, ox, oy)
	drawArrows(s, m, ms, ox, oy)
	if len(f.title.lines) > 0 {
		f.title.draw(s, s.W/2, f.titleTop, TextStyle{Color: ms.wallColor()})
	}
	if keyRows > 0 {
		drawPictureKey(s, st, perRow, f.h)
	}
	return s
}

// drawPictureKey draws the key rows below the maze, from y top.
func drawPictureKey(s *Scene, st *PictureMazeStyle, perRow int, top float64) {
	const itemW, size = 5.5, 0.6
	for i, col := range st.Colors {
		row, k := i/perRow, i%perRow
		n := min(perRow, len(st.Colors)-row*perRow)
		x := s.W/2 - float64(n)*itemW/2 + float64(k)*itemW
		y := top + 0.2 + 1.4*float64(row)
		s.Text(x+0.4, y+0.5+size*capHeight/2, st.letter(i+1), TextStyle{Font: fonts.Bold, Size: size, Color: picmazeKeyInk, Align: AlignCenter})
		s.MoveTo(x+0.9, y)
		s.LineTo(x+1.9, y)
		s.LineTo(x+1.9, y+1)
		s.LineTo(x+0.9, y+1)
		s.ClosePath()
		s.Fill(col)
		s.MoveTo(x+0.9, y)
		s.LineTo(x+1.9, y)
		s.LineTo(x+1.9, y+1)
		s.LineTo(x+0.9, y+1)
		s.ClosePath()
		s.Stroke(Pen{Width: 0.05, Color: picmazeKeyInk})
		name := ""
		if i < len(st.KeyNames) {
			name = st.KeyNames[i]
		}
		s.Text(x+2.1, y+0.5+0.5*capHeight/2, name, TextStyle{Size: 0.5, Color: picmazeKeyInk})
	}
}

// readableOn returns black or white, whichever reads better on c.
func readableOn(c color.RGBA) color.RGBA {
	if 299*int(c.R)+587*int(c.G)+114*int(c.B) < 140_000 {
		return picmazeWhite
	}
	return color.RGBA{0, 0, 0, 255}
}
