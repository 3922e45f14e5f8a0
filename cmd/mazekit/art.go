package main

import (
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/puzzle"
)

// bindArtFlags adds the maze-art flags of the maze command.
func bindArtFlags(fs *pflag.FlagSet, o *puzzle.Options) {
	fs.StringVar(&o.Symmetry, "symmetry", "", "carve a symmetric maze: "+strings.Join(generate.Symmetries, "|")+
		" (mirror left–right, top–bottom, or turn by 1/2, 1/4, 1/6; 4 on odd square rect grids, 6 on hexagon boards and polar)")
	fs.StringVar(&o.Image, "image", "", "draw this PNG picture: small cells where it is dark, large where it is light, on a planar grid fitted in --size keeping the picture's proportions")
}
