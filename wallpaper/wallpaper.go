// Package wallpaper makes full-bleed pictures for screens and posters: a
// maze on any grid kind, sized to cover the frame edge to edge, or a
// pattern (10 PRINT, cellular-automaton mazes), in a colour theme, with
// distance shading that glows outward from a chosen point.
//
// Make builds a wallpaper from Options; its Encode writes it in any picture
// format of package render. Write does both in one call.
package wallpaper

import (
	"context"
	"fmt"
	"image/color"
	"io"
	"math"
	"sort"
	"strings"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/stream"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/patterndraw"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// Preset is a named picture size in pixels.
type Preset struct {
	Name          string
	Width, Height int
}

var presets = []Preset{
	{"1080p", 1920, 1080}, {"1440p", 2560, 1440}, {"4k", 3840, 2160},
	{"a2-poster", 4961, 7016}, {"phone", 1179, 2556}, {"tablet", 2048, 2732},
	{"ultrawide", 3440, 1440},
}

// Presets returns the size presets sorted by name.
func Presets() []Preset { return append([]Preset(nil), presets...) }

// PresetNames returns the presets' names, sorted.
func PresetNames() []string {
	var n []string
	for _, p := range presets {
		n = append(n, p.Name)
	}
	sort.Strings(n)
	return n
}

// MaxSide is the largest width or height in pixels.
const MaxSide = 20000

// MinCell and MaxCell bound a wallpaper's cell size, in pixels.
const (
	MinCell = 2.0
	MaxCell = 1000.0
)

// defaultGrid is the grid kind of a wallpaper maze that names none.
const defaultGrid = "rect"

// MaxCells is the largest number of cells a frame may hold.
const MaxCells = 16_000_000

// ParseSize returns the pixel size of a preset name (any case) or of WxH
// (read as puzzle.ParseSize reads a grid size). Anything else is a
// *param.Error for "size".
func ParseSize(s string) (w, h int, err error) {
	for _, p := range presets {
		if strings.EqualFold(p.Name, s) {
			return p.Width, p.Height, nil
		}
	}
	w, h, err = puzzle.ParseSize(s)
	if err != nil || !strings.Contains(puzzle.NormalSize(s), "x") {
		return 0, 0, param.Errorf("size", s, "want a preset (%s) or WxH pixels", strings.Join(PresetNames(), ", "))
	}
	if w > MaxSide || h > MaxSide {
		return 0, 0, param.Errorf("size", s, "at most %d pixels a side", MaxSide)
	}
	return w, h, nil
}

// ShadeFrom is where distance shading starts.
type ShadeFrom uint8

// The shading origins; Center is the default.
const (
	Center   ShadeFrom = iota // the cell nearest the middle of the picture
	Corner                    // the cell nearest the top-left corner
	Entrance                  // the entrance of the farthest pair of border cells
)

var shadeNames = []string{"center", "corner", "entrance"}

// String returns the origin's name: center, corner or entrance.
func (s ShadeFrom) String() string {
	if int(s) < len(shadeNames) {
		return shadeNames[s]
	}
	return "invalid"
}

// ParseShadeFrom returns the origin with the given name; "" is Center.
func ParseShadeFrom(s string) (ShadeFrom, error) {
	if s == "" {
		return Center, nil
	}
	for i, n := range shadeNames {
		if n == s {
			return ShadeFrom(i), nil
		}
	}
	return 0, param.Errorf("shade-from", s, "want center, corner or entrance")
}

// Patterns lists the pattern kinds a wallpaper can draw (a new slice each
// call): the kinds of package pattern that cover a frame.
func Patterns() []string { return pattern.WallpaperNames() }

// Options describe a wallpaper. The zero value is a 1080p maze of 24-pixel
// square cells carved by depth-first search, in the midnight theme, shaded
// from the centre, with seed 0.
type Options struct {
	Width, Height int     // picture size in pixels; 0×0 is 1080p
	Cell          float64 // cell size in pixels, 2 to 1000; 0 is 24
	Grid          string  // grid kind (see topology.Kinds); "" is rect, but hex for the truchet pattern
	Algorithm     string  // generator (see generate.Names); "" is dfs
	Mode          string  // the generator's mode, if it has modes
	Pattern       string  // draw a pattern instead of a maze: one of Patterns()
	Theme         string  // colour theme (see render.ThemeNames); "" is midnight
	ShadeFrom     ShadeFrom
	NoShade       bool    // no distance shading even if the theme has a palette
	Solution      bool    // draw the path between the farthest pair of border cells
	WallWidth     float64 // wall width in cells, 0 to 0.5; 0 is the theme's
	WallColor     string  // wall colour (#rrggbb or a name); "" is the theme's
	// Tile makes a seamless tile instead: a rect or hex maze whose right
	// edge continues its left and bottom its top, about Width×Height
	// pixels (the size is rounded to whole cells, and hexagon rows in
	// pairs; Log is told the size when it differs).
	Tile bool
	// Log, when set, gets notes on what was made that the options did
	// not say (the size of a seamless tile).
	Log io.Writer
	// Symmetry carves a symmetric maze (one of generate.Symmetries()) about
	// the picture's centre; "" for none.
	Symmetry string
	// Scales mixes tile sizes in a truchet pattern on the rect grid, each
	// half the last, 1 to 5; 0 is 1. Cell is then the smallest tile.
	Scales int
	// Image is a PNG file whose picture the maze draws: small cells where
	// it is dark, large where it is light (the other way round when the
	// walls are lighter than the ground), the picture scaled to cover the
	// frame and centred. It is not shaded by distance; a theme that draws
	// with shaded cells (walls the ground's colour) draws it on its
	// palette's middle colour. "" for none.
	Image string
	Seed  uint64
}

// Picture is a wallpaper ready to be written.
type Picture struct {
	W, H    int     // pixels
	Cell    float64 // pixels per cell
	Comment string  // the description written into files that carry one
	// Exactly one of scene (a pattern), life+lifeStyle (an automaton's
	// board) or maze+style is set.
	scene     *render.Scene
	life      *pattern.Life
	lifeStyle *patterndraw.LifeStyle
	maze      *maze.Maze
	style     *render.Style
	// centred: the maze must be centred on the picture (a symmetric one).
	centred bool
}

// Write makes the wallpaper o describes and writes it to w in format (png,
// svg or pdf), in one call.
func Write(ctx context.Context, w io.Writer, format string, o *Options) error {
	p, err := Make(ctx, o)
	if err != nil {
		return err
	}
	return p.Encode(ctx, w, format)
}

// Make builds the wallpaper o describes (nil means the zero Options). Bad
// options are *param.Error values naming the option as flags do ("size",
// "cell", "theme", ...). It stops with ctx's error when ctx is done.
func Make(ctx context.Context, o *Options) (*Picture, error) {
	if o == nil {
		o = &Options{}
	}
	c := *o
	if c.Width == 0 && c.Height == 0 {
		c.Width, c.Height = 1920, 1080
	}
	if c.Width < 1 || c.Height < 1 || c.Width > MaxSide || c.Height > MaxSide {
		return nil, param.Errorf("size", fmt.Sprintf("%dx%d", c.Width, c.Height), "want 1 to %d pixels a side", MaxSide)
	}
	if c.Cell == 0 {
		c.Cell = 24
	}
	if !(c.Cell >= MinCell && c.Cell <= MaxCell) {
		return nil, param.Errorf("cell", c.Cell, "want between %v and %v pixels", MinCell, MaxCell)
	}
	if c.Theme == "" {
		c.Theme = "midnight"
	}
	theme, err := render.LookupTheme(c.Theme)
	if err != nil {
		return nil, param.Errorf("theme", c.Theme, "unknown theme (valid: %s)", strings.Join(render.ThemeNames(), ", "))
	}
	if c.ShadeFrom > Entrance {
		return nil, param.Errorf("shade-from", int(c.ShadeFrom), "want center, corner or entrance")
	}
	if !(c.WallWidth >= 0 && c.WallWidth <= puzzle.MaxWallWidth) {
		return nil, param.Errorf("wall-width", c.WallWidth, "want between 0 and %v cell (a passage as wide as its walls)", puzzle.MaxWallWidth)
	}
	wall := theme.Wall
	if c.WallColor != "" {
		if wall, err = render.ParseColor(c.WallColor); err != nil || wall.A == 0 {
			return nil, param.Textf("wall-color", c.WallColor, "want #rrggbb or a colour name (walls cannot be transparent)")
		}
	}
	ww := theme.WallWidth
	if c.WallWidth > 0 {
		ww = c.WallWidth
	}
	fw, fh := float64(c.Width)/c.Cell, float64(c.Height)/c.Cell
	if fw*fh > MaxCells {
		return nil, param.Errorf("cell", c.Cell, "%.0f cells is too many; use larger cells", fw*fh)
	}
	p := &Picture{W: c.Width, H: c.Height, Cell: c.Cell,
		Comment: fmt.Sprintf("mazekit wallpaper %dx%d, theme %s, seed %d", c.Width, c.Height, c.Theme, c.Seed)}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if c.Pattern != "" && c.Image != "" {
		return nil, param.Textf("picture", c.Image, "a picture is drawn by a maze; leave out the pattern")
	}
	if c.Pattern != "" && c.Tile {
		return nil, param.Errorf("tile", true, "seamless tiles are mazes; leave out the pattern")
	}
	if k, kerr := pattern.Lookup(c.Pattern); c.Pattern != "" && kerr == nil && k.Wallpaper && k.Family == pattern.Automaton {
		p.life, p.lifeStyle, err = lifeBoard(&c, fw, fh, theme, wall)
	} else if c.Pattern != "" {
		p.scene, err = patternScene(&c, fw, fh, theme, wall, ww)
	} else {
		p.maze, p.style, err = mazeCover(ctx, &c, fw, fh, theme, wall, ww)
		p.centred = c.Symmetry != ""
		if err == nil && c.Tile {
			// The picture is one period of the tile.
			s := render.MazeScene(p.maze, p.style)
			p.W, p.H = int(math.Round(s.W*c.Cell)), int(math.Round(s.H*c.Cell))
			p.Comment += ", seamless tile"
			if (p.W != c.Width || p.H != c.Height) && c.Log != nil {
				fmt.Fprintf(c.Log, "wallpaper: the seamless tile is %dx%d pixels, one period of its maze (%dx%d asked; its cells repeat in whole %s)\n",
					p.W, p.H, c.Width, c.Height, map[bool]string{true: "pairs of rows", false: "cells"}[c.Grid == "hex"])
			}
		}
	}
	if err != nil {
		return nil, err
	}
	return p, ctx.Err()
}

// mazeCover builds the maze that covers a frame of fw×fh cells and the
// style to draw it in.
func mazeCover(ctx context.Context, c *Options, fw, fh float64, theme render.Theme, wall color.RGBA, ww float64) (*maze.Maze, *render.Style, error) {
	if c.Algorithm == "" {
		c.Algorithm = "dfs"
	}
	if c.Grid == "" {
		c.Grid = defaultGrid
	}
	if c.Image != "" {
		if err := checkPicture(c); err != nil {
			return nil, nil, err
		}
	}
	alg, err := generate.Lookup(c.Algorithm)
	if err != nil {
		return nil, nil, param.Errorf("algo", c.Algorithm, "unknown algorithm (valid: %s)", strings.Join(generate.Names(), ", "))
	}
	kind, err := topology.Lookup(c.Grid)
	if err != nil {
		return nil, nil, err
	}
	if kind.Cover == nil {
		return nil, nil, param.Errorf("grid", c.Grid, "a %s grid cannot cover a picture", c.Grid)
	}
	spec, err := kind.Cover(fw, fh, c.Seed)
	if err != nil {
		return nil, nil, err
	}
	if c.Tile {
		if c.Solution {
			return nil, nil, param.Errorf("solution", true, "a seamless tile has no doors to solve between")
		}
		if spec, err = topology.TileSpec(c.Grid, fw, fh); err != nil {
			return nil, nil, err
		}
	}
	if !alg.Supports(spec.Kind) {
		return nil, nil, param.Errorf("algo", c.Algorithm, "runs only on %s grids, not %s", strings.Join(alg.Kinds, ", "), c.Grid)
	}
	carve, err := alg.Make(generate.Options{Mode: c.Mode})
	if err != nil {
		return nil, nil, err
	}
	if c.Symmetry != "" {
		if c.Tile {
			return nil, nil, param.Errorf("symmetry", c.Symmetry, "a seamless tile has no centre to be symmetric about")
		}
		if spec, err = topology.SymmetricSpec(spec, fw, fh, c.Symmetry); err != nil {
			return nil, nil, err
		}
		carve = symmetricCarve(c.Symmetry)
	}
	if f, ok := alg.Ext.(generate.Fitter); ok {
		spec = f.Fit(spec)
	}
	var g topology.Grid
	if c.Image != "" {
		g, err = pictureGrid(c, fw, fh, theme, wall, ww)
	} else {
		g, err = topology.Build(spec)
	}
	if err != nil {
		return nil, nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	m := maze.New(g)
	if err := carve(m, stream.New(c.Seed, stream.Carve)); err != nil {
		return nil, nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	st := render.Style{WallWidth: ww, WallColor: wall, Background: theme.Background, Margin: -1,
		SolutionColor: theme.Solution, SolutionWidth: 0.35}
	if c.Solution || c.ShadeFrom == Entrance {
		if err := maze.PlaceDoors(m, maze.DoorsFarthest); err != nil {
			return nil, nil, err
		}
	}
	if c.Solution {
		st.Solution = maze.Solve(m)
	}
	if c.Image != "" {
		pictureGround(&st, theme)
	} else if theme.Palette != "" && !c.NoShade {
		st.Shade, st.Palette = true, theme.Palette
		st.ShadeFrom = shadeOrigin(m, c.ShadeFrom)
	}
	return m, &st, nil
}

// shadeOrigin returns the cell shading starts from.
func shadeOrigin(m *maze.Maze, from ShadeFrom) int {
	b := m.Grid.Bounds()
	switch from {
	case Center:
		return topology.Nearest(m.Grid, b.Center())
	case Corner:
		return topology.Nearest(m.Grid, b.Min)
	}
	return m.Entrance.Cell
}

// patternScene draws a pattern that covers a frame of fw×fh cells.
func patternScene(c *Options, fw, fh float64, theme render.Theme, wall color.RGBA, ww float64) (*render.Scene, error) {
	kind, err := pattern.Lookup(c.Pattern)
	if err != nil || !kind.Wallpaper {
		return nil, param.Errorf("pattern", c.Pattern, "want %s", strings.Join(Patterns(), ", "))
	}
	draw, ok := familyScenes[kind.Family]
	if !ok {
		return nil, param.Errorf("pattern", c.Pattern, "want %s", strings.Join(Patterns(), ", "))
	}
	return draw(c, kind, fw, fh, theme, wall, ww)
}

// familyScene draws a pattern of kind k that covers a frame of fw×fh
// cells, walls wall ww wide on the theme's background.
type familyScene func(c *Options, k pattern.Kind, fw, fh float64, theme render.Theme, wall color.RGBA, ww float64) (*render.Scene, error)

// familyScenes holds how each pattern family covers a wallpaper: a kind
// is drawn by its family, never by its name.
var familyScenes = map[pattern.Family]familyScene{
	pattern.TenPrintTiles: func(c *Options, _ pattern.Kind, fw, fh float64, theme render.Theme, wall color.RGBA, ww float64) (*render.Scene, error) {
		t, err := pattern.NewTenPrint(int(math.Ceil(fw)), int(math.Ceil(fh)), 0.5, stream.New(c.Seed, stream.Carve))
		if err != nil {
			return nil, err
		}
		st := &patterndraw.TenPrintStyle{LineWidth: ww, Line: wall, Background: theme.Background, Margin: -1}
		if theme.Palette != "" {
			st.FillRegions, st.Palette = true, theme.Palette
		}
		return patterndraw.TenPrintScene(t, st), nil
	},
	pattern.Automaton: func(c *Options, _ pattern.Kind, fw, fh float64, theme render.Theme, wall color.RGBA, _ float64) (*render.Scene, error) {
		l, st, err := lifeBoard(c, fw, fh, theme, wall)
		if err != nil {
			return nil, err
		}
		return lifeScene(l, st), nil
	},
	pattern.TruchetTiles: func(c *Options, _ pattern.Kind, fw, fh float64, theme render.Theme, wall color.RGBA, ww float64) (*render.Scene, error) {
		return truchetScene(c, fw, fh, theme, wall, ww)
	},
}

// lifeBoard runs the automaton pattern c names on a board covering fw×fh
// cells and returns it with the style it is drawn in.
func lifeBoard(c *Options, fw, fh float64, theme render.Theme, wall color.RGBA) (*pattern.Life, *patterndraw.LifeStyle, error) {
	kind, err := pattern.Lookup(c.Pattern)
	if err != nil {
		return nil, nil, param.Errorf("pattern", c.Pattern, "want %s", strings.Join(Patterns(), ", "))
	}
	l, err := pattern.NewLife(int(math.Ceil(fw)), int(math.Ceil(fh)))
	if err != nil {
		return nil, nil, err
	}
	l.Seed(0.5, 1, stream.New(c.Seed, stream.Carve))
	l.Run(kind.Rule, 2000)
	return l, &patterndraw.LifeStyle{Wall: wall, Floor: theme.Background, Glow: theme.Palette, NoMarkers: true, NoFrame: true}, nil
}

// lifeScene draws an automaton's board. No doors and no solution are
// drawn, so the board needs no analysis.
func lifeScene(l *pattern.Life, st *patterndraw.LifeStyle) *render.Scene {
	return patterndraw.LifeScene(l, &pattern.Analysis{Entrance: -1, Exit: -1}, st)
}

// writeLifePNG writes an automaton's board straight from its cells, row
// by row, when every cell covers whole pixels and the board the whole
// picture: the pixels and bytes of its scene, without the scene. It
// reports whether it did.
func (p *Picture) writeLifePNG(w io.Writer) (bool, error) {
	cell := int(p.Cell)
	if p.life == nil || float64(cell) != p.Cell || cell < 1 || p.W != cell*p.life.W || p.H != cell*p.life.H {
		return false, nil
	}
	pal, at := patterndraw.LifeCells(p.life, p.lifeStyle)
	return true, render.WriteIndexedPNG(w, p.W, p.H, pal, p.Comment, func(dst []uint8, y int) {
		cy := y / cell
		for x := range p.life.W {
			if i := at(x, cy); i != 0 {
				row := dst[x*cell : (x+1)*cell]
				for j := range row {
					row[j] = i
				}
			}
		}
	})
}

// Encode writes the picture in format: png has exactly W×H pixels; svg and
// pdf have the same proportions. Square-grid mazes go straight to pixels in
// PNG (a byte a pixel and no scene), so 8K pictures of millions of cells
// stay small.
func (p *Picture) Encode(ctx context.Context, w io.Writer, format string) error {
	f, err := render.LookupFormat(format)
	if err != nil || !f.Draws {
		return param.Errorf("format", format, "a wallpaper is one of %s", strings.Join(render.FormatNames(true), ", "))
	}
	if p.maze != nil && f.Raster && !p.centred {
		if err := ctx.Err(); err != nil {
			return err
		}
		return f.Encode(w, &render.Source{Maze: p.maze, Style: p.style, Comment: p.Comment,
			MakeScene: func() (*render.Scene, error) { return render.MazeScene(p.maze, p.style), nil },
			Options:   []render.Option{&render.PNGOptions{Width: p.W, Height: p.H, Scale: p.Cell, Crop: true}}})
	}
	if f.MIME == "image/png" && !f.Animated && f.Machine == render.NoMachine { // a still PNG picture
		if ok, err := p.writeLifePNG(w); ok {
			return err
		}
	}
	s := p.scene
	if s == nil && p.life != nil {
		s = lifeScene(p.life, p.lifeStyle)
	}
	if s == nil {
		s = render.MazeScene(p.maze, p.style)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	fw, fh := float64(p.W)/p.Cell, float64(p.H)/p.Cell
	frame := render.Crop(s, fw, fh)
	frame.Comment = p.Comment
	return f.Encode(w, &render.Source{Scene: frame, Options: []render.Option{
		&render.PNGOptions{Width: p.W, Height: p.H},
		&render.SVGOptions{Scale: p.Cell},
		&render.PDFOptions{Scale: p.Cell * 0.75, Title: frame.Comment},
	}})
}

// WriteThemes lists the themes, one a line: name, light or dark, colours
// and shading palette.
func WriteThemes(w io.Writer) {
	for _, n := range render.ThemeNames() {
		t, _ := render.LookupTheme(n)
		kind := "light"
		if t.Dark {
			kind = "dark"
		}
		shade := "no shading"
		if t.Palette != "" {
			shade = "shading " + t.Palette
		}
		fmt.Fprintf(w, "  %-10s %-5s background %s, walls %s, %s\n", n, kind, hexOf(t.Background), hexOf(t.Wall), shade)
	}
}

func hexOf(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }
