// Text widths from the embedded fonts' horizontal metrics.

package fonts

import (
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// widthTable holds one font's advance widths in thousandths of an em, as
// PDF font dictionaries state them: rounded per glyph, so that a width
// summed here is the width a PDF viewer lays the text out with.
type widthTable struct {
	thousandths map[rune]int32
	missing     int32 // the width of a rune the font has no glyph for
}

var (
	widthOnce   [3]sync.Once
	widthTables [3]widthTable
)

// table returns f's width table, built on first use from the font's cmap
// and hmtx tables.
func table(f Font) *widthTable {
	widthOnce[f].Do(func() {
		p, err := Parsed(f)
		if err != nil {
			return
		}
		var buf sfnt.Buffer
		upem := p.UnitsPerEm()
		scale := 1000 / float64(upem)
		advance := func(g sfnt.GlyphIndex) int32 {
			a, err := p.GlyphAdvance(&buf, g, fixed.Int26_6(upem)<<6, font.HintingNone)
			if err != nil {
				return 0
			}
			return int32(math.Round(scale * float64(a>>6)))
		}
		t := widthTable{thousandths: map[rune]int32{}, missing: advance(0)}
		if t.missing == 0 {
			t.missing = 500
		}
		for r := rune(1); r < 0x10000; r++ {
			g, err := p.GlyphIndex(&buf, r)
			if err != nil || g == 0 {
				continue
			}
			t.thousandths[r] = advance(g)
		}
		widthTables[f] = t
	})
	return &widthTables[f]
}

// Width returns the width in points of s set in f at size points: the sum
// of each rune's advance (rounded to a thousandth of an em, as a PDF's
// font widths are), or the font's missing-glyph width for a rune it lacks.
// Pass text through Drawable first to measure what will be drawn. Safe for
// concurrent use.
func Width(f Font, size float64, s string) float64 {
	t := table(f)
	w := 0
	for _, r := range s {
		if a, ok := t.thousandths[r]; ok {
			w += int(a)
		} else {
			w += int(t.missing)
		}
	}
	return float64(w) * size / 1000
}
