package generate

import (
	"math/rand/v2"
	"runtime"
	"strconv"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// benchGrid runs one algorithm on one grid b.N times, reporting ns/cell.
// BenchmarkGenerate (bench_test.go) calls it for every algorithm as
// BenchmarkGenerate/<algo>/256x256 and /2048x2048.
func benchGrid(b *testing.B, algo string, spec topology.Spec) {
	g, err := topology.Build(spec)
	if err != nil {
		b.Fatal(err)
	}
	a, _ := Lookup(algo)
	f, _ := a.Make(Options{})
	m := maze.New(g)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m.Reset()
		if err := f(m, rand.New(rand.NewPCG(uint64(i), 1))); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*g.NumCells()), "ns/cell")
}

// benchEller streams b.N mazes of width×rows through emit and reports time,
// allocations and bytes per row. Memory per row is constant when allocs/row
// and bytes/row fall towards zero as rows grows.
func benchEller(b *testing.B, width, rows int, emit func(y int, east, south []bool) error) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := EllerRows(width, rows, rand.New(rand.NewPCG(uint64(i), 1)), emit); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	runtime.ReadMemStats(&after)
	n := float64(b.N) * float64(rows)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/n, "ns/row")
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/n, "allocs/row")
	b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/n, "bytes/row")
}

// BenchmarkEllerRows generates rows of width 100 without keeping them.
func BenchmarkEllerRows(b *testing.B) {
	for _, rows := range []int{1_000, 100_000} {
		b.Run("100x"+strconv.Itoa(rows), func(b *testing.B) {
			benchEller(b, 100, rows, func(int, []bool, []bool) error { return nil })
		})
	}
}
