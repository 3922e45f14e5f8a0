package layout

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/preflight"
)

// TestBookAnyText: control characters, markup characters and letters
// beyond ASCII in every text of a book (title, subtitle, author, header,
// section titles, copyright, cover blurb) are drawn or dropped, never a
// panic; the book and its cover are written and read back. Characters the
// fonts lack (above U+FFFF, which gofpdf's font subsetter indexed out of
// range, or CJK, which printed as boxes) are refused at the field's line.
func TestBookAnyText(t *testing.T) {
	for field, line := range map[string]int{"title": 2, "author": 4, "header": 5, "holder": 8, "blurb": 11, "sections[0].title": 13} {
		bad := `"\U0001D544aze \U0001F431 中文"`
		y := strings.NewReplacer("T", `"ok"`).Replace("seed: 4\ntitle: T\nsubtitle: T\nauthor: T\nheader: T\n" +
			"copyright:\n  year: 2026\n  holder: T\n  text: T\ncover:\n  blurb: T\n" +
			"sections:\n  - title: T\n    count: 2\n")
		lines := strings.Split(y, "\n")
		lines[line-1] = strings.Replace(lines[line-1], `"ok"`, bad, 1)
		_, err := Parse([]byte(strings.Join(lines, "\n")), "t.yaml")
		want := fmt.Sprintf("t.yaml:%d: ", line)
		if err == nil || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), "the fonts cannot draw 𝕄 (U+1D544), 🐱 (U+1F431), 中 (U+4E2D)") {
			t.Errorf("%s: got %v, want %s... the fonts cannot draw", field, err, want)
		}
	}
	text := `"Ωμέγα ÿ \x01\x7f <&> \u00a0"`
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
