package render

import (
	"image"
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

func darkAt(img image.Image, x, y int) bool {
	r, _, _, _ := img.At(x, y).RGBA()
	return r < 0x8000
}

// A torus tile placed 2×2 shows no seam: along each seam, the walls
// drawn at the picture's left (top) edge are those at its right (bottom)
// edge, and both are there exactly where the seam edge is closed.
func TestTileSeamless(t *testing.T) {
	g, err := topology.Build(topology.Spec{Kind: "torus", Width: 12, Height: 9, Wrap: "xy"})
	if err != nil {
		t.Fatal(err)
	}
	m := maze.New(g)
	if err := generate.Run("wilson", m, rand.New(rand.NewPCG(5, 1)), generate.Options{}); err != nil {
		t.Fatal(err)
	}
	s := MazeScene(m, &Style{})
	if s.W != 12 || s.H != 9 {
		t.Fatalf("tile is %v×%v, want one period 12×9", s.W, s.H)
	}
	img, err := rasterPNG(s, &PNGOptions{Scale: 20})
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	if b.Dx() != 240 || b.Dy() != 180 {
		t.Fatalf("tile is %v pixels, want 240×180", b)
	}
	r := &topology.Rect{W: 12, H: 9}
	closedAcross := func(a, c int) bool {
		for _, nb := range g.Neighbors(a, nil) {
			if nb.Cell == c {
				return !m.IsOpen(nb.Edge)
			}
		}
		t.Fatalf("cells %d and %d are not neighbours", a, c)
		return false
	}
	walls := 0
	for y := 0; y < 9; y++ {
		py := y*20 + 10
		want := closedAcross(r.Cell(0, y), r.Cell(11, y))
		left, right := darkAt(img, 0, py), darkAt(img, b.Dx()-1, py)
		if left != want || right != want {
			t.Errorf("row %d: seam wall closed=%v, drawn at left %v, right %v", y, want, left, right)
		}
		if want {
			walls++
		}
	}
	for x := 0; x < 12; x++ {
		px := x*20 + 10
		want := closedAcross(r.Cell(x, 0), r.Cell(x, 8))
		top, bottom := darkAt(img, px, 0), darkAt(img, px, b.Dy()-1)
		if top != want || bottom != want {
			t.Errorf("column %d: seam wall closed=%v, drawn at top %v, bottom %v", x, want, top, bottom)
		}
		if want {
			walls++
		}
	}
	if walls == 0 {
		t.Fatal("no closed walls on the seams: the test checks nothing")
	}
}
