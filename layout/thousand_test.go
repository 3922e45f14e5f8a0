package layout

import (
	"bytes"
	"strings"
	"testing"
)

// thousandYAML is the 100-puzzle book of hundredYAML with ten times the
// puzzles: the speed target is a thousand puzzles with their key in 3 s.
var thousandYAML = strings.NewReplacer("count: 25", "count: 250", "One Hundred", "One Thousand").Replace(hundredYAML)

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
		if err := bk.WritePDF(&buf, nil); err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(buf.Len()), "bytes")
	}
}
