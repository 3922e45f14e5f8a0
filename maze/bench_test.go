package maze_test

import (
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// BenchmarkPlaceDoors places the doors of a 2000x2000 DFS maze by the auto
// rule (one walk over the maze) and by the farthest rule (two
// breadth-first passes), beside the DFS generation of the same maze as the
// yardstick: auto should take at most half of dfs-generate.
func BenchmarkPlaceDoors(b *testing.B) {
	g, _ := topology.NewRect(2000, 2000)
	m := maze.New(g)
	generate.DFS(m, rand.New(rand.NewPCG(1, 1)))
	perCell := func(b *testing.B) {
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/4e6, "ns/cell")
	}
	for _, mode := range []maze.DoorMode{maze.DoorsAuto, maze.DoorsFarthest} {
		b.Run(mode.String(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				maze.PlaceDoors(m, mode)
			}
			perCell(b)
		})
	}
	b.Run("dfs-generate", func(b *testing.B) {
		b.ReportAllocs()
		m := maze.New(g)
		rng := rand.New(rand.NewPCG(1, 1))
		for b.Loop() {
			m.Reset()
			generate.DFS(m, rng)
		}
		perCell(b)
	})
}

// BenchmarkSolve finds the solution of a 2000x2000 maze.
func BenchmarkSolve(b *testing.B) {
	g, _ := topology.NewRect(2000, 2000)
	m := maze.New(g)
	generate.DFS(m, rand.New(rand.NewPCG(1, 1)))
	maze.PlaceDoors(m, maze.DoorsAuto)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		maze.Solve(m)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/4e6, "ns/cell")
}
