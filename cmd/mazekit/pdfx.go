package main

import (
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/render"
)

// pdfxValues are the values --pdfx takes: a level and, after a colon, the
// printing condition (FOGRA39 when none is named).
var pdfxValues = "x1a|x4, or with a printing condition x1a:COND|x4:COND (COND " + strings.Join(render.OutputConditions(), "|") + "; default fogra39)"

// pdfxWant is what a bad --pdfx is told.
var pdfxWant = "want x1a or x4, optionally with :" + strings.Join(render.OutputConditions(), ", :")

// pdfxUsage is the help of --pdfx on the commands that write one picture
// or sheet.
var pdfxUsage = "PDF: write PDF/X for print shops: " + pdfxValues

// bindPDFX binds --pdfx to p.
func bindPDFX(fs *pflag.FlagSet, p *string) { fs.StringVar(p, "pdfx", "", pdfxUsage) }

// pdfxLevel reads --pdfx for output in the given formats: a PDF/X level is
// a PDF, so any other format ("" for no file) is refused.
func pdfxLevel(s string, formats ...string) (render.PDFX, error) {
	if s == "" {
		return render.PDFXNone, nil
	}
	p, err := render.ParsePDFX(s)
	if err != nil {
		return p, usagef("--pdfx %q: %s", s, pdfxWant)
	}
	for _, f := range formats {
		if f != "" && !render.IsPaged(f) {
			return p, usagef("--pdfx %s: PDF/X is written as a PDF, not %s", s, f)
		}
	}
	return p, nil
}

// pdfxWrite returns write made to write its PDF as the level --pdfx (s)
// names; a format other than PDF is refused.
func pdfxWrite(s string, write func(w io.Writer, format string) error) func(w io.Writer, format string) error {
	return func(w io.Writer, format string) error {
		p, err := pdfxLevel(s, format)
		if err != nil {
			return err
		}
		return render.PDFXFill(p, func(w io.Writer) error { return write(w, format) })(w)
	}
}
