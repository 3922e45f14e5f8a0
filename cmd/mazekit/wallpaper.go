package main

import (
	"context"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
	"github.com/mazekit/mazekit/wallpaper"
)

// wallpaperCommand is the wallpaper subcommand.
var wallpaperCommand = &command{
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
  mazekit wallpaper --pattern truchet --grid rect --scales 3 --theme sunset -o curls.png
  mazekit wallpaper --size a2-poster --theme paper --solution -o poster.pdf
  mazekit wallpaper --image examples/photo.png --theme midnight --cell 12 -o photo-maze.png
  mazekit wallpaper --list-themes`,
	Flags: wallpaperFlags,
}

type wallpaperConfig struct {
	wallpaper.Options
	size, shadeFrom, out, format string
	pdfx                         string
	listThemes                   bool
	maxMem                       memFlag
	seed                         seedFlag
}

func wallpaperFlags(fs *pflag.FlagSet, e *env) func(ctx context.Context, args []string) error {
	c := &wallpaperConfig{}
	fs.StringVar(&c.size, "size", "1080p", "picture size: a preset or WxH pixels")
	floatVar(fs, &c.Cell, "cell", 24, "cell size in pixels")
	bindMemory(fs, &c.maxMem)
	fs.StringVar(&c.Grid, "grid", "rect", "grid kind: "+strings.Join(topology.Kinds(), "|"))
	fs.StringVar(&c.Algorithm, "algo", "dfs", "algorithm: "+strings.Join(generate.Names(), "|"))
	fs.StringVar(&c.Mode, "mode", "", "algorithm variant (see mazekit list)")
	fs.StringVar(&c.Pattern, "pattern", "", "draw a pattern instead of a maze: "+strings.Join(wallpaper.Patterns(), "|"))
	fs.StringVar(&c.Theme, "theme", "midnight", "colour theme: "+strings.Join(render.ThemeNames(), "|"))
	fs.BoolVar(&c.listThemes, "list-themes", false, "list the themes and exit")
	fs.StringVar(&c.shadeFrom, "shade-from", "center", "distance shading from: center|corner|entrance")
	fs.BoolVar(&c.NoShade, "no-shade", false, "no distance shading")
	fs.BoolVar(&c.Solution, "solution", false, "highlight the path between the farthest pair of border cells")
	floatVar(fs, &c.WallWidth, "wall-width", 0, "wall width in cells, at most 0.5 (default: the theme's)")
	fs.StringVar(&c.WallColor, "wall-color", "", "wall colour (default: the theme's)")
	fs.BoolVar(&c.Tile, "tile", false, "make a seamless tile (rect or hex maze): its right edge continues its left, its bottom its top")
	fs.StringVar(&c.Symmetry, "symmetry", "", "symmetric maze about the centre: rect mirror-x|mirror-y|2|4, hex and polar 2|6")
	fs.IntVar(&c.Scales, "scales", 1, "--pattern truchet --grid rect: tile sizes mixed, each half the last, 1 to 5 (--cell is the smallest)")
	fs.StringVar(&c.Image, "image", "", "draw this PNG picture with the maze's cells: small where it is dark (light with light walls), covering the frame")
	fs.Var(&c.seed, "seed", "random seed (default: chosen and printed)")
	fs.StringVarP(&c.out, "output", "o", "wallpaper.png", "output file: .png, .svg or .pdf")
	fs.StringVar(&c.format, "format", "png", "format when -o is - : png|svg|pdf")
	bindPDFX(fs, &c.pdfx)
	return func(ctx context.Context, args []string) error {
		if len(args) > 0 {
			return usagef("wallpaper: unexpected argument %q", args[0])
		}
		if c.listThemes {
			wallpaper.WriteThemes(e.stdout)
			return nil
		}
		return runWallpaper(ctx, c, fs, e)
	}
}

func runWallpaper(ctx context.Context, c *wallpaperConfig, fs *pflag.FlagSet, e *env) error {
	var err error
	if c.Width, c.Height, err = wallpaper.ParseSize(c.size); err != nil {
		return err
	}
	format, err := formatOf(c.out, c.format, c.out == "-", render.FormatNames(true))
	if err != nil {
		return err
	}
	pdfx, err := pdfxLevel(c.pdfx, format)
	if err != nil {
		return err
	}
	if err := checkFiles([]namedFile{{Field: "output", Path: c.out}}, []namedFile{{Field: "picture", Path: c.Image}}); err != nil {
		return err
	}
	if c.ShadeFrom, err = wallpaper.ParseShadeFrom(c.shadeFrom); err != nil {
		return err
	}
	var kind pattern.Kind // the zero Kind for a maze
	if c.Pattern != "" {
		kind, _ = pattern.Lookup(c.Pattern) // wallpaper.Make refuses a kind it cannot draw
		for _, name := range []string{"grid", "algo", "mode", "solution", "shade-from"} {
			// Only a kind drawn on a choice of grids takes --grid.
			if fs.Changed(name) && (name != "grid" || !kind.Takes("grid")) {
				return usagef("--%s does not apply with --pattern", name)
			}
		}
		if kind.Takes("grid") && !fs.Changed("grid") {
			c.Grid = puzzle.TruchetHex.String()
		}
	}
	if fs.Changed("scales") && (!kind.Takes("scales") || c.Grid != puzzle.TruchetRect.String()) {
		return usagef("--scales applies only with --pattern truchet --grid rect")
	}
	if fs.Changed("scales") && c.Scales < 1 { // the library reads 0 as its default, 1
		return usagef("--scales %d: want 1 to %d", c.Scales, pattern.MaxTruchetScales)
	}
	c.Seed, c.Log = resolveSeed(&c.seed), e.stderr
	if err := c.Budget(format, c.maxMem.v); err != nil {
		return err
	}
	err = atomicfile.Write(c.out, e.stdout, render.PDFXFill(pdfx, func(wr io.Writer) error { return wallpaper.Write(ctx, wr, format, &c.Options) }))
	return seeded(err, &c.seed, c.Seed, e)
}
