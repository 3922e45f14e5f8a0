package main

import (
	"io"
	"math/rand/v2"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/render"
)

// Limits of the streamed text path: one row is held, so only the width is
// bounded by memory.
const (
	maxStreamWidth  = 100_000
	maxStreamHeight = 1_000_000_000
)

// canStream reports whether the maze command can write this maze row by row
// without holding it: Eller's algorithm on a plain rect grid, text output,
// and nothing that needs the whole maze (statistics, braiding, a solution,
// chosen doors, an answer picture). Any other grid or quadtree flag sends the
// maze down the ordinary path, which validates it (and refuses it there if
// it is too big to hold).
func (c *mazeConfig) canStream(alg generate.Algorithm, format string, changed func(string) bool) (generate.Streamer, bool) {
	st, ok := alg.Ext.(generate.Streamer)
	if !ok || format != "txt" || !alg.Supports(c.grid.kind) ||
		c.stats || c.solution || c.braid != 0 || c.style.answer != "" {
		return nil, false
	}
	for _, f := range append(gridParamFlags(), "doors", "levels", "strip") {
		if changed(f) {
			return nil, false
		}
	}
	return st, true
}

// streamEller writes an Eller maze as text, one row at a time, with the
// entrance at the top-left cell and the exit at the bottom-right cell.
func streamEller(st generate.Streamer, path string, stdout io.Writer, w, h int, rng *rand.Rand) error {
	return atomicfile.Write(path, stdout, func(out io.Writer) error {
		tr := render.NewTextRows(out, w, 0)
		err := st.StreamRows(w, h, rng, func(y int, east, south []bool) error {
			return tr.Row(east, south, nil, nil, nil, false, false)
		})
		if err != nil {
			return err
		}
		return tr.Close(w - 1)
	})
}
