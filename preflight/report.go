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
	HasLines       bool    // whether anything is stroked
	ThinnestLine   float64 // points, when HasLines; 0 is a hairline
	HasText        bool    // whether any text is shown
	SmallestText   float64 // points, when HasText, text of any colour
	Fonts          int
	Images         int     // raster images drawn
	LowestPPI      float64 // effective resolution of the coarsest image
	Stock          string  // the paper stock the rules were checked for
	StockFrom      string  // where the stock came from: the command, the file or the default
	PDFX           PDFX    // the PDF/X level checked, if any
	// Handout reports whether the file was judged as loose sheets (a
	// mazekit handout), not a bound book.
	Handout  bool
	Problems []string
	// Warnings are what the shops accept but a reader may notice, such as
	// images under 300 ppi.
	Warnings []string

	// Transparency and colour spaces met, for the PDF/X rules.
	transparency []string
	colors       map[string]string
	strict       bool
}

// String formats the report for people: the facts, then each problem.
func (r *Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "pages:          %d\n", r.Pages)
	fmt.Fprintf(&b, "page size:      %.3f x %.3f in (%.2f x %.2f pt)\n", r.MediaW/Inch, r.MediaH/Inch, r.MediaW, r.MediaH)
	if r.HasTrimBox {
		fmt.Fprintf(&b, "trim size:      %.3f x %.3f in (TrimBox set)\n", r.TrimW/Inch, r.TrimH/Inch)
	}
	fmt.Fprintf(&b, "paper stock:    %s (from %s)\n", r.Stock, r.StockFrom)
	if r.Handout {
		b.WriteString("judged as:      loose sheets (a handout): no page minimum, gutter or trim list\n")
	}
	if r.HasLines {
		fmt.Fprintf(&b, "thinnest line:  %.2f pt\n", r.ThinnestLine)
	} else {
		b.WriteString("thinnest line:  no lines\n")
	}
	if r.HasText {
		fmt.Fprintf(&b, "smallest text:  %.2f pt\n", r.SmallestText)
	} else {
		b.WriteString("smallest text:  no text\n")
	}
	fmt.Fprintf(&b, "fonts:          %d, all embedded unless listed below\n", r.Fonts)
	if r.Images > 0 {
		fmt.Fprintf(&b, "images:         %d, the coarsest at %.0f ppi\n", r.Images, r.LowestPPI)
	}
	if r.PDFX != PDFXNone {
		fmt.Fprintf(&b, "PDF/X:          checked for %s\n", r.PDFX.Name())
	}
	if len(r.Problems) == 0 {
		b.WriteString("print rules:    all passed\n")
	}
	for _, w := range r.Warnings {
		fmt.Fprintf(&b, "WARNING: %s\n", w)
	}
	for _, p := range r.Problems {
		fmt.Fprintf(&b, "PROBLEM: %s\n", p)
	}
	return b.String()
}
