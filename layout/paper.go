package layout

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mazekit/mazekit/render"
)

// Points per unit.
const (
	Inch = 72.0
	MM   = 72.0 / 25.4
)

// ParseLength parses a length with a unit suffix (in, mm, pt; a bare number
// is points) and returns it in points.
func ParseLength(s string) (float64, error) {
	s = strings.TrimSpace(strings.ToLower(s))
	unit := 1.0
	for _, u := range []struct {
		suffix string
		pt     float64
	}{{"in", Inch}, {"mm", MM}, {"cm", 10 * MM}, {"pt", 1}} {
		if strings.HasSuffix(s, u.suffix) {
			s, unit = strings.TrimSpace(strings.TrimSuffix(s, u.suffix)), u.pt
			break
		}
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || v < 0 {
		return 0, fmt.Errorf("bad length %q (want a number with in, mm, cm or pt, e.g. 0.5in)", s)
	}
	return v * unit, nil
}

// ParsePaper returns the trim size in points of a named paper (letter, a4,
// 6x9 ...) or a custom size such as "210x297mm", "5.5x8.5in" or "400x600pt".
func ParsePaper(s string) (w, h float64, err error) {
	if p, err := render.LookupPaper(s); err == nil {
		return p.W, p.H, nil
	}
	ls := strings.ToLower(strings.TrimSpace(s))
	unit := ""
	for _, u := range []string{"mm", "cm", "in", "pt"} {
		if strings.HasSuffix(ls, u) {
			unit = u
			ls = strings.TrimSuffix(ls, u)
		}
	}
	ws, hs, ok := strings.Cut(ls, "x")
	if ok && unit != "" {
		wv, err1 := ParseLength(ws + unit)
		hv, err2 := ParseLength(hs + unit)
		if err1 == nil && err2 == nil && wv >= 72 && hv >= 72 && wv <= 14400 && hv <= 14400 {
			return wv, hv, nil
		}
	}
	var names []string
	for _, p := range render.Papers() {
		names = append(names, p.Name)
	}
	return 0, 0, fmt.Errorf("unknown paper %q (valid: %s, or WxH with mm, in or pt between 1 and 200 in, e.g. 210x297mm)", s, strings.Join(names, ", "))
}

// MinInsideMargin returns the smallest inside (gutter) margin in points that
// print-on-demand binding needs for a book of the given page count.
func MinInsideMargin(pages int) float64 {
	switch {
	case pages <= 150:
		return 0.375 * Inch
	case pages <= 300:
		return 0.75 * Inch
	case pages <= 500:
		return 0.875 * Inch
	}
	return 1 * Inch
}

// Bleed sizes: a bled page is 0.125 in wider (outside edge) and 0.25 in
// taller (top and bottom) than its trim.
const (
	BleedX = 0.125 * Inch
	BleedY = 0.125 * Inch
)
