package wallpaper

import (
	"math"
	"math/rand/v2"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

// symmetrySpec returns the grid that covers the frame of spec (a grid
// from Cover, fw×fh cells) and has the symmetry sym about the frame's
// centre: rect grids get an even or odd size or become square, hex grids
// become a hexagon board.
func symmetrySpec(spec topology.Spec, fw, fh float64, sym string) (topology.Spec, error) {
	switch spec.Kind {
	case "rect":
		switch sym {
		case "mirror-x":
			spec.Width += spec.Width % 2
			return spec, nil
		case "mirror-y":
			spec.Height += spec.Height % 2
			return spec, nil
		case "2":
			if spec.Width%2 == 0 && spec.Height%2 == 0 {
				spec.Width++
			}
			return spec, nil
		case "4":
			s := max(spec.Width, spec.Height) | 1
			spec.Width, spec.Height = s, s
			return spec, nil
		}
	case "hex":
		if sym == "2" || sym == "6" {
			r := int(math.Ceil(fw/2+fh/math.Sqrt(3))) + 1
			return topology.Spec{Kind: "hex", Radius: r}, nil
		}
	case "polar":
		if sym == "2" || sym == "6" {
			return spec, nil
		}
	}
	return spec, param.Errorf("symmetry", sym, "a %s wallpaper takes symmetry %s", spec.Kind, map[string]string{
		"rect": "mirror-x, mirror-y, 2 or 4", "hex": "2 or 6", "polar": "2 or 6"}[spec.Kind]+orNone(spec.Kind))
}

func orNone(kind string) string {
	switch kind {
	case "rect", "hex", "polar":
		return ""
	}
	return "none (use rect, hex or polar)"
}

// symmetricCarve returns the carver of a symmetric maze.
func symmetricCarve(sym string) func(m *maze.Maze, rng *rand.Rand) error {
	return func(m *maze.Maze, rng *rand.Rand) error { return generate.Symmetric(m, sym, rng) }
}
