// Package atomicfile writes files so that a reader, or a failed run, never sees
// a half-written file: the data goes to a temporary file in the same directory,
// which is renamed over the target only after every byte was written and synced.
package atomicfile

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Write calls fill with a buffered writer and, if fill and every write succeed,
// atomically replaces path with what was written. On any error the target is
// left untouched and the temporary file is removed. The path "-" writes to
// stdout instead, without atomicity; so does a path that names a device
// or a pipe, such as /dev/null.
func Write(path string, stdout io.Writer, fill func(w io.Writer) error) error {
	if path == "-" {
		bw := bufio.NewWriterSize(stdout, 1<<16)
		if err := fill(bw); err != nil {
			return err
		}
		return bw.Flush()
	}
	dir := filepath.Dir(path)
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return fmt.Errorf("cannot write %s: it is a directory", path)
	} else if err == nil && !st.Mode().IsRegular() {
		// A device or a pipe (/dev/null, /dev/stdout, a FIFO): write to it
		// in place; renaming over it would replace the device itself.
		return writeInPlace(path, fill)
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	tmp := f.Name()
	fail := func(err error) error {
		f.Close()
		os.Remove(tmp)
		return err
	}
	bw := bufio.NewWriterSize(f, 1<<16)
	if err := fill(bw); err != nil {
		return fail(err)
	}
	if err := bw.Flush(); err != nil {
		return fail(fmt.Errorf("cannot write %s: %w", path, unwrapPath(err)))
	}
	if err := f.Chmod(0o644); err != nil {
		return fail(fmt.Errorf("cannot write %s: %w", path, unwrapPath(err)))
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	return nil
}

// unwrapPath drops the *PathError wrapper, whose text names the temporary file.
func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// writeInPlace writes to an existing file that is not a regular file.
func writeInPlace(path string, fill func(w io.Writer) error) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	bw := bufio.NewWriterSize(f, 1<<16)
	if err := fill(bw); err != nil {
		f.Close()
		return err
	}
	if err := bw.Flush(); err != nil {
		f.Close()
		return fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	return f.Close()
}
