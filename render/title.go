// Titles sized from the picture, wrapped or shrunk to fit its width.

package render

import (
	"strings"

	"github.com/mazekit/mazekit/fonts"
)

// CapHeight is the height of capital letters above the baseline as a
// fraction of the text size, for centring a line of text on a point.
const CapHeight = capHeight

// Text heights as fractions of the size: capital letters (and most of the
// ascenders) above the baseline, descenders below it.
const (
	capHeight   = 0.72
	descent     = 0.22
	lineSpacing = 1.2
)

// titleBlock is a title set to fit a width: its lines and their size.
type titleBlock struct {
	lines []string
	size  float64
}

// height returns the height the block takes, with a little air below.
func (t titleBlock) height() float64 {
	if len(t.lines) == 0 {
		return 0
	}
	return t.size * (capHeight + lineSpacing*float64(len(t.lines)-1) + descent + 0.6)
}

// fitTitle sets title for a picture w wide: at a size in proportion to the
// width (a twelfth of it, and no less than 0.8 unless the picture is very
// narrow), on one line if it fits in nine tenths of the width, else on two
// or three lines broken at spaces, else shrunk until the longest line fits.
func fitTitle(title string, w float64) titleBlock {
	title = strings.TrimSpace(title)
	if title == "" {
		return titleBlock{}
	}
	size := max(w/12, min(0.8, w/6))
	avail := 0.9 * w
	words := strings.Fields(title)
	best := []string{strings.Join(words, " ")}
	bestW := TextWidth(fonts.Bold, size, best[0])
	for n := 2; n <= 3 && bestW > avail && n <= len(words); n++ {
		lines := breakLines(words, n)
		lw := 0.0
		for _, l := range lines {
			lw = max(lw, TextWidth(fonts.Bold, size, l))
		}
		if lw < bestW {
			best, bestW = lines, lw
		}
	}
	if bestW > avail {
		size *= avail / bestW
	}
	return titleBlock{lines: best, size: size}
}

// breakLines splits words into n lines of about equal width (by letters),
// choosing the split that makes the longest line shortest.
func breakLines(words []string, n int) []string {
	// at[i] is the length of words[:i] joined by spaces, plus one; the
	// length of words[i:j] joined is at[j]-at[i]-1. No joins in the loops:
	// a long title costs O(words²) additions, not O(words²) copies.
	at := make([]int, len(words)+1)
	for i, w := range words {
		at[i+1] = at[i] + len(w) + 1
	}
	span := func(i, j int) int { return at[j] - at[i] - 1 }
	join := func(i, j int) string { return strings.Join(words[i:j], " ") }
	if n == 2 {
		bi, bestLen := -1, 1<<62
		for i := 1; i < len(words); i++ {
			if l := max(span(0, i), span(i, len(words))); l < bestLen {
				bi, bestLen = i, l
			}
		}
		if bi < 0 {
			return nil
		}
		return []string{join(0, bi), join(bi, len(words))}
	}
	bi, bj, bestLen := -1, -1, 1<<62
	for i := 1; i < len(words); i++ {
		for j := i + 1; j < len(words); j++ {
			if l := max(span(0, i), span(i, j), span(j, len(words))); l < bestLen {
				bi, bj, bestLen = i, j, l
			}
		}
	}
	if bi < 0 {
		return nil
	}
	return []string{join(0, bi), join(bi, bj), join(bj, len(words))}
}

// draw writes the block centred on x, its first capitals' top at top.
func (t titleBlock) draw(c Canvas, x, top float64, ts TextStyle) {
	ts.Size, ts.Align, ts.Font = t.size, AlignCenter, fonts.Bold
	y := top + t.size*capHeight
	for _, l := range t.lines {
		c.Text(x, y, l, ts)
		y += t.size * lineSpacing
	}
}
