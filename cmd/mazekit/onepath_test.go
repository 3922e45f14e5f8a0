package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/layout"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/serve"
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

// TestBookSectionIsMazeCommand makes the maze of a book section, the maze
// the maze command makes from the same options and the puzzle's seed, and
// the page's (/api/maze) when it offers those options: the JSON files are
// the same bytes, for options only the maze command took before (doors,
// symmetry, mode) as for the others.
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
		// The page asks /api/maze with the same options, when it offers
		// them all (the table's Web column).
		q, web := url.Values{"seed": {seed}, "format": {"json"}}, true
		f := strings.Fields(c.flags)
		for i := 0; i+1 < len(f); i += 2 {
			name := strings.TrimPrefix(f[i], "--")
			op, _ := puzzle.LookupOption(name)
			web = web && op.Web
			q.Set(name, f[i+1])
		}
		if !web {
			continue
		}
		w := httptest.NewRecorder()
		serve.New(serve.Limits{}).ServeHTTP(w, httptest.NewRequest("GET", "/api/maze?"+q.Encode(), nil))
		if w.Code != 200 || !bytes.Equal(w.Body.Bytes(), b) {
			t.Errorf("/api/maze?%s: status %d, and a maze other than maze %s's:\n%.300s\n%.300s", q.Encode(), w.Code, c.flags, w.Body, b)
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
		// notPage: the page words this refusal its own way, for it offers
		// less (not every algorithm).
		notPage bool
	}{
		{option: "braid", fields: "braid: 1.5", flags: "--braid 1.5"},
		{option: "braid", fields: "weave: 0.3\nbraid: 0.2", flags: "--weave 0.3 --braid 0.2"},
		{option: "symmetry", fields: "symmetry: spin", flags: "--symmetry spin"},
		{option: "mode", fields: "algorithm: growing-tree\nmode: sideways", flags: "--algo growing-tree --mode sideways"},
		{option: "doors", fields: "doors: sideways", flags: "--doors sideways"},
		{option: "algo", fields: "algorithm: magic", flags: "--algo magic", notPage: true},
		{option: "algo", fields: "grid: hex\nalgorithm: sidewinder", flags: "--grid hex --algo sidewinder"},
		{option: "min-room", fields: "min_room: 3", flags: "--min-room 3"},
		{option: "braid", fields: "symmetry: mirror-x\nbraid: 0.2", flags: "--symmetry mirror-x --braid 0.2"},
		{option: "weave", fields: "weave: 2", flags: "--weave 2"},
		{option: "braid", fields: "braid: abc", flags: "--braid abc"},
		{option: "min-room", fields: "algorithm: division\nmin_room: x", flags: "--algo division --min-room x"},
		{option: "unicursal", fields: "unicursal: maybe", flags: "--unicursal=maybe"},
		{option: "doors", fields: "grid: mask\nshape: heart\nsize: 12x12\ndoors: \"3,9\"", flags: "--grid mask --mask-shape heart --size 12x12 --doors 3,9"},
		{option: "size", fields: "algorithm: quadtree\nsize: 12x12", flags: "--algo quadtree --size 12x12", notPage: true},
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
		// The page's API, for the options it offers, says it after the
		// query parameter's name.
		q, web := url.Values{"seed": {"1"}, "format": {"json"}}, true
		for _, arg := range strings.Fields(c.flags) {
			if name, ok := strings.CutPrefix(arg, "--"); ok {
				name, v, _ := strings.Cut(name, "=")
				op, _ := puzzle.LookupOption(name)
				web = web && op.Web
				q.Set(name, v)
			} else {
				for name := range q {
					if q.Get(name) == "" {
						q.Set(name, arg)
					}
				}
			}
		}
		if !web || c.notPage {
			continue
		}
		w := httptest.NewRecorder()
		serve.New(serve.Limits{}).ServeHTTP(w, httptest.NewRequest("GET", "/api/maze?"+q.Encode(), nil))
		var e struct{ Error string }
		_ = json.Unmarshal(w.Body.Bytes(), &e)
		pageSentence, ok := strings.CutPrefix(e.Error, c.option+": ") // a rule on giving it
		if !ok {
			pageSentence, ok = strings.CutPrefix(e.Error, c.option+" ") // a rule on its value
		}
		if w.Code != 400 || !ok || pageSentence != flagSentence {
			t.Errorf("/api/maze?%s: %d %q; want %s followed by %q", q.Encode(), w.Code, e.Error, c.option, flagSentence)
		}
	}
}
