// Package sticky holds a writer that keeps its first error, so that a
// program can tell at the end whether all of its output was written (a
// full disk, a closed pipe) however many writes ignored their errors.
package sticky

import (
	"errors"
	"io"
	"os"
)

// Writer passes writes to W until one fails; then it fails every later
// write with that error, and Err reports it. The zero value is not usable:
// set W.
type Writer struct {
	W   io.Writer
	err error
}

// Write writes p to W, or returns the first error.
func (s *Writer) Write(p []byte) (int, error) {
	if s.err != nil {
		return 0, s.err
	}
	n, err := s.W.Write(p)
	s.err = err
	return n, err
}

// Err returns the first write error, without the *os.PathError wrapper
// that names the file ("write /dev/stdout: "), or nil.
func (s *Writer) Err() error {
	var pe *os.PathError
	if errors.As(s.err, &pe) {
		return pe.Err
	}
	return s.err
}
