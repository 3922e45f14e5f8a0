// Report: what a check found, for people.

package preflight

import (
	"fmt"
	"strings"
)

// Report is what Check found in a PDF.
type Report struct {
	Pages          int
	MediaW, MediaH float64 // first page, points
	TrimW, TrimH   float64 // trim size (the media box when there is no TrimBox)
	HasTrimBox     bool
	ThinnestLine   float64 // points; 0 if no lines
	SmallestText   float64 // points; 0 if no text
	Fonts          int
	Problems       []string
}

// String formats the report for people: the facts, then each problem.
func (r *Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "pages:          %d\n", r.Pages)
	fmt.Fprintf(&b, "page size:      %.3f x %.3f in (%.2f x %.2f pt)\n", r.MediaW/Inch, r.MediaH/Inch, r.MediaW, r.MediaH)
	if r.HasTrimBox {
		fmt.Fprintf(&b, "trim size:      %.3f x %.3f in (TrimBox and BleedBox set)\n", r.TrimW/Inch, r.TrimH/Inch)
	}
	fmt.Fprintf(&b, "thinnest line:  %.2f pt\n", r.ThinnestLine)
	fmt.Fprintf(&b, "smallest text:  %.2f pt\n", r.SmallestText)
	fmt.Fprintf(&b, "fonts:          %d, all embedded unless listed below\n", r.Fonts)
	if len(r.Problems) == 0 {
		b.WriteString("print rules:    all passed\n")
	}
	for _, p := range r.Problems {
		fmt.Fprintf(&b, "PROBLEM: %s\n", p)
	}
	return b.String()
}
