// Check: the print rules of an interior or a cover.

package preflight

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"unicode/utf16"

	"github.com/mazekit/mazekit/internal/pdfread"
)

// Options say what to check a file for. The zero value checks an interior
// for KDP on the paper stock the file records, or white.
type Options struct {
	// Stock is the paper stock (StockWhite, StockCream, StockColor); ""
	// takes the stock the file records (mazekit writes it in the
	// document's subject), else white. Cream lowers some page caps.
	Stock string
	// PDFX, if not PDFXNone, also checks the rules of that PDF/X level.
	PDFX PDFX
	// Strict makes images under MinImagePPI a problem, not a warning.
	Strict bool
	// Shop, if not "", also checks the trim against that shop's list of
	// paperback trims: ShopKDP.
	Shop string
}

// ShopKDP names Amazon KDP's paperback trims (see KDPTrim).
const ShopKDP = "kdp"

// Tolerances: how far a measure may fall short of a rule and still pass,
// because the shops accept it.
const (
	// LineTolerance and TextTolerance absorb the rounding of widths and
	// sizes to two decimals in content streams (0.005 pt).
	LineTolerance = 0.005
	TextTolerance = 0.005
	// CoverTolerance is how far a cover may differ from the size the
	// interior asks for: half a pixel at 300 dpi (1/600 in, a cover exported
	// to whole pixels at the resolution KDP asks for) plus 0.0005 in of
	// rounding in the PDF's page box.
	CoverTolerance = (1.0/600 + 0.0005) * Inch
	// MinImagePPI is the effective resolution KDP asks images to have;
	// ImagePPITolerance absorbs an image placed to two decimals of a point.
	MinImagePPI       = 300.0
	ImagePPITolerance = 0.5
	// MarginTolerance absorbs glyph boxes measured from advance widths
	// and a cap height of 0.7 em, which overstate ink by up to half a point.
	MarginTolerance = 0.5
)

// Check reads a PDF interior and checks the print rules that can be read
// back (see [Options.Check]) for white paper or the stock the file records.
func Check(pdf []byte) (*Report, error) { return (&Options{}).Check(pdf) }

// Check reads a PDF interior and checks the print rules that can be read
// back: page count (at least 24 for a bound book, at most the trim's cap on
// the paper stock), equal page sizes, bleed boxes (0.125 in wider and
// 0.25 in taller than the trim), lines of at least 0.75 pt (set by any
// operator, graphics state, form, pattern or scaled matrix; 0 is a
// hairline), text of at least 7 pt whatever its colour, every font
// embedded, no bookmarks, annotations or form fields, at most two blank
// pages in a row, and margins: drawing stays 0.25 in (0.375 in with bleed)
// inside the outside edges and clears the gutter the page count needs.
// Raster images are measured: under 300 pixels per inch of the printed
// size gives a warning. With PDFX set it checks that level's rules too.
//
// An encrypted file, one cut short, or one whose streams would inflate
// past the limits is an error (errors.Is pdfread.ErrEncrypted, and so on);
// other damage is read around. It never panics or hangs.
func (o *Options) Check(pdf []byte) (*Report, error) { return o.check(pdf, false) }

// handoutSubjectRe finds the subject mazekit gives a handout's sheets.
var handoutSubjectRe = regexp.MustCompile(`^mazekit handout\b`)

// checkBoxes refuses as damaged a page whose boxes hold what no page can
// measure: a value that is not a number (nan, inf), a side of zero, or a
// coordinate past PDF's limit of 14,400 units.
func checkBoxes(f *pdfread.File, pages []pdfread.Page) error {
	for i, p := range pages {
		for _, key := range []string{"MediaBox", "CropBox", "BleedBox", "TrimBox", "ArtBox"} {
			v, ok := p.Dict[key]
			if !ok || v == nil {
				continue
			}
			b, ok := f.Box(v)
			bad := !ok
			for _, x := range b {
				bad = bad || math.IsNaN(x) || math.Abs(x) > pdfread.MaxBoxUnits
			}
			if bad || b[2]-b[0] <= 0 || b[3]-b[1] <= 0 {
				return fmt.Errorf("%w: page %d has a %s of %v, not a page", pdfread.ErrDamaged, i+1, key, f.Resolve(v))
			}
		}
		if !p.HasMedia {
			if p.MediaValue != nil {
				return fmt.Errorf("%w: page %d has an inherited MediaBox of %v, not a page", pdfread.ErrDamaged, i+1, f.Resolve(p.MediaValue))
			}
			continue
		}
		if m := p.Media; m[2]-m[0] <= 0 || m[3]-m[1] <= 0 || math.Abs(m[0]) > pdfread.MaxBoxUnits || math.Abs(m[2]) > pdfread.MaxBoxUnits || math.Abs(m[1]) > pdfread.MaxBoxUnits || math.Abs(m[3]) > pdfread.MaxBoxUnits {
			return fmt.Errorf("%w: page %d has an inherited MediaBox of %v, not a page", pdfread.ErrDamaged, i+1, m)
		}
	}
	return nil
}

// subjectStockRe finds the paper stock mazekit records in a document's
// subject ("… on cream paper", "… cream paper").
var subjectStockRe = regexp.MustCompile(`\b(white|cream|color) paper\b`)

// openPDF reads a file for check; tests swap in smaller decoding limits.
var openPDF = pdfread.Open

// check reads the file and checks it as an interior or, with cover set,
// as a cover: the page-count, margin and blank-page rules are an
// interior's.
func (o *Options) check(pdf []byte, cover bool) (*Report, error) {
	if o.Shop != "" && o.Shop != ShopKDP {
		return nil, fmt.Errorf("unknown shop %q (want %s)", o.Shop, ShopKDP)
	}
	if o.Stock != "" && !slices.Contains(PaperStocks(), o.Stock) {
		return nil, fmt.Errorf("unknown paper stock %q (want one of %v)", o.Stock, PaperStocks())
	}
	f, err := openPDF(pdf)
	if err != nil {
		return nil, err
	}
	r := &Report{Stock: o.Stock, StockFrom: "the command", strict: o.Strict}
	subject := ""
	if info := f.Dict(f.Trailer()["Info"]); info != nil {
		if s, ok := f.Resolve(info["Subject"]).(pdfread.String); ok {
			subject = decodeText(s)
		}
	}
	if r.Stock == "" {
		r.Stock, r.StockFrom = StockWhite, "the default"
		if m := subjectStockRe.FindStringSubmatch(subject); m != nil {
			r.Stock, r.StockFrom = m[1], "the file"
		}
	}
	// Loose sheets, not a bound book: no page minimum, gutter or trim list.
	r.Handout = !cover && handoutSubjectRe.MatchString(subject)
	problem := func(format string, a ...any) { r.Problems = append(r.Problems, fmt.Sprintf(format, a...)) }
	r.checkObjects(f)
	pages := f.Pages()
	r.Pages = len(pages)
	if r.Pages == 0 {
		return nil, fmt.Errorf("%w: no pages found", pdfread.ErrDamaged)
	}
	if n, ok := f.DeclaredPages(); ok && n != r.Pages {
		return nil, fmt.Errorf("%w: the page tree declares %d pages but holds %d", pdfread.ErrDamaged, n, r.Pages)
	}
	if err := checkBoxes(f, pages); err != nil {
		return nil, err
	}
	if !cover && !r.Handout && r.Pages < MinPages {
		problem("%d pages: a bound book needs at least %d", r.Pages, MinPages)
	}
	ops := 0
	blankRun := 0
	var pageInks []pageInk
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
		if hasTrim && math.Abs(trim[2]-trim[0]-w) < 0.05 && math.Abs(trim[3]-trim[1]-h) < 0.05 {
			hasTrim = false // the trim is the page: no bleed (PDF/X files declare it so)
			r.HasTrimBox = true
		}
		tx0, tx1, ty0, ty1 := media[0], media[2], media[1], media[3]
		if hasTrim {
			r.HasTrimBox = true
			tx0, ty0, tx1, ty1 = trim[0], trim[1], trim[2], trim[3]
			r.TrimW, r.TrimH = tx1-tx0, ty1-ty0
			if !cover && (math.Abs(w-r.TrimW-BleedX) > 0.05 || math.Abs(h-r.TrimH-2*BleedY) > 0.05) {
				problem("page %d: with bleed the page must be 0.125 in wider and 0.25 in taller than the trim", n)
			}
			if bl, ok := f.Box(p.Dict["BleedBox"]); !ok || math.Abs(bl[2]-bl[0]-w) > 0.05 {
				if !cover {
					problem("page %d: TrimBox without a BleedBox the size of the page", n)
				}
			}
		} else {
			r.TrimW, r.TrimH = w, h
		}
		if g := f.Dict(p.Dict["Group"]); g != nil && g["S"] == pdfread.Name("Transparency") {
			r.transparency = append(r.transparency, fmt.Sprintf("page %d is a transparency group", n))
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
		pageInks = append(pageInks, ink)
		r.addInk(n, ink)
		if !ink.drawn {
			blankRun++
			if blankRun > 2 && !cover {
				problem("page %d is the third blank page in a row", n)
			}
			continue
		}
		blankRun = 0
		if cover {
			continue
		}
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
		if r.Handout {
			inside = math.Max(inside, MinInsideMargin(r.Pages)) // no gutter
		}
		if inside < MinInsideMargin(r.Pages)-MarginTolerance {
			problem("page %d: drawing %.3f in from the gutter; %d pages need %.3f in", n, inside/Inch, r.Pages, MinInsideMargin(r.Pages)/Inch)
		}
		if outside < minOut-MarginTolerance || bb[1]-ty0 < minOut-MarginTolerance || ty1-bb[3] < minOut-MarginTolerance {
			problem("page %d: drawing closer than %.3f in to an outside edge", n, minOut/Inch)
		}
	}
	if f.Err() != nil {
		return nil, f.Err()
	}
	if o.Shop == ShopKDP && !cover && !r.Handout && !KDPTrim(r.TrimW, r.TrimH) {
		problem("trim %.4g x %.4g in: KDP prints paperbacks from %.4g x %.4g in to %.4g x %.4g in", r.TrimW/Inch, r.TrimH/Inch, MinTrimW/Inch, MinTrimH/Inch, MaxTrimW/Inch, MaxTrimH/Inch)
	}
	if most := MaxPages(r.TrimW, r.TrimH, r.Stock); !cover && !r.Handout && r.Pages > most {
		problem("%d pages: a %.4g x %.4g in book on %s paper can have at most %d", r.Pages, r.TrimW/Inch, r.TrimH/Inch, r.Stock, most)
	}
	if r.HasLines && r.ThinnestLine < MinLine-LineTolerance {
		if r.ThinnestLine == 0 {
			problem("thinnest line is 0.00 pt (a hairline, as thin as the device can draw); print needs at least %.2f pt", MinLine)
		} else {
			problem("thinnest line is %.2f pt; print needs at least %.2f pt", r.ThinnestLine, MinLine)
		}
	}
	if r.HasText && r.SmallestText < MinText-TextTolerance {
		problem("smallest text is %.2f pt; print needs at least %.0f pt", r.SmallestText, MinText)
	}
	if o.PDFX != PDFXNone {
		r.PDFX = o.PDFX
		checkPDFX(f, pages, pageInks, r, o.PDFX)
	}
	return r, nil
}

// addInk adds what page n draws to the report's measures.
func (r *Report) addInk(n int, ink pageInk) {
	if ink.lines && (!r.HasLines || ink.thinnestLine < r.ThinnestLine) {
		r.ThinnestLine, r.HasLines = ink.thinnestLine, true
	}
	if ink.text && (!r.HasText || ink.smallestText < r.SmallestText) {
		r.SmallestText, r.HasText = ink.smallestText, true
	}
	for _, im := range ink.images {
		r.Images++
		if r.Images == 1 || im.ppi < r.LowestPPI {
			r.LowestPPI = im.ppi
		}
		if im.ppi < MinImagePPI-ImagePPITolerance {
			if r.strict {
				r.Problems = append(r.Problems, fmt.Sprintf("page %d: %s (%d x %d pixels) prints at %.0f ppi; print needs %.0f", n, im.name, im.w, im.h, im.ppi, MinImagePPI))
				continue
			}
			r.Warnings = append(r.Warnings, fmt.Sprintf("page %d: %s (%d x %d pixels) prints at %.0f ppi; under %.0f it may print soft", n, im.name, im.w, im.h, im.ppi, MinImagePPI))
		}
	}
	for _, t := range ink.transparency {
		r.transparency = append(r.transparency, fmt.Sprintf("page %d: %s", n, t))
	}
	for _, class := range []string{"rgb", "cal", "lab"} {
		if where, ok := ink.colors[class]; ok {
			if r.colors == nil {
				r.colors = map[string]string{}
			}
			if _, seen := r.colors[class]; !seen {
				r.colors[class] = fmt.Sprintf("page %d: %s", n, where)
			}
		}
	}
}

// checkObjects checks every object of the file: fonts embedded, no
// annotations, bookmarks or form fields.
func (r *Report) checkObjects(f *pdfread.File) {
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
		for _, bad := range []string{"Annots", "Outlines", "AcroForm"} {
			if v, ok := d[bad]; ok && v != nil {
				if a, isArr := f.Resolve(v).(pdfread.Array); isArr && len(a) == 0 {
					continue
				}
				problem("object %d has /%s (annotations, bookmarks and form fields are not allowed)", n, bad)
			}
		}
	}
}

// decodeText returns a text string as UTF-8: UTF-16BE with its byte-order
// mark, or bytes taken as Latin-1.
func decodeText(s pdfread.String) string {
	if len(s) >= 2 && s[0] == 0xfe && s[1] == 0xff {
		var u []uint16
		for i := 2; i+1 < len(s); i += 2 {
			u = append(u, uint16(s[i])<<8|uint16(s[i+1]))
		}
		return string(utf16.Decode(u))
	}
	rs := make([]rune, len(s))
	for i := 0; i < len(s); i++ {
		rs[i] = rune(s[i])
	}
	return string(rs)
}
