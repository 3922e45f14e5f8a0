package puzzle_test

import (
	"context"
	"errors"
	"io"
	"testing"

	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/topology"
)

// TestPlanarCancelled checks that a cancelled context stops a big planar
// maze in its grid build with the context's error.
func TestPlanarCancelled(t *testing.T) {
	opts := puzzle.Defaults()
	opts.Grid = topology.Spec{Kind: "planar", Width: 500, Height: 500, Cells: 250_000}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := puzzle.Write(ctx, io.Discard, "png", &opts); !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want context.Canceled", err)
	}
}
