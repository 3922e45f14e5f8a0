package serve

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/pdftest"
)

var seedText = regexp.MustCompile(`(?:seed|Sheet) (\d+)`)

// seeds are the puzzle seeds printed on a page, in order, or on a handout,
// which prints no seeds, the sheet numbers.
func seeds(text string) []string {
	var out []string
	for _, m := range seedText.FindAllStringSubmatch(text, -1) {
		out = append(out, m[1])
	}
	return out
}

// Every page the preview shows is that page of the download: the same
// puzzles (by their printed seeds) for a handout of many copies and for a
// book, and the preview says how many pages there are.
func TestPreviewIsPrint(t *testing.T) {
	s := New(Limits{})
	dir := t.TempDir()
	for _, c := range []struct{ name, query string }{
		{"handout", "/api/handout?title=Spring+mazes&age=5-6&pictures=bee&seed=313158445&copies=25"},
		{"handout-per-2", "/api/handout?seed=77&copies=6&per=2&difficulty=hard"},
		{"book", "/api/book?seed=5&sec=kind:maze,count:4,size:8x8..10x10,per:2&sec=kind:maze,grid:hex,count:3,size:6x6"},
	} {
		pdf := call(s, "GET", c.query+"&format=pdf")
		if pdf.Code != 200 {
			t.Fatalf("%s pdf: %d %s", c.name, pdf.Code, pdf.Body)
		}
		path := filepath.Join(dir, c.name+".pdf")
		os.WriteFile(path, pdf.Body.Bytes(), 0o644)
		info := pdftest.Tool(t, "pdfinfo", path)
		m := regexp.MustCompile(`(?m)^Pages:\s+(\d+)$`).FindStringSubmatch(info)
		if m == nil {
			t.Fatalf("%s: no page count in %s", c.name, info)
		}
		pages, _ := strconv.Atoi(m[1])
		first := call(s, "GET", c.query+"&format=svg")
		if first.Code != 200 || first.Header().Get("X-Pages") != m[1] {
			t.Fatalf("%s preview: %d, X-Pages %q, want %d pages", c.name, first.Code, first.Header().Get("X-Pages"), pages)
		}
		compared := 0
		for n := 1; n <= pages; n++ {
			if testing.Short() && compared >= 2 && n < pages {
				continue // in -short the first two pages of puzzles and the last page
			}
			want := seeds(pdftest.Tool(t, "pdftotext", "-f", fmt.Sprint(n), "-l", fmt.Sprint(n), path, "-"))
			if len(want) == 0 {
				continue // a page without puzzles (contents, a cover)
			}
			w := call(s, "GET", fmt.Sprintf("%s&format=svg&page=%d", c.query, n))
			if w.Code != 200 || w.Header().Get("X-Page") != fmt.Sprint(n) {
				t.Fatalf("%s preview of page %d: %d, X-Page %q", c.name, n, w.Code, w.Header().Get("X-Page"))
			}
			if got := seeds(w.Body.String()); !slices.Equal(got, want) {
				t.Errorf("%s page %d: the preview shows seeds %v, the PDF %v", c.name, n, got, want)
			}
			compared++
		}
		if compared < 2 {
			t.Errorf("%s: only %d pages with puzzles compared", c.name, compared)
		}
		// The default preview is the first page of puzzles, page 1 of a handout.
		if c.name == "handout" && first.Header().Get("X-Page") != "1" {
			t.Errorf("handout preview opens on page %s, not sheet 1", first.Header().Get("X-Page"))
		}
		if !strings.Contains(first.Header().Get("Content-Type"), "svg") {
			t.Errorf("%s preview type %q", c.name, first.Header().Get("Content-Type"))
		}
	}
}
