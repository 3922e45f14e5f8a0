package layout

import (
	"bytes"
	"context"
	"runtime"
	"syscall"
	"testing"
	"time"
)

// fiveHundredYAML is a book of about 500 pages: 420 puzzles one to a
// page and their key six to a page, on Letter paper.
const fiveHundredYAML = `
title: Five Hundred Pages
seed: 500
sections:
  - count: 220
    size: 14x14..22x22
    per_page: 1
  - count: 100
    grid: hex
    size: 12x10..18x16
    per_page: 1
  - count: 100
    size: 20x26..28x36
    algorithm: [wilson, dfs]
    per_page: 1
answer_key:
  per_page: 6
`

// writeBook makes the book of yaml and returns its PDF.
func writeBook(tb testing.TB, yaml string) []byte { return writeBookOn(tb, yaml, 0) }

// writeBookOn makes the book of yaml with workers goroutines (0: one per
// CPU) and returns its PDF.
func writeBookOn(tb testing.TB, yaml string, workers int) []byte {
	tb.Helper()
	s, err := Parse([]byte(yaml), "book.yaml")
	if err != nil {
		tb.Fatal(err)
	}
	b, err := New(s, workers)
	if err != nil {
		tb.Fatal(err)
	}
	var buf bytes.Buffer
	if err := b.WritePDF(context.Background(), &buf, nil); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// TestSameBytesOnOneAndTwoCores makes the same book with one and with two
// goroutines running at once: the PDFs are byte for byte the same.
func TestSameBytesOnOneAndTwoCores(t *testing.T) {
	yaml := "seed: 12\nsections:\n  - count: 12\n    size: 8x8..14x14\n    per_page: 2\n  - kind: cat\n    count: 4\n  - grid: hex\n    count: 6\n    size: 8x8\n"
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	one := writeBook(t, yaml)
	runtime.GOMAXPROCS(2)
	two := writeBook(t, yaml)
	if !bytes.Equal(one, two) {
		t.Errorf("the book differs on 1 and 2 cores: %d and %d bytes", len(one), len(two))
	}
	if three := writeBookOn(t, yaml, 3); !bytes.Equal(one, three) {
		t.Errorf("the book differs with 3 workers: %d and %d bytes", len(one), len(three))
	}
}

// cpuTime is the process's user and system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkFiveHundredPageBook makes a book of about 500 pages, puzzles,
// layout and PDF, and reports its wall time as a share of its CPU time
// (wall/cpu: 1 on one core, 0.5 when two cores are busy throughout).
func BenchmarkFiveHundredPageBook(b *testing.B) {
	var wall, cpu time.Duration
	pages := 0
	for b.Loop() {
		c0, w0 := cpuTime(), time.Now()
		pdf := writeBook(b, fiveHundredYAML)
		wall += time.Since(w0)
		cpu += cpuTime() - c0
		pages = bytes.Count(pdf, []byte("/Type /Page\n"))
	}
	b.ReportMetric(float64(wall)/float64(cpu), "wall/cpu")
	b.ReportMetric(float64(pages), "pages")
}
