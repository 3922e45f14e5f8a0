package layout

import (
	"bytes"
	"context"
	"testing"
)

// thousandYAML is a 1000-puzzle Letter book with its key, the puzzles of
// hundredYAML ten times over, set more to a page so the book stays within
// the page count Letter paper allows: the speed target is a thousand
// puzzles with their key in 3 s.
const thousandYAML = `
title: One Thousand Mazes
seed: 100
sections:
  - count: 250
    size: 10x10..16x16
    per_page: 4
  - count: 250
    grid: hex
    size: 12x10..18x16
    per_page: 4
  - count: 250
    size: 20x26..28x36
    algorithm: [wilson, dfs]
    per_page: 2
  - count: 250
    grid: planar
    size: 16x20
    cells: 300..500
    per_page: 2
answer_key:
  per_page: 6
`

// BenchmarkThousandPuzzleBook makes a 1000-puzzle Letter book with its key:
// puzzles, layout and PDF.
func BenchmarkThousandPuzzleBook(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		s, err := Parse([]byte(thousandYAML), "thousand.yaml")
		if err != nil {
			b.Fatal(err)
		}
		bk, err := New(s, 0)
		if err != nil {
			b.Fatal(err)
		}
		if len(bk.Puzzles) != 1000 {
			b.Fatalf("%d puzzles, want 1000", len(bk.Puzzles))
		}
		var buf bytes.Buffer
		if err := bk.WritePDF(context.Background(), &buf, nil); err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(buf.Len()), "bytes")
	}
}
