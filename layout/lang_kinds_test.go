package layout

import (
	"fmt"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/topology"
	"golang.org/x/image/font/sfnt"
)

// kindBookSpec is a spec with one small section of every registered grid
// kind a book prints (wrapped grids are refused) and every registered
// section kind, section pages on, in language lang.
func kindBookSpec(lang string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "language: %s\nseed: 5\nsections:\n", lang)
	for _, g := range topology.Kinds() {
		if k, _ := topology.Lookup(g); k.Wraps != "" {
			continue
		}
		fmt.Fprintf(&b, "  - grid: %s\n    count: 1\n    size: 6x6\n    section_page: true\n", g)
		if g == topology.MaskKind {
			fmt.Fprintf(&b, "  - grid: mask\n    count: %d\n    shape: [%s]\n    size: 14x14\n", len(topology.MaskShapes()), strings.Join(topology.MaskShapes(), ", "))
			b.WriteString("  - grid: mask\n    count: 1\n    text: AB\n    size: 14x14\n")
		}
	}
	b.WriteString("  - grid: rect\n    count: 1\n    size: 6x6\n    weave: 0.3\n")
	for _, k := range SectionKindNames() {
		if k == KindMaze {
			continue
		}
		fmt.Fprintf(&b, "  - kind: %s\n    count: 1\n    section_page: true\n", k)
	}
	return b.String()
}

// TestKindTextsEveryLanguage holds every registered grid kind, mask shape
// and section kind to a caption and a section noun in every language's own
// table: none falls back to English.
func TestKindTextsEveryLanguage(t *testing.T) {
	var keys []string
	for _, g := range topology.Kinds() {
		keys = append(keys, "grid."+g, "grid."+g+".mazes")
	}
	for _, s := range topology.MaskShapes() {
		keys = append(keys, "shape."+s)
	}
	keys = append(keys, "shape.letters")
	s := mustParse(t, kindBookSpec("en"))
	plan, err := s.Validate()
	if err != nil {
		t.Fatal(err)
	}
	ps, err := Puzzles(s, 0)
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]bool{}
	for i := range plan.Sections {
		keys = append(keys, plan.Sections[i].Kind.Noun(&plan.Sections[i]))
		kinds[plan.Sections[i].Kind.Name()] = true
	}
	for _, p := range ps {
		keys = append(keys, p.Body.Caption())
	}
	for _, k := range SectionKindNames() {
		if !kinds[k] {
			t.Errorf("section kind %s is not in the test book", k)
		}
	}
	for _, lang := range i18n.Languages() {
		for _, k := range keys {
			if _, ok := i18n.Table(lang)[k]; !ok {
				t.Errorf("%s has no text for %q", lang, k)
			}
		}
	}
}

// TestKindBooksTranslated prints a Spanish, a French and a German book of
// every grid kind and every section kind and checks that no page prints
// the English caption or section noun of any of them (where the language's
// word differs from the English one).
func TestKindBooksTranslated(t *testing.T) {
	en, err := New(mustParse(t, kindBookSpec("en")), 0)
	if err != nil {
		t.Fatal(err)
	}
	var english []string
	for _, p := range en.Puzzles {
		english = append(english, p.kindName("en"))
	}
	for i := range en.Plan.Sections {
		english = append(english, sectionNoun("en", &en.Plan.Sections[i]))
	}
	for _, lang := range []string{"es", "fr", "de"} {
		t.Run(lang, func(t *testing.T) {
			b, err := New(mustParse(t, kindBookSpec(lang)), 0)
			if err != nil {
				t.Fatal(err)
			}
			// Words the language's own table gives (not a fallback to
			// English) may equal the English ones.
			own := map[string]bool{}
			for _, p := range b.Puzzles {
				if _, ok := i18n.Table(lang)[p.Body.Caption()]; ok {
					own[p.kindName(lang)] = true
				}
			}
			for i := range b.Plan.Sections {
				sp := &b.Plan.Sections[i]
				if _, ok := i18n.Table(lang)[sp.Kind.Noun(sp)]; ok {
					own[sectionNoun(lang, sp)] = true
				}
			}
			for n := 1; n <= len(b.Pages); n++ {
				for _, tx := range pageText(b, n) {
					for _, e := range english {
						if own[e] {
							continue // the same word in both languages
						}
						if containsWord(tx, e) {
							t.Errorf("page %d prints the English %q in %q", n, e, tx)
						}
					}
				}
			}
		})
	}
}

// containsWord reports whether s holds phrase as whole words: not as the
// start of a longer word ("Star" in "Startwert").
func containsWord(s, phrase string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], phrase)
		if j < 0 {
			return false
		}
		a, b := i+j, i+j+len(phrase)
		before, _ := utf8.DecodeLastRuneInString(s[:a])
		after, _ := utf8.DecodeRuneInString(s[b:])
		if (a == 0 || !unicode.IsLetter(before)) && (b == len(s) || !unicode.IsLetter(after)) {
			return true
		}
		i = a + 1
	}
}

// TestRegisteredTextGlyphs holds every text in every language, the ones
// section kinds register from their files included, to glyphs the
// embedded fonts have.
func TestRegisteredTextGlyphs(t *testing.T) {
	var buf sfnt.Buffer
	for _, f := range fonts.All() {
		pf, err := fonts.Parsed(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range i18n.Languages() {
			for k, s := range i18n.Table(lang) {
				for _, r := range s {
					if g, err := pf.GlyphIndex(&buf, r); r != ' ' && (err != nil || g == 0) {
						t.Errorf("%s %s: %q has no glyph in %s", lang, k, r, f.Family())
					}
				}
			}
		}
	}
}
