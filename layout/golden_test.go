package layout

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/preflight"
	"github.com/mazekit/mazekit/render"
)

var update = flag.Bool("update", false, "rewrite golden files")

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if string(want) != got {
		t.Errorf("%s changed (go test -update rewrites it); got:\n%s", path, got)
	}
}

// TestGoldenBookPages checks every page of a small book with each section
// kind, a handout sheet and bleed, as scene text.
func TestGoldenBookPages(t *testing.T) {
	for name, spec := range map[string]string{
		"kinds": `title: Golden
author: Tester
seed: 3
paper: a5
sections:
  - title: Small mazes
    count: 2
    size: 5x5
    per_page: 2
  - kind: cat
    moves: 1
    count: 1
    per_page: 1
    size: 7x7
  - kind: 10print
    count: 1
    size: 6x4
  - kind: maze-ca
    count: 1
    size: 10x8
`,
		"bleed": "seed: 4\npaper: 6x9\nbleed: true\ntitle_page: false\nsections:\n  - count: 1\n    size: 4x4\n",
	} {
		s := mustParse(t, spec)
		b, err := New(s, 1)
		if err != nil {
			t.Fatal(err)
		}
		for i, pg := range bookDocument(t, b).Pages {
			head := fmt.Sprintf("sheet %.2f %.2f", pg.W, pg.H)
			if pg.Trim != nil {
				head += fmt.Sprintf(" trim %.2f %.2f %.2f %.2f", pg.Trim.X, pg.Trim.Y, pg.Trim.W, pg.Trim.H)
			}
			golden(t, fmt.Sprintf("book-%s-%02d.txt", name, i+1), head+"\n"+pg.Scene.String())
		}
	}
	s, err := Preset("handout", 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Seed = 9
	b, err := New(s, 1)
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "handout-01.txt", bookDocument(t, b).Pages[0].Scene.String())
}

// TestCatsPreset makes the cat book: every puzzle a cat board, harder
// section by section, every one in the key, and the print rules kept.
func TestCatsPreset(t *testing.T) {
	s, err := Preset("cats", 0)
	if err != nil {
		t.Fatal(err)
	}
	want := 40
	if testing.Short() {
		shortSections(s, 4)
		want = 4 * len(s.Sections)
	}
	b, pdf := buildPDF(t, s, 0)
	keyed := 0
	for _, pg := range b.Pages {
		if pg.Kind == PageKey {
			keyed += len(pg.Puzzles)
		}
	}
	if keyed != len(b.Puzzles) || len(b.Puzzles) != want {
		t.Errorf("%d puzzles, %d in the key; want %d and all", len(b.Puzzles), keyed, want)
	}
	for _, p := range b.Puzzles {
		c, ok := p.Body.(*CatBody)
		if !ok {
			t.Fatalf("puzzle %d is a %T, not a cat board", p.Number, p.Body)
		}
		if want := s.Sections[p.Section].Moves; c.Puzzle.K != want {
			t.Errorf("puzzle %d takes %d blocks, its section %d", p.Number, c.Puzzle.K, want)
		}
	}
	rep, err := preflight.Check(pdf)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range rep.Problems {
		if testing.Short() && strings.Contains(p, "at least 24") {
			continue // the short book is too thin to bind; the full one is not
		}
		t.Errorf("the cat book breaks print rules:\n%s", rep)
		break
	}
}

// bookDocument lays b out, failing the test on an error.
func bookDocument(t *testing.T, b *Book) *render.Document {
	t.Helper()
	d, err := b.Document(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return d
}
