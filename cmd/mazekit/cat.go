package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/layout"
	"github.com/mazekit/mazekit/render"
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

type catConfig struct {
	size   string
	moves  int
	count  int
	blocks int
	cat    string
	seed   seedFlag
	out    string
	maxMem memFlag
}

func catFlags(fs *pflag.FlagSet, e *env) func(ctx context.Context, args []string) error {
	c := &catConfig{}
	fs.StringVar(&c.size, "size", "9x9", "board size WxH (at most 128 cells)")
	fs.IntVar(&c.moves, "moves", 3, "puzzle: blocks needed to trap the cat (1 to 5)")
	fs.IntVar(&c.count, "count", 12, "puzzle: number of puzzles (PDF)")
	fs.IntVar(&c.blocks, "blocks", 10, "map, play: cells blocked at the start")
	fs.StringVar(&c.cat, "cat", "smart", "play: cat strength: random|greedy|smart")
	fs.Var(&c.seed, "seed", "random seed (default: chosen and printed)")
	fs.StringVarP(&c.out, "output", "o", "", "output file: .pdf, .png or .svg (puzzle: cats.pdf; map: map.png)")
	bindMemory(fs, &c.maxMem)
	return func(ctx context.Context, args []string) error {
		if len(args) != 1 {
			return usagef("cat: name one of puzzle, map, play")
		}
		w, h, err := parseSize("size", c.size)
		if err != nil {
			return err
		}
		g, err := trap.NewGeometry(w, h)
		if err != nil {
			return usagef("--size %s: %v", c.size, strings.TrimPrefix(err.Error(), "trap: "))
		}
		if (args[0] != "puzzle" || fs.Changed("blocks")) && (c.blocks < 0 || c.blocks > g.Cells()/2) {
			return usagef("--blocks %d: want between 0 and %d", c.blocks, g.Cells()/2)
		}
		seed := resolveSeed(&c.seed)
		switch args[0] {
		case "puzzle":
			err = catPuzzles(c, g, seed, e)
		case "map":
			err = catMap(c, g, seed, e)
		case "play":
			err = catPlay(c, g, seed, e)
		default:
			return usagef("cat: unknown subcommand %q (valid: puzzle, map, play)", args[0])
		}
		if err == nil && args[0] != "play" {
			reportSeed(&c.seed, seed, e.stderr)
		}
		return err
	}
}

func catFormat(path, def string) (string, string, error) {
	if path == "" {
		path = def
	}
	f := strings.TrimPrefix(strings.ToLower(filepath.Ext(path)), ".")
	if f != "pdf" && f != "png" && f != "svg" {
		return "", "", usagef("-o %s: want a .pdf, .png or .svg file", path)
	}
	return path, f, nil
}

func writeCatScene(path, format string, s *render.Scene, e *env) error {
	src := &render.Source{Scene: s, Options: []any{&render.PNGOptions{Scale: 40}, &render.SVGOptions{Scale: 40}, &render.PDFOptions{Scale: 30}}}
	return atomicfile.Write(path, e.stdout, func(w io.Writer) error { return render.Encode(w, format, src) })
}

// catAsked says what a cat puzzle command makes, for a budget message.
func catAsked(n int, g *trap.Geometry, format string) string {
	if format == "pdf" {
		return fmt.Sprintf("a booklet of %d %dx%d cat puzzles", n, g.W, g.H)
	}
	return fmt.Sprintf("a %dx%d cat puzzle as %s", g.W, g.H, format)
}

// catPixels is the pixel count of one board drawn at 40 pixels a cell,
// with room for the title.
func catPixels(g *trap.Geometry) float64 {
	return float64(g.W+2) * float64(g.H+3) * 40 * 40
}

func catMap(c *catConfig, g *trap.Geometry, seed uint64, e *env) error {
	path, format, err := catFormat(c.out, "map.png")
	if err != nil {
		return err
	}
	if err := budget.Check(fmt.Sprintf("a %dx%d cat map as %s", g.W, g.H, format), budget.Cat(1, catPixels(g)), c.maxMem.v); err != nil {
		return usagef("%v", err)
	}
	b := trap.RandomBoard(g, c.blocks, newRand(seed, streamCarve))
	return writeCatScene(path, format, render.BoardScene(b, &render.CatStyle{Distances: true, Title: "Steps to the edge"}), e)
}

func catPuzzles(c *catConfig, g *trap.Geometry, seed uint64, e *env) error {
	path, format, err := catFormat(c.out, "cats.pdf")
	if err != nil {
		return err
	}
	if c.moves < 1 || c.moves > 5 {
		return usagef("--moves %d: want between 1 and 5", c.moves)
	}
	if c.count < 1 || c.count > 200 {
		return usagef("--count %d: want between 1 and 200", c.count)
	}
	n, px := c.count, 0.0
	if format != "pdf" {
		n, px = 1, catPixels(g)
	}
	if err := budget.Check(catAsked(n, g, format), budget.Cat(n, px), c.maxMem.v); err != nil {
		return usagef("%v", err)
	}
	ps, err := trap.Generate(g, c.moves, n, newRand(seed, streamCarve))
	if err != nil {
		return usagef("--moves %d: no %dx%d board is won in exactly %d block(s) (try a larger --size or other --moves)", c.moves, g.W, g.H, c.moves)
	}
	if format != "pdf" {
		return writeCatScene(path, format, render.BoardScene(ps[0].Board, &render.CatStyle{Title: layout.CatTitle(0, c.moves)}), e)
	}
	doc := layout.CatBooklet(g, ps, c.moves, seed)
	return atomicfile.Write(path, e.stdout, func(w io.Writer) error { return render.WriteDocumentPDF(w, doc, nil) })
}

func catPlay(c *catConfig, g *trap.Geometry, seed uint64, e *env) error {
	cat, err := trap.NewCat(c.cat, newRand(seed, streamDoors))
	if err != nil {
		return usagef("--cat %q: want random, greedy or smart", c.cat)
	}
	b := trap.RandomBoard(g, c.blocks, newRand(seed, streamCarve))
	fmt.Fprintf(e.stdout, "Trap the cat (%s cat, seed %d). Block a cell each turn: type e5 or 5,5; q quits.\n", c.cat, seed)
	return trap.Play(b, cat, e.stdin, e.stdout)
}
