package layout

import (
	"strconv"
	"strings"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/patterndraw"
	"github.com/mazekit/mazekit/render"
)

// KindLabyrinth is the section kind of labyrinths for tracing: one path and
// no choices, so they have no answer.
const KindLabyrinth = "labyrinth"

func init() { registerKind(labyrinthKind{}) }

// labyrinthPattern is the pattern kind a labyrinth section draws.
var labyrinthPattern = patternKind(KindLabyrinth)

type labyrinthKind struct{}

// LabyrinthParams are the parameters of a labyrinth section: the layouts
// taken in turn, each a number of circuits of a classical labyrinth or 0
// for Chartres.
type LabyrinthParams struct {
	Circuits []int
}

func (labyrinthKind) Name() string { return KindLabyrinth }

func (labyrinthKind) Noun(*SectionPlan) string { return "noun.labyrinth" }

func (labyrinthKind) validate(d *decoder, sec *Section, path string, _ float64, sp *SectionPlan) error {
	if sec.Size != "" {
		return d.at(path+".size", "does not apply to labyrinths (they take circuits)")
	}
	sp.Size = [2][2]int{{1, 1}, {1, 1}}
	lp := &LabyrinthParams{}
	list := sec.Circuits
	if list == "" {
		list = "7"
	}
	for _, f := range strings.Split(list, ",") {
		f = strings.TrimSpace(f)
		if f == "chartres" {
			lp.Circuits = append(lp.Circuits, 0)
			continue
		}
		n, err := strconv.Atoi(f)
		if err == nil {
			_, err = pattern.Classical(n)
		}
		if err != nil {
			return d.at(path+".circuits", "%q: want 3, 7, 11, … (4k+3, up to 31) or chartres, or a list of them", f)
		}
		lp.Circuits = append(lp.Circuits, n)
	}
	sp.Params = lp
	return sec.validatePaging(d, path, sp)
}

func (labyrinthKind) make(sp *SectionPlan, i, n int, seed uint64) (*Puzzle, error) {
	c := sp.Params.(*LabyrinthParams).Circuits
	k := c[i%len(c)]
	l := pattern.Chartres()
	if k > 0 {
		var err error
		if l, err = pattern.Classical(k); err != nil {
			return nil, err
		}
	}
	p := &Puzzle{Body: &LabyrinthBody{Labyrinth: l}}
	p.Stats.Difficulty = float64(l.Circuits)
	return p, nil
}

// LabyrinthBody is a labyrinth to trace.
type LabyrinthBody struct{ Labyrinth *pattern.Labyrinth }

// Scene implements Body.
func (b *LabyrinthBody) Scene(o DrawOptions) *render.Scene {
	st := &patterndraw.LabyrinthStyle{Margin: 0.5, WallPt: o.Wall}
	if o.Style != nil {
		st.Wall, st.Background = o.Style.Wall, o.Style.Background
	}
	return patterndraw.LabyrinthScene(b.Labyrinth, st)
}

// MinCell implements Body: a path wide enough for a pencil.
func (b *LabyrinthBody) MinCell(wall float64) float64 { return max(9, wall*(passageFactor+1)) }

// Caption implements Body.
func (b *LabyrinthBody) Caption() string {
	if b.Labyrinth.Name == "chartres" {
		return "caption.chartres"
	}
	return "caption.labyrinth"
}

// CaptionIn implements captionIn: the number of circuits in the caption.
func (b *LabyrinthBody) CaptionIn(lang string) string {
	if b.Labyrinth.Name == "chartres" {
		return i18n.Text(lang, "caption.chartres")
	}
	return i18n.Textf(lang, "caption.labyrinth", b.Labyrinth.Circuits)
}

// Traits implements SectionKind: the one path needs no key.
func (labyrinthKind) Traits() KindTraits {
	return KindTraits{Answer: labyrinthPattern.Answer, Fields: []string{"circuits"}}
}

func (labyrinthKind) HowTo(*SectionPlan) []string { return []string{"maze"} }

// Cost implements SectionKind: the pattern kind's own book cost.
func (labyrinthKind) Cost(*SectionPlan) budget.Book { return labyrinthPattern.Book }

// Cells implements SectionKind: a labyrinth is drawn from its circuits,
// not cells.
func (labyrinthKind) Cells(*SectionPlan, int, int) float64 { return 0 }

// The words its pages print, in every language.
func init() {
	i18n.Register(map[string]map[string]string{
		"de": {"noun.labyrinth": "klassische Labyrinthe · folge dem einen Weg bis zur Mitte", "caption.labyrinth": "Labyrinth mit %d Umgängen", "caption.chartres": "Labyrinth von Chartres"},
		"en": {"noun.labyrinth": "labyrinths · follow the one path to the centre", "caption.labyrinth": "%d-circuit labyrinth", "caption.chartres": "Chartres labyrinth"},
		"es": {"noun.labyrinth": "laberintos clásicos · sigue el único camino hasta el centro", "caption.labyrinth": "Laberinto clásico de %d circuitos", "caption.chartres": "Laberinto de Chartres"},
		"fr": {"noun.labyrinth": "labyrinthes classiques · suivez l’unique chemin jusqu’au centre", "caption.labyrinth": "Labyrinthe à %d circuits", "caption.chartres": "Labyrinthe de Chartres"},
	})
}
