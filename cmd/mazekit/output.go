// Output files: their formats, the checks made before any work, and the
// flags recorded in them.

package main

import (
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/mazekit/mazekit/internal/atomicfile"
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

// checkFiles checks, before any work, that every output can be written
// and that no output is another output or an input under another
// spelling (see atomicfile.CheckAll).
func checkFiles(outs, ins []namedFile) error { return cliError(atomicfile.CheckAll(outs, ins)) }

// namedFile is a file and the library field (flag) that names it.
type namedFile = atomicfile.Named

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
	if ext := strings.TrimPrefix(strings.ToLower(filepath.Ext(path)), "."); set && slices.Contains(valid, f) && slices.Contains(valid, ext) && render.FileKind(ext) != render.FileKind(f) {
		return "", usagef("--format %s: -o %s names a %s file; drop --format or change the extension", f, path, ext)
	}
	switch {
	case slices.Contains(valid, f):
		return f, nil
	case set || path == "-":
		return "", unknownf(f, valid, "--format %q: unknown format (valid: %s)", f, list)
	}
	return "", unknownf(f, valid, "-o %s: unknown extension .%s (valid: %s)", path, f, list)
}
