package render

import (
	"bytes"
	"image/png"
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render/internal/raster"
	"github.com/mazekit/mazekit/topology"
)

// TestSolvedStreamMatchesRaster checks that a streamed maze and its
// solution drawn row by row are the whole-maze raster picture of the same
// maze and path, pixel for pixel, at several cell sizes, wall and solution
// widths and margins.
func TestSolvedStreamMatchesRaster(t *testing.T) {
	for _, tc := range []struct {
		w, h int
		cell float64
		st   Style
	}{
		{9, 7, 2, Style{}},
		{12, 10, 3, Style{}},
		{10, 12, 8, Style{SolutionWidth: 0.5, WallWidth: 0.2}},
		{1, 5, 5, Style{Margin: 2}},
		{6, 1, 4, Style{SolutionWidth: 0.1, Transparent: true}},
		{15, 9, 10, Style{SolutionWidth: 0.4, WallWidth: 0.3, Cap: CapSquare}},
	} {
		g, _ := topology.NewRect(tc.w, tc.h)
		m := maze.New(g)
		// A random spanning tree: each cell joins a random earlier neighbour.
		rng := rand.New(rand.NewPCG(uint64(tc.w), uint64(tc.h)))
		for c := 1; c < g.NumCells(); c++ {
			x, y := g.XY(c)
			if x > 0 && (y == 0 || rng.IntN(2) == 0) {
				m.Open(g.EastEdge(x-1, y))
			} else {
				m.Open(g.SouthEdge(x, y-1))
			}
		}
		m.Entrance = maze.Door{Cell: 0, Side: 0}
		last := g.NumCells() - 1
		for i, s := range g.Border(last, nil) {
			if s.A.Y == float64(tc.h) && s.B.Y == float64(tc.h) {
				m.Exit = maze.Door{Cell: last, Side: i}
			}
		}
		path := maze.Solve(m)
		on := map[int]bool{}
		for _, c := range path {
			on[c] = true
		}
		step := map[[2]int]bool{}
		for i := 1; i < len(path); i++ {
			step[[2]int{min(path[i-1], path[i]), max(path[i-1], path[i])}] = true
		}
		st := tc.st
		var buf bytes.Buffer
		ms := &MazeStream{Width: tc.w, Height: tc.h, TopDoor: 0, BottomDoor: tc.w - 1,
			Solved: func(emit func(east, south []bool, p *maze.RowPath) error) error {
				east, south := make([]bool, tc.w), make([]bool, tc.w)
				for y := 0; y < tc.h; y++ {
					for x := 0; x < tc.w; x++ {
						east[x] = x+1 < tc.w && m.IsOpen(g.EastEdge(x, y))
						south[x] = y+1 < tc.h && m.IsOpen(g.SouthEdge(x, y))
					}
					var p maze.RowPath
					for x := 0; x < tc.w; x++ {
						c := g.Cell(x, y)
						if on[c] && (x == 0 || !step[[2]int{c - 1, c}]) {
							e := x
							for e+1 < tc.w && step[[2]int{g.Cell(e, y), g.Cell(e+1, y)}] {
								e++
							}
							p.Runs = append(p.Runs, int32(x), int32(e))
						}
						if y+1 < tc.h && step[[2]int{c, c + tc.w}] {
							p.Down = append(p.Down, int32(x))
						}
					}
					if err := emit(east, south, &p); err != nil {
						return err
					}
				}
				return nil
			}}
		if err := writeStreamPNG(&buf, ms, &st, tc.cell); err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(&buf)
		if err != nil {
			t.Fatal(err)
		}
		b := img.Bounds()
		st.Solution = path
		want, err := rasterRect(m, &st, b.Dx(), b.Dy(), tc.cell)
		if err != nil {
			t.Fatal(err)
		}
		diff, red := 0, 0
		for y := 0; y < b.Dy(); y++ {
			for x := 0; x < b.Dx(); x++ {
				r1, g1, b1, a1 := img.At(x, y).RGBA()
				r2, g2, b2, a2 := want.At(x, y).RGBA()
				if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
					diff++
					if diff < 4 {
						t.Logf("(%d,%d) got %v want %v", x, y, img.At(x, y), want.At(x, y))
					}
				}
				if want.ColorIndexAt(x, y) == raster.Solution {
					red++
				}
			}
		}
		if red == 0 {
			t.Fatalf("%+v: no solution pixels in the reference picture", tc)
		}
		if diff > 0 {
			t.Errorf("%dx%d cell %v %+v: %d of %d pixels differ from the whole maze's", tc.w, tc.h, tc.cell, tc.st, diff, b.Dx()*b.Dy())
		}
	}
}
