// Package pdftest runs the PDF tools of qpdf and poppler-utils from tests:
// tests that need them skip when they are missing, unless the environment
// variable MAZEKIT_REQUIRE_PDF_TOOLS is set (as CI does), when they fail.
package pdftest

import (
	"os"
	"os/exec"
	"strings"
	"sync/atomic"
	"testing"
)

// Tool runs a PDF tool and returns its output; it fails the test when the
// tool reports an error.
func Tool(t *testing.T, name string, args ...string) string {
	t.Helper()
	if _, err := exec.LookPath(name); err != nil {
		if os.Getenv("MAZEKIT_REQUIRE_PDF_TOOLS") != "" {
			t.Fatalf("%s is required but not installed", name)
		}
		t.Skipf("%s not installed (apt-get install qpdf poppler-utils)", name)
	}
	out, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, out)
	}
	return string(out)
}

// checked counts the PDFs Check has read for raster images and fonts.
var checked atomic.Int32

// shortChecks is how many PDFs of a test binary Check reads for raster
// images and fonts under go test -short; qpdf checks every one.
const shortChecks = 2

// Check runs the print checks on a PDF file: qpdf finds no errors, there
// are no raster images, and every font is embedded. Under go test -short
// only the first few PDFs of a test binary are read for images and fonts,
// which take poppler most of the time on a long book.
func Check(t *testing.T, path string) {
	t.Helper()
	Tool(t, "qpdf", "--check", path)
	if testing.Short() && checked.Add(1) > shortChecks {
		return
	}
	if out := Tool(t, "pdfimages", "-list", path); strings.Count(strings.TrimSpace(out), "\n") > 1 {
		t.Errorf("PDF has raster images:\n%s", out)
	}
	out := Tool(t, "pdffonts", path)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) < 3 {
		t.Errorf("pdffonts lists no fonts:\n%s", out)
	}
	for _, l := range lines[2:] {
		f := strings.Fields(l)
		if len(f) < 5 || f[len(f)-5] != "yes" {
			t.Errorf("font not embedded: %s", l)
		}
	}
}

// Program finds a program a test needs (a PDF maker such as gs,
// rsvg-convert, convert, soffice or chromium) and returns its path. When
// it is missing the test skips, unless the environment variable require
// names is set (MAZEKIT_REQUIRE_PDF_TOOLS, or MAZEKIT_REQUIRE_BROWSER for
// a browser), when it fails.
func Program(t *testing.T, require string, names ...string) string {
	t.Helper()
	for _, name := range names {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv(require) != "" {
		t.Fatalf("%s is required but not installed", names[0])
	}
	t.Skipf("%s not installed", names[0])
	return ""
}
