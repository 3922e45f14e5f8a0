package main

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

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
	fs.StringVar(&g.size, "size", defSize, "grid size WxH in cells (planar: the drawing's aspect in cell units)")
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

// gridParamFlags lists the flags of every grid parameter.
func gridParamFlags() []string {
	var out []string
	for _, p := range topology.Params() {
		out = append(out, p.FlagName())
	}
	return out
}

// parseSize parses "WxH" into two positive integers.
func parseSize(flag, s string) (int, int, error) {
	ws, hs, ok := strings.Cut(strings.ToLower(s), "x")
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if !ok || err1 != nil || err2 != nil {
		return 0, 0, usagef("--%s %q: want WxH with whole numbers, e.g. 20x15", flag, s)
	}
	if w < 1 || h < 1 {
		return 0, 0, usagef("--%s %q: width and height must be at least 1", flag, s)
	}
	return w, h, nil
}

// spec turns the flags into a grid spec; seed places the points of random
// layouts. A kind's parameters are taken when given or when they have a
// default; a parameter of another kind is an error.
func (g *gridFlags) spec(fs *pflag.FlagSet, seed uint64) (topology.Spec, error) {
	w, h, err := parseSize("size", g.size)
	if err != nil {
		return topology.Spec{}, err
	}
	if w > topology.MaxCells || h > topology.MaxCells || w*h > topology.MaxCells {
		return topology.Spec{}, usagef("--size %s: %s cells is too many (maximum %d)", g.size, cellCount(w, h), topology.MaxCells)
	}
	// A kind whose parameters are enough to choose it (a mask's shape).
	for _, name := range topology.Kinds() {
		k, _ := topology.Lookup(name)
		if !k.Implied || !anyParamGiven(fs, k, true) {
			continue
		}
		if fs.Changed("grid") && g.kind != k.Name {
			return topology.Spec{}, usagef("--%s-* flags cut a grid themselves: use --%s-base %s instead of --grid %s", k.Name, k.Name, g.kind, g.kind)
		}
		g.kind = k.Name
	}
	// --wrap joins a rect or hex grid's sides: the torus kinds.
	if wrapped, ok := topology.WrappedKind(g.kind); ok && fs.Changed("wrap") {
		g.kind = wrapped
	}
	k, err := topology.Lookup(g.kind)
	if err != nil {
		return topology.Spec{}, err
	}
	s := topology.Spec{Kind: k.Name}
	if k.Sized {
		s.Width, s.Height = w, h
	}
	if k.Random {
		s.Seed = seed
	}
	for _, p := range k.Params {
		f := fs.Lookup(p.FlagName())
		if !f.Changed && p.Default == "" {
			continue
		}
		if err := topology.SetParam(&s, p, f.Value.String()); err != nil {
			return s, err
		}
	}
	for _, p := range topology.Params() {
		if _, own := k.Param(p.Name); !own && fs.Changed(p.FlagName()) {
			return s, usagef("--%s applies only to --grid %s", p.FlagName(), strings.Join(topology.KindsWith(p.Name), ", "))
		}
	}
	return s, nil
}

// anyParamGiven reports whether a flag of one of k's parameters was given;
// with choosing set, parameters with a default do not count.
func anyParamGiven(fs *pflag.FlagSet, k topology.Kind, choosing bool) bool {
	for _, p := range k.Params {
		if fs.Changed(p.FlagName()) && (!choosing || p.Default == "") {
			return true
		}
	}
	return false
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

// cellCount returns w×h in decimal, exact for any sizes (no overflow).
func cellCount(w, h int) string {
	return new(big.Int).Mul(big.NewInt(int64(w)), big.NewInt(int64(h))).String()
}
