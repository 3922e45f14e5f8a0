package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

func writeString(s string) func(io.Writer) error {
	return func(w io.Writer) error { _, err := io.WriteString(w, s); return err }
}

func listDir(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	return names
}

// TestWriteKeepsMode: replacing a 0600 file leaves a 0600 file.
func TestWriteKeepsMode(t *testing.T) {
	p := filepath.Join(t.TempDir(), "secret.txt")
	os.WriteFile(p, []byte("old"), 0o600)
	os.Chmod(p, 0o600)
	if err := Write(p, nil, writeString("new")); err != nil {
		t.Fatal(err)
	}
	st, _ := os.Stat(p)
	if st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v after replacing a 0600 file", st.Mode().Perm())
	}
}

// TestWriteThroughSymlink: -o link.png writes the link's target and keeps
// the link.
func TestWriteThroughSymlink(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.txt")
	link := filepath.Join(dir, "link.txt")
	os.WriteFile(real, []byte("old"), 0o644)
	if err := os.Symlink("real.txt", link); err != nil {
		t.Skip(err)
	}
	if err := Write(link, nil, writeString("new")); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced by a file")
	}
	if b, _ := os.ReadFile(real); string(b) != "new" {
		t.Errorf("target holds %q, want new", b)
	}
}

// TestWriteThroughDanglingSymlink: a link whose target does not exist yet
// is written through, creating the target; the link stays a link (it was
// replaced by a regular file). A loop of links is not followed for ever.
func TestWriteThroughDanglingSymlink(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, "link.txt")
	if err := os.Symlink("sub/../new.txt", link); err != nil {
		t.Skip(err)
	}
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	if err := Write(link, nil, writeString("new")); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced by a file")
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "new.txt")); string(b) != "new" {
		t.Errorf("target holds %q, want new", b)
	}
	loop := filepath.Join(dir, "loop")
	os.Symlink("loop", loop)
	if got := follow(loop); got != loop {
		t.Errorf("follow(a loop) = %s", got)
	}
}

// fullDisk fails every write after the first n bytes with ENOSPC.
type fullDisk struct {
	w io.Writer
	n int
}

func (d *fullDisk) Write(p []byte) (int, error) {
	if len(p) > d.n {
		k, _ := d.w.Write(p[:d.n])
		d.n = 0
		return k, &os.PathError{Op: "write", Path: "x", Err: syscall.ENOSPC}
	}
	d.n -= len(p)
	return d.w.Write(p)
}

// TestWriteFullDisk: a disk that fills up in the middle leaves the old
// file and no temporary.
func TestWriteFullDisk(t *testing.T) {
	wrapFile = func(w io.Writer) io.Writer { return &fullDisk{w, 1000} }
	defer func() { wrapFile = nil }()
	dir := t.TempDir()
	p := filepath.Join(dir, "out.txt")
	os.WriteFile(p, []byte("old"), 0o644)
	err := Write(p, nil, func(w io.Writer) error {
		for range 100 {
			if _, err := w.Write(make([]byte, 4096)); err != nil {
				return err
			}
		}
		return nil
	})
	if !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("err = %v, want ENOSPC", err)
	}
	if b, _ := os.ReadFile(p); string(b) != "old" {
		t.Errorf("old file holds %q", b)
	}
	if names := listDir(t, dir); len(names) != 1 {
		t.Errorf("files left: %v", names)
	}
}

// TestWriteAllTogether: when the second file cannot be written, the first
// is not replaced either.
func TestWriteAllTogether(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.txt")
	os.WriteFile(a, []byte("old a"), 0o644)
	err := WriteAll(nil, File{a, writeString("new a")}, File{filepath.Join(dir, "missing", "b.txt"), writeString("b")})
	if err == nil {
		t.Fatal("no error")
	}
	if b, _ := os.ReadFile(a); string(b) != "old a" {
		t.Errorf("a holds %q after the second file failed", b)
	}
	if names := listDir(t, dir); len(names) != 1 {
		t.Errorf("files left: %v", names)
	}
	b := filepath.Join(dir, "b.txt")
	if err := WriteAll(nil, File{a, writeString("new a")}, File{b, writeString("new b")}); err != nil {
		t.Fatal(err)
	}
	if x, _ := os.ReadFile(b); string(x) != "new b" {
		t.Errorf("b holds %q", x)
	}
}

func TestSame(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.png")
	os.WriteFile(a, []byte("x"), 0o644)
	os.Symlink("a.png", filepath.Join(dir, "l.png"))
	os.Link(a, filepath.Join(dir, "h.png"))
	for _, other := range []string{filepath.Join(dir, ".", "a.png"), filepath.Join(dir, "sub", "..", "a.png"), filepath.Join(dir, "l.png"), filepath.Join(dir, "h.png")} {
		if !Same(a, other) {
			t.Errorf("Same(%s, %s) = false", a, other)
		}
	}
	if Same(a, filepath.Join(dir, "b.png")) || Same("-", "-") {
		t.Error("different files are the same")
	}
	// A dangling link is the file it will create.
	os.Symlink("later.png", filepath.Join(dir, "d.png"))
	if !Same(filepath.Join(dir, "d.png"), filepath.Join(dir, "later.png")) {
		t.Error("a dangling link and the file it names differ")
	}
	wd, _ := os.Getwd()
	defer os.Chdir(wd)
	os.Chdir(dir)
	if !Same("new.png", "./new.png") {
		t.Error("new.png and ./new.png differ")
	}
}
