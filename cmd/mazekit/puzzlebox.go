package main

import (
	"context"
	"io"

	"github.com/mazekit/mazekit/puzzle"
	"github.com/spf13/pflag"
)

var puzzleboxCommand = &command{Name: "puzzlebox", UsageLine: "mazekit puzzlebox [flags]",
	Short: "a cylinder maze puzzle box to 3D print (STL)", Long: puzzle.BoxHelp, Flags: puzzleboxFlags}

func puzzleboxFlags(fs *pflag.FlagSet, e *env) func(ctx context.Context, args []string) error {
	o := puzzle.DefaultBox()
	for _, f := range o.Fields() {
		fs.Float64Var(f.Value, f.Name, *f.Value, f.Usage)
	}
	fs.StringVar(&o.Part, "part", "", "write one part: inner|sleeve|lid (default: all three side by side)")
	out, seed := fs.StringP("output", "o", "box.stl", "output file: .stl, or .png for a picture"), &seedFlag{}
	fs.Var(seed, "seed", "random seed (default: chosen and printed)")
	return func(ctx context.Context, args []string) error {
		if len(args) > 0 {
			return usagef("puzzlebox: unexpected argument %q", args[0])
		}
		o.Seed = resolveSeed(seed)
		return writeOne(e, *out, puzzle.BoxFormats(), seed, o.Seed, func(w io.Writer, f string) error { return puzzle.WriteBox(w, o, f) })
	}
}
