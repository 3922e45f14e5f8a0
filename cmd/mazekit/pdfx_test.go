package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/pdftest"
)

// pdfxCommands are the commands that write PDFs, each with the files it
// writes (named in args with %s for the level).
var pdfxCommands = []struct {
	name  string
	args  []string
	files []string
}{
	{"maze", []string{"maze", "--seed", "1", "-o", "maze-%s.pdf", "--answer", "maze-key-%s.pdf"}, []string{"maze-%s.pdf", "maze-key-%s.pdf"}},
	{"maze on a4", []string{"maze", "--seed", "1", "--paper", "a4", "-o", "maze-a4-%s.pdf"}, []string{"maze-a4-%s.pdf"}},
	{"age sheet", []string{"maze", "--seed", "1", "--age", "5-6", "-o", "age-%s.pdf", "--answer", "age-key-%s.pdf"}, []string{"age-%s.pdf", "age-key-%s.pdf"}},
	{"age sheet on a4", []string{"maze", "--seed", "1", "--age", "5-6", "--paper", "a4", "-o", "age-a4-%s.pdf"}, []string{"age-a4-%s.pdf"}},
	{"large print", []string{"maze", "--seed", "1", "--large-print", "-o", "large-%s.pdf"}, []string{"large-%s.pdf"}},
	{"number maze", []string{"number-maze", "--seed", "1", "--age", "5-6", "-o", "number-%s.pdf", "--answer", "number-key-%s.pdf"}, []string{"number-%s.pdf", "number-key-%s.pdf"}},
	{"letter maze", []string{"letter-maze", "--seed", "1", "--age", "5-6", "-o", "letter-%s.pdf"}, []string{"letter-%s.pdf"}},
	{"picture maze", []string{"picture-maze", "--seed", "1", "--picture", "cat", "-o", "picture-%s.pdf", "--answer", "picture-key-%s.pdf"}, []string{"picture-%s.pdf", "picture-key-%s.pdf"}},
	{"cat sheets", []string{"cat", "puzzle", "--seed", "1", "--moves", "2", "--count", "4", "-o", "cat-%s.pdf"}, []string{"cat-%s.pdf"}},
	{"pattern", []string{"pattern", "10print", "--seed", "1", "-o", "pattern-%s.pdf"}, []string{"pattern-%s.pdf"}},
	{"wallpaper", []string{"wallpaper", "--seed", "1", "-o", "wallpaper-%s.pdf"}, []string{"wallpaper-%s.pdf"}},
	{"book and cover", []string{"book", "--spec", "small.yaml", "-o", "book-%s.pdf", "--cover", "cover-%s.pdf"}, []string{"book-%s.pdf", "cover-%s.pdf"}},
	{"handout", []string{"book", "--preset", "handout", "-o", "handout-%s.pdf"}, []string{"handout-%s.pdf"}},
}

// pikepdfPython returns a python3 that has pikepdf, or skips.
func pikepdfPython(t *testing.T) string {
	for _, py := range []string{"python3", "/usr/bin/python3"} {
		if exec.Command(py, "-c", "import pikepdf").Run() == nil {
			return py
		}
	}
	if os.Getenv("MAZEKIT_REQUIRE_PDF_TOOLS") != "" {
		t.Fatal("python3 with pikepdf is required but not installed")
	}
	t.Skip("python3 with pikepdf not installed")
	return ""
}

// TestPDFXEveryCommand writes every kind of PDF mazekit makes plainly and
// with --pdfx x1a and x4. qpdf finds no error in any, pdffonts lists every
// font embedded as a tagged subset (ABCDEF+Name), and Ghostscript rewrites
// each as PDF/X without repairing anything. Each PDF/X file is
// read back two more ways: mazekit's own check of
// the level finds nothing; a structural check written apart from it
// (testdata/pdfxcheck.py, on pikepdf: output intent, version keys,
// Trapped, boxes on every page, no RGB or transparency in X-1a, XMP that
// parses and matches the document information) finds nothing. The same
// command run twice writes the same bytes.
func TestPDFXEveryCommand(t *testing.T) {
	py := pikepdfPython(t)
	gs := pdftest.Program(t, "MAZEKIT_REQUIRE_PDF_TOOLS", "gs")
	checker, err := filepath.Abs(filepath.Join("testdata", "pdfxcheck.py"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	spec := "title: \"Tom's <Maze> & Co\"\nauthor: \"Zoë\"\nseed: 3\npaper: 6x9\nbleed: true\nsections:\n  - count: 24\n    size: 5x5\n"
	if err := os.WriteFile(filepath.Join(dir, "small.yaml"), []byte(spec), 0o644); err != nil {
		t.Fatal(err)
	}
	wd, _ := os.Getwd()
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(wd)
	tagged := regexp.MustCompile(`^[A-Z]{6}\+`)
	for _, level := range []string{"plain", "x1a", "x4"} {
		var files []string
		for _, c := range pdfxCommands {
			args := []string{}
			for _, a := range c.args {
				if strings.Contains(a, "%s") {
					a = strings.ReplaceAll(a, "%s", level)
				}
				args = append(args, a)
			}
			if level != "plain" {
				args = append(args, "--pdfx", level)
			}
			if _, stderr, code := runCLI(t, args...); code != 0 {
				t.Errorf("%s --pdfx %s: exit %d: %s", c.name, level, code, stderr)
				continue
			}
			for _, f := range c.files {
				files = append(files, strings.ReplaceAll(f, "%s", level))
			}
		}
		for _, f := range files {
			pdftest.Tool(t, "qpdf", "--check", f)
			fonts := strings.Split(strings.TrimSpace(pdftest.Tool(t, "pdffonts", f)), "\n")
			for _, l := range fonts[2:] {
				fs := strings.Fields(l)
				if len(fs) < 7 || !tagged.MatchString(fs[0]) || fs[len(fs)-5] != "yes" || fs[len(fs)-4] != "yes" {
					t.Errorf("%s: font not an embedded tagged subset: %s", f, l)
				}
			}
			// Ghostscript writes it again as PDF/X (first pages) and reports
			// nothing it had to repair or ignore.
			gsOut, _ := exec.Command(gs, "-dBATCH", "-dNOPAUSE", "-dPDFX", "-dLastPage=2", "-sDEVICE=pdfwrite", "-sColorConversionStrategy=CMYK", "-sOutputFile=gs-out.pdf", f).CombinedOutput()
			if bytes.Contains(gsOut, []byte("repaired or ignored")) || bytes.Contains(gsOut, []byte("Error")) {
				t.Errorf("%s: Ghostscript: %s", f, gsOut)
			}
			if level == "plain" {
				continue
			}
			out, _, _ := runCLI(t, "book", "--check", f, "--pdfx", level)
			if !strings.Contains(out, "checked for PDF/X") {
				t.Errorf("%s: the check did not check PDF/X:\n%s", f, out)
			}
			for _, l := range strings.Split(out, "\n") {
				if strings.Contains(l, "PDF/X") && strings.HasPrefix(l, "PROBLEM") {
					t.Errorf("%s: mazekit's check: %s", f, l)
				}
			}
		}
		if level == "plain" {
			continue
		}
		again := "again-" + level + ".pdf"
		if _, stderr, code := runCLI(t, "book", "--spec", "small.yaml", "-o", again, "--pdfx", level); code != 0 {
			t.Fatal(stderr)
		}
		a, _ := os.ReadFile("book-" + level + ".pdf")
		b, _ := os.ReadFile(again)
		if string(a) != string(b) {
			t.Errorf("the same book written twice as %s differs", level)
		}
		cmd := exec.Command(py, append([]string{checker, level}, files...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("the structural PDF/X check of the %s files: %v\n%s", level, err, out)
		}
	}
}

// TestPDFXRefused: --pdfx is a PDF: a picture or an unknown level is
// refused in one line with exit 2, and no file is written.
func TestPDFXRefused(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"maze", "--pdfx", "x1a", "-o", filepath.Join(dir, "m.png")},
		{"maze", "--pdfx", "x1a", "-o", filepath.Join(dir, "m.pdf"), "--answer", filepath.Join(dir, "a.svg")},
		{"maze", "--pdfx", "x3", "-o", filepath.Join(dir, "m.pdf")},
		{"maze", "--pdfx", "x4:gracol", "-o", filepath.Join(dir, "m.pdf")},
		{"book", "--pdfx", "x1a:japan", "-o", filepath.Join(dir, "b.pdf")},
		{"number-maze", "--pdfx", "x4", "-o", filepath.Join(dir, "n.svg")},
		{"letter-maze", "--pdfx", "x5", "-o", filepath.Join(dir, "l.pdf")},
		{"picture-maze", "--pdfx", "x1a", "-o", filepath.Join(dir, "p.png")},
		{"cat", "puzzle", "--pdfx", "x1a", "-o", filepath.Join(dir, "c.png")},
		{"pattern", "10print", "--pdfx", "x4", "-o", filepath.Join(dir, "t.svg")},
		{"wallpaper", "--pdfx", "x1a", "-o", filepath.Join(dir, "w.png")},
	} {
		_, stderr, code := runCLI(t, args...)
		if code != 2 || !strings.Contains(stderr, "--pdfx") || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line naming --pdfx", args, code, stderr)
		}
	}
	if left, _ := os.ReadDir(dir); len(left) > 0 {
		t.Errorf("refused runs left files: %v", left)
	}
}

// TestCheckExitCodes: --check exits 0 on a file that passes (a handout of
// three sheets), 1 on one that breaks print rules (a one-page book; a
// 9 × 12 in book, past KDP's largest trim), and 2, in one line, on one it
// cannot read (not a PDF; a MediaBox of nan; a page tree that lies).
func TestCheckExitCodes(t *testing.T) {
	dir := t.TempDir()
	handout, book := filepath.Join(dir, "handout.pdf"), filepath.Join(dir, "book.pdf")
	if _, stderr, code := runCLI(t, "book", "--preset", "handout", "--copies", "3", "-o", handout); code != 0 {
		t.Fatal(stderr)
	}
	if _, stderr, code := runCLI(t, "maze", "--seed", "1", "--paper", "letter", "-o", book); code != 0 {
		t.Fatal(stderr)
	}
	big := filepath.Join(dir, "big.pdf")
	if _, stderr, code := runCLI(t, "book", "--preset", "activity", "--paper", "9x12in", "-o", big); code != 0 {
		t.Fatal(stderr)
	}
	if out, _, code := runCLI(t, "book", "--check", big); code != 1 || !strings.Contains(out, "trim 9 x 12 in: KDP prints paperbacks") {
		t.Errorf("a 9 x 12 in book: exit %d\n%s", code, out)
	}
	one, _ := os.ReadFile(book)
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	nan := write("nan.pdf", []byte(strings.ReplaceAll(string(one), "/MediaBox [0 0 612.00 792.00]", "/MediaBox [0 0 nan inf      ]")))
	count := write("count.pdf", []byte(strings.Replace(string(one), "/Count 1\n", "/Count 9\n", 1)))
	for _, c := range []struct {
		path string
		code int
	}{{handout, 0}, {book, 1}, {write("junk.pdf", []byte("not a pdf")), 2}, {nan, 2}, {count, 2}} {
		_, stderr, code := runCLI(t, "book", "--check", c.path)
		if code != c.code || (code == 2 && strings.Count(strings.TrimSpace(stderr), "\n") > 0) {
			t.Errorf("--check %s: exit %d (%q), want %d", filepath.Base(c.path), code, stderr, c.code)
		}
	}
}

// TestPDFXConditions writes a classroom sheet and a handout for the US
// printing conditions: each names its registered characterization, and
// passes mazekit's check and the structural check of its level.
func TestPDFXConditions(t *testing.T) {
	py := pikepdfPython(t)
	checker, _ := filepath.Abs(filepath.Join("testdata", "pdfxcheck.py"))
	dir := t.TempDir()
	for _, c := range []struct{ pdfx, level, id string }{
		{"x4:gracol2006", "x4", "CGATS TR 006"}, {"x1a:gracol2006", "x1a", "CGATS TR 006"},
		{"x4:swop", "x4", "CGATS TR 003"}, {"x1a:swop", "x1a", "CGATS TR 003"},
	} {
		sheet, handout := filepath.Join(dir, "sheet.pdf"), filepath.Join(dir, "handout.pdf")
		if _, stderr, code := runCLI(t, "maze", "--seed", "2", "--age", "7-8", "--pdfx", c.pdfx, "-o", sheet); code != 0 {
			t.Fatal(stderr)
		}
		if _, stderr, code := runCLI(t, "book", "--preset", "handout", "--copies", "2", "--pdfx", c.pdfx, "-o", handout); code != 0 {
			t.Fatal(stderr)
		}
		for _, f := range []string{sheet, handout} {
			intent := pdftest.Tool(t, "mutool", "show", f, "trailer/Root/OutputIntents/1")
			if !strings.Contains(intent, "/OutputConditionIdentifier ("+c.id+")") {
				t.Errorf("%s %s: output intent %s", c.pdfx, filepath.Base(f), intent)
			}
			out, _, _ := runCLI(t, "book", "--check", f, "--pdfx", c.pdfx)
			for _, l := range strings.Split(out, "\n") {
				if strings.HasPrefix(l, "PROBLEM") && strings.Contains(l, "PDF/X") {
					t.Errorf("%s %s: %s", c.pdfx, filepath.Base(f), l)
				}
			}
		}
		if out, err := exec.Command(py, checker, c.level, sheet, handout).CombinedOutput(); err != nil {
			t.Errorf("%s: %v\n%s", c.pdfx, err, out)
		}
	}
}
