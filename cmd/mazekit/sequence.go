package main

import (
	"context"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/puzzle"
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
the cell size on paper (the table is in docs/classroom.md); otherwise --size and
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
	classroom.SequenceRequest
	size                string
	seed                seedFlag
	out, format, answer string
	pdfx                string
}

func sequenceFlags(fs *pflag.FlagSet, e *env, letters bool) func(ctx context.Context, args []string) error {
	c := &sequenceConfig{SequenceRequest: classroom.SequenceRequest{Letters: letters}}
	def, seqs := "count", "count|count-by-N (N 2..10)|even|odd"
	if letters {
		def, seqs = "alphabet", "alphabet|word"
		fs.StringVar(&c.Word, "word", "", "the word or name the way spells, again and again (implies --sequence word)")
	}
	fs.StringVar(&c.Sequence, "sequence", def, "what the way follows: "+seqs)
	fs.StringVar(&c.Grid, "grid", "rect", "grid: "+strings.Join(classroom.SequenceGrids(), "|"))
	fs.StringVar(&c.size, "size", "6x6", "grid size WxH in cells")
	fs.IntVar(&c.Length, "length", 0, "cells on the way through (default: from --age, or 12)")
	fs.StringVar(&c.Age, "age", "", "age level: "+strings.Join(classroom.AgeLevelNames(), "|")+" (grid size, length of the way, cell size)")
	fs.Var(&c.seed, "seed", "random seed (default: chosen and printed)")
	fs.StringVarP(&c.out, "output", "o", "numbers.pdf", "output file (pdf, png, svg); - for stdout")
	fs.StringVar(&c.format, "format", "pdf", "output format when not given by the extension: pdf|png|svg")
	fs.StringVar(&c.answer, "answer", "", "also write the answer key (the way drawn) to this file")
	fs.Float64Var(&c.Cell, "cell", 0, "cell size: points (PDF, SVG) or pixels (PNG); default from --age, or 40")
	fs.BoolVar(&c.Outline, "outline", false, "no colour: start and finish ringed, for colouring in")
	bindPDFX(fs, &c.pdfx)
	fs.BoolVar(&c.LargePrint, "large-print", false, "low vision: cells 12 mm or more, lines 2 pt, items 14 pt or more")
	if letters {
		fs.Lookup("output").DefValue, c.out = "letters.pdf", "letters.pdf"
	}
	return func(ctx context.Context, args []string) error {
		if len(args) > 0 {
			return usagef("unexpected argument %q", args[0])
		}
		return runSequence(ctx, c, fs, e)
	}
}

func runSequence(ctx context.Context, c *sequenceConfig, fs *pflag.FlagSet, e *env) error {
	f := puzzle.Files{Output: c.out, Answer: c.answer}
	var err error
	if f.Format, err = formatOf(c.out, c.format, fs.Changed("format"), classroom.SequenceFormats()); err != nil {
		return err
	}
	if c.answer != "" {
		if f.AnswerFormat, err = formatOf(c.answer, "", false, classroom.SequenceFormats()); err != nil {
			return err
		}
	}
	if f.PDFX, err = pdfxLevel(c.pdfx, f.Format, f.AnswerFormat); err != nil {
		return err
	}
	if err := checkFiles([]namedFile{{Field: "output", Path: c.out}, {Field: "answer", Path: c.answer}}, nil); err != nil {
		return err
	}
	if !fs.Changed("sequence") {
		c.Sequence = ""
	}
	if fs.Changed("size") {
		if c.Width, c.Height, err = puzzle.ParseSize(c.size); err != nil {
			return err
		}
	}
	c.Seed = resolveSeed(&c.seed)
	p, err := c.Make(ctx)
	if err != nil {
		return err
	}
	return seeded(p.WriteFiles(e.stdout, f), &c.seed, c.Seed, e)
}
