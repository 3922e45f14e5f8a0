package pattern

import "github.com/mazekit/mazekit/internal/budget"

func init() {
	registerKind(Kind{
		Name:      "maze-ca",
		Summary:   "cellular automaton under the Maze rule " + ruleMaze.String() + ": short corridors",
		Family:    Automaton,
		Rule:      ruleMaze,
		Params:    automatonParams,
		Sized:     true,
		Seeded:    true,
		Size:      [2]int{60, 40},
		Answer:    true,
		Wallpaper: true,
		Book:      automatonBook,
		Cost:      automatonCost,
	})
}

// automatonParams are the options of every automaton kind.
var automatonParams = []string{"rule", "density", "seed-area", "generations", "solution"}

// automatonBook is the memory of one automaton puzzle in a book.
var automatonBook = budget.Book{Puzzle: 40 << 10, Cell: 250}

// automatonCost is the memory model of every automaton kind: the rule's
// tables and the tries, then the board and its analysis.
func automatonCost(out budget.Output, _ Shape) budget.Cost {
	return pngPixels(budget.Cost{PerCell: 100, Fixed: 8 << 20}, out, 4)
}
