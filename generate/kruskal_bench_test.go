package generate

import (
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"github.com/mazekit/mazekit/internal/cputest"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// BenchmarkKruskalCores carves a 2000² Kruskal maze on one core and then
// on two, in turn each run, and reports the wall and CPU time a cell of
// each and the wall-time speed-up of two cores over one (1.0 when the
// machine's other load leaves no second core free).
func BenchmarkKruskalCores(b *testing.B) {
	g, err := topology.Build(topology.Spec{Kind: "rect", Width: 2000, Height: 2000})
	if err != nil {
		b.Fatal(err)
	}
	n := float64(g.NumCells())
	var wall, cpu [2]time.Duration
	for i := range b.N {
		for k, procs := range []int{1, 2} {
			prev := runtime.GOMAXPROCS(procs)
			m := maze.New(g)
			t0, c0 := time.Now(), cputest.Process()
			if err := Kruskal(m, rand.New(rand.NewPCG(uint64(i), 1))); err != nil {
				b.Fatal(err)
			}
			wall[k] += time.Since(t0)
			cpu[k] += cputest.Process() - c0
			runtime.GOMAXPROCS(prev)
		}
	}
	per := n * float64(b.N)
	b.ReportMetric(float64(wall[0])/per, "wall-ns/cell-1core")
	b.ReportMetric(float64(wall[1])/per, "wall-ns/cell-2cores")
	b.ReportMetric(float64(cpu[0])/per, "cpu-ns/cell-1core")
	b.ReportMetric(float64(cpu[1])/per, "cpu-ns/cell-2cores")
	b.ReportMetric(float64(wall[0])/float64(wall[1]), "speedup")
}
