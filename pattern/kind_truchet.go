package pattern

import "github.com/mazekit/mazekit/internal/budget"

func init() {
	registerKind(Kind{
		Name:      "truchet",
		Summary:   "Truchet tiles whose arcs join into endless curves: three-arc hexagons or multi-scale squares",
		Family:    TruchetTiles,
		Params:    []string{"grid", "scales", "fill", "palette"},
		Sized:     true,
		Seeded:    true,
		Size:      [2]int{24, 16},
		Wallpaper: true,
		Book:      budget.Book{Puzzle: 40 << 10, Cell: 2500},
		Cost: func(out budget.Output, s Shape) budget.Cost {
			c := budget.Cost{PerCell: byFormat(out, 7500, 2500, 2000)}
			// Each finer scale splits some tiles in four: about twice the
			// arcs of the scale before, measured.
			c.PerCell *= float64(int(1) << min(max(s.Scales, 1)-1, 8))
			return pngPixels(c, out, 4)
		},
		WallpaperPixel: 42, // many short arcs through the rasterizer
	})
}
