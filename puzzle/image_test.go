package puzzle_test

import (
	"bytes"
	"context"
	"flag"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/tonetest"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/topology"
)

var update = flag.Bool("update", false, "redraw the test pictures in testdata")

// testPictures draws the pictures the picture-maze tests use: a left-to-right
// grey ramp from white to black, a black five-pointed star on white, and a
// ball lit from the top left above its shadow.
var testPictures = map[string]func() *image.Gray{
	"ball.png": func() *image.Gray {
		const n = 240
		img := image.NewGray(image.Rect(0, 0, n, n))
		lx, ly, lz := -0.5, -0.6, 0.62
		l := math.Sqrt(lx*lx + ly*ly + lz*lz)
		for y := range n {
			for x := range n {
				px, py := 2*(float64(x)+0.5)/n-1, 2*(float64(y)+0.5)/n-1
				v := 1.0
				// The shadow: a soft ellipse on the ground.
				if e := math.Hypot(px/0.62, (py-0.8)/0.13); e < 1 {
					v = 0.45 + 0.55*e*e
				}
				dx, dy := px/0.68, (py+0.06)/0.68
				if r2 := dx*dx + dy*dy; r2 < 1 {
					dz := math.Sqrt(1 - r2)
					lambert := max(0, (dx*lx+dy*ly+dz*lz)/l)
					v = 0.06 + 0.92*lambert
				}
				img.SetGray(x, y, color.Gray{Y: uint8(math.Round(255 * v))})
			}
		}
		return img
	},
	"gradient.png": func() *image.Gray {
		img := image.NewGray(image.Rect(0, 0, 256, 128))
		for y := range 128 {
			for x := range 256 {
				img.SetGray(x, y, color.Gray{Y: uint8(255 - x)})
			}
		}
		return img
	},
	"star.png": func() *image.Gray {
		const n = 200
		img := image.NewGray(image.Rect(0, 0, n, n))
		// The star's ten corners, outer radius 0.95, inner 0.38, point up.
		var xs, ys [10]float64
		for k := range 10 {
			r := 0.95
			if k%2 == 1 {
				r = 0.38
			}
			a := -math.Pi/2 + float64(k)*math.Pi/5
			xs[k], ys[k] = r*math.Cos(a), r*math.Sin(a)+0.08
		}
		for y := range n {
			for x := range n {
				px, py := 2*(float64(x)+0.5)/n-1, 2*(float64(y)+0.5)/n-1
				in := false // even-odd rule over the polygon
				for i, j := 0, 9; i < 10; j, i = i, i+1 {
					if (ys[i] > py) != (ys[j] > py) && px < (xs[j]-xs[i])*(py-ys[i])/(ys[j]-ys[i])+xs[i] {
						in = !in
					}
				}
				v := uint8(255)
				if in {
					v = 0
				}
				img.SetGray(x, y, color.Gray{Y: v})
			}
		}
		return img
	},
}

// TestPictureFiles checks that the test pictures in testdata are the ones
// drawn above (go test -update redraws them).
func TestPictureFiles(t *testing.T) {
	for _, name := range []string{"ball.png", "gradient.png", "star.png"} {
		var buf bytes.Buffer
		if err := png.Encode(&buf, testPictures[name]()); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join("testdata", name)
		if *update {
			if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, buf.Bytes()) {
			t.Errorf("%s differs from the drawn picture; run go test -update", path)
		}
	}
}

// pictureMaze makes the maze that draws testdata/name in a w×h box.
func pictureMaze(t testing.TB, name string, w, h int, seed uint64) (*puzzle.Puzzle, puzzle.Options) {
	t.Helper()
	opts := puzzle.Defaults()
	opts.Grid = topology.Spec{Kind: "rect", Width: w, Height: h}
	opts.Image = filepath.Join("testdata", name)
	opts.Seed = seed
	opts.Picture.Margin = 0
	opts.Picture.Cell = 12
	p, err := puzzle.New(context.Background(), &opts, "png")
	if err != nil {
		t.Fatal(err)
	}
	return p, opts
}

// TestPictureTones draws each test picture as a maze and checks that the
// maze shows it: the mean darkness of the picture's tiles and of the drawn
// maze's tiles correlate at 0.8 or more, and the maze is a perfect maze with
// its doors apart.
func TestPictureTones(t *testing.T) {
	for _, tc := range []struct {
		name string
		w, h int
	}{{"gradient.png", 48, 24}, {"star.png", 40, 40}, {"ball.png", 40, 40}} {
		t.Run(tc.name, func(t *testing.T) {
			p, _ := pictureMaze(t, tc.name, tc.w, tc.h, 1)
			m := p.Maze
			if n := m.NumOpen(); n != m.Grid.NumCells()-1 {
				t.Errorf("%d open edges on %d cells, want a spanning tree", n, m.Grid.NumCells())
			}
			if !m.Entrance.Valid() || !m.Exit.Valid() || m.Entrance.Cell == m.Exit.Cell {
				t.Errorf("doors %v and %v, want two different cells", m.Entrance, m.Exit)
			}
			if sol := maze.Solve(m); len(sol) < 2 || sol[0] != m.Entrance.Cell || sol[len(sol)-1] != m.Exit.Cell {
				t.Errorf("no way from the entrance to the exit")
			}
			var buf bytes.Buffer
			if err := p.Write(&buf, "png", false); err != nil {
				t.Fatal(err)
			}
			drawn, err := png.Decode(&buf)
			if err != nil {
				t.Fatal(err)
			}
			src := testPictures[tc.name]()
			const tiles = 8
			r := tonetest.Pearson(tonetest.Darkness(src, tiles), tonetest.Darkness(drawn, tiles))
			t.Logf("%s: %d cells, %dx%d pixels, tile darkness correlation %.3f", tc.name, m.Grid.NumCells(), drawn.Bounds().Dx(), drawn.Bounds().Dy(), r)
			if r < 0.8 {
				t.Errorf("tile darkness correlation %.3f, want at least 0.8", r)
			}
		})
	}
}

// TestPictureSameSeed checks that a seed gives the same file every time and
// another seed another maze.
func TestPictureSameSeed(t *testing.T) {
	write := func(seed uint64) []byte {
		p, _ := pictureMaze(t, "star.png", 20, 20, seed)
		var buf bytes.Buffer
		if err := p.Write(&buf, "svg", true); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	a, b, c := write(5), write(5), write(6)
	if !bytes.Equal(a, b) {
		t.Error("the same seed gave different files")
	}
	if bytes.Equal(a, c) {
		t.Error("seeds 5 and 6 gave the same file")
	}
}

// TestPictureErrors checks that bad pictures and combinations are refused
// as errors naming the picture.
func TestPictureErrors(t *testing.T) {
	dir := t.TempDir()
	notPNG := filepath.Join(dir, "x.png")
	if err := os.WriteFile(notPNG, []byte("GIF89a not a png"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		edit func(o *puzzle.Options)
	}{
		{"missing", func(o *puzzle.Options) { o.Image = filepath.Join(dir, "none.png") }},
		{"not a PNG", func(o *puzzle.Options) { o.Image = notPNG }},
		{"hex grid", func(o *puzzle.Options) { o.Grid.Kind = "hex" }},
		{"weave", func(o *puzzle.Options) { o.Weave = 0.5 }},
		{"symmetry", func(o *puzzle.Options) { o.Symmetry = "2" }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := puzzle.Defaults()
			opts.Image = filepath.Join("testdata", "star.png")
			tc.edit(&opts)
			_, err := puzzle.New(context.Background(), &opts, "png")
			pe, ok := param.As(err)
			if !ok || pe.Field != "picture" {
				t.Fatalf("got %v, want an error for the picture", err)
			}
		})
	}
}

// TestPictureEveryAlgorithm carves the star with every algorithm that runs
// on planar grids and checks each maze is a spanning tree: one passage
// fewer than cells, every cell reachable.
func TestPictureEveryAlgorithm(t *testing.T) {
	for _, name := range generate.Names() {
		alg, _ := generate.Lookup(name)
		if !alg.Supports("planar") {
			continue
		}
		t.Run(name, func(t *testing.T) {
			opts := puzzle.Defaults()
			opts.Grid = topology.Spec{Kind: "rect", Width: 12, Height: 12}
			opts.Image = filepath.Join("testdata", "star.png")
			opts.Algorithm, opts.Seed = name, 3
			p, err := puzzle.New(context.Background(), &opts, "svg")
			if err != nil {
				t.Fatal(err)
			}
			m := p.Maze
			n := m.Grid.NumCells()
			if m.NumOpen() != n-1 {
				t.Errorf("%d passages on %d cells, want %d", m.NumOpen(), n, n-1)
			}
			for c, d := range maze.Distances(m, 0) {
				if d < 0 {
					t.Fatalf("cell %d cannot be reached from cell 0", c)
				}
			}
		})
	}
}

func BenchmarkPictureMaze(b *testing.B) { benchPicture(b, "star.png", 60, 60) }

// benchPicture makes the maze that draws testdata/name in a w×h box.
func benchPicture(b *testing.B, name string, w, h int) {
	b.ReportAllocs()
	for range b.N {
		pictureMaze(b, name, w, h, 1)
	}
}

// TestPictureBudget: a picture maze is budgeted as the planar grid it
// becomes, as many cells as a black picture would give, before the picture
// is read.
func TestPictureBudget(t *testing.T) {
	opts := puzzle.Defaults()
	opts.Grid = topology.Spec{Kind: "rect", Width: 100, Height: 100}
	plain, _ := puzzle.Estimate(&opts, "png")
	opts.Image = filepath.Join("testdata", "star.png")
	pic, asked := puzzle.Estimate(&opts, "png")
	if pic < 10*plain {
		t.Errorf("picture maze estimated at %d bytes, a rect maze of its size at %d; want at least ten times as much", pic, plain)
	}
	if !strings.Contains(asked, "216049 cells") {
		t.Errorf("asked %q, want about 216049 cells (0.7 a square 0.18 across)", asked)
	}
	opts.MaxMemory = pic / 2
	if _, err := puzzle.New(context.Background(), &opts, "png"); err == nil || !strings.Contains(err.Error(), "over the limit") {
		t.Errorf("over the budget: got %v, want a refusal", err)
	}
}
