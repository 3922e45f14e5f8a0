//go:build js && wasm

// The WebAssembly page offers no machine formats, so it links no package
// fab (its formats, their previews and the puzzle box): the options are
// still checked as everywhere, and no format takes them.

package puzzle

import (
	"io"
	"slices"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
)

// The ranges of the machine options, as package fab has them.
const (
	minMM, maxMM     = 0.1, 1e5
	minFeed, maxFeed = 1, 100000
)

// machineOptions checks the single-line mode as package fab reads it.
func (f *Fab) machineOptions(io.Writer) ([]render.Option, error) {
	if !slices.Contains([]string{"off", "outline", "centre", "center"}, f.SingleLine) {
		return nil, param.Textf("single-line", f.SingleLine, "want off, outline or centre")
	}
	return nil, nil
}
