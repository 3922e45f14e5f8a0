// Package atomicfile writes files so that a reader, or a failed run, never sees
// a half-written file: the data goes to a temporary file in the same directory,
// which is renamed over the target only after every byte was written and synced.
package atomicfile

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
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
// or a pipe, such as /dev/null. A replaced file keeps its permissions, and
// a symbolic link is written through: its target is replaced, the link
// stays.
func Write(path string, stdout io.Writer, fill func(w io.Writer) error) error {
	return WriteAll(stdout, File{Path: path, Fill: fill})
}

// File is one output of WriteAll: where it goes and what fills it.
type File struct {
	Path string
	Fill func(w io.Writer) error
}

// wrapFile, when set by a test, stands between a temporary file and its
// writer (to make the disk full).
var wrapFile func(w io.Writer) io.Writer

// pending is a file written to its temporary, waiting to be renamed.
type pending struct {
	tmp, path string
}

// WriteAll writes every file as Write does, each to its temporary, and
// renames them over their targets only after all of them were written:
// when one fails, none of the targets changes and no temporary stays.
func WriteAll(stdout io.Writer, files ...File) error {
	var done []pending
	fail := func(err error) error {
		for _, p := range done {
			forget(p.tmp)
		}
		return err
	}
	for _, f := range files {
		p, err := writeTemp(f.Path, stdout, f.Fill)
		if err != nil {
			return fail(err)
		}
		if p.tmp != "" {
			done = append(done, p)
		}
	}
	for i, p := range done {
		if err := commit(p.tmp, p.path); err != nil {
			for _, q := range done[i+1:] {
				forget(q.tmp)
			}
			return err
		}
	}
	return nil
}

// target resolves path through symbolic links, so that the rename replaces
// the file a link points to and not the link. A dangling link is written
// through too, creating the file it names (as a shell's > does), so a
// link is never replaced by a regular file; a new file is written at path.
func target(path string) string {
	return follow(path)
}

// maxLinks is how many symbolic links follow goes through, as the kernel
// (ELOOP) does.
const maxLinks = 40

// follow returns path with the symbolic links at its end followed, also
// when the last one names a file that does not exist (yet). A loop of
// links, or a link that cannot be read, ends at the last link reached.
func follow(path string) string {
	for range maxLinks {
		fi, err := os.Lstat(path)
		if err != nil || fi.Mode()&os.ModeSymlink == 0 {
			return path
		}
		dest, err := os.Readlink(path)
		if err != nil {
			return path
		}
		if !filepath.IsAbs(dest) {
			// Relative to the directory the link is in, with that
			// directory's own links followed before any "..".
			dir := filepath.Dir(path)
			if r, err := filepath.EvalSymlinks(dir); err == nil {
				dir = r
			}
			dest = filepath.Join(dir, dest)
		}
		path = dest
	}
	return path
}

// writeTemp writes fill's output to a temporary beside path's target (or
// to stdout or a device at once, when p.tmp is empty).
func writeTemp(path string, stdout io.Writer, fill func(w io.Writer) error) (p pending, err error) {
	if path == "-" {
		bw := bufio.NewWriterSize(stdout, 1<<16)
		if err := fill(bw); err != nil {
			return p, err
		}
		return p, bw.Flush()
	}
	real := target(path)
	var old os.FileInfo
	if st, err := os.Stat(real); err == nil && st.IsDir() {
		return p, fmt.Errorf("cannot write %s: it is a directory", path)
	} else if err == nil && !st.Mode().IsRegular() {
		// A device or a pipe (/dev/null, /dev/stdout, a FIFO): write to it
		// in place; renaming over it would replace the device itself.
		return p, writeInPlace(path, fill)
	} else if err == nil {
		old = st
	}
	f, err := createTemp(real)
	if err != nil {
		return p, fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	tmp := f.Name()
	if err := track(tmp); err != nil {
		f.Close()
		return p, err
	}
	failed := func(err error) (pending, error) {
		f.Close()
		forget(tmp)
		return pending{}, renamed(err, tmp, path)
	}
	// A fill that panics leaves no temporary behind either.
	defer func() {
		if r := recover(); r != nil {
			f.Close()
			forget(tmp)
			panic(r)
		}
	}()
	var w io.Writer = f
	if wrapFile != nil {
		w = wrapFile(f)
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	if err := fill(bw); err != nil {
		return failed(err)
	}
	if err := bw.Flush(); err != nil {
		return failed(fmt.Errorf("cannot write %s: %w", path, unwrapPath(err)))
	}
	// A replaced file keeps its permissions and, where the program may
	// give them (as root), its owner; a new file has the permissions the
	// umask leaves of 0666, as createTemp made it.
	if old != nil {
		if err := f.Chmod(old.Mode().Perm()); err != nil {
			return failed(fmt.Errorf("cannot write %s: %w", path, unwrapPath(err)))
		}
		keepOwner(f, old)
	}
	if err := f.Close(); err != nil {
		forget(tmp)
		return pending{}, fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	return pending{tmp: tmp, path: real}, nil
}

// tempSeq numbers the temporaries of this process.
var tempSeq atomic.Uint64

// createTemp creates a new, empty temporary file beside path, hidden, with
// the permissions the umask leaves of 0666. Its name is path's with a
// suffix, or, when that would pass the 255 bytes a file name may have, a
// short name of its own, so that every name the system takes can be
// written.
func createTemp(path string) (*os.File, error) {
	dir, base := filepath.Split(path)
	for {
		suffix := fmt.Sprintf(".%d-%d.tmp", os.Getpid(), tempSeq.Add(1))
		name := "." + base + suffix
		if len(name) > 255 {
			name = ".mazekit" + suffix
		}
		f, err := os.OpenFile(filepath.Join(dir, name), os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		return f, err
	}
}

// renamed returns err with the temporary's name, where it names it (a
// full disk while filling), replaced by the output's.
func renamed(err error, tmp, path string) error {
	var pe *os.PathError
	if errors.As(err, &pe) && pe.Path == tmp {
		return fmt.Errorf("cannot write %s: %w", path, pe.Err)
	}
	return err
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
