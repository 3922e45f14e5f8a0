// The files a command reads and writes, checked before any work starts.

package main

import (
	"github.com/mazekit/mazekit/internal/atomicfile"
)

// namedFile is a file and the flag that names it.
type namedFile struct {
	flag string // e.g. "-o", "--answer"
	path string
}

// checkFiles checks, before any work, that every output can be written
// and that no output is another output or an input under another spelling
// (./x.png, a link, a hard link): a command must never overwrite its own
// input or write two outputs to one file. Empty paths are skipped.
func checkFiles(outs, ins []namedFile) error {
	for i, o := range outs {
		if o.path == "" {
			continue
		}
		for _, p := range outs[:i] {
			if atomicfile.Same(o.path, p.path) {
				return usagef("%s %s: the same file as %s %s; give each output its own file", o.flag, o.path, p.flag, p.path)
			}
		}
		for _, in := range ins {
			if atomicfile.Same(o.path, in.path) {
				return usagef("%s %s: the same file as the input %s %s; it would be overwritten", o.flag, o.path, in.flag, in.path)
			}
		}
	}
	for _, o := range outs {
		if o.path == "" {
			continue
		}
		if err := atomicfile.CheckWritable(o.path); err != nil {
			return err
		}
	}
	return nil
}
