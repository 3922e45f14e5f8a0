package main

import (
	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/topology"
)

// weaveSpec applies --weave: a square or hex grid becomes a weave grid over
// it, whose passages cross over and under each other.
func weaveSpec(fs *pflag.FlagSet, s topology.Spec, share float64) (topology.Spec, error) {
	if !fs.Changed("weave") {
		return s, nil
	}
	if !(share >= 0 && share <= 1) {
		return s, usagef("--weave %v: must be between 0 and 1", share)
	}
	if s.Kind != "rect" && s.Kind != "hex" {
		return s, usagef("--weave applies only to --grid rect or hex, not %s", s.Kind)
	}
	if fs.Changed("braid") {
		return s, usagef("--weave cannot be combined with --braid: loops would break the bridges")
	}
	s.Kind, s.Base = "weave", s.Kind
	return s, nil
}
