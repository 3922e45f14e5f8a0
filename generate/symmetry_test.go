package generate

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

// Every symmetric maze is a spanning tree, and each open passage's image
// under the symmetry is open too (its walls, hence its picture, map onto
// themselves).
func TestSymmetric(t *testing.T) {
	cases := []struct {
		sym  string
		spec topology.Spec
	}{
		{"mirror-x", topology.Spec{Kind: "rect", Width: 10, Height: 7}},
		{"mirror-y", topology.Spec{Kind: "rect", Width: 9, Height: 8}},
		{"2", topology.Spec{Kind: "rect", Width: 9, Height: 6}},
		{"2", topology.Spec{Kind: "rect", Width: 9, Height: 7}},
		{"4", topology.Spec{Kind: "rect", Width: 11, Height: 11}},
		{"6", topology.Spec{Kind: "polar", Rings: 6}},
		{"mirror-y", topology.Spec{Kind: "polar", Rings: 4}},
		{"2", topology.Spec{Kind: "polar", Rings: 5}},
		{"6", topology.Spec{Kind: "hex", Radius: 5}},
		{"2", topology.Spec{Kind: "hex", Radius: 4, Flat: true}},
	}
	for _, c := range cases {
		g, err := topology.Build(c.spec)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 3; seed++ {
			m := maze.New(g)
			if err := Symmetric(m, c.sym, rand.New(rand.NewPCG(seed, 1))); err != nil {
				t.Fatalf("%s %+v: %v", c.sym, c.spec, err)
			}
			checkSpanningTree(t, m)
			perms, err := symmetryPerms(g, c.sym)
			if err != nil {
				t.Fatal(err)
			}
			// The picture maps onto itself: every passage's image is open.
			for e := 0; e < g.NumEdges(); e++ {
				a, b := g.Ends(e)
				for _, p := range perms[1:] {
					f := -1
					for _, nb := range g.Neighbors(int(p[a]), nil) {
						if nb.Cell == int(p[b]) {
							f = nb.Edge
						}
					}
					if m.IsOpen(e) != m.IsOpen(f) {
						t.Fatalf("%s %+v seed %d: edge %d open=%v but its image %d open=%v", c.sym, c.spec, seed, e, m.IsOpen(e), f, m.IsOpen(f))
					}
				}
			}
		}
	}
}

func TestSymmetricRejects(t *testing.T) {
	for _, c := range []struct {
		sym  string
		spec topology.Spec
	}{
		{"4", topology.Spec{Kind: "rect", Width: 10, Height: 10}}, // no centre cell
		{"4", topology.Spec{Kind: "rect", Width: 9, Height: 7}},   // not square
		{"2", topology.Spec{Kind: "rect", Width: 8, Height: 6}},   // no centre cell or edge
		{"mirror-x", topology.Spec{Kind: "hex", Width: 6, Height: 5}},
		{"5", topology.Spec{Kind: "rect", Width: 9, Height: 9}},
	} {
		g, _ := topology.Build(c.spec)
		err := Symmetric(maze.New(g), c.sym, rand.New(rand.NewPCG(1, 1)))
		var pe *param.Error
		if !errors.As(err, &pe) {
			t.Errorf("%s %+v: err = %v, want a param error", c.sym, c.spec, err)
		}
	}
}
