package main

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/topology"
)

// gridFlags are the flags that choose a grid; maze, wallpaper and book share them.
type gridFlags struct {
	kind   string
	size   string
	radius int
	flat   bool
	rings  int
	cells  int
	layout string
	shape  string
	text   string
	image  string
	base   string
}

func (g *gridFlags) bind(fs *pflag.FlagSet, defSize string) {
	fs.StringVar(&g.kind, "grid", "rect", "grid kind: "+strings.Join(topology.Kinds(), "|"))
	fs.StringVar(&g.size, "size", defSize, "grid size WxH in cells (planar: the drawing's aspect in cell units)")
	fs.IntVar(&g.radius, "radius", 0, "hex: make a hexagon-shaped board of this radius instead of WxH")
	fs.BoolVar(&g.flat, "flat", false, "hex: flat-top hexagons instead of pointy-top")
	fs.IntVar(&g.rings, "rings", 10, "polar: number of rings around the centre")
	fs.IntVar(&g.cells, "cells", 0, "planar: number of cells (default: width*height)")
	fs.StringVar(&g.layout, "layout", "poisson", "planar: point layout poisson|uniform, or triangles for Delaunay cells")
	fs.StringVar(&g.shape, "mask-shape", "", "cut the grid to a shape: "+strings.Join(topology.MaskShapes, "|"))
	fs.StringVar(&g.text, "mask-text", "", "cut the grid to the letters of this text")
	fs.StringVar(&g.image, "mask-image", "", "cut the grid to the dark pixels of this PNG image")
	fs.StringVar(&g.base, "mask-base", "rect", "mask: the grid that is cut: rect|hex|tri")
}

// parseSize parses "WxH" into two positive integers.
func parseSize(flag, s string) (int, int, error) {
	ws, hs, ok := strings.Cut(strings.ToLower(s), "x")
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if !ok || err1 != nil || err2 != nil {
		return 0, 0, usagef("--%s %q: want WxH with whole numbers, e.g. 20x15", flag, s)
	}
	if w < 1 || h < 1 {
		return 0, 0, usagef("--%s %q: width and height must be at least 1", flag, s)
	}
	return w, h, nil
}

// spec turns the flags into a grid spec; seed places the points of random layouts.
func (g *gridFlags) spec(fs *pflag.FlagSet, seed uint64) (topology.Spec, error) {
	w, h, err := parseSize("size", g.size)
	if err != nil {
		return topology.Spec{}, err
	}
	if w > topology.MaxCells || h > topology.MaxCells || w*h > topology.MaxCells {
		return topology.Spec{}, usagef("--size %s: %d cells is too many (maximum %d)", g.size, w*h, topology.MaxCells)
	}
	masked := fs.Changed("mask-shape") || fs.Changed("mask-text") || fs.Changed("mask-image")
	if masked && fs.Changed("grid") && g.kind != "mask" {
		return topology.Spec{}, usagef("--mask-* flags cut a grid themselves: use --mask-base %s instead of --grid %s", g.kind, g.kind)
	}
	if masked {
		g.kind = "mask"
	}
	s := topology.Spec{Kind: g.kind, Width: w, Height: h}
	switch g.kind {
	case "mask":
		n := 0
		for _, v := range []string{g.shape, g.text, g.image} {
			if v != "" {
				n++
			}
		}
		if n != 1 {
			return s, usagef("--grid mask needs exactly one of --mask-shape, --mask-text, --mask-image")
		}
		if g.base != "rect" && g.base != "hex" && g.base != "tri" {
			return s, usagef("--mask-base %q: want rect, hex or tri", g.base)
		}
		if g.shape != "" && !slices.Contains(topology.MaskShapes, g.shape) {
			return s, usagef("--mask-shape %q: unknown shape (valid: %s)", g.shape, strings.Join(topology.MaskShapes, ", "))
		}
		if g.image != "" {
			if _, err := os.Stat(g.image); err != nil {
				return s, usagef("--mask-image %s: %v", g.image, unwrapPathErr(err))
			}
		}
		s.Base, s.Shape, s.Text, s.Image = g.base, g.shape, g.text, g.image
	case "hex":
		s.Flat = g.flat
		if fs.Changed("radius") {
			if g.radius < 1 {
				return s, usagef("--radius %d: must be at least 1", g.radius)
			}
			s.Radius, s.Width, s.Height = g.radius, 0, 0
		}
	case "polar":
		if g.rings < 1 || g.rings > 4096 {
			return s, usagef("--rings %d: must be between 1 and 4096", g.rings)
		}
		s.Rings, s.Width, s.Height = g.rings, 0, 0
	case "planar":
		s.Cells = g.cells
		if s.Cells == 0 {
			s.Cells = w * h
		}
		if s.Cells < 2 || s.Cells > 1_000_000 {
			return s, usagef("--cells %d: must be between 2 and 1000000", s.Cells)
		}
		s.Layout, s.Seed = g.layout, seed
	}
	for _, name := range []string{"radius", "flat"} {
		if fs.Changed(name) && g.kind != "hex" {
			return s, usagef("--%s applies only to --grid hex", name)
		}
	}
	if fs.Changed("rings") && g.kind != "polar" {
		return s, usagef("--rings applies only to --grid polar")
	}
	for _, name := range []string{"cells", "layout"} {
		if fs.Changed(name) && g.kind != "planar" {
			return s, usagef("--%s applies only to --grid planar", name)
		}
	}
	return s, nil
}

// buildGrid validates the kind and builds the grid.
func buildGrid(s topology.Spec) (topology.Grid, error) {
	known := false
	for _, k := range topology.Kinds() {
		known = known || k == s.Kind
	}
	if !known {
		return nil, usagef("--grid %q: unknown grid (valid: %s)", s.Kind, strings.Join(topology.Kinds(), ", "))
	}
	g, err := topology.Build(s)
	if err != nil {
		return nil, usagef("%v", strings.TrimPrefix(err.Error(), "topology: "))
	}
	return g, nil
}

// seedFlag is --seed: a uint64 that records whether it was given.
type seedFlag struct {
	v   uint64
	set bool
}

func (s *seedFlag) String() string { return strconv.FormatUint(s.v, 10) }
func (s *seedFlag) Type() string   { return "uint" }
func (s *seedFlag) Set(v string) error {
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		return fmt.Errorf("want a whole number from 0 to %d", uint64(1<<64-1))
	}
	s.v, s.set = n, true
	return nil
}
