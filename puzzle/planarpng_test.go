package puzzle_test

import (
	"bytes"
	"context"
	"runtime"
	"testing"

	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/topology"
)

// TestPlanarPNGSameOnEveryCore checks that a planar maze big enough to have
// its grid built on two cores is the same PNG at GOMAXPROCS 1 and 2.
func TestPlanarPNGSameOnEveryCore(t *testing.T) {
	files := map[int][]byte{}
	for _, procs := range []int{1, 2} {
		func() {
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
			opts := puzzle.Defaults()
			opts.Grid = topology.Spec{Kind: "planar", Width: 250, Height: 160, Cells: 40_000}
			opts.Algorithm = "dfs"
			opts.Picture.Cell = 4
			opts.Seed = 12
			var b bytes.Buffer
			if err := puzzle.Write(context.Background(), &b, "png", &opts); err != nil {
				t.Fatal(err)
			}
			files[procs] = b.Bytes()
		}()
	}
	if len(files[1]) == 0 || !bytes.Equal(files[1], files[2]) {
		t.Errorf("GOMAXPROCS 1 and 2 give different files (%d and %d bytes)", len(files[1]), len(files[2]))
	}
}
