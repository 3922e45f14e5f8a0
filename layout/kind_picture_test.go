package layout

import (
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/i18n"
)

func TestPictureSectionErrors(t *testing.T) {
	for _, c := range []struct{ spec, want string }{
		{"sections:\n  - kind: picture-maze\n    picture: unicorn\n", "sections[0].picture: \"unicorn\" (entry 0) is not one of"},
		{"sections:\n  - kind: picture-maze\n    picture: [heart, \"text:\"]\n", "sections[0].picture: \"text:\" (entry 1): want 1 to 12 letters"},
		{"sections:\n  - kind: picture-maze\n    colors: 1\n", "sections[0].colors: 1: want 0 for one colour, or 2 to 10"},
		{"sections:\n  - kind: picture-maze\n    grid: hex\n", "sections[0].grid:"},
		{"sections:\n  - kind: picture-maze\n    size: 200x200\n", "sections[0].size:"},
		{"sections:\n  - kind: picture-maze\n    picture: cat\n    size: 8x8\n", "works"},
		{"sections:\n  - kind: picture-maze\n    markers: labels\n", "sections[0].markers:"},
	} {
		s, err := Parse([]byte(c.spec), "b.yaml")
		if err == nil {
			_, err = s.Validate()
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v; want %q", c.spec, err, c.want)
		}
	}
}

// TestPictureSection makes a section in colour: each puzzle is the named
// picture in turn, and its instruction names the key's colours in the
// book's language.
func TestPictureSection(t *testing.T) {
	s, err := Parse([]byte("seed: 2\nlanguage: de\nsections:\n  - kind: picture-maze\n    count: 2\n    picture: [apple, heart]\n    colors: 3\n"), "b.yaml")
	if err != nil {
		t.Fatal(err)
	}
	plan, err := s.Validate()
	if err != nil {
		t.Fatal(err)
	}
	sp := &plan.Sections[0]
	for i, want := range []string{"apple", "heart"} {
		p, err := sp.Kind.make(sp, i, 2, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		b := p.Body.(*PictureBody)
		if b.Name != want {
			t.Errorf("puzzle %d is %s, want %s", i, b.Name, want)
		}
		if i == 0 && (b.Keys == nil || !strings.Contains(b.Instruction("de"), "A rot")) {
			t.Errorf("apple in colour: %q", b.Instruction("de"))
		}
		if i == 1 && b.Keys != nil {
			t.Error("a one-colour heart got key letters")
		}
	}
	for _, lang := range i18n.Languages() {
		if lang != "en" && i18n.Text(lang, "how_to.picture.text") == i18n.Text("en", "how_to.picture.text") {
			t.Errorf("%s: the how-to text is not translated", lang)
		}
	}
}
