// Checks made on a command's files before any work starts.

package atomicfile

import (
	"fmt"
	"os"
	"path/filepath"
)

// resolved returns path made absolute with every symbolic link followed;
// for a file that does not exist yet, its directory is resolved.
func resolved(path string) string {
	if r, err := filepath.EvalSymlinks(path); err == nil {
		if a, err := filepath.Abs(r); err == nil {
			return a
		}
		return r
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	if r, err := filepath.EvalSymlinks(dir); err == nil {
		dir = r
	}
	if a, err := filepath.Abs(filepath.Join(dir, base)); err == nil {
		return a
	}
	return filepath.Join(dir, base)
}

// Same reports whether a and b name the same file: the same path once
// made absolute with links followed (./x.png and x.png, a link and its
// target), or the same device and inode (hard links). "-" (standard
// output) is the same as nothing.
func Same(a, b string) bool {
	if a == "-" || b == "-" || a == "" || b == "" {
		return false
	}
	if resolved(a) == resolved(b) {
		return true
	}
	sa, err1 := os.Stat(a)
	sb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(sa, sb)
}

// CheckWritable reports whether Write could write path: "-", a device, or a
// file whose directory exists and takes new files. It writes nothing that
// stays.
func CheckWritable(path string) error {
	if path == "-" {
		return nil
	}
	real := target(path)
	st, err := os.Stat(real)
	if err == nil && st.IsDir() {
		return fmt.Errorf("cannot write %s: it is a directory", path)
	}
	if err == nil && !st.Mode().IsRegular() {
		return nil
	}
	f, err := os.CreateTemp(filepath.Dir(real), "."+filepath.Base(real)+".tmp*")
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	f.Close()
	os.Remove(f.Name())
	return nil
}
