package pattern

import "github.com/mazekit/mazekit/internal/budget"

func init() {
	registerKind(Kind{
		Name:      "10print",
		Summary:   "the C64 one-liner's slash and backslash tiles, with their regions",
		Family:    TenPrintTiles,
		Params:    []string{"bias", "style", "tile", "fill", "palette"},
		Sized:     true,
		Seeded:    true,
		Size:      [2]int{40, 25},
		Wallpaper: true,
		Book:      budget.Book{Puzzle: 40 << 10, Cell: 250},
		Cost: func(out budget.Output, s Shape) budget.Cost {
			c := budget.Cost{PerCell: byFormat(out, 1600, 200, 200)}
			if s.Arcs { // quarter circles through the rasterizer
				c.PerCell = byFormat(out, 3500, 2000, 200)
			}
			return pngPixels(c, out, 4)
		},
	})
}
