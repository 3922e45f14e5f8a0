package render_test

import (
	"image/color"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/picmaze"
	"github.com/mazekit/mazekit/render"
)

// TestPictureMazeScene: the sheet shades nothing, the answer shades every
// cell of the way, and a colour maze prints a letter in every cell and the
// key's swatches.
func TestPictureMazeScene(t *testing.T) {
	b, _ := picmaze.LookupBuiltin("heart")
	r, err := picmaze.Generate(b, 20, 20, picmaze.Limits{MinCoverage: 0.9, MaxLight: 0.2}, 1)
	if err != nil {
		t.Fatal(err)
	}
	count := func(st *render.PictureMazeStyle, what string) int {
		return strings.Count(render.PictureMazeScene(r.Maze, st).String(), what)
	}
	red := color.RGBA{220, 40, 40, 255}
	st := &render.PictureMazeStyle{Way: r.Way, Colors: []color.RGBA{red}}
	if n := count(st, "fill #dc2828"); n != 0 {
		t.Errorf("the sheet shades %d cells", n)
	}
	st.Solved = true
	if n := count(st, "fill #dc2828"); n != len(r.Way) {
		t.Errorf("the answer shades %d cells, the way has %d", n, len(r.Way))
	}
	keys := make([]uint8, 400)
	for i := range keys {
		keys[i] = uint8(1 + i%2)
	}
	st = &render.PictureMazeStyle{Way: r.Way, Colors: []color.RGBA{red, {0, 0, 255, 255}}, Keys: keys, KeyNames: []string{"red", "blue"}}
	sc := render.PictureMazeScene(r.Maze, st).String()
	if n := strings.Count(sc, `"A"`) + strings.Count(sc, `"B"`); n != 400+2 {
		t.Errorf("%d key letters, want one a cell and two in the key", n)
	}
	if !strings.Contains(sc, `"blue"`) || !strings.Contains(sc, "fill #0000ff") {
		t.Error("the key has no blue swatch and name")
	}
}
