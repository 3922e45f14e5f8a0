package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/mazekit/mazekit/internal/num"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/render"
)

// patternCommand is the pattern subcommand.
var patternCommand = &command{
	Name:      "pattern",
	UsageLine: "mazekit pattern 10print|maze-ca|mazectric|labyrinth [flags]",
	Short:     "draw maze-like patterns: 10 PRINT tiles and cellular-automaton mazes",
	Long: `Draw pictures that are not perfect mazes.

10print: the Commodore 64 one-liner 10 PRINT CHR$(205.5+RND(1)); : GOTO 10 —
a grid of / and \ tiles by coin flip. --style petscii is the C64 screen
(light blue on dark blue, 8x8 characters, 40x25 by default, pixel-exact at
any whole --scale); --style print is thin black lines on white. --fill
regions colours the areas the diagonals enclose; --tile arcs draws
quarter-circle Truchet tiles. The region count, closed loops and longest
passage are printed to stderr.

maze-ca (rule B3/S12345), mazectric (B3/S1234), or any --rule: a random
pattern grows from a centred area on a bounded board until it settles; live
cells are walls, and open areas growth left unfilled are seeded again. The
doors are cut through the outer edge into the largest open region, far
apart; a board whose solution is shorter than the board is wide tries the
next seed (the report says which were turned down); --solution draws the
path. Generations, wall density, open regions
and whether it is solvable are printed to stderr (and written in JSON).

labyrinth: a classical (Cretan) labyrinth of --circuits 3, 7, 11, … built
from its seed pattern, or with --chartres the 11-circuit labyrinth of
Chartres cathedral: one path, no choices, for tracing. The circuit order is
printed to stderr.

Examples:
  mazekit pattern 10print --style petscii --scale 3 -o c64.png
  mazekit pattern 10print --size 30x20 --fill regions --palette rainbow -o colouring.png
  mazekit pattern 10print --tile arcs --size 24x16 -o truchet.svg
  mazekit pattern maze-ca --size 80x50 --solution -o ca.png
  mazekit pattern mazectric --size 60x40 --format json -o -
  mazekit pattern maze-ca --rule B37/S12345 --density 0.4 -o custom.png
  mazekit pattern labyrinth --circuits 7 -o cretan.pdf
  mazekit pattern labyrinth --chartres -o chartres.svg`,
	Flags: patternFlags,
}

type patternConfig struct {
	size        string
	seed        seedFlag
	bias        float64
	style       string
	scale       float64
	fill        string
	tile        string
	palette     string
	rule        string
	density     float64
	area        string
	generations int
	solution    bool
	out         string
	format      string
	lab         labyrinthFlags
}

func patternFlags(fs *pflag.FlagSet, e *env) func(ctx context.Context, args []string) error {
	c := &patternConfig{}
	fs.StringVar(&c.size, "size", "", "cells WxH (default 40x25 for 10print, 60x40 for automata)")
	fs.Var(&c.seed, "seed", "random seed (default: chosen and printed)")
	floatVar(fs, &c.bias, "bias", 0.5, "10print: chance of / in each cell")
	fs.StringVar(&c.style, "style", "print", "10print: print|petscii")
	floatVar(fs, &c.scale, "scale", 0, "pixels per cell (print, automata; default 16) or per C64 pixel (petscii; default 2)")
	fs.StringVar(&c.fill, "fill", "none", "10print: none|regions")
	fs.StringVar(&c.tile, "tile", "diagonal", "10print: diagonal|arcs")
	fs.StringVar(&c.palette, "palette", "rainbow", "10print --fill regions: palette: "+strings.Join(render.PaletteNames(), "|"))
	fs.StringVar(&c.rule, "rule", "", "automata: rule in B/S notation (default B3/S12345 for maze-ca, B3/S1234 for mazectric)")
	floatVar(fs, &c.density, "density", 0.3, "automata: share of live cells in the starting area")
	fs.StringVar(&c.area, "seed-area", "0.3", "automata: the centred starting area the maze grows from: a share of each side or WxH cells")
	fs.IntVar(&c.generations, "generations", 2000, "automata: generation limit")
	fs.BoolVar(&c.solution, "solution", false, "automata: draw the path from entrance to exit")
	fs.StringVarP(&c.out, "output", "o", "pattern.png", "output file (.png, .svg, .pdf, .txt, .json); - for stdout")
	fs.StringVar(&c.format, "format", "png", "format when not given by the extension")
	c.lab.bind(fs)
	return func(ctx context.Context, args []string) error {
		if len(args) != 1 {
			return usagef("pattern: name one pattern: 10print, maze-ca, mazectric or labyrinth")
		}
		return runPattern(c, args[0], fs, e)
	}
}

var patternFormats = []string{"json", "pdf", "png", "svg", "txt"}

func patternFormat(path, format string, set bool) (string, error) {
	valid := strings.Join(patternFormats, ", ")
	f := format
	if !set && path != "-" {
		f = strings.TrimPrefix(strings.ToLower(filepath.Ext(path)), ".")
		if f == "" {
			return "", usagef("-o %s: no file extension; add one of %s or give --format", path, valid)
		}
	}
	for _, v := range patternFormats {
		if v == f {
			return f, nil
		}
	}
	if set || path == "-" {
		return "", usagef("--format %q: unknown format (valid: %s)", f, valid)
	}
	return "", usagef("-o %s: unknown extension .%s (valid: %s)", path, f, valid)
}

func runPattern(c *patternConfig, kind string, fs *pflag.FlagSet, e *env) error {
	format, err := patternFormat(c.out, c.format, fs.Changed("format"))
	if err != nil {
		return err
	}
	if kind == "labyrinth" {
		return runLabyrinth(c, fs, e, format)
	}
	defSize := map[string]string{"10print": "40x25", "maze-ca": "60x40", "mazectric": "60x40"}[kind]
	if defSize == "" {
		return usagef("unknown pattern %q (valid: 10print, maze-ca, mazectric, labyrinth)", kind)
	}
	if c.size == "" {
		c.size = defSize
	}
	w, h, err := parseSize("size", c.size)
	if err != nil {
		return err
	}
	if w*h > 4_000_000 || w > 4_000_000 || h > 4_000_000 {
		return usagef("--size %s: at most 4000000 cells", c.size)
	}
	if c.scale < 0 || c.scale > 200 {
		return usagef("--scale %v: want between 1 and 200", c.scale)
	}
	seed := resolveSeed(&c.seed)
	if kind == "10print" {
		err = runTenPrint(c, fs, e, format, w, h, seed)
	} else {
		err = runLife(c, kind, fs, e, format, w, h, seed)
	}
	if err == nil {
		reportSeed(&c.seed, seed, e.stderr)
	}
	return err
}

func writePattern(c *patternConfig, e *env, format string, s *render.Scene, scale float64, text string, doc any) error {
	src := &render.Source{
		Scene:   s,
		Text:    func(w io.Writer) error { _, err := io.WriteString(w, text); return err },
		JSON:    func(w io.Writer) error { return pattern.WriteJSON(w, doc) },
		Options: []any{&render.PNGOptions{Scale: scale}, &render.SVGOptions{Scale: scale}, &render.PDFOptions{Scale: scale}},
	}
	return atomicfile.Write(c.out, e.stdout, func(w io.Writer) error { return render.Encode(w, format, src) })
}

func runTenPrint(c *patternConfig, fs *pflag.FlagSet, e *env, format string, w, h int, seed uint64) error {
	for _, name := range []string{"rule", "density", "seed-area", "generations", "solution"} {
		if fs.Changed(name) {
			return usagef("--%s applies only to the automata (maze-ca, mazectric)", name)
		}
	}
	if !(c.bias >= 0 && c.bias <= 1) {
		return usagef("--bias %v: want a probability from 0 to 1", c.bias)
	}
	st := &render.TenPrintStyle{Palette: c.palette}
	switch c.tile {
	case "diagonal":
	case "arcs":
		st.Arcs = true
	default:
		return usagef("--tile %q: want diagonal or arcs", c.tile)
	}
	switch c.fill {
	case "none":
	case "regions":
		if st.Arcs {
			return usagef("--fill regions works with --tile diagonal")
		}
		st.FillRegions = true
	default:
		return usagef("--fill %q: want none or regions", c.fill)
	}
	if _, err := render.LookupPalette(c.palette); err != nil {
		return usagef("--palette %q: unknown palette (valid: %s)", c.palette, strings.Join(render.PaletteNames(), ", "))
	}
	if c.style != "print" && c.style != "petscii" {
		return usagef("--style %q: want print or petscii", c.style)
	}
	t, err := pattern.NewTenPrint(w, h, c.bias, newRand(seed, streamCarve))
	if err != nil {
		return usagef("%v", strings.TrimPrefix(err.Error(), "pattern: "))
	}
	r := t.Regions()
	if !st.Arcs {
		fmt.Fprintf(e.stderr, "mazekit: %d regions, %d closed loops, longest passage %.1f cells\n", r.Count, r.Closed, r.Longest)
	}
	var s *render.Scene
	scale := c.scale
	switch c.style {
	case "print":
		s = render.TenPrintScene(t, st)
		if scale == 0 {
			scale = 16
		}
	case "petscii":
		if st.Arcs || st.FillRegions {
			return usagef("--style petscii draws the C64 characters: no --tile arcs or --fill regions")
		}
		s = render.PETSCIIScene(t)
		if scale == 0 {
			scale = 2
		}
		if scale != float64(int(scale)) {
			return usagef("--scale %v: petscii needs a whole number to stay pixel-exact", scale)
		}
	default:
		return usagef("--style %q: want print or petscii", c.style)
	}
	s.Comment = fmt.Sprintf("mazekit pattern 10print, seed %d", seed)
	var an *pattern.Regions
	if !st.Arcs {
		an = r
	}
	doc := pattern.NewTenPrintDoc(t, seed, c.bias, c.tile, an)
	return writePattern(c, e, format, s, scale, t.String(), doc)
}

func runLife(c *patternConfig, kind string, fs *pflag.FlagSet, e *env, format string, w, h int, seed uint64) error {
	for _, name := range []string{"bias", "style", "fill", "tile", "palette"} {
		if fs.Changed(name) {
			return usagef("--%s applies only to 10print", name)
		}
	}
	rule := pattern.RuleMaze
	if kind == "mazectric" {
		rule = pattern.RuleMazectric
	}
	if c.rule != "" {
		r, err := pattern.ParseRule(c.rule)
		if err != nil {
			return usagef("--rule: %v", strings.TrimPrefix(err.Error(), "pattern: "))
		}
		rule = r
	}
	if !(c.density > 0 && c.density < 1) {
		return usagef("--density %v: want a share between 0 and 1", c.density)
	}
	aw, ah, err := parseSeedArea(c.area, w, h)
	if err != nil {
		return err
	}
	if c.generations < 1 || c.generations > 100000 {
		return usagef("--generations %d: want between 1 and 100000", c.generations)
	}
	// Grow, fill and cut doors; a board that is no puzzle gives way to the
	// next seed (seed+1, ...), and the report says which were turned down.
	var l *pattern.Life
	var a *pattern.Analysis
	var rejected []string
	for k := range uint64(32) {
		lk, err := pattern.NewLife(w, h)
		if err != nil {
			return usagef("%v", strings.TrimPrefix(err.Error(), "pattern: "))
		}
		ak := lk.Grow(rule, c.density, aw, ah, c.generations, newRand(seed+k, streamCarve))
		if k == 0 {
			l, a = lk, ak
		}
		p := lk.Problems(ak)
		if len(p) == 0 {
			l, a = lk, ak
			a.Attempt, a.Rejected = int(k), rejected
			break
		}
		rejected = append(rejected, fmt.Sprintf("seed %d: %s", seed+k, strings.Join(p, "; ")))
	}
	if a.Attempt > 0 {
		fmt.Fprintf(e.stderr, "mazekit: %d board(s) turned down (%s%s); used seed %d\n",
			a.Attempt, a.Rejected[0], map[bool]string{true: ", ...", false: ""}[a.Attempt > 1], seed+uint64(a.Attempt))
	} else if len(rejected) == 32 {
		fmt.Fprintf(e.stderr, "mazekit: no board of seeds %d to %d is a fit puzzle (%s); writing seed %d's\n", seed, seed+31, rejected[0], seed)
	}
	gens, settled := a.Generations, a.Settled
	state := "settled"
	if !settled {
		state = "still changing at the generation limit"
	}
	fmt.Fprintf(e.stderr, "mazekit: rule %s: %d generations (%s), wall density %.2f, %d open regions, largest %d cells, solvable: %v\n",
		rule, gens, state, a.WallDensity, a.Regions, a.Largest, a.Solvable)
	if a.Regions > 1 {
		fmt.Fprintf(e.stderr, "mazekit: the open space is split into %d regions; the doors are in the largest\n", a.Regions)
	}
	s := render.LifeScene(l, a, &render.LifeStyle{Solution: c.solution})
	s.Comment = fmt.Sprintf("mazekit pattern %s, rule %s, seed %d", kind, rule, seed)
	scale := c.scale
	if scale == 0 {
		scale = 16
	}
	text := l.String()
	if c.solution {
		b := []byte(text)
		for _, cell := range a.Solution {
			b[cell/w*(w+1)+cell%w] = '*'
		}
		text = string(b)
	}
	doc := pattern.NewLifeDoc(l, kind, rule, seed, a)
	return writePattern(c, e, format, s, scale, text, doc)
}

// parseSeedArea reads --seed-area: a share of each side of a w×h board
// (above 0, at most 1) or a size WxH in cells no bigger than the board.
func parseSeedArea(s string, w, h int) (int, int, error) {
	if strings.ContainsAny(s, "xX") {
		aw, ah, err := parseSize("seed-area", s)
		if err != nil {
			return 0, 0, err
		}
		if aw > w || ah > h {
			return 0, 0, usagef("--seed-area %s: larger than the %dx%d board", s, w, h)
		}
		return aw, ah, nil
	}
	f, err := num.ParseFloat(s)
	if err != nil || !(f > 0 && f <= 1) {
		return 0, 0, usagef("--seed-area %q: want a share above 0 and at most 1 (0.3) or WxH cells", s)
	}
	return max(1, int(float64(w)*f+0.5)), max(1, int(float64(h)*f+0.5)), nil
}
