package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

// TestFromBookRefusesShapingFlags gives every flag of the maze command, in
// turn, beside --from-book: a flag that does not only change the drawing
// must be refused with one line naming it, never silently ignored.
func TestFromBookRefusesShapingFlags(t *testing.T) {
	spec := filepath.Join("..", "..", "examples", "activity-book.yaml")
	var maze *command
	for _, c := range commands() {
		if c.Name == "maze" {
			maze = c
		}
	}
	fs := pflag.NewFlagSet("maze", pflag.ContinueOnError)
	maze.Flags(fs, &env{})
	refused := 0
	fs.VisitAll(func(f *pflag.Flag) {
		if drawingFlag(f.Name) || f.Name == "help" {
			return
		}
		arg := "--" + f.Name
		if f.Value.Type() != "bool" {
			v := f.DefValue
			if v == "" || v == "[]" {
				v = "2"
			}
			arg += "=" + v
		}
		_, stderr, code := runCLI(t, "maze", "--from-book", spec, "--puzzle", "3", arg, "-o", filepath.Join(t.TempDir(), "m.png"))
		if code != 2 || !strings.Contains(stderr, "--"+f.Name+" cannot be combined with --from-book") || strings.Count(stderr, "\n") > 1 {
			t.Errorf("maze --from-book with %s: exit %d, %q; want exit 2 and one line refusing --%s", arg, code, stderr, f.Name)
		}
		refused++
	})
	if refused < 20 {
		t.Errorf("only %d flags were tried", refused)
	}
	for _, arg := range []string{"--solution", "--cell=12", "--title=Puzzle 3"} {
		if _, stderr, code := runCLI(t, "maze", "--from-book", spec, "--puzzle", "3", arg, "-o", filepath.Join(t.TempDir(), "m.png")); code != 0 {
			t.Errorf("maze --from-book with %s: exit %d, %q", arg, code, stderr)
		}
	}
}
