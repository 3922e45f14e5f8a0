package render

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"io"
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// TestWriteMazePNGMatchesScene checks the direct path writes the same file
// as the scene path for square-grid mazes, and that other mazes and styles
// still come out as their scenes.
func TestWriteMazePNGMatchesScene(t *testing.T) {
	for _, tc := range []struct {
		name  string
		spec  topology.Spec
		st    Style
		scale float64
	}{
		{"default", topology.Spec{Kind: "rect", Width: 30, Height: 20}, Style{}, 0},
		{"cell 2", topology.Spec{Kind: "rect", Width: 50, Height: 41}, Style{}, 2},
		{"cell 3 no margin", topology.Spec{Kind: "rect", Width: 25, Height: 9}, Style{Margin: -1}, 3},
		{"two-pixel walls", topology.Spec{Kind: "rect", Width: 16, Height: 12}, Style{WallWidth: 0.2}, 10},
		{"thick square walls", topology.Spec{Kind: "rect", Width: 12, Height: 12}, Style{WallWidth: 0.3, Cap: CapSquare, Margin: 2}, 10},
		{"colours", topology.Spec{Kind: "rect", Width: 10, Height: 7}, Style{WallColor: color.RGBA{200, 10, 10, 255}, Background: color.RGBA{0, 0, 40, 255}}, 6},
		// Scene path: round thick walls, half-pixel margins, other grids, a solution.
		{"round thick walls", topology.Spec{Kind: "rect", Width: 8, Height: 6}, Style{WallWidth: 0.3}, 10},
		{"half-pixel margin", topology.Spec{Kind: "rect", Width: 8, Height: 6}, Style{Margin: 0.25}, 2},
		{"hex", topology.Spec{Kind: "hex", Width: 6, Height: 5}, Style{}, 8},
		{"solution", topology.Spec{Kind: "rect", Width: 8, Height: 6}, Style{Solution: []int{0, 1}}, 8},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := testMaze(t, tc.spec, "dfs", 5)
			o := &PNGOptions{Scale: tc.scale}
			var want, got bytes.Buffer
			if err := WritePNG(&want, MazeScene(m, &tc.st), o); err != nil {
				t.Fatal(err)
			}
			if err := writeMazePNG(&got, m, &tc.st, o); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Bytes(), want.Bytes()) {
				t.Errorf("direct PNG (%d bytes) differs from the scene's (%d bytes)", got.Len(), want.Len())
			}
		})
	}
}

// TestPNGFormatDrawsMazesDirectly checks the png format writes a maze
// given with its style as it writes the maze's scene, comment included.
func TestPNGFormatDrawsMazesDirectly(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "rect", Width: 40, Height: 30}, "dfs", 2)
	st := &Style{}
	s := MazeScene(m, st)
	s.Comment = "mazekit maze: a test"
	var want, got bytes.Buffer
	if err := WritePNG(&want, s, &PNGOptions{Scale: 2}); err != nil {
		t.Fatal(err)
	}
	made := false
	src := &Source{Maze: m, Style: st, Comment: s.Comment, Options: []Option{&PNGOptions{Scale: 2}},
		MakeScene: func() (*Scene, error) { made = true; return s, nil }}
	if err := Encode(&got, "png", src); err != nil {
		t.Fatal(err)
	}
	if made {
		t.Error("the png format built the scene of a square-grid maze")
	}
	if !bytes.Equal(got.Bytes(), want.Bytes()) {
		t.Errorf("direct PNG (%d bytes) differs from the scene's (%d bytes)", got.Len(), want.Len())
	}
}

// TestWriteMazePNGTakesDirectPath checks which mazes skip the scene.
func TestWriteMazePNGTakesDirectPath(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "rect", Width: 8, Height: 6}, "dfs", 1)
	h := testMaze(t, topology.Spec{Kind: "hex", Width: 4, Height: 4}, "dfs", 1)
	for _, tc := range []struct {
		name string
		m    *maze.Maze
		st   Style
		o    PNGOptions
		want bool
	}{
		{"plain", m, Style{}, PNGOptions{Scale: 2}, true},
		{"hex", h, Style{}, PNGOptions{Scale: 2}, false},
		{"shaded", m, Style{Shade: true}, PNGOptions{Scale: 2}, false},
		{"title", m, Style{Title: "x"}, PNGOptions{Scale: 2}, false},
		{"fractional cell", m, Style{}, PNGOptions{Scale: 2.5}, false},
		{"fixed width", m, Style{}, PNGOptions{Width: 100}, false},
		{"transparent", m, Style{Transparent: true}, PNGOptions{Scale: 2}, false},
		{"butt caps", m, Style{Cap: CapButt}, PNGOptions{Scale: 20}, false},
	} {
		if _, _, got := directRect(tc.m, &tc.st, &tc.o); got != tc.want {
			t.Errorf("%s: direct path %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestMazeRowsMatchesrasterRect streams an Eller maze row by row to PNG,
// decodes it with image/png, and compares a strip of it, and then the whole
// picture, with rasterRect's drawing of the same maze held in memory.
func TestMazeRowsMatchesrasterRect(t *testing.T) {
	for _, tc := range []struct {
		w, h int
		cell float64
		st   Style
	}{
		{40, 300, 2, Style{}},
		{33, 50, 5, Style{WallWidth: 0.2, Cap: CapSquare}},
		{7, 90, 9, Style{WallWidth: 0.25, Margin: 2, WallColor: color.RGBA{0, 0, 128, 255}}},
		{1, 5, 4, Style{}},
	} {
		var buf bytes.Buffer
		if err := writeEllerStream(&buf, tc.w, tc.h, &tc.st, tc.cell); err != nil {
			t.Fatal(err)
		}
		streamed, err := png.Decode(&buf)
		if err != nil {
			t.Fatalf("%dx%d: decoding the streamed PNG: %v", tc.w, tc.h, err)
		}
		// The same maze in memory, with the same doors: the top of the
		// top-left cell (its first border side) and the bottom of the
		// bottom-right cell (after its east side, and its north side in
		// a maze one row tall).
		g, _ := topology.NewRect(tc.w, tc.h)
		m := maze.New(g)
		if err := generate.Eller(m, rand.New(rand.NewPCG(9, 9))); err != nil {
			t.Fatal(err)
		}
		last := g.Cell(tc.w-1, tc.h-1)
		m.Entrance = maze.Door{Cell: 0, Side: 0}
		m.Exit = maze.Door{Cell: last, Side: 1}
		if tc.h == 1 {
			m.Exit.Side = 2
		}
		b := streamed.Bounds()
		held, err := rasterRect(m, &tc.st, b.Dx(), b.Dy(), tc.cell)
		if err != nil {
			t.Fatal(err)
		}
		for _, strip := range []image.Rectangle{image.Rect(0, b.Dy()/3, b.Dx(), b.Dy()/3+int(3*tc.cell)), b} {
			diff := 0
			for y := strip.Min.Y; y < strip.Max.Y; y++ {
				for x := strip.Min.X; x < strip.Max.X; x++ {
					if !sameColour(streamed.At(x, y), held.At(x, y)) {
						diff++
					}
				}
			}
			if diff > 0 {
				t.Errorf("%dx%d cell %v, rows %d-%d: %d pixels differ from rasterRect", tc.w, tc.h, tc.cell, strip.Min.Y, strip.Max.Y, diff)
			}
		}
	}
}

func TestMazeRowsRefusesWholeMazeStyles(t *testing.T) {
	var buf bytes.Buffer
	for _, st := range []Style{{Shade: true}, {Solution: []int{0}}, {Markers: MarkersArrows}, {Title: "t"}} {
		if err := writeEllerStream(&buf, 5, 5, &st, 2); err != ErrRowsStyle {
			t.Errorf("%+v: got %v, want ErrRowsStyle", st, err)
		}
	}
}

// BenchmarkMazeRows measures drawing and compressing a 2000×2000 maze at
// two pixels a cell, the rows coming from a maze already made.
func BenchmarkMazeRows(b *testing.B) {
	m := testMaze(b, topology.Spec{Kind: "rect", Width: 2000, Height: 2000}, "dfs", 1)
	b.ReportAllocs()
	for b.Loop() {
		if err := writeMazePNG(discard{}, m, nil, &PNGOptions{Scale: 2}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/4e6, "ns/cell")
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

// BenchmarkMazeRowsEller measures a streamed Eller maze 4000 cells wide at
// two pixels a cell: generation, drawing and compression.
func BenchmarkMazeRowsEller(b *testing.B) {
	const w, h = 4000, 1000
	b.ReportAllocs()
	for b.Loop() {
		if err := writeEllerStream(discard{}, w, h, nil, 2); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(w*h), "ns/cell")
}

// writeMazePNG writes m in style st as the png format does for a Source
// with a Style, the scene built only when the direct path does not apply.
func writeMazePNG(w io.Writer, m *maze.Maze, st *Style, o *PNGOptions) error {
	if st == nil {
		st = &Style{}
	}
	src := &Source{Maze: m, Style: st, MakeScene: func() (*Scene, error) { return MazeScene(m, st), nil }}
	if o != nil {
		src.Options = []Option{o}
	}
	return Encode(w, "png", src)
}

// BenchmarkEllerText streams an Eller maze 100 cells wide as text, as the
// maze command does for --stream --format txt.
func BenchmarkEllerText(b *testing.B) {
	const w, h = 100, 100_000
	for b.Loop() {
		ms := &MazeStream{Width: w, Height: h, BottomDoor: w - 1, Rows: func(emit func(east, south []bool) error) error {
			return generate.EllerRows(w, h, rand.New(rand.NewPCG(1, 1)), func(_ int, east, south []bool) error {
				return emit(east, south)
			})
		}}
		if err := Encode(discard{}, "txt", &Source{Stream: ms}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/h, "ns/row")
}

// writeEllerStream writes a w×h Eller maze (seed 9) streamed a row at a
// time as a PNG, with doors at the top of the first column and the bottom
// of the last.
func writeEllerStream(out io.Writer, w, h int, st *Style, cell float64) error {
	ms := &MazeStream{Width: w, Height: h, BottomDoor: w - 1, Rows: func(emit func(east, south []bool) error) error {
		return generate.EllerRows(w, h, rand.New(rand.NewPCG(9, 9)), func(_ int, east, south []bool) error {
			return emit(east, south)
		})
	}}
	return Encode(out, "png", &Source{Stream: ms, Style: st, Options: []Option{&PNGOptions{Scale: cell}}})
}
