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
	"github.com/mazekit/mazekit/topology"
)

// englishCaptionWords are English words a book prints of its own in
// captions, headers, section pages, the contents and the key: none may
// show in a book in another language unless that language's own table
// uses the same word.
var englishCaptionWords = []string{
	"Puzzle", "Puzzles", "puzzles", "Maze", "Mazes", "maze", "mazes", "Easy", "Medium", "Hard", "Expert",
	"Answer", "Answers", "Solution", "Solutions", "Page", "page", "Contents", "How to", "Start", "Finish",
	"Sheet", "Name", "Date", "Labyrinth", "labyrinths", "Numbers", "Letters", "Cellular", "Picture",
	"colouring", "trap-the-cat", "Square", "Hexagon", "Triangle", "Circle", "Organic", "Shape", "Weave",
	"Torus", "Cube", "Heart", "Star",
}

// TestKindBooksNoEnglishInPDF prints a Spanish, a French and a German book
// with a section of every registered section kind and every grid kind a
// book takes, extracts the PDF's text and fails on any English caption
// word or English grid or section name that the language's own table does
// not also use.
func TestKindBooksNoEnglishInPDF(t *testing.T) {
	if testing.Short() {
		t.Skip("three books of every kind; TestKindBooksTranslated checks their scenes in -short")
	}
	words := append([]string(nil), englishCaptionWords...)
	for _, g := range topology.Kinds() {
		words = append(words, i18n.Text("en", "grid."+g), i18n.Text("en", "grid."+g+".mazes"))
	}
	for _, k := range SectionKindNames() {
		words = append(words, i18n.Text("en", "noun."+k))
	}
	for _, lang := range []string{"es", "fr", "de"} {
		t.Run(lang, func(t *testing.T) {
			b, err := New(mustParse(t, kindBookSpec(lang)), 0)
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := b.WritePDF(context.Background(), &buf, nil); err != nil {
				t.Fatal(err)
			}
			p := filepath.Join(t.TempDir(), "book.pdf")
			if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			text := pdftest.Tool(t, "pdftotext", "-layout", p, "-")
			var own strings.Builder
			for _, v := range i18n.Table(lang) {
				own.WriteString(v + "\n")
			}
			for _, w := range words {
				if w == "" || containsWord(own.String(), w) {
					continue // the language's own word is the same
				}
				for n, page := range strings.Split(text, "\f") {
					for _, line := range strings.Split(page, "\n") {
						if containsWord(line, w) {
							t.Errorf("page %d prints the English %q: %q", n+1, w, strings.TrimSpace(line))
						}
					}
				}
			}
		})
	}
}
