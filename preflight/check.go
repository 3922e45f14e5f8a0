// Check: the print rules of an interior.

package preflight

import (
	"fmt"
	"math"

	"github.com/mazekit/mazekit/internal/pdfread"
)

// Check reads a PDF and checks the print rules that can be read back: page
// count (at least 24 for a bound book, at most the trim's cap on white
// paper), equal page sizes, bleed boxes (0.125 in wider and 0.25 in taller
// than the trim), lines of at least 0.75 pt, text of at least 7 pt, every
// font embedded, no raster images, bookmarks, annotations or form fields,
// at most two blank pages in a row, and margins: drawing stays 0.25 in
// (0.375 in with bleed) inside the outside edges and clears the gutter the
// page count needs. It reads any writer's PDF: objects in object streams,
// compressed cross-reference streams, attributes inherited through the
// page tree, and text in two-byte fonts, measured by its glyphs' widths.
// A damaged file gives an error or problems, never a panic or a hang.
func Check(pdf []byte) (*Report, error) {
	f, err := pdfread.Open(pdf)
	if err != nil {
		return nil, err
	}
	ops := 0
	r := &Report{}
	problem := func(format string, a ...any) { r.Problems = append(r.Problems, fmt.Sprintf(format, a...)) }
	for _, n := range f.Nums() {
		v, _, _ := f.Object(n)
		d, _ := v.(pdfread.Dict)
		if d == nil {
			continue
		}
		switch d["Type"] {
		case pdfread.Name("FontDescriptor"):
			if d["FontFile"] == nil && d["FontFile2"] == nil && d["FontFile3"] == nil {
				problem("font descriptor in object %d has no embedded font file", n)
			}
		case pdfread.Name("Font"):
			switch d["Subtype"] {
			case pdfread.Name("CIDFontType0"), pdfread.Name("CIDFontType2"):
			case pdfread.Name("Type3"):
				r.Fonts++
			case pdfread.Name("Type0"):
				r.Fonts++
				if desc := f.Array(d["DescendantFonts"]); len(desc) == 0 || f.Dict(f.Dict(desc[0])["FontDescriptor"]) == nil {
					problem("font in object %d is not embedded", n)
				}
			default:
				r.Fonts++
				if d["FontDescriptor"] == nil {
					problem("font in object %d is not embedded", n)
				}
			}
		}
		if d["Subtype"] == pdfread.Name("Image") {
			problem("object %d is a raster image", n)
		}
		for _, bad := range []string{"Annots", "Outlines", "AcroForm"} {
			if v, ok := d[bad]; ok && v != nil {
				if a, isArr := f.Resolve(v).(pdfread.Array); isArr && len(a) == 0 {
					continue
				}
				problem("object %d has /%s (annotations, bookmarks and form fields are not allowed)", n, bad)
			}
		}
	}
	pages := f.Pages()
	r.Pages = len(pages)
	if r.Pages == 0 {
		return nil, fmt.Errorf("no pages found")
	}
	if r.Pages < MinPages {
		problem("%d pages: a bound book needs at least %d", r.Pages, MinPages)
	}
	blankRun := 0
	inlineImages := false
	for i, p := range pages {
		n := i + 1
		media := p.Media
		if !p.HasMedia {
			media = [4]float64{0, 0, 612, 792} // PDF's default when none is given
			problem("page %d has no MediaBox", n)
		}
		w, h := media[2]-media[0], media[3]-media[1]
		if i == 0 {
			r.MediaW, r.MediaH = w, h
		} else if math.Abs(w-r.MediaW) > 0.01 || math.Abs(h-r.MediaH) > 0.01 {
			problem("page %d is %.2f x %.2f pt, page 1 is %.2f x %.2f pt", n, w, h, r.MediaW, r.MediaH)
		}
		trim, hasTrim := f.Box(p.Dict["TrimBox"])
		tx0, tx1, ty0, ty1 := media[0], media[2], media[1], media[3]
		if hasTrim {
			r.HasTrimBox = true
			tx0, ty0, tx1, ty1 = trim[0], trim[1], trim[2], trim[3]
			r.TrimW, r.TrimH = tx1-tx0, ty1-ty0
			if math.Abs(w-r.TrimW-BleedX) > 0.05 || math.Abs(h-r.TrimH-2*BleedY) > 0.05 {
				problem("page %d: with bleed the page must be 0.125 in wider and 0.25 in taller than the trim", n)
			}
			if bl, ok := f.Box(p.Dict["BleedBox"]); !ok || math.Abs(bl[2]-bl[0]-w) > 0.05 {
				problem("page %d: TrimBox without a BleedBox the size of the page", n)
			}
		} else {
			r.TrimW, r.TrimH = w, h
		}
		content, ok := f.Content(p)
		if f.Err() != nil {
			return nil, fmt.Errorf("page %d: %v", n, f.Err())
		}
		if !ok {
			problem("page %d: its content cannot be read (unknown filter or damaged stream)", n)
		}
		ink := readInk(f, content, p.Resources, &ops)
		if f.Err() != nil { // a form drawn by the page
			return nil, fmt.Errorf("page %d: %v", n, f.Err())
		}
		inlineImages = inlineImages || ink.inlineImage
		if ink.thinnestLine > 0 && (r.ThinnestLine == 0 || ink.thinnestLine < r.ThinnestLine) {
			r.ThinnestLine = ink.thinnestLine
		}
		if ink.smallestText > 0 && (r.SmallestText == 0 || ink.smallestText < r.SmallestText) {
			r.SmallestText = ink.smallestText
		}
		if !ink.drawn {
			blankRun++
			if blankRun > 2 {
				problem("page %d is the third blank page in a row", n)
			}
			continue
		}
		blankRun = 0
		bb := ink.bounds
		// Margins, in the trim's coordinates. Odd pages are right-hand
		// pages: the gutter is on their left.
		inside, outside := bb[0]-tx0, tx1-bb[2]
		if n%2 == 0 {
			inside, outside = outside, inside
		}
		minOut := MinOutsideMargin
		if hasTrim {
			minOut = MinOutsideMarginBleed
		}
		if inside < MinInsideMargin(r.Pages)-0.5 {
			problem("page %d: drawing %.3f in from the gutter; %d pages need %.3f in", n, inside/Inch, r.Pages, MinInsideMargin(r.Pages)/Inch)
		}
		if outside < minOut-0.5 || bb[1]-ty0 < minOut-0.5 || ty1-bb[3] < minOut-0.5 {
			problem("page %d: drawing closer than %.3f in to an outside edge", n, minOut/Inch)
		}
	}
	if f.Err() != nil {
		return nil, f.Err()
	}
	if inlineImages {
		problem("the pages draw inline raster images")
	}
	if most := MaxPages(r.TrimW, r.TrimH, StockWhite); r.Pages > most {
		problem("%d pages: a %.4g x %.4g in book can have at most %d (%d on cream paper)", r.Pages, r.TrimW/Inch, r.TrimH/Inch, most, MaxPages(r.TrimW, r.TrimH, StockCream))
	}
	if r.ThinnestLine > 0 && r.ThinnestLine < MinLine-0.005 {
		problem("thinnest line is %.2f pt; print needs at least %.2f pt", r.ThinnestLine, MinLine)
	}
	if r.SmallestText > 0 && r.SmallestText < MinText-0.005 {
		problem("smallest text is %.2f pt; print needs at least %.0f pt", r.SmallestText, MinText)
	}
	return r, nil
}
