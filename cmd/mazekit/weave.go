package main

import (
	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// weaveSpec applies --weave: a square or hex grid becomes a weave grid over
// it, whose passages cross over and under each other.
func weaveSpec(fs *pflag.FlagSet, s topology.Spec, share float64) (topology.Spec, error) {
	if s.Kind == "weave" && fs.Changed("braid") {
		return s, usagef("--grid weave cannot be combined with --braid: loops would break the bridges")
	}
	if !fs.Changed("weave") {
		return s, nil
	}
	if !(share >= 0 && share <= 1) {
		return s, usagef("--weave %v: must be between 0 and 1", share)
	}
	if s.Kind != "rect" && s.Kind != "hex" && s.Kind != "weave" {
		return s, usagef("--weave applies only to --grid rect or hex, not %s", s.Kind)
	}
	if fs.Changed("braid") {
		return s, usagef("--weave cannot be combined with --braid: loops would break the bridges")
	}
	if s.Kind != "weave" {
		s.Kind, s.Base = "weave", s.Kind
	}
	return s, nil
}

// unicursal applies --unicursal: the perfect square maze m becomes one path
// through every cell of a grid twice its size.
func unicursal(fs *pflag.FlagSet, m *maze.Maze) (*maze.Maze, error) {
	for _, name := range []string{"braid", "weave", "doors"} {
		if fs.Changed(name) {
			return nil, usagef("--unicursal cannot be combined with --%s: the path has no choices and its own doors", name)
		}
	}
	u, err := maze.Unicursal(m)
	if err != nil {
		return nil, usagef("--unicursal: %v", err)
	}
	return u, nil
}
