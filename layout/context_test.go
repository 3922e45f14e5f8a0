package layout_test

import (
	"context"
	"errors"
	"io"
	"testing"

	"github.com/mazekit/mazekit/layout"
)

// TestContextStops checks that a cancelled context stops book generation
// and writing with the context's error.
func TestContextStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := layout.Make(ctx, &layout.Spec{}, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("Make with a cancelled context: %v, want context.Canceled", err)
	}
	b, err := layout.Make(context.Background(), &layout.Spec{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.WritePDF(ctx, io.Discard, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("WritePDF with a cancelled context: %v, want context.Canceled", err)
	}
}
