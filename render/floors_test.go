package render

import (
	"image"
	"strings"
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
	img, err := rasterPNG(MazeScene(m, &Style{}), &PNGOptions{Scale: scale, NoFastPath: true})
	if err != nil {
		t.Fatal(err)
	}
	at := func(p topology.Point) bool {
		for _, dx := range []float64{-0.24, 0, 0.24} { // a cell with stairs both ways has two marks
			if dark(img.At(int((p.X+dx+1)*scale), int((p.Y-0.18+1)*scale+2))) {
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
	key, err := rasterPNG(MazeScene(m, &Style{Solution: path}), &PNGOptions{Scale: scale, NoFastPath: true})
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

// TestStairNumbers checks that every open stair is numbered once, with
// a ▲ in its lower cell and a ▼ in the cell straight above on the next
// floor, both carrying its number.
func TestStairNumbers(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "3d", Width: 6, Height: 5, Floors: 3}, "wilson", 4)
	g := m.Grid.(*topology.Stack)
	stairs := 0
	m.OpenEdges(func(e int) {
		if a, b := g.Ends(e); g.Floor(a) != g.Floor(b) {
			stairs++
		}
	})
	byLabel := map[string][]stairMarkAt{}
	for _, mk := range stairMarks(m, g, 0, 0) {
		byLabel[mk.label] = append(byLabel[mk.label], mk)
	}
	if len(byLabel) != stairs {
		t.Fatalf("%d numbers for %d stairs", len(byLabel), stairs)
	}
	for label, mks := range byLabel {
		if len(mks) != 2 || !mks[0].up && !mks[1].up || mks[0].up == mks[1].up {
			t.Fatalf("stair %s: marks %+v, want one up and one down", label, mks)
		}
		up, down := mks[0], mks[1]
		if !up.up {
			up, down = down, up
		}
		// Floors are drawn apart; the two marks sit at the same place of their floors.
		fu, fd := floorOf(g, up.p), floorOf(g, down.p)
		du := topology.Point{X: up.p.X - g.FloorBounds(fu).Min.X, Y: up.p.Y - g.FloorBounds(fu).Min.Y}
		dd := topology.Point{X: down.p.X - g.FloorBounds(fd).Min.X, Y: down.p.Y - g.FloorBounds(fd).Min.Y}
		if fd != fu+1 || topology.Dist(du, dd) > 0.6 {
			t.Errorf("stair %s: ▲ on floor %d at %v, ▼ on floor %d at %v", label, fu+1, du, fd+1, dd)
		}
	}
}

// floorOf returns the floor of g whose box holds p.
func floorOf(g *topology.Stack, p topology.Point) int {
	for f := range g.Floors() {
		b := g.FloorBounds(f)
		if p.X >= b.Min.X && p.X <= b.Max.X && p.Y >= b.Min.Y && p.Y <= b.Max.Y {
			return f
		}
	}
	return -1
}

// TestCubeNet draws a maze on a cube and checks the net a reader cuts
// out: a glue tab on exactly one side of each of the seven cut edges, the
// start and finish marked, and the key's line reaching the cut edge on
// both sides wherever it crosses one.
func TestCubeNet(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "cube", Width: 4, Height: 4}, "wilson", 5)
	g := m.Grid.(*topology.Cube)
	const scale = 30
	img, err := rasterPNG(MazeScene(m, &Style{}), &PNGOptions{Scale: scale, NoFastPath: true})
	if err != nil {
		t.Fatal(err)
	}
	px := func(p topology.Point) (uint32, uint32, uint32) {
		r, gg, b, _ := img.At(int((p.X+1)*scale), int((p.Y+1)*scale)).RGBA()
		return r >> 8, gg >> 8, b >> 8
	}
	tabbed := 0
	for f := 0; f < 6; f++ {
		b := g.FaceBox(f)
		c := b.Center()
		for _, out := range []topology.Point{{X: c.X, Y: b.Min.Y - 0.3}, {X: b.Max.X + 0.3, Y: c.Y}, {X: c.X, Y: b.Max.Y + 0.3}, {X: b.Min.X - 0.3, Y: c.Y}} {
			inNet := false
			for h := 0; h < 6; h++ {
				hb := g.FaceBox(h)
				if out.X > hb.Min.X && out.X < hb.Max.X && out.Y > hb.Min.Y && out.Y < hb.Max.Y {
					inNet = true
				}
			}
			if r, gg, bb := px(out); !inNet && r < 250 && r > 200 && r == gg && gg == bb {
				tabbed++
			}
		}
	}
	if tabbed != 7 {
		t.Errorf("%d glue tabs, want 7 (one for each cut edge of the cube)", tabbed)
	}
	a, b := g.Terminals()
	for _, c := range []int{a, b} {
		if r, gg, _ := px(g.Center(c)); r < 160 || gg > 120 {
			t.Errorf("cell %d (start or finish) is not marked: colour %d,%d", c, r, gg)
		}
	}
	path := maze.Solve(m)
	if len(path) == 0 || path[0] != a || path[len(path)-1] != b {
		t.Fatalf("solution %v does not run from the start %d to the finish %d", path, a, b)
	}
	key, err := rasterPNG(MazeScene(m, &Style{Solution: path}), &PNGOptions{Scale: scale, NoFastPath: true})
	if err != nil {
		t.Fatal(err)
	}
	crossed := 0
	for i := 1; i < len(path); i++ {
		p := linkPieces(g, path[i-1], path[i])
		for _, sg := range p {
			q := sg.Mid()
			r, gg, _, _ := key.At(int((q.X+1)*scale), int((q.Y+1)*scale)).RGBA()
			if r>>8 < 160 || gg>>8 > 120 {
				t.Fatalf("the key's line does not reach the cut edge at %v", q)
			}
		}
		if len(p) == 2 {
			crossed++
		}
	}
	if crossed == 0 {
		t.Error("the solution crosses no cut edge; pick a seed whose path does")
	}
}

// TestStackView draws a maze on three floors as a stack and checks that
// the floors keep apart (the solution, drawn floor by floor, never shows
// in the rows between two floors' drawings), that every stair mark is
// drawn, and that the option leaves other grids as they were.
func TestStackView(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "3d", Width: 5, Height: 4, Floors: 3}, "wilson", 4)
	plan := MazeScene(m, &Style{})
	st := MazeScene(m, &Style{Stack: true})
	if st.String() == plan.String() {
		t.Fatal("the stack draws the plan")
	}
	fl := m.Grid.(topology.Floored)
	if got, want := strings.Count(st.String(), "\nfill "), strings.Count(plan.String(), "\nfill "); got != want {
		t.Errorf("the stack fills %d shapes, the plan %d: marks lost", got, want)
	}
	const scale = 20
	key, err := rasterPNG(MazeScene(m, &Style{Stack: true, Solution: maze.Solve(m)}), &PNGOptions{Scale: scale, NoFastPath: true})
	if err != nil {
		t.Fatal(err)
	}
	// Rows of red, top to bottom: one band per floor the path visits.
	b := key.Bounds()
	var bands [][2]int
	for y := b.Min.Y; y < b.Max.Y; y++ {
		red := false
		for x := b.Min.X; x < b.Max.X && !red; x++ {
			r, g, bb, _ := key.At(x, y).RGBA()
			red = r > 0xa000 && g < 0x8000 && bb < 0x8000
		}
		if red && (len(bands) == 0 || bands[len(bands)-1][1] < y-1) {
			bands = append(bands, [2]int{y, y})
		} else if red {
			bands[len(bands)-1][1] = y
		}
	}
	w, h := fl.FloorBounds(0).Dx(), fl.FloorBounds(0).Dy()
	for _, bd := range bands {
		if float64(bd[1]-bd[0]) > ((w+h)/2+1)*scale {
			t.Errorf("red rows %v span more than one floor's height", bd)
		}
	}
	if len(bands) < 2 {
		t.Errorf("the solution shows on %d floors, want at least 2 apart", len(bands))
	}
}
