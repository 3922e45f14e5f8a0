package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
	"github.com/mazekit/mazekit/wallpaper"
)

// listCommand is the list subcommand.
var listCommand = &command{
	Name:      "list",
	UsageLine: "mazekit list",
	Short:     "list grids, algorithms (and the grids each runs on), output formats and patterns",
	Long: `List what mazekit knows: grid kinds, algorithms with the grids they support,
output formats, and pattern kinds with what each takes.

Example:
  mazekit list`,
	Flags: func(fs *pflag.FlagSet, e *env) func(context.Context, []string) error {
		return func(ctx context.Context, args []string) error {
			if len(args) > 0 {
				return usagef("list: unexpected argument %q", args[0])
			}
			writeList(e.stdout)
			return nil
		}
	},
}

func writeList(w io.Writer) {
	fmt.Fprintln(w, "Grids:")
	for _, k := range topology.Kinds() {
		fmt.Fprintf(w, "  %-16s %s\n", k, topology.Summary(k))
	}
	fmt.Fprintln(w, "\nAlgorithms:")
	for _, a := range generate.All() {
		grids := "all grids"
		if a.Kinds != nil {
			grids = strings.Join(a.Kinds, ", ") + " only"
		}
		fmt.Fprintf(w, "  %-16s %s [%s]\n", a.Name, a.Summary, grids)
		if len(a.Modes) > 0 {
			fmt.Fprintf(w, "  %-16s modes: %s\n", "", strings.Join(a.Modes, ", "))
		}
	}
	fmt.Fprintln(w, "\nOutput formats:")
	for _, f := range render.Formats() {
		fmt.Fprintf(w, "  %-16s %s\n", f.Name, f.Summary)
	}
	writeWallpaperList(w)
	writePictureList(w)
}

// writePictureList lists palettes and paper sizes for 'mazekit list'.
func writePictureList(w io.Writer) {
	fmt.Fprintf(w, "\nPalettes:\n  %s\n", strings.Join(render.PaletteNames(), ", "))
	fmt.Fprintln(w, "\nPaper sizes (PDF):")
	for _, p := range render.Papers() {
		fmt.Fprintf(w, "  %-8s %6.1f x %6.1f mm\n", p.Name, p.W/72*25.4, p.H/72*25.4)
	}
}

// writeWallpaperList lists patterns, themes and sizes for 'mazekit list'.
func writeWallpaperList(w io.Writer) {
	fmt.Fprintln(w, "\nPatterns (mazekit pattern; wallpaper --pattern):")
	for _, k := range pattern.Kinds() {
		fmt.Fprintf(w, "  %-16s %s\n", k.Name, k.Describe())
	}
	fmt.Fprintln(w, "\nWallpaper themes:")
	wallpaper.WriteThemes(w)
	fmt.Fprintf(w, "\nWallpaper sizes:\n  %s\n", strings.Join(wallpaper.PresetNames(), ", "))
}
