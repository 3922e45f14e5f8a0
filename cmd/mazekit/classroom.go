package main

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/layout"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// classFlags are the classroom flags of the maze command: an age level,
// pictures at the doors and large print.
type classFlags struct {
	age        string
	pictureSet string
	outline    bool
	largePrint bool
	level      *layout.AgeLevel // the parsed --age, or nil
}

func (f *classFlags) bind(fs *pflag.FlagSet) {
	fs.StringVar(&f.age, "age", "", "age level: "+strings.Join(layout.AgeLevelNames(), "|")+" (sets size, algorithm, corridor and wall width on paper, markers; see README)")
	fs.StringVar(&f.pictureSet, "picture-set", "", "with --markers pictures: "+strings.Join(render.PictureSets(), "|")+" (default "+render.DefaultPictureSet+")")
	fs.BoolVar(&f.outline, "outline", false, "draw the door pictures as black outlines, for colouring in")
	fs.BoolVar(&f.largePrint, "large-print", false, "low vision: corridors 12 mm or wider, walls 2 pt or more, black on white (PDF, SVG: points)")
}

// apply checks the flags and sets what they decide in c and pic, where
// the command line does not say otherwise: the grid size, the algorithm,
// the cell size (corridor plus wall, in points), the wall width and the
// markers.
func (f *classFlags) apply(fs *pflag.FlagSet, c *mazeConfig, pic *pictureOptions) error {
	st := &pic.style
	if f.pictureSet != "" {
		if _, ok := render.LookupPictureSet(f.pictureSet); !ok {
			return usagef("--picture-set %q: want %s", f.pictureSet, strings.Join(render.PictureSets(), ", "))
		}
	}
	st.PictureSet, st.PictureOutline = f.pictureSet, f.outline
	corridor, wall := 0.0, 0.0 // points
	if f.age != "" {
		a, err := layout.LookupAge(f.age)
		if err != nil {
			return usagef("--age %q: want %s", f.age, strings.Join(layout.AgeLevelNames(), ", "))
		}
		f.level = a
		corridor, wall = a.CorridorPt(), a.WallPt
		if !fs.Changed("size") {
			c.grid.size = fmt.Sprintf("%dx%d", a.Size[1][0], a.Size[1][1])
		}
		if !fs.Changed("algo") {
			c.algo = a.Algorithms[0]
		}
		if !fs.Changed("markers") {
			st.Markers = a.Markers
		}
	}
	if f.largePrint {
		corridor, wall = max(corridor, layout.LargePrintCorridorMM*72/25.4), max(wall, layout.LargePrintWallPt)
		if fs.Changed("wall-color") || fs.Changed("background") {
			return usagef("--large-print prints black walls on white: leave out --wall-color and --background")
		}
		st.WallColor, st.Background = color.RGBA{0, 0, 0, 255}, color.RGBA{255, 255, 255, 255}
	}
	if corridor == 0 {
		return nil
	}
	if fs.Changed("cell") || fs.Changed("wall-width") {
		return usagef("--age and --large-print set the cell and wall size on paper: leave out --cell and --wall-width")
	}
	cell := corridor + wall
	pic.pdf.Scale, pic.svg.Scale, pic.png.Scale = cell, cell, cell
	st.WallWidth = wall / cell
	return nil
}

// carve makes the maze on g: with an age level, from the seed or the first
// of a few seeds derived from it whose maze's difficulty is in the level's
// band (the closest if none is), doors placed; else just carved.
func (f *classFlags) carve(g topology.Grid, carve generate.Func, seed uint64, doors string) (*maze.Maze, error) {
	var best *maze.Maze
	bestGap := 0.0
	for k := range 8 {
		s := seed
		if k > 0 {
			s = seed ^ uint64(k)*0x9E3779B97F4A7C15
		}
		m := maze.New(g)
		if err := carve(m, newRand(s, streamCarve)); err != nil {
			return nil, err
		}
		if f.level == nil {
			return m, nil
		}
		if err := placeDoors(m, doors); err != nil {
			return nil, err
		}
		d := maze.Measure(m).Difficulty
		if f.level.InBand(d) {
			return m, nil
		}
		gap := max(f.level.Difficulty[0]-d, d-f.level.Difficulty[1])
		if best == nil || gap < bestGap {
			best, bestGap = m, gap
		}
	}
	return best, nil
}
