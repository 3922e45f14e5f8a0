package main

import (
	"context"
	"errors"
	"fmt"
	"image/color"
	"io"
	"math"
	"path/filepath"
	"sort"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

func init() {
	addCommand(&command{
		Name:      "wallpaper",
		UsageLine: "mazekit wallpaper [flags]",
		Short:     "make a full-bleed maze or pattern image for a screen or a poster",
		Long: `Make a wallpaper: a maze (any grid, any algorithm) or a pattern that fills
the picture edge to edge, in a theme, with distance shading that makes the
maze glow outward from a point. PNG has exactly the pixel size asked for;
SVG and PDF have the same proportions (one unit per pixel).

Size presets: 4k (3840x2160), 1440p (2560x1440), 1080p (1920x1080),
ultrawide (3440x1440), phone (1179x2556), tablet (2048x2732),
a2-poster (4961x7016, A2 at 300 dpi), or any WxH in pixels.

Examples:
  mazekit wallpaper -o wall.png
  mazekit wallpaper --size phone --theme neon --shade-from center -o phone.png
  mazekit wallpaper --size 4k --grid hex --algo dfs --cell 30 --theme forest -o hex.png
  mazekit wallpaper --size 1080p --pattern 10print --theme c64 --cell 32 -o c64.png
  mazekit wallpaper --size a2-poster --theme paper --solution -o poster.pdf
  mazekit wallpaper --list-themes`,
		Flags: wallpaperFlags,
	})
}

func init() {
	listSections = append(listSections, func(w io.Writer) {
		fmt.Fprintln(w, "\nPatterns (mazekit pattern):\n  10print, maze-ca (B3/S12345), mazectric (B3/S1234)")
		fmt.Fprintln(w, "\nWallpaper themes:")
		writeThemes(w)
		fmt.Fprintf(w, "\nWallpaper sizes:\n  %s\n", presetNames())
	})
}

var screenPresets = map[string][2]int{
	"4k": {3840, 2160}, "1440p": {2560, 1440}, "1080p": {1920, 1080}, "ultrawide": {3440, 1440},
	"phone": {1179, 2556}, "tablet": {2048, 2732}, "a2-poster": {4961, 7016},
}

func presetNames() string {
	var n []string
	for k := range screenPresets {
		n = append(n, k)
	}
	sort.Strings(n)
	return strings.Join(n, ", ")
}

type wallpaperConfig struct {
	size       string
	cell       float64
	grid       string
	algo       string
	mode       string
	pattern    string
	theme      string
	listThemes bool
	shadeFrom  string
	noShade    bool
	solution   bool
	wallWidth  float64
	wallColor  string
	seed       seedFlag
	out        string
	format     string
}

func wallpaperFlags(fs *pflag.FlagSet, e *env) func(ctx context.Context, args []string) error {
	c := &wallpaperConfig{}
	fs.StringVar(&c.size, "size", "1080p", "picture size: a preset or WxH pixels")
	fs.Float64Var(&c.cell, "cell", 24, "cell size in pixels")
	fs.StringVar(&c.grid, "grid", "rect", "grid kind: "+strings.Join(topology.Kinds(), "|"))
	fs.StringVar(&c.algo, "algo", "dfs", "algorithm: "+strings.Join(generate.Names(), "|"))
	fs.StringVar(&c.mode, "mode", "", "algorithm variant (see mazekit list)")
	fs.StringVar(&c.pattern, "pattern", "", "draw a pattern instead of a maze: 10print|maze-ca|mazectric")
	fs.StringVar(&c.theme, "theme", "midnight", "colour theme: "+strings.Join(render.ThemeNames(), "|"))
	fs.BoolVar(&c.listThemes, "list-themes", false, "list the themes and exit")
	fs.StringVar(&c.shadeFrom, "shade-from", "center", "distance shading from: center|corner|entrance")
	fs.BoolVar(&c.noShade, "no-shade", false, "no distance shading")
	fs.BoolVar(&c.solution, "solution", false, "highlight the path between the farthest pair of border cells")
	fs.Float64Var(&c.wallWidth, "wall-width", 0, "wall width in cells (default: the theme's)")
	fs.StringVar(&c.wallColor, "wall-color", "", "wall colour (default: the theme's)")
	fs.Var(&c.seed, "seed", "random seed (default: chosen and printed)")
	fs.StringVarP(&c.out, "output", "o", "wallpaper.png", "output file: .png, .svg or .pdf")
	fs.StringVar(&c.format, "format", "png", "format when -o is - : png|svg|pdf")
	return func(ctx context.Context, args []string) error {
		if len(args) > 0 {
			return usagef("wallpaper: unexpected argument %q", args[0])
		}
		if c.listThemes {
			writeThemes(e.stdout)
			return nil
		}
		return runWallpaper(c, fs, e)
	}
}

func writeThemes(w io.Writer) {
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

func hexOf(c interface{ RGBA() (r, g, b, a uint32) }) string {
	r, g, b, _ := c.RGBA()
	return fmt.Sprintf("#%02x%02x%02x", r>>8, g>>8, b>>8)
}

// parseScreen returns the pixel size of a preset or WxH.
func parseScreen(s string) (int, int, error) {
	if p, ok := screenPresets[strings.ToLower(s)]; ok {
		return p[0], p[1], nil
	}
	w, h, err := parseSize("size", s)
	if err != nil {
		return 0, 0, usagef("--size %q: want a preset (%s) or WxH pixels", s, presetNames())
	}
	if w > 20000 || h > 20000 {
		return 0, 0, usagef("--size %s: at most 20000 pixels a side", s)
	}
	return w, h, nil
}

func runWallpaper(c *wallpaperConfig, fs *pflag.FlagSet, e *env) error {
	pw, ph, err := parseScreen(c.size)
	if err != nil {
		return err
	}
	format := c.format
	if c.out != "-" {
		format = strings.TrimPrefix(strings.ToLower(filepath.Ext(c.out)), ".")
	}
	if format != "png" && format != "svg" && format != "pdf" {
		return usagef("-o %s: a wallpaper is a .png, .svg or .pdf", c.out)
	}
	if c.cell < 2 || c.cell > 1000 {
		return usagef("--cell %v: want between 2 and 1000 pixels", c.cell)
	}
	theme, err := render.LookupTheme(c.theme)
	if err != nil {
		return usagef("--theme %q: unknown theme (valid: %s)", c.theme, strings.Join(render.ThemeNames(), ", "))
	}
	if c.shadeFrom != "center" && c.shadeFrom != "corner" && c.shadeFrom != "entrance" {
		return usagef("--shade-from %q: want center, corner or entrance", c.shadeFrom)
	}
	if c.wallWidth < 0 || c.wallWidth > 1 {
		return usagef("--wall-width %v: want between 0 and 1 cell", c.wallWidth)
	}
	wall := theme.Wall
	if c.wallColor != "" {
		if wall, err = render.ParseColor(c.wallColor); err != nil {
			return usagef("--wall-color %q: want #rrggbb or a colour name", c.wallColor)
		}
	}
	ww := theme.WallWidth
	if c.wallWidth > 0 {
		ww = c.wallWidth
	}
	fw, fh := float64(pw)/c.cell, float64(ph)/c.cell
	if fw*fh > 16_000_000 {
		return usagef("--cell %v: %.0f cells is too many; use larger cells", c.cell, fw*fh)
	}
	seed := resolveSeed(&c.seed)
	comment := fmt.Sprintf("mazekit wallpaper %dx%d, theme %s, seed %d", pw, ph, c.theme, seed)
	var s *render.Scene
	if c.pattern != "" {
		for _, name := range []string{"grid", "algo", "mode", "solution", "shade-from"} {
			if fs.Changed(name) {
				return usagef("--%s does not apply with --pattern", name)
			}
		}
		s, err = patternWallpaper(c.pattern, fw, fh, seed, theme, wall, ww)
	} else {
		var m *maze.Maze
		var st *render.Style
		m, st, err = mazeWallpaper(c, fw, fh, seed, theme, wall, ww)
		if err == nil && format == "png" {
			// Square grids go straight to pixels: a byte a pixel and no
			// scene, so 8K pictures of millions of cells stay small.
			img, rerr := render.RasterRect(m, st, pw, ph, c.cell)
			if rerr == nil {
				err = atomicfile.Write(c.out, e.stdout, func(w io.Writer) error {
					return render.EncodePNG(w, img)
				})
				if err == nil {
					reportSeed(&c.seed, seed, e.stderr)
				}
				return err
			}
			if !errors.Is(rerr, render.ErrNotRect) {
				return rerr
			}
		}
		if err == nil {
			s = render.MazeScene(m, st)
		}
	}
	if err != nil {
		return err
	}
	frame := render.Crop(s, fw, fh)
	frame.Comment = comment
	err = atomicfile.Write(c.out, e.stdout, func(w io.Writer) error {
		switch format {
		case "png":
			return render.WritePNG(w, frame, &render.PNGOptions{Width: pw, Height: ph})
		case "svg":
			return render.WriteSVG(w, frame, &render.SVGOptions{Scale: c.cell})
		}
		return render.WritePDF(w, frame, &render.PDFOptions{Scale: c.cell * 0.75, Title: frame.Comment})
	})
	if err == nil {
		reportSeed(&c.seed, seed, e.stderr)
	}
	return err
}

// mazeWallpaper builds the maze that covers the frame and the style to draw
// it in.
func mazeWallpaper(c *wallpaperConfig, fw, fh float64, seed uint64, theme render.Theme, wall color.RGBA, ww float64) (*maze.Maze, *render.Style, error) {
	alg, err := generate.Lookup(c.algo)
	if err != nil {
		return nil, nil, usagef("--algo %q: unknown algorithm (valid: %s)", c.algo, strings.Join(generate.Names(), ", "))
	}
	kind, err := topology.Lookup(c.grid)
	if err != nil {
		return nil, nil, err
	}
	if kind.Cover == nil {
		return nil, nil, usagef("--grid %s: a %s grid cannot cover a picture", c.grid, c.grid)
	}
	if !alg.Supports(c.grid) {
		return nil, nil, usagef("--algo %s runs only on %s grids, not %s", c.algo, strings.Join(alg.Kinds, ", "), c.grid)
	}
	carve, err := alg.Make(generate.Options{Mode: c.mode})
	if err != nil {
		return nil, nil, err
	}
	spec, err := kind.Cover(fw, fh, seed)
	if err != nil {
		return nil, nil, err
	}
	if f, ok := alg.Ext.(generate.Fitter); ok {
		spec = f.Fit(spec)
	}
	g, err := topology.Build(spec)
	if err != nil {
		return nil, nil, err
	}
	m := maze.New(g)
	if err := carve(m, newRand(seed, streamCarve)); err != nil {
		return nil, nil, err
	}
	st := render.Style{WallWidth: ww, WallColor: wall, Background: theme.Background, Margin: -1,
		SolutionColor: theme.Solution, SolutionWidth: 0.35}
	if c.solution || c.shadeFrom == "entrance" {
		if err := maze.PlaceDoors(m, maze.DoorsFarthest); err != nil {
			return nil, nil, err
		}
	}
	if c.solution {
		st.Solution = maze.Solve(m)
	}
	if theme.Palette != "" && !c.noShade {
		st.Shade, st.Palette = true, theme.Palette
		b := g.Bounds()
		switch c.shadeFrom {
		case "center":
			st.ShadeFrom = nearestCell(g, centerOf(b))
		case "corner":
			st.ShadeFrom = nearestCell(g, b.Min)
		default:
			st.ShadeFrom = m.Entrance.Cell
		}
	}
	return m, &st, nil
}

func patternWallpaper(kind string, fw, fh float64, seed uint64, theme render.Theme, wall color.RGBA, ww float64) (*render.Scene, error) {
	w, h := int(math.Ceil(fw)), int(math.Ceil(fh))
	switch kind {
	case "10print":
		t, err := pattern.NewTenPrint(w, h, 0.5, newRand(seed, streamCarve))
		if err != nil {
			return nil, err
		}
		st := &render.TenPrintStyle{LineWidth: ww, Line: wall, Background: theme.Background, Margin: -1}
		if theme.Palette != "" {
			st.FillRegions, st.Palette = true, theme.Palette
		}
		return render.TenPrintScene(t, st), nil
	case "maze-ca", "mazectric":
		l, err := pattern.NewLife(w, h)
		if err != nil {
			return nil, err
		}
		rule := pattern.RuleMaze
		if kind == "mazectric" {
			rule = pattern.RuleMazectric
		}
		l.Seed(0.5, 1, newRand(seed, streamCarve))
		l.Run(rule, 2000)
		return render.LifeScene(l, l.Analyze(), &render.LifeStyle{Wall: wall, Floor: theme.Background, Glow: theme.Palette, NoMarkers: true}), nil
	}
	return nil, usagef("--pattern %q: want 10print, maze-ca or mazectric", kind)
}
