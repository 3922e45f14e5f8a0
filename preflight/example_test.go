package preflight_test

import (
	"fmt"

	"github.com/mazekit/mazekit/preflight"
)

// A cover wraps the back, the spine and the front; the spine grows with the
// pages and the paper.
func ExampleCoverSize() {
	const in = preflight.Inch
	for _, pages := range []int{24, 120} {
		w, h, spine := preflight.CoverSize(8.5*in, 11*in, pages, preflight.StockWhite)
		fmt.Printf("%d pages: cover %.3f x %.3f in, spine %.3f in\n", pages, w/in, h/in, spine/in)
	}
	// Output:
	// 24 pages: cover 17.304 x 11.250 in, spine 0.054 in
	// 120 pages: cover 17.520 x 11.250 in, spine 0.270 in
}
