package render

import (
	"fmt"
	"image/color"
	"math"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/topology"
	"github.com/mazekit/mazekit/trap"
)

// CatStyle says what BoardScene adds to a trap-the-cat board.
type CatStyle struct {
	Title     string
	Distances bool        // write each free cell's distance to the edge
	Line      []trap.Move // number the blocks of a winning line and draw the cat's replies
	// Coords prints column letters above the board and row numbers to its
	// left, the names (e.g. "e4") answers use for cells.
	Coords bool
}

var (
	catFree    = color.RGBA{0xee, 0xf3, 0xe6, 255}
	catEdge    = color.RGBA{0xd9, 0xe8, 0xc8, 255}
	catBlocked = color.RGBA{0x3c, 0x3c, 0x46, 255}
	catBody    = color.RGBA{0xf2, 0x8c, 0x28, 255}
	catLine    = color.RGBA{0x90, 0x90, 0x90, 255}
	catBlock   = color.RGBA{0x1f, 0x5f, 0xbf, 255}
)

// BoardScene draws a trap-the-cat board: hexagons (blocked ones dark, edge
// cells tinted), the cat as a head with ears, and as st asks the distance
// map or a winning line (numbered blocks, the cat's replies as arrows).
func BoardScene(b *trap.Board, st *CatStyle) *Scene {
	if st == nil {
		st = &CatStyle{}
	}
	h, _ := topology.NewHex(b.G.W, b.G.H, false)
	bd := h.Bounds()
	const m = 0.6
	top, left := 0.0, 0.0
	if st.Title != "" {
		top = 1.2
	}
	if st.Coords {
		top += 0.8
		left = 0.9
	}
	ox, oy := m+left, m+top
	s := NewScene(bd.Dx()+2*m+left, bd.Dy()+2*m+top)
	s.Background = color.RGBA{255, 255, 255, 255}
	if st.Title != "" {
		s.Text(s.W/2, m+0.7, st.Title, TextStyle{Font: fonts.Bold, Size: 0.7, Color: color.RGBA{0, 0, 0, 255}, Align: AlignCenter})
	}
	var pts []topology.Point
	for c := 0; c < b.G.Cells(); c++ {
		col := catFree
		switch {
		case b.Blocked(c):
			col = catBlocked
		case b.G.Edge(c):
			col = catEdge
		}
		pts = h.Outline(c, pts[:0])
		polygon(s, pts, ox, oy)
		s.Fill(col)
		polygon(s, pts, ox, oy)
		s.Stroke(Pen{Width: 0.04, Color: catLine})
	}
	center := func(c int) (float64, float64) { p := h.Center(c); return p.X + ox, p.Y + oy }
	if st.Coords {
		lab := TextStyle{Font: fonts.Bold, Size: 0.6, Color: color.RGBA{60, 60, 60, 255}, Align: AlignCenter}
		for q := 0; q < b.G.W; q++ {
			x, y := center(q)
			s.Text(x, y-0.95, string(rune('a'+q)), lab)
		}
		lab.Align = AlignRight
		for r := 0; r < b.G.H; r++ {
			x, y := center(r * b.G.W)
			s.Text(x-0.75, y+0.21, fmt.Sprint(r+1), lab)
		}
	}
	small := TextStyle{Font: fonts.Regular, Size: 0.38, Color: color.RGBA{60, 60, 60, 255}, Align: AlignCenter}
	if st.Distances {
		d := b.Distances()
		for c := 0; c < b.G.Cells(); c++ {
			if b.Blocked(c) || c == b.Cat {
				continue
			}
			x, y := center(c)
			label := fmt.Sprint(d[c])
			if d[c] >= trap.Wall {
				label = "∞"
			}
			s.Text(x, y+0.13, label, small)
		}
	}
	// The winning line: numbered blocks and the cat's path.
	cat := b.Cat
	for i, mv := range st.Line {
		x, y := center(mv.Block)
		circle(s, x, y, 0.34)
		s.Fill(catBlock)
		s.Text(x, y+0.15, fmt.Sprint(i+1), TextStyle{Font: fonts.Bold, Size: 0.42, Color: color.RGBA{255, 255, 255, 255}, Align: AlignCenter})
		if mv.Cat >= 0 {
			arrow(s, center, cat, mv.Cat)
			cat = mv.Cat
		}
	}
	drawCat(s, center, b.Cat, len(st.Line) > 0)
	if len(st.Line) > 0 && cat != b.Cat {
		x, y := center(cat)
		circle(s, x, y, 0.2)
		s.Stroke(Pen{Width: 0.06, Color: catBody})
	}
	return s
}

func circle(s *Scene, x, y, r float64) {
	s.MoveTo(x+r, y)
	Arc(s, x, y, r, 0, math.Pi)
	Arc(s, x, y, r, math.Pi, 2*math.Pi)
	s.ClosePath()
}

// arrow draws the cat's step from cell a to cell b.
func arrow(s *Scene, center func(int) (float64, float64), a, b int) {
	x0, y0 := center(a)
	x1, y1 := center(b)
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	ux, uy := dx/l, dy/l
	sx, sy := x0+ux*0.3, y0+uy*0.3
	ex, ey := x1-ux*0.25, y1-uy*0.25
	s.MoveTo(sx, sy)
	s.LineTo(ex, ey)
	s.Stroke(Pen{Width: 0.07, Color: catBody, Cap: CapRound})
	s.MoveTo(ex+ux*0.05, ey+uy*0.05)
	s.LineTo(ex-ux*0.22-uy*0.13, ey-uy*0.22+ux*0.13)
	s.LineTo(ex-ux*0.22+uy*0.13, ey-uy*0.22-ux*0.13)
	s.ClosePath()
	s.Fill(catBody)
}

// drawCat draws a simple cat's head: a disc with two triangular ears and
// two eyes.
func drawCat(s *Scene, center func(int) (float64, float64), c int, faded bool) {
	x, y := center(c)
	body := catBody
	if faded {
		body = color.RGBA{0xf7, 0xb8, 0x79, 255}
	}
	for _, side := range []float64{-1, 1} {
		s.MoveTo(x+side*0.08, y-0.2)
		s.LineTo(x+side*0.3, y-0.42)
		s.LineTo(x+side*0.3, y-0.05)
		s.ClosePath()
		s.Fill(body)
	}
	circle(s, x, y+0.03, 0.27)
	s.Fill(body)
	for _, side := range []float64{-1, 1} {
		circle(s, x+side*0.1, y-0.02, 0.045)
		s.Fill(color.RGBA{30, 30, 30, 255})
	}
}
