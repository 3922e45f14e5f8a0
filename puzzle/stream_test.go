package puzzle_test

import (
	"context"
	"io"
	"testing"

	"github.com/mazekit/mazekit/puzzle"
)

// BenchmarkStreamPNG measures a streamed Eller PNG 8000 cells wide at two
// pixels a cell: generation and drawing on two goroutines, compression.
func BenchmarkStreamPNG(b *testing.B) {
	const w, h = 8000, 1000
	opts := puzzle.Defaults()
	opts.Algorithm, opts.Seed, opts.Picture.Cell = "eller", 1, 2
	b.ReportAllocs()
	for b.Loop() {
		if err := puzzle.Stream(context.Background(), io.Discard, "png", w, h, &opts, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(w*h), "ns/cell")
}
