package layout

import (
	"bytes"
	"context"
	"testing"

	"github.com/mazekit/mazekit/preflight"
)

// TestHowToOnSmallPaper: on 4x6 in paper the how-to page's example maze is
// drawn small; its door labels would print at 6.3 pt, under the 7 pt the
// book's own check asks, so it has arrows there and the check passes.
func TestHowToOnSmallPaper(t *testing.T) {
	for _, paper := range []string{"4x6in", "letter"} {
		spec, err := Parse([]byte("title: T\nseed: 1\npaper: "+paper+"\nhow_to: true\nsections:\n  - grid: rect\n    size: 5x5\n    count: 2\n"), "t.yaml")
		if err != nil {
			t.Fatal(err)
		}
		b, err := Make(context.Background(), spec, &Options{})
		if err != nil {
			t.Fatal(err)
		}
		var pdf bytes.Buffer
		if err := b.WritePDF(context.Background(), &pdf, nil); err != nil {
			t.Fatal(err)
		}
		rep, err := preflight.Check(pdf.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		if rep.SmallestText < minText-0.005 {
			t.Errorf("%s: smallest text %.2f pt, under %v pt", paper, rep.SmallestText, minText)
		}
	}
}
