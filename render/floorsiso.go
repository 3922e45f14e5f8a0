// A maze on floors drawn as a stack: each floor seen from above at an
// angle (isometric), the lowest at the bottom, spaced so that no floor
// hides any part of another.

package render

import (
	"math"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// isoGap is the room between floors in the stack, in cells, for a floor's
// name and a door marker.
const isoGap = 2.5

// stackScene draws a maze on floors as a stack (see Style.Stack): the
// plan drawing, walls, solution, doors and names, carried onto each
// floor's place in the stack; the stair marks are drawn upright at the
// cells' new places, and the key below the stack.
func stackScene(m *maze.Maze, st *Style, fl topology.Floored) *Scene {
	plan := *st
	plan.Title, plan.Stack, plan.noStairMarks = "", false, true
	src := MazeScene(m, &plan)
	f := mazeLayout(m, &plan)
	c30 := math.Cos(math.Pi / 6)
	b0 := fl.FloorBounds(0)
	w, h := b0.Dx(), b0.Dy()
	step := (w+h)/2 + isoGap
	nf := fl.Floors()
	key := fl.KeyBox()
	keyTop := float64(nf-1)*step + (w+h)/2 + isoGap
	// place maps a point of the plan drawing onto the stack.
	place := func(x, y float64) (float64, float64) {
		p := topology.Point{X: x - f.ox, Y: y - f.oy}
		if boxDist(key, p) == 0 || (p.Y > key.Min.Y && boxDist(key, p) < 0.5) {
			return p.X - key.Min.X - h*c30, keyTop + p.Y - key.Min.Y
		}
		best, bd := 0, math.Inf(1)
		for i := 0; i < nf; i++ {
			if d := boxDist(fl.FloorBounds(i), p); d < bd {
				best, bd = i, d
			}
		}
		b := fl.FloorBounds(best)
		u, v := p.X-b.Min.X, p.Y-b.Min.Y
		return (u - v) * c30, (u+v)/2 + float64(nf-1-best)*step
	}
	out := &Scene{Background: src.Background, Comment: src.Comment, MinLine: src.MinLine,
		kinds: src.kinds, pens: src.pens, colors: src.colors, texts: src.texts, subs: src.subs}
	out.coords = make([]float64, len(src.coords))
	for i := 0; i+1 < len(src.coords); i += 2 {
		out.coords[i], out.coords[i+1] = place(src.coords[i], src.coords[i+1])
	}
	// Upright stair marks at the cells' places in the stack.
	var marks []stairMarkAt
	for _, mk := range stairMarks(m, fl, 0, 0) {
		mk.p.X, mk.p.Y = place(mk.p.X+f.ox, mk.p.Y+f.oy)
		marks = append(marks, mk)
	}
	drawStairMarks(out, st, marks)
	// Fit the scene round what was drawn, with the margin and the title.
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i := 0; i+1 < len(out.coords); i += 2 {
		minX, maxX = min(minX, out.coords[i]), max(maxX, out.coords[i])
		minY, maxY = min(minY, out.coords[i+1]), max(maxY, out.coords[i+1])
	}
	// The key's words reach past their anchors: it is set to fit its box.
	maxX = max(maxX, key.Dx()-h*c30)
	mg := st.margin()
	title := fitTitle(st.Title, maxX-minX+2*mg)
	th := title.height()
	dx, dy := mg-minX, mg+th-minY
	for i := 0; i+1 < len(out.coords); i += 2 {
		out.coords[i] += dx
		out.coords[i+1] += dy + 0.6 // room for the names above the top floor
	}
	out.W, out.H = maxX-minX+2*mg, maxY-minY+2*mg+th+0.6
	if len(title.lines) > 0 {
		title.draw(out, out.W/2, min(mg, max(0.5, mg/2)), TextStyle{Color: st.wallColor()})
	}
	return out
}

// boxDist returns how far p is from box b (0 inside).
func boxDist(b topology.Box, p topology.Point) float64 {
	dx := max(b.Min.X-p.X, 0, p.X-b.Max.X)
	dy := max(b.Min.Y-p.Y, 0, p.Y-b.Max.Y)
	return math.Hypot(dx, dy)
}
