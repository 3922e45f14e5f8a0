package layout

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/pdftest"
	"github.com/mazekit/mazekit/preflight"
	"github.com/mazekit/mazekit/topology"
)

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, yaml, want string
	}{
		{"unknown field", "title: x\ncolour: red\n", "book.yaml:2: colour: unknown field"},
		{"wrong type", "seed: abc\n", "book.yaml:1: seed: want a whole number"},
		{"per_page", "sections:\n  - count: 4\n    per_page: 5\n", "book.yaml:3: sections[0].per_page: 5 is not one of 1, 2, 4, 6, 9"},
		{"bad grid", "sections:\n  - grid: dodecahedron\n", "book.yaml:2: sections[0].grid: \"dodecahedron\" is not one of"},
		{"bad algorithm", "sections:\n  - algorithm: [dfs, magic]\n", "sections[0].algorithm: \"magic\": unknown algorithm (valid: "},
		{"unknown algorithm on hex", "sections:\n  - grid: hex\n    algorithm: nosuch\n", "book.yaml:3: sections[0].algorithm: \"nosuch\": unknown algorithm"},
		{"bad size", "sections:\n  - size: 10by10\n", "book.yaml:2: sections[0].size"},
		{"bad paper", "paper: napkin\n", "book.yaml:1: paper: unknown paper \"napkin\""},
		{"thin walls", "wall_width: 0.3\n", "wall_width: 0.3 pt: want between 0.75"},
		{"key per page", "answer_key:\n  per_page: 5\n", "book.yaml:2: answer_key.per_page: 5 is not one of 4, 6, 9"},
		{"list for scalar", "title: [a, b]\n", "book.yaml:1: title: want a single value"},
		{"malformed", "title: [unclosed\n", "book.yaml"},
		{"count range", "sections:\n  - count: 0\n", ""},
		{"bool type", "bleed: maybe\n", "book.yaml:1: bleed: want true or false"},
		{"handout copies", "handout:\n  copies: 1000\n", "handout.copies: 1000"},
		{"duplicate key", "title: a\nseed: 1\ntitle: b\n", "book.yaml:3: title: given twice (first on line 1)"},
		{"unquoted colour", "sections:\n  - style:\n      wall_color: #336699\n", "book.yaml:3: sections[0].style.wall_color: no value; quote values that start with #, e.g. \"#336699\""},
		{"bad colour", "sections:\n  - style:\n      wall_color: \"#33669\"\n", "book.yaml:3: sections[0].style.wall_color: \"#33669\": want #rrggbb"},
		{"thin section walls", "sections:\n  - style:\n      wall_width: 0.5\n", "book.yaml:3: sections[0].style.wall_width: 0.5 pt: want between 0.75"},
		{"style on a pattern", "sections:\n  - kind: 10print\n    style:\n      wall_width: 2\n", "sections[0].style: applies only to kind letter-maze, maze, number-maze, picture-maze"},
		{"order", "sections:\n  - order: random\n", "book.yaml:2: sections[0].order: \"random\" is not one of difficulty, as-generated"},
		{"order as-generated", "sections:\n  - order: as-generated\n", ""},
		{"order generated", "sections:\n  - order: generated\n", ""},
		{"null title", "title:\n", ""},
		{"shape off mask", "sections:\n  - shape: heart\n", "book.yaml:2: sections[0].shape: applies only to grid mask"},
		{"bad shape", "sections:\n  - grid: mask\n    shape: [heart, moon]\n", "sections[0].shape: \"moon\" (entry 1) is not one of circle, heart, star"},
		{"shape and text", "sections:\n  - grid: mask\n    shape: star\n    text: HI\n", "book.yaml:4: sections[0].text: give shape or text, not both"},
		{"bad base", "sections:\n  - grid: mask\n    base: polar\n", "sections[0].base: \"polar\" is not one of rect, hex, tri"},
		{"sections not a list", "sections: 3\n", "book.yaml:1: sections: want a list"},
		{"section not a mapping", "sections:\n  - 3\n", "book.yaml:2: sections[0]: want a mapping"},
		{"count range", "sections:\n  - count: 5000\n", "book.yaml:2: sections[0].count: 5000: want between 1 and 1000"},
		{"float for int", "sections:\n  - count: 2.5\n", "book.yaml:2: sections[0].count: want a whole number, got \"2.5\""},
		{"negative seed", "seed: -1\n", "book.yaml:1: seed: want a whole number from 0"},
		{"orientation", "orientation: sideways\n", "book.yaml:1: orientation: \"sideways\" is not one of portrait, landscape"},
		{"margin", "margin: 1cubit\n", "book.yaml:1: margin"},
		{"braid", "sections:\n  - braid: 2\n", "book.yaml:2: sections[0].braid: 2: must be between 0 and 1"},
		{"algorithm on wrong grid", "sections:\n  - grid: hex\n    algorithm: sidewinder\n", "book.yaml:3: sections[0].algorithm: \"sidewinder\": runs only on rect grids, not hex"},
		{"tabs", "title: a\n\tseed: 1\n", "book.yaml"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte(tt.yaml), "book.yaml")
			if tt.want == "" {
				if err != nil {
					t.Fatalf("unexpected error %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %v, want it to contain %q", err, tt.want)
			}
		})
	}
}

func TestLengthsAndPapers(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want float64
	}{{"1in", 72}, {"25.4mm", 72}, {"9pt", 9}, {"2", 2}} {
		got, err := ParseLength(tt.in)
		if err != nil || (got-tt.want) > 1e-9 || (tt.want-got) > 1e-9 {
			t.Errorf("ParseLength(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
	for _, tt := range []struct {
		in   string
		w, h float64
	}{{"letter", 612, 792}, {"6x9", 432, 648}, {"210x297mm", 595.28, 841.89}, {"5.5x8.5in", 396, 612}} {
		w, h, err := ParsePaper(tt.in)
		if err != nil || abs(w-tt.w) > 0.01 || abs(h-tt.h) > 0.01 {
			t.Errorf("ParsePaper(%q) = %v x %v, %v; want %v x %v", tt.in, w, h, err, tt.w, tt.h)
		}
	}
	if _, _, err := ParsePaper("0x0mm"); err == nil {
		t.Error("ParsePaper accepted 0x0mm")
	}
	for _, tt := range []struct {
		pages int
		want  float64
	}{{24, 27}, {150, 27}, {151, 36}, {300, 36}, {301, 45}, {500, 45}, {501, 54}, {700, 54}, {701, 63}, {828, 63}} {
		if got := preflight.MinInsideMargin(tt.pages); got != tt.want {
			t.Errorf("preflight.MinInsideMargin(%d) = %v, want %v", tt.pages, got, tt.want)
		}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

func buildPDF(t *testing.T, s *Spec, workers int) (*Book, []byte) {
	t.Helper()
	b, err := New(s, workers)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := b.WritePDF(context.Background(), &buf, nil); err != nil {
		t.Fatal(err)
	}
	return b, buf.Bytes()
}

func TestDefaultBook(t *testing.T) {
	s := activityBook(t)
	b, pdf := buildPDF(t, s, 0)
	if len(b.Pages) < 24 {
		t.Errorf("default book has %d pages, want at least 24", len(b.Pages))
	}
	rep, err := preflight.Check(pdf)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Problems) > 0 || rep.Pages != len(b.Pages) || rep.MediaW != 612 || rep.MediaH != 792 {
		t.Errorf("check report:\n%s", rep)
	}
	// Every puzzle is on the page it says, in order, and the key follows.
	last := 0
	for _, p := range b.Puzzles {
		pg := b.Pages[p.Page-1]
		if pg.Kind != PagePuzzles || !slices.Contains(pg.Puzzles, p) {
			t.Fatalf("puzzle %d is not on its page %d", p.Number, p.Page)
		}
		if p.Page < last {
			t.Fatalf("puzzle %d comes before the puzzle ahead of it", p.Number)
		}
		last = p.Page
	}
	// The whole book is ordered easy to hard (product_test.go holds it in
	// more detail).
	for i := 1; i < len(b.Puzzles); i++ {
		a, c := b.Puzzles[i-1], b.Puzzles[i]
		if a.Stats.Difficulty > c.Stats.Difficulty {
			t.Errorf("puzzles %d and %d are out of difficulty order", a.Number, c.Number)
		}
	}
	p := filepath.Join(t.TempDir(), "book.pdf")
	os.WriteFile(p, pdf, 0o644)
	pdftest.Check(t, p)
	// The key labels every puzzle with its number and page.
	text := pdftest.Tool(t, "pdftotext", "-layout", p, "-")
	for _, pz := range b.Puzzles {
		if want := "Puzzle " + itoa(pz.Number) + " · page " + itoa(pz.Page); !strings.Contains(text, want) {
			t.Errorf("key lacks %q", want)
		}
		// No puzzle's seed is printed: the copyright page names the
		// book's, which remakes them all.
		if n := strings.Count(text, strconv.FormatUint(pz.Seed, 10)); n != 0 {
			t.Errorf("seed of puzzle %d printed %d times, want 0", pz.Number, n)
		}
	}
}

func itoa(i int) string { return strconv.Itoa(i) }

func TestReproducibleAcrossWorkers(t *testing.T) {
	s1, s2 := activityBook(t), activityBook(t)
	_, a := buildPDF(t, s1, 1)
	_, b := buildPDF(t, s2, 4)
	if !bytes.Equal(a, b) {
		t.Error("1 and 4 workers gave different books")
	}
}

func TestBleed(t *testing.T) {
	s, err := Parse([]byte("paper: 6x9\nbleed: true\nsections:\n  - count: 30\n    size: 8x8\n"), "b.yaml")
	if err != nil {
		t.Fatal(err)
	}
	_, pdf := buildPDF(t, s, 0)
	rep, err := preflight.Check(pdf)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.HasTrimBox || abs(rep.TrimW-432) > 0.01 || abs(rep.TrimH-648) > 0.01 || abs(rep.MediaW-441) > 0.01 || abs(rep.MediaH-666) > 0.01 {
		t.Errorf("bleed boxes wrong:\n%s", rep)
	}
	if len(rep.Problems) > 0 {
		t.Errorf("problems:\n%s", rep)
	}
}

func TestHandout(t *testing.T) {
	s, err := Preset("handout", 5)
	if err != nil {
		t.Fatal(err)
	}
	b, pdf := buildPDF(t, s, 0)
	sheets := 0
	seen := map[uint64]bool{}
	for _, pg := range b.Pages {
		if pg.Kind == PagePuzzles {
			sheets++
		}
	}
	for _, p := range b.Puzzles {
		if seen[p.Seed] {
			t.Errorf("two mazes share seed %d", p.Seed)
		}
		seen[p.Seed] = true
	}
	if sheets != 5 || len(b.Puzzles) != 10 {
		t.Errorf("%d sheets with %d mazes, want 5 and 10", sheets, len(b.Puzzles))
	}
	p := filepath.Join(t.TempDir(), "h.pdf")
	os.WriteFile(p, pdf, 0o644)
	text := pdftest.Tool(t, "pdftotext", p, "-")
	for _, want := range []string{"Name:", "Date:", "Sheet 5", "Sheet 5 · maze 2"} {
		if !strings.Contains(text, want) {
			t.Errorf("handout lacks %q", want)
		}
	}
}

// TestDenseRefusedBeforeCarving: a section of 3D mazes too dense to print
// even one to a page is refused, at the spec's line, before any maze is
// made (they were all carved first).
func TestDenseRefusedBeforeCarving(t *testing.T) {
	s, err := Parse([]byte("sections:\n  - count: 40\n    grid: 3d\n    size: 60x60\n    floors: 8\n"), "d.yaml")
	if err != nil {
		t.Fatal(err)
	}
	made := 0
	_, err = Make(context.Background(), s, &Options{Progress: func(done, total int) { made = done }})
	if err == nil || !strings.HasPrefix(err.Error(), "d.yaml:4: sections[0].size: a 3D maze of this size is too dense") {
		t.Errorf("got %v, want a 'too dense' error at d.yaml:4", err)
	}
	if made > 0 {
		t.Errorf("%d mazes made before the refusal", made)
	}
}

func TestDenseLayouts(t *testing.T) {
	// Nine 40x40 mazes on an A5 page cannot print at 1.5 pt walls: fewer per page, with a warning.
	s, err := Parse([]byte("paper: a5\nsections:\n  - count: 9\n    size: 40x40\n    per_page: 9\n"), "d.yaml")
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(s, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Warnings) == 0 {
		t.Error("no warning for a layout that had to change")
	}
	// A 200x200 maze cannot print on A5 with 3 in margins at all.
	s, err = Parse([]byte("paper: a5\nmargin: 2in\nsections:\n  - count: 1\n    size: 200x200\n    per_page: 9\n"), "d.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := New(s, 0); err == nil || !strings.Contains(err.Error(), "too dense") {
		t.Errorf("impossible layout gave %v, want a 'too dense' error", err)
	}
}

func TestExamples(t *testing.T) {
	files, _ := filepath.Glob("../examples/*.yaml")
	if len(files) < 3 {
		t.Fatalf("found %d example specs, want at least 3", len(files))
	}
	if testing.Short() {
		files = files[:1] // one whole book from a spec; the full run makes them all
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(string(data), "grid: planar") && !slices.Contains(topology.Kinds(), "planar") {
				t.Skip("planar grids are not built in")
			}
			s, err := Parse(data, f)
			if err != nil {
				t.Fatal(err)
			}
			_, pdf := buildPDF(t, s, 0)
			rep, err := preflight.Check(pdf)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range rep.Problems {
				if s.Handout != nil && strings.Contains(p, "at least 24") {
					continue // handouts are loose sheets, not bound books
				}
				t.Errorf("%s: %s", f, p)
			}
		})
	}
}

func TestPuzzleSeed(t *testing.T) {
	seen := map[uint64]bool{}
	for i := 0; i < 1000; i++ {
		s := PuzzleSeed(42, i)
		if seen[s] {
			t.Fatalf("PuzzleSeed repeats at %d", i)
		}
		seen[s] = true
		if PuzzleSeed(42, i) != s {
			t.Fatal("PuzzleSeed is not a pure function")
		}
	}
}

func TestSectionKinds(t *testing.T) {
	spec := `
seed: 5
sections:
  - kind: cat
    moves: 2
    count: 4
    per_page: 4
  - kind: 10print
    count: 2
  - kind: mazectric
    count: 2
    per_page: 2
`
	s, err := Parse([]byte(spec), "k.yaml")
	if err != nil {
		t.Fatal(err)
	}
	b, pdf := buildPDF(t, s, 0)
	keyed := 0
	for _, pg := range b.Pages {
		if pg.Kind == PageKey {
			for _, p := range pg.Puzzles {
				keyed++
				if _, ok := p.Body.(*TenPrintBody); ok {
					t.Error("a colouring page has an answer in the key")
				}
			}
		}
	}
	if keyed != 6 {
		t.Errorf("%d answers in the key, want 6 (4 cats, 2 automata)", keyed)
	}
	for _, p := range b.Puzzles {
		if c, ok := p.Body.(*CatBody); ok && (c.Puzzle.K != 2 || len(c.Puzzle.Line) != 2) {
			t.Errorf("cat puzzle %d: K %d line %v", p.Number, c.Puzzle.K, c.Puzzle.Line)
		}
	}
	rep, err := preflight.Check(pdf)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range rep.Problems {
		if !strings.Contains(p, "at least 24") {
			t.Error(p)
		}
	}
	for _, bad := range []struct{ yaml, want string }{
		{"sections:\n  - kind: cat\n    moves: 9\n", "sections[0].moves: 9"},
		{"sections:\n  - kind: cat\n    size: 20x20\n", "cat boards are from 5x5 to 128 cells"},
		{"sections:\n  - kind: poem\n", "is not one of 10print, cat, labyrinth, letter-maze, maze, maze-ca, mazectric, number-maze"},
		{"sections:\n  - moves: 2\n", ""},
	} {
		_, err := Parse([]byte(bad.yaml), "k.yaml")
		if bad.want == "" {
			continue
		}
		if err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%q: error %v, want %q", bad.yaml, err, bad.want)
		}
	}
}

// BenchmarkBook makes the default book: puzzles, layout and PDF.
func BenchmarkBook(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s, _ := Preset("activity", 0)
		bk, err := New(s, 0)
		if err != nil {
			b.Fatal(err)
		}
		var buf bytes.Buffer
		if err := bk.WritePDF(context.Background(), &buf, nil); err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(buf.Len()), "bytes")
	}
}
