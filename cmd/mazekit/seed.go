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
// the clock. A chosen seed is recorded in the output; call reportSeed after
// a successful run to print it too.
func resolveSeed(s *seedFlag) uint64 {
	if s.set {
		return s.v
	}
	return uint64(time.Now().UnixNano()) % 1_000_000_000
}

// reportSeed prints a seed the command chose, so the output can be remade.
func reportSeed(s *seedFlag, seed uint64, stderr io.Writer) {
	if !s.set {
		fmt.Fprintf(stderr, "mazekit: seed %d (pass --seed %d to make the same output)\n", seed, seed)
	}
}

// newRand returns the random stream for one purpose.
func newRand(seed uint64, stream uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, stream))
}
