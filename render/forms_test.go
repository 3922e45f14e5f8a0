package render

import (
	"image"
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// TestFormsDrawn draws mazes with a goal in the middle, three lettered
// starts and stars, and looks at the picture where a child would: a star
// at every item and decoy, the target's red dot in the goal cell, ink where
// each start's letter stands outside its door, and, in the key only, the
// red ring round the letter of the start that reaches the goal.
func TestFormsDrawn(t *testing.T) {
	const scale = 30
	for _, spec := range []topology.Spec{{Kind: "rect", Width: 12, Height: 9}, {Kind: "hex", Radius: 5}, {Kind: "polar", Rings: 6}} {
		m := testMaze(t, spec, "wilson", 3)
		if err := maze.PlaceDoors(m, maze.DoorsAuto); err != nil {
			t.Fatal(err)
		}
		if err := maze.MakeForms(m, maze.FormOptions{Centre: true, Starts: 3, Collect: 3}, rand.New(rand.NewPCG(3, 9))); err != nil {
			t.Fatal(err)
		}
		f := m.Forms
		draw := func(solved bool) (image.Image, frame) {
			st := &Style{}
			if solved {
				st.Solution = maze.Solve(m)
			}
			img, err := rasterPNG(MazeScene(m, st), &PNGOptions{Scale: scale, NoFastPath: true})
			if err != nil {
				t.Fatal(err)
			}
			return img, mazeLayout(m, st)
		}
		img, l := draw(false)
		px := func(p topology.Point) (int, int) { return int((p.X + l.ox) * scale), int((p.Y + l.oy) * scale) }
		for _, c := range append(append([]int(nil), f.Items...), f.Decoys...) {
			r, g, b, _ := img.At(px(m.Grid.Center(c))).RGBA()
			if r < 0xe000 || g < 0xa000 || b > 0x6000 {
				t.Errorf("%s: no star at cell %d", spec.Kind, c)
			}
		}
		red := func(img image.Image, x, y int) bool {
			r, g, b, _ := img.At(x, y).RGBA()
			return r > 0xa000 && g < 0x8000 && b < 0x8000
		}
		if x, y := px(m.Grid.Center(f.Goal)); !red(img, x, y) {
			t.Errorf("%s: no target in the goal cell %d", spec.Kind, f.Goal)
		}
		key, _ := draw(true)
		for i, d := range f.Starts {
			p, n := doorPoint(m, d)
			c := topology.Point{X: p.X + n.X*startOut, Y: p.Y + n.Y*startOut}
			x0, y0 := px(c)
			ink := 0
			half := startSize * scale / 2
			h := int(half)
			for y := y0 - h; y <= y0+h; y++ {
				for x := x0 - h; x <= x0+h; x++ {
					if dark(img.At(x, y)) {
						ink++
					}
				}
			}
			if ink < 10 {
				t.Errorf("%s: no letter %s outside its door (%d dark pixels)", spec.Kind, maze.StartLabel(i), ink)
			}
			rx, ry := px(topology.Point{X: c.X + startSize*0.62, Y: c.Y})
			if got := red(key, rx, ry) || red(key, rx-1, ry); got != (i == f.Right) {
				t.Errorf("%s: start %s ringed in the key: %v, want %v", spec.Kind, maze.StartLabel(i), got, i == f.Right)
			}
			if red(img, rx, ry) {
				t.Errorf("%s: start %s ringed in the puzzle", spec.Kind, maze.StartLabel(i))
			}
		}
	}
}
