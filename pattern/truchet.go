package pattern

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// HexTruchet is a hexagonal Truchet pattern: W×H pointy-top hexagons in
// offset rows (odd rows shifted right by half a cell), each holding three
// arcs that join the midpoints of neighbouring sides round every other
// corner. A tile has two turns: Turn[c] 0 rounds corners 0, 2 and 4
// (counting clockwise on screen from the lower right), 1 corners 1, 3 and 5.
// Every side's midpoint is the end of one arc in each tile that shares it,
// so the arcs join into unbroken curves across the whole pattern.
type HexTruchet struct {
	W    int    `json:"width"`
	H    int    `json:"height"`
	Turn []int8 `json:"turn"` // per cell, row by row
}

// NewHexTruchet returns a w×h hexagonal Truchet pattern whose tiles take
// either turn with equal chance.
func NewHexTruchet(w, h int, rng *rand.Rand) (*HexTruchet, error) {
	if w < 1 || h < 1 {
		return nil, fmt.Errorf("pattern: truchet: size %dx%d: width and height must be at least 1", w, h)
	}
	t := &HexTruchet{W: w, H: h, Turn: make([]int8, w*h)}
	for i := range t.Turn {
		t.Turn[i] = int8(rng.IntN(2))
	}
	return t, nil
}

// String returns the turns as rows of 0 and 1, odd rows indented by one
// space, one row a line.
func (t *HexTruchet) String() string {
	var b strings.Builder
	for y := range t.H {
		if y%2 == 1 {
			b.WriteByte(' ')
		}
		for x := range t.W {
			if x > 0 {
				b.WriteByte(' ')
			}
			b.WriteByte(byte('0' + t.Turn[y*t.W+x]))
		}
		b.WriteByte('\n')
	}
	return b.String()
}
