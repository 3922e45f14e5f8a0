// The print rules as numbers: KDP's gutter table, margins, bleed, page
// caps and paper thickness, and the smallest line and text that print.

package preflight

import "math"

// Points per inch.
const Inch = 72.0

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

// KDP's paperback trims, in points: its standard sizes (5 x 8 in to
// 8.5 x 11 in and 8.27 x 11.69 in) all lie in its custom range, 4 to 8.5 in
// wide and 6 to 11.69 in tall.
const (
	MinTrimW = 4 * Inch
	MinTrimH = 6 * Inch
	MaxTrimW = 8.5 * Inch
	MaxTrimH = 11.69 * Inch
)

// KDPTrim reports whether a trim of w×h points is one KDP prints as a
// paperback (to 0.01 in).
func KDPTrim(w, h float64) bool {
	const tol = 0.01 * Inch
	return w >= MinTrimW-tol && w <= MaxTrimW+tol && h >= MinTrimH-tol && h <= MaxTrimH+tol
}

// MinPages is the fewest pages a bound (perfect-bound) book may have.
const MinPages = 24

// The paper stocks a book can be printed on.
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

// CoverBleed is the bleed on every outside edge of a full-wrap cover.
const CoverBleed = 0.125 * Inch

// CoverSize returns the full-wrap cover (back, spine, front, with bleed)
// for pages pages of a trimW×trimH book on stock, and its spine width, in
// points.
func CoverSize(trimW, trimH float64, pages int, stock string) (w, h, spine float64) {
	spine = SpineWidth(pages, stock)
	return 2*CoverBleed + 2*trimW + spine, trimH + 2*CoverBleed, spine
}

// The smallest line and text that print reliably, in points.
const (
	MinLine = 0.75
	MinText = 7.0
)
