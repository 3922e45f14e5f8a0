// Package atomicfile writes files so that a reader, or a failed run, never sees
// a half-written file: the data goes to a temporary file in the same directory,
// which is renamed over the target only after every byte was written and synced.
package atomicfile

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
)

// The temporaries of the writes in progress, and whether the program gave
// them up (see Abandon).
var (
	mu        sync.Mutex
	temps     = map[string]bool{}
	abandoned bool
)

// ErrAbandoned is returned by a Write that was still running when Abandon
// was called.
var ErrAbandoned = errors.New("atomicfile: abandoned")

// Abandon removes the temporary file of every Write in progress and makes
// those writes, and every later one, fail with ErrAbandoned instead of
// replacing their targets. A program calls it when it is interrupted and
// will exit without waiting for its work: the targets keep their old
// contents and no temporary is left behind.
func Abandon() {
	mu.Lock()
	defer mu.Unlock()
	abandoned = true
	for tmp := range temps {
		os.Remove(tmp)
		delete(temps, tmp)
	}
}

// track records a new temporary, or removes it at once after Abandon.
func track(tmp string) error {
	mu.Lock()
	defer mu.Unlock()
	if abandoned {
		os.Remove(tmp)
		return ErrAbandoned
	}
	temps[tmp] = true
	return nil
}

// commit renames tmp over path unless the writes were abandoned.
func commit(tmp, path string) error {
	mu.Lock()
	defer mu.Unlock()
	delete(temps, tmp)
	if abandoned {
		os.Remove(tmp)
		return ErrAbandoned
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	return nil
}

// forget drops tmp from the writes in progress and removes it.
func forget(tmp string) {
	mu.Lock()
	defer mu.Unlock()
	delete(temps, tmp)
	os.Remove(tmp)
}

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
	if err := track(tmp); err != nil {
		f.Close()
		return err
	}
	fail := func(err error) error {
		f.Close()
		forget(tmp)
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
		forget(tmp)
		return fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	return commit(tmp, path)
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
