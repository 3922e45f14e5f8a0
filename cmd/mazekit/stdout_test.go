package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// fullWriter fails every write as a full disk does.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, syscall.ENOSPC }

// TestStdoutWriteErrors: a command whose standard output cannot be written
// (mazekit list > /dev/full) fails instead of exiting 0.
func TestStdoutWriteErrors(t *testing.T) {
	pdf := filepath.Join(t.TempDir(), "b.pdf")
	if _, stderr, code := runCLI(t, "book", "--preset", "handout", "--seed", "1", "-q", "-o", pdf); code != 0 {
		t.Fatal(stderr)
	}
	for _, args := range [][]string{
		{"list"}, {"help"}, {"help", "maze"}, {"--version"}, {"maze", "--help"},
		{"book", "--check", pdf}, {"cat", "play", "--seed", "1"},
	} {
		var errb bytes.Buffer
		err := run(context.Background(), args, strings.NewReader("q\n"), fullWriter{}, &errb)
		if !errors.Is(err, syscall.ENOSPC) {
			t.Errorf("%v: err = %v, want no space left", args, err)
		}
	}
}

// TestCoverFailureKeepsOldBook: when the cover cannot be written (here a
// link to a full disk), the book is not replaced either: never a new
// book beside an old cover.
func TestCoverFailureKeepsOldBook(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full")
	}
	dir := t.TempDir()
	book, cover := filepath.Join(dir, "b.pdf"), filepath.Join(dir, "c.pdf")
	if err := os.WriteFile(book, []byte("old book"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/dev/full", cover); err != nil {
		t.Skip(err)
	}
	spec := filepath.Join(t.TempDir(), "small.yaml")
	os.WriteFile(spec, []byte("title: T\nseed: 1\nsections:\n  - grid: rect\n    size: 5x5\n    count: 4\n"), 0o644)
	_, stderr, code := runCLI(t, "book", "--spec", spec, "-q", "-o", book, "--cover", cover)
	if code == 0 {
		t.Fatalf("exit 0 with a cover on a full disk (stderr %q)", stderr)
	}
	if b, _ := os.ReadFile(book); string(b) != "old book" {
		t.Errorf("the book was replaced though its cover failed")
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 2 {
		t.Errorf("files: %v, want the old book and the link", ents)
	}
}
