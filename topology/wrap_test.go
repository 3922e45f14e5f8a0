package topology_test

import (
	"errors"
	"testing"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
	"github.com/mazekit/mazekit/topology/topologytest"
)

func TestWrappedConformance(t *testing.T) {
	for _, s := range []topology.Spec{
		{Kind: "torus", Width: 3, Height: 3, Wrap: "xy"},
		{Kind: "torus", Width: 8, Height: 5, Wrap: "x"},
		{Kind: "torus", Width: 4, Height: 7, Wrap: "y"},
		{Kind: "torus", Width: 1, Height: 6, Wrap: "y"},
		{Kind: "hextorus", Width: 6, Height: 4, Wrap: "xy"},
		{Kind: "hextorus", Width: 5, Height: 5, Wrap: "x"},
		{Kind: "hextorus", Width: 3, Height: 6, Wrap: "y"},
	} {
		g, err := topology.Build(s)
		if err != nil {
			t.Fatalf("%+v: %v", s, err)
		}
		topologytest.Check(t, g)
	}
}

// On a torus every cell has a full set of neighbours and no border; on a
// cylinder only the top and bottom rows keep a border.
func TestWrappedDegrees(t *testing.T) {
	cases := []struct {
		s      topology.Spec
		deg    int
		border int // cells with a border
	}{
		{topology.Spec{Kind: "torus", Width: 6, Height: 5, Wrap: "xy"}, 4, 0},
		{topology.Spec{Kind: "hextorus", Width: 6, Height: 4, Wrap: "xy"}, 6, 0},
		{topology.Spec{Kind: "torus", Width: 6, Height: 5, Wrap: "x"}, 4, 12},
		{topology.Spec{Kind: "hextorus", Width: 5, Height: 5, Wrap: "x"}, 6, 10},
	}
	for _, c := range cases {
		g, err := topology.Build(c.s)
		if err != nil {
			t.Fatal(err)
		}
		if c.s.Wrap == "xy" {
			for cell := 0; cell < g.NumCells(); cell++ {
				if n := len(g.Neighbors(cell, nil)); n != c.deg {
					t.Fatalf("%s: cell %d has %d neighbours, want %d", c.s.Kind, cell, n, c.deg)
				}
			}
			if want := g.NumCells() * c.deg / 2; g.NumEdges() != want {
				t.Errorf("%s: %d edges, want %d", c.s.Kind, g.NumEdges(), want)
			}
		}
		n := 0
		for cell := 0; cell < g.NumCells(); cell++ {
			if len(g.Border(cell, nil)) > 0 {
				n++
			}
		}
		if n != c.border {
			t.Errorf("%+v: %d border cells, want %d", c.s, n, c.border)
		}
	}
}

func TestWrappedRejects(t *testing.T) {
	for _, s := range []topology.Spec{
		{Kind: "torus", Width: 2, Height: 5, Wrap: "x"},
		{Kind: "torus", Width: 5, Height: 5, Wrap: "z"},
		{Kind: "hextorus", Width: 5, Height: 5, Wrap: "y"},
		{Kind: "torus", Width: 0, Height: 5},
	} {
		_, err := topology.Build(s)
		var pe *param.Error
		if !errors.As(err, &pe) {
			t.Errorf("%+v: err = %v, want a param error", s, err)
		}
	}
}
