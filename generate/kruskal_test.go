package generate

import (
	"cmp"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// textbookKruskal opens, in m, the edges that plain Kruskal picks when it
// visits every edge in increasing order of w: a full sort and one
// disjoint-set forest, nothing tiled.
func textbookKruskal(m *maze.Maze, w edgeWeights) {
	g := m.Grid
	order := make([]int, g.NumEdges())
	for e := range order {
		order[e] = e
	}
	slices.SortFunc(order, func(a, b int) int {
		wa, wb := w.of(a), w.of(b)
		switch {
		case wa < wb:
			return -1
		case wa > wb:
			return 1
		}
		return 0
	})
	parent := make([]int, g.NumCells())
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(x int) int {
		if parent[x] != x {
			parent[x] = find(parent[x])
		}
		return parent[x]
	}
	for _, e := range order {
		a, b := g.Ends(e)
		if ra, rb := find(a), find(b); ra != rb {
			parent[ra] = rb
			m.Open(e)
		}
	}
}

// TestKruskalEqualsTextbook checks that the tiled Kruskal opens exactly the
// edges textbook Kruskal opens for the same weights, on grids smaller than a
// tile, not a multiple of it, and of every kind.
func TestKruskalEqualsTextbook(t *testing.T) {
	specs := []topology.Spec{
		{Kind: "rect", Width: 1, Height: 300},
		{Kind: "rect", Width: 300, Height: 1},
		{Kind: "rect", Width: 20, Height: 20},
		{Kind: "rect", Width: 64, Height: 64},
		{Kind: "rect", Width: 200, Height: 137},
		{Kind: "rect", Width: 600, Height: 70},
		{Kind: "hex", Width: 150, Height: 97},
		{Kind: "hex", Width: 90, Height: 100, Flat: true},
		{Kind: "hex", Radius: 60},
		{Kind: "tri", Width: 131, Height: 140},
		{Kind: "polar", Rings: 60},
		{Kind: "planar", Width: 80, Height: 80, Cells: 6000, Seed: 2},
		{Kind: "mask", Width: 150, Height: 120, Shape: "heart", Base: "rect"},
	}
	seeds := uint64(3)
	if testing.Short() {
		seeds = 1 // every grid, one seed
	}
	for i, s := range specs {
		g, err := topology.Build(s)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= seeds; seed++ {
			got := maze.New(g)
			if err := Kruskal(got, rand.New(rand.NewPCG(seed, uint64(i)))); err != nil {
				t.Fatal(err)
			}
			want := maze.New(g)
			textbookKruskal(want, newEdgeWeights(rand.New(rand.NewPCG(seed, uint64(i)))))
			if got.NumOpen() != g.NumCells()-1 {
				t.Fatalf("%+v seed %d: %d open edges, want %d", s, seed, got.NumOpen(), g.NumCells()-1)
			}
			for e := 0; e < g.NumEdges(); e++ {
				if got.IsOpen(e) != want.IsOpen(e) {
					t.Fatalf("%+v seed %d: edge %d open %v, textbook Kruskal says %v", s, seed, e, got.IsOpen(e), want.IsOpen(e))
				}
			}
		}
	}
}

// TestSortWedges checks the radix sort against the standard library's.
func TestSortWedges(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{0, 1, 5, 33, 1000, 70000} {
		a := make([]wedge, n)
		for i := range a {
			a[i] = wedge{w: rng.Uint64() >> uint(rng.IntN(3)*20), e: int32(i)}
		}
		want := slices.Clone(a)
		slices.SortFunc(want, func(x, y wedge) int {
			if x.w < y.w {
				return -1
			}
			if x.w > y.w {
				return 1
			}
			return 0
		})
		got, _ := sortWedges(a, nil)
		for i := range got {
			if got[i].w != want[i].w {
				t.Fatalf("n=%d: item %d weight %x, want %x", n, i, got[i].w, want[i].w)
			}
		}
	}
}

// TestKruskalSameOnOneAndTwoCores carves the same mazes with one core and
// with two (the tiles then shared between two goroutines): the open edges
// must be the same.
func TestKruskalSameOnOneAndTwoCores(t *testing.T) {
	for _, s := range []topology.Spec{
		{Kind: "rect", Width: 400, Height: 300},
		{Kind: "hex", Width: 200, Height: 150},
		{Kind: "planar", Width: 100, Height: 80, Cells: 20000, Seed: 5},
	} {
		g, err := topology.Build(s)
		if err != nil {
			t.Fatal(err)
		}
		carve := func(procs int) *maze.Maze {
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
			m := maze.New(g)
			if err := Kruskal(m, rand.New(rand.NewPCG(9, 9))); err != nil {
				t.Fatal(err)
			}
			return m
		}
		one, two := carve(1), carve(2)
		if one.NumOpen() != g.NumCells()-1 {
			t.Fatalf("%s: %d open edges, want %d", s.Kind, one.NumOpen(), g.NumCells()-1)
		}
		for e := 0; e < g.NumEdges(); e++ {
			if one.IsOpen(e) != two.IsOpen(e) {
				t.Fatalf("%s: edge %d open %v on one core, %v on two", s.Kind, e, one.IsOpen(e), two.IsOpen(e))
			}
		}
	}
}

// TestSortEdges checks the in-place radix sort of leftover edges against
// the standard library's sort by the same weights.
func TestSortEdges(t *testing.T) {
	w := newEdgeWeights(rand.New(rand.NewPCG(3, 3)))
	for _, n := range []int{0, 1, 20, 25, 300, 100000} {
		a := make([]int32, n)
		for i := range a {
			a[i] = int32(i * 7)
		}
		want := slices.Clone(a)
		slices.SortFunc(want, func(x, y int32) int { return cmp.Compare(w.of(int(x)), w.of(int(y))) })
		w.sortEdges(a, 64)
		if !slices.Equal(a, want) {
			t.Fatalf("n=%d: sorted wrongly", n)
		}
	}
}
