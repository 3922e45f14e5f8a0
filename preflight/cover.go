// CheckCover: the print rules of a full-wrap cover.

package preflight

import (
	"fmt"
	"math"
	"strings"
)

// CheckCover reads a cover PDF and checks it against the interior it
// wraps: one page, exactly CoverSize for pages pages of a trimW×trimH
// book on stock (to 0.001 in), fonts embedded, no raster images.
func CheckCover(pdf []byte, pages int, trimW, trimH float64, stock string) (*Report, error) {
	r, err := Check(pdf)
	if err != nil {
		return nil, err
	}
	// The interior's rules (page count, margins) do not apply to a cover.
	var keep []string
	for _, p := range r.Problems {
		if isFileProblem(p) {
			keep = append(keep, p)
		}
	}
	r.Problems = keep
	problem := func(format string, a ...any) { r.Problems = append(r.Problems, fmt.Sprintf(format, a...)) }
	if r.Pages != 1 {
		problem("a cover is one page, not %d", r.Pages)
	}
	w, h, spine := CoverSize(trimW, trimH, pages, stock)
	if math.Abs(r.MediaW-w) > 0.001*Inch || math.Abs(r.MediaH-h) > 0.001*Inch {
		problem("the cover is %.4f x %.4f in; %d pages of %.4g x %.4g in on %s paper need %.4f x %.4f in (spine %.4f in)",
			r.MediaW/Inch, r.MediaH/Inch, pages, trimW/Inch, trimH/Inch, stock, w/Inch, h/Inch, spine/Inch)
	}
	return r, nil
}

// isFileProblem reports whether a problem Check found concerns the file
// (fonts, images, annotations, line widths) rather than the interior's page
// rules.
func isFileProblem(p string) bool {
	for _, s := range []string{"font", "raster", "annotations", "thinnest line", "cannot be read"} {
		if strings.Contains(p, s) {
			return true
		}
	}
	return false
}
