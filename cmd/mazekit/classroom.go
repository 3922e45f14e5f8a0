package main

import (
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
