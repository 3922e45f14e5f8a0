// Package stream names the random streams the program draws from: one per
// purpose, so that changing one choice (say the algorithm) does not move
// what another drew (say a planar grid's points). Every stream is a PCG
// generator seeded with the run's seed and the stream's number.
package stream

import "math/rand/v2"

// The streams.
const (
	Carve = 0x6361727665 // "carve": generators and patterns
	Doors = 0x646f6f7273 // "doors"
	Braid = 0x6272616964 // "braid"
	Forms = 0x666f726d73 // "forms": starts, things to pick up
	Cover = 0x636f766572 // "cover": the maze behind a book's front cover
)

// New returns the random stream s for seed.
func New(seed, s uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, s))
}
