package generate

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// spanningTrees counts the spanning trees of g by the matrix-tree theorem:
// the determinant of the Laplacian with one row and column removed.
func spanningTrees(g topology.Graph) float64 {
	n := g.NumCells() - 1
	a := make([][]float64, n)
	for i := range a {
		a[i] = make([]float64, n)
	}
	for e := 0; e < g.NumEdges(); e++ {
		x, y := g.Ends(e)
		for _, p := range [][2]int{{x, x}, {y, y}} {
			if p[0] < n {
				a[p[0]][p[1]]++
			}
		}
		if x < n && y < n {
			a[x][y]--
			a[y][x]--
		}
	}
	det := 1.0
	for c := 0; c < n; c++ {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		if a[p][c] == 0 {
			return 0
		}
		if p != c {
			a[p], a[c] = a[c], a[p]
			det = -det
		}
		det *= a[c][c]
		for r := c + 1; r < n; r++ {
			f := a[r][c] / a[c][c]
			for k := c; k < n; k++ {
				a[r][k] -= f * a[c][k]
			}
		}
	}
	return math.Round(det)
}

func TestSpanningTreeCount(t *testing.T) {
	tests := []struct {
		w, h int
		want float64
	}{{2, 2, 4}, {2, 3, 15}, {3, 3, 192}, {4, 4, 100352}}
	for _, tt := range tests {
		g, _ := topology.NewRect(tt.w, tt.h)
		if got := spanningTrees(g); got != tt.want {
			t.Errorf("%dx%d: %v spanning trees, want %v", tt.w, tt.h, got, tt.want)
		}
	}
}

// chiSquare draws samples trees with f on g and returns the statistic, the
// degrees of freedom and the number of distinct trees seen.
func chiSquare(t *testing.T, g topology.Grid, f Func, samples int, seed uint64) (stat float64, df int, seen int) {
	t.Helper()
	if g.NumEdges() > 62 {
		t.Fatal("grid too large for edge-mask keys")
	}
	trees := spanningTrees(g)
	counts := map[uint64]int{}
	rng := rand.New(rand.NewPCG(seed, 99))
	for i := 0; i < samples; i++ {
		m := maze.New(g)
		if err := f(m, rng); err != nil {
			t.Fatal(err)
		}
		var key uint64
		m.OpenEdges(func(e int) { key |= 1 << e })
		counts[key]++
	}
	if float64(len(counts)) > trees {
		t.Fatalf("saw %d distinct trees, but the grid has only %v", len(counts), trees)
	}
	exp := float64(samples) / trees
	for _, c := range counts {
		d := float64(c) - exp
		stat += d * d / exp
	}
	stat += (trees - float64(len(counts))) * exp // trees never drawn
	return stat, int(trees) - 1, len(counts)
}

// chiCritical returns the chi-square value that a true uniform sampler
// exceeds with probability about 1e-6 (Wilson–Hilferty approximation).
func chiCritical(df int) float64 {
	const z = 4.75 // one-sided normal quantile for 1e-6
	k := float64(df)
	h := 2 / (9 * k)
	return k * math.Pow(1-h+z*math.Sqrt(h), 3)
}

func TestUniformity(t *testing.T) {
	hex, err := topology.Build(topology.Spec{Kind: "hex", Width: 3, Height: 2})
	grids := []topology.Grid{}
	for _, s := range [][2]int{{2, 2}, {2, 3}, {3, 3}} {
		g, _ := topology.NewRect(s[0], s[1])
		grids = append(grids, g)
	}
	if err == nil {
		grids = append(grids, hex)
	}
	for _, name := range []string{"wilson", "aldous-broder"} {
		a, _ := Lookup(name)
		f, _ := a.Make(Options{})
		for _, g := range grids {
			trees := spanningTrees(g)
			samples := int(trees) * 100
			stat, df, seen := chiSquare(t, g, f, samples, 1)
			if float64(seen) != trees {
				t.Errorf("%s on %+v: saw %d of %v trees", name, g.Spec(), seen, trees)
			}
			if crit := chiCritical(df); stat > crit {
				t.Errorf("%s on %+v: chi-square %.1f > %.1f (df %d): not uniform", name, g.Spec(), stat, crit, df)
			} else {
				t.Logf("%s on %+v: %v trees, chi-square %.1f (df %d, critical %.1f)", name, g.Spec(), trees, stat, df, crit)
			}
		}
	}
	// The same test must be able to fail: depth-first search is biased.
	g, _ := topology.NewRect(3, 3)
	stat, df, _ := chiSquare(t, g, DFS, 192*100, 1)
	if crit := chiCritical(df); stat <= crit {
		t.Errorf("dfs passed the uniformity test (chi-square %.1f ≤ %.1f); the test has no power", stat, crit)
	}
}

// TestDeadEndFraction checks each algorithm's characteristic texture: the
// share of dead ends on a 60x60 rect maze, averaged over seeds.
func TestDeadEndFraction(t *testing.T) {
	want := map[string][2]float64{ // [low, high]
		"dfs":           {0.08, 0.12},
		"wilson":        {0.27, 0.31},
		"aldous-broder": {0.27, 0.31},
		"kruskal":       {0.28, 0.33},
		"prim":          {0.30, 0.38},
	}
	if testing.Short() {
		t.Skip("short")
	}
	g, _ := topology.NewRect(60, 60)
	for _, a := range All() {
		if !a.Perfect || !a.Supports("rect") || a.Name == "quadtree" {
			continue
		}
		f, err := a.Make(Options{})
		if err != nil {
			t.Fatal(err)
		}
		sum := 0.0
		const seeds = 8
		for seed := uint64(0); seed < seeds; seed++ {
			m := maze.New(g)
			f(m, rand.New(rand.NewPCG(seed, 5)))
			sum += float64(len(maze.DeadEnds(m))) / float64(g.NumCells())
		}
		avg := sum / seeds
		t.Logf("%-16s dead-end fraction %.3f", a.Name, avg)
		if r, ok := want[a.Name]; ok && (avg < r[0] || avg > r[1]) {
			t.Errorf("%s: dead-end fraction %.3f, want %.2f..%.2f", a.Name, avg, r[0], r[1])
		}
	}
}
