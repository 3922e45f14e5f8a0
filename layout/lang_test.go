package layout

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/image/font/sfnt"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/internal/pdftest"
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

// TestLanguageInPDF makes a small book in each language and reads its
// accented text back from the PDF's text layer.
func TestLanguageInPDF(t *testing.T) {
	want := map[string][]string{
		"en": {"Answers", "Puzzle 1", "Easy"},
		"es": {"Soluciones", "Pasatiempo 1", "Fácil", "Cómo se resuelve", "Índice", "Laberintos"},
		"fr": {"Solutions", "Jeu 1", "Départ", "Arrivée", "Sommaire", "Comment jouer", "Entrez par la flèche"},
		"de": {"Lösungen", "Rätsel 1", "Leicht", "So wird’s gelöst", "Inhalt", "Lösungen"},
	}
	for _, lang := range Languages() {
		t.Run(lang, func(t *testing.T) {
			s := mustParse(t, "language: "+lang+"\nseed: 3\nsections:\n  - count: 2\n    size: 6x6\n    markers: labels\n")
			b, err := New(s, 1)
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := b.WritePDF(context.Background(), &buf, nil); err != nil {
				t.Fatal(err)
			}
			p := filepath.Join(t.TempDir(), "book.pdf")
			os.WriteFile(p, buf.Bytes(), 0o644)
			text := pdftest.Tool(t, "pdftotext", p, "-")
			for _, w := range want[lang] {
				if !strings.Contains(text, w) {
					t.Errorf("the %s book's text lacks %q", lang, w)
				}
			}
		})
	}
}

// TestLanguageField rejects an unknown language, naming the field.
func TestLanguageField(t *testing.T) {
	_, err := Parse([]byte("language: klingon\n"), "t.yaml")
	if err == nil || !strings.Contains(err.Error(), "t.yaml:1: language:") || !strings.Contains(err.Error(), "de, en, es, fr") {
		t.Errorf("err = %v", err)
	}
}
