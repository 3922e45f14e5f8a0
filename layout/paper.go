package layout

import (
	"fmt"
	"strings"

	"github.com/mazekit/mazekit/internal/num"
	"github.com/mazekit/mazekit/preflight"

	"github.com/mazekit/mazekit/render"
)

// Points per unit.
const (
	Inch = preflight.Inch
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
	v, err := num.ParseFloat(s)
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

// Minimum sizes on the printed page, in points.
const (
	minLine       = preflight.MinLine // thinnest line a printer reproduces reliably
	minText       = preflight.MinText
	captionSize   = 9.0
	seedSize      = 7.0
	headerSize    = 8.0
	captionBand   = 24.0 // space under each puzzle for its caption
	headerBand    = 18.0
	footerBand    = 18.0
	nameBand      = 40.0       // room for the name and date line on handout sheets
	passageFactor = 3.0        // a cell must be this many wall widths wide, plus the wall
	minContent    = 1.5 * Inch // the smallest area between the margins a book may have
)

// hugSlot returns the top and height of the box sc fills when it is fitted
// into a slot of w×h at top y: the picture stays where fitting centres it,
// and the caption, set under the returned box, sits right under the
// picture rather than at the foot of the slot.
func hugSlot(sc *render.Scene, y, w, h float64) (top, height float64) {
	if sc.W <= 0 || sc.H <= 0 {
		return y, h
	}
	ph := sc.H * min(w/sc.W, h/sc.H)
	return y + (h-ph)/2, ph
}
