package topology_test

import (
	"math"
	"testing"

	"github.com/mazekit/mazekit/topology"
	"github.com/mazekit/mazekit/topology/topologytest"
)

func TestStackSuite(t *testing.T) {
	for _, s := range [][3]int{{1, 1, 1}, {1, 1, 3}, {3, 2, 2}, {4, 4, 3}, {5, 3, 4}, {2, 6, 7}} {
		g, err := topology.NewStack(s[0], s[1], s[2])
		if err != nil {
			t.Fatal(err)
		}
		topologytest.Check(t, g)
	}
}

// TestStackStairs checks that each cell's stairs lead to the same square
// one floor up, that the floors do not overlap on the page, and that doors
// may go only on the lowest and highest floors.
func TestStackStairs(t *testing.T) {
	g, err := topology.NewStack(5, 4, 3)
	if err != nil {
		t.Fatal(err)
	}
	if g.NumCells() != 60 || g.NumEdges() != 3*31+2*20 {
		t.Fatalf("5x4x3: %d cells %d edges, want 60 and %d", g.NumCells(), g.NumEdges(), 3*31+2*20)
	}
	for c := 0; c < 40; c++ {
		e := g.Stair(c)
		a, b := g.Ends(e)
		if a != c || b != c+20 || g.Floor(b) != g.Floor(a)+1 {
			t.Fatalf("stairs of cell %d join %d and %d", c, a, b)
		}
		if _, link := g.LinkWalls(e, nil); !link {
			t.Fatalf("stairs %d are not a link", e)
		}
		pa, pb := g.Center(a), g.Center(b)
		fa, fb := g.FloorBounds(g.Floor(a)), g.FloorBounds(g.Floor(b))
		if math.Abs(pa.X-fa.Min.X-(pb.X-fb.Min.X)) > 1e-9 || math.Abs(pa.Y-fa.Min.Y-(pb.Y-fb.Min.Y)) > 1e-9 {
			t.Fatalf("cell %d at %v and the cell above at %v are not the same square", c, pa, pb)
		}
	}
	if g.Stair(45) != topology.None {
		t.Error("a cell on the top floor has stairs up")
	}
	for f := 0; f < 3; f++ {
		for h := f + 1; h < 3; h++ {
			a, b := g.FloorBounds(f), g.FloorBounds(h)
			if a.Min.X < b.Max.X && b.Min.X < a.Max.X && a.Min.Y < b.Max.Y && b.Min.Y < a.Max.Y {
				t.Errorf("floors %d and %d overlap: %v %v", f, h, a, b)
			}
		}
	}
	for _, c := range topology.AppendBorderCells(g, nil) {
		if f := g.Floor(c); f != 0 && f != 2 {
			t.Fatalf("door cell %d is on floor %d, want the lowest or highest", c, f)
		}
	}
	if _, err := topology.Build(topology.Spec{Kind: "3d", Width: 4, Height: 4, Floors: 0}); err == nil {
		t.Error("Build accepted a 3d grid of 0 floors")
	}
}
