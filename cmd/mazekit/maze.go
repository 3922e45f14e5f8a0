package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/layout"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// mazeCommand is the maze subcommand.
var mazeCommand = &command{
	Name:      "maze",
	UsageLine: "mazekit maze [flags]",
	Short:     "generate one maze and write it as JSON, text or a picture",
	Long: `Generate a maze on a grid with an algorithm, place an entrance and an exit,
and write it. The format follows the output file's extension, or --format.
Without --seed a seed is chosen, printed to stderr and recorded in the output.

Examples:
  mazekit maze -o maze.json
  mazekit maze --grid rect --size 20x15 --algo wilson --seed 7 -o maze.json
  mazekit maze --grid hex --radius 6 --algo dfs --format txt -o -
  mazekit maze --size 30x10 --braid 0.5 --doors opposite --stats -o maze.txt
  mazekit maze --size 25x25 --markers labels -o puzzle.pdf --answer answer.pdf
  mazekit maze --grid hex --size 30x20 --shade distance --palette viridis -o glow.png
  mazekit maze --size 2000x2000 --algo dfs --cell 2 -o big.png
  mazekit maze --from-book examples/activity-book.yaml --puzzle 12 -o p12.png
  mazekit maze --algo eller --size 100x1000000 --format txt -o -   # streamed, any height
  mazekit maze --algo eller --size 100000x100000 --cell 2 -o huge.png  # 10^10 cells, streamed
  mazekit maze --size 64x64 --algo quadtree --levels 1..6 --strip -o world.png

Eller mazes written as text, mazes made with --stream, and eller, sidewinder
or binary-tree mazes too big to hold are streamed row by row as text or PNG
(entrance top-left, exit bottom-right) in memory proportional to the width,
unless --doors, --solution, --stats, --braid, --answer or a picture flag that
needs the whole maze (--shade, --markers, --title, --width) is given.`,
	Flags: mazeFlags,
}

type mazeConfig struct {
	grid      gridFlags
	algo      string
	mode      string
	minRoom   int
	seed      seedFlag
	doors     string
	braid     float64
	out       string
	format    string
	solution  bool
	stats     bool
	style     styleFlags
	fromBook  string
	puzzle    int
	quad      quadFlags
	stream    bool
	fab       fabFlags
	weave     float64
	unicursal bool
	class     classFlags
}

func mazeFlags(fs *pflag.FlagSet, e *env) func(ctx context.Context, args []string) error {
	c := &mazeConfig{}
	c.grid.bind(fs, "20x15")
	fs.StringVar(&c.algo, "algo", "wilson", "algorithm: "+strings.Join(generate.Names(), "|"))
	fs.StringVar(&c.mode, "mode", "", "algorithm variant (growing-tree: newest|random|oldest|mixed; binary-tree: nw|ne|sw|se; division: four)")
	fs.IntVar(&c.minRoom, "min-room", 0, "division: leave chambers smaller than this many cells as open rooms")
	fs.Var(&c.seed, "seed", "random seed (default: chosen and printed)")
	fs.StringVar(&c.doors, "doors", "auto", "entrance and exit: "+strings.Join(maze.DoorModeNames(), "|")+", or two different border cells A,B")
	floatVar(fs, &c.braid, "braid", 0, "fraction 0..1 of dead ends to remove by adding loops")
	fs.StringVarP(&c.out, "output", "o", "maze.txt", "output file; - for stdout")
	fs.StringVar(&c.format, "format", "txt", "output format when not given by the extension: "+strings.Join(formatNames(), "|"))
	fs.BoolVar(&c.solution, "solution", false, "draw the solution")
	fs.BoolVar(&c.stats, "stats", false, "print statistics to stderr and add them to JSON")
	c.style.bind(fs)
	fs.StringVar(&c.fromBook, "from-book", "", "take the maze from a book spec (with --puzzle) instead of generating one")
	fs.IntVar(&c.puzzle, "puzzle", 0, "with --from-book: the puzzle number, as printed in the book")
	c.quad.bind(fs)
	fs.BoolVar(&c.stream, "stream", false, "write row by row in memory proportional to the width (eller, sidewinder, binary-tree; txt or png; doors top-left and bottom-right); automatic for eller text and for mazes too big to hold")
	c.fab.bind(fs)
	fs.BoolVar(&c.unicursal, "unicursal", false, "rect: turn the perfect maze into one path through every cell, twice as wide and tall (entrance and exit top left)")
	floatVar(fs, &c.weave, "weave", 0, "rect and hex: share 0..1 of inner cells tried as crossings (passages over and under)")
	c.class.bind(fs)
	return func(ctx context.Context, args []string) error {
		if len(args) > 0 {
			return usagef("maze: unexpected argument %q", args[0])
		}
		return runMaze(c, fs, e)
	}
}

func runMaze(c *mazeConfig, fs *pflag.FlagSet, e *env) error {
	format, err := outputFormat(c.out, c.format, fs.Changed("format"))
	if err != nil {
		return err
	}
	pic, err := c.style.parse(fs)
	if err != nil {
		return err
	}
	if err := c.class.apply(fs, c, pic); err != nil {
		return err
	}
	if c.style.answer != "" {
		if _, err = outputFormat(c.style.answer, "", false); err != nil {
			return err
		}
		if c.style.answer == c.out {
			return usagef("--answer %s: must differ from the output file", c.style.answer)
		}
	}
	ins := []namedFile{{"--from-book", c.fromBook}}
	if f := fs.Lookup("mask-image"); f != nil {
		ins = append(ins, namedFile{"--mask-image", f.Value.String()})
	}
	if err := checkFiles([]namedFile{{"-o", c.out}, {"--answer", c.style.answer}}, ins); err != nil {
		return err
	}
	if c.fromBook != "" || fs.Changed("puzzle") {
		return runFromBook(c, fs, e, format, pic)
	}
	alg, err := generate.Lookup(c.algo)
	if err != nil {
		return usagef("--algo %q: unknown algorithm (valid: %s)", c.algo, strings.Join(generate.Names(), ", "))
	}
	if c.braid < 0 || c.braid > 1 {
		return usagef("--braid %v: must be between 0 and 1", c.braid)
	}
	seed := resolveSeed(&c.seed)
	if done, err := c.streamMaze(alg, format, pic, fs, e, seed); done {
		return err
	}
	spec, err := c.grid.spec(fs, seed)
	if err != nil {
		return err
	}
	if spec, err = weaveSpec(fs, spec, c.weave); err != nil {
		return err
	}
	if !alg.Supports(spec.Kind) {
		return usagef("--algo %s runs only on %s grids, not %s", c.algo, strings.Join(alg.Kinds, ", "), spec.Kind)
	}
	if fs.Changed("min-room") && alg.Name != "division" {
		return usagef("--min-room applies only to --algo division")
	}
	carve, err := alg.Make(generate.Options{Mode: c.mode, MinRoom: c.minRoom, Weave: c.weave})
	if err != nil {
		return err
	}
	g, err := buildGrid(spec)
	if err != nil {
		return err
	}
	if mk, ok := g.(*topology.Mask); ok && mk.Dropped() > 0 {
		fmt.Fprintf(e.stderr, "mazekit: mask: dropped %d cells cut off from the main region\n", mk.Dropped())
	}
	if lv, ok := alg.Ext.(generate.Leveler); ok {
		if err := runQuadtree(c, e, format, pic, seed, g, lv); err != nil {
			return err
		}
		reportSeed(&c.seed, seed, e.stderr)
		return nil
	}
	if fs.Changed("levels") || fs.Changed("strip") {
		return usagef("--levels and --strip apply only to --algo quadtree")
	}
	var m *maze.Maze
	if c.class.level != nil {
		if m, err = c.class.carve(g, carve, seed, c.doors); err != nil {
			return err
		}
	} else {
		m = maze.New(g)
		c.fab.record(m, format)
		if err := carve(m, newRand(seed, streamCarve)); err != nil {
			return err
		}
	}
	// Doors are chosen on the perfect maze; braiding then keeps them.
	if err := placeDoors(m, c.doors); err != nil {
		return err
	}
	if c.braid > 0 {
		maze.Braid(m, c.braid, newRand(seed, streamBraid))
	}
	if c.unicursal {
		if m, err = unicursal(fs, m); err != nil {
			return err
		}
	}
	maze.StopRecording(m)
	o := &mazeOutput{m: m, showSolution: c.solution, pic: pic, flags: givenFlags(fs),
		info: maze.Info{Algorithm: c.algo, Seed: seed}}
	if o.fab, err = c.fab.options(e.stderr); err != nil {
		return err
	}
	// The solution costs a search over the whole maze: find it only when
	// something will show it.
	if format == "json" || c.solution || c.style.answer != "" {
		o.info.Solution = maze.Solve(m)
	}
	if c.stats {
		st := maze.Measure(m)
		o.info.Stats = st
		fmt.Fprint(e.stderr, st.String())
	}
	if err := writeWithAnswer(c, format, e, o); err != nil {
		return err
	}
	reportSeed(&c.seed, seed, e.stderr)
	return nil
}

// writeWithAnswer writes the maze and, with --answer, the same maze solved
// (the format of --answer was checked when the flags were parsed).
func writeWithAnswer(c *mazeConfig, format string, e *env, o *mazeOutput) error {
	if c.style.answer == "" {
		return writeOutput(c.out, format, e.stdout, o)
	}
	af, _ := outputFormat(c.style.answer, "", false)
	solved := *o
	solved.showSolution = true
	// Both or neither: the puzzle is not replaced when its answer fails.
	return atomicfile.WriteAll(e.stdout, outputFile(c.out, format, o), outputFile(c.style.answer, af, &solved))
}

// placeDoors applies --doors: a mode name or two cell numbers "A,B".
func placeDoors(m *maze.Maze, spec string) error {
	if as, bs, ok := strings.Cut(spec, ","); ok {
		a, err1 := strconv.Atoi(strings.TrimSpace(as))
		b, err2 := strconv.Atoi(strings.TrimSpace(bs))
		if err1 != nil || err2 != nil {
			return usagef("--doors %q: want %s, or two border cell numbers A,B", spec, strings.Join(maze.DoorModeNames(), ", "))
		}
		if err := maze.SetDoors(m, a, b); err != nil {
			return usagef("--doors %q: %s", spec, strings.TrimPrefix(err.Error(), "maze: "))
		}
		return nil
	}
	mode, err := maze.ParseDoorMode(spec)
	if err != nil {
		return usagef("--doors %q: want %s, or two border cell numbers A,B", spec, strings.Join(maze.DoorModeNames(), ", "))
	}
	return maze.PlaceDoors(m, mode)
}

// runFromBook regenerates one puzzle of a book spec and writes it.
func runFromBook(c *mazeConfig, fs *pflag.FlagSet, e *env, format string, pic *pictureOptions) error {
	if c.fromBook == "" || c.puzzle < 1 {
		return usagef("--from-book and --puzzle go together: --from-book book.yaml --puzzle N (N from 1)")
	}
	for _, name := range []string{"grid", "size", "algo", "mode", "seed", "braid", "doors", "radius", "rings", "cells", "flat", "layout", "min-room", "weave"} {
		if fs.Changed(name) {
			return usagef("--%s cannot be combined with --from-book: the book spec decides the maze", name)
		}
	}
	spec, err := loadSpec(c.fromBook, "", 0)
	if err != nil {
		return err
	}
	ps, err := layout.Puzzles(spec, 0)
	if err != nil {
		return err
	}
	if c.puzzle > len(ps) {
		return usagef("--puzzle %d: the book has puzzles 1 to %d", c.puzzle, len(ps))
	}
	p := ps[c.puzzle-1]
	if p.Maze == nil {
		return usagef("--puzzle %d is a %s puzzle, not a maze", c.puzzle, p.Kind)
	}
	o := &mazeOutput{m: p.Maze, showSolution: c.solution, pic: pic,
		info: maze.Info{Algorithm: p.Algorithm, Seed: p.Seed, Solution: maze.Solve(p.Maze)}}
	if c.stats {
		o.info.Stats = p.Stats
		fmt.Fprint(e.stderr, p.Stats.String())
	}
	return writeWithAnswer(c, format, e, o)
}
