package layout

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/pdftest"
)

const matterSpec = `title: Matter Test
author: Jo Doe
seed: 12
copyright:
  year: 2025
  text: Published by Small Press.
  license: Licensed under CC BY 4.0.
sections:
  - title: Little Squares
    count: 3
    size: 5x5
    per_page: 2
    section_page: true
  - title: Cats Corner
    kind: cat
    count: 2
    per_page: 2
  - title: Hexes
    grid: hex
    count: 2
    size: 5x5
    section_page: true
`

// TestContentsPages reads the contents page back and checks that every
// number is where its section (or the key) really starts, and that the
// front matter is there: copyright text, one how-to page per kind.
func TestContentsPages(t *testing.T) {
	_, pdf := buildPDF(t, mustParse(t, matterSpec), 1)
	p := filepath.Join(t.TempDir(), "b.pdf")
	os.WriteFile(p, pdf, 0o644)
	page := func(n int) string {
		return pdftest.Tool(t, "pdftotext", "-layout", "-f", fmt.Sprint(n), "-l", fmt.Sprint(n), p, "-")
	}
	if c := page(2); !strings.Contains(c, "Copyright © 2025 Jo Doe") || !strings.Contains(c, "Published by Small Press.") || !strings.Contains(c, "CC BY 4.0") {
		t.Errorf("page 2 is not the copyright page:\n%s", c)
	}
	contents := page(3)
	if !strings.Contains(contents, "Contents") {
		t.Fatalf("page 3 is not the contents:\n%s", contents)
	}
	if !strings.Contains(page(4), "How to solve") || !strings.Contains(page(4), "Mazes") || !strings.Contains(page(5), "Trap the cat") || !strings.Contains(page(5), "Example: block") {
		t.Errorf("pages 4 and 5 are not how-to pages for mazes and cats:\n%s\n%s", page(4), page(5))
	}
	line := regexp.MustCompile(`(?m)^\s*(Little Squares|Cats Corner|Hexes|Answer key)\b.*?(\d+)\s*$`)
	found := line.FindAllStringSubmatch(contents, -1)
	if len(found) != 4 {
		t.Fatalf("contents has %d entries, want 4:\n%s", len(found), contents)
	}
	for _, m := range found {
		n, _ := strconv.Atoi(m[2])
		text := page(n)
		switch m[1] {
		case "Cats Corner": // no section page: its first puzzle
			if !strings.Contains(text, "Puzzle 4 ") || strings.Contains(page(n-1), "Trap the cat in") {
				t.Errorf("Cats Corner listed on page %d, which does not start with puzzle 4:\n%s", n, text)
			}
		case "Answer key":
			if !strings.Contains(text, "Answers") || strings.Contains(page(n-1), "Answers") {
				t.Errorf("the key listed on page %d, which is not its first page", n)
			}
		default:
			if !strings.Contains(text, m[1]) || strings.Contains(text, "Puzzle") {
				t.Errorf("%s listed on page %d, which is not its section page:\n%s", m[1], n, text)
			}
		}
	}
}

// TestSeedsModes prints seeds under each puzzle, on a last page or not at
// all; every puzzle can be regenerated from the spec in all three.
func TestSeedsModes(t *testing.T) {
	base := "seed: 21\nsections:\n  - count: 4\n    size: 6x6\n"
	for _, mode := range []string{SeedsCaption, SeedsEnd, SeedsHidden} {
		s := mustParse(t, "seeds: "+mode+"\n"+base)
		b, pdf := buildPDF(t, s, 1)
		p := filepath.Join(t.TempDir(), "b.pdf")
		os.WriteFile(p, pdf, 0o644)
		text := pdftest.Tool(t, "pdftotext", p, "-")
		last := pdftest.Tool(t, "pdftotext", "-f", fmt.Sprint(len(b.Pages)), p, "-")
		again, err := Puzzles(mustParse(t, "seeds: "+mode+"\n"+base), 1)
		if err != nil {
			t.Fatal(err)
		}
		for i, pz := range b.Puzzles {
			seed := strconv.FormatUint(pz.Seed, 10)
			want := map[string]int{SeedsCaption: 2, SeedsEnd: 1, SeedsHidden: 0}[mode]
			if n := strings.Count(text, seed); n != want {
				t.Errorf("seeds %s: seed of puzzle %d printed %d times, want %d", mode, pz.Number, n, want)
			}
			if mode == SeedsEnd && !strings.Contains(last, seed) {
				t.Errorf("seeds end: the last page lacks puzzle %d's seed", pz.Number)
			}
			if again[i].Seed != pz.Seed || again[i].Stats != pz.Stats {
				t.Errorf("seeds %s: puzzle %d does not regenerate", mode, pz.Number)
			}
		}
	}
}

// TestDefaultBookSellable holds the default book to what a shop and a
// reader need: at least 24 pages (and enough for spine text), the front
// matter, no section dividers (its chapters are levels), and levels from
// Easy to Expert.
func TestDefaultBookSellable(t *testing.T) {
	s, err := Preset("activity", 0)
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(s, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Pages) < SpineTextPages || len(b.Warnings) > 0 {
		t.Errorf("%d pages, warnings %q", len(b.Pages), b.Warnings)
	}
	kinds := map[PageKind]int{}
	for _, p := range b.Pages {
		kinds[p.Kind]++
	}
	if kinds[PageTitle] != 1 || kinds[PageCopyright] != 1 || kinds[PageContents] != 1 || kinds[PageHowTo] != 1 || kinds[PageSection] != 0 || kinds[PageSeeds] != 0 {
		t.Errorf("page kinds %v", kinds)
	}
	if b.Puzzles[0].Level != "Easy" || b.Puzzles[len(b.Puzzles)-1].Level != "Expert" {
		t.Errorf("levels run from %s to %s", b.Puzzles[0].Level, b.Puzzles[len(b.Puzzles)-1].Level)
	}
}
