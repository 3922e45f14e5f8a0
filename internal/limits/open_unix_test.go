//go:build unix

package limits

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestOpenNotRegular: a named pipe (whose open would wait for a writer
// for ever), a device that never ends and a directory are refused before
// they are opened; a symbolic link to a regular file is followed.
func TestOpenNotRegular(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes: %v", err)
	}
	file := filepath.Join(dir, "file")
	os.WriteFile(file, []byte("x"), 0o644)
	link := filepath.Join(dir, "link")
	if err := os.Symlink(file, link); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{
		fifo:        fifo + ": is a named pipe, not a file",
		"/dev/zero": "/dev/zero: is a device, not a file",
		dir:         dir + ": is a directory",
		link:        "",
	} {
		done := make(chan error, 1)
		go func() {
			_, err := ReadFile(path, 1<<20)
			done <- err
		}()
		var err error
		select {
		case err = <-done:
		case <-time.After(time.Minute): // a hang, not a slow machine
			t.Fatalf("ReadFile(%s) is still waiting", path)
		}
		var pe *os.PathError
		switch {
		case want == "" && err != nil:
			t.Errorf("ReadFile(%s) = %v", path, err)
		case want != "" && (!errors.As(err, &pe) || !strings.HasSuffix(err.Error(), want)):
			t.Errorf("ReadFile(%s) = %v, want a *os.PathError ending %q", path, err, want)
		}
	}
}
