package topology_test

import (
	"testing"

	"github.com/mazekit/mazekit/topology"
	"github.com/mazekit/mazekit/topology/topologytest"
)

func TestWeaveSuite(t *testing.T) {
	specs := []topology.Spec{
		{Kind: "weave", Base: "rect", Width: 1, Height: 1},
		{Kind: "weave", Base: "rect", Width: 3, Height: 3},
		{Kind: "weave", Base: "rect", Width: 7, Height: 5},
		{Kind: "weave", Base: "hex", Width: 6, Height: 5},
		{Kind: "weave", Base: "hex", Width: 5, Height: 6, Flat: true},
		{Kind: "weave", Base: "hex", Radius: 3},
	}
	for _, s := range specs {
		g, err := topology.Build(s)
		if err != nil {
			t.Fatalf("Build(%+v): %v", s, err)
		}
		topologytest.Check(t, g)
	}
}

// TestWeaveCrossings counts the crossings: two under every inner cell of a
// square grid, three under every inner cell of a hex grid, none at the border.
func TestWeaveCrossings(t *testing.T) {
	tests := []struct {
		spec  topology.Spec
		cross int
	}{
		{topology.Spec{Kind: "weave", Base: "rect", Width: 7, Height: 5}, 2 * 5 * 3},
		{topology.Spec{Kind: "weave", Base: "rect", Width: 2, Height: 9}, 0},
		{topology.Spec{Kind: "weave", Base: "hex", Radius: 3}, 3 * (3*2*3 + 1)},
	}
	for _, tt := range tests {
		g, err := topology.Build(tt.spec)
		if err != nil {
			t.Fatal(err)
		}
		w := g.(*topology.Weave)
		if got := w.NumEdges() - w.BaseEdges(); got != tt.cross {
			t.Errorf("%+v: %d crossing edges, want %d", tt.spec, got, tt.cross)
		}
		var segs []topology.Segment
		for e := w.BaseEdges(); e < w.NumEdges(); e++ {
			u := w.Under(e)
			if segs = w.Border(u, segs[:0]); len(segs) > 0 {
				t.Errorf("%+v: crossing %d passes under border cell %d", tt.spec, e, u)
			}
			ea, ec := w.Sides(e)
			a, c := w.Ends(e)
			if x, y := w.Ends(ea); (x != a && y != a) || (x != u && y != u) {
				t.Errorf("crossing %d: side %d does not join %d and %d", e, ea, u, a)
			}
			if x, y := w.Ends(ec); (x != c && y != c) || (x != u && y != u) {
				t.Errorf("crossing %d: side %d does not join %d and %d", e, ec, u, c)
			}
		}
		if w.Under(0) != topology.None {
			t.Errorf("Under(0) = %d for a base edge", w.Under(0))
		}
	}
}

func TestWeaveBadBase(t *testing.T) {
	for _, s := range []topology.Spec{
		{Kind: "weave", Base: "tri", Width: 4, Height: 4},
		{Kind: "weave", Base: "polar", Rings: 3},
		{Kind: "weave", Base: "rect", Width: 0, Height: 4},
		{Kind: "weave", Base: "rect", Width: 4096, Height: 4096},
	} {
		if _, err := topology.Build(s); err == nil {
			t.Errorf("Build(%+v) accepted", s)
		}
	}
}
