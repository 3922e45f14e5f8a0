//go:build unix

package main

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestInputNamedPipe: a named pipe given as any input file is refused in
// one line before it is opened (opening it waited for a writer for ever).
func TestInputNamedPipe(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "in.png")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes: %v", err)
	}
	out := filepath.Join(dir, "out.pdf")
	for _, args := range [][]string{
		{"picture-maze", "--picture", fifo, "-o", out},
		{"maze", "--image", fifo, "-o", out},
		{"maze", "--mask-image", fifo, "-o", out},
		{"book", "--check", fifo},
		{"book", "--spec", fifo, "-o", out},
		{"maze", "--from-book", fifo, "--puzzle", "1", "-o", out},
		{"book", "--preset", "handout", "--volumes", "2", "--ledger", fifo, "-o", out},
		{"wallpaper", "--image", fifo, "-o", filepath.Join(dir, "w.png")},
	} {
		type result struct {
			stderr string
			code   int
		}
		done := make(chan result, 1)
		go func() {
			_, stderr, code := runCLI(t, args...)
			done <- result{stderr, code}
		}()
		select {
		case r := <-done:
			if r.code != 2 || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, "is a named pipe, not a file") {
				t.Errorf("%s: exit %d, %q; want exit 2 and one line saying it is a named pipe", strings.Join(args, " "), r.code, r.stderr)
			}
		case <-time.After(2 * time.Minute): // a hang, not a slow machine
			t.Fatalf("%s is still waiting for the pipe", strings.Join(args, " "))
		}
	}
}
