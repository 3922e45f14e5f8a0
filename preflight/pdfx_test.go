package preflight_test

import (
	"bytes"
	"context"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/pdftest"
	"github.com/mazekit/mazekit/layout"
	. "github.com/mazekit/mazekit/preflight"
	"github.com/mazekit/mazekit/render"
)

// pdfxBook writes a small book (with answers drawn in colour) and its
// cover at level p.
func pdfxBook(t *testing.T, p render.PDFX) (book, cover []byte, pages int) {
	t.Helper()
	s, err := layout.Parse([]byte("title: Maze Quest\nseed: 4\npaper: 6x9\nbleed: true\nsections:\n  - count: 24\n    size: 5x5\n"), "t.yaml")
	if err != nil {
		t.Fatal(err)
	}
	b, err := layout.New(s, 1)
	if err != nil {
		t.Fatal(err)
	}
	b.PDFX = p
	var bb, cb bytes.Buffer
	if err := b.WritePDF(context.Background(), &bb, nil); err != nil {
		t.Fatal(err)
	}
	if err := b.WriteCoverPDF(&cb); err != nil {
		t.Fatal(err)
	}
	return bb.Bytes(), cb.Bytes(), len(b.Pages)
}

// TestPDFXBook writes a book and its cover as PDF/X-1a and PDF/X-4: each
// passes the print rules and its level's rules, qpdf finds no error, and
// mutool reads back the output intent, the version key and the boxes.
// The same book written plainly fails both levels, naming what is missing.
func TestPDFXBook(t *testing.T) {
	plain, _, _ := pdfxBook(t, render.PDFXNone)
	for _, level := range []PDFX{PDFX1a, PDFX4} {
		rep, err := (&Options{PDFX: level}).Check(plain)
		if err != nil {
			t.Fatal(err)
		}
		all := strings.Join(rep.Problems, "\n")
		for _, want := range []string{"no output intent", "GTS_PDFXVersion", "Trapped"} {
			if !strings.Contains(all, want) {
				t.Errorf("a plain book checked for %s: problems lack %q:\n%s", level.Name(), want, all)
			}
		}
		if level == PDFX1a && !strings.Contains(all, "RGB colour") {
			t.Errorf("a plain book with a red answer line passes PDF/X-1a's colour rule:\n%s", all)
		}
	}
	dir := t.TempDir()
	for _, c := range []struct {
		level   PDFX
		r       render.PDFX
		version string
	}{{PDFX1a, render.PDFX1a, "PDF/X-1:2001"}, {PDFX4, render.PDFX4, "PDF/X-4"}} {
		book, cover, pages := pdfxBook(t, c.r)
		rep, err := (&Options{PDFX: c.level}).Check(book)
		if err != nil || len(rep.Problems) > 0 {
			t.Errorf("%s book: %v\n%v", c.version, err, rep)
		}
		crep, err := (&Options{PDFX: c.level}).CheckCover(cover, pages, 6*Inch, 9*Inch)
		if err != nil || len(crep.Problems) > 0 {
			t.Errorf("%s cover: %v\n%v", c.version, err, crep)
		}
		if bytes.Contains(book, []byte(" rg")) && strings.Contains(inflateAll(t, dir, book), " rg\n") {
			t.Errorf("%s book still sets RGB colours", c.version)
		}
		for name, data := range map[string][]byte{"book": book, "cover": cover} {
			p := filepath.Join(dir, c.level.String()+"-"+name+".pdf")
			if err := os.WriteFile(p, data, 0o644); err != nil {
				t.Fatal(err)
			}
			pdftest.Tool(t, "qpdf", "--check", p)
			info := pdftest.Tool(t, "mutool", "show", p, "trailer/Info/GTS_PDFXVersion")
			if !strings.Contains(info, c.version) {
				t.Errorf("%s %s: mutool reads GTS_PDFXVersion %q", c.version, name, info)
			}
			intent := pdftest.Tool(t, "mutool", "show", p, "trailer/Root/OutputIntents/1")
			if !strings.Contains(intent, "/GTS_PDFX") || !strings.Contains(intent, "FOGRA39") {
				t.Errorf("%s %s: output intent %q", c.version, name, intent)
			}
			if c.level == PDFX4 && !strings.Contains(intent, "/DestOutputProfile") {
				t.Errorf("%s %s: no ICC profile in the output intent %q", c.version, name, intent)
			}
			boxes := pdftest.Tool(t, "mutool", "info", "-M", p)
			if !strings.Contains(boxes, "Mediaboxes") {
				t.Errorf("%s %s: mutool info lists no boxes:\n%s", c.version, name, boxes)
			}
			fonts := pdftest.Tool(t, "pdffonts", p)
			for _, l := range strings.Split(strings.TrimSpace(fonts), "\n")[2:] {
				if f := strings.Fields(l); len(f) == 0 || len(f[0]) < 8 || f[0][6] != '+' {
					t.Errorf("%s %s: font without a subset tag: %s", c.version, name, l)
				}
			}
		}
	}
}

// inflateAll returns the file's streams uncompressed, as qpdf writes them.
func inflateAll(t *testing.T, dir string, pdf []byte) string {
	in, out := filepath.Join(dir, "in.pdf"), filepath.Join(dir, "qdf.pdf")
	os.WriteFile(in, pdf, 0o644)
	pdftest.Tool(t, "qpdf", "--qdf", "--object-streams=disable", in, out)
	b, _ := os.ReadFile(out)
	return string(b)
}

// TestPDFXMaze writes a single maze PDF as PDF/X-1a: it passes the level's
// rules, with a TrimBox and BleedBox on its page.
func TestPDFXMaze(t *testing.T) {
	sc := render.NewScene(10, 10)
	sc.MoveTo(1, 1)
	sc.LineTo(9, 9)
	sc.Stroke(render.Pen{Width: 0.1, Color: color.RGBA{200, 0, 0, 255}})
	for _, level := range []PDFX{PDFX1a, PDFX4} {
		var buf bytes.Buffer
		r, _ := render.ParsePDFX(level.String())
		if err := render.WritePDF(&buf, sc, &render.PDFOptions{PDFX: r}); err != nil {
			t.Fatal(err)
		}
		rep, err := (&Options{PDFX: level}).Check(buf.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range rep.Problems {
			if strings.HasPrefix(p, level.Name()) {
				t.Errorf("%s maze: %s", level.Name(), p)
			}
		}
	}
}

// TestPDFXPlantedDefects writes a maze with a hostile title (control
// characters, markup, a rune outside the BMP) as each level: it passes its
// level's rules, the XMP metadata parses and says what the document
// information says. Each defect planted in it (bytes replaced in place, so
// the cross-reference table still holds) is found.
func TestPDFXPlantedDefects(t *testing.T) {
	sc := render.NewScene(10, 10)
	sc.MoveTo(1, 1)
	sc.LineTo(9, 9)
	sc.Stroke(render.Pen{Width: 0.1, Color: color.RGBA{200, 0, 0, 255}})
	sc.Text(5, 5, "Start", render.TextStyle{Size: 1})
	const title = "Zoë's <maze> & \x00\x07 \"cat 🐱\"\nnext line"
	levels := []struct {
		level  PDFX
		r      render.PDFX
		header string
	}{{PDFX1a, render.PDFX1a, "%PDF-1.3"}, {PDFX4, render.PDFX4, "%PDF-1.6"}}
	for _, l := range levels {
		var buf bytes.Buffer
		if err := render.WritePDF(&buf, sc, &render.PDFOptions{PDFX: l.r, Title: title}); err != nil {
			t.Fatal(err)
		}
		good := buf.Bytes()
		if !bytes.HasPrefix(good, []byte(l.header+"\n")) {
			t.Errorf("%s: header %q, want %s", l.level.Name(), good[:8], l.header)
		}
		check := func(pdf []byte) []string {
			rep, err := (&Options{PDFX: l.level}).Check(pdf)
			if err != nil {
				t.Fatal(err)
			}
			var out []string
			for _, p := range rep.Problems {
				if strings.HasPrefix(p, l.level.Name()) {
					out = append(out, p)
				}
			}
			return out
		}
		if ps := check(good); len(ps) > 0 {
			t.Errorf("%s with a hostile title: %q", l.level.Name(), ps)
		}
		defects := []struct {
			name, old, new, want string
		}{
			{"newer header", l.header, "%PDF-1.7", "must be PDF 1."},
			{"no output intent", "/S /GTS_PDFX ", "/S /GTS_PDFY ", "no output intent"},
			{"no TrimBox", "/TrimBox", "/TrimBix", "no TrimBox"},
			{"Trapped unknown", "/Trapped /False", "/Trapped /Fakse", "Trapped"},
			{"untagged font", "+utf8gobold", "-utf8gobold", "without a subset tag"},
		}
		if l.level == PDFX4 {
			defects = append(defects,
				struct{ name, old, new, want string }{"NUL bytes in the XMP", "<pdf:Producer>mazekit", "<pdf:Producer>\xfe\xff\x00m\x00a\x00", "not well-formed XML"},
				struct{ name, old, new, want string }{"control character in the XMP", "<pdf:Producer>mazekit", "<pdf:Producer>maz\x01kit", "not well-formed XML"},
				struct{ name, old, new, want string }{"XMP title unlike the Info", "&lt;maze&gt;", "&lt;mice&gt;", "the XMP metadata says"},
				struct{ name, old, new, want string }{"XMP producer unlike the Info", "<pdf:Producer>mazekit", "<pdf:Producer>mazekat", "Producer"},
				struct{ name, old, new, want string }{"unclosed XMP tag", "</pdf:Trapped>", "</pdf:Trapper>", "not well-formed XML"},
			)
		}
		for _, d := range defects {
			if !bytes.Contains(good, []byte(d.old)) {
				t.Fatalf("%s %s: %q not in the file", l.level.Name(), d.name, d.old)
			}
			if len(d.old) != len(d.new) {
				t.Fatalf("%s: a planted defect must keep the length", d.name)
			}
			bad := bytes.ReplaceAll(good, []byte(d.old), []byte(d.new))
			if ps := check(bad); !strings.Contains(strings.Join(ps, "\n"), d.want) {
				t.Errorf("%s %s: problems %q lack %q", l.level.Name(), d.name, ps, d.want)
			}
		}
	}
}
