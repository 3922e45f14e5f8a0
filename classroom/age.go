// Age levels (their table is puzzle's, beside the age row of the options
// table) and large print.

// Package classroom holds what teachers' sheets need beyond a book: the
// age levels (corridor width, size, branching and markers for each age
// group), large print, the grids books and age levels take, a single maze
// shaped by an age level, and number and letter mazes as a front end asks
// for them.
package classroom

import "github.com/mazekit/mazekit/puzzle"

// AgeLevel is what an age group gets (see puzzle.AgeLevel, where the
// table lives beside the options table's age row).
type AgeLevel = puzzle.AgeLevel

// AgeLevels lists the age levels, youngest first (a new slice each call).
func AgeLevels() []AgeLevel { return puzzle.AgeLevels() }

// AgeLevelNames returns the names of the age levels, youngest first.
func AgeLevelNames() []string { return puzzle.AgeLevelNames() }

// LookupAge returns the age level called name.
func LookupAge(name string) (*AgeLevel, error) { return puzzle.LookupAge(name) }

// LargePrintWallPt, LargePrintCorridorMM and LargePrintTextPt are the
// floors large print raises a maze to: walls, corridors and every word on
// the sheet.
const (
	LargePrintWallPt     = 2.0
	LargePrintCorridorMM = 12.0
	LargePrintTextPt     = 14.0
)

// SequenceGrid returns the grid size, W and H, of a number or letter maze
// of level a.
func SequenceGrid(a *AgeLevel) (w, h int) { return a.SequenceGrid[0], a.SequenceGrid[1] }

// SequenceMinCell is the smallest cell of a number or letter maze on paper,
// in points: its items print at 9 pt or more.
const SequenceMinCell = 24.0
