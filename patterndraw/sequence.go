// Number and letter mazes drawn as a grid of cells with their items, the
// start and finish cells marked, and the way through for the key.

package patterndraw

import (
	"image/color"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// SequenceStyle says how SequenceScene draws a number or letter maze. The
// zero value draws the pupil's sheet in colour with cell lines a twentieth
// of a cell wide.
type SequenceStyle struct {
	LinePt  float64 // if > 0, the cell lines' width in output units (pt or px)
	Solved  bool    // draw the way through (the answer key)
	Outline bool    // no colour: start and finish marked by thick rings only
	// MinText is the smallest item size in scene units the caller needs
	// (0 for none); items are set from the cell size otherwise.
	MinText float64
}

var (
	seqStartFill  = color.RGBA{200, 235, 200, 255}
	seqFinishFill = color.RGBA{255, 220, 170, 255}
	seqInk        = color.RGBA{0, 0, 0, 255}
	seqAnswer     = color.RGBA{214, 39, 40, 255}
	seqAnswerFill = color.RGBA{250, 212, 212, 255}
)

// SequenceScene draws m: every cell's outline with its item centred in
// it, the start and finish cells ringed (the finish twice) and, in colour,
// shaded green and orange, and, when
// solved, a line through the centres of the way through. Half a cell of
// margin surrounds the grid.
func SequenceScene(m *pattern.SequenceMaze, st *SequenceStyle) *render.Scene {
	if st == nil {
		st = &SequenceStyle{}
	}
	g := m.Grid
	b := g.Bounds()
	const mg = 0.5
	s := render.NewScene(b.Dx()+2*mg, b.Dy()+2*mg)
	s.Background = color.RGBA{255, 255, 255, 255}
	ox, oy := mg-b.Min.X, mg-b.Min.Y
	var pts []topology.Point
	cellPath := func(c int) {
		pts = g.Outline(c, pts[:0])
		for i, p := range pts {
			if i == 0 {
				s.MoveTo(p.X+ox, p.Y+oy)
			} else {
				s.LineTo(p.X+ox, p.Y+oy)
			}
		}
		s.ClosePath()
	}
	start, finish := m.Path[0], m.Path[len(m.Path)-1]
	if st.Solved {
		// The key tints the cells of the way, so the line through them
		// can stay thin and every item stays readable.
		for _, c := range m.Path[1 : len(m.Path)-1] {
			cellPath(c)
			s.Fill(seqAnswerFill)
		}
	}
	if !st.Outline {
		cellPath(start)
		s.Fill(seqStartFill)
		cellPath(finish)
		s.Fill(seqFinishFill)
	}
	pen := render.Pen{Width: 0.05, Color: seqInk, Cap: render.CapRound}
	if st.LinePt > 0 {
		pen.Width, pen.Fixed = st.LinePt, true
	}
	for c := range g.NumCells() {
		cellPath(c)
		s.Stroke(pen)
	}
	ring := pen
	ring.Width *= 3
	for _, c := range []int{start, finish} {
		cellPath(c)
		s.Stroke(ring)
	}
	// The finish has a second, inner ring, so start and finish differ
	// without colour.
	ctr := g.Center(finish)
	pts = g.Outline(finish, pts[:0])
	for i, p := range pts {
		x, y := ctr.X+(p.X-ctr.X)*0.78+ox, ctr.Y+(p.Y-ctr.Y)*0.78+oy
		if i == 0 {
			s.MoveTo(x, y)
		} else {
			s.LineTo(x, y)
		}
	}
	s.ClosePath()
	s.Stroke(pen)
	if st.Solved {
		for i, c := range m.Path {
			p := g.Center(c)
			if i == 0 {
				s.MoveTo(p.X+ox, p.Y+oy)
			} else {
				s.LineTo(p.X+ox, p.Y+oy)
			}
		}
		s.Stroke(render.Pen{Width: 0.05, Color: seqAnswer, Cap: render.CapRound})
	}
	size := sequenceTextSize(m)
	ts := render.TextStyle{Font: fonts.Bold, Size: max(size, st.MinText), Color: seqInk, Align: render.AlignCenter}
	for c := range g.NumCells() {
		p := g.Center(c)
		s.Text(p.X+ox, p.Y+oy+ts.Size*render.CapHeight/2, m.Items[c], ts)
	}
	return s
}

// sequenceTextSize is the size of the items: 0.45 cells, less where the
// widest item would not fit 0.6 of a cell.
func sequenceTextSize(m *pattern.SequenceMaze) float64 {
	w := 0.0
	for _, v := range m.Items {
		w = max(w, render.TextWidth(fonts.Bold, 1, v))
	}
	size := 0.45
	if w > 0 {
		size = min(size, 0.6/w)
	}
	return size
}
