package main

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// styleFlags are the picture flags of the maze command.
type styleFlags struct {
	cell          float64
	width, height int
	margin        float64
	wallWidth     float64
	wallColor     string
	background    string
	lineCap       string
	solColor      string
	solWidth      float64
	solStyle      string
	markers       string
	startLabel    string
	finishLabel   string
	shade         string
	shadeFrom     string
	palette       string
	title         string
	paper         string
	landscape     bool
	answer        string
}

func (f *styleFlags) bind(fs *pflag.FlagSet) {
	floatVar(fs, &f.cell, "cell", 20, "cell size: pixels (PNG), or points (PDF, SVG)")
	fs.IntVar(&f.width, "width", 0, "PNG: exact image width in pixels (the maze is scaled to fit)")
	fs.IntVar(&f.height, "height", 0, "PNG: exact image height in pixels")
	floatVar(fs, &f.margin, "margin", 1, "margin around the maze, in cells")
	floatVar(fs, &f.wallWidth, "wall-width", 0.1, "wall width, in cells")
	fs.StringVar(&f.wallColor, "wall-color", "black", "wall colour (#rrggbb or a name)")
	fs.StringVar(&f.background, "background", "white", "background colour, or transparent (PNG, SVG)")
	fs.StringVar(&f.lineCap, "line-cap", "round", "wall line ends: round|square|butt")
	fs.StringVar(&f.solColor, "solution-color", "#d62728", "solution line colour")
	floatVar(fs, &f.solWidth, "solution-width", 0.3, "solution line width, in cells")
	fs.StringVar(&f.solStyle, "solution-style", "solid", "solution line: solid|dashed")
	fs.StringVar(&f.markers, "markers", "none", "door markers: none|arrows|labels|pictures (see --picture-set)")
	fs.StringVar(&f.startLabel, "start-label", "Start", "entrance label text (with --markers labels)")
	fs.StringVar(&f.finishLabel, "finish-label", "Finish", "exit label text (with --markers labels)")
	fs.StringVar(&f.shade, "shade", "none", "cell shading: none|distance")
	fs.StringVar(&f.shadeFrom, "shade-from", "entrance", "distance shading from: entrance|center|CELL number")
	fs.StringVar(&f.palette, "palette", "grey", "shading palette: "+strings.Join(render.PaletteNames(), "|"))
	fs.StringVar(&f.title, "title", "", "title text above the maze")
	fs.StringVar(&f.paper, "paper", "", "PDF: paper size (default: the drawing's size): "+paperNames())
	fs.BoolVar(&f.landscape, "landscape", false, "PDF: turn the paper sideways")
	fs.StringVar(&f.answer, "answer", "", "also write the solved picture to this file (same maze)")
}

func paperNames() string {
	var n []string
	for _, p := range render.Papers() {
		n = append(n, p.Name)
	}
	return strings.Join(n, "|")
}

// pictureOptions is the validated form of styleFlags.
type pictureOptions struct {
	style     render.Style
	shadeFrom string
	png       render.PNGOptions
	pdf       render.PDFOptions
	svg       render.SVGOptions
}

// parse validates the flags. Geometry-dependent parts (shade origin) are
// resolved later by apply.
func (f *styleFlags) parse(fs *pflag.FlagSet) (*pictureOptions, error) {
	o := &pictureOptions{}
	st := &o.style
	if f.cell <= 0 || f.cell > 1000 || math.IsNaN(f.cell) {
		return nil, usagef("--cell %v: must be greater than 0 and at most 1000", f.cell)
	}
	if f.width < 0 || f.height < 0 || f.width > 30000 || f.height > 30000 {
		return nil, usagef("--width/--height: must be between 1 and 30000 pixels")
	}
	if f.margin < 0 || f.margin > 100 {
		return nil, usagef("--margin %v: must be between 0 and 100 cells", f.margin)
	}
	if f.wallWidth <= 0 || f.wallWidth > 1 {
		return nil, usagef("--wall-width %v: must be greater than 0 and at most 1 cell", f.wallWidth)
	}
	if f.solWidth <= 0 || f.solWidth > 1 {
		return nil, usagef("--solution-width %v: must be greater than 0 and at most 1 cell", f.solWidth)
	}
	var err error
	colour := func(flag, v string) (c [4]uint8, e error) {
		rc, err := render.ParseColor(v)
		if err != nil {
			return c, usagef("--%s %q: want #rrggbb, #rgb or a colour name (black, white, red, green, blue, grey, navy, orange)", flag, v)
		}
		return [4]uint8{rc.R, rc.G, rc.B, rc.A}, nil
	}
	wc, err := colour("wall-color", f.wallColor)
	if err != nil {
		return nil, err
	}
	if wc[3] == 0 {
		return nil, usagef("--wall-color %q: walls must be visible; want #rrggbb, #rgb or a colour name", f.wallColor)
	}
	st.WallColor.R, st.WallColor.G, st.WallColor.B, st.WallColor.A = wc[0], wc[1], wc[2], 255
	if strings.EqualFold(f.background, "transparent") {
		st.Transparent = true
	} else {
		bc, err := colour("background", f.background)
		if err != nil {
			return nil, err
		}
		st.Background.R, st.Background.G, st.Background.B, st.Background.A = bc[0], bc[1], bc[2], 255
	}
	sc, err := colour("solution-color", f.solColor)
	if err != nil {
		return nil, err
	}
	st.SolutionColor.R, st.SolutionColor.G, st.SolutionColor.B, st.SolutionColor.A = sc[0], sc[1], sc[2], 255
	if st.Cap, err = render.ParseCap(f.lineCap); err != nil {
		return nil, usagef("--line-cap %q: want round, square or butt", f.lineCap)
	}
	switch f.solStyle {
	case "solid":
	case "dashed":
		st.SolutionDash = true
	default:
		return nil, usagef("--solution-style %q: want solid or dashed", f.solStyle)
	}
	switch f.markers {
	case "none":
	case "arrows":
		st.Markers = render.MarkersArrows
	case "labels":
		st.Markers = render.MarkersLabels
	case "pictures":
		st.Markers = render.MarkersPictures
	default:
		return nil, usagef("--markers %q: want none, arrows, labels or pictures", f.markers)
	}
	switch f.shade {
	case "none":
	case "distance":
		st.Shade = true
	default:
		return nil, usagef("--shade %q: want none or distance", f.shade)
	}
	if _, err := render.LookupPalette(f.palette); err != nil {
		return nil, usagef("--palette %q: unknown palette (valid: %s)", f.palette, strings.Join(render.PaletteNames(), ", "))
	}
	if fs.Changed("shade-from") && !st.Shade {
		return nil, usagef("--shade-from applies only with --shade distance")
	}
	if f.shadeFrom != "entrance" && f.shadeFrom != "center" {
		if _, err := strconv.Atoi(f.shadeFrom); err != nil {
			return nil, usagef("--shade-from %q: want entrance, center or a cell number", f.shadeFrom)
		}
	}
	if f.paper != "" {
		if _, err := render.LookupPaper(f.paper); err != nil {
			return nil, usagef("--paper %q: unknown paper (valid: %s)", f.paper, strings.ReplaceAll(paperNames(), "|", ", "))
		}
	}
	st.Palette, st.Title, st.StartLabel, st.FinishLabel = f.palette, f.title, f.startLabel, f.finishLabel
	st.WallWidth, st.SolutionWidth = f.wallWidth, f.solWidth
	st.Margin = f.margin
	if f.margin == 0 {
		st.Margin = -1
	}
	o.shadeFrom = f.shadeFrom
	o.png = render.PNGOptions{Scale: f.cell, Width: f.width, Height: f.height}
	o.svg = render.SVGOptions{Scale: f.cell}
	o.pdf = render.PDFOptions{Scale: f.cell, Paper: f.paper, Landscape: f.landscape}
	return o, nil
}

// shadeOrigin resolves --shade-from on a maze.
func shadeOrigin(m *maze.Maze, from string) (int, error) {
	switch from {
	case "entrance":
		if m.Entrance.Valid() {
			return m.Entrance.Cell, nil
		}
		return 0, nil
	case "center":
		return topology.Nearest(m.Grid, m.Grid.Bounds().Center()), nil
	}
	c, _ := strconv.Atoi(from)
	if c < 0 || c >= m.Grid.NumCells() {
		return 0, usagef("--shade-from %d: cell out of range 0..%d", c, m.Grid.NumCells()-1)
	}
	return c, nil
}

// style returns the picture style of o's maze.
func (o *mazeOutput) style(solved bool) (render.Style, error) {
	p := o.pic
	if p == nil {
		p = &pictureOptions{}
	}
	st := p.style
	if st.Shade {
		from, err := shadeOrigin(o.m, p.shadeFrom)
		if err != nil {
			return st, err
		}
		st.ShadeFrom = from
	}
	if solved {
		st.Solution = o.info.Solution
	}
	return st, nil
}

// scene builds the picture of o's maze.
func (o *mazeOutput) scene(solved bool) (*render.Scene, error) {
	st, err := o.style(solved)
	if err != nil {
		return nil, err
	}
	s := render.MazeScene(o.m, &st)
	s.Comment = o.comment()
	return s, nil
}

// writePictureList lists palettes and paper sizes for 'mazekit list'.
func writePictureList(w io.Writer) {
	fmt.Fprintf(w, "\nPalettes:\n  %s\n", strings.Join(render.PaletteNames(), ", "))
	fmt.Fprintln(w, "\nPaper sizes (PDF):")
	for _, p := range render.Papers() {
		fmt.Fprintf(w, "  %-8s %6.1f x %6.1f mm\n", p.Name, p.W/72*25.4, p.H/72*25.4)
	}
}
