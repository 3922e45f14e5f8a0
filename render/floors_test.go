package render

import (
	"image"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// TestStairMarks draws a maze on three floors and looks at every cell's
// centre: a cell with open stairs carries a mark (dark), a cell without
// stairs none (light); the solution's line stops at each climb and goes
// on from the same square on the next floor, never crossing the gap
// between floors.
func TestStairMarks(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "3d", Width: 6, Height: 5, Floors: 3}, "wilson", 4)
	g := m.Grid.(*topology.Stack)
	const scale = 30
	img, err := RasterPNG(MazeScene(m, &Style{}), &PNGOptions{Scale: scale, NoFastPath: true})
	if err != nil {
		t.Fatal(err)
	}
	at := func(p topology.Point) bool {
		for _, dx := range []float64{-0.2, 0, 0.2} { // a cell with stairs both ways has two marks
			if dark(img.At(int((p.X+dx+1)*scale), int((p.Y+1)*scale+3))) {
				return true
			}
		}
		return false
	}
	marked := 0
	var nbs []topology.Neighbor
	for c := 0; c < g.NumCells(); c++ {
		stairs := false
		for _, nb := range g.Neighbors(c, nbs[:0]) {
			if m.IsOpen(nb.Edge) && g.Floor(nb.Cell) != g.Floor(c) {
				stairs = true
			}
		}
		if got := at(g.Center(c)); got != stairs {
			t.Fatalf("cell %d (floor %d): stairs %v, mark drawn %v", c, g.Floor(c)+1, stairs, got)
		}
		if stairs {
			marked++
		}
	}
	if marked == 0 {
		t.Fatal("no stairs marked")
	}
	// The key: the solution in red, never between floors.
	path := maze.Solve(m)
	key, err := RasterPNG(MazeScene(m, &Style{Solution: path}), &PNGOptions{Scale: scale, NoFastPath: true})
	if err != nil {
		t.Fatal(err)
	}
	red := func(x, y int) bool {
		r, gg, b, _ := key.At(x, y).RGBA()
		return r > 0xa000 && gg < 0x8000 && b < 0x8000
	}
	b0, b1 := g.FloorBounds(0), g.FloorBounds(1)
	gap := image.Rect(int((b0.Max.X+1)*scale)+4, int((b0.Min.Y+1)*scale), int((b1.Min.X+1)*scale)-4, int((b0.Max.Y+1)*scale))
	for y := gap.Min.Y; y < gap.Max.Y; y++ {
		for x := gap.Min.X; x < gap.Max.X; x++ {
			if red(x, y) {
				t.Fatalf("the solution crosses the gap between floors 1 and 2 at (%d,%d)", x, y)
			}
		}
	}
	climbs := len(linkRuns(g, path)) - 1
	if climbs < 2 {
		t.Fatalf("the solution climbs %d times, want at least 2 on three floors", climbs)
	}
}
