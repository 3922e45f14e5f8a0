package layout

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/internal/pdftest"
)

// TestLanguageInPDF makes a small book in each language and reads its
// accented text back from the PDF's text layer.
func TestLanguageInPDF(t *testing.T) {
	want := map[string][]string{
		"en": {"Answers", "Puzzle 1", "Easy"},
		"es": {"Soluciones", "Pasatiempo 1", "Fácil", "Cómo se resuelve", "Índice", "Laberintos"},
		"fr": {"Solutions", "Jeu 1", "Départ", "Arrivée", "Sommaire", "Comment jouer", "Entrez par la flèche"},
		"de": {"Lösungen", "Rätsel 1", "Leicht", "So wird’s gelöst", "Inhalt", "Lösungen"},
	}
	for _, lang := range i18n.Languages() {
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
