package picmaze

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

// TestSameSeedSameMaze: the same picture and seed give the same maze, and
// another seed another maze with the same picture.
func TestSameSeedSameMaze(t *testing.T) {
	b, _ := LookupBuiltin("fish")
	a1, _ := Generate(b, 0, 0, defaultLimits, 5)
	a2, _ := Generate(b, 0, 0, defaultLimits, 5)
	c, _ := Generate(b, 0, 0, defaultLimits, 6)
	if !slices.Equal(a1.Way, a2.Way) || a1.Maze.NumOpen() != a2.Maze.NumOpen() {
		t.Fatal("same seed, different ways")
	}
	same := true
	a1.Maze.OpenEdges(func(e int) { same = same && c.Maze.IsOpen(e) })
	if same {
		t.Error("seeds 5 and 6 carved the same maze")
	}
}

// TestRefusedWithSize: a picture too fine for the size is a *param.Error
// for "size" that names a larger size, and that size works.
func TestRefusedWithSize(t *testing.T) {
	b, _ := LookupBuiltin("cat")
	lim := Limits{MinCoverage: 0.97, MaxLight: 0.05}
	_, err := Generate(b, 10, 10, lim, 1)
	pe, ok := param.As(err)
	if !ok || pe.Field != "size" || !strings.Contains(pe.Want, "works") {
		t.Fatalf("cat at 10x10: %v; want a size error naming a size that works", err)
	}
	var w, h int
	i := strings.LastIndex(pe.Want, ": ")
	if _, err := fmtSscan(pe.Want[i+2:], &w, &h); err != nil {
		t.Fatalf("no size in %q", pe.Want)
	}
	r, err := Generate(b, w, h, lim, 1)
	if err != nil || !r.Quality.Meets(lim) {
		t.Errorf("the size named, %dx%d, does not work: %v", w, h, err)
	}
}

// TestBlank: a picture with no dark cells is refused.
func TestBlank(t *testing.T) {
	tg, _ := NewTarget(10, 10)
	if _, err := Make(tg, rand.New(rand.NewPCG(1, 1))); !errors.Is(err, ErrBlank) {
		t.Errorf("blank picture: %v", err)
	}
}

// TestFromImage: the threshold decides which grey is dark, transparent
// pixels are light, and colours are sorted into crayons.
func TestFromImage(t *testing.T) {
	img := image.NewNRGBA(image.Rect(0, 0, 8, 4))
	for x := range 8 {
		for y := range 4 {
			switch {
			case x < 2:
				img.Set(x, y, color.Gray{100}) // ink 0.61
			case x < 4:
				img.Set(x, y, color.Gray{200}) // ink 0.22
			case x < 6:
				img.Set(x, y, color.NRGBA{220, 40, 40, 255})
			default:
				img.Set(x, y, color.NRGBA{0, 0, 0, 0})
			}
		}
	}
	tg, err := FromImage(img, 8, 4, 0.5, 1)
	if err != nil {
		t.Fatal(err)
	}
	row := ""
	for x := range 8 {
		row += map[bool]string{true: "#", false: "."}[tg.Dark(x)]
	}
	if row != "##..##.." {
		t.Errorf("threshold 0.5: %s, want ##..##..", row)
	}
	tg, _ = FromImage(img, 8, 4, 0.2, 3)
	if tg.Tone[2] == 0 || len(tg.Colors) != 3 || tg.Colors[tg.Tone[4]-1] != crayon("red") {
		t.Errorf("threshold 0.2 in colour: tones %v colours %v", tg.Tone[:8], tg.Colors)
	}
	if _, err := FromImage(img, 8, 4, 1.5, 1); err == nil {
		t.Error("threshold 1.5 taken")
	}
}

// TestKeys: the way's cells carry their colour's letter; off the way every
// letter of the key appears.
func TestKeys(t *testing.T) {
	b, _ := LookupBuiltin("apple")
	r, err := Generate(b, 0, 0, defaultLimits, 2)
	if err != nil {
		t.Fatal(err)
	}
	keys := r.Keys(rand.New(rand.NewPCG(1, 2)))
	for _, c := range r.Way {
		if v := r.Target.Tone[c]; v != 0 && keys[c] != v {
			t.Fatalf("way cell %d of colour %d carries %d", c, v, keys[c])
		}
	}
	seen := map[uint8]bool{}
	for c, k := range keys {
		if !slices.Contains(r.Way, c) {
			seen[k] = true
		}
	}
	if len(seen) != len(r.Target.Colors) {
		t.Errorf("off the way the letters are %v of %d colours", seen, len(r.Target.Colors))
	}
}

// TestThinLines: a line one cell wide is covered, with the light cells
// beside it counted, and reported as thin.
func TestThinLines(t *testing.T) {
	tg, _ := NewTarget(20, 12)
	for x := 3; x < 17; x++ {
		tg.Tone[6*20+x] = 1
	}
	r, err := Make(tg, rand.New(rand.NewPCG(1, 1)))
	if err != nil {
		t.Fatal(err)
	}
	if r.Quality.Thin == 0 || r.Quality.Coverage < 0.9 {
		t.Errorf("a one-cell line: %s", r.Quality)
	}
}

func fmtSscan(s string, w, h *int) (int, error) { return fmt.Sscanf(s, "%dx%d", w, h) }

// TestRestLooksLikeTheWay: off the way most cells are on corridors
// without branches (two openings), as on the way, so the picture does not
// stand out as the part of the maze without dead ends or forks.
func TestRestLooksLikeTheWay(t *testing.T) {
	b, _ := LookupBuiltin("cat")
	r, err := Generate(b, 40, 40, defaultLimits, 3)
	if err != nil {
		t.Fatal(err)
	}
	on := make([]bool, r.Grid.NumCells())
	for _, c := range r.Way {
		on[c] = true
	}
	var share [2][2]int // [on way][two openings]
	var buf []topology.Neighbor
	for c := range on {
		two := 0
		if r.Maze.Degree(c, buf) == 2 {
			two = 1
		}
		way := 0
		if on[c] {
			way = 1
		}
		share[way][two]++
	}
	off := float64(share[0][1]) / float64(share[0][0]+share[0][1])
	onw := float64(share[1][1]) / float64(share[1][0]+share[1][1])
	t.Logf("cells with two openings: %.2f on the way, %.2f off it", onw, off)
	if off < 0.65 {
		t.Errorf("off the way only %.2f of cells have two openings (on it %.2f): the picture shows in the walls", off, onw)
	}
}

// TestKeysDoNotSpell: in colour picture mazes, neighbouring cells off the
// way share a letter about as often as neighbouring cells on the way
// (within 10 points), so blocks of one letter do not spell the picture.
func TestKeysDoNotSpell(t *testing.T) {
	for _, name := range []string{"rocket", "apple", "car", "butterfly"} {
		b, _ := LookupBuiltin(name)
		r, err := Generate(b, 0, 0, defaultLimits, 1)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Target.Colors) < 2 {
			t.Fatalf("%s has one colour", name)
		}
		on := make([]bool, len(r.Target.Tone))
		for _, c := range r.Way {
			on[c] = true
		}
		keys := r.Keys(rand.New(rand.NewPCG(1, 2)))
		onRate, offRate := sameLetterRates(keys, on, r.Target.W, r.Target.H)
		t.Logf("%s (%d colours): same letter on the way %.1f%%, off it %.1f%%", name, len(r.Target.Colors), 100*onRate, 100*offRate)
		if math.Abs(onRate-offRate) > 0.10 {
			t.Errorf("%s: neighbours share a letter %.1f%% of the time on the way, %.1f%% off it; want within 10 points", name, 100*onRate, 100*offRate)
		}
	}
}
