package maze_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// ranks returns the ranks of xs (1-based, ties share their mean rank).
func ranks(xs []float64) []float64 {
	idx := make([]int, len(xs))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return xs[idx[a]] < xs[idx[b]] })
	r := make([]float64, len(xs))
	for i := 0; i < len(idx); {
		j := i
		for j < len(idx) && xs[idx[j]] == xs[idx[i]] {
			j++
		}
		for k := i; k < j; k++ {
			r[idx[k]] = float64(i+j+1) / 2
		}
		i = j
	}
	return r
}

// spearman returns Spearman's rank correlation of xs and ys.
func spearman(xs, ys []float64) float64 {
	rx, ry := ranks(xs), ranks(ys)
	var mx, my float64
	for i := range rx {
		mx += rx[i]
		my += ry[i]
	}
	mx /= float64(len(rx))
	my /= float64(len(ry))
	var sxy, sxx, syy float64
	for i := range rx {
		sxy += (rx[i] - mx) * (ry[i] - my)
		sxx += (rx[i] - mx) * (rx[i] - mx)
		syy += (ry[i] - my) * (ry[i] - my)
	}
	return sxy / math.Sqrt(sxx*syy)
}

func TestSpearman(t *testing.T) {
	if r := spearman([]float64{1, 2, 3, 4}, []float64{10, 20, 15, 40}); math.Abs(r-0.8) > 1e-9 {
		t.Errorf("spearman = %v, want 0.8", r)
	}
}

// difficultyOf generates a w×w maze with algo and seed, places the doors
// as books do, and returns its score.
func difficultyOf(t *testing.T, algo string, w int, seed uint64) float64 {
	g, _ := topology.NewRect(w, w)
	m := maze.New(g)
	if err := generate.Run(algo, m, rand.New(rand.NewPCG(seed, 1)), generate.Options{}); err != nil {
		t.Fatal(err)
	}
	if err := maze.PlaceDoors(m, maze.DoorsAuto); err != nil {
		t.Fatal(err)
	}
	return maze.Measure(m).Difficulty
}

// TestDifficultyRisesWithSize checks, for every algorithm on square grids,
// that the score rises with the maze's size: Spearman's correlation of
// score and size over 8 sizes × 10 seeds is at least 0.95. It logs the
// mean score per size.
func TestDifficultyRisesWithSize(t *testing.T) {
	sizes := []int{6, 9, 12, 15, 18, 21, 24, 27}
	seeds := uint64(10)
	if testing.Short() {
		seeds = 4
	}
	var table strings.Builder
	fmt.Fprintf(&table, "\n%-14s", "algorithm")
	for _, w := range sizes {
		fmt.Fprintf(&table, " %5d²", w)
	}
	fmt.Fprintf(&table, "  spearman\n")
	for _, algo := range generate.Names() {
		a, _ := generate.Lookup(algo)
		if !a.Supports("rect") || algo == "quadtree" {
			continue
		}
		var xs, ys []float64
		fmt.Fprintf(&table, "%-14s", algo)
		for _, w := range sizes {
			sum := 0.0
			for seed := range seeds {
				d := difficultyOf(t, algo, w, seed)
				xs, ys = append(xs, float64(w)), append(ys, d)
				sum += d
			}
			fmt.Fprintf(&table, " %6.1f", sum/float64(seeds))
		}
		r := spearman(xs, ys)
		fmt.Fprintf(&table, "  %.3f\n", r)
		if r < 0.95 {
			t.Errorf("%s: Spearman correlation of difficulty and size %.3f, want at least 0.95", algo, r)
		}
	}
	t.Log(table.String())
}

// TestDifficultyOrdersAlgorithms checks that at equal size depth-first
// mazes score higher on average than Kruskal's, and Kruskal's higher than
// binary-tree mazes.
func TestDifficultyOrdersAlgorithms(t *testing.T) {
	for _, w := range []int{8, 15, 25} {
		mean := map[string]float64{}
		for _, algo := range []string{"dfs", "kruskal", "binary-tree"} {
			for seed := range uint64(20) {
				mean[algo] += difficultyOf(t, algo, w, seed) / 20
			}
		}
		if !(mean["dfs"] > mean["kruskal"] && mean["kruskal"] > mean["binary-tree"]) {
			t.Errorf("%dx%d: mean difficulty dfs %.1f, kruskal %.1f, binary-tree %.1f: want dfs > kruskal > binary-tree",
				w, w, mean["dfs"], mean["kruskal"], mean["binary-tree"])
		}
	}
}

// TestLevelOf checks the fixed label thresholds.
func TestLevelOf(t *testing.T) {
	for _, tc := range []struct {
		score float64
		want  string
	}{
		{0, "Easy"}, {maze.LevelMedium - 0.01, "Easy"}, {maze.LevelMedium, "Medium"},
		{maze.LevelHard - 0.01, "Medium"}, {maze.LevelHard, "Hard"},
		{maze.LevelExpert - 0.01, "Hard"}, {maze.LevelExpert, "Expert"}, {500, "Expert"},
	} {
		if got := maze.LevelOf(tc.score); got != tc.want {
			t.Errorf("LevelOf(%v) = %s, want %s", tc.score, got, tc.want)
		}
	}
}
