package pdftest_test

import (
	"testing"

	"github.com/mazekit/mazekit/internal/pdftest"
)

// A test that wrote a PDF reads it back with qpdf and poppler.
func Example() {
	_ = func(t *testing.T) {
		pdftest.Check(t, "book.pdf")
		fonts := pdftest.Tool(t, "pdffonts", "book.pdf")
		_ = fonts
	}
}
