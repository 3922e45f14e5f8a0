package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/spf13/pflag"
)

// mazeOutput is everything a maze file is written from.
type mazeOutput struct {
	m            *maze.Maze
	info         maze.Info
	showSolution bool            // draw the solution (text and pictures)
	pic          *pictureOptions // picture style (PNG, SVG, PDF)
	fab          []any           // plotter, laser, STL and animation options
	flags        string          // the flags given, as name=value, for the comment
}

// comment describes the maze in the files that can carry a comment.
func (o *mazeOutput) comment() string {
	c := fmt.Sprintf("mazekit maze: grid %s, algorithm %s, seed %d", o.m.Grid.Spec().Kind, o.info.Algorithm, o.info.Seed)
	if o.flags != "" {
		c += ", flags " + o.flags
	}
	return c
}

// givenFlags returns the flags given on the command line, in name order,
// as name=value (the output file left out; no "--", which XML comments
// cannot hold), for the files that record how they were made.
func givenFlags(fs *pflag.FlagSet) string {
	var out []string
	fs.Visit(func(f *pflag.Flag) {
		if f.Name == "output" {
			return
		}
		v := f.Value.String()
		if v == "" || strings.ContainsAny(v, " \t\"'") {
			v = strconv.Quote(v)
		}
		out = append(out, f.Name+"="+v)
	})
	return strings.Join(out, " ")
}

// source is what the format registry writes o from.
func (o *mazeOutput) source() *render.Source {
	pic := o.pic
	if pic == nil {
		pic = &pictureOptions{}
	}
	var sol []int
	if o.showSolution {
		sol = o.info.Solution
	}
	pdf := pic.pdf
	pdf.Title = o.comment()
	src := &render.Source{
		MakeScene: func() (*render.Scene, error) { return o.scene(o.showSolution) },
		Maze:      o.m,
		Info:      &o.info,
		Solution:  sol,
		Options:   append([]any{&pic.png, &pic.svg, &pdf}, o.fab...),
	}
	// The style the scene is drawn with, so picture formats can draw the
	// maze without the scene (an error shows when the scene is made).
	if st, err := o.style(o.showSolution); err == nil {
		src.Style, src.Comment = &st, o.comment()
	}
	return src
}

func formatNames() []string { return render.FormatNames(false) }

// outputFormat picks the format from --format or the file's extension.
func outputFormat(path, format string, formatSet bool) (string, error) {
	valid := strings.Join(formatNames(), ", ")
	if formatSet {
		if _, err := render.LookupFormat(format); err != nil {
			return "", usagef("--format %q: unknown format (valid: %s)", format, valid)
		}
		return format, nil
	}
	if path == "-" {
		return format, nil
	}
	ext := strings.TrimPrefix(strings.ToLower(filepath.Ext(path)), ".")
	if ext == "" {
		return "", usagef("-o %s: no file extension; add one of %s or give --format", path, valid)
	}
	if _, err := render.LookupFormat(ext); err != nil {
		return "", usagef("-o %s: unknown extension .%s (valid: %s)", path, ext, valid)
	}
	return ext, nil
}

// writeOutput writes atomically to path ("-" for stdout) in the given format.
func writeOutput(path, format string, stdout io.Writer, o *mazeOutput) error {
	return atomicfile.WriteAll(stdout, outputFile(path, format, o))
}

// outputFile is the file at path with o in the given format.
func outputFile(path, format string, o *mazeOutput) atomicfile.File {
	return atomicfile.File{Path: path, Fill: func(w io.Writer) error {
		f, err := render.LookupFormat(format)
		if err != nil {
			return err
		}
		return f.Encode(w, o.source())
	}}
}
