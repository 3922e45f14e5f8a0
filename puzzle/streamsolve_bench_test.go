package puzzle

import (
	"context"
	"io"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// BenchmarkStreamSolved generates, solves and draws an Eller maze as a PNG
// with its solution, streamed (to io.Discard), and reports the process's
// CPU time (all threads) in seconds and a cell, and its peak memory. The
// size comes from MAZEKIT_SOLVE_SIZE (default 2000x2000); 31623x31623 is
// the 10⁹-cell run in docs/speed.md:
//
//	MAZEKIT_SOLVE_SIZE=31623x31623 go test ./puzzle -run X -bench StreamSolved -benchtime 1x
func BenchmarkStreamSolved(b *testing.B) {
	w, h := 2000, 2000
	if s := os.Getenv("MAZEKIT_SOLVE_SIZE"); s != "" {
		a, c, ok := strings.Cut(s, "x")
		var err1, err2 error
		w, err1 = strconv.Atoi(a)
		h, err2 = strconv.Atoi(c)
		if !ok || err1 != nil || err2 != nil {
			b.Fatalf("MAZEKIT_SOLVE_SIZE=%q: want WxH", s)
		}
	}
	opts := Defaults()
	opts.Algorithm, opts.Seed, opts.Solution = "eller", 1, true
	opts.Picture.Cell = 2
	cpu0, _ := rusage()
	for b.Loop() {
		if err := Stream(context.Background(), io.Discard, "png", w, h, &opts, nil); err != nil {
			b.Fatal(err)
		}
	}
	cpu1, peak := rusage()
	cpu := (cpu1 - cpu0) / float64(b.N)
	b.ReportMetric(cpu, "cpu-s")
	b.ReportMetric(cpu*1e9/(float64(w)*float64(h)), "cpu-ns/cell")
	b.ReportMetric(peak, "peak-MB")
}

// rusage returns the CPU seconds the process has used, all threads, and its
// peak resident memory in MB.
func rusage() (cpu, peakMB float64) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, 0
	}
	tv := func(t syscall.Timeval) float64 { return float64(t.Sec) + float64(t.Usec)/1e6 }
	return tv(ru.Utime) + tv(ru.Stime), float64(ru.Maxrss) / 1024
}
