package picmaze

import (
	"fmt"
	"image"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/param"
)

// maxHint is the most either hint should tell about the way in an
// unsolved picture maze: the tests hold the median picture to it, and
// every picture to worstHint.
const maxHint = 0.65

// worstHint is the most either hint tells about any one picture's way
// today; it keeps the generator from sliding back to the staircases and
// dead-end-free pictures it used to draw (areas up to 0.86).
const worstHint = 0.86

// outsideMedian is the most the median hint of the outside pictures
// reaches today: their thin strokes leave more of the way beside light
// cells than the built-in pictures do.
const outsideMedian = 0.78

// checkHints fails unless the median of each area over rows is at most
// median and none is above worstHint.
func checkHints(t *testing.T, rows []hintRow, median float64) {
	t.Helper()
	for _, k := range []struct {
		name string
		f    func(Hints) float64
	}{{"texture", func(h Hints) float64 { return h.Texture }}, {"dead-end", func(h Hints) float64 { return h.DeadEnds }}} {
		v := make([]float64, len(rows))
		for i, r := range rows {
			v[i] = k.f(r.h)
			if v[i] > worstHint {
				t.Errorf("%s: the unsolved maze tells the way: %s AUC %.3f; want at most %.2f", r.name, k.name, v[i], worstHint)
			}
		}
		slices.Sort(v)
		if m := v[len(v)/2]; m > median {
			t.Errorf("median %s AUC %.3f; want at most %.2f", k.name, m, median)
		}
	}
}

// hintRow is one picture's hints.
type hintRow struct {
	name string
	h    Hints
}

// hintTable sums rows up: min, median and max of each area and the worst
// pictures.
func hintTable(rows []hintRow) string {
	var b strings.Builder
	for _, k := range []struct {
		name string
		f    func(Hints) float64
	}{{"texture", func(h Hints) float64 { return h.Texture }}, {"dead ends", func(h Hints) float64 { return h.DeadEnds }}} {
		v := make([]float64, len(rows))
		for i, r := range rows {
			v[i] = k.f(r.h)
		}
		s := slices.Clone(v)
		slices.Sort(s)
		worst := slices.Clone(rows)
		sort.SliceStable(worst, func(i, j int) bool { return k.f(worst[i].h) > k.f(worst[j].h) })
		fmt.Fprintf(&b, "%-9s AUC min %.3f median %.3f max %.3f; worst:", k.name, s[0], s[len(s)/2], s[len(s)-1])
		for _, r := range worst[:min(3, len(worst))] {
			fmt.Fprintf(&b, " %s %.3f", r.name, k.f(r.h))
		}
		b.WriteString("\n")
	}
	return b.String()
}

// TestBuiltinsHideThePicture makes every built-in picture at its own size
// and checks how well either hint tells its way from the rest of the
// maze (see checkHints).
func TestBuiltinsHideThePicture(t *testing.T) {
	var rows []hintRow
	for _, b := range Builtins() {
		tg, err := b.Target(b.W, b.H)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Make(tg.Mono(), rand.New(rand.NewPCG(1, StreamCarve)))
		if err != nil {
			t.Fatalf("%s: %v", b.Name, err)
		}
		h := r.MeasureHints()
		rows = append(rows, hintRow{b.Name, h})
		t.Logf("%-11s %3dx%-3d texture %.3f  dead ends %.3f", b.Name, b.W, b.H, h.Texture, h.DeadEnds)
	}
	t.Logf("%d pictures\n%s", len(rows), hintTable(rows))
	checkHints(t, rows, maxHint)
}

// TestAUC checks the area on small cases worked by hand.
func TestAUC(t *testing.T) {
	for _, c := range []struct {
		score []float64
		pos   []bool
		want  float64
	}{
		{[]float64{1, 2, 3, 4}, []bool{false, false, true, true}, 1},
		{[]float64{1, 2, 3, 4}, []bool{true, true, false, false}, 1},
		{[]float64{1, 1, 1, 1}, []bool{true, false, true, false}, 0.5},
		{[]float64{1, 2, 2, 3}, []bool{false, true, false, true}, 0.875},
	} {
		if got := auc(c.score, c.pos); got != c.want {
			t.Errorf("auc(%v, %v) = %v; want %v", c.score, c.pos, got, c.want)
		}
	}
}

// outsidePictures are pictures mazekit did not draw, in testdata: glyphs
// of a system font (DejaVu Sans Bold), a solid heart and an icon of the
// system icon theme (Adwaita's user-trash, its alpha), made with PIL;
// solid ones are drawn with at most 5% of the way light.
var outsidePictures = []struct {
	name  string
	solid bool
}{{"glyph-r", false}, {"glyph-amp", false}, {"glyph-k", false}, {"heart-solid", true}, {"icon-trash", true}}

// readTestPNG decodes testdata/name.png.
func readTestPNG(t *testing.T, name string) image.Image {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// TestOutsidePicturesHidden makes 30×30 picture mazes of pictures drawn
// elsewhere from three seeds, checks how well their unsolved mazes hide
// them (see checkHints) and that the solid ones are drawn with at least
// 95% of their dark cells on the way and at most 5% of the way light.
func TestOutsidePicturesHidden(t *testing.T) {
	var rows []hintRow
	for _, op := range outsidePictures {
		name := op.name
		src := &Image{Img: readTestPNG(t, name), Threshold: 0.5}
		for seed := uint64(1); seed <= 3; seed++ {
			r, err := Generate(src, 30, 30, defaultLimits, seed)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			h := r.MeasureHints()
			rows = append(rows, hintRow{fmt.Sprintf("%s/%d", name, seed), h})
			t.Logf("%-11s seed %d  texture %.3f  dead ends %.3f  %s", name, seed, h.Texture, h.DeadEnds, r.Quality)
			if op.solid && (r.Quality.Coverage < 0.95 || r.Quality.LightShare > 0.05) {
				t.Errorf("%s, seed %d: %s; want ≥ 95%% and ≤ 5%%", name, seed, r.Quality)
			}
		}
	}
	t.Logf("%d mazes\n%s", len(rows), hintTable(rows))
	checkHints(t, rows, outsideMedian)
}

// TestWallStats logs the shares of straight cells, turns, dead ends and
// junctions on the way and off it.
func TestWallStats(t *testing.T) {
	for _, name := range []string{"heart", "moon", "boat", "cat"} {
		b, _ := LookupBuiltin(name)
		tg, _ := b.Target(b.W, b.H)
		r, err := Make(tg.Mono(), rand.New(rand.NewPCG(1, StreamCarve)))
		if err != nil {
			t.Fatal(err)
		}
		g, m := r.Grid, r.Maze
		on := make([]bool, g.W*g.H)
		for _, c := range r.Way {
			on[c] = true
		}
		var k [2][5]float64
		for y := range g.H {
			for x := range g.W {
				var o [4]bool
				o[0] = y > 0 && m.IsOpen(g.SouthEdge(x, y-1))
				o[1] = x+1 < g.W && m.IsOpen(g.EastEdge(x, y))
				o[2] = y+1 < g.H && m.IsOpen(g.SouthEdge(x, y))
				o[3] = x > 0 && m.IsOpen(g.EastEdge(x-1, y))
				d := 0
				for _, v := range o {
					if v {
						d++
					}
				}
				i := 0
				if on[y*g.W+x] {
					i = 1
				}
				switch {
				case d == 1:
					k[i][2]++
				case d == 2 && o[0] == o[2]:
					k[i][0]++
				case d == 2:
					k[i][1]++
				default:
					k[i][3]++
				}
				k[i][4]++
			}
		}
		for i, l := range []string{"off", "on"} {
			t.Logf("%-6s %-3s straight %.2f turn %.2f dead %.3f junction %.3f", name, l, k[i][0]/k[i][4], k[i][1]/k[i][4], k[i][2]/k[i][4], k[i][3]/k[i][4])
		}
	}
}

// TestPhotoRefused: scipy's photo of a raccoon (face.png, in grey) is
// refused with the reason, and the pictures drawn elsewhere are not; with
// no threshold one is found that splits a silhouette where its edges are.
func TestPhotoRefused(t *testing.T) {
	src := &Image{Img: readTestPNG(t, "face"), Name: "face.png"}
	_, err := Generate(src, 60, 45, defaultLimits, 1)
	pe, ok := param.As(err)
	if !ok || pe.Field != "picture" || !strings.Contains(pe.Want, "do not split into dark and light") {
		t.Fatalf("the photo: %v; want a refusal for picture that says why", err)
	}
	t.Logf("face.png: %v", err)
	for _, op := range outsidePictures {
		tg, err := (&Image{Img: readTestPNG(t, op.name)}).Target(30, 30)
		if err != nil {
			t.Fatalf("%s: %v", op.name, err)
		}
		t.Logf("%s: two tones keep %.1f%% of the contrast", op.name, 100*tg.Split)
	}
	// A grey square on white: any threshold between the two inks splits
	// it the same way, and so does the one found.
	img := image.NewGray(image.Rect(0, 0, 40, 40))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	for y := 10; y < 30; y++ {
		for x := 10; x < 30; x++ {
			img.Pix[y*40+x] = 200 // ink 0.22: light for the threshold 0.5
		}
	}
	tg, err := (&Image{Img: img}).Target(20, 20)
	if err != nil {
		t.Fatal(err)
	}
	if tg.NumDark() != 100 || tg.Split < 0.99 {
		t.Errorf("a pale square with the threshold found: %d dark cells, split %.3f; want 100 and 1", tg.NumDark(), tg.Split)
	}
}
