package main

import (
	"fmt"
	"io"
	"time"

	"github.com/mazekit/mazekit/internal/atomicfile"
)

// resolveSeed returns the seed to use: the given one, or a fresh one from
// the clock. A chosen seed is recorded in the output; seeded prints it too.
func resolveSeed(s *seedFlag) uint64 {
	if s.set {
		return s.v
	}
	return uint64(time.Now().UnixNano()) % 1_000_000_000
}

// seeded prints a seed the command chose when err is nil, so the output
// can be remade, and returns err.
func seeded(err error, s *seedFlag, seed uint64, e *env) error {
	if err == nil && !s.set {
		fmt.Fprintf(e.stderr, "mazekit: seed %d (pass --seed %d to make the same output)\n", seed, seed)
	}
	return err
}

// writeOne writes out (one of formats, by extension) as f says, and reports a chosen seed.
func writeOne(e *env, out string, formats []string, s *seedFlag, seed uint64, f func(w io.Writer, format string) error) error {
	format, err := formatOf(out, "", false, formats)
	if err == nil {
		err = checkFiles([]namedFile{{Field: "output", Path: out}}, nil)
	}
	if err == nil {
		err = atomicfile.Write(out, e.stdout, func(w io.Writer) error { return f(w, format) })
	}
	return seeded(err, s, seed, e)
}
