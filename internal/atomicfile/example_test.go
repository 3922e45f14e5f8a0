package atomicfile_test

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/mazekit/mazekit/internal/atomicfile"
)

// A failed write leaves the old file as it was.
func Example() {
	dir, _ := os.MkdirTemp("", "atomicfile")
	defer os.RemoveAll(dir)
	p := filepath.Join(dir, "out.txt")
	atomicfile.Write(p, nil, func(w io.Writer) error {
		_, err := io.WriteString(w, "first\n")
		return err
	})
	err := atomicfile.Write(p, nil, func(w io.Writer) error {
		io.WriteString(w, "half")
		return errors.New("disk on fire")
	})
	b, _ := os.ReadFile(p)
	ents, _ := os.ReadDir(dir)
	fmt.Printf("%v; %q; %d file\n", err, b, len(ents))
	// Output:
	// disk on fire; "first\n"; 1 file
}
