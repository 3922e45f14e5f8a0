// PDF/X levels; internal/pdfx rewrites a finished PDF as one for print shops.

package render

import (
	"fmt"
	"strings"
)

// PDFX is a PDF/X conformance level a PDF is written to.
type PDFX int

// The PDF/X levels: none, PDF/X-1a:2001 (ISO 15930-1, PDF 1.3, the level
// IngramSpark asks for) and PDF/X-4 (ISO 15930-7).
const (
	PDFXNone PDFX = iota
	PDFX1a
	PDFX4
)

// ParsePDFX reads a level by name: "x1a" or "x4"; "" is PDFXNone.
func ParsePDFX(s string) (PDFX, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "":
		return PDFXNone, nil
	case "x1a":
		return PDFX1a, nil
	case "x4":
		return PDFX4, nil
	}
	return PDFXNone, fmt.Errorf("render: unknown PDF/X level %q (want x1a or x4)", s)
}

// String returns the level's name as ParsePDFX takes it.
func (p PDFX) String() string {
	return [...]string{"", "x1a", "x4"}[min(max(int(p), 0), 2)]
}
