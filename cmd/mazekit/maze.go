package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/layout"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
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
  mazekit maze --size 2000x2000 --algo dfs --cell 2 -o big.png  # 4 million cells (long)
  mazekit maze --from-book examples/activity-book.yaml --puzzle 12 -o p12.png
  mazekit maze --algo eller --size 100x1000000 --format txt -o -   # streamed, any height (long)
  mazekit maze --algo eller --size 100000x100000 --cell 2 -o huge.png  # 10^10 cells, streamed (long)
  mazekit maze --algo eller --size 263000x263000 --cell 2 --solution -o solved.png  # solved (long)
  mazekit maze --size 64x64 --algo quadtree --levels 1..6 --strip -o world.png
  mazekit maze --image examples/photo.png --size 80x60 --cell 8 -o art.png  # the maze draws the picture

Eller mazes written as text, mazes made with --stream, and eller, sidewinder
or binary-tree mazes too big to hold are streamed row by row as text or PNG
(entrance top-left, exit bottom-right) in memory proportional to the width,
unless --doors, --stats, --braid, --answer or a picture flag that needs the
whole maze (--shade, --markers, --title, --width) is given. A streamed maze
with --solution is generated once with its rows kept in a temporary file
(in $TMPDIR, a quarter of a byte a cell), solved from the bottom row up and
read back to be drawn with its path (solid); the path's length goes to
stderr. Eller text with --solution that fits in memory is solved there
unless --stream is given.`,
	Flags: mazeFlags,
}

type mazeConfig struct {
	puzzle.Options
	grid     gridFlags
	seed     seedFlag
	out      string
	format   string
	answer   string
	fromBook string
	maxMem   memFlag
	puzzle   int
	strip    bool
	stream   bool
}

func mazeFlags(fs *pflag.FlagSet, e *env) func(ctx context.Context, args []string) error {
	c := &mazeConfig{Options: puzzle.Defaults()}
	bindOptions(fs, &c.Options, &c.grid, &c.seed, map[string]func(){
		"braid": func() {
			fs.StringVarP(&c.out, "output", "o", "maze.txt", "output file; - for stdout")
			fs.StringVar(&c.format, "format", "txt", "output format when not given by the extension: "+strings.Join(render.FormatNames(false), "|"))
		},
		"pdfx": func() {
			fs.StringVar(&c.answer, "answer", "", "also write the solved picture to this file (same maze)")
			bindMemory(fs, &c.maxMem)
			fs.StringVar(&c.fromBook, "from-book", "", "take the maze from a book spec (with --puzzle) instead of generating one")
			fs.IntVar(&c.puzzle, "puzzle", 0, "with --from-book: the puzzle number, as printed in the book")
		},
		"levels": func() {
			fs.BoolVar(&c.strip, "strip", false, "quadtree: draw all --levels side by side in one picture instead of one file each")
			fs.BoolVar(&c.stream, "stream", false, "write row by row in memory proportional to the width (eller, sidewinder, binary-tree; txt or png; doors top-left and bottom-right; with --solution the rows also go to a temporary file of width×height/4 bytes); automatic for eller text and for mazes too big to hold")
		},
	})
	return func(ctx context.Context, args []string) error {
		if len(args) > 0 {
			return usagef("maze: unexpected argument %q", args[0])
		}
		return runMaze(ctx, c, fs, e)
	}
}

func runMaze(ctx context.Context, c *mazeConfig, fs *pflag.FlagSet, e *env) error {
	format, err := formatOf(c.out, c.format, fs.Changed("format"), render.FormatNames(false))
	if err != nil {
		return err
	}
	files := puzzle.Files{Output: c.out, Format: format, Answer: c.answer, Strip: c.strip}
	if c.answer != "" {
		if files.AnswerFormat, err = formatOf(c.answer, "", false, render.FormatNames(false)); err != nil {
			return err
		}
	}
	if _, err := pdfxLevel(c.Picture.PDFX, format, files.AnswerFormat); err != nil {
		return err
	}
	ins := []namedFile{{Field: "from-book", Path: c.fromBook}, {Field: "picture", Path: c.Image}}
	if f := fs.Lookup("mask-image"); f != nil {
		ins = append(ins, namedFile{Field: "mask-image", Path: f.Value.String()})
	}
	outs := []namedFile{{Field: "output", Path: c.out}, {Field: "answer", Path: c.answer}}
	for _, p := range puzzle.LevelPaths(c.Levels, c.out) {
		if !c.strip { // one file per level
			outs = append(outs, namedFile{Field: "levels", Path: p})
		}
	}
	if err := checkFiles(outs, ins); err != nil {
		return err
	}
	c.Comment, c.Answer, c.Log, c.MaxMemory = givenFlags(fs), c.answer != "", e.stderr, c.maxMem.v
	if c.fromBook != "" || fs.Changed("puzzle") {
		if err := onlyDrawingFlags(fs); err != nil {
			return err
		}
		p, err := layout.FromBook(c.fromBook, c.puzzle, &c.Options)
		if err != nil {
			return err
		}
		return writePuzzle(c, p, files, e)
	}
	c.Seed = resolveSeed(&c.seed)
	if c.Grid, err = c.grid.spec(fs, c.Seed); err != nil {
		return err
	}
	if (c.Age != "" || c.LargePrint) && !fs.Changed("paper") {
		// A classroom sheet is a whole sheet of the local paper.
		c.Picture.Paper = classroom.LocalePaper(os.Getenv)
	}
	if err := classroom.ClassroomMaze(&c.Options, c.Options.Age, c.Options.LargePrint, func(f string) bool { return fs.Changed(flagFor(f)) }); err != nil {
		return err
	}
	if (fs.Changed("levels") || fs.Changed("strip")) && !puzzle.Leveled(c.Algorithm) {
		return usagef("--levels and --strip apply only to --algo quadtree")
	}
	if stream, err := puzzle.Streamed(&c.Options, format, c.stream); err != nil {
		return usagef("--stream: %v", cliError(err))
	} else if stream {
		progress := newRowProgress(e.stderr, c.Grid.Height)
		err = atomicfile.Write(c.out, e.stdout, func(out io.Writer) error {
			return puzzle.Stream(ctx, out, format, c.Grid.Width, c.Grid.Height, &c.Options, progress.row)
		})
		progress.done()
		return seeded(err, &c.seed, c.Seed, e)
	}
	p, err := puzzle.New(ctx, &c.Options, format)
	if err != nil {
		return err
	}
	if mk, ok := p.Maze.Grid.(*topology.Mask); ok && mk.Dropped() > 0 {
		fmt.Fprintf(e.stderr, "mazekit: mask: dropped %d cells cut off from the main region\n", mk.Dropped())
	}
	return seeded(writePuzzle(c, p, files, e), &c.seed, c.Seed, e)
}

// writePuzzle prints the statistics asked for and writes the files.
func writePuzzle(c *mazeConfig, p *puzzle.Puzzle, files puzzle.Files, e *env) error {
	if st, ok := p.Info.Stats.(fmt.Stringer); ok && c.Stats {
		fmt.Fprint(e.stderr, st.String())
	}
	return p.WriteFiles(e.stdout, files)
}
