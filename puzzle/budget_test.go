package puzzle

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/budget"
)

// TestPatternBudget: a pattern over the memory budget is refused by
// WritePattern itself before anything is written, naming the size asked.
func TestPatternBudget(t *testing.T) {
	for _, c := range []struct {
		o      PatternOptions
		format string
		want   string
	}{
		{PatternOptions{Kind: "10print", Width: 2000, Height: 2000, Scale: 200}, "png", "a 2000x2000 10print png (4000000 cells, 160000.0 megapixels) needs about 602.0 GB"},
		{PatternOptions{Kind: "truchet", Width: 2000, Height: 2000}, "pdf", "a 2000x2000 truchet pdf (4000000 cells) needs about 9.3 GB"},
		{PatternOptions{Kind: "10print", Style: "petscii", Width: 40, Height: 25, Scale: 8, MaxMemory: 10 << 20}, "png", "a 40x25 10print png (1000 cells, 4.1 megapixels)"},
		{PatternOptions{Kind: "maze-ca", Width: 1000, Height: 1000, MaxMemory: 64 << 20}, "json", "over the limit of 64 MB"},
		{PatternOptions{Kind: "labyrinth", Circuits: 31, Scale: 200, MaxMemory: 64 << 20}, "png", "a png labyrinth of 65 units a side"},
	} {
		o := DefaultPattern(c.o.Kind)
		o.Width, o.Height, o.Scale, o.MaxMemory = c.o.Width, c.o.Height, c.o.Scale, c.o.MaxMemory
		o.Circuits = max(o.Circuits, c.o.Circuits)
		if c.o.Style != "" {
			o.Style = c.o.Style
		}
		var w bytes.Buffer
		_, err := WritePattern(context.Background(), &w, c.format, &o)
		var be *budget.Error
		if !errors.As(err, &be) || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s %s: %v, want a *budget.Error with %q", c.o.Kind, c.format, err, c.want)
		}
		if w.Len() != 0 {
			t.Errorf("%s %s: wrote %d bytes before refusing", c.o.Kind, c.format, w.Len())
		}
	}
}
