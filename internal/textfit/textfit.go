// Package textfit sets text on the page fitted to the width it has: a long
// title or caption shrinks, wraps, and at worst is cut short, but never
// runs off the page or into the gutter. Widths come from the embedded
// fonts' metrics.
package textfit

import (
	"image/color"
	"sort"
	"strings"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/render"
)

// Box is a run of text to fit: font, colour, the preferred size and the
// smallest size it may shrink to, and the most lines it may take.
type Box struct {
	Font     fonts.Font
	Size     float64
	MinSize  float64
	MaxLines int
	Color    color.RGBA
	Align    render.Align
}

// LineHeight is the distance between baselines as a multiple of the size.
const LineHeight = 1.22

// Fit returns the size and lines that s takes in width points: the largest
// size from t.Size down to t.MinSize at which it wraps into t.MaxLines
// lines; at t.MinSize, whatever still does not fit is cut short with an
// ellipsis.
func (t Box) Fit(width float64, s string) (float64, []string) {
	size := t.Size
	maxLines := max(t.MaxLines, 1)
	for {
		m := Metric{t.Font, size}
		lines := Wrap(m, s, width)
		ok := len(lines) <= maxLines
		for _, l := range lines {
			ok = ok && m.Width(l) <= width
		}
		if ok {
			return size, lines
		}
		if size <= t.MinSize {
			if len(lines) > maxLines {
				lines[maxLines-1] = strings.Join(lines[maxLines-1:], " ")
				lines = lines[:maxLines]
			}
			for i, l := range lines {
				lines[i] = Cut(m, l, width)
			}
			return size, lines
		}
		size = max(t.MinSize, size*0.9)
	}
}

// Draw fits s into width and draws it with the first baseline at y,
// anchored at x as t.Align says. It returns the height used (baseline to
// baseline, one line height per line).
func (t Box) Draw(c render.Canvas, x, y, width float64, s string) float64 {
	if s == "" {
		return 0
	}
	size, lines := t.Fit(width, s)
	st := render.TextStyle{Font: t.Font, Size: size, Color: t.Color, Align: t.Align}
	for i, l := range lines {
		c.Text(x, y+float64(i)*size*LineHeight, l, st)
	}
	return float64(len(lines)) * size * LineHeight
}

// Metric measures text in one font and size.
type Metric struct {
	Font fonts.Font
	Size float64
}

// Width is the width of s in points.
func (m Metric) Width(s string) float64 { return render.TextWidth(m.Font, m.Size, s) }

// Wrap breaks s at spaces into lines no wider than width with m.
// A word wider than width gets a line of its own.
func Wrap(m Metric, s string, width float64) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(s) {
		try := w
		if cur != "" {
			try = cur + " " + w
		}
		if cur != "" && m.Width(try) > width {
			lines = append(lines, cur)
			cur = w
			continue
		}
		cur = try
	}
	if cur != "" || len(lines) == 0 {
		lines = append(lines, cur)
	}
	return lines
}

// Cut shortens s with an ellipsis until it is no wider than width.
func Cut(m Metric, s string, width float64) string {
	if m.Width(s) <= width {
		return s
	}
	// The widths of the prefixes grow with their length: binary search for
	// the longest that fits with the ellipsis, O(log n) measures.
	var ends []int // byte offsets of the rune boundaries, shortest first
	for i := range s {
		if i > 0 {
			ends = append(ends, i)
		}
	}
	fits := func(k int) bool { return m.Width(strings.TrimRight(s[:ends[k]], " ")+"…") <= width }
	k := sort.Search(len(ends), func(k int) bool { return !fits(k) }) // first that does not fit
	if k == 0 {
		return ""
	}
	return strings.TrimRight(s[:ends[k-1]], " ") + "…"
}
