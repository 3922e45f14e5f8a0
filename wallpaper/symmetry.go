package wallpaper

import (
	"math/rand/v2"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
)

// symmetricCarve returns the carver of a symmetric maze.
func symmetricCarve(sym string) func(m *maze.Maze, rng *rand.Rand) error {
	return func(m *maze.Maze, rng *rand.Rand) error { return generate.Symmetric(m, sym, rng) }
}
