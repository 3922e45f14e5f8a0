package maze_test

import (
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// BenchmarkPlaceDoors finds the farthest pair of border cells of a
// 2000x2000 maze (two breadth-first passes).
func BenchmarkPlaceDoors(b *testing.B) {
	g, _ := topology.NewRect(2000, 2000)
	m := maze.New(g)
	generate.DFS(m, rand.New(rand.NewPCG(1, 1)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		maze.PlaceDoors(m, maze.DoorsFarthest)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/4e6, "ns/cell")
}

// BenchmarkSolve finds the solution of a 2000x2000 maze.
func BenchmarkSolve(b *testing.B) {
	g, _ := topology.NewRect(2000, 2000)
	m := maze.New(g)
	generate.DFS(m, rand.New(rand.NewPCG(1, 1)))
	maze.PlaceDoors(m, maze.DoorsFarthest)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		maze.Solve(m)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/4e6, "ns/cell")
}
