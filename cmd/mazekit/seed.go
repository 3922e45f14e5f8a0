package main

import (
	"fmt"
	"io"
	"time"
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

// seeded reports a chosen seed when err is nil, and returns err.
func seeded(err error, s *seedFlag, seed uint64, e *env) error {
	if err == nil {
		reportSeed(s, seed, e.stderr)
	}
	return err
}
