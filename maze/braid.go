package maze

import "math/rand/v2"

// Braid removes about fraction p (0..1) of the dead ends by opening one more
// wall at each, preferring a wall into another dead end. It returns the number
// of walls opened.
func Braid(m *Maze, p float64, rng *rand.Rand) int {
	panic("unimplemented")
}
