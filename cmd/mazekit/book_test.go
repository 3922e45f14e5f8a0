package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBookCover makes a book and its cover, checks the cover against the
// interior, and fails it against another book.
func TestBookCover(t *testing.T) {
	dir := t.TempDir()
	spec := filepath.Join(dir, "s.yaml")
	os.WriteFile(spec, []byte("paper: 6x9\nseed: 4\nsections:\n  - count: 30\n    size: 6x6\n"), 0o644)
	book, cover := filepath.Join(dir, "b.pdf"), filepath.Join(dir, "c.pdf")
	if _, stderr, code := runCLI(t, "book", "--spec", spec, "-o", book, "--cover", cover); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	stdout, stderr, code := runCLI(t, "book", "--check", cover, "--interior", book)
	if code != 0 || !strings.Contains(stdout, "all passed") {
		t.Fatalf("cover check: exit %d\n%s%s", code, stdout, stderr)
	}
	if stdout, _, code := runCLI(t, "book", "--check", cover, "--interior", book, "--paper-stock", "cream"); code != 1 || !strings.Contains(stdout, "PROBLEM: the cover is") {
		t.Errorf("a white-paper cover passes as cream: exit %d\n%s", code, stdout)
	}
	if _, stderr, code := runCLI(t, "book", "--spec", spec, "-o", book, "--cover", filepath.Join(dir, "c.png")); code != 2 || !strings.Contains(stderr, "--cover") {
		t.Errorf("a PNG cover: exit %d, %s", code, stderr)
	}
	if stdout, _, code := runCLI(t, "book", "--check", cover); code != 1 || !strings.Contains(stdout, "--interior") {
		t.Errorf("a cover checked as a book: exit %d, no hint of --interior:\n%s", code, stdout)
	}
	if _, stderr, code := runCLI(t, "book", "--preset", "handout", "-o", book, "--cover", cover); code != 2 || !strings.Contains(stderr, "handout") {
		t.Errorf("a handout's cover: exit %d, %s", code, stderr)
	}
	if _, stderr, code := runCLI(t, "book", "--spec", spec, "-o", book, "--language", "tlh"); code != 2 || !strings.Contains(stderr, "language") {
		t.Errorf("an unknown language: exit %d, %s", code, stderr)
	}
}

// TestBookVolumes makes two volumes, then a third in a later run that
// continues the ledger.
func TestBookVolumes(t *testing.T) {
	dir := t.TempDir()
	spec := filepath.Join(dir, "s.yaml")
	os.WriteFile(spec, []byte("seed: 4\nsections:\n  - count: 3\n    size: 3x3\n"), 0o644)
	out := filepath.Join(dir, "series.pdf")
	if _, stderr, code := runCLI(t, "book", "-q", "--spec", spec, "-o", out, "--volumes", "2", "--cover", filepath.Join(dir, "c.pdf")); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if _, stderr, code := runCLI(t, "book", "-q", "--spec", spec, "-o", out, "--volumes", "1"); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, f := range []string{"series-vol1.pdf", "series-vol2.pdf", "series-vol3.pdf", "c-vol1.pdf", "c-vol2.pdf", "series.ledger"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("%s not written: %v", f, err)
		}
	}
	data, _ := os.ReadFile(filepath.Join(dir, "series.ledger"))
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	seen := map[string]bool{}
	vols := 0
	for _, l := range lines[1:] {
		if strings.HasPrefix(l, "volume") {
			vols++
			continue
		}
		if seen[l] {
			t.Errorf("fingerprint %s repeated", l)
		}
		seen[l] = true
	}
	if vols != 3 || len(seen) != 9 {
		t.Errorf("ledger has %d volumes and %d puzzles, want 3 and 9:\n%s", vols, len(seen), data)
	}
	if _, stderr, code := runCLI(t, "book", "--spec", spec, "-o", out, "--volumes", "0"); code != 2 || !strings.Contains(stderr, "--volumes") {
		t.Errorf("--volumes 0: exit %d, %s", code, stderr)
	}
}

// TestFromBookSeedsModes remakes a puzzle from a book spec whether its
// seeds are printed under the puzzles, at the end or not at all.
func TestFromBookSeedsModes(t *testing.T) {
	dir := t.TempDir()
	var first string
	for _, mode := range []string{"caption", "end", "hidden"} {
		spec := filepath.Join(dir, mode+".yaml")
		os.WriteFile(spec, []byte("seed: 8\nseeds: "+mode+"\nsections:\n  - count: 3\n    size: 5x5\n"), 0o644)
		out, stderr, code := runCLI(t, "maze", "--from-book", spec, "--puzzle", "2", "--format", "json", "-o", "-")
		if code != 0 {
			t.Fatalf("seeds %s: exit %d: %s", mode, code, stderr)
		}
		if first == "" {
			first = out
		} else if out != first {
			t.Errorf("seeds %s: puzzle 2 differs from the caption book's", mode)
		}
	}
}

// TestBookPDFX makes a book and its cover as PDF/X-1a and checks both at
// that level; a plain book fails the same check.
func TestBookPDFX(t *testing.T) {
	dir := t.TempDir()
	spec := filepath.Join(dir, "s.yaml")
	os.WriteFile(spec, []byte("paper: 6x9\nseed: 4\nsections:\n  - count: 30\n    size: 6x6\n"), 0o644)
	book, cover, plain := filepath.Join(dir, "b.pdf"), filepath.Join(dir, "c.pdf"), filepath.Join(dir, "p.pdf")
	if _, stderr, code := runCLI(t, "book", "--spec", spec, "-o", book, "--cover", cover, "--pdfx", "x1a"); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, args := range [][]string{{"--check", book}, {"--check", cover, "--interior", book}} {
		stdout, stderr, code := runCLI(t, append(append([]string{"book"}, args...), "--pdfx", "x1a")...)
		if code != 0 || !strings.Contains(stdout, "checked for PDF/X-1a") {
			t.Errorf("%v: exit %d\n%s%s", args, code, stdout, stderr)
		}
	}
	if _, stderr, code := runCLI(t, "book", "--spec", spec, "-o", plain); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if stdout, _, code := runCLI(t, "book", "--check", plain, "--pdfx", "x1a"); code != 1 || !strings.Contains(stdout, "no output intent") {
		t.Errorf("a plain book checked for PDF/X-1a: exit %d\n%s", code, stdout)
	}
}

// TestBookAges makes the activity book for ages 6 to 8 as PDF/X-1a with its
// cover, checks both against the print rules and PDF/X, and refuses the
// age where it cannot apply.
func TestBookAges(t *testing.T) {
	dir := t.TempDir()
	book, cover := filepath.Join(dir, "kids.pdf"), filepath.Join(dir, "kids-cover.pdf")
	if _, stderr, code := runCLI(t, "book", "--age", "6-8", "--pdfx", "x1a", "-q", "-o", book, "--cover", cover); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if stdout, stderr, code := runCLI(t, "book", "--check", book, "--pdfx", "x1a"); code != 0 || !strings.Contains(stdout, "all passed") {
		t.Errorf("the age book's check: exit %d\n%s%s", code, stdout, stderr)
	}
	if stdout, stderr, code := runCLI(t, "book", "--check", cover, "--interior", book, "--pdfx", "x1a"); code != 0 || !strings.Contains(stdout, "all passed") {
		t.Errorf("the age book's cover check: exit %d\n%s%s", code, stdout, stderr)
	}
	spec := filepath.Join(dir, "s.yaml")
	os.WriteFile(spec, []byte("sections:\n  - count: 2\n"), 0o644)
	for _, args := range [][]string{
		{"--age", "7"},
		{"--age", "8-6"},
		{"--age", "6-8", "--preset", "cats"},
		{"--age", "6-8", "--spec", spec},
	} {
		_, stderr, code := runCLI(t, append([]string{"book", "-o", filepath.Join(dir, "x.pdf")}, args...)...)
		if code != 2 || !strings.Contains(stderr, "--age") || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("book %v: exit %d, %q; want exit 2 and one line naming --age", args, code, stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "x.pdf")); err == nil {
		t.Error("a refused book wrote its output")
	}
}
