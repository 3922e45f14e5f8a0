package layout

import (
	"math/rand/v2"
	"strings"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/trap"
)

// KindCat is the section kind of trap-the-cat boards won in exactly Moves blocks.
const KindCat = "cat"

func init() { registerKind(catKind{}) }

type catKind struct{}

// CatParams are the parameters of a cat section.
type CatParams struct {
	Moves int // blocks that win, 1 to 4
}

func (catKind) Name() string { return KindCat }

func (catKind) Noun(*SectionPlan) string { return "noun.cat" }

func (catKind) validate(d *decoder, sec *Section, path string, _ float64, sp *SectionPlan) error {
	if err := sec.validateSize(d, path, "9x9", sp); err != nil {
		return err
	}
	from, to := sp.Size[0], sp.Size[1]
	if from[0]*from[1] > 128 || to[0]*to[1] > 128 || from[0] < 5 || from[1] < 5 {
		return d.at(path+".size", "%q: cat boards are from 5x5 to 128 cells", sec.Size)
	}
	if sec.Moves == 0 {
		sec.Moves = 2
	}
	if sec.Moves < 1 || sec.Moves > 4 {
		return d.at(path+".moves", "%d: want between 1 and 4", sec.Moves)
	}
	sp.Params = &CatParams{Moves: sec.Moves}
	return sec.validatePaging(d, path, sp)
}

func (catKind) make(sp *SectionPlan, i, n int, seed uint64) (*Puzzle, error) {
	moves := sp.Params.(*CatParams).Moves
	w, h := sp.sizeAt(i, n)
	g, err := trap.NewGeometry(w, h)
	if err != nil {
		return nil, err
	}
	ps, err := trap.Generate(g, moves, 1, rand.New(rand.NewPCG(seed, streamCarve)))
	if err != nil {
		return nil, err
	}
	p := &Puzzle{Body: &CatBody{Puzzle: &ps[0]}}
	p.Stats.Difficulty = float64(moves)
	return p, nil
}

// CatBody is a trap-the-cat puzzle.
type CatBody struct{ Puzzle *trap.Puzzle }

// Scene implements Body: the board, with the winning line when solved.
func (b *CatBody) Scene(o DrawOptions) *render.Scene {
	st := &render.CatStyle{Coords: true}
	if o.Solved {
		st.Line = b.Puzzle.Line
	}
	return render.BoardScene(b.Puzzle.Board, st)
}

// MinCell implements Body: a hexagon big enough for a number.
func (b *CatBody) MinCell(float64) float64 { return 14 }

// Caption implements Body.
func (b *CatBody) Caption() string { return "cat.caption" }

// CaptionIn implements captionIn: the number of blocks in the caption.
func (b *CatBody) CaptionIn(lang string) string { return i18n.Textf(lang, "cat.caption", b.Puzzle.K) }

// KeyNote implements keyNoter: it names the winning line's cells as the board's coordinates do:
// each block, then the cat's best reply ("e2→e4, c3").
func (b *CatBody) KeyNote() string {
	g := b.Puzzle.Board.G
	var line []string
	for _, m := range b.Puzzle.Line {
		mv := g.Name(m.Block)
		if m.Cat >= 0 {
			mv += "→" + g.Name(m.Cat)
		}
		line = append(line, mv)
	}
	return strings.Join(line, ", ")
}

func (catKind) Traits() KindTraits { return KindTraits{Answer: true, Fields: []string{"moves"}} }

func (catKind) HowTo(*SectionPlan) []string { return []string{"cat"} }

// Cost implements SectionKind: a board and the solver's search.
func (catKind) Cost(*SectionPlan) budget.Book { return budget.Book{Puzzle: 150 << 10, Cell: 1000} }

func (catKind) Cells(sp *SectionPlan, i, n int) float64 { return sizeCells(sp, i, n) }

// The words its pages print, in every language.
func init() {
	i18n.Register(map[string]map[string]string{
		"de": {"noun.cat": "Fang-die-Katze-Rätsel", "cat.caption": "Fang die Katze in %d"},
		"en": {"noun.cat": "trap-the-cat puzzles", "cat.caption": "Trap the cat in %d"},
		"es": {"noun.cat": "pasatiempos de atrapar al gato", "cat.caption": "Atrapa al gato en %d"},
		"fr": {"noun.cat": "jeux « piège le chat »", "cat.caption": "Piège le chat en %d"},
	})
}
