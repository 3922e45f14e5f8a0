package preflight

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/pdfread"
)

// onePage returns a one-page PDF of w×h points whose page draws content
// with resources res (a dictionary's inside); extra objects are numbered
// from 10, and info, if not empty, is the document information's inside.
func onePage(w, h float64, content, res, info string, extra ...string) []byte {
	var b strings.Builder
	b.WriteString("%PDF-1.4\n")
	b.WriteString("1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n")
	b.WriteString("2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n")
	fmt.Fprintf(&b, "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 %g %g] /Resources << %s >> /Contents 4 0 R >> endobj\n", w, h, res)
	fmt.Fprintf(&b, "4 0 obj << /Length %d >> stream\n%s\nendstream endobj\n", len(content), content)
	fmt.Fprintf(&b, "5 0 obj << %s >> endobj\n", info)
	for i, o := range extra {
		fmt.Fprintf(&b, "%d 0 obj %s endobj\n", 10+i, o)
	}
	b.WriteString("trailer << /Root 1 0 R /Info 5 0 R >>\n%%EOF\n")
	return []byte(b.String())
}

func stream(dict, data string) string {
	return fmt.Sprintf("<< %s /Length %d >> stream\n%s\nendstream", dict, len(data), data)
}

// TestLineWidthSources sets a 0.2 pt line through each way PDF has of
// setting a width, and as a rule filled as a thin rectangle (as browsers
// draw borders); each is measured as 0.2 pt.
func TestLineWidthSources(t *testing.T) {
	const line = "100 100 m 300 100 l S"
	form := stream("/Type /XObject /Subtype /Form /BBox [0 0 400 400] /Matrix [0.2 0 0 0.2 0 0]", "1 w "+line)
	tile := stream("/Type /Pattern /PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 10 10] /XStep 10 /YStep 10 /Resources << >>", "0.2 w 0 0 m 10 10 l S")
	for _, c := range []struct {
		name, content, res string
		extra              []string
	}{
		{"operator", "0.2 w " + line, "", nil},
		{"graphics state /LW", "/GS1 gs " + line, "/ExtGState << /GS1 << /Type /ExtGState /LW 0.2 >> >>", nil},
		{"scaled matrix", "0.1 0 0 0.1 0 0 cm 2 w " + line, "", nil},
		{"one axis squeezed", "1 0 0 0.2 0 0 cm 1 w " + line, "", nil},
		{"form", "/F1 Do", "/XObject << /F1 10 0 R >>", []string{form}},
		{"tiling pattern", "/Pattern cs /P1 scn 100 100 200 200 re f", "/Pattern << /P1 10 0 R >>", []string{tile}},
		{"filled rule", "100 100 200 0.2 re f", "", nil},
		{"filled rule, scaled", "1 0 0 0.1 0 0 cm 100 100 200 2 re f", "", nil},
		{"outlined text", "0.2 w BT /F1 12 Tf 1 Tr 100 100 Td (Hi) Tj ET", "/Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >>", nil},
	} {
		rep, err := Check(onePage(612, 792, c.content, c.res, "", c.extra...))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !rep.HasLines || rep.ThinnestLine < 0.199 || rep.ThinnestLine > 0.201 {
			t.Errorf("%s: thinnest line %.3f pt (lines %v), want 0.2", c.name, rep.ThinnestLine, rep.HasLines)
		}
		if !strings.Contains(strings.Join(rep.Problems, "\n"), "thinnest line is 0.20 pt") {
			t.Errorf("%s: no problem for the 0.2 pt line:\n%v", c.name, rep)
		}
	}
	// A zero width is the thinnest line the device draws.
	rep, err := Check(onePage(612, 792, "0 w "+line, "", ""))
	if err != nil || !strings.Contains(strings.Join(rep.Problems, "\n"), "hairline") {
		t.Errorf("a 0 pt line: %v\n%v", err, rep)
	}
}

// TestTextOfEveryColour measures white and coloured text as black, and
// leaves invisible text (render mode 3, as under scanned pages) alone.
func TestTextOfEveryColour(t *testing.T) {
	const font = "/Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >>"
	for _, c := range []struct {
		name, color string
		want        float64
	}{
		{"black", "0 g", 5}, {"white gray", "1 g", 5}, {"white rgb", "1 1 1 rg", 5}, {"white cmyk", "0 0 0 0 k", 5}, {"red", "1 0 0 rg", 5},
		{"invisible", "0 g 3 Tr", 12},
	} {
		content := fmt.Sprintf("BT /F1 12 Tf 100 700 Td (Big) Tj ET BT %s /F1 5 Tf 100 600 Td (small) Tj ET", c.color)
		rep, err := Check(onePage(612, 792, content, font, ""))
		if err != nil {
			t.Fatal(err)
		}
		if rep.SmallestText != c.want {
			t.Errorf("%s text: smallest %.2f pt, want %.2f", c.name, rep.SmallestText, c.want)
		}
	}
}

// TestImageResolution passes a 300 ppi image, warns with the figure under
// it, and counts neither as a problem.
func TestImageResolution(t *testing.T) {
	img := func(px int) string {
		return stream(fmt.Sprintf("/Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray /BitsPerComponent 8", px, px), "x")
	}
	for _, c := range []struct {
		px   int
		warn string
	}{{600, ""}, {300, ""}, {299, "prints at 299 ppi"}, {150, "prints at 150 ppi"}} {
		// The image is drawn 1 in square.
		rep, err := Check(onePage(612, 792, "q 72 0 0 72 100 100 cm /Im1 Do Q", "/XObject << /Im1 10 0 R >>", "", img(c.px)))
		if err != nil {
			t.Fatal(err)
		}
		warnings := strings.Join(rep.Warnings, "\n")
		if (c.warn == "") != (warnings == "") || !strings.Contains(warnings, c.warn) {
			t.Errorf("%d ppi: warnings %q, want %q", c.px, warnings, c.warn)
		}
		if strings.Contains(strings.Join(rep.Problems, "\n"), "image") {
			t.Errorf("%d ppi: an image is a problem: %q", c.px, rep.Problems)
		}
	}
}

// TestEncryptedAndDamaged names an encrypted file and a cut file in one
// error each.
func TestEncryptedAndDamaged(t *testing.T) {
	good := onePage(612, 792, "", "", "")
	enc := []byte(strings.Replace(string(good), "/Info 5 0 R", "/Info 5 0 R /Encrypt 6 0 R", 1))
	if _, err := Check(enc); !errors.Is(err, pdfread.ErrEncrypted) || strings.Contains(err.Error(), "\n") {
		t.Errorf("encrypted: %v", err)
	}
	if _, err := Check(good[:len(good)-40]); !errors.Is(err, pdfread.ErrDamaged) || strings.Contains(err.Error(), "\n") {
		t.Errorf("cut short: %v", err)
	}
}

// TestStockFromFile takes the paper stock from the command, else from the
// file's subject: cream lowers the cap of an 8.5 × 11 in book to 550.
func TestStockFromFile(t *testing.T) {
	var b strings.Builder
	b.WriteString("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n")
	var kids []string
	for i := 0; i < 560; i++ {
		kids = append(kids, fmt.Sprintf("%d 0 R", 10+i))
	}
	fmt.Fprintf(&b, "2 0 obj << /Type /Pages /Kids [%s] /Count 560 /MediaBox [0 0 612 792] >> endobj\n", strings.Join(kids, " "))
	for i := 0; i < 560; i++ {
		fmt.Fprintf(&b, "%d 0 obj << /Type /Page /Parent 2 0 R >> endobj\n", 10+i)
	}
	b.WriteString("5 0 obj << /Subject (mazekit book, seed 1, cream paper) >> endobj\ntrailer << /Root 1 0 R /Info 5 0 R >>\n%%EOF\n")
	pdf := []byte(b.String())
	for _, c := range []struct {
		stock, want string
	}{{"", "on cream paper can have at most 550"}, {StockWhite, ""}, {StockCream, "at most 550"}} {
		rep, err := (&Options{Stock: c.stock}).Check(pdf)
		if err != nil {
			t.Fatal(err)
		}
		all := strings.Join(rep.Problems, "\n")
		if c.want == "" && strings.Contains(all, "at most") || c.want != "" && !strings.Contains(all, c.want) {
			t.Errorf("stock %q: problems %q, want %q", c.stock, all, c.want)
		}
	}
}

// TestCoverRules: a cover keeps the 7 pt text rule, and passes when its
// size is rounded to whole pixels at 300 dpi.
func TestCoverRules(t *testing.T) {
	w, h, _ := CoverSize(6*Inch, 9*Inch, 100, StockWhite)
	px := func(v float64) float64 { // rounded to whole pixels at 300 dpi
		n := float64(int(v/Inch*300 + 0.5))
		return n / 300 * Inch
	}
	const font = "/Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >>"
	rep, err := CheckCover(onePage(px(w), px(h), "BT /F1 12 Tf 100 100 Td (Title) Tj ET", font, ""), 100, 6*Inch, 9*Inch, StockWhite)
	if err != nil || len(rep.Problems) > 0 {
		t.Errorf("a cover rounded to whole pixels: %v\n%v", err, rep)
	}
	rep, err = CheckCover(onePage(w, h, "BT /F1 5 Tf 100 100 Td (small) Tj ET", font, ""), 100, 6*Inch, 9*Inch, StockWhite)
	if err != nil || !strings.Contains(strings.Join(rep.Problems, "\n"), "smallest text is 5.00 pt") {
		t.Errorf("5 pt text on a cover: %v\n%v", err, rep)
	}
	rep, err = CheckCover(onePage(w+0.01*Inch, h, "", "", ""), 100, 6*Inch, 9*Inch, StockWhite)
	if err != nil || !strings.Contains(strings.Join(rep.Problems, "\n"), "the cover is") {
		t.Errorf("a cover 0.01 in too wide: %v\n%v", err, rep)
	}
}

// TestPDFXColourAndTransparency finds what PDF/X-1a forbids however it is
// set: RGB by operator, by colour space and in an image, Lab, and
// transparency by graphics state, soft mask and blend mode; PDF/X-4 lets
// transparency pass.
func TestPDFXColourAndTransparency(t *testing.T) {
	rgbImage := stream("/Type /XObject /Subtype /Image /Width 600 /Height 600 /ColorSpace /DeviceRGB /BitsPerComponent 8", "x")
	for _, c := range []struct {
		name, content, res string
		extra              []string
		want               string
		x4                 bool // PDF/X-4 finds it too
	}{
		{"rg", "1 0 0 rg 0 0 10 10 re f", "", nil, "RGB colour (page 1: an rg operator)", true},
		{"RG", "0 1 0 RG 0 0 m 10 10 l S", "", nil, "RGB colour (page 1: an RG operator)", true},
		{"colour space", "/CS0 cs 1 0 0 sc 0 0 10 10 re f", "/ColorSpace << /CS0 [/CalRGB << /WhitePoint [0.95 1 1.09] >>] >>", nil, "calibrated or ICC-based colour", false},
		{"image", "q 144 0 0 144 0 0 cm /Im1 Do Q", "/XObject << /Im1 10 0 R >>", []string{rgbImage}, "RGB colour (page 1: image object 10)", true},
		{"lab", "/CS0 cs 50 0 0 sc 0 0 10 10 re f", "/ColorSpace << /CS0 [/Lab << /WhitePoint [0.95 1 1.09] >>] >>", nil, "Lab colour", false},
		{"alpha", "/GS1 gs 0 0 10 10 re f", "/ExtGState << /GS1 << /ca 0.5 >> >>", nil, "transparency (page 1: graphics state /GS1 sets /ca 0.5)", false},
		{"blend", "/GS1 gs 0 0 10 10 re f", "/ExtGState << /GS1 << /BM /Multiply >> >>", nil, "blends with /Multiply", false},
	} {
		for _, level := range []PDFX{PDFX1a, PDFX4} {
			rep, err := (&Options{PDFX: level}).Check(onePage(612, 792, c.content, c.res, "", c.extra...))
			if err != nil {
				t.Fatal(err)
			}
			all := strings.Join(rep.Problems, "\n")
			want := level == PDFX1a || c.x4
			if got := strings.Contains(all, c.want) || level == PDFX4 && strings.Contains(all, "device RGB colour"); got != want {
				t.Errorf("%s, %s: found %v, want %v:\n%s", c.name, level.Name(), got, want, all)
			}
		}
	}
}
