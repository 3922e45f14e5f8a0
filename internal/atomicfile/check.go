// Checks made on a command's files before any work starts.

package atomicfile

import (
	"fmt"
	"os"
	"path/filepath"
)

// resolved returns path made absolute with every symbolic link followed;
// for a file that does not exist yet, its directory is resolved, and a
// dangling link counts as the file it names (see target).
func resolved(path string) string {
	path = follow(path)
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
	f, err := createTemp(real)
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	f.Close()
	os.Remove(f.Name())
	return nil
}

// Named is a file a command reads or writes and the option that names it
// (e.g. "output", "answer", "spec"), for error messages.
type Named struct {
	Field string
	Path  string
}

// ClashError is an output that is another output, or an input, under
// another spelling.
type ClashError struct {
	Out   Named
	Other Named
	Input bool // Other is an input
}

// Error names both files and their options.
func (e *ClashError) Error() string {
	if e.Input {
		return fmt.Sprintf("%s %s: the same file as the input %s %s; it would be overwritten", e.Out.Field, e.Out.Path, e.Other.Field, e.Other.Path)
	}
	return fmt.Sprintf("%s %s: the same file as %s %s; give each output its own file", e.Out.Field, e.Out.Path, e.Other.Field, e.Other.Path)
}

// CheckAll checks, before any work, that every output can be written and
// that no output is another output or an input under another spelling
// (./x.png, a link, a hard link): a command must never overwrite its own
// input or write two outputs to one file. Empty paths are skipped. A clash
// is a *ClashError.
func CheckAll(outs, ins []Named) error {
	for i, o := range outs {
		if o.Path == "" {
			continue
		}
		for _, p := range outs[:i] {
			if Same(o.Path, p.Path) {
				return &ClashError{Out: o, Other: p}
			}
		}
		for _, in := range ins {
			if Same(o.Path, in.Path) {
				return &ClashError{Out: o, Other: in, Input: true}
			}
		}
	}
	for _, o := range outs {
		if o.Path == "" {
			continue
		}
		if err := CheckWritable(o.Path); err != nil {
			return err
		}
	}
	return nil
}
