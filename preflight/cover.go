// CheckCover: the print rules of a full-wrap cover.

package preflight

import (
	"fmt"
	"math"
)

// CheckCover reads a cover PDF and checks it against the interior it
// wraps (see [Options.CheckCover]) on stock.
func CheckCover(pdf []byte, pages int, trimW, trimH float64, stock string) (*Report, error) {
	return (&Options{Stock: stock}).CheckCover(pdf, pages, trimW, trimH)
}

// CheckCover reads a cover PDF and checks it against the interior it
// wraps: one page, the size CoverSize gives for pages pages of a
// trimW×trimH book on the stock (within CoverTolerance), and the file
// rules of an interior: lines, text of any colour, fonts, annotations,
// images, and PDF/X when asked. The stock is the options', else the one
// the cover records, else white.
func (o *Options) CheckCover(pdf []byte, pages int, trimW, trimH float64) (*Report, error) {
	r, err := o.check(pdf, true)
	if err != nil {
		return nil, err
	}
	problem := func(format string, a ...any) { r.Problems = append(r.Problems, fmt.Sprintf(format, a...)) }
	if r.Pages != 1 {
		problem("a cover is one page, not %d", r.Pages)
	}
	w, h, spine := CoverSize(trimW, trimH, pages, r.Stock)
	if math.Abs(r.MediaW-w) > CoverTolerance || math.Abs(r.MediaH-h) > CoverTolerance {
		problem("the cover is %.4f x %.4f in; %d pages of %.4g x %.4g in on %s paper need %.4f x %.4f in (spine %.4f in)",
			r.MediaW/Inch, r.MediaH/Inch, pages, trimW/Inch, trimH/Inch, r.Stock, w/Inch, h/Inch, spine/Inch)
	}
	return r, nil
}
