package i18n

import (
	"strings"
	"testing"

	"github.com/mazekit/mazekit/fonts"
	"golang.org/x/image/font/sfnt"
)

// TestLanguageTables checks that every language has every key of English,
// with the same verbs, and that every character of every entry has a glyph
// in the embedded fonts.
func TestLanguageTables(t *testing.T) {
	if got := strings.Join(Languages(), " "); got != "de en es fr" {
		t.Fatalf("Languages() = %s", got)
	}
	verbs := func(s string) int { return strings.Count(s, "%d") + 2*strings.Count(s, "%s") }
	for _, lang := range Languages() {
		for k, en := range bookText["en"] {
			s, ok := bookText[lang][k]
			if !ok {
				t.Errorf("%s lacks %q", lang, k)
				continue
			}
			if verbs(s) != verbs(en) {
				t.Errorf("%s %q = %q: its verbs differ from English %q", lang, k, s, en)
			}
		}
	}
	var buf sfnt.Buffer
	for _, f := range fonts.All() {
		pf, err := fonts.Parsed(f)
		if err != nil {
			t.Fatal(err)
		}
		check := func(lang, s string) {
			for _, r := range s {
				if r == ' ' {
					continue
				}
				if g, err := pf.GlyphIndex(&buf, r); err != nil || g == 0 {
					t.Errorf("%s: %q has no glyph in %s (in %q)", lang, r, f.Family(), s)
				}
			}
		}
		for lang, tab := range bookText {
			for _, s := range tab {
				check(lang, s)
			}
		}
	}
	if Text("xx", "answers") != "Answers" || Text("de", "no.such.key") != "no.such.key" {
		t.Error("Text does not fall back to English, then to the key")
	}
}
