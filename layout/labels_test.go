package layout

import (
	"image/color"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/render"
)

// textLog records the texts drawn on a page, at their printed size.
type textLog struct{ texts []render.TextStyle }

func (l *textLog) MoveTo(x, y float64)             {}
func (l *textLog) LineTo(x, y float64)             {}
func (l *textLog) CubeTo(_, _, _, _, _, _ float64) {}
func (l *textLog) ClosePath()                      {}
func (l *textLog) Stroke(render.Pen)               {}
func (l *textLog) Fill(color.RGBA)                 {}
func (l *textLog) Text(_, _ float64, _ string, t render.TextStyle) {
	l.texts = append(l.texts, t)
}

// pageTexts returns every text of the book's puzzle pages with its size in
// points, and how many of them are Start or Finish labels.
func pageTexts(t *testing.T, b *Book) (sizes []float64, labels int) {
	for _, p := range bookDocument(t, b).Pages {
		var l textLog
		p.Scene.Replay(&l)
		for _, tx := range l.texts {
			sizes = append(sizes, tx.Size)
		}
	}
	for _, pg := range b.Pages {
		for _, p := range pg.Puzzles {
			if pg.Kind == PagePuzzles && markers(b.Plan, p) == render.MarkersLabels {
				labels += 2
			}
		}
	}
	return sizes, labels
}

// TestLabelsNeverTiny lays out labelled mazes so dense that labels would
// print below 7 pt: those puzzles get arrows instead, with one warning,
// and no text in the book is smaller than 7 pt. Roomy layouts keep their
// labels.
func TestLabelsNeverTiny(t *testing.T) {
	for _, tc := range []struct {
		yaml       string
		wantLabels bool
	}{
		{"paper: a5\nsections:\n  - count: 9\n    size: 30x30\n    per_page: 9\n    markers: labels\n", false},
		{"paper: letter\nsections:\n  - count: 2\n    size: 8x8\n    per_page: 2\n    markers: labels\n", true},
		{"handout:\n  copies: 2\n  per_sheet: 2\nsections:\n  - size: 10x10\n    markers: labels\n", true},
	} {
		s, err := Parse([]byte(tc.yaml), "l.yaml")
		if err != nil {
			t.Fatal(err)
		}
		b, err := New(s, 1)
		if err != nil {
			t.Fatal(err)
		}
		sizes, labels := pageTexts(t, b)
		for _, sz := range sizes {
			if sz < minTextPt-1e-9 {
				t.Errorf("%q: text of %.2f pt", tc.yaml, sz)
			}
		}
		warned := 0
		for _, w := range b.Warnings {
			if strings.Contains(w, "labels") {
				warned++
			}
		}
		if tc.wantLabels && (labels == 0 || warned != 0) {
			t.Errorf("%q: %d labels, %d warnings; want labels and no warning", tc.yaml, labels, warned)
		}
		if !tc.wantLabels && (labels != 0 || warned != 1) {
			t.Errorf("%q: %d labels, %d warnings; want arrows and one warning", tc.yaml, labels, warned)
		}
	}
}
