package layout

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
	"math"
	"regexp"
	"strconv"
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

var (
	objRe = regexp.MustCompile(`(?s)(\d+) 0 obj(.*?)endobj`)
	boxRe = func(name string) *regexp.Regexp {
		return regexp.MustCompile(`/` + name + `\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]`)
	}
	mediaRe  = boxRe("MediaBox")
	trimRe   = boxRe("TrimBox")
	bleedRe  = boxRe("BleedBox")
	contRe   = regexp.MustCompile(`/Contents\s+(\d+) 0 R`)
	widthRe  = regexp.MustCompile(`(?m)(?:^|\s)([\d.]+) w\b`)
	tfRe     = regexp.MustCompile(`/\S+\s+([\d.]+)\s+Tf`)
	streamRe = regexp.MustCompile(`(?s)stream\r?\n(.*)endstream`)
)

func box(re *regexp.Regexp, s string) ([4]float64, bool) {
	m := re.FindStringSubmatch(s)
	if m == nil {
		return [4]float64{}, false
	}
	var b [4]float64
	for i := range b {
		b[i], _ = strconv.ParseFloat(m[i+1], 64)
	}
	return b, true
}

// Check reads a PDF (as written by this package: uncompressed object
// dictionaries, Flate content streams) and checks the print rules that can
// be read back: page count (at least 24 for a bound book), equal page sizes,
// bleed boxes (0.125 in wider and 0.25 in taller than the trim), lines of at
// least 0.75 pt, text of at least 7 pt, every font embedded, no raster
// images, bookmarks, annotations or form fields, at most two blank pages in
// a row, and margins: drawing stays 0.25 in (0.375 in with bleed) inside the
// outside edges and clears the gutter the page count needs.
func Check(pdf []byte) (*Report, error) {
	if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		return nil, fmt.Errorf("not a PDF file")
	}
	objs := map[int]string{}
	var order []int
	for _, m := range objRe.FindAllSubmatch(pdf, -1) {
		n, _ := strconv.Atoi(string(m[1]))
		objs[n] = string(m[2])
		order = append(order, n)
	}
	r := &Report{}
	problem := func(f string, a ...any) { r.Problems = append(r.Problems, fmt.Sprintf(f, a...)) }
	var pages []string
	var treeMedia [4]float64 // the page tree's MediaBox, which pages inherit
	for _, n := range order {
		o := objs[n]
		head := o
		if i := strings.Index(o, "stream"); i >= 0 {
			head = o[:i]
		}
		switch {
		case strings.Contains(head, "/Type /Pages"):
			if b, ok := box(mediaRe, head); ok {
				treeMedia = b
			}
		case strings.Contains(head, "/Type /Page"):
			pages = append(pages, head)
		case strings.Contains(head, "/Type /FontDescriptor"):
			if !strings.Contains(head, "/FontFile") {
				problem("font descriptor in object %d has no embedded font file", n)
			}
		case strings.Contains(head, "/Type /Font"):
			r.Fonts++
			if strings.Contains(head, "/Subtype /Type1") && !strings.Contains(head, "/FontDescriptor") {
				problem("font in object %d is not embedded", n)
			}
		}
		if strings.Contains(head, "/Subtype /Image") {
			problem("object %d is a raster image", n)
		}
		for _, bad := range []string{"/Annots", "/Outlines", "/AcroForm"} {
			if strings.Contains(head, bad) {
				problem("object %d has %s (annotations, bookmarks and form fields are not allowed)", n, bad)
			}
		}
	}
	r.Pages = len(pages)
	if r.Pages == 0 {
		return nil, fmt.Errorf("no pages found")
	}
	if r.Pages < 24 {
		problem("%d pages: a bound book needs at least 24", r.Pages)
	}
	blankRun := 0
	for i, p := range pages {
		n := i + 1
		media, ok := box(mediaRe, p)
		if !ok {
			media = treeMedia // inherited from the page tree
		}
		w, h := media[2]-media[0], media[3]-media[1]
		if i == 0 {
			r.MediaW, r.MediaH = w, h
		} else if math.Abs(w-r.MediaW) > 0.01 || math.Abs(h-r.MediaH) > 0.01 {
			problem("page %d is %.2f x %.2f pt, page 1 is %.2f x %.2f pt", n, w, h, r.MediaW, r.MediaH)
		}
		trim, hasTrim := box(trimRe, p)
		tx0, tx1, ty0, ty1 := media[0], media[2], media[1], media[3]
		if hasTrim {
			r.HasTrimBox = true
			tx0, ty0, tx1, ty1 = trim[0], trim[1], trim[2], trim[3]
			r.TrimW, r.TrimH = tx1-tx0, ty1-ty0
			if math.Abs(w-r.TrimW-BleedX) > 0.05 || math.Abs(h-r.TrimH-2*BleedY) > 0.05 {
				problem("page %d: with bleed the page must be 0.125 in wider and 0.25 in taller than the trim", n)
			}
			if bl, ok := box(bleedRe, p); !ok || math.Abs(bl[2]-bl[0]-w) > 0.05 {
				problem("page %d: TrimBox without a BleedBox the size of the page", n)
			}
		} else {
			r.TrimW, r.TrimH = w, h
		}
		cm := contRe.FindStringSubmatch(p)
		if cm == nil {
			blankRun++
			continue
		}
		cn, _ := strconv.Atoi(cm[1])
		content, err := streamText(objs[cn])
		if err != nil {
			return nil, fmt.Errorf("page %d: %v", n, err)
		}
		for _, m := range widthRe.FindAllStringSubmatch(content, -1) {
			v, _ := strconv.ParseFloat(m[1], 64)
			if r.ThinnestLine == 0 || v < r.ThinnestLine {
				r.ThinnestLine = v
			}
		}
		for _, m := range tfRe.FindAllStringSubmatch(content, -1) {
			v, _ := strconv.ParseFloat(m[1], 64)
			if r.SmallestText == 0 || v < r.SmallestText {
				r.SmallestText = v
			}
		}
		bb, drawn := contentBounds(content)
		if !drawn {
			blankRun++
			if blankRun > 2 {
				problem("page %d is the third blank page in a row", n)
			}
			continue
		}
		blankRun = 0
		// Margins, in the trim's coordinates. Odd pages are right-hand
		// pages: the gutter is on their left.
		inside, outside := bb[0]-tx0, tx1-bb[2]
		if n%2 == 0 {
			inside, outside = outside, inside
		}
		minOut := 0.25 * Inch
		if hasTrim {
			minOut = 0.375 * Inch
		}
		if inside < MinInsideMargin(r.Pages)-0.5 {
			problem("page %d: drawing %.3f in from the gutter; %d pages need %.3f in", n, inside/Inch, r.Pages, MinInsideMargin(r.Pages)/Inch)
		}
		if outside < minOut-0.5 || bb[1]-ty0 < minOut-0.5 || ty1-bb[3] < minOut-0.5 {
			problem("page %d: drawing closer than %.3f in to an outside edge", n, minOut/Inch)
		}
	}
	if most := MaxPages(r.TrimW, r.TrimH, StockWhite); r.Pages > most {
		problem("%d pages: a %.4g x %.4g in book can have at most %d (%d on cream paper)", r.Pages, r.TrimW/Inch, r.TrimH/Inch, most, MaxPages(r.TrimW, r.TrimH, StockCream))
	}
	if r.ThinnestLine > 0 && r.ThinnestLine < minLine-0.005 {
		problem("thinnest line is %.2f pt; print needs at least %.2f pt", r.ThinnestLine, minLine)
	}
	if r.SmallestText > 0 && r.SmallestText < minText-0.005 {
		problem("smallest text is %.2f pt; print needs at least %.0f pt", r.SmallestText, minText)
	}
	return r, nil
}

// streamText returns the decoded content of a stream object.
func streamText(obj string) (string, error) {
	m := streamRe.FindStringSubmatch(obj)
	if m == nil {
		return "", nil
	}
	data := []byte(m[1])
	if strings.Contains(obj[:strings.Index(obj, "stream")], "/FlateDecode") {
		zr, err := zlib.NewReader(bytes.NewReader(data))
		if err != nil {
			return "", err
		}
		out, err := io.ReadAll(zr)
		if err != nil && len(out) == 0 {
			return "", err
		}
		data = out
	}
	return string(data), nil
}

// minAdvance is the average character width, in ems, that Check assumes
// for text: a little below that of common text faces, so that text it
// reports as running over a margin does.
const minAdvance = 0.42

// contentBounds returns the box (x0, y0, x1, y1, PDF coordinates, y up)
// covered by path points and text anchors of a content stream, following
// translations set with cm, and whether anything is drawn.
func contentBounds(content string) ([4]float64, bool) {
	b := [4]float64{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	var stack []float64
	var tx, ty float64
	var saved [][2]float64
	var fontSize float64
	add := func(x, y float64) {
		x, y = x+tx, y+ty
		b[0], b[1] = math.Min(b[0], x), math.Min(b[1], y)
		b[2], b[3] = math.Max(b[2], x), math.Max(b[3], y)
	}
	var textX, textY float64
	strLen := 0
	for _, tok := range strings.Fields(content) {
		if v, err := strconv.ParseFloat(tok, 64); err == nil {
			stack = append(stack, v)
			continue
		}
		switch tok {
		case "q":
			saved = append(saved, [2]float64{tx, ty})
		case "Q":
			if len(saved) > 0 {
				tx, ty = saved[len(saved)-1][0], saved[len(saved)-1][1]
				saved = saved[:len(saved)-1]
			}
		case "cm":
			if len(stack) >= 6 {
				tx += stack[len(stack)-2]
				ty += stack[len(stack)-1]
			}
		case "m", "l":
			if len(stack) >= 2 {
				add(stack[len(stack)-2], stack[len(stack)-1])
			}
		case "c":
			if len(stack) >= 6 {
				add(stack[len(stack)-2], stack[len(stack)-1])
			}
		case "re":
			if len(stack) >= 4 {
				x, y, w, h := stack[len(stack)-4], stack[len(stack)-3], stack[len(stack)-2], stack[len(stack)-1]
				add(x, y)
				add(x+w, y+h)
			}
		case "Tf":
			if len(stack) >= 1 {
				fontSize = stack[len(stack)-1]
			}
		case "Td":
			if len(stack) >= 2 {
				textX, textY = stack[len(stack)-2], stack[len(stack)-1]
				add(textX, textY)
				add(textX, textY+fontSize*0.7)
			}
		case "Tj":
			// The string's width is not known without the font's metrics;
			// count its characters at a width no font goes much below.
			add(textX+float64(strLen)*minAdvance*fontSize, textY)
		}
		switch {
		case strings.HasPrefix(tok, "<") && !strings.HasPrefix(tok, "<<"):
			strLen = (len(tok) - 2) / 4 // two-byte character codes (Identity-H)
		case strings.HasPrefix(tok, "("):
			strLen = len(tok) - 2
		}
		if !strings.HasPrefix(tok, "/") && !strings.HasPrefix(tok, "(") {
			stack = stack[:0]
		}
	}
	return b, b[0] <= b[2]
}
