// What the book around a maze section needs to know of it before its
// mazes are made: its traits, how-to pages, cost and cells.

package layout

import (
	"slices"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/topology"
)

// Traits implements SectionKind: mazes have answers, fill handouts and mix
// into books in one order of difficulty.
func (mazeKind) Traits() KindTraits {
	return KindTraits{Answer: true, Handout: true, Rising: true, Fields: []string{"style", "algorithm"}}
}

// HowTo implements SectionKind: mazes on floors add a page on stairs, and
// mazes on a solid's net (no doors to enter by) have their own.
func (mazeKind) HowTo(sp *SectionPlan) []string {
	mp := sp.Params.(*MazeParams)
	if slices.Contains(topology.KindsWith("floors"), mp.Grid) {
		return []string{"maze", "floors"}
	}
	if k, _ := topology.Lookup(mp.Grid); k.Linked {
		return []string{"net"}
	}
	return []string{"maze"}
}

// Cost implements SectionKind: priced by the weight the grid kind (or its
// woven form) declares for its cells.
func (mazeKind) Cost(sp *SectionPlan) budget.Book {
	mp := sp.Params.(*MazeParams)
	grid := mp.Grid
	if woven, ok := topology.OptionKind("weave"); ok && mp.Weave > 0 {
		grid = woven
	}
	return budget.BookMaze(budget.CellWeight(topology.CellWeight(grid)))
}

// Cells implements SectionKind: the grid's own estimate.
func (mazeKind) Cells(sp *SectionPlan, i, n int) float64 {
	if s, err := gridSpec(sp, i, n, 0); err == nil {
		if mp := sp.Params.(*MazeParams); mp.Weave > 0 {
			if w, err := topology.Woven(s); err == nil {
				s = w
			}
		}
		return s.EstimatedCells()
	}
	return sizeCells(sp, i, n)
}
