// A book in one order of difficulty (Spec.Order "difficulty"): its puzzles
// are laid out in that order whatever section made them, and its chapters
// are the difficulty levels, each starting where its first puzzle is.

package layout

import (
	"fmt"

	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/maze"
)

// risingPages lays out the puzzles of a rising book in their one order: a
// page holds consecutive puzzles whose sections print the same number to a
// page (reduced where mazes would be too dense), so sections may differ
// in per_page and still never break the order.
func (b *Book) risingPages() error {
	s := b.Plan
	per := make([]int, len(s.Sections))
	for si := range s.Sections {
		var part []*Puzzle
		for _, p := range b.Puzzles {
			if p.Section == si {
				part = append(part, p)
			}
		}
		per[si] = s.Sections[si].PerPage
		for !b.fits(part, per[si], 0, false) {
			smaller := map[int]int{9: 6, 6: 4, 4: 2, 2: 1}[per[si]]
			if smaller == 0 {
				return fmt.Errorf("sections[%d]: a %s maze of this size is too dense to print even one to a page on %s paper at %.2g pt walls; use a smaller size", si, denseName(&s.Sections[si]), s.Paper, s.Sections[si].Style.WallWidth)
			}
			b.Warnings = append(b.Warnings, fmt.Sprintf("sections[%d]: %d puzzles per page would be too dense to print; using %d", si, per[si], smaller))
			per[si] = smaller
		}
	}
	for i := 0; i < len(b.Puzzles); {
		n := per[b.Puzzles[i].Section]
		end := i + 1
		for end < len(b.Puzzles) && end-i < n && per[b.Puzzles[end].Section] == n {
			end++
		}
		b.Pages = append(b.Pages, Page{Kind: PagePuzzles, Section: b.Puzzles[i].Section, Puzzles: b.Puzzles[i:end], PerPage: n})
		i = end
	}
	return nil
}

// chapters returns the contents lines of a rising book's levels: each
// level's name, how many mazes it has, and the page of its first puzzle.
func (b *Book) chapters() []contentsEntry {
	lang := b.Plan.Language
	var out []contentsEntry
	for _, level := range maze.Levels() {
		e := contentsEntry{Title: levelText(lang, level)}
		n := 0
		for i, pg := range b.Pages {
			if pg.Kind != PagePuzzles {
				continue
			}
			for _, p := range pg.Puzzles {
				if p.Level == level {
					if n == 0 {
						e.Page = i + 1
					}
					n++
				}
			}
		}
		if n > 0 {
			e.Note = i18n.Textf(lang, "mazes.count", n)
			out = append(out, e)
		}
	}
	return out
}

// chapterCount is how many chapters a rising book's contents lists: the
// levels its puzzles have.
func (b *Book) chapterCount() int {
	seen := map[string]bool{}
	for _, p := range b.Puzzles {
		if p.Level != "" {
			seen[p.Level] = true
		}
	}
	return len(seen)
}
