package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/puzzle"
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

// TestFromBookFollowsTheTable checks the refusal against the options
// table: every row is a flag of the maze command; every row that shapes
// the maze, the grid kinds' parameters among them, is refused beside
// --from-book, and the drawing rows given all at once (at their defaults)
// are taken.
func TestFromBookFollowsTheTable(t *testing.T) {
	spec := filepath.Join("..", "..", "examples", "activity-book.yaml")
	fs := pflag.NewFlagSet("maze", pflag.ContinueOnError)
	mazeCommand.Flags(fs, &env{})
	args := []string{"maze", "--from-book", spec, "--puzzle", "3", "-o", filepath.Join(t.TempDir(), "m.png")}
	shaping := map[string]bool{}
	for _, op := range puzzle.Table() {
		f := fs.Lookup(op.Name)
		if f == nil {
			t.Errorf("option %s of the table is not a flag of the maze command", op.Name)
			continue
		}
		if op.Drawing {
			args = append(args, "--"+op.Name+"="+f.DefValue)
			continue
		}
		shaping[op.Name] = true
		if err := onlyDrawingFlags(given(t, op.Name)); err == nil || !strings.Contains(err.Error(), "--"+op.Name+" cannot be combined with --from-book") {
			t.Errorf("--%s beside --from-book: %v; want it refused", op.Name, err)
		}
	}
	for _, name := range []string{"wrap", "mask-shape", "mask-text", "mask-base", "symmetry", "unicursal", "image", "radius", "size", "grid", "algo", "seed", "braid", "weave", "doors"} {
		if !shaping[name] {
			t.Errorf("--%s is not a shaping option of the table", name)
		}
	}
	if _, stderr, code := runCLI(t, args...); code != 0 {
		t.Errorf("maze --from-book with every drawing option: exit %d, %q", code, stderr)
	}
}

// given returns a fresh copy of the maze command's flags with only name
// set, to its default (a bool: true).
func given(t *testing.T, name string) *pflag.FlagSet {
	t.Helper()
	fs := pflag.NewFlagSet("maze", pflag.ContinueOnError)
	mazeCommand.Flags(fs, &env{})
	f := fs.Lookup(name)
	v := f.DefValue
	if f.Value.Type() == "bool" {
		v = "true"
	}
	if err := fs.Set(name, v); err != nil {
		t.Fatalf("--%s=%s: %v", name, v, err)
	}
	return fs
}
