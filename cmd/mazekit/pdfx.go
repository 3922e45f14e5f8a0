package main

import (
	"io"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/render"
)

// pdfxUsage is the help of --pdfx on the commands that write one picture
// or sheet.
const pdfxUsage = "PDF: write PDF/X for print shops: x1a|x4"

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
		return p, usagef("--pdfx %q: want x1a or x4", s)
	}
	for _, f := range formats {
		if f != "" && f != "pdf" {
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
