package layout

import (
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/pdfread"
	"github.com/mazekit/mazekit/preflight"
)

// TestGutterKeptWhenEnough keeps a spec gutter at or above the minimum as
// given and raises one below it with a warning.
func TestGutterKeptWhenEnough(t *testing.T) {
	const body = "paper: 6x9\nmargin: 0.25in\ntitle_page: false\ncontents: false\nhow_to: false\nanswer_key:\n  enabled: false\nsections:\n  - count: 200\n    size: 4x4\n"
	b, err := New(mustParse(t, "gutter: 0.5in\n"+body), 1)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(b.Pages); n <= 150 || n > 300 {
		t.Fatalf("%d pages; the test wants 151 to 300", n)
	}
	if b.inside != 0.5*Inch || len(b.Warnings) != 0 {
		t.Errorf("gutter %.3g in, warnings %q; want 0.5 in kept without a word", b.inside/Inch, b.Warnings)
	}
	b, err = New(mustParse(t, "gutter: 0.4in\n"+body), 1)
	if err != nil {
		t.Fatal(err)
	}
	if b.inside != 0.5*Inch || len(b.Warnings) != 1 || !strings.Contains(b.Warnings[0], "gutter raised from 0.4in to 0.5in") {
		t.Errorf("gutter %.3g in, warnings %q; want 0.5 in with a warning", b.inside/Inch, b.Warnings)
	}
}

// TestPageLimits refuses a book over the trim's cap, naming it, and warns
// under 24 pages.
func TestPageLimits(t *testing.T) {
	_, err := New(mustParse(t, "paper: letter\ntitle_page: false\nanswer_key:\n  enabled: false\nsections:\n  - count: 600\n    size: 4x4\n"), 0)
	if err == nil || !strings.Contains(err.Error(), "at most 590") {
		t.Errorf("a 600-page letter book: err = %v, want the 590-page cap named", err)
	}
	_, err = New(mustParse(t, "paper: letter\npaper_stock: cream\ntitle_page: false\nanswer_key:\n  enabled: false\nsections:\n  - count: 560\n    size: 4x4\n"), 0)
	if err == nil || !strings.Contains(err.Error(), "at most 550") {
		t.Errorf("a 560-page cream letter book: err = %v, want the 550-page cap named", err)
	}
	b, err := New(mustParse(t, "sections:\n  - count: 2\n    size: 4x4\n"), 0)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.Join(b.Warnings, "\n"), "needs at least 24") {
		t.Errorf("a %d-page book: warnings %q lack the 24-page minimum", len(b.Pages), b.Warnings)
	}
}

// TestPagesReadBack reads a bled book of more than 150 pages back: every
// page's MediaBox, TrimBox and BleedBox, the bleed on the outside edge, and
// the print rules (the drawing clear of the gutter on the binding side of
// each page by the width its page count needs, and of the outside edges).
func TestPagesReadBack(t *testing.T) {
	b, pdf := buildPDF(t, mustParse(t, "paper: 6x9\nbleed: true\nsections:\n  - count: 150\n    size: 4x4\n"), 0)
	f, err := pdfread.Open(pdf)
	if err != nil {
		t.Fatal(err)
	}
	pages := f.Pages()
	if len(pages) != len(b.Pages) || len(pages) <= 150 {
		t.Fatalf("%d pages read, %d made; want more than 150", len(pages), len(b.Pages))
	}
	if gutter := preflight.MinInsideMargin(len(pages)); gutter != 0.5*Inch {
		t.Fatalf("gutter %.3g in", gutter/Inch)
	}
	for i, p := range pages {
		n := i + 1
		media, _ := f.Box(p.Dict["MediaBox"])
		trim, ok1 := f.Box(p.Dict["TrimBox"])
		bleed, ok2 := f.Box(p.Dict["BleedBox"])
		if !ok1 || !ok2 || media != [4]float64{0, 0, 6*Inch + preflight.BleedX, 9*Inch + 2*preflight.BleedY} || bleed != media {
			t.Fatalf("page %d: media %v trim %v bleed %v", n, media, trim, bleed)
		}
		// The bleed is on the outside edge: right of odd pages, left of even.
		wantX := 0.0
		if n%2 == 0 {
			wantX = preflight.BleedX
		}
		if abs(trim[0]-wantX) > 0.01 || abs(trim[2]-trim[0]-6*Inch) > 0.01 || abs(trim[1]-preflight.BleedY) > 0.01 || abs(trim[3]-trim[1]-9*Inch) > 0.01 {
			t.Fatalf("page %d: trim box %v, want 6 x 9 in from x=%v", n, trim, wantX)
		}
	}
	rep, err := preflight.Check(pdf)
	if err != nil || len(rep.Problems) > 0 {
		t.Errorf("the book breaks print rules: %v\n%v", err, rep)
	}
}
