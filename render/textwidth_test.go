package render

import (
	"testing"

	"github.com/mazekit/mazekit/fonts"
)

// TestTextWidthMatchesPDF checks that text measured from the fonts' metrics
// is exactly as wide as the PDF backend lays it out, for every rune each
// font draws, so text aligned by TextWidth sits where it was meant to.
func TestTextWidthMatchesPDF(t *testing.T) {
	pdf := newPDF()
	for _, f := range fonts.All() {
		pdf.SetFont(f.Family(), "", 10)
		checked := 0
		for r := rune(0x20); r < 0x10000; r++ {
			if testing.Short() && r > 0x600 {
				break
			}
			if r != ' ' && !fonts.Has(f, r) {
				continue
			}
			s := string([]rune{r, 'A', r})
			if got, want := TextWidth(f, 10, s), pdf.GetStringWidth(s); got != want {
				t.Fatalf("%s: %q is %v pt wide by the metrics, %v pt in the PDF", f.Family(), s, got, want)
			}
			checked++
		}
		if checked < 200 {
			t.Errorf("%s: only %d runes checked", f.Family(), checked)
		}
	}
	if got, want := TextWidth(fonts.Bold, 12, "Amazing Mazes — Fácil"), func() float64 {
		pdf.SetFont(fonts.Bold.Family(), "", 12)
		return pdf.GetStringWidth("Amazing Mazes — Fácil")
	}(); got != want {
		t.Errorf("a title is %v pt wide by the metrics, %v pt in the PDF", got, want)
	}
}
