package main

import (
	"fmt"
	"strconv"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/topology"
)

// gridFlags are the flags that choose a grid: --grid, --size and every
// grid kind's parameters from topology's registry (see bindOptions).
type gridFlags struct {
	kind string
	size string
}

// spec turns the flags into a grid spec; seed places the points of random
// layouts.
func (g *gridFlags) spec(fs *pflag.FlagSet, seed uint64) (topology.Spec, error) {
	w, h, floors, err := puzzle.ParseGridSize(g.size)
	if err != nil {
		return topology.Spec{}, err
	}
	given := puzzle.GridParams(func(name string) (string, bool) {
		f := fs.Lookup(name)
		return f.Value.String(), f.Changed
	})
	return puzzle.GridSpec(puzzle.GridRequest{Kind: g.kind, KindGiven: fs.Changed("grid"), Width: w, Height: h, Floors: floors, Params: given, Seed: seed})
}

// seedFlag is --seed: a uint64 that records whether it was given.
type seedFlag struct {
	v   uint64
	set bool
}

func (s *seedFlag) String() string { return strconv.FormatUint(s.v, 10) }
func (s *seedFlag) Type() string   { return "uint" }
func (s *seedFlag) Set(v string) error {
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		return fmt.Errorf("want a whole number from 0 to %d", uint64(1<<64-1))
	}
	s.v, s.set = n, true
	return nil
}
