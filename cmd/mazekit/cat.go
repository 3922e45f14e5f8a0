package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/catbook"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/trap"
)

// catCommand is the cat subcommand.
var catCommand = &command{
	Name:      "cat",
	UsageLine: "mazekit cat puzzle|map|play [flags]",
	Short:     "trap-the-cat: printable puzzles with answer keys, distance maps, a game",
	Long: `The hexagonal trap-the-cat game: the cat starts in the middle of a board of
hexagons; each turn you block one free cell, then the cat steps to a free
neighbour. It escapes when it reaches the edge; you win when it cannot move.

puzzle: boards (with some cells blocked and the cat placed) on which you can
        force a trap in exactly --moves blocks against any defence, checked
        by the solver; a PDF gets four to a page, numbered, and an answer key
        with the winning blocks numbered and the cat's best replies as arrows.
map:    a board with every cell's number of steps to the edge (the map a
        greedy cat follows).
play:   play in the terminal against a random, greedy or smart cat; type a
        cell as e5 (column letter, row number) or 5,5.

Examples:
  mazekit cat puzzle --moves 3 --count 12 -o cats.pdf
  mazekit cat puzzle --moves 2 --seed 4 -o cat.png
  mazekit cat map --blocks 12 --seed 2 -o map.png
  mazekit cat play --cat smart`,
	Flags: catFlags,
}

// catCommands are the things the cat command makes.
var catCommands = []string{"puzzle", "map", "play"}

// catOnly lists the cat flags that apply to some of catCommands only: a
// flag given to another is refused, not ignored.
var catOnly = map[string][]string{
	"moves":  {"puzzle"},
	"count":  {"puzzle"},
	"blocks": {"map", "play"},
	"cat":    {"play"},
}

func catFlags(fs *pflag.FlagSet, e *env) func(ctx context.Context, args []string) error {
	o := &catbook.Options{}
	var size, cat, out, pdfx string
	var seed seedFlag
	var mem memFlag
	fs.StringVar(&size, "size", "9x9", "board size WxH (at most 128 cells)")
	fs.IntVar(&o.Moves, "moves", 3, "puzzle: blocks needed to trap the cat (1 to 5)")
	fs.IntVar(&o.Count, "count", 12, "puzzle: number of puzzles (PDF)")
	fs.IntVar(&o.Blocks, "blocks", 10, "map, play: cells blocked at the start")
	fs.StringVar(&cat, "cat", "smart", "play: cat strength: random|greedy|smart")
	fs.Var(&seed, "seed", "random seed (default: chosen and printed)")
	fs.StringVarP(&out, "output", "o", "", "output file: .pdf, .png or .svg (puzzle: cats.pdf; map: map.png)")
	bindMemory(fs, &mem)
	bindPDFX(fs, &pdfx)
	return func(ctx context.Context, args []string) error {
		if len(args) != 1 {
			return usagef("cat: name one of puzzle, map, play")
		}
		for _, name := range slices.Sorted(maps.Keys(catOnly)) {
			if fs.Changed(name) && slices.Contains(catCommands, args[0]) && !slices.Contains(catOnly[name], args[0]) {
				return usagef("--%s applies only to cat %s, not cat %s", name, strings.Join(catOnly[name], " and "), args[0])
			}
		}
		var err error
		if o.Width, o.Height, err = puzzle.ParseSize(size); err != nil {
			return err
		}
		o.Seed = resolveSeed(&seed)
		o.MaxMemory = mem.v
		write := func(def string, f func(w io.Writer, format string) error) error {
			return writeOne(e, cmp.Or(out, def), catbook.Formats(), &seed, o.Seed, pdfxWrite(pdfx, f))
		}
		switch args[0] {
		case "puzzle":
			return write("cats.pdf", func(w io.Writer, format string) error { return catbook.WritePuzzles(ctx, w, format, o) })
		case "map":
			return write("map.png", func(w io.Writer, format string) error { return catbook.WriteMap(w, format, o) })
		case "play":
			b, c, err := catbook.Game(o, cat)
			if err != nil {
				return err
			}
			fmt.Fprintf(e.stdout, "Trap the cat (%s cat, seed %d). Block a cell each turn: type e5 or 5,5; q quits.\n", cat, o.Seed)
			return trap.Play(b, c, e.stdin, e.stdout)
		}
		return unknownf(args[0], []string{"puzzle", "map", "play"}, "cat: unknown subcommand %q (valid: puzzle, map, play)", args[0])
	}
}
