package preflight_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/pdftest"
	. "github.com/mazekit/mazekit/preflight"
)

// TestJobNamesBadFiles: a book encrypted by qpdf (with an empty user
// password, so any viewer opens it) and the same book cut short are each
// refused in one line that says so, with nothing else printed.
func TestJobNamesBadFiles(t *testing.T) {
	dir := t.TempDir()
	book := filepath.Join(dir, "book.pdf")
	if err := os.WriteFile(book, smallBook(t, ""), 0o644); err != nil {
		t.Fatal(err)
	}
	enc := filepath.Join(dir, "enc.pdf")
	pdftest.Tool(t, "qpdf", "--encrypt", "", "owner", "256", "--", book, enc)
	data, _ := os.ReadFile(book)
	cut := filepath.Join(dir, "cut.pdf")
	os.WriteFile(cut, data[:len(data)*2/3], 0o644)
	for path, want := range map[string]string{enc: "the PDF is encrypted", cut: "the PDF is damaged"} {
		var out bytes.Buffer
		err := (&Job{Check: path, Stdout: &out}).Run()
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\n") || out.Len() > 0 {
			t.Errorf("%s: error %v, output %q; want one line with %q", filepath.Base(path), err, out.String(), want)
		}
	}
}
