package layout

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/pdfread"
	"github.com/mazekit/mazekit/internal/pdftest"
	"github.com/mazekit/mazekit/preflight"
)

func mustParse(t *testing.T, y string) *Spec {
	t.Helper()
	s, err := Parse([]byte(y), "t.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestPaperSizes reads back the page size of books on every built-in paper,
// custom sizes and landscape.
func TestPaperSizes(t *testing.T) {
	tests := []struct {
		paper, orient string
		w, h          float64
	}{
		{"letter", "portrait", 612, 792},
		{"legal", "portrait", 612, 1008},
		{"a3", "portrait", 841.89, 1190.55},
		{"a4", "landscape", 841.89, 595.28},
		{"a5", "portrait", 419.53, 595.28},
		{"6x9", "portrait", 432, 648},
		{"8x10", "landscape", 720, 576},
		{"8.5x11", "portrait", 612, 792},
		{"150x200mm", "portrait", 425.20, 566.93},
		{"7x7in", "portrait", 504, 504},
		{"400x500pt", "landscape", 500, 400},
	}
	for _, tt := range tests {
		t.Run(tt.paper+"-"+tt.orient, func(t *testing.T) {
			s := mustParse(t, fmt.Sprintf("paper: %s\norientation: %s\nsections:\n  - count: 2\n    size: 6x6\n", tt.paper, tt.orient))
			_, pdf := buildPDF(t, s, 0)
			rep, err := preflight.Check(pdf)
			if err != nil {
				t.Fatal(err)
			}
			if math.Abs(rep.MediaW-tt.w) > 0.01 || math.Abs(rep.MediaH-tt.h) > 0.01 {
				t.Errorf("page is %.2f x %.2f pt, want %.2f x %.2f", rep.MediaW, rep.MediaH, tt.w, tt.h)
			}
			if rep.HasTrimBox {
				t.Error("TrimBox set on a book without bleed")
			}
			for _, p := range rep.Problems {
				if !strings.Contains(p, "at least 24") {
					t.Error(p)
				}
			}
		})
	}
}

// TestGutterAlternates checks that the wide inside margin is on the left of
// odd (right-hand) pages and on the right of even pages, and that it grows
// with the page count.
func TestGutterAlternates(t *testing.T) {
	s := mustParse(t, "margin: 0.25in\nsections:\n  - count: 200\n    size: 6x6\n")
	b, err := New(s, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Pages) <= 150 {
		t.Fatalf("%d pages; the test wants more than 150", len(b.Pages))
	}
	want := preflight.MinInsideMargin(len(b.Pages))
	x1, _, w1, _ := b.content(1)
	x2, _, w2, _ := b.content(2)
	if x1 != want || b.trimW-x1-w1 != 0.25*Inch {
		t.Errorf("odd page: left %.1f right %.1f pt, want %.1f and 18", x1, b.trimW-x1-w1, want)
	}
	if x2 != 0.25*Inch || b.trimW-x2-w2 != want {
		t.Errorf("even page: left %.1f right %.1f pt, want 18 and %.1f", x2, b.trimW-x2-w2, want)
	}
	var buf bytes.Buffer
	if err := b.WritePDF(context.Background(), &buf, nil); err != nil {
		t.Fatal(err)
	}
	rep, err := preflight.Check(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Problems) > 0 {
		t.Errorf("a %d-page book breaks print rules:\n%s", rep.Pages, rep)
	}
}

// TestLongTextStaysOnPage gives a book titles far too long for its page
// and checks that nothing runs into the margins.
func TestLongTextStaysOnPage(t *testing.T) {
	long := strings.Repeat("Extraordinarily ", 12)
	s := mustParse(t, fmt.Sprintf(`
title: %[1]s
subtitle: %[1]s
author: %[1]s
paper: 6x9
orientation: landscape
sections:
  - title: %[1]s
    section_page: true
    count: 24
    size: 8x8
    per_page: 4
`, long))
	_, pdf := buildPDF(t, s, 0)
	rep, err := preflight.Check(pdf)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range rep.Problems {
		if !strings.Contains(p, "at least 24") {
			t.Error(p)
		}
	}
	p := filepath.Join(t.TempDir(), "long.pdf")
	os.WriteFile(p, pdf, 0o644)
	text := pdftest.Tool(t, "pdftotext", "-f", "1", "-l", "1", p, "-")
	if !strings.Contains(text, "Extraordinarily") {
		t.Errorf("title page lost its title:\n%s", text)
	}
}

// TestSectionStyle checks that a section's wall width and colours reach the
// page and that the key keeps its own wall width.
func TestSectionStyle(t *testing.T) {
	s := mustParse(t, `
sections:
  - count: 2
    size: 8x8
    style:
      wall_width: 2.5
      wall_color: "#1a237e"
      solution_color: navy
answer_key:
  wall_width: 1
`)
	b, pdf := buildPDF(t, s, 0)
	var page, key string
	for i, pg := range b.Pages {
		c := pageContent(t, pdf, i+1)
		switch pg.Kind {
		case PagePuzzles:
			page += c
		case PageKey:
			// gofpdf starts each page by restating the last page's line
			// width; what the key draws comes after.
			_, after, _ := strings.Cut(c, " w\n")
			key += after
		}
	}
	has := func(content, op string) bool {
		return regexp.MustCompile(`(^|\s)` + regexp.QuoteMeta(op) + `\b`).MatchString(content)
	}
	for _, want := range []string{"2.50 w", "0.102 0.137 0.494 RG"} {
		if !has(page, want) {
			t.Errorf("puzzle pages lack %q", want)
		}
	}
	if !has(key, "1.00 w") || has(key, "2.50 w") {
		t.Error("the key does not draw its walls at answer_key.wall_width")
	}
	if !strings.Contains(key, "0.063 0.094 0.251 RG") {
		t.Error("the key does not draw the solution in the section's solution_color")
	}
}

// pageContent returns the decoded content stream of page n of a PDF.
func pageContent(t *testing.T, pdf []byte, n int) string {
	t.Helper()
	f, err := pdfread.Open(pdf)
	if err != nil {
		t.Fatal(err)
	}
	pages := f.Pages()
	if n > len(pages) {
		t.Fatalf("page %d of %d", n, len(pages))
	}
	c, ok := f.Content(pages[n-1])
	if !ok {
		t.Fatal("content cannot be read")
	}
	return string(c)
}

// TestMaskSections takes shapes in turn and names them in captions.
func TestMaskSections(t *testing.T) {
	s := mustParse(t, "seed: 4\nsections:\n  - grid: mask\n    shape: [heart, star]\n    size: 16x16\n    count: 4\n    order: as-generated\n  - grid: mask\n    text: HI\n    base: hex\n    size: 20x10\n    count: 1\n")
	b, err := New(s, 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range b.Puzzles {
		got = append(got, p.kindName("en"))
	}
	if want := "Heart Star Heart Star Letters"; strings.Join(got, " ") != want {
		t.Errorf("captions name %v, want %s", got, want)
	}
}

// TestHandoutEvenDifficulty checks that handout sheets are close in
// difficulty: the kept mazes span less than the candidates did.
func TestHandoutEvenDifficulty(t *testing.T) {
	s, err := Preset("handout", 20)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := Puzzles(s, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 40 {
		t.Fatalf("%d mazes, want 40", len(ps))
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for i, p := range ps {
		lo, hi = min(lo, p.Stats.Difficulty), max(hi, p.Stats.Difficulty)
		if p.Number != i+1 || p.Sheet != i/2+1 {
			t.Errorf("maze %d: number %d sheet %d", i, p.Number, p.Sheet)
		}
	}
	if hi > 1.3*lo {
		t.Errorf("difficulty from %.1f to %.1f: sheets are not of the same difficulty", lo, hi)
	}
}

// TestSameBytesAnyCores makes the default book (every section, fewer
// puzzles under -short) with GOMAXPROCS 1 and 2 and twice in a row, and
// wants identical bytes.
func TestSameBytesAnyCores(t *testing.T) {
	var out [][]byte
	for _, procs := range []int{1, 2, 2} {
		old := runtime.GOMAXPROCS(procs)
		_, pdf := buildPDF(t, activityBook(t), 0)
		runtime.GOMAXPROCS(old)
		out = append(out, pdf)
	}
	if !bytes.Equal(out[0], out[1]) || !bytes.Equal(out[1], out[2]) {
		t.Error("the default book's bytes depend on the number of cores or the run")
	}
}

// TestImpossibleLayouts wants a clear error, never an unreadable page.
func TestImpossibleLayouts(t *testing.T) {
	for _, tt := range []struct{ yaml, want string }{
		// A 200x200 maze in a slot about an inch wide, and alone on the page.
		{"paper: 4x4in\nmargin: 0.25in\nsections:\n  - size: 200x200\n    per_page: 9\n", "too dense to print even one to a page"},
		{"paper: a5\nmargin: 3in\n", "margins leave 0.00 x 1.77 in for puzzles"},
		{"paper: 2x2in\n", "want at least 1.5 in each way"},
		{"paper: a5\nmargin: 2in\nsections:\n  - size: 120x120\n    per_page: 9\n", "too dense"},
		{"handout:\n  per_sheet: 4\nsections:\n  - size: 150x150\n", "too dense for 4 per sheet"},
	} {
		s := mustParse(t, tt.yaml)
		if _, err := New(s, 0); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: error %v, want %q", tt.yaml, err, tt.want)
		}
	}
}

// hundredYAML is a 100-puzzle Letter book with a key: the size target is
// under 5 MB and under 5 s.
const hundredYAML = `
title: One Hundred Mazes
seed: 100
sections:
  - count: 25
    size: 10x10..16x16
    per_page: 2
  - count: 25
    grid: hex
    size: 12x10..18x16
    per_page: 2
  - count: 25
    size: 20x26..28x36
    algorithm: [wilson, dfs]
  - count: 25
    grid: planar
    size: 16x20
    cells: 300..500
`

func TestHundredPuzzleBook(t *testing.T) {
	if testing.Short() {
		t.Skip("makes a 95-page book")
	}
	b, pdf := buildPDF(t, mustParse(t, hundredYAML), 0)
	if len(b.Puzzles) != 100 {
		t.Fatalf("%d puzzles, want 100", len(b.Puzzles))
	}
	if len(pdf) > 5<<20 {
		t.Errorf("the book is %d bytes, want under 5 MB", len(pdf))
	}
	rep, err := preflight.Check(pdf)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range rep.Problems {
		t.Error(p)
	}
	// Every puzzle has its answer in the key.
	keyed := map[*Puzzle]bool{}
	for _, pg := range b.Pages {
		if pg.Kind == PageKey {
			for _, p := range pg.Puzzles {
				keyed[p] = true
			}
		}
	}
	for _, p := range b.Puzzles {
		if !keyed[p] {
			t.Errorf("puzzle %d is not in the key", p.Number)
		}
	}
}

// BenchmarkHundredPuzzleBook makes the 100-puzzle Letter book with its key.
func BenchmarkHundredPuzzleBook(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s, err := Parse([]byte(hundredYAML), "hundred.yaml")
		if err != nil {
			b.Fatal(err)
		}
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
