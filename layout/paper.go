package layout

import (
	"fmt"
	"math"
	"strings"

	"github.com/mazekit/mazekit/internal/num"

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

// MinInsideMargin returns the smallest inside (gutter) margin in points that
// print-on-demand binding needs for a book of the given page count: KDP's
// table, 0.375 in to 150 pages, 0.5 in to 300, 0.625 in to 500, 0.75 in to
// 700 and 0.875 in above.
func MinInsideMargin(pages int) float64 {
	switch {
	case pages <= 150:
		return 0.375 * Inch
	case pages <= 300:
		return 0.5 * Inch
	case pages <= 500:
		return 0.625 * Inch
	case pages <= 700:
		return 0.75 * Inch
	}
	return 0.875 * Inch
}

// Minimum margins on the outside, top and bottom edges, in points: KDP asks
// 0.25 in, or 0.375 in when the pages bleed.
const (
	MinOutsideMargin      = 0.25 * Inch
	MinOutsideMarginBleed = 0.375 * Inch
)

// MinPages is the fewest pages a bound (perfect-bound) book may have.
const MinPages = 24

// The paper stocks a book can be printed on (the spec's paper_stock).
const (
	StockWhite = "white" // black ink on white paper, the default
	StockCream = "cream" // black ink on cream paper
	StockColor = "color" // premium colour ink on white paper
)

// PaperStocks returns the paper stock names.
func PaperStocks() []string { return []string{StockWhite, StockCream, StockColor} }

// SpineWidth returns the spine width in points of a paperback of pages
// pages on stock: KDP's paper thickness per page, 0.002252 in (white),
// 0.0025 in (cream) or 0.002347 in (colour), times the page count.
func SpineWidth(pages int, stock string) float64 {
	per := 0.002252
	switch stock {
	case StockCream:
		per = 0.0025
	case StockColor:
		per = 0.002347
	}
	return float64(pages) * per * Inch
}

// pageCap is a row of KDP's page-count table: the most pages a trim size
// takes on white, cream and colour paper.
type pageCap struct {
	w, h                float64 // trim, inches
	white, cream, color int
}

// kdpCaps are KDP's paperback trim sizes with a page maximum other than
// 828 (white), 776 (cream) and 828 (premium colour).
var kdpCaps = []pageCap{
	{8.25, 6, 800, 750, 800},
	{8.25, 8.25, 800, 750, 800},
	{8.5, 8.5, 590, 550, 590},
	{8.5, 11, 590, 550, 590},
	{8.27, 11.69, 780, 730, 590},
}

// MaxPages returns the most pages KDP binds for a trim of w×h points on
// stock. Trims up to 8 × 10 in take 828 pages (776 on cream); the larger
// listed trims have their own caps (8.5 × 11 in: 590 on white); a trim
// larger than 8 × 10 in that is not in the list gets the lowest cap of any
// trim (590, 550 on cream), as no published figure covers it.
func MaxPages(w, h float64, stock string) int {
	pick := func(c pageCap) int {
		switch stock {
		case StockCream:
			return c.cream
		case StockColor:
			return c.color
		}
		return c.white
	}
	wi, hi := w/Inch, h/Inch
	for _, c := range kdpCaps {
		if math.Abs(wi-c.w) < 0.01 && math.Abs(hi-c.h) < 0.01 {
			return pick(c)
		}
	}
	if wi <= 8+0.005 && hi <= 10+0.005 {
		return pick(pageCap{white: 828, cream: 776, color: 828})
	}
	return pick(kdpCaps[3])
}

// Bleed sizes: a bled page is 0.125 in wider (outside edge) and 0.25 in
// taller (top and bottom) than its trim.
const (
	BleedX = 0.125 * Inch
	BleedY = 0.125 * Inch
)

// Minimum sizes on the printed page, in points.
const (
	minLine       = 0.75 // thinnest line a printer reproduces reliably
	minText       = 7.0
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
