package layout_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/mazekit/mazekit/layout"
)

// A Job is what the book command runs: here a two-puzzle book from a spec
// file, with the lines it logs: a print-rule warning and the file written.
func ExampleJob() {
	dir, err := os.MkdirTemp("", "book")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	spec := filepath.Join(dir, "tiny.yaml")
	if err := os.WriteFile(spec, []byte("title: Tiny\nseed: 1\nsections:\n  - count: 2\n    size: 5x5\n"), 0o644); err != nil {
		panic(err)
	}
	j := &layout.Job{SpecFile: spec, Output: filepath.Join(dir, "tiny.pdf"), Verbose: true,
		Log: func(line string) { fmt.Println(strings.ReplaceAll(line, dir, "DIR")) }}
	if err := j.Run(context.Background()); err != nil {
		fmt.Println(err)
	}
	// Output:
	// warning: the book has 7 pages; a bound book needs at least 24 (add puzzles or use fewer per page)
	// wrote DIR/tiny.pdf: 7 pages, 2 puzzles, seed 1
}
