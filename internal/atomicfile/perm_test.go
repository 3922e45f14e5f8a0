//go:build unix

package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestWriteHonoursUmask: a new file gets 0666 less the umask (an answer
// key under umask 077 is the user's alone), not always 0644.
func TestWriteHonoursUmask(t *testing.T) {
	old := syscall.Umask(0o077)
	defer syscall.Umask(old)
	p := filepath.Join(t.TempDir(), "key.pdf")
	if err := Write(p, nil, writeString("x")); err != nil {
		t.Fatal(err)
	}
	st, _ := os.Stat(p)
	if st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v under umask 077, want 0600", st.Mode().Perm())
	}
	syscall.Umask(0o022)
	p2 := filepath.Join(t.TempDir(), "b.pdf")
	if err := Write(p2, nil, writeString("x")); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(p2); st.Mode().Perm() != 0o644 {
		t.Errorf("mode %v under umask 022, want 0644", st.Mode().Perm())
	}
}

// TestWriteLongName: a name of 255 bytes, the most the system takes, is
// written (the temporary beside it would be longer).
func TestWriteLongName(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []int{241, 250, 255} {
		p := filepath.Join(dir, strings.Repeat("a", n-4)+".png")
		if err := CheckWritable(p); err != nil {
			t.Fatalf("%d bytes: CheckWritable: %v", n, err)
		}
		if err := Write(p, nil, writeString("x")); err != nil {
			t.Fatalf("%d bytes: %v", n, err)
		}
	}
	if names := listDir(t, dir); len(names) != 3 {
		t.Errorf("files: %d, want 3", len(names))
	}
}

// TestWritePanicLeavesNoTemporary: a fill that panics leaves the old file
// and no temporary.
func TestWritePanicLeavesNoTemporary(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.txt")
	os.WriteFile(p, []byte("old"), 0o644)
	func() {
		defer func() { recover() }()
		Write(p, nil, func(w io.Writer) error { io.WriteString(w, "half"); panic("boom") })
	}()
	if names := listDir(t, dir); len(names) != 1 {
		t.Errorf("files left: %v", names)
	}
	if b, _ := os.ReadFile(p); string(b) != "old" {
		t.Errorf("old file holds %q", b)
	}
}

// TestWriteFullDiskNamesOutput: the error of a full disk names the output,
// not the hidden temporary.
func TestWriteFullDiskNamesOutput(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "big.png")
	wrapFile = func(w io.Writer) io.Writer { return pathErrWriter{w.(*os.File)} }
	defer func() { wrapFile = nil }()
	err := Write(p, nil, func(w io.Writer) error {
		if _, err := w.Write(make([]byte, 1<<17)); err != nil {
			return err
		}
		return nil
	})
	if !errors.Is(err, syscall.ENOSPC) || strings.Contains(err.Error(), ".tmp") || !strings.Contains(err.Error(), p) {
		t.Errorf("err = %v, want ENOSPC naming %s", err, p)
	}
}

// pathErrWriter fails as a full disk does, with the file's name.
type pathErrWriter struct{ f *os.File }

func (w pathErrWriter) Write([]byte) (int, error) {
	return 0, &os.PathError{Op: "write", Path: w.f.Name(), Err: syscall.ENOSPC}
}

// TestWriteKeepsOwner: root replacing another user's file leaves it that
// user's.
func TestWriteKeepsOwner(t *testing.T) {
	if os.Getuid() != 0 {
		t.Skip("needs root")
	}
	p := filepath.Join(t.TempDir(), "theirs.txt")
	os.WriteFile(p, []byte("old"), 0o644)
	if err := os.Chown(p, 65534, 65534); err != nil {
		t.Skip(err)
	}
	if err := Write(p, nil, writeString("new")); err != nil {
		t.Fatal(err)
	}
	st, _ := os.Stat(p)
	if s := st.Sys().(*syscall.Stat_t); s.Uid != 65534 || s.Gid != 65534 {
		t.Errorf("owner %d:%d, want 65534:65534", s.Uid, s.Gid)
	}
}
