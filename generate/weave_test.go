package generate

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

var weaveSpecs = []topology.Spec{
	{Kind: "weave", Base: "rect", Width: 12, Height: 10},
	{Kind: "weave", Base: "hex", Width: 9, Height: 8},
	{Kind: "weave", Base: "hex", Radius: 5, Flat: true},
}

// TestWeaveRules carves weave mazes with every algorithm that runs on them
// (Kruskal, depth-first search and growing tree over 200 seeds each, the
// others over 20) and checks each one: a spanning tree of the grid with its
// crossings, every crossing under a straight bridge away from the border,
// no two crossings under one cell, the same maze for the same seed.
func TestWeaveRules(t *testing.T) {
	for _, a := range All() {
		if !a.Supports("weave") {
			continue
		}
		seeds := 20
		if (a.Name == "kruskal" || a.Name == "dfs" || a.Name == "growing-tree") && !testing.Short() {
			seeds = 200 // the long hunt for a rare bad crossing runs in the full suite
		}
		t.Run(a.Name, func(t *testing.T) {
			for _, spec := range weaveSpecs {
				g, err := topology.Build(spec)
				if err != nil {
					t.Fatal(err)
				}
				total := 0
				for seed := range uint64(seeds) {
					share := []float64{0.3, 0.6, 1}[seed%3]
					f, err := a.Make(Options{Weave: share})
					if err != nil {
						t.Fatal(err)
					}
					name := fmt.Sprintf("%+v seed %d share %v", spec, seed, share)
					m := maze.New(g)
					if err := f(m, rand.New(rand.NewPCG(seed, 9))); err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					checkSpanningTree(t, m)
					if err := maze.CheckWeave(m); err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					total += len(maze.Crossings(m))
					m2 := maze.New(g)
					f(m2, rand.New(rand.NewPCG(seed, 9)))
					for e := 0; e < g.NumEdges(); e++ {
						if m.IsOpen(e) != m2.IsOpen(e) {
							t.Fatalf("%s: same seed gave a different maze (edge %d)", name, e)
						}
					}
				}
				if total < seeds {
					t.Errorf("%+v: %d crossings in %d mazes, want at least one a maze", spec, total, seeds)
				}
			}
		})
	}
}

// TestWeaveShare checks that the share sets how many crossings there are:
// none at 0, more as it grows.
func TestWeaveShare(t *testing.T) {
	g, err := topology.Build(topology.Spec{Kind: "weave", Base: "rect", Width: 30, Height: 30})
	if err != nil {
		t.Fatal(err)
	}
	prev := -1
	for _, share := range []float64{0, 0.1, 0.3, 1} {
		f, err := Lookup("kruskal")
		if err != nil {
			t.Fatal(err)
		}
		carve, err := f.Make(Options{Weave: share})
		if err != nil {
			t.Fatal(err)
		}
		m := maze.New(g)
		if err := carve(m, rand.New(rand.NewPCG(1, 2))); err != nil {
			t.Fatal(err)
		}
		n := len(maze.Crossings(m))
		t.Logf("share %v: %d crossings under %d inner cells", share, n, 28*28)
		if share == 0 && n != 0 {
			t.Errorf("share 0 gave %d crossings", n)
		}
		if share > 0 && n <= prev {
			t.Errorf("share %v gave %d crossings, no more than %d at a smaller share", share, n, prev)
		}
		prev = n
	}
	for _, bad := range []float64{-0.1, 1.5} {
		a, _ := Lookup("dfs")
		if _, err := a.Make(Options{Weave: bad}); err == nil {
			t.Errorf("share %v accepted", bad)
		}
	}
}
