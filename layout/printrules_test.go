package layout

import (
	"strings"
	"testing"
)

// TestMaxPages holds KDP's page caps per trim and paper.
func TestMaxPages(t *testing.T) {
	for _, tt := range []struct {
		w, h  float64 // inches
		stock string
		want  int
	}{
		{6, 9, StockWhite, 828}, {6, 9, StockCream, 776}, {6, 9, StockColor, 828},
		{5, 8, StockWhite, 828}, {8, 10, StockWhite, 828},
		{8.5, 11, StockWhite, 590}, {8.5, 11, StockCream, 550}, {8.5, 11, StockColor, 590},
		{8.5, 8.5, StockWhite, 590}, {8.25, 6, StockWhite, 800}, {8.25, 8.25, StockCream, 750},
		{8.27, 11.69, StockWhite, 780}, {8.27, 11.69, StockCream, 730}, {8.27, 11.69, StockColor, 590},
		{8.5, 14, StockWhite, 590}, {11, 8.5, StockWhite, 590},
	} {
		if got := MaxPages(tt.w*Inch, tt.h*Inch, tt.stock); got != tt.want {
			t.Errorf("MaxPages(%g x %g, %s) = %d, want %d", tt.w, tt.h, tt.stock, got, tt.want)
		}
	}
}

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
// the drawing clear of the gutter on the binding side of each page by the
// width its page count needs, and of the outside edges.
func TestPagesReadBack(t *testing.T) {
	b, pdf := buildPDF(t, mustParse(t, "paper: 6x9\nbleed: true\nsections:\n  - count: 150\n    size: 4x4\n"), 0)
	f := readPDF(pdf)
	pages := f.pages()
	if len(pages) != len(b.Pages) || len(pages) <= 150 {
		t.Fatalf("%d pages read, %d made; want more than 150", len(pages), len(b.Pages))
	}
	gutter := MinInsideMargin(len(pages))
	if gutter != 0.5*Inch {
		t.Fatalf("gutter %.3g in", gutter/Inch)
	}
	for i, p := range pages {
		n := i + 1
		media, _ := f.box(p.dict["MediaBox"])
		trim, ok1 := f.box(p.dict["TrimBox"])
		bleed, ok2 := f.box(p.dict["BleedBox"])
		if !ok1 || !ok2 || media != [4]float64{0, 0, 6*Inch + BleedX, 9*Inch + 2*BleedY} || bleed != media {
			t.Fatalf("page %d: media %v trim %v bleed %v", n, media, trim, bleed)
		}
		// The bleed is on the outside edge: right of odd pages, left of even.
		wantX := 0.0
		if n%2 == 0 {
			wantX = BleedX
		}
		if abs(trim[0]-wantX) > 0.01 || abs(trim[2]-trim[0]-6*Inch) > 0.01 || abs(trim[1]-BleedY) > 0.01 || abs(trim[3]-trim[1]-9*Inch) > 0.01 {
			t.Fatalf("page %d: trim box %v, want 6 x 9 in from x=%v", n, trim, wantX)
		}
		content, _ := f.content(p)
		ink := f.readInk(content, p.resources)
		if !ink.drawn {
			continue
		}
		left, right := ink.bounds[0]-trim[0], trim[2]-ink.bounds[2]
		inside, outside := left, right
		if n%2 == 0 {
			inside, outside = right, left
		}
		if inside < gutter-0.5 || outside < MinOutsideMarginBleed-0.5 {
			t.Errorf("page %d: %.3f in from the gutter, %.3f in from the outside edge; want %.3f and %.3f", n, inside/Inch, outside/Inch, gutter/Inch, MinOutsideMarginBleed/Inch)
		}
	}
}
