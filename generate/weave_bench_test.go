package generate

import (
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// benchWeave carves a 200×200 maze with algo, on a weave grid with the
// given share of crossings, or on the plain square grid when share < 0.
func benchWeave(b *testing.B, algo string, share float64) {
	b.ReportAllocs()
	spec := topology.Spec{Kind: "weave", Base: "rect", Width: 200, Height: 200}
	if share < 0 {
		spec = topology.Spec{Kind: "rect", Width: 200, Height: 200}
		share = 0
	}
	g, err := topology.Build(spec)
	if err != nil {
		b.Fatal(err)
	}
	a, _ := Lookup(algo)
	f, err := a.Make(Options{Weave: share})
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; b.Loop(); i++ {
		m := maze.New(g)
		if err := f(m, rand.New(rand.NewPCG(uint64(i), 1))); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkKruskalRect200(b *testing.B)  { benchWeave(b, "kruskal", -1) }
func BenchmarkKruskalWeave200(b *testing.B) { benchWeave(b, "kruskal", 0.5) }
func BenchmarkDFSRect200(b *testing.B)      { benchWeave(b, "dfs", -1) }
func BenchmarkDFSWeave200(b *testing.B)     { benchWeave(b, "dfs", 0.5) }
