package puzzle_test

import (
	"context"
	"io"
	"math/rand/v2"
	"syscall"
	"testing"
	"time"

	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/topology"
)

// cpuTime returns the CPU time this process has used, all threads.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkPlanarMillionPNG makes a million-cell planar maze (DFS) and
// writes it as a 2500×1600-pixel PNG, and in turn with each run
// triangulates a million uniform random points; it reports the CPU time
// of each and their ratio (the target is at most 4), so a loaded machine
// slows both alike.
func BenchmarkPlanarMillionPNG(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 1))
	pts := make([]topology.Point, 1_000_000)
	for i := range pts {
		pts[i] = topology.Point{X: rng.Float64() * 1250, Y: rng.Float64() * 800}
	}
	opts := puzzle.Defaults()
	opts.Grid = topology.Spec{Kind: "planar", Width: 1250, Height: 800, Cells: 1_000_000, Layout: "poisson"}
	opts.Algorithm = "dfs"
	opts.Picture.Cell = 2
	var tri, maze time.Duration
	b.ResetTimer()
	for i := range b.N {
		t0 := cpuTime()
		if _, ok := topology.DelaunayTriangles(pts); !ok {
			b.Fatal("a point was left out")
		}
		t1 := cpuTime()
		opts.Seed = uint64(i + 1)
		if err := puzzle.Write(context.Background(), io.Discard, "png", &opts); err != nil {
			b.Fatal(err)
		}
		t2 := cpuTime()
		tri += t1 - t0
		maze += t2 - t1
	}
	b.ReportMetric(tri.Seconds()/float64(b.N), "delaunay-cpu-s")
	b.ReportMetric(maze.Seconds()/float64(b.N), "maze-cpu-s")
	b.ReportMetric(float64(maze)/float64(tri), "ratio")
}
