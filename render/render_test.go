package render

import (
	"bytes"
	"encoding/xml"
	"flag"
	"fmt"
	"image"
	"image/color"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/pdftest"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
	"github.com/mazekit/mazekit/topology/topologytest"
)

var update = flag.Bool("update", false, "rewrite golden files")

// testSpecs has a small grid of every kind; a registered kind without one
// fails TestWallsDrawn, so every new grid is checked.
var testSpecs = topologytest.SmallSpecs()

func testMaze(t testing.TB, s topology.Spec, algo string, seed uint64) *maze.Maze {
	t.Helper()
	g, err := topology.Build(s)
	if err != nil {
		t.Fatal(err)
	}
	m := maze.New(g)
	if err := generate.Run(algo, m, rand.New(rand.NewPCG(seed, 1)), generate.Options{}); err != nil {
		t.Fatal(err)
	}
	if err := maze.PlaceDoors(m, maze.DoorsFarthest); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestGoldenScenes(t *testing.T) {
	tests := []struct {
		name string
		spec topology.Spec
		st   Style
	}{
		{"rect-plain", topology.Spec{Kind: "rect", Width: 4, Height: 3}, Style{}},
		{"rect-solution-arrows", topology.Spec{Kind: "rect", Width: 4, Height: 3}, Style{Markers: MarkersArrows, Title: "Tiny"}},
		{"hex-plain", topology.Spec{Kind: "hex", Width: 3, Height: 3}, Style{}},
		{"3d-solution", topology.Spec{Kind: "3d", Width: 3, Height: 3, Floors: 2}, Style{}},
		{"cube-solution", topology.Spec{Kind: "cube", Width: 2, Height: 2}, Style{}},
		{"3d-stack-solution", topology.Spec{Kind: "3d", Width: 3, Height: 2, Floors: 2}, Style{Stack: true, Title: "Stack"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := testMaze(t, tt.spec, "dfs", 1)
			st := tt.st
			if strings.Contains(tt.name, "solution") {
				st.Solution = maze.Solve(m)
			}
			got := MazeScene(m, &st).String()
			p := filepath.Join("testdata", tt.name+".scene")
			if *update {
				os.WriteFile(p, []byte(got), 0o644)
			}
			want, err := os.ReadFile(p)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if got != string(want) {
				t.Errorf("scene differs from %s:\n%s", p, got)
			}
		})
	}
}

func TestWallsMerged(t *testing.T) {
	g, _ := topology.NewRect(10, 10)
	m := maze.New(g) // every wall closed, no doors
	s := MazeScene(m, &Style{})
	moves := strings.Count(s.String(), "\nM ")
	if moves != 22 {
		t.Errorf("a closed 10x10 grid drew %d strokes, want 22 (11 rows and 11 columns of wall)", moves)
	}
}

func dark(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return (r+g+b)/3 < 0x8000
}

// TestWallsDrawn renders a maze of every grid kind and samples the picture
// at the middle of every wall: closed walls and the border must be dark,
// open passages and the two doors light.
func TestWallsDrawn(t *testing.T) {
	for _, kind := range topology.Kinds() {
		spec, ok := testSpecs[kind]
		if !ok {
			t.Fatalf("grid kind %q has no entry in testSpecs", kind)
		}
		if kind == "weave" {
			continue // drawn inset: TestWeaveWallsDrawn samples it
		}
		t.Run(kind, func(t *testing.T) {
			m := testMaze(t, spec, "wilson", 3)
			const scale = 24
			st := Style{WallWidth: 0.12}
			img, err := rasterPNG(MazeScene(m, &st), &PNGOptions{Scale: scale, NoFastPath: true})
			if err != nil {
				t.Fatal(err)
			}
			b := m.Grid.Bounds()
			at := func(p topology.Point) color.Color {
				return img.At(int((p.X-b.Min.X+1)*scale), int((p.Y-b.Min.Y+1)*scale))
			}
			g := m.Grid
			for e := 0; e < g.NumEdges(); e++ {
				if cr, ok := g.(interface{ Under(int) int }); ok && cr.Under(e) != topology.None {
					continue // a crossing edge has no wall to draw
				}
				if l, ok := g.(topology.Linked); ok {
					if pieces, link := l.LinkWalls(e, nil); link {
						// Stairs are marks, sampled in TestStairMarks; a
						// cut edge's wall is drawn on both sides of the cut.
						for _, p := range pieces {
							if got := dark(at(p.Mid())); got != !m.IsOpen(e) {
								t.Fatalf("link %d (open=%v): pixel at piece middle %v is dark=%v", e, m.IsOpen(e), p.Mid(), got)
							}
						}
						continue
					}
				}
				w := g.Wall(e)
				if m.IsOpen(e) && topology.Dist(w.A, w.B) < 0.5 {
					continue // a short opening is closed off by its neighbours' line caps
				}
				mid := maze.SegmentMid(w)
				if got := dark(at(mid)); got != !m.IsOpen(e) {
					t.Fatalf("edge %d (open=%v): pixel at wall middle %v is dark=%v", e, m.IsOpen(e), mid, got)
				}
			}
			for c := 0; c < g.NumCells(); c++ {
				for i, s := range g.Border(c, nil) {
					door := (m.Entrance.Cell == c && m.Entrance.Side == i) || (m.Exit.Cell == c && m.Exit.Side == i)
					if got := dark(at(maze.SegmentMid(s))); got == door {
						t.Fatalf("cell %d border side %d (door=%v): dark=%v", c, i, door, got)
					}
				}
			}
		})
	}
}

// TestFastPathMatches compares the paletted fast path with gg's rasterizer.
func TestFastPathMatches(t *testing.T) {
	for _, tc := range []struct {
		cap   Cap
		scale float64
		width float64
	}{{CapSquare, 4, 0.25}, {CapSquare, 6, 0.34}, {CapSquare, 10, 0.2}, {CapRound, 2, 0.5}} {
		m := testMaze(t, topology.Spec{Kind: "rect", Width: 23, Height: 17}, "dfs", 5)
		s := MazeScene(m, &Style{Cap: tc.cap, WallWidth: tc.width})
		fast, err := rasterPNG(s, &PNGOptions{Scale: tc.scale})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := fast.(*image.Paletted); !ok {
			t.Fatalf("cap %v scale %v: fast path not taken", tc.cap, tc.scale)
		}
		slow, _ := rasterPNG(s, &PNGOptions{Scale: tc.scale, NoFastPath: true})
		if fast.Bounds() != slow.Bounds() {
			t.Fatalf("sizes differ: %v vs %v", fast.Bounds(), slow.Bounds())
		}
		diff := 0
		r := fast.Bounds()
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if dark(fast.At(x, y)) != dark(slow.At(x, y)) {
					diff++
				}
			}
		}
		// Square caps must match exactly; round caps differ only in the
		// corners of free wall ends.
		limit := 0
		if tc.cap == CapRound {
			limit = r.Dx() * r.Dy() / 200
		}
		if diff > limit {
			t.Errorf("cap %v scale %v: %d pixels differ between fast and general paths (limit %d)", tc.cap, tc.scale, diff, limit)
		}
	}
}

func TestSVG(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "rect", Width: 8, Height: 6}, "dfs", 2)
	s := MazeScene(m, &Style{Solution: maze.Solve(m), Title: "A & B <test>", Markers: MarkersLabels})
	s.Comment = "seed 2"
	var buf bytes.Buffer
	if err := WriteSVG(&buf, s, nil); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	dec := xml.NewDecoder(strings.NewReader(out))
	for {
		_, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("invalid XML: %v", err)
		}
	}
	for _, want := range []string{"viewBox=\"0 0 ", "<!-- seed 2 -->", "A &amp; B &lt;test&gt;", "@font-face{font-family:GoBold;src:url(data:font/ttf;base64,"} {
		if !strings.Contains(out, want) {
			t.Errorf("SVG lacks %q", want)
		}
	}
	if n := strings.Count(out, "stroke=\"#000000\""); n != 1 {
		t.Errorf("walls drawn in %d <path> elements, want 1", n)
	}
}

func render3(t *testing.T) map[string][]byte {
	m := testMaze(t, topology.Spec{Kind: "hex", Width: 8, Height: 6}, "wilson", 9)
	s := MazeScene(m, &Style{Solution: maze.Solve(m), Markers: MarkersLabels, Title: "Hex", Shade: true, Palette: "viridis"})
	out := map[string][]byte{}
	var b bytes.Buffer
	if err := WritePNG(&b, s, nil); err != nil {
		t.Fatal(err)
	}
	out["png"] = append([]byte(nil), b.Bytes()...)
	b.Reset()
	WriteSVG(&b, s, nil)
	out["svg"] = append([]byte(nil), b.Bytes()...)
	b.Reset()
	if err := WritePDF(&b, s, &PDFOptions{Paper: "a4"}); err != nil {
		t.Fatal(err)
	}
	out["pdf"] = append([]byte(nil), b.Bytes()...)
	return out
}

func TestDeterministic(t *testing.T) {
	a, b := render3(t), render3(t)
	for k := range a {
		if !bytes.Equal(a[k], b[k]) {
			t.Errorf("%s: same maze gave different bytes", k)
		}
	}
}

func TestPDFPrintChecks(t *testing.T) {
	p := filepath.Join(t.TempDir(), "m.pdf")
	if err := os.WriteFile(p, render3(t)["pdf"], 0o644); err != nil {
		t.Fatal(err)
	}
	pdftest.Check(t, p)
	if out := pdftest.Tool(t, "pdfinfo", p); !strings.Contains(out, "595.28 x 841.89") {
		t.Errorf("A4 page size not found in pdfinfo output:\n%s", out)
	}
}

func TestPNGSize(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "rect", Width: 10, Height: 5}, "dfs", 1)
	s := MazeScene(m, &Style{})
	for _, tc := range []struct {
		o    PNGOptions
		w, h int
	}{{PNGOptions{Scale: 10}, 120, 70}, {PNGOptions{Width: 333, Height: 111}, 333, 111}, {PNGOptions{Width: 240}, 240, 140}} {
		img, err := rasterPNG(s, &tc.o)
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != tc.w || b.Dy() != tc.h {
			t.Errorf("%+v: image %dx%d, want %dx%d", tc.o, b.Dx(), b.Dy(), tc.w, tc.h)
		}
	}
	if _, err := rasterPNG(s, &PNGOptions{Scale: 1e6}); err == nil {
		t.Error("absurd scale accepted")
	}
}

func TestParseColor(t *testing.T) {
	tests := []struct {
		in   string
		want color.RGBA
		ok   bool
	}{
		{"#ff0000", color.RGBA{255, 0, 0, 255}, true},
		{"#0f0", color.RGBA{0, 255, 0, 255}, true},
		{"#11223344", color.RGBA{0x11, 0x22, 0x33, 0x44}, true},
		{"white", color.RGBA{255, 255, 255, 255}, true},
		{"#12", color.RGBA{}, false},
		{"#gg0000", color.RGBA{}, false},
		{"ff0000", color.RGBA{}, false},
	}
	for _, tt := range tests {
		got, err := ParseColor(tt.in)
		if (err == nil) != tt.ok || (tt.ok && got != tt.want) {
			t.Errorf("ParseColor(%q) = %v, %v; want %v ok=%v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

func benchRender(b *testing.B, format string, n int) {
	m := testMaze(b, topology.Spec{Kind: "rect", Width: n, Height: n}, "dfs", 1)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := MazeScene(m, &Style{})
		var err error
		switch format {
		case "png":
			err = WritePNG(io.Discard, s, &PNGOptions{Scale: 2})
		case "svg":
			err = WriteSVG(io.Discard, s, nil)
		case "pdf":
			err = WritePDF(io.Discard, s, nil)
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n*n), "ns/cell")
}

func BenchmarkRender(b *testing.B) {
	for _, f := range []string{"png", "svg", "pdf"} {
		for _, n := range []int{100, 1000} {
			b.Run(fmt.Sprintf("%s/%dx%d", f, n, n), func(b *testing.B) { benchRender(b, f, n) })
		}
	}
}

// TestCroppedRaster draws a scene that overflows the image on every side,
// through both raster paths.
func TestCroppedRaster(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "rect", Width: 30, Height: 20}, "dfs", 1)
	for _, shade := range []bool{false, true} {
		s := Crop(MazeScene(m, &Style{Margin: -1, Shade: shade, Cap: CapSquare}), 10, 6)
		for _, o := range []PNGOptions{{Scale: 10}, {Scale: 10, NoFastPath: true}} {
			img, err := rasterPNG(s, &o)
			if err != nil {
				t.Fatal(err)
			}
			if b := img.Bounds(); b.Dx() != 100 || b.Dy() != 60 {
				t.Errorf("cropped image %v, want 100x60", b)
			}
		}
	}
}

func TestGoldenSVG(t *testing.T) {
	for _, spec := range []topology.Spec{{Kind: "rect", Width: 5, Height: 4}, {Kind: "polar", Rings: 2}} {
		m := testMaze(t, spec, "dfs", 3)
		s := MazeScene(m, &Style{Solution: maze.Solve(m), Markers: MarkersArrows})
		s.Comment = "seed 3"
		var buf bytes.Buffer
		if err := WriteSVG(&buf, s, nil); err != nil {
			t.Fatal(err)
		}
		p := filepath.Join("testdata", spec.Kind+".svg")
		if *update {
			os.WriteFile(p, buf.Bytes(), 0o644)
		}
		want, err := os.ReadFile(p)
		if err != nil {
			t.Fatalf("%v (run go test -update)", err)
		}
		if !bytes.Equal(buf.Bytes(), want) {
			t.Errorf("SVG differs from %s:\n%s", p, buf.String())
		}
	}
}

// seedsShort is full, or short under -short: how many seeds a test that
// tries many walks through, kept small in the quick loop (CI runs full).
func seedsShort(full, short uint64) uint64 {
	if testing.Short() {
		return short
	}
	return full
}

// TestBigStrokeSameOnOneAndTwoCores writes a maze whose walls are one
// stroke of more than raster.BigStroke lines (drawn straight into the image, in
// bands) with GOMAXPROCS 1 and 2: the files must be equal byte for byte.
func TestBigStrokeSameOnOneAndTwoCores(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "hex", Width: 110, Height: 110}, "dfs", 2)
	s := MazeScene(m, nil)
	if start, _ := s.nextBigStroke(cursor{}); start < 0 {
		t.Fatal("the maze's walls are not a big stroke")
	}
	write := func(procs int) []byte {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		var b bytes.Buffer
		if err := WritePNG(&b, s, &PNGOptions{Scale: 4}); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	if one, two := write(1), write(2); !bytes.Equal(one, two) {
		t.Error("GOMAXPROCS 1 and 2 give different files")
	}
}

// TestScenePrefixSameOnOneAndTwoCores writes scenes whose fills and
// straight walls are drawn in bands (a shaded maze with its solution, a
// pattern) with GOMAXPROCS 1 and 2: the files must be equal byte for byte.
func TestScenePrefixSameOnOneAndTwoCores(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "rect", Width: 60, Height: 45}, "dfs", 4)
	maze.PlaceDoors(m, maze.DoorsAuto)
	scenes := []*Scene{
		MazeScene(m, &Style{Shade: true, Solution: maze.Solve(m)}),
		MazeScene(m, &Style{Shade: true, Palette: "viridis", Title: "Bands"}),
	}
	for i, s := range scenes {
		write := func(procs int) []byte {
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
			var b bytes.Buffer
			if err := WritePNG(&b, s, &PNGOptions{Scale: 7}); err != nil {
				t.Fatal(err)
			}
			return b.Bytes()
		}
		if one, two := write(1), write(2); !bytes.Equal(one, two) {
			t.Errorf("scene %d: GOMAXPROCS 1 and 2 give different files", i)
		}
	}
}
