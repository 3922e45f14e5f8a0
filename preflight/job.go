// Job: checking files named on the command line and writing the report.

package preflight

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/mazekit/mazekit/internal/limits"
	"github.com/mazekit/mazekit/param"
)

// Job checks a PDF file against the print rules and writes the report.
type Job struct {
	Check      string    // the PDF to check
	Interior   string    // if set, Check is a cover for this interior
	PaperStock string    // the paper stock; "" for the one the file records, else white
	PDFX       PDFX      // also check this PDF/X level
	Strict     bool      // images under 300 ppi are problems
	Shop       string    // also check the trim against this shop's list (ShopKDP)
	Stdout     io.Writer // where the report goes
}

// ReadError is the error of a file that cannot be read as a PDF (damaged,
// encrypted, absurd): distinct from one that breaks print rules.
type ReadError struct {
	Path string
	Err  error
}

func (e *ReadError) Error() string { return e.Path + ": " + e.Err.Error() }
func (e *ReadError) Unwrap() error { return e.Err }

// Run checks the file; it returns an error when the file cannot be read (a
// *ReadError) or breaks a print rule, after writing the report.
func (j *Job) Run() error {
	if j.Stdout == nil {
		j.Stdout = io.Discard
	}
	if j.PaperStock != "" && !slices.Contains(PaperStocks(), j.PaperStock) {
		return param.Textf("paper-stock", j.PaperStock, "want one of %s", strings.Join(PaperStocks(), ", "))
	}
	if j.Check == "" {
		return param.Presentf("interior", "names the interior of a cover being checked: give the cover to check too")
	}
	if j.Interior != "" {
		return j.checkCover()
	}
	return j.check()
}

// readInput reads an input file of at most max bytes; a file that cannot
// be read is a bad value of field.
func readInput(field, path string, max int64) ([]byte, error) {
	data, err := limits.ReadFile(path, max)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, param.Textf(field, path, "cannot read it: %v", err)
	}
	return data, nil
}

// check checks an interior PDF and writes the report.
func (j *Job) check() error {
	data, err := readInput("check", j.Check, limits.PDFBytes)
	if err != nil {
		return err
	}
	rep, err := (&Options{Stock: j.PaperStock, PDFX: j.PDFX, Strict: j.Strict, Shop: j.Shop}).Check(data)
	if err != nil {
		return &ReadError{j.Check, err}
	}
	fmt.Fprint(j.Stdout, rep.String())
	if len(rep.Problems) > 0 && rep.Pages == 1 && rep.MediaW > rep.MediaH {
		fmt.Fprintf(j.Stdout, "(one page wider than tall: if %s is a cover, check it with --interior book.pdf)\n", j.Check)
	}
	if len(rep.Problems) > 0 {
		return fmt.Errorf("%s breaks %d print rule(s)", j.Check, len(rep.Problems))
	}
	return nil
}

// checkCover checks a cover against the interior it wraps: its page count
// and trim (the TrimBox when the interior bleeds).
func (j *Job) checkCover() error {
	in, err := readInput("interior", j.Interior, limits.PDFBytes)
	if err != nil {
		return err
	}
	irep, err := (&Options{Stock: j.PaperStock}).Check(in)
	if err != nil {
		return &ReadError{j.Interior, err}
	}
	data, err := readInput("check", j.Check, limits.PDFBytes)
	if err != nil {
		return err
	}
	rep, err := (&Options{Stock: j.PaperStock, PDFX: j.PDFX, Strict: j.Strict}).CheckCover(data, irep.Pages, irep.TrimW, irep.TrimH)
	if err != nil {
		return &ReadError{j.Check, err}
	}
	w, h, spine := CoverSize(irep.TrimW, irep.TrimH, irep.Pages, rep.Stock)
	fmt.Fprintf(j.Stdout, "interior:       %d pages, %.3f x %.3f in\n", irep.Pages, irep.TrimW/Inch, irep.TrimH/Inch)
	fmt.Fprintf(j.Stdout, "cover wants:    %.4f x %.4f in (spine %.4f in)\n", w/Inch, h/Inch, spine/Inch)
	fmt.Fprint(j.Stdout, rep.String())
	if len(rep.Problems) > 0 {
		return fmt.Errorf("%s breaks %d print rule(s)", j.Check, len(rep.Problems))
	}
	return nil
}
