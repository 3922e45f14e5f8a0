package layout

import (
	"regexp"
	"strconv"
	"testing"

	"github.com/mazekit/mazekit/classroom"
)

// TestLargePrintHandoutText checks that every piece of text a large-print
// handout sets on its sheets (name and date line, sheet number, captions,
// instructions) is at least LargePrintTextPt.
func TestLargePrintHandoutText(t *testing.T) {
	y := "paper: letter\nseed: 5\nlanguage: es\nhandout:\n  copies: 2\n  per_sheet: 1\nsections:\n  - age: \"5-6\"\n    large_print: true\n"
	b, err := New(mustParse(t, y), 1)
	if err != nil {
		t.Fatal(err)
	}
	size := regexp.MustCompile(`(?m)^text .* size=([0-9.]+) `)
	doc := bookDocument(t, b)
	seen := 0
	for i, pg := range doc.Pages {
		if b.Pages[i].Kind != PagePuzzles {
			continue // the teacher's key is not large print
		}
		for _, m := range size.FindAllStringSubmatch(pg.Scene.String(), -1) {
			seen++
			if v, _ := strconv.ParseFloat(m[1], 64); v < classroom.LargePrintTextPt {
				t.Errorf("page %d: %s", i+1, m[0])
			}
		}
	}
	if seen == 0 {
		t.Fatal("no text found on the sheets")
	}
}
