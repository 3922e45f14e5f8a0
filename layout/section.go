package layout

import (
	"fmt"
	"sort"

	"github.com/mazekit/mazekit/render"
)

// SectionKind is a kind of book section: it validates a section's own
// fields, makes its puzzles and names them. Each kind lives in one file
// (kind_*.go) and registers itself from init, so a new kind is one new file.
type SectionKind interface {
	// Name is the kind's name in specs: "maze", "cat", ...
	Name() string
	// Noun is what the section page calls n puzzles of the section:
	// "Square mazes", "trap-the-cat puzzles".
	Noun(sp *SectionPlan) string
	// validate checks the kind's fields of sec (path names it in errors),
	// fills their defaults and completes sp; wall is the book's wall width.
	validate(d *decoder, sec *Section, path string, wall float64, sp *SectionPlan) error
	// make generates puzzle i of n of the section from seed.
	make(sp *SectionPlan, i, n int, seed uint64) (*Puzzle, error)
}

// Body is what a puzzle's kind made: the thing printed, and how.
type Body interface {
	// Scene draws the puzzle (solved for the key) for a slot of the size
	// o gives.
	Scene(o DrawOptions) *render.Scene
	// MinCell is the smallest size in points one cell may have on paper
	// with walls wall points wide.
	MinCell(wall float64) float64
	// Caption is the word captions use for the puzzle.
	Caption() string
	// HasAnswer reports whether the key shows the puzzle.
	HasAnswer() bool
}

// DrawOptions say how a puzzle is drawn into its slot.
type DrawOptions struct {
	Markers render.Markers
	Wall    float64    // wall width in points
	Style   *StylePlan // the section's colours, or nil
	Solved  bool
	W, H    float64 // the slot, points
	// Labels are the Start and Finish labels in the book's language ("" for
	// the English words).
	Labels [2]string
}

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

// scene draws p into its slot.
func (p *Puzzle) scene(o DrawOptions) *render.Scene { return p.Body.Scene(o) }

// minCell returns the smallest size in points one cell of p may have on
// paper at maze wall width wall.
func (p *Puzzle) minCell(wall float64) float64 { return p.Body.MinCell(wall) }

// kindName is the word captions use for a puzzle, in language lang.
func (p *Puzzle) kindName(lang string) string {
	if cb, ok := p.Body.(*CatBody); ok {
		return Textf(lang, "cat.caption", cb.Puzzle.K)
	}
	return word(lang, p.Body.Caption())
}

// hasAnswer reports whether the key shows p (colouring pages have none).
func (p *Puzzle) hasAnswer() bool { return p.Body.HasAnswer() }

// sectionNoun is what a section page says its puzzles are.
func sectionNoun(lang string, sp *SectionPlan) string {
	return fmt.Sprintf("%d %s", sp.Count, word(lang, sp.Kind.Noun(sp)))
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
