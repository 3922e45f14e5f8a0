package pattern

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/param"
)

func rectTruchet(t *testing.T, w, h, scales int, seed uint64) *RectTruchet {
	t.Helper()
	tr, err := NewRectTruchet(w, h, scales, 0.4, rand.New(rand.NewPCG(seed, 1)))
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// The tiles cover the picture once, touching tiles differ by at most one
// size, and some tiles of every size are there.
func TestRectTruchetTiles(t *testing.T) {
	for scales := 1; scales <= 4; scales++ {
		tr := rectTruchet(t, 12, 8, scales, uint64(scales))
		fw, fh := tr.unitW(), tr.unitH()
		cover := make([]int, fw*fh)
		seen := map[int8]bool{}
		for _, c := range tr.Tiles {
			seen[c.Level] = true
			s := tr.Side(c.Level)
			if c.X%s != 0 || c.Y%s != 0 {
				t.Fatalf("scales %d: tile %+v is off its grid", scales, c)
			}
			for y := c.Y; y < c.Y+s; y++ {
				for x := c.X; x < c.X+s; x++ {
					cover[y*fw+x]++
				}
			}
		}
		for i, n := range cover {
			if n != 1 {
				t.Fatalf("scales %d: cell (%d, %d) is under %d tiles, want 1", scales, i%fw, i/fw, n)
			}
		}
		if len(seen) != scales {
			t.Errorf("scales %d: tiles of %d sizes", scales, len(seen))
		}
		lv, _ := tr.levels()
		for y := range fh {
			for x := range fw {
				for _, d := range [][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}} {
					nx, ny := x+d[0], y+d[1]
					if nx >= 0 && nx < fw && ny < fh {
						if a, b := lv[y*fw+x], lv[ny*fw+nx]; a-b > 1 || b-a > 1 {
							t.Fatalf("scales %d: touching tiles of levels %d and %d at (%d, %d)", scales, a, b, x, y)
						}
					}
				}
			}
		}
	}
}

// Along every tile border, at every scale, the pieces on the two sides
// exist and have the same colour: the curves that bound the colours meet
// the border at the same points from both sides, so they join.
func TestRectTruchetBordersJoin(t *testing.T) {
	for scales := 1; scales <= 4; scales++ {
		for seed := range uint64(4) {
			tr := rectTruchet(t, 6, 4, scales, seed)
			n, mixed := 0, map[[2]int8]bool{}
			tr.pairs(func(p, q int) {
				a, b := tr.Tiles[p/RectPieces], tr.Tiles[q/RectPieces]
				if !a.Has(p%RectPieces) || !b.Has(q%RectPieces) {
					t.Fatalf("scales %d seed %d: missing piece at a border: %+v/%d, %+v/%d", scales, seed, a, p%RectPieces, b, q%RectPieces)
				}
				if a.Ink(p%RectPieces) != b.Ink(q%RectPieces) {
					t.Fatalf("scales %d seed %d: ink meets paper across a border: %+v/%d, %+v/%d", scales, seed, a, p%RectPieces, b, q%RectPieces)
				}
				mixed[[2]int8{min(a.Level, b.Level), max(a.Level, b.Level)}] = true
				n++
			}, func(int) {})
			if n == 0 {
				t.Fatal("no borders")
			}
			// Borders between every pair of neighbouring sizes were checked.
			for k := int8(0); k+1 < int8(scales); k++ {
				if seed == 0 && !mixed[[2]int8{k, k + 1}] {
					t.Errorf("scales %d: no border between levels %d and %d", scales, k, k+1)
				}
			}
		}
	}
}

// Every region is one colour, its pieces are real, and the count adds up;
// the same seed gives the same pattern and regions.
func TestRectTruchetRegions(t *testing.T) {
	tr := rectTruchet(t, 8, 6, 3, 5)
	r := tr.Regions()
	if r.Count < 10 || r.Closed < 1 || r.Closed >= r.Count {
		t.Fatalf("%d regions, %d closed", r.Count, r.Closed)
	}
	colour := make([]int, r.Count)
	for p, id := range r.Of {
		c := tr.Tiles[p/RectPieces]
		if (id >= 0) != c.Has(p%RectPieces) {
			t.Fatalf("piece %d of %+v: region %d", p%RectPieces, c, id)
		}
		if id < 0 {
			continue
		}
		ink := 1
		if c.Ink(p % RectPieces) {
			ink = 2
		}
		if colour[id] != 0 && colour[id] != ink {
			t.Fatalf("region %d has ink and paper pieces", id)
		}
		colour[id] = ink
		if r.Ink[id] != (ink == 2) {
			t.Fatalf("region %d: Ink %v, its pieces say otherwise", id, r.Ink[id])
		}
	}
	again := rectTruchet(t, 8, 6, 3, 5)
	if tr.String() != again.String() || len(again.Tiles) != len(tr.Tiles) {
		t.Fatal("same seed, different pattern")
	}
	for i := range tr.Tiles {
		if tr.Tiles[i] != again.Tiles[i] {
			t.Fatalf("same seed, tile %d differs", i)
		}
	}
	if other := rectTruchet(t, 8, 6, 3, 6); other.String() == tr.String() {
		t.Error("seeds 5 and 6 give the same pattern")
	}
}

// One scale is Smith's tiling drawn thick: a 1x1 pattern has five regions
// (two corners, two bands, the middle), of which none is closed.
func TestRectTruchetOneTile(t *testing.T) {
	tr := rectTruchet(t, 1, 1, 1, 1)
	if len(tr.Tiles) != 1 || tr.Tiles[0].Wings != 0 {
		t.Fatalf("tiles %+v", tr.Tiles)
	}
	r := tr.Regions()
	if r.Count != 5 || r.Closed != 0 {
		t.Errorf("%d regions, %d closed; want 5, 0", r.Count, r.Closed)
	}
	want := map[int8]string{0: "/\n", 1: "\\\n"}[tr.Tiles[0].Turn]
	if got := tr.String(); got != want {
		t.Errorf("String %q, want %q", got, want)
	}
}

func TestRectTruchetBadInput(t *testing.T) {
	for _, c := range []struct {
		w, h, scales int
		split        float64
		field        string
	}{
		{0, 3, 2, 0.5, "size"}, {3, 3, 0, 0.5, "scales"}, {3, 3, 6, 0.5, "scales"},
		{5000, 5000, 3, 0.5, "size"}, {3, 3, 2, 1.5, "split"},
	} {
		_, err := NewRectTruchet(c.w, c.h, c.scales, c.split, rand.New(rand.NewPCG(1, 1)))
		var pe *param.Error
		if !errors.As(err, &pe) || pe.Field != c.field {
			t.Errorf("%+v: error %v, want one naming %s", c, err, c.field)
		}
	}
}

// In a hexagonal pattern the half sides on either side of a border belong
// to pieces that both exist, and the regions account for every piece.
func TestHexTruchetRegions(t *testing.T) {
	tr, err := NewHexTruchet(9, 7, rand.New(rand.NewPCG(3, 1)))
	if err != nil {
		t.Fatal(err)
	}
	r := tr.Regions()
	if r.Count < 5 || r.Closed < 1 {
		t.Fatalf("%d regions, %d closed", r.Count, r.Closed)
	}
	seen := make([]bool, r.Count)
	for _, id := range r.Of {
		if id < 0 {
			t.Fatal("a hexagon piece without a region")
		}
		seen[id] = true
	}
	for id, s := range seen {
		if !s {
			t.Fatalf("region %d has no pieces", id)
		}
	}
	// A sector meets a sector or the middle across a side, never a piece
	// of the cell itself.
	tr.pairs(func(p, q int) {
		if p/HexPieces == q/HexPieces {
			t.Fatalf("cell %d meets itself", p/HexPieces)
		}
	}, func(int) {})
}

func benchRectTruchet(b *testing.B, w, h, scales int) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		tr, err := NewRectTruchet(w, h, scales, 0.3, rand.New(rand.NewPCG(uint64(i), 1)))
		if err != nil {
			b.Fatal(err)
		}
		tr.Regions()
	}
}

// BenchmarkRectTruchet makes a 1080p wallpaper's worth of tiles (smallest
// 8 pixels) and finds its regions.
func BenchmarkRectTruchet(b *testing.B) { benchRectTruchet(b, 60, 34, 3) }
