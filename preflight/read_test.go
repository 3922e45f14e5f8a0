package preflight_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"image/color"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/internal/pdftest"
	"github.com/mazekit/mazekit/layout"
	. "github.com/mazekit/mazekit/preflight"
	"github.com/mazekit/mazekit/render"
)

var black = color.RGBA{0, 0, 0, 255}

// smallBook is a quick 28-page book for the reading tests.
func smallBook(t *testing.T, extra string) []byte {
	t.Helper()
	return bookPDF(t, extra+"seed: 5\nsections:\n  - count: 24\n    size: 6x6\n    markers: labels\n")
}

// bookPDF makes the book a YAML spec describes.
func bookPDF(t *testing.T, spec string) []byte {
	t.Helper()
	s, err := layout.Parse([]byte(spec), "t.yaml")
	if err != nil {
		t.Fatal(err)
	}
	b, err := layout.New(s, 1)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := b.WritePDF(context.Background(), &buf, nil); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestCheckReadsOtherWriters checks copies of a book rewritten by qpdf
// (object streams, compressed cross-reference streams) and by cairo
// (two-byte fonts, scaled text matrices, clipping paths): Check reads the
// same pages, lines and text and finds no problem in any.
func TestCheckReadsOtherWriters(t *testing.T) {
	dir := t.TempDir()
	orig := filepath.Join(dir, "book.pdf")
	os.WriteFile(orig, smallBook(t, ""), 0o644)
	want, err := Check(mustRead(t, orig))
	if err != nil || len(want.Problems) > 0 {
		t.Fatalf("the book itself: %v\n%v", err, want)
	}
	copies := map[string][]string{
		"objstm.pdf": {"qpdf", "--object-streams=generate", orig},
		"qdf.pdf":    {"qpdf", "--qdf", "--object-streams=preserve", orig},
		"cairo.pdf":  {"pdftocairo", "-pdf", orig},
	}
	for _, name := range []string{"objstm.pdf", "qdf.pdf", "cairo.pdf"} {
		args := copies[name]
		out := filepath.Join(dir, name)
		pdftest.Tool(t, args[0], append(args[1:], out)...)
		data := mustRead(t, out)
		if name == "objstm.pdf" && !bytes.Contains(data, []byte("/ObjStm")) {
			t.Fatalf("%s has no object streams", name)
		}
		rep, err := Check(data)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if len(rep.Problems) > 0 || rep.Pages != want.Pages || rep.MediaW != want.MediaW {
			t.Errorf("%s: want %d pages and no problems, got\n%v", name, want.Pages, rep)
		}
		if diff := rep.ThinnestLine - want.ThinnestLine; diff > 0.01 || diff < -0.01 {
			t.Errorf("%s: thinnest line %.3f, want %.3f", name, rep.ThinnestLine, want.ThinnestLine)
		}
		if diff := rep.SmallestText - want.SmallestText; diff > 0.01 || diff < -0.01 {
			t.Errorf("%s: smallest text %.3f, want %.3f", name, rep.SmallestText, want.SmallestText)
		}
	}
}

func mustRead(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestCheckMeasuresGlyphs sets text ending just inside and just past the
// outside margin: Check measures the glyphs (two-byte codes, one glyph
// each), so only the second is a problem.
func TestCheckMeasuresGlyphs(t *testing.T) {
	for _, tt := range []struct {
		text    string
		gap     float64 // from the end of the text to the page edge, points
		problem bool
	}{
		{"WWWWWWWWWW", 0.3 * Inch, false},
		{"iiiiiiiiiiiiiiiiiiii", 0.27 * Inch, false},
		{"WWWWWWWWWW", 0.15 * Inch, true},
		{"Ärger über Öl", 0.2 * Inch, true},
	} {
		d := &render.Document{}
		st := render.TextStyle{Font: fonts.Regular, Size: 12, Color: black}
		for i := 0; i < 24; i++ {
			c := d.AddPage(612, 792).Scene
			x := 612 - tt.gap - render.TextWidth(st.Font, st.Size, tt.text)
			if i%2 == 1 { // left-hand page: the outside edge is on the left
				x = tt.gap
			}
			c.Text(x, 300, tt.text, st)
		}
		var buf bytes.Buffer
		if err := render.WriteDocumentPDF(&buf, d, nil); err != nil {
			t.Fatal(err)
		}
		rep, err := Check(buf.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		got := strings.Contains(strings.Join(rep.Problems, "\n"), "outside edge")
		if got != tt.problem {
			t.Errorf("%q ending %.2f in from the edge: problem %v, want %v\n%v", tt.text, tt.gap/Inch, got, tt.problem, rep)
		}
	}
}

// TestCheckDamagedFiles feeds Check cut and corrupted copies of a book:
// each gives a report or an error, never a panic.
func TestCheckDamagedFiles(t *testing.T) {
	pdf := smallBook(t, "")
	for cut := 8; cut < len(pdf); cut += len(pdf)/31 + 1 {
		Check(pdf[:cut])
	}
	bad := bytes.Clone(pdf)
	for i := 100; i < len(bad); i += 211 {
		bad[i] ^= 0x5a
	}
	Check(bad)
	for _, s := range []string{
		"%PDF-1.7\n1 0 obj <</Type /Catalog /Pages 1 0 R>> endobj",                                        // a tree that loops
		"%PDF-1.7\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj 2 0 obj <</Kids [2 0 R 2 0 R]>> endobj", // kids that repeat
		"%PDF-1.7\n1 0 obj " + strings.Repeat("[", 100000) + " endobj",                                    // deep nesting
		"%PDF-1.7\n1 0 obj <</Type /ObjStm /N 999999999 /First 5>> stream\nxx\nendstream endobj",          // a lying object stream
		"%PDF-1.7\n1 0 obj <</Type /Page /MediaBox [0 0 612 792] /Contents 2 0 R>> endobj 2 0 obj <</Length 99>> stream\nBT (abc) Tj BI /W 1 ID \x00\x01 EI q Q Q Q ] >> } ET\nendstream endobj",
		"%PDF-1.7\n1 0 obj (unterminated \\",
		"%PDF-1.7\n" + strings.Repeat("1 0 obj [ (", 20000), // objects left open: each read stops at the next
		"%PDF-1.7\n1 0 obj <</Type /ObjStm /N 20000 /First 200000>> stream\n" + strings.Repeat("1 0 ", 20000) + strings.Repeat("[", 10000) + "\nendstream endobj",
		"%PDF-1.7\n1 0 obj <",
	} {
		Check([]byte(s))
	}
}

// TestCheckFindsProblems makes a PDF that breaks every rule Check knows and
// expects each to be reported.
func TestCheckFindsProblems(t *testing.T) {
	d := &render.Document{}
	line := func(c *render.Scene, x0, y0, x1, y1, w float64) {
		c.MoveTo(x0, y0)
		c.LineTo(x1, y1)
		c.Stroke(render.Pen{Width: w, Color: black})
	}
	c := d.AddPage(612, 792).Scene
	line(c, 100, 100, 300, 100, 0.3)
	c.Text(100, 200, "tiny", render.TextStyle{Font: fonts.Regular, Size: 5, Color: black})
	line(c, 5, 400, 100, 400, 1) // 5 pt from the gutter of a right-hand page
	line(d.AddPage(500, 700).Scene, 100, 100, 300, 100, 1)
	for i := 0; i < 3; i++ {
		d.AddPage(612, 792)
	}
	var buf bytes.Buffer
	if err := render.WriteDocumentPDF(&buf, d, nil); err != nil {
		t.Fatal(err)
	}
	// Documents make neither bookmarks nor links: add an object with both,
	// as other PDF writers do.
	xref := bytes.LastIndex(buf.Bytes(), []byte("\nxref\n"))
	bad := append(append([]byte(nil), buf.Bytes()[:xref+1]...), "99 0 obj\n<</Type /Catalog /Outlines 98 0 R /Annots [97 0 R]>>\nendobj\n"...)
	buf = *bytes.NewBuffer(append(bad, buf.Bytes()[xref+1:]...))
	rep, err := Check(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	all := strings.Join(rep.Problems, "\n")
	for _, want := range []string{
		"5 pages: a bound book needs at least 24",
		"thinnest line is 0.30 pt",
		"smallest text is 5.00 pt",
		"/Outlines",
		"/Annots",
		"page 2 is 500.00 x 700.00 pt",
		"page 1: drawing 0.069 in from the gutter",
		"page 5 is the third blank page in a row",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("problems lack %q; got:\n%s", want, all)
		}
	}
}
