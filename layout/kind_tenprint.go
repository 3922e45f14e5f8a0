package layout

import (
	"math/rand/v2"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/patterndraw"
	"github.com/mazekit/mazekit/render"
)

// KindTenPrint is the section kind of 10 PRINT colouring pages (no answer).
const KindTenPrint = "10print"

func init() { registerKind(tenPrintKind{}) }

// tenPrintPattern is the pattern kind a 10print section draws.
var tenPrintPattern = patternKind(KindTenPrint)

type tenPrintKind struct{}

func (tenPrintKind) Name() string { return KindTenPrint }

func (tenPrintKind) Noun(*SectionPlan) string { return "noun.10print" }

func (tenPrintKind) validate(d *decoder, sec *Section, path string, _ float64, sp *SectionPlan) error {
	if err := sec.validateSize(d, path, "16x20", sp); err != nil {
		return err
	}
	return sec.validatePaging(d, path, sp)
}

func (tenPrintKind) make(sp *SectionPlan, i, n int, seed uint64) (*Puzzle, error) {
	w, h := sp.sizeAt(i, n)
	tp, err := pattern.NewTenPrint(w, h, 0.5, rand.New(rand.NewPCG(seed, streamCarve)))
	if err != nil {
		return nil, err
	}
	p := &Puzzle{Body: &TenPrintBody{TenPrint: tp}}
	p.Stats.Difficulty = float64(tp.Regions().Count)
	return p, nil
}

// TenPrintBody is a 10 PRINT colouring page.
type TenPrintBody struct{ TenPrint *pattern.TenPrint }

// Scene implements Body.
func (b *TenPrintBody) Scene(DrawOptions) *render.Scene {
	return patterndraw.TenPrintScene(b.TenPrint, &patterndraw.TenPrintStyle{LineWidth: 0.1})
}

// MinCell implements Body: room to colour in.
func (b *TenPrintBody) MinCell(float64) float64 { return 9 }

// Caption implements Body.
func (b *TenPrintBody) Caption() string { return "caption.10print" }

// Traits implements SectionKind: colouring pages have no answer.
func (tenPrintKind) Traits() KindTraits { return KindTraits{Answer: tenPrintPattern.Answer} }

func (tenPrintKind) HowTo(*SectionPlan) []string { return []string{"pattern"} }

// Cost implements SectionKind: the pattern kind's own book cost.
func (tenPrintKind) Cost(*SectionPlan) budget.Book { return tenPrintPattern.Book }

func (tenPrintKind) Cells(sp *SectionPlan, i, n int) float64 { return sizeCells(sp, i, n) }

// The words its pages print, in every language.
func init() {
	i18n.Register(map[string]map[string]string{
		"de": {"noun.10print": "Malseiten", "caption.10print": "10 PRINT · male die Flächen aus"},
		"en": {"noun.10print": "colouring pages", "caption.10print": "10 PRINT · colour the regions"},
		"es": {"noun.10print": "páginas para colorear", "caption.10print": "10 PRINT · colorea las zonas"},
		"fr": {"noun.10print": "pages à colorier", "caption.10print": "10 PRINT · coloriez les zones"},
	})
}
