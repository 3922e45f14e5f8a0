// PDF/X levels; internal/pdfx rewrites a finished PDF as one for print shops.

package render

import (
	"bytes"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/mazekit/mazekit/render/internal/pdfx"
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

var pdfxVersionRe = regexp.MustCompile(`/GTS_PDFXVersion\s*\(PDF/X-(1|4)`)

// ConvertPDFX rewrites pdf, a file this package wrote without a PDF/X
// level, as level p (see WriteDocumentPDF). A file already written as p
// is returned as it is; one written as another level is an error.
func ConvertPDFX(pdf []byte, p PDFX) ([]byte, error) {
	if p == PDFXNone {
		return pdf, nil
	}
	if m := pdfxVersionRe.FindSubmatch(pdf); m != nil {
		if (m[1][0] == '1') == (p == PDFX1a) {
			return pdf, nil
		}
		return nil, fmt.Errorf("render: the PDF is already PDF/X of another level than %s", p)
	}
	return pdfx.Convert(pdf, pdfx.Level(p), "Untitled", fixedDate)
}

// PDFXFill returns fill, which writes a PDF, made to write it as level p
// (through ConvertPDFX); with PDFXNone it returns fill itself.
func PDFXFill(p PDFX, fill func(io.Writer) error) func(io.Writer) error {
	if p == PDFXNone {
		return fill
	}
	return func(w io.Writer) error {
		var buf bytes.Buffer
		if err := fill(&buf); err != nil {
			return err
		}
		out, err := ConvertPDFX(buf.Bytes(), p)
		if err != nil {
			return err
		}
		_, err = w.Write(out)
		return err
	}
}
