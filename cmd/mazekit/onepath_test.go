package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/layout"
	"github.com/mazekit/mazekit/puzzle"
)

// bookSpec writes a one-section book spec of seed 7 whose section has the
// given YAML fields, and returns its path.
func bookSpec(t *testing.T, dir, fields string) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("seed: 7\nsections:\n  - count: 1\n")
	for _, line := range strings.Split(fields, "\n") {
		b.WriteString("    " + line + "\n")
	}
	path := filepath.Join(dir, "book.yaml")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestBookSectionIsMazeCommand makes the maze of a book section and the
// maze the maze command makes from the same options and the puzzle's seed:
// the two JSON files are the same bytes, for options only the maze
// command took before (doors, symmetry, mode) as for the others.
func TestBookSectionIsMazeCommand(t *testing.T) {
	seed := fmt.Sprint(layout.PuzzleSeed(7, 0))
	for _, c := range []struct{ fields, flags string }{
		{"size: 10x8\nalgorithm: dfs\ndoors: farthest\nbraid: 0.3", "--size 10x8 --algo dfs --doors farthest --braid 0.3"},
		{"size: 9x9\nsymmetry: \"4\"", "--size 9x9 --symmetry 4"},
		{"size: 12x9\nalgorithm: growing-tree\nmode: oldest", "--size 12x9 --algo growing-tree --mode oldest"},
		{"grid: mask\nshape: star\nsize: 14x12", "--grid mask --mask-shape star --size 14x12"},
		{"size: 8x8\nweave: 0.4", "--size 8x8 --weave 0.4"},
		{"grid: hex\nsize: 7x6\nalgorithm: kruskal\ndoors: opposite", "--grid hex --size 7x6 --algo kruskal --doors opposite"},
		{"size: 9x7\nalgorithm: division\nmin_room: 4", "--size 9x7 --algo division --min-room 4"},
	} {
		dir := t.TempDir()
		spec := bookSpec(t, dir, c.fields)
		fromBook, fromFlags := filepath.Join(dir, "book.json"), filepath.Join(dir, "flags.json")
		if _, stderr, code := runCLI(t, "maze", "--from-book", spec, "--puzzle", "1", "-o", fromBook); code != 0 {
			t.Errorf("%q: maze --from-book: exit %d: %s", c.fields, code, stderr)
			continue
		}
		args := append([]string{"maze", "--seed", seed, "-o", fromFlags}, strings.Fields(c.flags)...)
		if _, stderr, code := runCLI(t, args...); code != 0 {
			t.Errorf("%s: exit %d: %s", c.flags, code, stderr)
			continue
		}
		a, _ := os.ReadFile(fromBook)
		b, _ := os.ReadFile(fromFlags)
		if !bytes.Equal(a, b) {
			t.Errorf("section %q and maze %s give different mazes:\n%.300s\n%.300s", c.fields, c.flags, a, b)
		}
	}
}

// TestBookAndFlagsSameSentence gives the same bad value to the maze
// command and to a book section: the two refusals differ only in how they
// spell the option (--braid, or sections[0].braid at its file and line).
func TestBookAndFlagsSameSentence(t *testing.T) {
	for _, c := range []struct {
		option string // the flag the sentence names
		fields string // the section's fields; the maze command gets the same
		flags  string
	}{
		{"braid", "braid: 1.5", "--braid 1.5"},
		{"braid", "weave: 0.3\nbraid: 0.2", "--weave 0.3 --braid 0.2"},
		{"symmetry", "symmetry: spin", "--symmetry spin"},
		{"mode", "algorithm: growing-tree\nmode: sideways", "--algo growing-tree --mode sideways"},
		{"doors", "doors: sideways", "--doors sideways"},
		{"algo", "algorithm: magic", "--algo magic"},
		{"algo", "grid: hex\nalgorithm: sidewinder", "--grid hex --algo sidewinder"},
		{"min-room", "min_room: 3", "--min-room 3"},
		{"braid", "symmetry: mirror-x\nbraid: 0.2", "--symmetry mirror-x --braid 0.2"},
		{"weave", "weave: 2", "--weave 2"},
		{"braid", "braid: abc", "--braid abc"},
		{"min-room", "algorithm: division\nmin_room: x", "--algo division --min-room x"},
		{"unicursal", "unicursal: maybe", "--unicursal=maybe"},
	} {
		dir := t.TempDir()
		spec := bookSpec(t, dir, c.fields)
		_, bookErr, bookCode := runCLI(t, "book", "--spec", spec, "-o", filepath.Join(dir, "b.pdf"))
		args := append([]string{"maze", "--seed", "1", "-o", filepath.Join(dir, "m.svg")}, strings.Fields(c.flags)...)
		_, flagErr, flagCode := runCLI(t, args...)
		if bookCode != 2 || flagCode != 2 {
			t.Errorf("%q: book exit %d, maze exit %d; want 2 and 2\n%s%s", c.fields, bookCode, flagCode, bookErr, flagErr)
			continue
		}
		op, _ := puzzle.LookupOption(c.option)
		flagSpelling := "mazekit: --" + c.option + " "
		_, bookSentence, ok := strings.Cut(strings.TrimSpace(bookErr), "sections[0]."+op.BookKey()+": ")
		if !ok || !strings.HasPrefix(bookErr, "mazekit: "+spec+":") {
			t.Errorf("%q: the book says %q; want %s:LINE: sections[0].%s: …", c.fields, bookErr, spec, op.BookKey())
			continue
		}
		flagSentence, ok := strings.CutPrefix(strings.TrimSpace(flagErr), flagSpelling)
		if !ok {
			t.Errorf("%s: the maze command says %q; want %q…", c.flags, flagErr, flagSpelling)
			continue
		}
		if bookSentence != flagSentence {
			t.Errorf("the same bad value, two sentences:\n book: %s\n maze: %s", bookSentence, flagSentence)
		}
	}
}
