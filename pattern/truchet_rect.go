// Square multi-scale Truchet patterns: the tiles, their subdivision and the
// pieces each tile is cut into.

package pattern

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/mazekit/mazekit/param"
)

// MaxTruchetScales is the most tile sizes a RectTruchet mixes.
const MaxTruchetScales = 5

// RectTruchet is a multi-scale Truchet pattern on square tiles, after
// Christopher Carlson's winged tiles ("Multi-Scale Truchet Patterns",
// Bridges 2018). W×H top-level tiles are cut, at random, into four tiles
// of half the side, and those again, down to Scales sizes in all.
//
// Every tile has Smith's motif drawn thick: two quarter-circle bands, one
// round each of two opposite corners, meeting the sides between 1/3 and 2/3
// of their length. The band is the tile's figure, the rest its ground, and
// figure and ground swap at each smaller size. A tile's wings, discs of
// ground a third of its side in radius round each corner, reach into the
// larger tiles beside it, so the edges of the colours meet at every tile
// border whatever the sizes on either side, and the pattern is two
// colours of regions bounded by unbroken curves.
//
// The subdivision is balanced: tiles that touch, along a side or at a
// corner, differ by at most one size. Then only the wings of tiles one size
// smaller show in a tile, at its corners (RectTile.Wings), and every piece
// of the picture is one of the fixed pieces of one tile (see RectPieces).
type RectTruchet struct {
	W, H   int        // top-level tiles
	Scales int        // tile sizes, 1 to MaxTruchetScales
	Tiles  []RectTile // top-level tiles row by row, each cut in reading order
}

// RectTile is one tile of a RectTruchet. Positions and sides are in units
// of the smallest tile size: a tile of Level k has side Side(k).
type RectTile struct {
	X     int  `json:"x"` // top-left corner
	Y     int  `json:"y"`
	Level int8 `json:"level"` // 0 for a top-level tile; each level halves the side
	// Turn 0 puts the bands round the top-left and bottom-right corners
	// (the middle of the tile runs like /), 1 round the top-right and
	// bottom-left (\).
	Turn int8 `json:"turn"`
	// Wings has bit i set when corner i (0 top left, 1 top right, 2 bottom
	// right, 3 bottom left) carries the wing of a tile one level smaller.
	Wings uint8 `json:"wings"`
}

// NewRectTruchet returns a w×h pattern of top-level tiles mixing the given
// number of scales: each tile is cut into four with chance split at every
// level, the cutting is balanced (see RectTruchet), and each tile's turn is
// a coin flip.
func NewRectTruchet(w, h, scales int, split float64, rng *rand.Rand) (*RectTruchet, error) {
	if scales < 1 || scales > MaxTruchetScales {
		return nil, fmt.Errorf("pattern: truchet: %w", param.Errorf("scales", scales, "want 1 to %d", MaxTruchetScales))
	}
	u := 1 << (scales - 1)
	if w < 1 || h < 1 || w > MaxPatternCells/u || h > MaxPatternCells/u || (w*u)*(h*u) > MaxPatternCells {
		return nil, fmt.Errorf("pattern: truchet: %w", param.Textf("size", fmt.Sprintf("%dx%d", w, h),
			"want at least 1x1, and at most %d smallest tiles (%d scales cut a tile into %d)", MaxPatternCells, scales, u*u))
	}
	if !(split >= 0 && split <= 1) {
		return nil, fmt.Errorf("pattern: truchet: %w", param.Errorf("split", split, "want a probability from 0 to 1"))
	}
	t := &RectTruchet{W: w, H: h, Scales: scales}
	fw := w * u
	lv := make([]int8, fw*h*u) // the level of the tile covering each smallest cell
	var cut func(x, y int, k int8)
	cut = func(x, y int, k int8) {
		if int(k) == scales-1 || rng.Float64() >= split {
			return
		}
		s := t.Side(k) / 2
		t.fill(lv, x, y, 2*s, k+1)
		for _, q := range [4][2]int{{0, 0}, {s, 0}, {0, s}, {s, s}} {
			cut(x+q[0], y+q[1], k+1)
		}
	}
	for ty := range h {
		for tx := range w {
			cut(tx*u, ty*u, 0)
		}
	}
	t.balance(lv)
	t.walk(lv, func(x, y int, k int8) {
		t.Tiles = append(t.Tiles, RectTile{X: x, Y: y, Level: k, Turn: int8(rng.IntN(2))})
	})
	for i := range t.Tiles {
		t.Tiles[i].Wings = t.wings(lv, &t.Tiles[i])
	}
	return t, nil
}

// Side returns the side of a tile of level k in smallest-tile units.
func (t *RectTruchet) Side(k int8) int { return 1 << (t.Scales - 1 - int(k)) }

// unitW and unitH are the pattern's size in smallest-tile units.
func (t *RectTruchet) unitW() int { return t.W << (t.Scales - 1) }
func (t *RectTruchet) unitH() int { return t.H << (t.Scales - 1) }

// fill sets the level of the s×s cells at (x, y).
func (t *RectTruchet) fill(lv []int8, x, y, s int, k int8) {
	fw := t.unitW()
	for j := y; j < y+s; j++ {
		for i := x; i < x+s; i++ {
			lv[j*fw+i] = k
		}
	}
}

// walk calls f for every tile of the level map, top-level tiles row by
// row and the four quarters of a cut tile in reading order.
func (t *RectTruchet) walk(lv []int8, f func(x, y int, k int8)) {
	fw := t.unitW()
	var rec func(x, y int, k int8)
	rec = func(x, y int, k int8) {
		if lv[y*fw+x] == k {
			f(x, y, k)
			return
		}
		s := t.Side(k) / 2
		for _, q := range [4][2]int{{0, 0}, {s, 0}, {0, s}, {s, s}} {
			rec(x+q[0], y+q[1], k+1)
		}
	}
	u := t.Side(0)
	for ty := range t.H {
		for tx := range t.W {
			rec(tx*u, ty*u, 0)
		}
	}
}

// balance cuts tiles until no two that touch differ by more than one level.
// Cutting only ever makes tiles smaller, so it ends.
func (t *RectTruchet) balance(lv []int8) {
	fw, fh := t.unitW(), t.unitH()
	at := func(x, y int) int8 {
		if x < 0 || y < 0 || x >= fw || y >= fh {
			return -1
		}
		return lv[y*fw+x]
	}
	for changed := true; changed; {
		changed = false
		t.walk(lv, func(x, y int, k int8) {
			s := t.Side(k)
			for i := -1; i <= s; i++ {
				if at(x+i, y-1) > k+1 || at(x+i, y+s) > k+1 || at(x-1, y+i) > k+1 || at(x+s, y+i) > k+1 {
					t.fill(lv, x, y, s, k+1)
					changed = true
					return
				}
			}
		})
	}
}

// wings returns the wing bits of tile c: the corners touched by a tile one
// level smaller.
func (t *RectTruchet) wings(lv []int8, c *RectTile) uint8 {
	fw, fh := t.unitW(), t.unitH()
	s := t.Side(c.Level)
	var bits uint8
	for i, p := range [4][2]int{{c.X, c.Y}, {c.X + s, c.Y}, {c.X + s, c.Y + s}, {c.X, c.Y + s}} {
		for _, d := range [4][2]int{{-1, -1}, {0, -1}, {-1, 0}, {0, 0}} {
			x, y := p[0]+d[0], p[1]+d[1]
			if x >= 0 && y >= 0 && x < fw && y < fh && lv[y*fw+x] == c.Level+1 {
				bits |= 1 << i
			}
		}
	}
	return bits
}

// levels returns the level map: the level of the tile over each smallest
// cell, row by row, and the tile over each cell.
func (t *RectTruchet) levels() (lv []int8, of []int32) {
	fw := t.unitW()
	lv = make([]int8, fw*t.unitH())
	of = make([]int32, len(lv))
	for i, c := range t.Tiles {
		s := t.Side(c.Level)
		for y := c.Y; y < c.Y+s; y++ {
			for x := c.X; x < c.X+s; x++ {
				lv[y*fw+x], of[y*fw+x] = c.Level, int32(i)
			}
		}
	}
	return lv, of
}

// String draws the pattern in characters, one per smallest tile: each tile
// is a diagonal of / or \ (the way its middle runs) across its square, the
// rest of the square dots.
func (t *RectTruchet) String() string {
	fw, fh := t.unitW(), t.unitH()
	g := make([]byte, fw*fh)
	for i := range g {
		g[i] = '.'
	}
	for _, c := range t.Tiles {
		s := t.Side(c.Level)
		for i := range s {
			if c.Turn == 0 {
				g[(c.Y+i)*fw+c.X+s-1-i] = '/'
			} else {
				g[(c.Y+i)*fw+c.X+i] = '\\'
			}
		}
	}
	var b strings.Builder
	for y := range fh {
		b.Write(g[y*fw : (y+1)*fw])
		b.WriteByte('\n')
	}
	return b.String()
}

// RectTruchetDoc is the JSON document of a square Truchet pattern.
type RectTruchetDoc struct {
	Pattern string     `json:"pattern"` // always "truchet"
	Grid    string     `json:"grid"`    // always "rect"
	Width   int        `json:"width"`
	Height  int        `json:"height"`
	Scales  int        `json:"scales"`
	Seed    uint64     `json:"seed"`
	Regions int        `json:"regions"`
	Closed  int        `json:"closed_regions"`
	Tiles   []RectTile `json:"tiles"`
}
