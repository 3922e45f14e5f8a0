package textfit

import (
	"strings"
	"testing"

	"github.com/mazekit/mazekit/fonts"
)

// TestFitShrinksWrapsAndCuts fits a short, a long and an endless title to
// one width: the short keeps its size, the long shrinks and wraps, the
// endless is cut with an ellipsis at the smallest size; no line is wider
// than the width.
func TestFitShrinksWrapsAndCuts(t *testing.T) {
	b := Box{Font: fonts.Bold, Size: 24, MinSize: 10, MaxLines: 2}
	const width = 200.0
	for _, c := range []struct {
		s        string
		size     float64
		lines    int
		ellipsis bool
	}{
		{"Mazes", 24, 1, false},
		{"A Book of Many Mazes for a Long Afternoon", 0, 2, false},
		{strings.Repeat("Labyrinthine ", 40), 10, 2, true},
	} {
		size, lines := b.Fit(width, c.s)
		if c.size > 0 && size != c.size {
			t.Errorf("%.20q: size %v, want %v", c.s, size, c.size)
		}
		if size < b.MinSize || size > b.Size || len(lines) != c.lines {
			t.Errorf("%.20q: size %v, %d lines, want %d", c.s, size, len(lines), c.lines)
		}
		for _, l := range lines {
			if w := (Metric{Font: b.Font, Size: size}).Width(l); w > width {
				t.Errorf("%.20q: line %q is %v wide, over %v", c.s, l, w, width)
			}
		}
		if got := strings.HasSuffix(lines[len(lines)-1], "…"); got != c.ellipsis {
			t.Errorf("%.20q: last line %q, ellipsis %v, want %v", c.s, lines[len(lines)-1], got, c.ellipsis)
		}
	}
}
