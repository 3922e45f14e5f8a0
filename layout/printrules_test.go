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
