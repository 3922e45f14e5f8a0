// Package puzzle makes one maze from a set of options (grid, algorithm,
// doors, braiding, a weave, a unicursal path) and writes it in any format
// of render's registry: a picture, text, JSON, a plotter, laser or 3D-print
// file or an animation. It is the product behind the maze command, for Go
// programs that want the same files.
//
// New makes the maze; a Puzzle writes it, solved or not, as often as
// needed. Quadtree worlds come as one Puzzle per level of detail
// (Puzzle.Levels), and Stream writes the row-by-row algorithms' mazes of
// any height in memory proportional to the width.
//
// Table lists every option of a maze once (name, type, default, help, the
// Options field it sets, its book field): the maze command's flags, the
// web page's query parameters and book maze sections are bound from it.
// Bad values are *param.Error naming the option as the table names it
// ("doors", "braid", "wall-color"; OptionName maps grid parameters).
package puzzle

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/shapedoors"
	"github.com/mazekit/mazekit/internal/stream"
	"github.com/mazekit/mazekit/mask"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// Options describe one maze and how it is drawn.
type Options struct {
	Grid      topology.Spec // the grid; a mask spec is built with its shape, text or image
	Algorithm string        // a generate registry name, e.g. "wilson"
	Mode      string        // the algorithm's variant, if it has any
	MinRoom   int           // division: chambers left open below this many cells
	Weave     float64       // weave grids: share 0..1 of inner cells tried as crossings
	Symmetry  string        // carve a symmetric maze: one of generate.Symmetries(); "" for none
	Image     string        // a PNG file whose picture the maze draws (see Image); "" for none
	Seed      uint64        // the random seed; same seed and options, same files
	Doors     string        // a maze.DoorMode name, or two border cells "A,B"
	Braid     float64       // share 0..1 of dead ends removed by adding loops
	Goal      string        // where the way ends: "exit" (or "") or "centre" ("center"), the middle cell
	Starts    int           // labelled starts on the border, one reaching the goal: 2..5; 0 or 1 for one entrance
	Collect   int           // things to pick up on the way (and as many decoys off it); 0 for none
	Stairs    float64       // grids of floors: share 0..1 of a floor's rooms with stairs up; 0 for maze.DefaultStairs
	Unicursal bool          // rect: one path through every cell of a grid twice the size
	Solution  bool          // draw the solution in the main file
	Answer    bool          // a solved copy will be written too: find the solution
	Stats     bool          // measure the maze (Puzzle.Info.Stats)
	// Age is an age level's name (AgeLevelNames), "" for none, and
	// LargePrint asks for large print: classroom.ClassroomMaze sets the
	// size, algorithm, band of difficulty and drawing they ask for, as the
	// maze command and the page do before New.
	Age        string
	LargePrint bool
	// Difficulty, when its upper end is above 0, is a band of maze.Stats
	// difficulty scores: up to eight seeds derived from Seed are carved
	// until one's maze lies in [Difficulty[0], Difficulty[1]), else the
	// closest is kept.
	Difficulty [2]float64
	Levels     string    // quadtree: level N or N..M (default: the finest)
	Picture    Picture   // picture style
	Fab        Fab       // plotter, laser, 3D-print and animation options
	Comment    string    // extra words for the file comment (e.g. the flags given)
	Log        io.Writer // plot and laser summaries; nil for none
	// Admit, when set, is called with the grid once it is built, before
	// any carving: a front end refuses work over its own limits (cells,
	// pixels, memory) here, and New returns its error.
	Admit func(g topology.Grid) error
	// DoorRule, when set, places the doors when Doors is "auto" (or ""),
	// in place of the automatic rule: a front end with a rule of its own,
	// such as an age level's doors on the sides its page has room for,
	// gives it here. Braiding and the difficulty band keep its doors.
	DoorRule func(m *maze.Maze) error
	// MaxMemory, when above 0, refuses before any work a maze whose
	// Estimate is larger, in bytes.
	MaxMemory int64
	// Shape, when set, is the shape of a mask grid read already (a picture
	// a front end holds in memory): Grid, a mask spec naming its image,
	// is cut to it instead of to a file read by name.
	Shape topology.Shaper
}

// Defaults returns the options of a plain 20×15 Wilson maze.
func Defaults() Options {
	return Options{Grid: topology.Spec{Kind: "rect", Width: 20, Height: 15}, Algorithm: "wilson", Doors: "auto", Goal: "exit", Stairs: maze.DefaultStairs,
		Picture: DefaultPicture(), Fab: DefaultFab()}
}

// Puzzle is a maze made from Options, ready to be written.
type Puzzle struct {
	Maze *maze.Maze
	Info maze.Info // algorithm, seed, solution, stats
	// Levels holds a quadtree world's levels of detail, each a Puzzle, with
	// Level set; Maze is then the finest level.
	Levels []*Puzzle
	Level  int

	solution bool
	pic      *picture
	fab      []render.Option
	comment  string
}

// Algorithm returns the generator of opts, checked against its grid kind.
func algorithm(opts *Options) (generate.Algorithm, error) {
	alg, err := generate.Lookup(opts.Algorithm)
	if err != nil {
		return alg, param.Textf("algo", opts.Algorithm, "unknown algorithm (valid: %s)", strings.Join(generate.Names(), ", "))
	}
	return alg, nil
}

// Leveled reports whether the named algorithm makes quadtree worlds with
// levels of detail (Puzzle.Levels).
func Leveled(algorithm string) bool {
	alg, err := generate.Lookup(algorithm)
	if err != nil {
		return false
	}
	_, ok := alg.Ext.(generate.Leveler)
	return ok
}

// Write makes the maze opts describe and writes it to w in format (a
// render registry name: "png", "svg", "json", "txt", …).
func Write(ctx context.Context, w io.Writer, format string, opts *Options) error {
	p, err := New(ctx, opts, format)
	if err != nil {
		return err
	}
	return p.Write(w, format, opts.Solution)
}

// bigMaze is the number of cells from which New collects the carver's
// garbage, and then the door walk's, before it goes on: megabytes.
const bigMaze = 1 << 22

// New makes the maze opts describe, to be written in format (animations
// record the generation; JSON carries the solution).
func New(ctx context.Context, opts *Options, format string) (*Puzzle, error) {
	pr, err := prepare(opts, format)
	if err != nil {
		return nil, err
	}
	pic, alg, carve, spec := pr.pic, pr.alg, pr.carve, pr.spec
	spec.Stop = ctx.Done()
	var g topology.Grid
	if opts.Shape != nil && spec.Kind == topology.MaskKind {
		g, err = topology.BuildMask(spec, opts.Shape)
	} else {
		g, err = mask.Build(spec)
	}
	if err != nil {
		if errors.Is(err, topology.ErrStopped) && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, err
	}
	if opts.Admit != nil {
		if err := opts.Admit(g); err != nil {
			return nil, err
		}
	}
	forms, err := opts.forms()
	if err != nil {
		return nil, err
	}
	if err := forms.Check(g); err != nil {
		return nil, err
	}
	if g.NumCells() == 1 && opts.Fab.SingleLine == "centre" && plotFormat(format) {
		return nil, param.Textf("single-line", opts.Fab.SingleLine, "a one-cell maze's centre line is a point; want off or outline")
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if lv, ok := alg.Ext.(generate.Leveler); ok {
		return levels(opts, pic, format, g, lv)
	}
	if opts.Levels != "" {
		return nil, param.Textf("levels", opts.Levels, "levels apply only to quadtree worlds")
	}
	var m *maze.Maze
	var steps *[]maze.Step
	seed := opts.Seed
	if opts.Difficulty[1] > 0 {
		if m, seed, err = inBand(ctx, g, carve, opts); err != nil {
			return nil, stopped(ctx, err)
		}
	}
	if m == nil || opts.Fab.records(format) {
		// Carve (again, for an animation: recording) from the seed chosen.
		m = maze.New(g)
		m.StopOn(ctx.Done())
		if opts.Fab.records(format) {
			steps = maze.Record(m)
		}
		if err := carve(m, stream.New(seed, stream.Carve)); err != nil {
			return nil, stopped(ctx, err)
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if g.NumCells() >= bigMaze {
		// The carver's workspace (DFS: a visited bit and up to two bits of
		// stack a cell) is garbage now: collect it, so the doors and the
		// picture reuse its memory instead of the heap growing on to twice
		// the carving's peak before the collector next runs.
		runtime.GC()
	}
	// Doors are chosen on the perfect maze; braiding then keeps them.
	if err := placeDoors(m, opts, seed); err != nil {
		return nil, err
	}
	if g.NumCells() >= bigMaze {
		runtime.GC() // and the door walk's, for the picture
	}
	if err := maze.MakeForms(m, forms, stream.New(seed, stream.Forms)); err != nil {
		return nil, err
	}
	if opts.Braid > 0 {
		maze.Braid(m, opts.Braid, stream.New(opts.Seed, stream.Braid))
	}
	if opts.Unicursal {
		if m, err = maze.Unicursal(m); err != nil {
			return nil, err
		}
	}
	maze.StopRecording(m)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	p := &Puzzle{Maze: m, solution: opts.Solution, pic: pic, comment: opts.Comment,
		Info: maze.Info{Algorithm: opts.Algorithm, Mode: opts.Mode, Seed: opts.Seed}}
	if p.fab, err = opts.Fab.options(steps, opts.Log); err != nil {
		return nil, err
	}
	// The solution costs a search over the whole maze: find it only when
	// something will show it.
	if dataFormat(format) || opts.Solution || opts.Answer {
		p.Info.Solution = maze.Solve(m)
	}
	if opts.Stats {
		p.Info.Stats = maze.Measure(m)
	}
	return p, ctx.Err()
}

// prepared is what New has checked before any work: the picture style,
// the algorithm and its carver, and the grid spec (woven, or from a
// picture).
type prepared struct {
	pic   *picture
	alg   generate.Algorithm
	carve generate.Func
	spec  topology.Spec
}

// prepare checks opts for format as far as it can without building the
// grid, and returns what New goes on with.
func prepare(opts *Options, format string) (*prepared, error) {
	pic, err := opts.Picture.build()
	if err != nil {
		return nil, err
	}
	if err := opts.check(format); err != nil {
		return nil, err
	}
	alg, err := algorithm(opts)
	if err != nil {
		return nil, err
	}
	if opts.Braid < 0 || opts.Braid > 1 {
		return nil, param.Errorf("braid", opts.Braid, "must be between 0 and 1")
	}
	spec := opts.Grid
	if opts.Image != "" {
		if spec, err = pictureSpec(opts); err != nil {
			return nil, err
		}
	}
	if opts.Weave != 0 {
		if !(opts.Weave >= 0 && opts.Weave <= 1) {
			return nil, param.Errorf("weave", opts.Weave, "must be between 0 and 1")
		}
		if spec, err = topology.Woven(spec); err != nil {
			return nil, err
		}
		if err := checkWalkWeave(alg, spec, opts.Weave); err != nil {
			return nil, err
		}
	}
	if !alg.Supports(spec.Kind) {
		return nil, param.Textf("algo", opts.Algorithm, "runs only on %s grids, not %s", strings.Join(alg.Kinds, ", "), spec.Kind)
	}
	carve, err := alg.Make(generate.Options{Mode: opts.Mode, MinRoom: opts.MinRoom, Weave: opts.Weave})
	if err != nil {
		return nil, err
	}
	if opts.Symmetry != "" {
		if carve, err = symmetric(opts); err != nil {
			return nil, err
		}
	}
	if floored(spec.Kind) && alg.Perfect {
		carve = withStairs(carve, cmp.Or(opts.Stairs, maze.DefaultStairs))
	}
	if _, ok := alg.Ext.(generate.Leveler); ok {
		if f, err := render.LookupFormat(format); err == nil && f.Animated {
			return nil, param.Textf("algo", opts.Algorithm, "a world of levels is not carved step by step, so there is nothing to animate: write it as png, svg or pdf, not %s", format)
		}
	}
	if err := checkDoors(opts.Doors); err != nil {
		return nil, err
	}
	return &prepared{pic: pic, alg: alg, carve: carve, spec: spec}, nil
}

// Check refuses, before any work, the options New would refuse without
// building the grid or carving: a bad value, options that do not go
// together, an algorithm the grid does not take. A front end that makes
// many mazes from one set of options (a book section) checks them once
// here, in the same words New uses.
func Check(opts *Options) error {
	_, err := prepare(opts, "")
	return err
}

// inBand carves g from the seed or the first of a few seeds derived from
// it whose maze's difficulty is in opts.Difficulty (the closest if none is),
// doors placed, and returns it with the seed it was carved from.
func inBand(ctx context.Context, g topology.Grid, carve generate.Func, opts *Options) (*maze.Maze, uint64, error) {
	var best *maze.Maze
	var bestSeed uint64
	bestGap := 0.0
	lo, hi := opts.Difficulty[0], opts.Difficulty[1]
	for k := range 8 {
		s := opts.Seed
		if k > 0 {
			s = opts.Seed ^ uint64(k)*0x9E3779B97F4A7C15
		}
		m := maze.New(g)
		m.StopOn(ctx.Done())
		if err := carve(m, stream.New(s, stream.Carve)); err != nil {
			return nil, 0, err
		}
		if err := placeDoors(m, opts, s); err != nil {
			return nil, 0, err
		}
		d := maze.Measure(m).Difficulty
		if d >= lo && d < hi {
			return m, s, nil
		}
		gap := max(lo-d, d-hi)
		if best == nil || gap < bestGap {
			best, bestSeed, bestGap = m, s, gap
		}
	}
	return best, bestSeed, nil
}

// stopped is err, or ctx's error when err says the carving was stopped
// because ctx is done (an interrupt or a deadline, not a bad option).
func stopped(ctx context.Context, err error) error {
	if errors.Is(err, maze.ErrStopped) && ctx.Err() != nil {
		return ctx.Err()
	}
	return err
}

// doorsWant is what Doors takes.
func doorsWant() string {
	return "want " + strings.Join(maze.DoorModeNames(), ", ") + ", or two border cell numbers A,B"
}

// checkDoors checks that spec is a door mode name or two cell numbers
// "A,B" (whether the cells are on the border is known once the grid is).
func checkDoors(spec string) error {
	if spec == "" {
		return nil
	}
	if as, bs, ok := strings.Cut(spec, ","); ok {
		_, err1 := strconv.Atoi(strings.TrimSpace(as))
		_, err2 := strconv.Atoi(strings.TrimSpace(bs))
		if err1 != nil || err2 != nil {
			return param.Textf("doors", spec, "%s", doorsWant())
		}
		return nil
	}
	if _, err := maze.ParseDoorMode(spec); err != nil {
		return param.Textf("doors", spec, "%s", doorsWant())
	}
	return nil
}

// placeDoors applies opts.Doors, a mode name or two cell numbers "A,B":
// automatic doors come from opts.DoorRule when it is set, and on a shaped
// (mask) grid move to where the outline opens outward.
func placeDoors(m *maze.Maze, opts *Options, seed uint64) error {
	spec := opts.Doors
	if _, ok := m.Grid.(topology.Terminals); ok && spec != "" && spec != "auto" {
		return param.Textf("doors", spec, "a %s grid has no outer wall: its maze runs between the two cells it marks", m.Grid.Spec().Kind)
	}
	if err := checkDoors(spec); err != nil {
		return err
	}
	if as, bs, ok := strings.Cut(spec, ","); ok {
		a, _ := strconv.Atoi(strings.TrimSpace(as))
		b, _ := strconv.Atoi(strings.TrimSpace(bs))
		if err := maze.SetDoors(m, a, b); err != nil {
			if pe, ok := param.As(err); ok {
				pe.Value = spec
			}
			return err
		}
		return nil
	}
	mode := maze.DoorsAuto
	if spec != "" {
		mode, _ = maze.ParseDoorMode(spec)
	}
	if mode == maze.DoorsAuto && opts.DoorRule != nil {
		return opts.DoorRule(m)
	}
	if err := maze.PlaceDoors(m, mode); err != nil {
		return err
	}
	if mode == maze.DoorsAuto && m.Grid.Spec().Kind == topology.MaskKind {
		// A shaped grid's automatic doors are drawn from the seed among the
		// border walls that open to the outside, far apart.
		shapedoors.Place(m, stream.New(seed, stream.Doors))
	}
	return nil
}

// FromMaze returns a Puzzle that writes an already made maze, such as a
// book's: info names its algorithm, seed, solution and stats.
func FromMaze(m *maze.Maze, info maze.Info, opts *Options) (*Puzzle, error) {
	pic, err := opts.Picture.build()
	if err != nil {
		return nil, err
	}
	return &Puzzle{Maze: m, Info: info, solution: opts.Solution, pic: pic, comment: opts.Comment}, nil
}

// comment describes the maze in the files that can carry a comment.
func (p *Puzzle) fileComment() string {
	c := fmt.Sprintf("mazekit maze: grid %s, algorithm %s, seed %d", p.Maze.Grid.Spec().Kind, p.Info.Algorithm, p.Info.Seed)
	if p.comment != "" {
		c += ", flags " + p.comment
	}
	return c
}

// style returns the picture style of p's maze.
func (p *Puzzle) style(solved bool) (render.Style, error) {
	st := p.pic.style
	if st.Shade {
		from, err := shadeOrigin(p.Maze, p.pic.shadeFrom)
		if err != nil {
			return st, err
		}
		st.ShadeFrom = from
	}
	if solved {
		st.Solution = p.Info.Solution
	}
	return st, nil
}

// Scene draws p's maze, with its solution when solved is set.
func (p *Puzzle) Scene(solved bool) (*render.Scene, error) {
	st, err := p.style(solved)
	if err != nil {
		return nil, err
	}
	s := render.MazeScene(p.Maze, &st)
	s.Comment = p.fileComment()
	return s, nil
}

// Write writes p's maze to w in format, with its solution when solved is
// set (the solution is found if it was not yet).
func (p *Puzzle) Write(w io.Writer, format string, solved bool) error {
	f, err := render.LookupFormat(format)
	if err != nil {
		return err
	}
	if solved && p.Info.Solution == nil {
		p.Info.Solution = maze.Solve(p.Maze)
	}
	if p.pic.trueSize && f.Paged {
		return p.writeSheet(w, solved)
	}
	return f.Encode(w, p.source(solved))
}

// source is what the format registry writes p from.
func (p *Puzzle) source(solved bool) *render.Source {
	var sol []int
	if solved {
		sol = p.Info.Solution
	}
	pdf := p.pic.pdf
	pdf.Title = p.fileComment()
	src := &render.Source{
		MakeScene: func() (*render.Scene, error) { return p.Scene(solved) },
		Maze:      p.Maze,
		Info:      &p.Info,
		Solution:  sol,
		Options:   append([]render.Option{&p.pic.png, &p.pic.svg, &pdf}, p.fab...),
	}
	// The style the scene is drawn with, so picture formats can draw the
	// maze without the scene (an error shows when the scene is made).
	if st, err := p.style(solved); err == nil {
		src.Style, src.Comment = &st, p.fileComment()
	}
	return src
}

// floored reports whether kind's grids have floors joined by stairs.
func floored(kind string) bool { return slices.Contains(topology.KindsWith("floors"), kind) }

// withStairs is carve followed by maze.SetStairs with share, from the same
// random stream.
func withStairs(carve generate.Func, share float64) generate.Func {
	return func(m *maze.Maze, rng *rand.Rand) error {
		if err := carve(m, rng); err != nil {
			return err
		}
		maze.SetStairs(m, share, rng)
		return nil
	}
}
