package render

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"github.com/mazekit/mazekit/render/internal/raster"
)

// opKind is the verb of one recorded call.
type opKind = raster.Op

const (
	opMove   = raster.OpMove
	opLine   = raster.OpLine
	opCube   = raster.OpCube
	opClose  = raster.OpClose
	opStroke = raster.OpStroke
	opFill   = raster.OpFill
	opText   = raster.OpText
	opPlace  = raster.OpPlace // a whole scene placed in a box
)

// Scene is a recorded drawing: a list of Canvas calls in scene units, with a
// size. Build it once (by hand through its Canvas methods, or with
// MazeScene), then Replay it onto any backend. A Scene implements Canvas.
//
// The recording is compact (one byte per verb, the coordinates in one
// float64 slice) so scenes of millions of walls stay small.
type Scene struct {
	W, H float64 // size in scene units; the drawing covers (0,0)–(W,H)
	// Background fills the whole scene first, unless its alpha is 0.
	Background color.RGBA
	// Comment is recorded by backends that can carry it (an SVG comment,
	// the PDF subject), e.g. the seed.
	Comment string
	// MinLine, if set, is the thinnest stroke the PDF backend draws, in
	// points: thinner pens are widened to it, so scaled-down drawings still
	// print.
	MinLine float64

	kinds  []opKind
	coords []float64
	pens   []Pen
	colors []color.RGBA
	texts  []sceneText
	subs   []*Scene
}

type sceneText struct {
	s string
	t TextStyle
}

// NewScene returns an empty scene of the given size.
func NewScene(w, h float64) *Scene { return &Scene{W: w, H: h} }

var _ Canvas = (*Scene)(nil)

// MoveTo implements Canvas.
func (s *Scene) MoveTo(x, y float64) {
	s.kinds = append(s.kinds, opMove)
	s.coords = append(s.coords, x, y)
}

// LineTo implements Canvas.
func (s *Scene) LineTo(x, y float64) {
	s.kinds = append(s.kinds, opLine)
	s.coords = append(s.coords, x, y)
}

// CubeTo implements Canvas.
func (s *Scene) CubeTo(x1, y1, x2, y2, x, y float64) {
	s.kinds = append(s.kinds, opCube)
	s.coords = append(s.coords, x1, y1, x2, y2, x, y)
}

// ClosePath implements Canvas.
func (s *Scene) ClosePath() { s.kinds = append(s.kinds, opClose) }

// Stroke implements Canvas.
func (s *Scene) Stroke(p Pen) {
	s.kinds = append(s.kinds, opStroke)
	s.pens = append(s.pens, p)
}

// Fill implements Canvas.
func (s *Scene) Fill(c color.RGBA) {
	s.kinds = append(s.kinds, opFill)
	s.colors = append(s.colors, c)
}

// Text implements Canvas.
func (s *Scene) Text(x, y float64, str string, t TextStyle) {
	s.kinds = append(s.kinds, opText)
	s.coords = append(s.coords, x, y)
	s.texts = append(s.texts, sceneText{str, t})
}

// grow makes room for about ops more calls with coords more coordinates.
func (s *Scene) grow(ops, coords int) {
	s.kinds = append(make([]opKind, 0, len(s.kinds)+ops), s.kinds...)
	s.coords = append(make([]float64, 0, len(s.coords)+coords), s.coords...)
}

// Grow makes room for about ops more calls with coords more coordinates
// (a line or move takes 2, a cube 6), so that a big scene whose size is
// known up front is not copied as it grows.
func (s *Scene) Grow(ops, coords int) { s.grow(ops, coords) }

// Len returns the number of recorded calls.
func (s *Scene) Len() int { return len(s.kinds) }

// Replay sends every recorded call to c, in order.
func (s *Scene) Replay(c Canvas) { s.replayFrom(c, cursor{}) }

// cursor is a position in a recording: the next call and the next
// coordinate, pen, colour and text it reads.
type cursor struct{ op, ci, pi, fi, ti, si int }

// replayFrom replays the calls from at onwards.
func (s *Scene) replayFrom(c Canvas, at cursor) {
	s.replayRange(c, at, len(s.kinds))
}

// replayRange replays the calls from at up to call number end, and returns
// the cursor at end.
func (s *Scene) replayRange(c Canvas, at cursor, end int) cursor {
	ci, pi, fi, ti, si := at.ci, at.pi, at.fi, at.ti, at.si
	k := s.coords
	for _, op := range s.kinds[at.op:end] {
		switch op {
		case opMove:
			c.MoveTo(k[ci], k[ci+1])
			ci += 2
		case opLine:
			c.LineTo(k[ci], k[ci+1])
			ci += 2
		case opCube:
			c.CubeTo(k[ci], k[ci+1], k[ci+2], k[ci+3], k[ci+4], k[ci+5])
			ci += 6
		case opClose:
			c.ClosePath()
		case opStroke:
			c.Stroke(s.pens[pi])
			pi++
		case opFill:
			c.Fill(s.colors[fi])
			fi++
		case opText:
			t := s.texts[ti]
			c.Text(k[ci], k[ci+1], t.s, t.t)
			ci += 2
			ti++
		case opPlace:
			placeOn(c, s.subs[si], k[ci], k[ci+1], k[ci+2], k[ci+3])
			ci += 4
			si++
		}
	}
	return cursor{end, ci, pi, fi, ti, si}
}

// String returns the scene as readable text, one call per line, numbers
// rounded to 4 decimals: the form golden tests compare. A placed scene
// shows as one line with its box, size and number of calls.
func (s *Scene) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "scene %s %s background %s\n", num(s.W), num(s.H), hexColor(s.Background))
	s.Replay(&textCanvas{&b})
	return b.String()
}

type textCanvas struct{ b *strings.Builder }

var _ Canvas = (*textCanvas)(nil)

func (t *textCanvas) MoveTo(x, y float64) { fmt.Fprintf(t.b, "M %s %s\n", num(x), num(y)) }
func (t *textCanvas) LineTo(x, y float64) { fmt.Fprintf(t.b, "L %s %s\n", num(x), num(y)) }
func (t *textCanvas) CubeTo(x1, y1, x2, y2, x, y float64) {
	fmt.Fprintf(t.b, "C %s %s %s %s %s %s\n", num(x1), num(y1), num(x2), num(y2), num(x), num(y))
}
func (t *textCanvas) ClosePath() { t.b.WriteString("Z\n") }
func (t *textCanvas) Stroke(p Pen) {
	fixed := ""
	if p.Fixed {
		fixed = " fixed"
	}
	fmt.Fprintf(t.b, "stroke %s%s %s cap=%s dash=%s\n", num(p.Width), fixed, hexColor(p.Color), p.Cap, num(p.Dash))
}
func (t *textCanvas) Fill(c color.RGBA) { fmt.Fprintf(t.b, "fill %s\n", hexColor(c)) }
func (t *textCanvas) Text(x, y float64, s string, ts TextStyle) {
	rot := ""
	if ts.Rotate != 0 {
		rot = " rotate=" + num(ts.Rotate)
	}
	fmt.Fprintf(t.b, "text %s %s %q font=%s size=%s %s align=%d%s\n", num(x), num(y), s, ts.Font.Family(), num(ts.Size), hexColor(ts.Color), ts.Align, rot)
}

func (t *textCanvas) place(s *Scene, x, y, w, h float64) {
	fmt.Fprintf(t.b, "place %s %s %s %s scene %s %s calls=%d minline=%s\n", num(x), num(y), num(w), num(h), num(s.W), num(s.H), s.Len(), num(s.MinLine))
}

func num(v float64) string {
	v = float64(int64(v*10000+copysign(0.5, v))) / 10000
	if v == 0 {
		v = 0 // no "-0"
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

func copysign(a, b float64) float64 {
	if b < 0 {
		return -a
	}
	return a
}

// hexColor formats c as #rrggbb, or #rrggbbaa when not opaque.
func hexColor(c color.RGBA) string {
	if c.A == 255 {
		return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
	}
	return fmt.Sprintf("#%02x%02x%02x%02x", c.R, c.G, c.B, c.A)
}
