package wallpaper

import (
	"math"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

// tileKinds are the grids a seamless tile can be made of, and the wrapped
// kind each becomes.
var tileKinds = map[string]string{"rect": "torus", "hex": "hextorus"}

// tileSpec returns the wrapped grid of a seamless tile about fw×fh cells
// in size, made of grid's cells.
func tileSpec(grid string, fw, fh float64) (topology.Spec, error) {
	kind, ok := tileKinds[grid]
	if !ok {
		return topology.Spec{}, param.Errorf("grid", grid, "a seamless tile is made of rect or hex cells")
	}
	w := max(3, int(math.Round(fw)))
	h := max(3, int(math.Round(fh)))
	if kind == "hextorus" {
		// Rows are √3/2 apart, and the rows must pair up to repeat.
		h = max(4, 2*int(math.Round(fh/math.Sqrt(3))))
	}
	return topology.Spec{Kind: kind, Width: w, Height: h, Wrap: "xy"}, nil
}
