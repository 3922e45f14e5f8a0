package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/layout"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/picmaze"
	"github.com/mazekit/mazekit/puzzle"
)

// pictureMazeCommand makes picture mazes.
var pictureMazeCommand = &command{
	Name:      "picture-maze",
	UsageLine: "mazekit picture-maze [flags]",
	Short:     "a maze whose way through, shaded in, reveals a picture",
	Long: `Make a picture maze: a perfect maze on square cells whose one way from the
entrance to the exit covers the dark cells of a picture. The solver finds
the way and shades its cells, and the picture appears. --picture names a
built-in picture or a PNG file: the picture is reduced to the cells (a
cell is dark when its ink reaches --threshold; with no --size, a PNG is
made one cell a pixel). With --colors 2 or more the maze is in colour:
every cell carries a key letter, the key is printed below the maze, and
the way is coloured by it. --answer writes the key with the way shaded.

How well the way draws the picture is printed: the share of dark cells on
the way and the share of the way that is light. A picture the maze cannot
draw well at the size (below --min-coverage or above --max-light) is
refused with a size that works; thin lines are drawn two cells wide.

Built-in pictures: ` + strings.Join(picmaze.BuiltinNames(), ", ") + `.

Examples:
  mazekit picture-maze --picture cat -o cat.pdf --answer cat-key.pdf
  mazekit picture-maze --picture apple --colors 3 -o apple.png --answer apple-key.png
  mazekit picture-maze --picture logo.png --size 60x40 --threshold 0.4 -o logo.svg`,
	Flags: pictureMazeFlags,
}

func pictureMazeFlags(fs *pflag.FlagSet, e *env) func(ctx context.Context, args []string) error {
	r := &layout.PictureMazeRequest{}
	var size, out, format, answer string
	var seed seedFlag
	fs.StringVar(&r.Picture, "picture", "heart", "a built-in picture (see above) or a PNG file (name ending in .png)")
	fs.StringVar(&size, "size", "", "maze size WxH in cells (default: the picture's own; a PNG one cell a pixel)")
	fs.Float64Var(&r.Threshold, "threshold", 0.5, "PNG: ink (0 white to 1 black) from which a cell is dark")
	fs.IntVar(&r.Colors, "colors", 0, "0: one colour; 2 to 10: a colour picture maze in at most that many colours")
	fs.Float64Var(&r.Cell, "cell", 20, "cell size: points (PDF, SVG) or pixels (PNG)")
	fs.Float64Var(&r.MinCoverage, "min-coverage", picmaze.DefaultLimits.MinCoverage, "least share of the dark cells on the way (0 to 1)")
	fs.Float64Var(&r.MaxLight, "max-light", picmaze.DefaultLimits.MaxLight, "most share of the way's cells that are light (0 to 1)")
	fs.StringVar(&r.Title, "title", "", "title above the maze")
	fs.Var(&seed, "seed", "random seed (default: chosen and printed)")
	fs.StringVarP(&out, "output", "o", "picture.pdf", "output file (pdf, png, svg, json); - for stdout")
	fs.StringVar(&format, "format", "pdf", "output format when not given by the extension: pdf|png|svg|json")
	fs.StringVar(&answer, "answer", "", "also write the answer (the way shaded: the picture) to this file")
	return func(ctx context.Context, args []string) error {
		if len(args) > 0 {
			return usagef("unexpected argument %q", args[0])
		}
		f := puzzle.Files{Output: out, Answer: answer}
		var err error
		if f.Format, err = formatOf(out, format, fs.Changed("format"), layout.PictureMazeFormats()); err != nil {
			return err
		}
		if answer != "" {
			if f.AnswerFormat, err = formatOf(answer, "", false, layout.PictureMazeFormats()); err != nil {
				return err
			}
		}
		var ins []namedFile
		if strings.HasSuffix(strings.ToLower(r.Picture), ".png") {
			ins = []namedFile{{Field: "picture", Path: r.Picture}}
		}
		if err := checkFiles([]namedFile{{Field: "output", Path: out}, {Field: "answer", Path: answer}}, ins); err != nil {
			return err
		}
		if size != "" {
			if r.Width, r.Height, err = parseSize("size", size); err != nil {
				return err
			}
		}
		r.Seed = resolveSeed(&seed)
		p, err := r.Make()
		if pe, ok := param.As(err); ok && pe.Field == "picture" {
			// Elsewhere the library's "picture" is the maze command's --image.
			return usagef("--picture %s: %s", pe.Value, pe.Want)
		}
		if err != nil {
			return seeded(err, &seed, r.Seed, e)
		}
		if out != "-" {
			fmt.Fprintf(e.stderr, "picture-maze %s %dx%d: %s\n", r.Picture, p.Result.Grid.W, p.Result.Grid.H, p.Result.Quality)
		}
		return seeded(p.WriteFiles(e.stdout, f), &seed, r.Seed, e)
	}
}
