package generate

import (
	"math/rand/v2"
	"testing"

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
