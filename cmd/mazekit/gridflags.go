package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/topology"
)

// gridFlags are the flags that choose a grid; the maze command uses them.
// Every grid kind's parameters come from topology's registry.
type gridFlags struct {
	kind string
	size string
}

func (g *gridFlags) bind(fs *pflag.FlagSet, defSize string) {
	fs.StringVar(&g.kind, "grid", "rect", "grid kind: "+strings.Join(topology.Kinds(), "|"))
	fs.StringVar(&g.size, "size", defSize, "grid size WxH in cells (3d: WxHxF, F floors; planar: the drawing's aspect in cell units)")
	for _, p := range topology.Params() {
		switch p.Type {
		case topology.IntParam:
			def, _ := strconv.Atoi(p.Default)
			fs.Int(p.FlagName(), def, p.Usage)
		case topology.BoolParam:
			fs.Bool(p.FlagName(), p.Default == "true", p.Usage)
		default:
			fs.String(p.FlagName(), p.Default, p.Usage)
		}
	}
}

// spec turns the flags into a grid spec; seed places the points of random
// layouts.
func (g *gridFlags) spec(fs *pflag.FlagSet, seed uint64) (topology.Spec, error) {
	w, h, floors, err := puzzle.ParseGridSize(g.size)
	if err != nil {
		return topology.Spec{}, err
	}
	given := map[string]string{}
	for _, p := range topology.Params() {
		if f := fs.Lookup(p.FlagName()); f.Changed {
			given[p.Name] = f.Value.String()
		}
	}
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
