// The registry of section kinds, their names, and the checks all kinds
// other than maze share.

package layout

import (
	"fmt"
	"sort"
)

var sectionKinds = map[string]SectionKind{}

// registerKind adds a section kind; each kind_*.go file calls it from init.
func registerKind(k SectionKind) {
	if _, dup := sectionKinds[k.Name()]; dup {
		panic("layout: section kind registered twice: " + k.Name())
	}
	sectionKinds[k.Name()] = k
}

// SectionKindNames returns the names of the section kinds, sorted.
func SectionKindNames() []string {
	var n []string
	for k := range sectionKinds {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

// sectionNoun is what a section page says its puzzles are.
func sectionNoun(lang string, sp *SectionPlan) string {
	return fmt.Sprintf("%d %s", sp.Count, Text(lang, sp.Kind.Noun(sp)))
}

// validateNotMaze finishes a section of a kind other than maze: moves only
// for cats, paging, and no maze style.
func (sec *Section) validateNotMaze(d *decoder, path string, sp *SectionPlan) error {
	if sec.Kind != KindCat && sec.Moves != 0 {
		return d.at(path+".moves", "applies only to kind cat")
	}
	if err := sec.validatePaging(d, path, sp); err != nil {
		return err
	}
	if sec.Style != (Style{}) {
		return d.at(path+".style", "applies only to kind maze")
	}
	if sec.Weave != 0 {
		return d.at(path+".weave", "applies only to kind maze")
	}
	if len(sec.Algorithms) > 0 {
		return d.at(path+".algorithm", "applies only to kind maze")
	}
	if sec.Braid != 0 {
		return d.at(path+".braid", "applies only to kind maze")
	}
	if sec.Circuits != "" && sec.Kind != KindLabyrinth {
		return d.at(path+".circuits", "applies only to kind labyrinth")
	}
	return nil
}

// The section kinds' names, as specs spell them. Each kind's code is in its
// kind_*.go file; the names live here because validation refers to some.

// KindMaze is the section kind of mazes, the default.
const KindMaze = "maze"

// KindCat is the section kind of trap-the-cat boards won in exactly Moves blocks.
const KindCat = "cat"

// KindLabyrinth is the section kind of labyrinths for tracing: one path and
// no choices, so they have no answer.
const KindLabyrinth = "labyrinth"

// KindNumberMaze is the section kind of number mazes: a grid of numbers
// where the way through counts along a sequence (sequence: count,
// count-by-N, even, odd).
const KindNumberMaze = "number-maze"

// KindLetterMaze is the section kind of letter mazes: a grid of letters
// where the way through follows the alphabet or spells a word (sequence:
// alphabet, or word with word: NAME). Its code is number-maze's
// (kind_number.go) with letters.
const KindLetterMaze = "letter-maze"

// KindTenPrint is the section kind of 10 PRINT colouring pages (no answer).
const KindTenPrint = "10print"

// The section kinds of cellular-automaton mazes.
const (
	KindMazeCA    = "maze-ca"   // rule B3/S12345
	KindMazectric = "mazectric" // rule B3/S1234
)
