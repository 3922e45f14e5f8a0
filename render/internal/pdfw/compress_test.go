package pdfw

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/mazekit/mazekit/fonts"
)

// document writes a few pages of lines and text, with fpdf's own page
// compression on or off.
func document(t *testing.T, pages int, compress bool) []byte {
	t.Helper()
	pdf := New(time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC))
	pdf.SetCompression(compress)
	for p := range pages {
		pdf.AddPage()
		for i := range 50 + 40*p {
			pdf.Line(10, float64(10+i), float64(100+3*i), float64(20+2*i))
		}
		pdf.SetFont(fonts.Regular.Family(), "", 12)
		pdf.Text(40, 700, fmt.Sprintf("page %d", p+1))
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// CompressContents turns the file fpdf writes with compression off into
// the very file it writes with compression on, on one core or several.
func TestCompressContentsMatchesFpdf(t *testing.T) {
	for _, pages := range []int{1, 5} {
		want := document(t, pages, true)
		raw := document(t, pages, false)
		if bytes.Equal(raw, want) {
			t.Fatal("compression made no difference: the test checks nothing")
		}
		for _, workers := range []int{1, 2, 0} {
			got, err := CompressContents(raw, workers)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%d pages on %d workers: %d bytes differ from fpdf's %d", pages, workers, len(got), len(want))
			}
		}
	}
}

// A file that is not what fpdf writes is refused with an error, not
// rewritten.
func TestCompressContentsRefusesOtherFiles(t *testing.T) {
	raw := document(t, 1, false)
	for name, b := range map[string][]byte{
		"empty":        nil,
		"no xref":      bytes.Replace(raw, []byte("\nxref\n0 "), []byte("\nxref\n0x"), 1),
		"cut short":    raw[:len(raw)-200],
		"not a stream": bytes.Replace(raw, []byte("<</Length "), []byte("<</Filter /X /Length "), 1),
	} {
		if _, err := CompressContents(b, 1); err == nil || !strings.HasPrefix(err.Error(), "render: pdf:") {
			t.Errorf("%s: got error %v", name, err)
		}
	}
}
