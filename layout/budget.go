// The memory budget of a book: estimated from the plan alone, before any
// puzzle is made.

package layout

import (
	"fmt"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/topology"
)

// Estimate is what making and writing a book is expected to cost,
// estimated from its plan alone (see Plan.Estimate).
type Estimate struct {
	Puzzles int     // puzzles made (a handout makes twice what it prints, and keeps the closest)
	Cells   float64 // cells of all puzzles made
	Pages   int     // pages, roughly: front matter, sections, puzzles and key
	Memory  int64   // peak memory, bytes
	PDF     int64   // size of the PDF file, bytes
}

// String describes the book for a message: "a book of 40 puzzles (about
// 900000 cells, 48 pages, a PDF of about 9 MB)".
func (e Estimate) String() string {
	return fmt.Sprintf("a book of %d puzzles (about %.0f cells, %d pages, a PDF of about %s)", e.Puzzles, e.Cells, e.Pages, budget.Size(e.PDF))
}

// Check returns a *budget.Error when the estimated memory exceeds limit
// bytes (0 means budget.Default).
func (e Estimate) Check(limit int64) error {
	if limit <= 0 {
		limit = budget.Default
	}
	return budget.Check(e.String(), e.Memory, limit)
}

// Estimate returns the memory and file size the book of p needs, from its
// sections' kinds, counts and sizes, the key and the page count: the
// models of package budget, which tests hold within a factor of two of
// the measured peak. A volume of a series costs the same as the book; a
// cover is one page and is not counted.
func (p *Plan) Estimate() Estimate {
	var e Estimate
	mem, pdf := float64(budget.BookBase), float64(budget.BookPDFBase)
	key := 1.0
	if !p.Key.Enabled {
		key = budget.BookNoKey
	}
	pages := 4 // title, copyright, contents, how-to
	answers := 0
	for _, sp := range p.Sections {
		n, drawn := sp.Count, sp.Count
		if h := p.Handout; h != nil {
			drawn = h.Copies * h.PerSheet
			n = 2 * drawn
			pages += h.Copies
		} else {
			if sp.SectionPage {
				pages++
			}
			pages += (n + sp.PerPage - 1) / max(sp.PerPage, 1)
		}
		grid := ""
		if mp, ok := sp.Params.(*MazeParams); ok {
			grid = mp.Grid
			if woven, ok := topology.OptionKind("weave"); ok && mp.Weave > 0 {
				grid = woven
			}
		}
		kind := sp.Kind.Name()
		if pp, ok := sp.Params.(*PictureParams); ok && pp.Colors >= 2 {
			kind += "-color" // a letter in every cell
		}
		cost := budget.BookSection(kind, budget.CellWeight(topology.CellWeight(grid)))
		if pk, err := pattern.Lookup(kind); err == nil {
			cost = pk.Book // a pattern kind declares its own
		}
		for i := range n {
			c := puzzleCells(&sp, i, n)
			e.Cells += c
			mem += cost.Puzzle + cost.Cell*c*key
			if i < drawn {
				pdf += (cost.Puzzle/3 + cost.Cell*c*key) * budget.BookPDFShare
			}
		}
		if hasKey(sp.Kind.Name()) {
			answers += drawn
		}
		e.Puzzles += drawn
	}
	if p.Key.Enabled {
		pages += (answers + p.Key.PerPage - 1) / p.Key.PerPage
	}
	e.Pages = pages
	mem += float64(pages) * budget.BookPage
	pdf += float64(pages) * budget.BookPDFPage
	e.Memory, e.PDF = int64(min(mem, 1<<62)), int64(min(pdf, 1<<62))
	return e
}

// hasKey reports whether puzzles of the section kind are shown in the
// answer key (labyrinths and 10 PRINT pages have no answer).
func hasKey(kind string) bool { return kind != KindLabyrinth && kind != KindTenPrint }

// minPages returns the fewest pages the book of p can have: its puzzle
// pages at the most per page the plan asks for, section pages, the title
// page and the key. Layout only ever puts fewer on a page, so a plan whose
// minPages is over the cap is refused before any puzzle is made.
func (p *Plan) minPages() int {
	n, answers := 0, 0
	if p.TitlePage {
		n++
	}
	for _, sp := range p.Sections {
		drawn := sp.Count
		if h := p.Handout; h != nil {
			drawn = h.Copies * h.PerSheet
			n += h.Copies
		} else {
			n += (drawn + sp.PerPage - 1) / max(sp.PerPage, 1)
			if sp.SectionPage {
				n++
			}
		}
		if hasKey(sp.Kind.Name()) {
			answers += drawn
		}
	}
	if p.Key.Enabled && answers > 0 {
		n += (answers + p.Key.PerPage - 1) / p.Key.PerPage
	}
	return n
}

// puzzleCells estimates the cells of puzzle i of n of a section from its
// plan alone.
func puzzleCells(sp *SectionPlan, i, n int) float64 {
	if sp.Kind.Name() == KindLabyrinth {
		return 0
	}
	if _, ok := sp.Params.(*MazeParams); ok {
		if s, err := gridSpec(sp, i, n, 0); err == nil {
			return s.EstimatedCells()
		}
	}
	w, h := sp.sizeAt(i, n)
	return float64(w) * float64(h)
}
