// Text on the page: every string is fitted to the width it has, so a long
// title or caption shrinks, wraps, and at worst is cut short, but never runs
// off the page or into the gutter.

package layout

import (
	"image/color"
	"sort"
	"strings"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/render"
)

// textBox is a run of text to fit: font, colour, the preferred size and the
// smallest size it may shrink to, and the most lines it may take.
type textBox struct {
	font     fonts.Font
	size     float64
	minSize  float64
	maxLines int
	color    color.RGBA
	align    render.Align
}

// lineHeight is the distance between baselines as a multiple of the size.
const lineHeight = 1.22

// fit returns the size and lines that s takes in width points: the largest
// size from t.size down to t.minSize at which it wraps into t.maxLines
// lines; at t.minSize, whatever still does not fit is cut short with an
// ellipsis.
func (t textBox) fit(width float64, s string) (float64, []string) {
	size := t.size
	maxLines := max(t.maxLines, 1)
	for {
		m := metric{t.font, size}
		lines := wrap(m, s, width)
		ok := len(lines) <= maxLines
		for _, l := range lines {
			ok = ok && m.width(l) <= width
		}
		if ok {
			return size, lines
		}
		if size <= t.minSize {
			if len(lines) > maxLines {
				lines[maxLines-1] = strings.Join(lines[maxLines-1:], " ")
				lines = lines[:maxLines]
			}
			for i, l := range lines {
				lines[i] = cut(m, l, width)
			}
			return size, lines
		}
		size = max(t.minSize, size*0.9)
	}
}

// draw fits s into width and draws it with the first baseline at y,
// anchored at x as t.align says. It returns the height used (baseline to
// baseline, one line height per line).
func (t textBox) draw(c render.Canvas, x, y, width float64, s string) float64 {
	if s == "" {
		return 0
	}
	size, lines := t.fit(width, s)
	st := render.TextStyle{Font: t.font, Size: size, Color: t.color, Align: t.align}
	for i, l := range lines {
		c.Text(x, y+float64(i)*size*lineHeight, l, st)
	}
	return float64(len(lines)) * size * lineHeight
}

// metric measures text in one font and size.
type metric struct {
	font fonts.Font
	size float64
}

func (m metric) width(s string) float64 { return render.TextWidth(m.font, m.size, s) }

// wrap breaks s at spaces into lines no wider than width with m.
// A word wider than width gets a line of its own.
func wrap(m metric, s string, width float64) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(s) {
		try := w
		if cur != "" {
			try = cur + " " + w
		}
		if cur != "" && m.width(try) > width {
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

// cut shortens s with an ellipsis until it is no wider than width.
func cut(m metric, s string, width float64) string {
	if m.width(s) <= width {
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
	fits := func(k int) bool { return m.width(strings.TrimRight(s[:ends[k]], " ")+"…") <= width }
	k := sort.Search(len(ends), func(k int) bool { return !fits(k) }) // first that does not fit
	if k == 0 {
		return ""
	}
	return strings.TrimRight(s[:ends[k-1]], " ") + "…"
}
