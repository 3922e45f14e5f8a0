package main

import (
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"

	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
)

// mazeOutput is everything a maze file is written from.
type mazeOutput struct {
	m            *maze.Maze
	info         maze.Info
	showSolution bool            // draw the solution (text and pictures)
	pic          *pictureOptions // picture style (PNG, SVG, PDF)
}

// mazeWriters maps a format name (the file extension) to its writer.
var mazeWriters = map[string]func(w io.Writer, o *mazeOutput) error{
	"json": func(w io.Writer, o *mazeOutput) error { return maze.WriteJSON(w, o.m, o.info) },
	"txt": func(w io.Writer, o *mazeOutput) error {
		var sol []int
		if o.showSolution {
			sol = o.info.Solution
		}
		return render.WriteText(w, o.m, sol)
	},
}

func formatNames() []string {
	var n []string
	for k := range mazeWriters {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

// outputFormat picks the format from --format or the file's extension.
func outputFormat(path, format string, formatSet bool) (string, error) {
	valid := strings.Join(formatNames(), ", ")
	if formatSet {
		if _, ok := mazeWriters[format]; !ok {
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
	if _, ok := mazeWriters[ext]; !ok {
		return "", usagef("-o %s: unknown extension .%s (valid: %s)", path, ext, valid)
	}
	return ext, nil
}

// writeOutput writes atomically to path ("-" for stdout) in the given format.
func writeOutput(path, format string, stdout io.Writer, o *mazeOutput) error {
	write := mazeWriters[format]
	if write == nil {
		return fmt.Errorf("no writer for format %s", format)
	}
	return atomicfile.Write(path, stdout, func(w io.Writer) error { return write(w, o) })
}
