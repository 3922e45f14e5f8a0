package main

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/mazekit/mazekit/render"
	"github.com/spf13/pflag"
)

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

// outputFormat picks the format of a maze from --format or the file's
// extension.
func outputFormat(path, format string, formatSet bool) (string, error) {
	return formatOf(path, format, formatSet, render.FormatNames(false))
}

// formatOf picks the format from --format (when given, or for -) or the
// file's extension: one of valid.
func formatOf(path, format string, set bool, valid []string) (string, error) {
	list := strings.Join(valid, ", ")
	f := format
	if !set && path != "-" {
		f = strings.TrimPrefix(strings.ToLower(filepath.Ext(path)), ".")
		if f == "" {
			return "", usagef("-o %s: no file extension; add one of %s or give --format", path, list)
		}
	}
	switch {
	case slices.Contains(valid, f):
		return f, nil
	case set || path == "-":
		return "", usagef("--format %q: unknown format (valid: %s)", f, list)
	}
	return "", usagef("-o %s: unknown extension .%s (valid: %s)", path, f, list)
}

// writePictureList lists palettes and paper sizes for 'mazekit list'.
func writePictureList(w io.Writer) {
	fmt.Fprintf(w, "\nPalettes:\n  %s\n", strings.Join(render.PaletteNames(), ", "))
	fmt.Fprintln(w, "\nPaper sizes (PDF):")
	for _, p := range render.Papers() {
		fmt.Fprintf(w, "  %-8s %6.1f x %6.1f mm\n", p.Name, p.W/72*25.4, p.H/72*25.4)
	}
}
