package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
)

// patternCommand is the pattern subcommand.
var patternCommand = &command{
	Name:      "pattern",
	UsageLine: "mazekit pattern " + strings.Join(pattern.Names(), "|") + " [flags]",
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

truchet: Truchet tiles whose arcs join into unbroken curves. --grid hex (the
default) draws hexagons with three arcs each; --grid rect draws Carlson's
multi-scale square tiles: --scales 3 mixes three tile sizes, each half the
last, ink and paper swapping at each size; --size counts the largest tiles
and --scale is pixels per largest tile (default 24, doubled for each scale
past two). --fill regions colours each region the curves bound from
--palette. The region count is printed to stderr.

Examples:
  mazekit pattern 10print --style petscii --scale 3 -o c64.png
  mazekit pattern 10print --size 30x20 --fill regions --palette rainbow -o colouring.png
  mazekit pattern 10print --tile arcs --size 24x16 -o truchet.svg
  mazekit pattern maze-ca --size 80x50 --solution -o ca.png
  mazekit pattern mazectric --size 60x40 --format json -o -
  mazekit pattern maze-ca --rule B37/S12345 --density 0.4 -o custom.png
  mazekit pattern labyrinth --circuits 7 -o cretan.pdf
  mazekit pattern labyrinth --chartres -o chartres.svg
  mazekit pattern truchet --grid rect --scales 3 -o multiscale.png
  mazekit pattern truchet --fill regions --palette viridis -o hex.png`,
	Flags: patternFlags,
}

type patternConfig struct {
	puzzle.PatternOptions
	size   string
	seed   seedFlag
	out    string
	format string
	pdfx   string
	maxMem memFlag
}

func patternFlags(fs *pflag.FlagSet, e *env) func(ctx context.Context, args []string) error {
	c := &patternConfig{PatternOptions: puzzle.DefaultPattern("")}
	o := &c.PatternOptions
	fs.StringVar(&c.size, "size", "", "cells WxH (default 40x25 for 10print, 60x40 for automata)")
	fs.Var(&c.seed, "seed", "random seed (default: chosen and printed)")
	floatVar(fs, &o.Bias, "bias", o.Bias, "10print: chance of / in each cell")
	fs.StringVar(&o.Style, "style", o.Style, "10print: print|petscii")
	floatVar(fs, &o.Scale, "scale", 0, "pixels per cell (print, automata; default 16) or per C64 pixel (petscii; default 2)")
	fs.StringVar(&o.Fill, "fill", o.Fill, "10print, truchet: none|regions")
	fs.StringVar(&o.Tile, "tile", o.Tile, "10print: diagonal|arcs")
	fs.StringVar(&o.Palette, "palette", o.Palette, "--fill regions: palette: "+strings.Join(render.PaletteNames(), "|"))
	fs.StringVar(&o.Grid, "grid", o.Grid, "truchet: hex (three-arc hexagons) or rect (square tiles, with --scales)")
	fs.IntVar(&o.Scales, "scales", o.Scales, "truchet --grid rect: tile sizes mixed, each half the last, 1 to 5")
	fs.StringVar(&o.Rule, "rule", "", "automata: rule in B/S notation (default B3/S12345 for maze-ca, B3/S1234 for mazectric)")
	floatVar(fs, &o.Density, "density", o.Density, "automata: share of live cells in the starting area")
	fs.StringVar(&o.SeedArea, "seed-area", o.SeedArea, "automata: the centred starting area the maze grows from: a share of each side or WxH cells")
	fs.IntVar(&o.Generations, "generations", o.Generations, "automata: generation limit")
	fs.BoolVar(&o.Solution, "solution", false, "automata: draw the path from entrance to exit")
	fs.StringVarP(&c.out, "output", "o", "pattern.png", "output file (.png, .svg, .pdf, .txt, .json); - for stdout")
	fs.StringVar(&c.format, "format", "png", "format when not given by the extension")
	bindPDFX(fs, &c.pdfx)
	fs.IntVar(&o.Circuits, "circuits", o.Circuits, "labyrinth: circuits of a classical labyrinth: 3, 7, 11, … (4k+3, up to 31)")
	fs.BoolVar(&o.Chartres, "chartres", false, "labyrinth: the 11-circuit labyrinth of Chartres cathedral")
	bindMemory(fs, &c.maxMem)
	return func(ctx context.Context, args []string) error {
		if len(args) != 1 {
			return usagef("pattern: name one pattern: %s", strings.Join(puzzle.PatternKinds(), ", "))
		}
		return runPattern(ctx, c, args[0], fs, e)
	}
}

func runPattern(ctx context.Context, c *patternConfig, kind string, fs *pflag.FlagSet, e *env) error {
	format, err := formatOf(c.out, c.format, fs.Changed("format"), puzzle.PatternFormats())
	if err != nil {
		return err
	}
	pdfx, err := pdfxLevel(c.pdfx, format)
	if err != nil {
		return err
	}
	c.Kind = kind
	k, err := pattern.Lookup(kind)
	if err != nil {
		return unknownf(kind, puzzle.PatternKinds(), "unknown pattern %q (valid: %s)", kind, strings.Join(puzzle.PatternKinds(), ", "))
	}
	if !k.Seeded && fs.Changed("seed") {
		return usagef("--seed does not apply to %s (it takes --%s)", kind, strings.Join(k.Params, " or --"))
	}
	if c.Chartres && fs.Changed("circuits") && c.Circuits != 11 {
		return usagef("--circuits %d: the Chartres labyrinth has 11", c.Circuits)
	}
	if fs.Changed("scales") && c.Scales < 1 { // the library reads 0 as its default, 1
		return usagef("--scales %d: want 1 to %d", c.Scales, pattern.MaxTruchetScales)
	}
	if c.size != "" {
		if c.Width, c.Height, err = puzzle.ParseSize(c.size); err != nil {
			return err
		}
	}
	if err := checkFiles([]namedFile{{Field: "output", Path: c.out}}, nil); err != nil {
		return err
	}
	c.Seed = resolveSeed(&c.seed)
	c.MaxMemory = c.maxMem.v
	err = atomicfile.Write(c.out, e.stdout, render.PDFXFill(pdfx, func(w io.Writer) error {
		report, err := puzzle.WritePattern(ctx, w, format, &c.PatternOptions)
		for _, line := range report {
			fmt.Fprintf(e.stderr, "mazekit: %s\n", line)
		}
		return err
	}))
	if !k.Seeded {
		return err
	}
	return seeded(err, &c.seed, c.Seed, e)
}
