package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/layout"
	"github.com/mazekit/mazekit/maze"
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
  mazekit maze --size 2000x2000 --algo dfs --cell 2 -o big.png
  mazekit maze --from-book examples/activity-book.yaml --puzzle 12 -o p12.png
  mazekit maze --algo eller --size 100x1000000 --format txt -o -   # streamed, any height
  mazekit maze --algo eller --size 100000x100000 --cell 2 -o huge.png  # 10^10 cells, streamed
  mazekit maze --algo eller --size 263000x263000 --cell 2 --solution -o solved.png  # solved
  mazekit maze --size 64x64 --algo quadtree --levels 1..6 --strip -o world.png
  mazekit maze --image photo.png --size 80x60 --cell 8 -o art.png  # the maze draws the picture

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
	age      string
	large    bool
}

func mazeFlags(fs *pflag.FlagSet, e *env) func(ctx context.Context, args []string) error {
	c := &mazeConfig{Options: puzzle.Defaults()}
	o, p, f := &c.Options, &c.Picture, &c.Fab
	c.grid.bind(fs, "20x15")
	fs.StringVar(&o.Algorithm, "algo", o.Algorithm, "algorithm: "+strings.Join(generate.Names(), "|"))
	fs.StringVar(&o.Symmetry, "symmetry", "", "carve a symmetric maze: "+strings.Join(generate.Symmetries(), "|")+
		" (mirror left–right, top–bottom, or turn by 1/2, 1/4, 1/6; 4 on odd square rect grids, 6 on hexagon boards and polar)")
	fs.StringVar(&o.Image, "image", "", "draw this PNG picture: small cells where it is dark, large where it is light, on a planar grid fitted in --size keeping the picture's proportions")
	fs.StringVar(&o.Mode, "mode", "", "algorithm variant (growing-tree: newest|random|oldest|mixed; binary-tree: nw|ne|sw|se; division: four)")
	fs.IntVar(&o.MinRoom, "min-room", 0, "division: leave chambers smaller than this many cells as open rooms")
	fs.Var(&c.seed, "seed", "random seed (default: chosen and printed)")
	fs.StringVar(&o.Doors, "doors", o.Doors, "entrance and exit: "+strings.Join(maze.DoorModeNames(), "|")+", or two different border cells A,B")
	floatVar(fs, &o.Braid, "braid", 0, "fraction 0..1 of dead ends to remove by adding loops")
	fs.StringVarP(&c.out, "output", "o", "maze.txt", "output file; - for stdout")
	fs.StringVar(&c.format, "format", "txt", "output format when not given by the extension: "+strings.Join(render.FormatNames(false), "|"))
	fs.BoolVar(&o.Solution, "solution", false, "draw the solution")
	fs.BoolVar(&o.Stats, "stats", false, "print statistics to stderr and add them to JSON")
	floatVar(fs, &p.Cell, "cell", p.Cell, "cell size: pixels (PNG), or points (PDF, SVG)")
	fs.IntVar(&p.Width, "width", 0, "PNG: exact image width in pixels (the maze is scaled to fit)")
	fs.IntVar(&p.Height, "height", 0, "PNG: exact image height in pixels")
	floatVar(fs, &p.Margin, "margin", p.Margin, "margin around the maze, in cells")
	floatVar(fs, &p.WallWidth, "wall-width", p.WallWidth, "wall width, in cells, at most 0.5 (a passage as wide as its walls)")
	fs.StringVar(&p.WallColor, "wall-color", p.WallColor, "wall colour (#rrggbb or a name)")
	fs.StringVar(&p.Background, "background", p.Background, "background colour, or transparent (PNG, SVG)")
	fs.StringVar(&p.LineCap, "line-cap", p.LineCap, "wall line ends: round|square|butt")
	fs.StringVar(&p.SolutionColor, "solution-color", p.SolutionColor, "solution line colour")
	floatVar(fs, &p.SolutionWidth, "solution-width", p.SolutionWidth, "solution line width, in cells")
	fs.StringVar(&p.SolutionStyle, "solution-style", p.SolutionStyle, "solution line: solid|dashed")
	fs.StringVar(&p.Markers, "markers", p.Markers, "door markers: none|arrows|labels|pictures (see --picture-set)")
	fs.StringVar(&p.StartLabel, "start-label", p.StartLabel, "entrance label text (with --markers labels)")
	fs.StringVar(&p.FinishLabel, "finish-label", p.FinishLabel, "exit label text (with --markers labels)")
	fs.StringVar(&p.Shade, "shade", p.Shade, "cell shading: none|distance")
	fs.StringVar(&p.ShadeFrom, "shade-from", p.ShadeFrom, "distance shading from: entrance|center|CELL number")
	fs.StringVar(&p.Palette, "palette", p.Palette, "shading palette: "+strings.Join(render.PaletteNames(), "|"))
	fs.StringVar(&p.Title, "title", "", "title text above the maze")
	fs.BoolVar(&p.Stack, "stack", false, "3d: draw the floors as a stack seen from above at an angle, none hiding another")
	fs.StringVar(&p.Paper, "paper", "", "PDF: paper size (default: the drawing's size): "+puzzle.PaperNames("|"))
	fs.BoolVar(&p.Landscape, "landscape", false, "PDF: turn the paper sideways")
	fs.StringVar(&p.PDFX, "pdfx", "", "PDF: write PDF/X for print shops: x1a|x4")
	fs.StringVar(&c.answer, "answer", "", "also write the solved picture to this file (same maze)")
	bindMemory(fs, &c.maxMem)
	fs.StringVar(&c.fromBook, "from-book", "", "take the maze from a book spec (with --puzzle) instead of generating one")
	fs.IntVar(&c.puzzle, "puzzle", 0, "with --from-book: the puzzle number, as printed in the book")
	fs.StringVar(&o.Levels, "levels", "", "quadtree: level of detail N, or N..M for several (default: the finest)")
	fs.BoolVar(&c.strip, "strip", false, "quadtree: draw all --levels side by side in one picture instead of one file each")
	fs.BoolVar(&c.stream, "stream", false, "write row by row in memory proportional to the width (eller, sidewinder, binary-tree; txt or png; doors top-left and bottom-right; with --solution the rows also go to a temporary file of width×height/4 bytes); automatic for eller text and for mazes too big to hold")
	floatVar(fs, &f.CellMM, "cell-mm", f.CellMM, "plot, laser, stl: millimetres per cell")
	floatVar(fs, &f.WallThickness, "wall-thickness", f.WallThickness, "laser, stl: wall thickness in mm")
	floatVar(fs, &f.WallHeight, "wall-height", f.WallHeight, "stl: wall height above the base in mm")
	floatVar(fs, &f.Base, "base", f.Base, "stl: base plate thickness in mm")
	floatVar(fs, &f.Tolerance, "tolerance", f.Tolerance, "laser, stl: largest gap between an arc and its facets, mm")
	fs.BoolVar(&f.Tactile, "tactile", false, "stl: raised marks in the entrance (dot) and exit (ring) cells")
	floatVar(fs, &f.Kerf, "kerf", 0, "laser: beam width in mm; outlines move out by half of it")
	fs.BoolVar(&f.Bridge, "bridge", false, "laser: join free-standing walls to the rest by closing a passage")
	fs.StringVar(&f.PenUp, "pen-up", f.PenUp, "gcode: command that lifts the pen")
	fs.StringVar(&f.PenDown, "pen-down", f.PenDown, "gcode: command that lowers the pen")
	floatVar(fs, &f.Feed, "feed", f.Feed, "gcode: drawing feed rate, mm/min, 1 to 100000")
	floatVar(fs, &f.TravelFeed, "travel-feed", 0, "gcode: pen-up feed rate, mm/min, 1 to 100000 (0: rapid G0 moves)")
	fs.StringVar(&f.SingleLine, "single-line", f.SingleLine, "plotsvg, hpgl, gcode: draw the maze as one path: off|outline|centre")
	fs.BoolVar(&f.Unordered, "unordered", false, "plotsvg, hpgl, gcode: keep strokes in traced order (no travel optimisation)")
	fs.StringVar(&f.Anim, "anim", f.Anim, "gif, apng: what to show: generate|solve")
	fs.IntVar(&f.FPS, "fps", f.FPS, "gif, apng: frames per second")
	fs.IntVar(&f.MaxFrames, "max-frames", f.MaxFrames, "gif, apng: most frames (steps are batched to fit)")
	fs.BoolVar(&o.Unicursal, "unicursal", false, "rect: turn the perfect maze into one path through every cell, twice as wide and tall (entrance and exit top left)")
	floatVar(fs, &o.Weave, "weave", 0, "rect and hex: share 0..1 of inner cells tried as crossings (passages over and under)")
	fs.StringVar(&c.age, "age", "", "age level: "+strings.Join(layout.AgeLevelNames(), "|")+" (sets size, algorithm, corridor and wall width on paper, markers; see README)")
	fs.StringVar(&p.PictureSet, "picture-set", "", "with --markers pictures: "+strings.Join(render.PictureSets(), "|")+" (default "+render.DefaultPictureSet+")")
	fs.BoolVar(&p.PictureOutline, "outline", false, "draw the door pictures as black outlines, for colouring in")
	fs.BoolVar(&c.large, "large-print", false, "low vision: corridors 12 mm or wider, walls 2 pt or more, black on white (PDF, SVG: points)")
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
	if (c.age != "" || c.large) && !fs.Changed("paper") {
		// A classroom sheet is a whole sheet of the local paper.
		c.Picture.Paper = layout.LocalePaper(os.Getenv)
	}
	if err := layout.ClassroomMaze(&c.Options, c.age, c.large, func(f string) bool { return fs.Changed(flagFor(f)) }); err != nil {
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

// drawingFlags are the maze command's flags that change only how a maze is
// drawn or where it is written, never which maze it is. With --from-book
// the book spec decides the maze, so every other flag is refused: a flag
// added later is refused until it is listed here.
var drawingFlags = map[string]bool{
	"from-book": true, "puzzle": true, "output": true, "format": true, "answer": true, "solution": true,
	"stats": true, "cell": true, "width": true, "height": true, "margin": true, "wall-width": true,
	"wall-color": true, "background": true, "line-cap": true, "solution-color": true,
	"solution-width": true, "solution-style": true, "markers": true, "start-label": true,
	"finish-label": true, "shade": true, "shade-from": true, "palette": true, "title": true,
	"paper": true, "landscape": true, "max-memory": true, "picture-set": true, "outline": true,
	"cell-mm": true, "wall-thickness": true, "wall-height": true, "base": true, "tolerance": true,
	"tactile": true, "kerf": true, "bridge": true, "pen-up": true, "pen-down": true, "feed": true,
	"travel-feed": true, "single-line": true, "unordered": true, "anim": true, "fps": true,
	"max-frames": true, "stack": true, "pdfx": true,
}

// onlyDrawingFlags refuses, with the first one given, any flag that would
// shape the maze while --from-book takes it from a book spec.
func onlyDrawingFlags(fs *pflag.FlagSet) error {
	var bad string
	fs.Visit(func(f *pflag.Flag) {
		if bad == "" && !drawingFlags[f.Name] {
			bad = f.Name
		}
	})
	if bad != "" {
		return usagef("--%s cannot be combined with --from-book: the book spec decides the maze (only flags that change how it is drawn or written may be given)", bad)
	}
	return nil
}
