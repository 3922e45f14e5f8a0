package preflight

import (
	"bytes"
	"compress/zlib"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/pdfread"
)

// book returns a PDF of n pages of w×h points, each with a line drawn
// 1 in inside its edges, and the subject given.
func book(n int, w, h float64, subject string) []byte {
	var b strings.Builder
	b.WriteString("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n")
	var kids []string
	for i := 0; i < n; i++ {
		kids = append(kids, fmt.Sprintf("%d 0 R", 10+i))
	}
	fmt.Fprintf(&b, "2 0 obj << /Type /Pages /Kids [%s] /Count %d /MediaBox [0 0 %g %g] >> endobj\n", strings.Join(kids, " "), n, w, h)
	content := fmt.Sprintf("1 w 72 72 m %g %g l S", w-72, h-72)
	fmt.Fprintf(&b, "3 0 obj << /Length %d >> stream\n%s\nendstream endobj\n", len(content), content)
	fmt.Fprintf(&b, "4 0 obj << /Subject (%s) >> endobj\n", subject)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "%d 0 obj << /Type /Page /Parent 2 0 R /Contents 3 0 R >> endobj\n", 10+i)
	}
	b.WriteString("trailer << /Root 1 0 R /Info 4 0 R >>\n%%EOF\n")
	return []byte(b.String())
}

// TestTrimSizes: checked for KDP, a book whose trim is on its list passes;
// one larger than its largest paperback (9 × 12 in) or smaller than its
// smallest (3.5 × 5 in) breaks the trim rule.
func TestTrimSizes(t *testing.T) {
	for _, c := range []struct {
		w, h float64 // inches
		ok   bool
	}{{6, 9, true}, {8.5, 11, true}, {8.27, 11.69, true}, {5, 8, true}, {8.25, 6, true}, {4, 6, true}, {9, 12, false}, {3.5, 5, false}, {8.5, 12, false}, {11, 8.5, false}} {
		rep, err := (&Options{Shop: ShopKDP}).Check(book(24, c.w*Inch, c.h*Inch, "mazekit book"))
		if err != nil {
			t.Fatal(err)
		}
		all := strings.Join(rep.Problems, "\n")
		if got := !strings.Contains(all, "KDP prints paperbacks"); got != c.ok {
			t.Errorf("%g x %g in: trim accepted %v, want %v:\n%s", c.w, c.h, got, c.ok, all)
		}
	}
}

// TestAbsurdNumbers refuses as damaged a page box holding nan, inf, a
// number past PDF's 14,400 units or none at all, and a page tree that
// declares more pages than it holds; the reader takes none of nan, inf,
// 1e3 or 0x10 as a number.
func TestAbsurdNumbers(t *testing.T) {
	good := onePage(612, 792, "", "", "")
	for _, box := range []string{"[0 0 nan inf]", "[0 0 612 inf]", "[0 0 NaN 792]", "[0 0 1000000000000 792]", "[0 0 14401 792]", "[0 0 0 792]", "[0 0 6.1e2 792]", "[0 0 0x264 792]"} {
		bad := strings.Replace(string(good), "/MediaBox [0 0 612 792]", "/MediaBox "+box, 1)
		if _, err := Check([]byte(bad)); !errors.Is(err, pdfread.ErrDamaged) {
			t.Errorf("MediaBox %s: err %v, want damaged", box, err)
		}
		trim := strings.Replace(string(good), "/MediaBox [0 0 612 792]", "/MediaBox [0 0 612 792] /TrimBox "+box, 1)
		if _, err := Check([]byte(trim)); !errors.Is(err, pdfread.ErrDamaged) {
			t.Errorf("TrimBox %s: err %v, want damaged", box, err)
		}
	}
	for _, w := range []string{"nan", "inf", "-Inf", "1e3", "0x10", "1_0"} {
		if v, _ := pdfread.NewLexer([]byte(w)).Next(); v == any(nil) {
			t.Errorf("%s: nothing read", w)
		} else if _, isNum := v.(float64); isNum {
			t.Errorf("%s read as the number %v", w, v)
		}
	}
	for _, w := range []string{"12", "-3.5", ".5", "4.", "+1"} {
		if v, _ := pdfread.NewLexer([]byte(w)).Next(); v == nil {
			t.Errorf("%s: not a number", w)
		} else if _, isNum := v.(float64); !isNum {
			t.Errorf("%s: read as %T, not a number", w, v)
		}
	}
	inherited := strings.Replace(string(book(24, 432, 648, "")), "/MediaBox [0 0 432 648]", "/MediaBox [0 0 nan 648]", 1)
	if _, err := Check([]byte(inherited)); !errors.Is(err, pdfread.ErrDamaged) {
		t.Errorf("an inherited MediaBox of nan: %v, want damaged", err)
	}
	lie := strings.Replace(string(good), "/Count 1", "/Count 100000", 1)
	if _, err := Check([]byte(lie)); !errors.Is(err, pdfread.ErrDamaged) || !strings.Contains(err.Error(), "100000") {
		t.Errorf("/Count 100000 over one page: %v", err)
	}
	if rep, err := Check(good); err != nil || rep.Pages != 1 {
		t.Errorf("the good page: %v, %v", rep, err)
	}
}

// TestHandoutJudgedAsSheets: five loose sheets mazekit marks as a handout
// pass without the bound book's page minimum and gutter; the same sheets
// marked as a book break the 24-page rule.
func TestHandoutJudgedAsSheets(t *testing.T) {
	rep, err := Check(book(5, 612, 792, "mazekit handout, seed 7, white paper"))
	if err != nil || len(rep.Problems) > 0 || !rep.Handout {
		t.Errorf("handout: %v\n%v", err, rep)
	}
	rep, err = Check(book(5, 612, 792, "mazekit book, seed 7, white paper"))
	if err != nil || rep.Handout || !strings.Contains(strings.Join(rep.Problems, "\n"), "at least 24") {
		t.Errorf("book of 5 pages: %v\n%v", err, rep)
	}
}

// TestStrictImages: a 72 ppi image is a warning, and under Strict a
// problem; a 300 ppi image is neither.
func TestStrictImages(t *testing.T) {
	img := func(px int) string {
		return stream(fmt.Sprintf("/Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray /BitsPerComponent 8", px, px), "x")
	}
	for _, c := range []struct {
		px     int
		strict bool
		bad    bool
	}{{72, false, false}, {72, true, true}, {300, true, false}} {
		rep, err := (&Options{Strict: c.strict}).Check(onePage(612, 792, "q 72 0 0 72 100 100 cm /Im1 Do Q", "/XObject << /Im1 10 0 R >>", "", img(c.px)))
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(strings.Join(rep.Problems, "\n"), "ppi"); got != c.bad {
			t.Errorf("%d ppi, strict %v: a problem %v, want %v: %q", c.px, c.strict, got, c.bad, rep.Problems)
		}
	}
}

// rasterBook returns a 24-page 6 × 9 in book whose every page is one
// full-page gray image of 60 × 90 pixels (10 ppi) with black ink from
// pixel column x0 to x1 and row y0 to y1, stored with filter ("" for
// FlateDecode, "DCTDecode" for a JPEG).
func rasterBook(t *testing.T, filter string, x0, y0, x1, y1 int) []byte {
	t.Helper()
	img := image.NewGray(image.Rect(0, 0, 60, 90))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			img.Pix[y*60+x] = 0
		}
	}
	data, dict := deflateBytes(img.Pix), "/Filter /FlateDecode"
	if filter == "DCTDecode" {
		var b bytes.Buffer
		if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 95}); err != nil {
			t.Fatal(err)
		}
		data, dict = b.Bytes(), "/Filter /DCTDecode"
	}
	var b strings.Builder
	b.WriteString("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n")
	var kids []string
	for i := 0; i < 24; i++ {
		kids = append(kids, fmt.Sprintf("%d 0 R", 10+i))
	}
	fmt.Fprintf(&b, "2 0 obj << /Type /Pages /Kids [%s] /Count 24 /MediaBox [0 0 432 648] /Resources << /XObject << /Im 5 0 R >> >> >> endobj\n", strings.Join(kids, " "))
	content := "q 432 0 0 648 0 0 cm /Im Do Q"
	fmt.Fprintf(&b, "3 0 obj << /Length %d >> stream\n%s\nendstream endobj\n", len(content), content)
	fmt.Fprintf(&b, "5 0 obj << /Type /XObject /Subtype /Image /Width 60 /Height 90 /ColorSpace /DeviceGray /BitsPerComponent 8 %s /Length %d >> stream\n", dict, len(data))
	b.Write(data)
	b.WriteString("\nendstream endobj\n")
	for i := 0; i < 24; i++ {
		fmt.Fprintf(&b, "%d 0 obj << /Type /Page /Parent 2 0 R /Contents 3 0 R >> endobj\n", 10+i)
	}
	b.WriteString("trailer << /Root 1 0 R >>\n%%EOF\n")
	return []byte(b.String())
}

func deflateBytes(p []byte) []byte {
	var b bytes.Buffer
	zw := zlib.NewWriter(&b)
	zw.Write(p)
	zw.Close()
	return b.Bytes()
}

// TestRasterPagesByInk: full-page scans whose ink keeps 1 in from every
// edge pass the margin rules, as Flate and as JPEG images; with the ink
// touching the outside edge, every page breaks the margin rule; a blank
// scan is a blank page.
func TestRasterPagesByInk(t *testing.T) {
	margin := func(rep *Report) int {
		n := 0
		for _, p := range rep.Problems {
			if strings.Contains(p, "from the gutter") || strings.Contains(p, "outside edge") {
				n++
			}
		}
		return n
	}
	for _, filter := range []string{"", "DCTDecode"} {
		rep, err := Check(rasterBook(t, filter, 10, 10, 50, 80))
		if err != nil {
			t.Fatal(err)
		}
		if n := margin(rep); n > 0 {
			t.Errorf("%s scans inked 1 in inside the edges: %d margin problems: %q", filter, n, rep.Problems)
		}
		rep, err = Check(rasterBook(t, filter, 0, 10, 50, 80))
		if err != nil {
			t.Fatal(err)
		}
		if n := margin(rep); n != 24 {
			t.Errorf("%s scans inked to the edge: %d margin problems, want 24", filter, n)
		}
	}
	rep, err := Check(rasterBook(t, "", 0, 0, 0, 0))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.Join(rep.Problems, "\n"), "third blank page") {
		t.Errorf("blank scans are not blank pages: %q", rep.Problems)
	}
}
