package main

import (
	"bytes"
	"context"
	"errors"
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
