// Package limits holds the size caps on everything the program reads, so
// that no input, however large or however it lies about its size, makes
// the program read or decode without bound, and a reader that reads at
// most a cap.
package limits

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// Caps on inputs. Each is far above what a real input needs.
const (
	SpecBytes   = 1 << 20   // a book spec (YAML)
	PDFBytes    = 256 << 20 // a PDF given to the print-rule check
	ImageBytes  = 64 << 20  // a mask image file
	ImagePixels = 16 << 20  // pixels of a mask image (4096×4096)
	TextRunes   = 2000      // characters of one text field (title, label, ...)
	Sections    = 2000      // entries of one list in a book spec (sections, ...)
	FlagBytes   = 4096      // bytes of one command-line flag value
)

// TooBigError is an input over its cap.
type TooBigError struct {
	What  string // what was read, e.g. "/tmp/x.yaml"
	Limit int64  // the cap, in bytes
}

// Error returns e.g. "x.yaml is larger than the 4 MB limit".
func (e *TooBigError) Error() string {
	return fmt.Sprintf("%s is larger than the %s limit", e.What, Size(e.Limit))
}

// Size returns n bytes in the largest whole unit: "4 MB", "512 KB", "12 bytes".
func Size(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%d GB", n>>30)
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// ReadFile reads the file at path, at most max bytes: a longer file is a
// *TooBigError, found before reading it. A path that is not a regular file
// (see Open) is refused before it is opened.
func ReadFile(path string, max int64) ([]byte, error) {
	f, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Size() > max {
		return nil, &TooBigError{What: path, Limit: max}
	}
	return ReadAll(f, path, max)
}

// Open opens the file at path for reading, following symbolic links, if
// it is a regular file. A directory, a named pipe (which would block the
// open until something writes to it), a device such as /dev/zero (which
// never ends) or a socket is an *os.PathError saying what it is, found
// before the file is opened.
func Open(path string) (*os.File, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := regular(path, st); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	// The name may have been pointed elsewhere since the Stat.
	if st, err = f.Stat(); err == nil {
		err = regular(path, st)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// regular returns an *os.PathError unless st is a regular file's.
func regular(path string, st os.FileInfo) error {
	m := st.Mode()
	if m.IsRegular() {
		return nil
	}
	what := "not a regular file"
	switch {
	case m.IsDir():
		what = "is a directory"
	case m&os.ModeNamedPipe != 0:
		what = "is a named pipe, not a file"
	case m&os.ModeDevice != 0:
		what = "is a device, not a file"
	case m&os.ModeSocket != 0:
		what = "is a socket, not a file"
	}
	return &os.PathError{Op: "read", Path: path, Err: errors.New(what)}
}

// ReadAll reads r to its end, at most max bytes; more is a *TooBigError
// naming what.
func ReadAll(r io.Reader, what string, max int64) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > max {
		return nil, &TooBigError{What: what, Limit: max}
	}
	return b, nil
}
