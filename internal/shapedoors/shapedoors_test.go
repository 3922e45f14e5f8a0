package shapedoors_test

import (
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/shapedoors"
	"github.com/mazekit/mazekit/mask"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// TestOpenMovesDoorsOutOfNotches makes star, heart and word mazes from
// many seeds with their automatic doors and checks that after Open both
// doors open to the outside, and that at least once Open had to move one.
func TestOpenMovesDoorsOutOfNotches(t *testing.T) {
	moved := 0
	for _, spec := range []topology.Spec{
		{Kind: topology.MaskKind, Base: "rect", Shape: "star", Width: 24, Height: 24},
		{Kind: topology.MaskKind, Base: "rect", Shape: "heart", Width: 24, Height: 24},
		{Kind: topology.MaskKind, Base: "rect", Text: "MAZE", Width: 60, Height: 16},
	} {
		shape := spec.Shape + spec.Text
		for seed := range uint64(16) {
			g, err := mask.Build(spec)
			if err != nil {
				t.Fatal(err)
			}
			m := maze.New(g)
			if err := generate.Run("wilson", m, rand.New(rand.NewPCG(seed, 1)), generate.Options{}); err != nil {
				t.Fatal(err)
			}
			if err := maze.PlaceDoors(m, maze.DoorsAuto); err != nil {
				t.Fatal(err)
			}
			before := [2]maze.Door{m.Entrance, m.Exit}
			shapedoors.Open(m)
			if before != [2]maze.Door{m.Entrance, m.Exit} {
				moved++
			}
			if !shapedoors.Clear(g, m.Entrance) || !shapedoors.Clear(g, m.Exit) {
				t.Errorf("%s, seed %d: a door sits in a notch after Open", shape, seed)
			}
		}
	}
	if moved == 0 {
		t.Error("Open never moved a door: the test shows nothing")
	}
}
