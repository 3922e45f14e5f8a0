package layout

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/preflight"
)

// TestBookAnyText: characters above U+FFFF (which gofpdf's font subsetter
// indexed out of range), characters the fonts lack and control characters
// in every text of a book (title, subtitle, author, header, section titles,
// copyright, cover blurb) are drawn or replaced, never a panic; the book
// and its cover are written and read back.
func TestBookAnyText(t *testing.T) {
	text := `"\U0001D544aze \U0001F431 中文 \x01\x7f <&> \uFFFF"`
	y := strings.NewReplacer("T", text).Replace("seed: 4\ntitle: T\nsubtitle: T\nauthor: T\nheader: T\n" +
		"copyright:\n  year: 2026\n  holder: T\n  text: T\ncover:\n  blurb: T\n" +
		"sections:\n  - title: T\n    count: 2\n    size: 6x6\n    markers: labels\n    section_page: true\n" +
		"  - title: T\n    kind: cat\n    count: 1\n")
	spec, err := Parse([]byte(y), "t.yaml")
	if err != nil {
		t.Fatal(err)
	}
	b, err := Make(context.Background(), spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	var book, cover bytes.Buffer
	if err := b.WritePDF(context.Background(), &book, nil); err != nil {
		t.Fatal(err)
	}
	if err := b.WriteCoverPDF(&cover); err != nil {
		t.Fatal(err)
	}
	for name, pdf := range map[string][]byte{"book": book.Bytes(), "cover": cover.Bytes()} {
		rep, err := preflight.Check(pdf)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, p := range rep.Problems {
			if strings.Contains(p, "font") {
				t.Errorf("%s: %s", name, p)
			}
		}
	}
}
