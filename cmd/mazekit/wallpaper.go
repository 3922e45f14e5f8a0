package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/atomicfile"
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
  mazekit wallpaper --image photo.png --theme midnight --cell 12 -o photo-maze.png
  mazekit wallpaper --list-themes`,
	Flags: wallpaperFlags,
}

// writeWallpaperList lists patterns, themes and sizes for 'mazekit list'.
func writeWallpaperList(w io.Writer) {
	fmt.Fprintln(w, "\nPatterns (mazekit pattern):\n  10print, maze-ca (B3/S12345), mazectric (B3/S1234)")
	fmt.Fprintln(w, "\nWallpaper themes:")
	wallpaper.WriteThemes(w)
	fmt.Fprintf(w, "\nWallpaper sizes:\n  %s\n", strings.Join(wallpaper.PresetNames(), ", "))
}

type wallpaperConfig struct {
	size       string
	cell       float64
	maxMem     memFlag
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
	tile       bool
	symmetry   string
	scales     int
	image      string
	seed       seedFlag
	out        string
	format     string
}

func wallpaperFlags(fs *pflag.FlagSet, e *env) func(ctx context.Context, args []string) error {
	c := &wallpaperConfig{}
	fs.StringVar(&c.size, "size", "1080p", "picture size: a preset or WxH pixels")
	floatVar(fs, &c.cell, "cell", 24, "cell size in pixels")
	bindMemory(fs, &c.maxMem)
	fs.StringVar(&c.grid, "grid", "rect", "grid kind: "+strings.Join(topology.Kinds(), "|"))
	fs.StringVar(&c.algo, "algo", "dfs", "algorithm: "+strings.Join(generate.Names(), "|"))
	fs.StringVar(&c.mode, "mode", "", "algorithm variant (see mazekit list)")
	fs.StringVar(&c.pattern, "pattern", "", "draw a pattern instead of a maze: "+strings.Join(wallpaper.Patterns, "|"))
	fs.StringVar(&c.theme, "theme", "midnight", "colour theme: "+strings.Join(render.ThemeNames(), "|"))
	fs.BoolVar(&c.listThemes, "list-themes", false, "list the themes and exit")
	fs.StringVar(&c.shadeFrom, "shade-from", "center", "distance shading from: center|corner|entrance")
	fs.BoolVar(&c.noShade, "no-shade", false, "no distance shading")
	fs.BoolVar(&c.solution, "solution", false, "highlight the path between the farthest pair of border cells")
	floatVar(fs, &c.wallWidth, "wall-width", 0, "wall width in cells (default: the theme's)")
	fs.StringVar(&c.wallColor, "wall-color", "", "wall colour (default: the theme's)")
	fs.BoolVar(&c.tile, "tile", false, "make a seamless tile (rect or hex maze): its right edge continues its left, its bottom its top")
	fs.StringVar(&c.symmetry, "symmetry", "", "symmetric maze about the centre: rect mirror-x|mirror-y|2|4, hex and polar 2|6")
	fs.IntVar(&c.scales, "scales", 1, "--pattern truchet --grid rect: tile sizes mixed, each half the last, 1 to 5 (--cell is the smallest)")
	fs.StringVar(&c.image, "image", "", "draw this PNG picture with the maze's cells: small where it is dark (light with light walls), covering the frame")
	fs.Var(&c.seed, "seed", "random seed (default: chosen and printed)")
	fs.StringVarP(&c.out, "output", "o", "wallpaper.png", "output file: .png, .svg or .pdf")
	fs.StringVar(&c.format, "format", "png", "format when -o is - : png|svg|pdf")
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
	w, h, err := wallpaper.ParseSize(c.size)
	if err != nil {
		return err
	}
	format := c.format
	if c.out != "-" {
		format = strings.TrimPrefix(strings.ToLower(filepath.Ext(c.out)), ".")
	}
	if f, err := render.LookupFormat(format); err != nil || !f.Draws {
		return usagef("-o %s: a wallpaper is a .png, .svg or .pdf", c.out)
	}
	if err := checkFiles([]namedFile{{Field: "output", Path: c.out}}, []namedFile{{Field: "picture", Path: c.image}}); err != nil {
		return err
	}
	from, err := wallpaper.ParseShadeFrom(c.shadeFrom)
	if err != nil {
		return err
	}
	if c.pattern != "" {
		for _, name := range []string{"grid", "algo", "mode", "solution", "shade-from"} {
			if fs.Changed(name) && (name != "grid" || c.pattern != "truchet") {
				return usagef("--%s does not apply with --pattern", name)
			}
		}
		if c.pattern == "truchet" && !fs.Changed("grid") {
			c.grid = "hex"
		}
	}
	if fs.Changed("scales") && (c.pattern != "truchet" || c.grid != "rect") {
		return usagef("--scales applies only with --pattern truchet --grid rect")
	}
	seed := resolveSeed(&c.seed)
	o := &wallpaper.Options{Width: w, Height: h, Cell: c.cell, Grid: c.grid, Algorithm: c.algo, Mode: c.mode,
		Pattern: c.pattern, Theme: c.theme, ShadeFrom: from, NoShade: c.noShade, Solution: c.solution,
		WallWidth: c.wallWidth, WallColor: c.wallColor, Tile: c.tile, Symmetry: c.symmetry, Scales: c.scales, Image: c.image, Seed: seed}
	if err := o.Budget(format, c.maxMem.v); err != nil {
		return err
	}
	err = atomicfile.Write(c.out, e.stdout, func(wr io.Writer) error { return wallpaper.Write(ctx, wr, format, o) })
	if err == nil {
		reportSeed(&c.seed, seed, e.stderr)
	}
	return err
}
