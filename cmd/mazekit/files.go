// The files a command reads and writes, checked before any work starts.

package main

import (
	"github.com/mazekit/mazekit/internal/atomicfile"
)

// namedFile is a file and the library field (flag) that names it.
type namedFile = atomicfile.Named

// checkFiles checks, before any work, that every output can be written
// and that no output is another output or an input under another
// spelling (see atomicfile.CheckAll).
func checkFiles(outs, ins []namedFile) error { return cliError(atomicfile.CheckAll(outs, ins)) }
