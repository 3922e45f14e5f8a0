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
	if _, stderr, code := runCLI(t, "book", "--spec", spec, "-o", book, "--language", "tlh"); code != 2 || !strings.Contains(stderr, "language") {
		t.Errorf("an unknown language: exit %d, %s", code, stderr)
	}
}
