// The maze options table: every option a maze is made and drawn with, as
// the command line, the web page and book specs offer it.

package puzzle

import (
	"strings"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// Table returns the maze options in the order the maze command lists its
// flags: first the options that choose the grid ("grid", "size" and every
// grid kind's parameters from topology's registry), then the maze, then
// how it is drawn and made. Defaults are those of Defaults.
//
// A front end binds every row: the command line to a flag of the row's
// Name, the web page (rows marked Web) to a query parameter of that name,
// and books to the maze section field Field. Adding a row gives the option
// to all of them at once.
func Table() []Option {
	rows := []Option{
		{Name: "grid", Field: "grid", Web: true, Usage: "grid kind: " + strings.Join(topology.Kinds(), "|"), Default: "rect"},
		{Name: "size", Field: "size", Web: true, Default: "20x15",
			Usage: "grid size WxH in cells (3d: WxHxF, F floors; planar: the drawing's aspect in cell units)"},
	}
	for _, p := range topology.Params() {
		op := Option{Name: p.FlagName(), Field: p.Name, Usage: p.Usage, Default: p.Default, Web: true, Grid: &p}
		switch p.Type {
		case topology.IntParam:
			op.Type = IntOption
			if op.Default == "" {
				op.Default = "0"
			}
		case topology.BoolParam:
			op.Type = BoolOption
			if op.Default == "" {
				op.Default = "false"
			}
		}
		rows = append(rows, op)
	}
	rows = append(rows, mazeRows()...)
	rows = append(rows, drawingRows()...)
	rows = append(rows, fabRows()...)
	rows = append(rows, []Option{
		{Name: "unicursal", Type: BoolOption, Usage: "rect: turn the perfect maze into one path through every cell, twice as wide and tall (entrance and exit top left)",
			field: func(o *Options) any { return &o.Unicursal }},
		{Name: "weave", Field: "weave", Type: FloatOption, Web: true, Usage: "rect and hex: share 0..1 of inner cells tried as crossings (passages over and under)",
			field: func(o *Options) any { return &o.Weave }},
		{Name: "picture-set", Field: "picture_set", Drawing: true, Usage: "with --markers pictures: " + strings.Join(render.PictureSets(), "|") + " (default " + render.DefaultPictureSet + ")",
			field: func(o *Options) any { return &o.Picture.PictureSet }},
		{Name: "outline", Field: "outline", Type: BoolOption, Drawing: true, Usage: "draw the door pictures as black outlines, for colouring in",
			field: func(o *Options) any { return &o.Picture.PictureOutline }},
		{Name: "age", Field: "age", Web: true, Usage: "age level: " + strings.Join(AgeLevelNames(), "|") + " (sets size, algorithm, corridor and wall width on paper, markers; table in docs/classroom.md)",
			field: func(o *Options) any { return &o.Age }},
		{Name: "large-print", Field: SpecKey("large-print"), Type: BoolOption, Web: true, Usage: "low vision: corridors 12 mm or wider, walls 2 pt or more, black on white (PDF, SVG: points)",
			field: func(o *Options) any { return &o.LargePrint }},
	}...)
	d := Defaults()
	for i := range rows {
		if !rows[i].Chooses() {
			rows[i].Default = rows[i].Text(&d)
		}
	}
	return rows
}

// mazeRows are the options that choose the maze on its grid.
func mazeRows() []Option {
	return []Option{
		{Name: "algo", Field: "algorithm", Web: true, Usage: "algorithm: " + strings.Join(generate.Names(), "|"),
			field: func(o *Options) any { return &o.Algorithm }},
		{Name: "symmetry", Usage: "carve a symmetric maze: " + strings.Join(generate.Symmetries(), "|") +
			" (mirror left–right, top–bottom, or turn by 1/2, 1/4, 1/6; 4 on odd square rect grids, 6 on hexagon boards and polar)",
			field: func(o *Options) any { return &o.Symmetry }},
		{Name: "image", NoBook: "a book reads no picture files: it cuts a mask by shape or text", Usage: "draw this PNG picture: small cells where it is dark, large where it is light, on a planar grid fitted in --size keeping the picture's proportions",
			field: func(o *Options) any { return &o.Image }},
		{Name: "mode", Web: true, Usage: "algorithm variant (growing-tree: newest|random|oldest|mixed; binary-tree: nw|ne|sw|se; division: four)",
			field: func(o *Options) any { return &o.Mode }},
		{Name: "min-room", Type: IntOption, Web: true, Usage: "division: leave chambers smaller than this many cells as open rooms",
			field: func(o *Options) any { return &o.MinRoom }},
		{Name: "seed", Type: UintOption, Web: true, NoBook: "a book derives every puzzle's seed from its own (the spec's seed and the puzzle's number)", Usage: "random seed (default: chosen and printed)",
			field: func(o *Options) any { return &o.Seed }},
		{Name: "doors", Web: true, Usage: "entrance and exit: " + strings.Join(maze.DoorModeNames(), "|") + ", or two different border cells A,B",
			field: func(o *Options) any { return &o.Doors }},
		{Name: "braid", Field: "braid", Type: FloatOption, Web: true, Usage: "fraction 0..1 of dead ends to remove by adding loops",
			field: func(o *Options) any { return &o.Braid }},
		{Name: "stairs", Field: "stairs", Type: FloatOption, Web: true, Usage: "3d: share of a floor's rooms with stairs up to the next floor, above 0 and at most 1 (0.125: one room in eight)",
			field: func(o *Options) any { return &o.Stairs }},
		{Name: "goal", Field: "goal", Web: true, Usage: "where the way ends: exit|centre (centre, or center: a goal in the middle cell, reached from a door in the border)",
			field: func(o *Options) any { return &o.Goal }},
		{Name: "starts", Field: "starts", Type: IntOption, Web: true, Usage: "2..5 labelled starts (A, B, …) on the border, only one of which reaches the goal; 0 for one entrance",
			field: func(o *Options) any { return &o.Starts }},
		{Name: "collect", Field: "collect", Type: IntOption, Web: true, Usage: "stars to pick up, all on the way, with as many off it; 0 for none",
			field: func(o *Options) any { return &o.Collect }},
	}
}

// drawingRows are the options of the picture formats, and what is written
// besides the maze.
func drawingRows() []Option {
	pic := func(f func(p *Picture) any) func(o *Options) any {
		return func(o *Options) any { return f(&o.Picture) }
	}
	return []Option{
		{Name: "solution", Type: BoolOption, Drawing: true, Web: true, Usage: "draw the solution",
			field: func(o *Options) any { return &o.Solution }},
		{Name: "stats", Type: BoolOption, Drawing: true, Web: true, Usage: "print statistics to stderr and add them to JSON",
			field: func(o *Options) any { return &o.Stats }},
		{Name: "cell", Type: FloatOption, Drawing: true, Web: true, Usage: "cell size: pixels (PNG), or points (PDF, SVG)",
			field: pic(func(p *Picture) any { return &p.Cell })},
		{Name: "width", Type: IntOption, Drawing: true, Usage: "PNG: exact image width in pixels (the maze is scaled to fit)",
			field: pic(func(p *Picture) any { return &p.Width })},
		{Name: "height", Type: IntOption, Drawing: true, Usage: "PNG: exact image height in pixels",
			field: pic(func(p *Picture) any { return &p.Height })},
		{Name: "margin", Type: FloatOption, Drawing: true, Web: true, Usage: "margin around the maze, in cells",
			field: pic(func(p *Picture) any { return &p.Margin })},
		{Name: "wall-width", Type: FloatOption, Drawing: true, Web: true, Usage: "wall width, in cells, at most 0.5 (a passage as wide as its walls)",
			field: pic(func(p *Picture) any { return &p.WallWidth })},
		{Name: "wall-color", Field: "style.wall_color", Drawing: true, Web: true, Usage: "wall colour (#rrggbb or a name)",
			field: pic(func(p *Picture) any { return &p.WallColor })},
		{Name: "background", Field: "style.background", Drawing: true, Web: true, Usage: "background colour, or transparent (PNG, SVG)",
			field: pic(func(p *Picture) any { return &p.Background })},
		{Name: "line-cap", Drawing: true, Web: true, Usage: "wall line ends: round|square|butt",
			field: pic(func(p *Picture) any { return &p.LineCap })},
		{Name: "solution-color", Field: "style.solution_color", Drawing: true, Web: true, Usage: "solution line colour",
			field: pic(func(p *Picture) any { return &p.SolutionColor })},
		{Name: "solution-width", Type: FloatOption, Drawing: true, Web: true, Usage: "solution line width, in cells",
			field: pic(func(p *Picture) any { return &p.SolutionWidth })},
		{Name: "solution-style", Drawing: true, Web: true, Usage: "solution line: solid|dashed",
			field: pic(func(p *Picture) any { return &p.SolutionStyle })},
		{Name: "markers", Field: "markers", Drawing: true, Web: true, Usage: "door markers: none|arrows|labels|pictures (see --picture-set)",
			field: pic(func(p *Picture) any { return &p.Markers })},
		{Name: "start-label", Drawing: true, Web: true, Usage: "entrance label text (with --markers labels)",
			field: pic(func(p *Picture) any { return &p.StartLabel })},
		{Name: "finish-label", Drawing: true, Web: true, Usage: "exit label text (with --markers labels)",
			field: pic(func(p *Picture) any { return &p.FinishLabel })},
		{Name: "shade", Drawing: true, Web: true, Usage: "cell shading: none|distance",
			field: pic(func(p *Picture) any { return &p.Shade })},
		{Name: "shade-from", Drawing: true, Web: true, Usage: "distance shading from: entrance|center|CELL number",
			field: pic(func(p *Picture) any { return &p.ShadeFrom })},
		{Name: "palette", Drawing: true, Web: true, Usage: "shading palette: " + strings.Join(render.PaletteNames(), "|"),
			field: pic(func(p *Picture) any { return &p.Palette })},
		{Name: "title", Drawing: true, Web: true, Usage: "title text above the maze",
			field: pic(func(p *Picture) any { return &p.Title })},
		{Name: "stack", Type: BoolOption, Drawing: true, Usage: "3d: draw the floors as a stack seen from above at an angle, none hiding another",
			field: pic(func(p *Picture) any { return &p.Stack })},
		{Name: "paper", Drawing: true, Web: true, Usage: "PDF: paper size (default: the drawing's size): " + PaperNames("|"),
			field: pic(func(p *Picture) any { return &p.Paper })},
		{Name: "landscape", Type: BoolOption, Drawing: true, Web: true, Usage: "PDF: turn the paper sideways",
			field: pic(func(p *Picture) any { return &p.Landscape })},
		{Name: "pdfx", Drawing: true, Usage: "PDF: write PDF/X for print shops: x1a|x4",
			field: pic(func(p *Picture) any { return &p.PDFX })},
		{Name: "levels", NoBook: "a book page shows one level of a quadtree world, the finest", Usage: "quadtree: level of detail N, or N..M for several (default: the finest)",
			field: func(o *Options) any { return &o.Levels }},
	}
}

// fabRows are the options of the plotter, laser, 3D-print and animation
// formats: they change how a maze is made, never which maze.
func fabRows() []Option {
	fab := func(name string, t OptionType, usage string, f func(f *Fab) any) Option {
		return Option{Name: name, Type: t, Drawing: true, Usage: usage, field: func(o *Options) any { return f(&o.Fab) }}
	}
	return []Option{
		fab("cell-mm", FloatOption, "plot, laser, stl: millimetres per cell", func(f *Fab) any { return &f.CellMM }),
		fab("wall-thickness", FloatOption, "laser, stl: wall thickness in mm", func(f *Fab) any { return &f.WallThickness }),
		fab("wall-height", FloatOption, "stl: wall height above the base in mm", func(f *Fab) any { return &f.WallHeight }),
		fab("base", FloatOption, "stl: base plate thickness in mm", func(f *Fab) any { return &f.Base }),
		fab("tolerance", FloatOption, "laser, stl: largest gap between an arc and its facets, mm", func(f *Fab) any { return &f.Tolerance }),
		fab("tactile", BoolOption, "stl: raised marks in the entrance (dot) and exit (ring) cells", func(f *Fab) any { return &f.Tactile }),
		fab("kerf", FloatOption, "laser: beam width in mm; outlines move out by half of it", func(f *Fab) any { return &f.Kerf }),
		fab("bridge", BoolOption, "laser: join free-standing walls to the rest by closing a passage", func(f *Fab) any { return &f.Bridge }),
		fab("pen-up", StringOption, "gcode: command that lifts the pen", func(f *Fab) any { return &f.PenUp }),
		fab("pen-down", StringOption, "gcode: command that lowers the pen", func(f *Fab) any { return &f.PenDown }),
		fab("feed", FloatOption, "gcode: drawing feed rate, mm/min, 1 to 100000", func(f *Fab) any { return &f.Feed }),
		fab("travel-feed", FloatOption, "gcode: pen-up feed rate, mm/min, 1 to 100000 (0: rapid G0 moves)", func(f *Fab) any { return &f.TravelFeed }),
		fab("single-line", StringOption, "plotsvg, hpgl, gcode: draw the maze as one path: off|outline|centre", func(f *Fab) any { return &f.SingleLine }),
		fab("unordered", BoolOption, "plotsvg, hpgl, gcode: keep strokes in traced order (no travel optimisation)", func(f *Fab) any { return &f.Unordered }),
		fab("anim", StringOption, "gif, apng: what to show: generate|solve", func(f *Fab) any { return &f.Anim }),
		fab("fps", IntOption, "gif, apng: frames per second", func(f *Fab) any { return &f.FPS }),
		fab("max-frames", IntOption, "gif, apng: most frames (steps are batched to fit)", func(f *Fab) any { return &f.MaxFrames }),
	}
}
