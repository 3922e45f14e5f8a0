package puzzle

import (
	"context"
	"io"
	"syscall"
	"testing"
	"time"

	"github.com/mazekit/mazekit/topology"
)

// processCPU returns the CPU time (user and system) the process has used.
func processCPU(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkDFS2000 makes a 2000×2000 DFS maze (seed 5) and writes it as a
// PNG at two pixels a cell and as text, with the default doors and with
// none, in turn in one run, as `mazekit maze --size 2000x2000 --algo dfs
// --cell 2` does. It reports the CPU seconds of each job (cpu-s/…) and
// what the doors add to the PNG job (doors-png-ratio: with ÷ without).
func BenchmarkDFS2000(b *testing.B) {
	jobs := []struct {
		name, format, doors string
	}{
		{"png", "png", "auto"}, {"png-nodoors", "png", "none"},
		{"txt", "txt", "auto"}, {"txt-nodoors", "txt", "none"},
	}
	cpu := make([]time.Duration, len(jobs))
	runs := 0
	for b.Loop() {
		for i, j := range jobs {
			o := Defaults()
			o.Grid = topology.Spec{Kind: "rect", Width: 2000, Height: 2000}
			o.Algorithm, o.Seed, o.Doors = "dfs", 5, j.doors
			o.Picture.Cell = 2
			c0 := processCPU(b)
			if err := Write(context.Background(), io.Discard, j.format, &o); err != nil {
				b.Fatal(err)
			}
			cpu[i] += processCPU(b) - c0
		}
		runs++
	}
	for i, j := range jobs {
		b.ReportMetric(cpu[i].Seconds()/float64(runs), "cpu-s/"+j.name)
	}
	b.ReportMetric(cpu[0].Seconds()/cpu[1].Seconds(), "doors-png-ratio")
}
