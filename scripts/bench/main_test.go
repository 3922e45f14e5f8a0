package main

import (
	"math"
	"testing"
)

func TestParseMetrics(t *testing.T) {
	got := map[string]float64{}
	parseMetrics(`goos: linux
BenchmarkGenerate/dfs/2000x2000-2         	       3	  95123456 ns/op	        23.78 ns/cell	       0 B/op	       0 allocs/op
algo          W      H    median_ms    ns/cell alloc_B/cell  maze_B/cell check
dfs        2000   2000         81.5      20.38         0.38        0.250 -
PASS
`, got)
	want := map[string]float64{"ns/op": 95123456, "ns/cell": 23.78, "B/op": 0, "allocs/op": 0, "yard-dfs-ms": 81.5}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
}

func TestSlope(t *testing.T) {
	xs := []float64{math.Log(2500), math.Log(10000), math.Log(40000)}
	ys := []float64{1.5 * xs[0], 1.5*xs[1] + 0.0, 1.5 * xs[2]}
	if s := slope(xs, ys); math.Abs(s-1.5) > 1e-9 {
		t.Errorf("slope = %v, want 1.5", s)
	}
}

func TestOthersShare(t *testing.T) {
	// 200 ticks elapsed on the machine, 150 busy, of which this process
	// took 1 s (100 ticks): others took 50 of 200, 25 %.
	if got := others([2]float64{0, 0}, [2]float64{150, 200}, 1e9); math.Abs(got-25) > 1e-9 {
		t.Errorf("others = %v, want 25", got)
	}
}
