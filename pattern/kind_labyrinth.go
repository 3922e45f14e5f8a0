package pattern

import "github.com/mazekit/mazekit/internal/budget"

func init() {
	registerKind(Kind{
		Name:    "labyrinth",
		Summary: "one path without choices: a classical labyrinth of 3, 7, 11, … circuits, or Chartres",
		Family:  LabyrinthPath,
		Params:  []string{"circuits", "chartres"},
		Cost: func(out budget.Output, _ Shape) budget.Cost {
			return pngPixels(budget.Cost{PerCell: 1000}, out, 10) // curved walls through the rasterizer
		},
		Book: budget.Book{Puzzle: 100 << 10},
	})
}
