package layout

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
)

// defaultBook makes the default book in lang (a short one under -short:
// the same preset with fewer puzzles per section).
func defaultBook(t *testing.T, lang string) *Book {
	t.Helper()
	s, err := PresetIn("activity", lang, 0)
	if err != nil {
		t.Fatal(err)
	}
	shortSections(s, 3)
	b, err := New(s, 0)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// shortSections cuts every section of s to at most n puzzles under -short,
// so that a whole-book test keeps each section kind at a fraction of the
// pages; the full run makes the book as the user gets it.
func shortSections(s *Spec, n int) {
	if !testing.Short() {
		return
	}
	for i := range s.Sections {
		s.Sections[i].Count = min(s.Sections[i].Count, n)
	}
}

// activityBook is the activity preset, short under -short (see
// shortSections).
func activityBook(t *testing.T) *Spec {
	t.Helper()
	s, err := Preset("activity", 0)
	if err != nil {
		t.Fatal(err)
	}
	shortSections(s, 3)
	return s
}

// pageText returns every text page n of b prints, placed scenes included.
func pageText(b *Book, n int) []string {
	r := &recorder{}
	b.page(n).Scene.Replay(r)
	return r.texts
}

// TestDefaultBookRises holds the default book's one order: from the first
// puzzle to the last, in page order, no puzzle is easier than the one
// before it, and no level label goes down.
func TestDefaultBookRises(t *testing.T) {
	b := defaultBook(t, "en")
	var prev *Puzzle
	for _, pg := range b.Pages {
		if pg.Kind != PagePuzzles {
			continue
		}
		for _, p := range pg.Puzzles {
			if prev != nil {
				if p.Stats.Difficulty < prev.Stats.Difficulty {
					t.Errorf("puzzle %d (%.1f) is easier than puzzle %d (%.1f) before it", p.Number, p.Stats.Difficulty, prev.Number, prev.Stats.Difficulty)
				}
				if levelIndex(p.Level) < levelIndex(prev.Level) {
					t.Errorf("puzzle %d is %s after puzzle %d, %s", p.Number, p.Level, prev.Number, prev.Level)
				}
			}
			prev = p
		}
	}
	if prev == nil {
		t.Fatal("no puzzles")
	}
	if !testing.Short() {
		// A book from easy to expert has every level.
		seen := map[string]int{}
		for _, p := range b.Puzzles {
			seen[p.Level]++
		}
		for _, l := range maze.Levels() {
			if seen[l] < 5 {
				t.Errorf("%d %s puzzles; want at least 5 of every level (%v)", seen[l], l, seen)
			}
		}
	}
}

func levelIndex(level string) int {
	for i, l := range maze.Levels() {
		if l == level {
			return i
		}
	}
	return -1
}

// TestDefaultBookPages holds the shape of the default book: no seed printed
// on a puzzle or answer page (the book's seed is on the copyright page), no section
// dividers and at most one blank page, one puzzle to a page, the contents
// listing the how-to, every level and the key with dot leaders.
func TestDefaultBookPages(t *testing.T) {
	b := defaultBook(t, "en")
	nearBlank := 0
	for i, pg := range b.Pages {
		n := i + 1
		texts := pageText(b, n)
		switch pg.Kind {
		case PageSection, PageBlank:
			nearBlank++
		case PagePuzzles, PageKey:
			for _, p := range pg.Puzzles {
				seed := fmt.Sprint(p.Seed)
				for _, tx := range texts {
					if strings.Contains(tx, seed) || strings.Contains(tx, "seed") {
						t.Errorf("page %d prints %q under puzzle %d", n, tx, p.Number)
					}
				}
			}
			if pg.Kind == PagePuzzles && pg.PerPage != 1 {
				t.Errorf("page %d holds %d puzzles, want one to a page", n, pg.PerPage)
			}
		case PageContents:
			all := strings.Join(texts, "\n")
			for _, want := range []string{"How to solve", "Easy", "Answer key", ". . . ."} {
				if !strings.Contains(all, want) {
					t.Errorf("contents lacks %q:\n%s", want, all)
				}
			}
		}
	}
	if nearBlank > 1 {
		t.Errorf("%d section or blank pages, want at most 1", nearBlank)
	}
	// The book's seed, which remakes every puzzle, is on the copyright
	// page.
	found := false
	for i, pg := range b.Pages {
		if pg.Kind == PageCopyright {
			for _, tx := range pageText(b, i+1) {
				found = found || strings.Contains(tx, fmt.Sprint(b.Plan.Seed))
			}
		}
	}
	if !found {
		t.Error("the book's seed is printed nowhere")
	}
	if b.Plan.Author != "" {
		t.Errorf("the default book names an author %q; the publisher gives one with --author", b.Plan.Author)
	}
}

// TestDefaultBookHowToLoops checks that the how-to page names the puzzles
// with loops and promises one way through only for the others.
func TestDefaultBookHowToLoops(t *testing.T) {
	b := defaultBook(t, "en")
	var loops []int
	for _, p := range b.Puzzles {
		if b.Plan.Sections[p.Section].Params.(*MazeParams).Braid > 0 {
			loops = append(loops, p.Number)
			if len(maze.Solve(p.Maze)) == 0 {
				t.Fatalf("puzzle %d has no way through", p.Number)
			}
		}
	}
	if len(loops) == 0 {
		t.Fatal("the default book has no maze with loops")
	}
	for i, pg := range b.Pages {
		if pg.Kind != PageHowTo {
			continue
		}
		all := strings.Join(pageText(b, i+1), " ")
		if !strings.Contains(all, "have loops") || !strings.Contains(all, fmt.Sprint(loops[len(loops)-1])) {
			t.Errorf("the how-to page does not name the mazes with loops: %s", all)
		}
		if strings.Contains(all, "Each maze has exactly one") {
			t.Error("the how-to page promises one way through every maze")
		}
		return
	}
	t.Error("no how-to page")
}

// TestDefaultBookLanguages makes the default book in Spanish, French and
// German and checks that no page prints a word of the English preset or
// of the English book text (the title, licence, contents, captions, levels
// and how-to), apart from words the languages share.
func TestDefaultBookLanguages(t *testing.T) {
	type phrase struct{ key, text string }
	var english []phrase
	for k, v := range i18n.Table("en") {
		// The words before any argument or colon: "Puzzle", "Amazing
		// Mazes", "How to solve".
		e := strings.TrimSpace(strings.Split(strings.SplitN(v, "%", 2)[0], ":")[0])
		if len(e) >= 5 {
			english = append(english, phrase{k, e})
		}
	}
	en, err := PresetIn("activity", "en", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"es", "fr", "de"} {
		t.Run(lang, func(t *testing.T) {
			// The preset's own words are the language's.
			s, err := PresetIn("activity", lang, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range [][2]string{{s.Title, en.Title}, {s.Subtitle, en.Subtitle}, {s.Copyright.License, en.Copyright.License}, {s.Cover.Blurb, en.Cover.Blurb}, {*s.Header, *en.Header}} {
				if f[0] == f[1] {
					t.Errorf("the %s preset prints %q in English", lang, f[0])
				}
			}
			b := defaultBook(t, lang)
			for i := range b.Pages {
				for _, tx := range pageText(b, i+1) {
					for _, e := range english {
						if strings.Contains(i18n.Table(lang)[e.key], e.text) {
							continue // the same words in both languages
						}
						if containsWord(tx, e.text) {
							t.Errorf("page %d prints English %q (%s) in %q", i+1, e.text, e.key, tx)
						}
					}
				}
			}
		})
	}
}

var _ render.Canvas = (*recorder)(nil)
