package main

import (
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/layout"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
)

// classFlags are the classroom flags of the maze command: an age level,
// pictures at the doors and large print.
type classFlags struct {
	age        string
	largePrint bool
}

func (f *classFlags) bind(fs *pflag.FlagSet, p *puzzle.Picture) {
	fs.StringVar(&f.age, "age", "", "age level: "+strings.Join(layout.AgeLevelNames(), "|")+" (sets size, algorithm, corridor and wall width on paper, markers; see README)")
	fs.StringVar(&p.PictureSet, "picture-set", "", "with --markers pictures: "+strings.Join(render.PictureSets(), "|")+" (default "+render.DefaultPictureSet+")")
	fs.BoolVar(&p.PictureOutline, "outline", false, "draw the door pictures as black outlines, for colouring in")
	fs.BoolVar(&f.largePrint, "large-print", false, "low vision: corridors 12 mm or wider, walls 2 pt or more, black on white (PDF, SVG: points)")
}

// apply checks the flags and sets what they decide in c, where the
// command line does not say otherwise: the grid size, the algorithm, the
// cell size (corridor plus wall, in points), the wall width, the markers
// and the band of difficulty the maze is chosen in.
func (f *classFlags) apply(fs *pflag.FlagSet, c *mazeConfig) error {
	p := &c.Picture
	corridor, wall := 0.0, 0.0 // points
	if f.age != "" {
		a, err := layout.LookupAge(f.age)
		if err != nil {
			return usagef("--age %q: want %s", f.age, strings.Join(layout.AgeLevelNames(), ", "))
		}
		c.Difficulty = a.Difficulty
		corridor, wall = a.CorridorPt(), a.WallPt
		if !fs.Changed("size") {
			c.grid.size = fmt.Sprintf("%dx%d", a.Size[1][0], a.Size[1][1])
		}
		if !fs.Changed("algo") {
			c.Algorithm = a.Algorithms[0]
		}
		if !fs.Changed("markers") {
			p.Markers = puzzle.MarkerName(a.Markers)
		}
	}
	if f.largePrint {
		corridor, wall = max(corridor, layout.LargePrintCorridorMM*72/25.4), max(wall, layout.LargePrintWallPt)
		if fs.Changed("wall-color") || fs.Changed("background") {
			return usagef("--large-print prints black walls on white: leave out --wall-color and --background")
		}
		p.WallColor, p.Background = "black", "white"
	}
	if corridor == 0 {
		return nil
	}
	if fs.Changed("cell") || fs.Changed("wall-width") {
		return usagef("--age and --large-print set the cell and wall size on paper: leave out --cell and --wall-width")
	}
	p.Cell = corridor + wall
	p.WallWidth = wall / p.Cell
	return nil
}
