package render

import (
	"bytes"
	"image"
	"image/color"
	"runtime"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render/internal/raster"
	"github.com/mazekit/mazekit/topology"
)

// sameColour reports whether two pixels have the same colour.
func sameColour(a, b color.Color) bool {
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	return r1>>8 == r2>>8 && g1>>8 == g2>>8 && b1>>8 == b2>>8 && a1>>8 == a2>>8
}

// TestRasterRectMatchesScene draws the same wallpaper-style maze both ways:
// directly, and as a scene cropped to the frame and rasterized. With walls
// of one or two pixels and fewer distances than palette shades the two must
// agree on every pixel.
func TestRasterRectMatchesScene(t *testing.T) {
	for _, tc := range []struct {
		name       string
		gw, gh     int
		w, h       int
		cell, wall float64
		shade      bool
	}{
		{"grid covers the image", 26, 17, 100, 64, 4, 0.25, true},
		{"odd pixel walls", 21, 13, 200, 120, 10, 0.1, true},
		{"two pixel walls", 14, 9, 140, 80, 10, 0.2, true},
		{"framed by background", 8, 5, 120, 90, 10, 0.1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := testMaze(t, topology.Spec{Kind: "rect", Width: tc.gw, Height: tc.gh}, "dfs", 3)
			st := &Style{WallWidth: tc.wall, Margin: -1, Shade: tc.shade, ShadeFrom: tc.gw*tc.gh/2 + tc.gw/2, Palette: "viridis",
				Background: color.RGBA{20, 20, 40, 255}, WallColor: color.RGBA{250, 240, 230, 255}}
			direct, err := rasterRect(m, st, tc.w, tc.h, tc.cell)
			if err != nil {
				t.Fatal(err)
			}
			s := Crop(MazeScene(m, st), float64(tc.w)/tc.cell, float64(tc.h)/tc.cell)
			general, err := rasterPNG(s, &PNGOptions{Width: tc.w, Height: tc.h})
			if err != nil {
				t.Fatal(err)
			}
			if direct.Bounds() != general.Bounds() {
				t.Fatalf("bounds %v, want %v", direct.Bounds(), general.Bounds())
			}
			diff := 0
			first := image.Point{-1, -1}
			for y := 0; y < tc.h; y++ {
				for x := 0; x < tc.w; x++ {
					if !sameColour(direct.At(x, y), general.At(x, y)) {
						if diff == 0 {
							first = image.Point{x, y}
						}
						diff++
					}
				}
			}
			if diff > 0 {
				t.Errorf("%d pixels differ, first at %v: direct %v, scene %v", diff, first, direct.At(first.X, first.Y), general.At(first.X, first.Y))
			}
		})
	}
}

// TestRasterRectSolution checks the solution is drawn through every cell of
// the path and never over a closed wall's middle.
func TestRasterRectSolution(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "rect", Width: 12, Height: 8}, "dfs", 4)
	sol := maze.Solve(m)
	st := &Style{Margin: -1, Solution: sol, SolutionColor: color.RGBA{255, 0, 0, 255}}
	const cell = 10
	img, err := rasterRect(m, st, 120, 80, cell)
	if err != nil {
		t.Fatal(err)
	}
	g := m.Grid.(*topology.Rect)
	red := func(x, y int) bool { return img.ColorIndexAt(x, y) == raster.Solution }
	for _, c := range sol {
		x, y := g.XY(c)
		if !red(x*cell+5, y*cell+5) {
			t.Errorf("cell (%d,%d) on the path is not drawn red", x, y)
		}
	}
	// No red in the middle of a closed wall.
	for e := 0; e < g.NumEdges(); e++ {
		if m.IsOpen(e) {
			continue
		}
		w := g.Wall(e)
		mx, my := int((w.A.X+w.B.X)/2*cell), int((w.A.Y+w.B.Y)/2*cell)
		if red(mx, my) {
			t.Errorf("the solution crosses the closed wall %d at (%d,%d)", e, mx, my)
		}
	}
}

// TestCroppedPNGOtherGrids checks that PNGOptions.Crop draws a maze on a
// grid other than rect as its scene cut to the frame.
func TestCroppedPNGOtherGrids(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "hex", Width: 4, Height: 4}, "dfs", 1)
	st := &Style{}
	var got, want bytes.Buffer
	src := &Source{Maze: m, Style: st, MakeScene: func() (*Scene, error) { return MazeScene(m, st), nil },
		Options: []Option{&PNGOptions{Width: 50, Height: 40, Scale: 10, Crop: true}}}
	if err := Encode(&got, "png", src); err != nil {
		t.Fatal(err)
	}
	if err := WritePNG(&want, Crop(MazeScene(m, st), 5, 4), &PNGOptions{Width: 50, Height: 40}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Bytes(), want.Bytes()) {
		t.Error("a cropped hex maze differs from its cropped scene")
	}
}

// TestRasterRectBandsSameOnOneAndTwoCores draws shaded mazes with their
// solution in bands on one core and on two, in small bands and in one band
// (a single painter over the whole image): every picture must be the same,
// pixel for pixel, and the PNG files byte for byte.
func TestRasterRectBandsSameOnOneAndTwoCores(t *testing.T) {
	for _, tc := range []struct {
		w, h, gw, gh int
		cell         float64
		st           Style
	}{
		{403, 301, 100, 80, 4, Style{Shade: true}},
		{300, 257, 60, 60, 5, Style{Shade: true, WallWidth: 0.4, Palette: "viridis"}},
		{250, 250, 90, 90, 3, Style{WallWidth: 0.34}},
		{200, 180, 30, 20, 7.5, Style{Shade: true}},
	} {
		m := testMaze(t, topology.Spec{Kind: "rect", Width: tc.gw, Height: tc.gh}, "dfs", 3)
		m.Entrance = maze.Door{Cell: 0, Side: 0}
		m.Exit = maze.Door{Cell: tc.gw*tc.gh - 1, Side: 1}
		st := tc.st
		st.Solution = maze.Solve(m)
		draw := func(procs, bandRows int) []byte {
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
			img, err := rasterRectBands(m, &st, tc.w, tc.h, tc.cell, bandRows)
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if err := raster.Encode(&b, img); err != nil {
				t.Fatal(err)
			}
			return b.Bytes()
		}
		whole := draw(1, tc.h)
		for _, c := range []struct{ procs, rows int }{{1, 7}, {2, 7}, {2, rasterBandRows}, {1, rasterBandRows}, {2, 1}} {
			if got := draw(c.procs, c.rows); !bytes.Equal(got, whole) {
				t.Errorf("%dx%d cell %v: GOMAXPROCS %d, bands of %d rows: the file differs from one painter's",
					tc.w, tc.h, tc.cell, c.procs, c.rows)
			}
		}
	}
}
