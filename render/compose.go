package render

import "image/color"

// Strip places scenes side by side, left to right, gap scene units apart,
// tops aligned, on the first scene's background.
func Strip(scenes []*Scene, gap float64) *Scene {
	w, h := 0.0, 0.0
	for i, s := range scenes {
		if i > 0 {
			w += gap
		}
		w += s.W
		h = max(h, s.H)
	}
	out := NewScene(w, h)
	if len(scenes) > 0 {
		out.Background, out.Comment = scenes[0].Background, scenes[0].Comment
	}
	x := 0.0
	for _, s := range scenes {
		if s.Background != out.Background && s.Background.A != 0 {
			out.MoveTo(x, 0)
			out.LineTo(x+s.W, 0)
			out.LineTo(x+s.W, s.H)
			out.LineTo(x, s.H)
			out.ClosePath()
			out.Fill(s.Background)
		}
		s.Replay(&shifted{out, x, 0})
		x += s.W + gap
	}
	return out
}

// shifted is a Canvas that moves everything by (dx, dy).
type shifted struct {
	c      Canvas
	dx, dy float64
}

var _ Canvas = (*shifted)(nil)

func (s *shifted) MoveTo(x, y float64) { s.c.MoveTo(x+s.dx, y+s.dy) }
func (s *shifted) LineTo(x, y float64) { s.c.LineTo(x+s.dx, y+s.dy) }
func (s *shifted) CubeTo(x1, y1, x2, y2, x, y float64) {
	s.c.CubeTo(x1+s.dx, y1+s.dy, x2+s.dx, y2+s.dy, x+s.dx, y+s.dy)
}
func (s *shifted) ClosePath()        { s.c.ClosePath() }
func (s *shifted) Stroke(p Pen)      { s.c.Stroke(p) }
func (s *shifted) Fill(c color.RGBA) { s.c.Fill(c) }
func (s *shifted) Text(x, y float64, str string, t TextStyle) {
	s.c.Text(x+s.dx, y+s.dy, str, t)
}

// Crop returns a scene of size w×h showing the middle of s: s is centred on
// it and whatever falls outside is cut off by the backends' page or image
// edges. The background is s's.
func Crop(s *Scene, w, h float64) *Scene {
	out := NewScene(w, h)
	out.Background, out.Comment = s.Background, s.Comment
	s.Replay(&shifted{out, (w - s.W) / 2, (h - s.H) / 2})
	return out
}
