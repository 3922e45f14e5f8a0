package layout

import (
	"math/rand/v2"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/patterndraw"
	"github.com/mazekit/mazekit/render"
)

// The section kinds of cellular-automaton mazes.
const (
	KindMazeCA    = "maze-ca"   // rule B3/S12345
	KindMazectric = "mazectric" // rule B3/S1234
)

// Every automaton kind of package pattern is a section kind of its name.
func init() {
	for _, k := range pattern.Kinds() {
		if k.Family == pattern.Automaton {
			registerKind(automatonKind{k.Name, k.Rule})
		}
	}
}

// patternKind returns the registered pattern kind a section kind draws; a
// section kind without its pattern kind is a programming error.
func patternKind(name string) pattern.Kind {
	k, err := pattern.Lookup(name)
	if err != nil {
		panic("layout: " + err.Error())
	}
	return k
}

// automatonKind grows a maze with a life-like rule.
type automatonKind struct {
	name string
	rule pattern.Rule
}

func (k automatonKind) Name() string { return k.name }

func (automatonKind) Noun(*SectionPlan) string { return "noun.cellular" }

func (automatonKind) validate(d *decoder, sec *Section, path string, _ float64, sp *SectionPlan) error {
	if err := sec.validateSize(d, path, "36x44", sp); err != nil {
		return err
	}
	return sec.validatePaging(d, path, sp)
}

func (k automatonKind) make(sp *SectionPlan, i, n int, seed uint64) (*Puzzle, error) {
	w, h := sp.sizeAt(i, n)
	// Boards grow from the centre, are filled where growth left them
	// open, and get doors on their outer edge; a board whose solution is
	// shorter than it is wide gives way to the next sub-seed (seed+k).
	l, a, err := pattern.NewPuzzle(w, h, k.rule, nil, func(k int) *rand.Rand {
		return rand.New(rand.NewPCG(seed+uint64(k), streamCarve))
	})
	if err != nil {
		return nil, err
	}
	p := &Puzzle{Body: &AutomatonBody{Life: l, Analysis: a}}
	p.Stats.Difficulty = float64(len(a.Solution))
	return p, nil
}

// AutomatonBody is a cellular-automaton maze.
type AutomatonBody struct {
	Life     *pattern.Life
	Analysis *pattern.Analysis
}

// Scene implements Body.
func (b *AutomatonBody) Scene(o DrawOptions) *render.Scene {
	return patterndraw.LifeScene(b.Life, b.Analysis, &patterndraw.LifeStyle{Solution: o.Solved})
}

// MinCell implements Body.
func (b *AutomatonBody) MinCell(float64) float64 { return 4 }

// Caption implements Body.
func (b *AutomatonBody) Caption() string { return "caption.cellular" }

func (automatonKind) Traits() KindTraits { return KindTraits{Answer: true} }

func (automatonKind) HowTo(*SectionPlan) []string { return []string{"maze"} }

// Cost implements SectionKind: the pattern kind's own book cost.
func (k automatonKind) Cost(*SectionPlan) budget.Book { return patternKind(k.name).Book }

func (automatonKind) Cells(sp *SectionPlan, i, n int) float64 { return sizeCells(sp, i, n) }

// The words its pages print, in every language.
func init() {
	i18n.Register(map[string]map[string]string{
		"de": {"noun.cellular": "zelluläre Labyrinthe", "caption.cellular": "Zellulär"},
		"en": {"noun.cellular": "cellular mazes", "caption.cellular": "Cellular"},
		"es": {"noun.cellular": "laberintos celulares", "caption.cellular": "Celular"},
		"fr": {"noun.cellular": "labyrinthes cellulaires", "caption.cellular": "Cellulaire"},
	})
}
