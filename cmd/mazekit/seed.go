package main

import (
	"fmt"
	"io"
	"math/rand/v2"
	"time"
)

// Random streams: one per purpose, so that changing one choice (say the
// algorithm) does not move what another drew (say a planar grid's points).
const (
	streamCarve = 0x6361727665 // "carve"
	streamDoors = 0x646f6f7273 // "doors"
	streamBraid = 0x6272616964 // "braid"
)

// resolveSeed returns the seed to use: the given one, or a fresh one from
// the clock, which is then printed to stderr so the output can be remade.
func resolveSeed(s *seedFlag, stderr io.Writer) uint64 {
	if s.set {
		return s.v
	}
	seed := uint64(time.Now().UnixNano()) % 1_000_000_000
	fmt.Fprintf(stderr, "mazekit: seed %d\n", seed)
	return seed
}

// newRand returns the random stream for one purpose.
func newRand(seed uint64, stream uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, stream))
}
