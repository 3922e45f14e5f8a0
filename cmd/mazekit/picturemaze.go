package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/picmaze"
	"github.com/mazekit/mazekit/picturesheet"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
)

// pictureMazeCommand makes picture mazes.
var pictureMazeCommand = &command{
	Name:      "picture-maze",
	UsageLine: "mazekit picture-maze [flags]",
	Short:     "a maze whose way through, shaded in, reveals a picture",
	Long: `Make a picture maze: a perfect maze whose one way through covers the dark
cells of --picture (a built-in picture, a word as text:WORD, or a PNG file;
a cell is dark when its mean ink reaches --threshold, by default one found for the picture;
a photo, whose tones do not split into dark and light, is refused). Shaded in, the way draws
the picture; --answer
writes it shaded. --colors 2 or more makes a colour picture maze with a key.
A picture the maze cannot draw well at --size (below --min-coverage or above
--max-light) is refused with a size that works.

Built-in pictures: ` + strings.Join(picmaze.BuiltinNames(), ", ") + `.

Examples:
  mazekit picture-maze --picture cat -o cat.pdf --answer cat-key.pdf
  mazekit picture-maze --picture apple --colors 3 -o apple.png --answer apple-key.png
  mazekit picture-maze --picture text:EMMA -o emma.pdf --answer emma-key.pdf
  mazekit picture-maze --picture examples/logo.png --size 60x40 --threshold 0.4 -o logo.svg`,
	Flags: pictureMazeFlags,
}

func pictureMazeFlags(fs *pflag.FlagSet, e *env) func(ctx context.Context, args []string) error {
	r := &picturesheet.Request{}
	var size, out, format, answer, pdfx string
	var seed seedFlag
	fs.StringVar(&r.Picture, "picture", "heart", "a built-in picture (see above), text:WORD, or a PNG file (name ending in .png)")
	fs.StringVar(&size, "size", "", "maze size WxH in cells (default: the picture's own; a PNG one cell a pixel)")
	floatVar(fs, &r.Threshold, "threshold", 0, "PNG: ink (0 white to 1 black) from which a cell is dark; 0 finds one for the picture")
	fs.IntVar(&r.Colors, "colors", 0, "0: one colour; 2 to 10: a colour picture maze in at most that many colours")
	floatVar(fs, &r.Cell, "cell", 20, "cell size: points (PDF, SVG) or pixels (PNG)")
	floatVar(fs, &r.MinCoverage, "min-coverage", picmaze.DefaultLimits().MinCoverage, "least share of the dark cells on the way (0 to 1)")
	floatVar(fs, &r.MaxLight, "max-light", picmaze.DefaultLimits().MaxLight, "most share of the way's cells that are light (0 to 1)")
	fs.StringVar(&r.Title, "title", "", "title above the maze")
	fs.Var(&seed, "seed", "random seed (default: chosen and printed)")
	fs.StringVarP(&out, "output", "o", "picture.pdf", "output file (pdf, png, svg, json); - for stdout")
	fs.StringVar(&format, "format", "pdf", "output format when not given by the extension: pdf|png|svg|json")
	fs.StringVar(&answer, "answer", "", "also write the answer (the way shaded: the picture) to this file")
	bindPDFX(fs, &pdfx)
	return func(ctx context.Context, args []string) error {
		var ins []namedFile
		if strings.HasSuffix(strings.ToLower(r.Picture), ".png") {
			ins = []namedFile{{Field: "picture", Path: r.Picture}}
		}
		f := puzzle.Files{Output: out, Answer: answer}
		var err error
		if len(args) > 0 {
			return usagef("unexpected argument %q", args[0])
		}
		if f.Format, err = formatOf(out, format, fs.Changed("format"), picturesheet.Formats()); err == nil && answer != "" {
			f.AnswerFormat, err = formatOf(answer, "", false, picturesheet.Formats())
		}
		if err == nil {
			f.PDFX, err = pdfxLevel(pdfx, f.Format, f.AnswerFormat)
		}
		if err == nil {
			err = checkFiles([]namedFile{{Field: "output", Path: out}, {Field: "answer", Path: answer}}, ins)
		}
		if err == nil && size != "" {
			r.Width, r.Height, err = puzzle.ParseSize(size)
		}
		if err != nil {
			return err
		}
		// The library takes 0 for the default; given here it is a value,
		// out of range.
		if fs.Changed("cell") && r.Cell == 0 {
			return cliError(param.Range("cell", 0, render.MinCell, render.MaxCell, render.CellUnits))
		}
		if fs.Changed("threshold") && r.Threshold == 0 {
			return usagef("--threshold 0: want a number between 0 and 1 (0.5 is the middle)")
		}
		r.Seed = resolveSeed(&seed)
		p, err := r.Make()
		if pe, ok := param.As(err); ok && pe.Field == "picture" { // elsewhere "picture" is --image
			return usagef("--picture %s: %s", pe.Value, pe.Want)
		} else if err != nil {
			return seeded(err, &seed, r.Seed, e)
		}
		q := p.Result.Quality
		fmt.Fprintf(e.stderr, "picture-maze %s %dx%d: %s\n", r.Picture, p.Result.Grid.W, p.Result.Grid.H, q)
		if q.DoorsClose {
			fmt.Fprintf(e.stderr, "mazekit: warning: the doors are less than a quarter of the border apart: no pair further apart was found for this picture at this size (another --seed or --size may find one)\n")
		}
		if q.Thin*20 > q.Dark {
			fmt.Fprintf(e.stderr, "mazekit: warning: %d of the picture's %d dark cells are in lines one cell wide, which the way draws two wide; at a larger --size they are wide enough to draw as they are\n", q.Thin, q.Dark)
		}
		return seeded(p.WriteFiles(e.stdout, f), &seed, r.Seed, e)
	}
}
