package generate

import (
	"math/rand/v2"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// TestDFSPackedSameMaze checks that DFS with its stack of slots carves the
// same maze as with a stack of cells, on the grids it serves.
func TestDFSPackedSameMaze(t *testing.T) {
	for _, s := range []topology.Spec{
		{Kind: "rect", Width: 300, Height: 200},
		{Kind: "rect", Width: 1, Height: 50},
		{Kind: "hex", Width: 120, Height: 90},
		{Kind: "tri", Width: 130, Height: 70},
	} {
		g, err := topology.Build(s)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 3; seed++ {
			packed := maze.New(g)
			if err := DFS(packed, rand.New(rand.NewPCG(seed, 1))); err != nil {
				t.Fatal(err)
			}
			plain := maze.New(g)
			var err error
			switch a := arith(g).(type) {
			case rectN:
				err = dfs(plain, rand.New(rand.NewPCG(seed, 1)), a)
			case hexN:
				err = dfs(plain, rand.New(rand.NewPCG(seed, 1)), a)
			case triN:
				err = dfs(plain, rand.New(rand.NewPCG(seed, 1)), a)
			default:
				t.Fatalf("%s: no arithmetic neighbours", s.Kind)
			}
			if err != nil {
				t.Fatal(err)
			}
			if packed.NumOpen() != g.NumCells()-1 {
				t.Fatalf("%s seed %d: %d open edges, want %d", s.Kind, seed, packed.NumOpen(), g.NumCells()-1)
			}
			for e := 0; e < g.NumEdges(); e++ {
				if packed.IsOpen(e) != plain.IsOpen(e) {
					t.Fatalf("%s seed %d: edge %d open %v with the packed stack, %v with cells", s.Kind, seed, e, packed.IsOpen(e), plain.IsOpen(e))
				}
			}
		}
	}
}

// threadCPU returns the CPU time of the calling thread (Linux).
func threadCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(1 /* RUSAGE_THREAD */, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkDFSPackedVsCells carves a 2000² DFS maze with the stack of back
// slots and with the stack of cells, in turn on one locked thread, and
// reports the thread CPU time a cell of each and their ratio.
func BenchmarkDFSPackedVsCells(b *testing.B) {
	g, err := topology.Build(topology.Spec{Kind: "rect", Width: 2000, Height: 2000})
	if err != nil {
		b.Fatal(err)
	}
	a := arith(g).(rectN)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var packed, cells time.Duration
	for i := range b.N {
		m := maze.New(g)
		t0 := threadCPU()
		if err := dfsPacked(m, rand.New(rand.NewPCG(uint64(i), 2)), a); err != nil {
			b.Fatal(err)
		}
		t1 := threadCPU()
		m = maze.New(g)
		if err := dfs(m, rand.New(rand.NewPCG(uint64(i), 2)), a); err != nil {
			b.Fatal(err)
		}
		packed += t1 - t0
		cells += threadCPU() - t1
	}
	n := float64(g.NumCells() * b.N)
	b.ReportMetric(float64(packed)/n, "packed-cpu-ns/cell")
	b.ReportMetric(float64(cells)/n, "cells-cpu-ns/cell")
	b.ReportMetric(float64(packed)/float64(cells), "ratio")
}

// BenchmarkPolarArithVsList carves DFS and Wilson mazes on a 577-ring
// polar grid (about a million cells) with ring arithmetic and with the
// Neighbors list, in turn on one locked thread, and reports the thread CPU
// time a cell of each.
func BenchmarkPolarArithVsList(b *testing.B) {
	g, err := topology.Build(topology.Spec{Kind: "polar", Rings: 577})
	if err != nil {
		b.Fatal(err)
	}
	a := arith(g).(polarN)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var t [4]time.Duration
	for i := range b.N {
		runs := []func(m *maze.Maze, rng *rand.Rand) error{
			func(m *maze.Maze, rng *rand.Rand) error { return dfs(m, rng, a) },
			func(m *maze.Maze, rng *rand.Rand) error { return dfs(m, rng, newListN(g)) },
			func(m *maze.Maze, rng *rand.Rand) error { return wilson(m, rng, a) },
			func(m *maze.Maze, rng *rand.Rand) error { return wilson(m, rng, newListN(g)) },
		}
		for k, run := range runs {
			m := maze.New(g)
			t0 := threadCPU()
			if err := run(m, rand.New(rand.NewPCG(uint64(i), 3))); err != nil {
				b.Fatal(err)
			}
			t[k] += threadCPU() - t0
		}
	}
	n := float64(g.NumCells() * b.N)
	b.ReportMetric(float64(t[0])/n, "dfs-arith-ns/cell")
	b.ReportMetric(float64(t[1])/n, "dfs-list-ns/cell")
	b.ReportMetric(float64(t[2])/n, "wilson-arith-ns/cell")
	b.ReportMetric(float64(t[3])/n, "wilson-list-ns/cell")
}
