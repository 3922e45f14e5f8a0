package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/layout"
	"github.com/mazekit/mazekit/pattern"
)

// numberMazeCommand and letterMazeCommand make number and letter mazes.
var numberMazeCommand = &command{
	Name:      "number-maze",
	UsageLine: "mazekit number-maze [flags]",
	Short:     "a grid of numbers: find the way by counting (1, 2, 3…, by 2s, even, odd)",
	Long: `Make a number maze: every cell carries a number, and the one way through
steps from cell to neighbouring cell (sides, not corners) counting along
--sequence, from the shaded start to the shaded finish. The other cells
carry plausible wrong numbers that never open a second way. --answer writes
the key with the way drawn. --age sets the grid, the length of the way and
the cell size on paper (see the README's table); otherwise --size and
--length do.

Examples:
  mazekit number-maze --age 5-6 -o count.pdf --answer count-key.pdf
  mazekit number-maze --sequence count-by-5 --size 7x7 --length 16 -o fives.png
  mazekit number-maze --sequence even --grid hex --age 7-8 --outline -o even.svg`,
	Flags: func(fs *pflag.FlagSet, e *env) func(ctx context.Context, args []string) error {
		return sequenceFlags(fs, e, false)
	},
}

var letterMazeCommand = &command{
	Name:      "letter-maze",
	UsageLine: "mazekit letter-maze [flags]",
	Short:     "a grid of letters: find the way along the alphabet or a word",
	Long: `Make a letter maze: every cell carries a letter, and the one way through
steps from cell to neighbouring cell along the alphabet, or spelling --word
(a pupil's name, say) again and again, from the shaded start to the shaded
finish. The other cells carry plausible wrong letters that never open a
second way. --answer writes the key with the way drawn.

Examples:
  mazekit letter-maze --age 5-6 -o abc.pdf --answer abc-key.pdf
  mazekit letter-maze --word EMMA --grid hex -o emma.pdf`,
	Flags: func(fs *pflag.FlagSet, e *env) func(ctx context.Context, args []string) error {
		return sequenceFlags(fs, e, true)
	},
}

type sequenceConfig struct {
	letters              bool
	grid, size, sequence string
	word, age            string
	length               int
	seed                 seedFlag
	out, format, answer  string
	cell                 float64
	outline, largePrint  bool
}

func sequenceFlags(fs *pflag.FlagSet, e *env, letters bool) func(ctx context.Context, args []string) error {
	c := &sequenceConfig{letters: letters}
	def := "count"
	seqs := "count|count-by-N (N 2..10)|even|odd"
	if letters {
		def, seqs = "alphabet", "alphabet|word"
		fs.StringVar(&c.word, "word", "", "the word or name the way spells, again and again (implies --sequence word)")
	}
	fs.StringVar(&c.sequence, "sequence", def, "what the way follows: "+seqs)
	fs.StringVar(&c.grid, "grid", "rect", "grid: "+strings.Join(layout.SequenceGrids(), "|"))
	fs.StringVar(&c.size, "size", "6x6", "grid size WxH in cells")
	fs.IntVar(&c.length, "length", 0, "cells on the way through (default: from --age, or 12)")
	fs.StringVar(&c.age, "age", "", "age level: "+strings.Join(layout.AgeLevelNames(), "|")+" (grid size, length of the way, cell size)")
	fs.Var(&c.seed, "seed", "random seed (default: chosen and printed)")
	fs.StringVarP(&c.out, "output", "o", "numbers.pdf", "output file (pdf, png, svg); - for stdout")
	fs.StringVar(&c.format, "format", "pdf", "output format when not given by the extension: pdf|png|svg")
	fs.StringVar(&c.answer, "answer", "", "also write the answer key (the way drawn) to this file")
	fs.Float64Var(&c.cell, "cell", 0, "cell size: points (PDF, SVG) or pixels (PNG); default from --age, or 40")
	fs.BoolVar(&c.outline, "outline", false, "no colour: start and finish ringed, for colouring in")
	fs.BoolVar(&c.largePrint, "large-print", false, "low vision: cells 12 mm or more, lines 2 pt, items 14 pt or more")
	if letters {
		fs.Lookup("output").DefValue, c.out = "letters.pdf", "letters.pdf"
	}
	return func(ctx context.Context, args []string) error {
		if len(args) > 0 {
			return usagef("unexpected argument %q", args[0])
		}
		return runSequence(c, fs, e)
	}
}

func runSequence(c *sequenceConfig, fs *pflag.FlagSet, e *env) error {
	format, err := sceneFormat(c.out, c.format, fs.Changed("format"))
	if err != nil {
		return err
	}
	if c.answer != "" {
		if _, err := sceneFormat(c.answer, "", false); err != nil {
			return err
		}
	}
	name := c.sequence
	if c.word != "" && !fs.Changed("sequence") {
		name = "word"
	}
	if c.letters != (name == "alphabet" || name == "word") {
		if c.letters {
			return usagef("--sequence %q: want alphabet or word", c.sequence)
		}
		return usagef("--sequence %q: want count, count-by-N (N 2 to 10), even or odd (letters: mazekit letter-maze)", c.sequence)
	}
	seq, err := pattern.ParseSequence(name, c.word)
	if err != nil {
		return usagef("--%s: %s", map[bool]string{true: "word", false: "sequence"}[name == "word"], strings.TrimPrefix(err.Error(), "pattern: "))
	}
	w, h, err := parseSize("size", c.size)
	if err != nil {
		return err
	}
	o, err := layout.SequenceDefaults(c.age, c.largePrint)
	if err != nil {
		return cliError(err)
	}
	if fs.Changed("size") {
		if w < 2 || h < 2 || w > 30 || h > 30 {
			return usagef("--size %s: want 2x2 to 30x30", c.size)
		}
		o.Width, o.Height = w, h
	}
	if fs.Changed("length") {
		o.Length = c.length
	}
	if fs.Changed("cell") {
		o.Cell = c.cell
	}
	o.Seq, o.Letters, o.Grid, o.Outline = seq, c.letters, c.grid, c.outline
	o.Seed = resolveSeed(&c.seed)
	p, err := layout.NewSequence(&o)
	if errors.Is(err, pattern.ErrNoPath) {
		return fmt.Errorf("%w: try a larger --size or a shorter --length", err)
	}
	if err != nil {
		return cliError(err)
	}
	write := func(path, format string, solved bool) error {
		return atomicfile.Write(path, e.stdout, func(w io.Writer) error { return p.Write(w, format, solved) })
	}
	if err := write(c.out, format, false); err != nil {
		return err
	}
	if c.answer != "" {
		af, _ := sceneFormat(c.answer, "", false)
		if err := write(c.answer, af, true); err != nil {
			return err
		}
	}
	reportSeed(&c.seed, o.Seed, e.stderr)
	return nil
}

// sceneFormat is the format of a number or letter maze's file.
func sceneFormat(path, format string, set bool) (string, error) {
	f, err := patternFormat(path, format, set)
	if err != nil {
		return "", err
	}
	for _, v := range layout.SequenceFormats() {
		if v == f {
			return f, nil
		}
	}
	return "", usagef("-o %s: a number or letter maze is a picture: pdf, png or svg", path)
}
