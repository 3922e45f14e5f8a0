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

// PDFX is a PDF/X conformance level a PDF is written to, with the
// printing condition it is made for (see OutputConditions).
type PDFX int

// The PDF/X levels: none, PDF/X-1a:2001 (ISO 15930-1, PDF 1.3, the level
// IngramSpark asks for) and PDF/X-4 (ISO 15930-7), for FOGRA39.
const (
	PDFXNone PDFX = iota
	PDFX1a
	PDFX4
)

// levelBits hold the level; the bits above, the output condition.
const levelBits = 4

// conditions are the printing conditions by name, the first the default.
var conditions = []struct {
	name string
	c    pdfx.Condition
}{
	{"fogra39", pdfx.FOGRA39()},
	{"gracol2006", pdfx.GRACoL2006()},
	{"swop", pdfx.SWOP3()},
}

// OutputConditions returns the names of the printing conditions a PDF/X
// file can be made for: fogra39 (the default; offset on coated paper,
// ISO 12647-2), gracol2006 (GRACoL 2006 coated #1, CGATS TR 006, the US
// commercial condition) and swop (SWOP coated #3, CGATS TR 003).
func OutputConditions() []string {
	var out []string
	for _, c := range conditions {
		out = append(out, c.name)
	}
	return out
}

// Level returns p's level without its condition: PDFXNone, PDFX1a or
// PDFX4.
func (p PDFX) Level() PDFX { return p & (1<<levelBits - 1) }

// Condition returns the name of the printing condition p is made for.
func (p PDFX) Condition() string {
	i := int(p >> levelBits)
	if i < 0 || i >= len(conditions) {
		i = 0
	}
	return conditions[i].name
}

// ParsePDFX reads a level by name, "x1a" or "x4", optionally with a
// printing condition after a colon ("x4:gracol2006"; see
// OutputConditions); "" is PDFXNone.
func ParsePDFX(s string) (PDFX, error) {
	level, cond, _ := strings.Cut(strings.ToLower(strings.TrimSpace(s)), ":")
	var p PDFX
	switch level {
	case "":
		if cond != "" {
			break
		}
		return PDFXNone, nil
	case "x1a":
		p = PDFX1a
	case "x4":
		p = PDFX4
	}
	if p == PDFXNone {
		return PDFXNone, fmt.Errorf("render: unknown PDF/X level %q (want x1a or x4)", s)
	}
	if cond == "" {
		return p, nil
	}
	for i, c := range conditions {
		if c.name == cond {
			return p | PDFX(i)<<levelBits, nil
		}
	}
	return PDFXNone, fmt.Errorf("render: unknown printing condition %q (want %s)", cond, strings.Join(OutputConditions(), ", "))
}

// String returns the level's name as ParsePDFX takes it.
func (p PDFX) String() string {
	s := [...]string{"", "x1a", "x4"}[min(max(int(p.Level()), 0), 2)]
	if p>>levelBits != 0 && s != "" {
		s += ":" + p.Condition()
	}
	return s
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
		if (m[1][0] == '1') == (p.Level() == PDFX1a) {
			return pdf, nil
		}
		return nil, fmt.Errorf("render: the PDF is already PDF/X of another level than %s", p)
	}
	return p.convert(pdf, "Untitled")
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
