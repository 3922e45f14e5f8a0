package topology_test

import (
	"testing"

	"github.com/mazekit/mazekit/topology"
	"github.com/mazekit/mazekit/topology/topologytest"
)

func TestRectSuite(t *testing.T) {
	for _, s := range [][2]int{{1, 1}, {1, 5}, {5, 1}, {2, 2}, {7, 4}, {16, 9}} {
		g, err := topology.NewRect(s[0], s[1])
		if err != nil {
			t.Fatal(err)
		}
		topologytest.Check(t, g)
	}
}

func TestHexSuite(t *testing.T) {
	for _, flat := range []bool{false, true} {
		for _, s := range [][2]int{{1, 1}, {1, 4}, {4, 1}, {2, 2}, {5, 4}, {9, 9}, {8, 7}} {
			g, err := topology.NewHex(s[0], s[1], flat)
			if err != nil {
				t.Fatal(err)
			}
			topologytest.Check(t, g)
		}
		for r := 1; r <= 5; r++ {
			g, err := topology.NewHexagon(r, flat)
			if err != nil {
				t.Fatal(err)
			}
			if want := 3*r*(r+1) + 1; g.NumCells() != want {
				t.Errorf("hexagon radius %d: %d cells, want %d", r, g.NumCells(), want)
			}
			topologytest.Check(t, g)
		}
	}
}

func TestRectNumbering(t *testing.T) {
	g, _ := topology.NewRect(4, 3)
	if g.NumCells() != 12 || g.NumEdges() != 3*3+4*2 {
		t.Fatalf("4x3: %d cells %d edges, want 12 and 17", g.NumCells(), g.NumEdges())
	}
	if a, b := g.Ends(g.EastEdge(2, 1)); a != 6 || b != 7 {
		t.Errorf("EastEdge(2,1) joins %d,%d, want 6,7", a, b)
	}
	if a, b := g.Ends(g.SouthEdge(3, 0)); a != 3 || b != 7 {
		t.Errorf("SouthEdge(3,0) joins %d,%d, want 3,7", a, b)
	}
}

func TestHexNeighbours(t *testing.T) {
	// Pointy tops, odd rows shifted right: cell (col 1, row 1) = 6 in a 5-wide grid.
	g, _ := topology.NewHex(5, 4, false)
	got := map[int]bool{}
	for _, nb := range g.Neighbors(6, nil) {
		got[nb.Cell] = true
	}
	// Row 1 is shifted right, so its upper neighbours are cols 1 and 2 of row 0.
	for _, want := range []int{1, 2, 5, 7, 11, 12} {
		if !got[want] {
			t.Errorf("cell 6 lacks neighbour %d (got %v)", want, got)
		}
	}
	if len(got) != 6 {
		t.Errorf("cell 6 has %d neighbours, want 6", len(got))
	}
	// Even row 2, col 1 = 11: upper neighbours are cols 0 and 1 of row 1.
	got = map[int]bool{}
	for _, nb := range g.Neighbors(11, nil) {
		got[nb.Cell] = true
	}
	for _, want := range []int{5, 6, 10, 12, 15, 16} {
		if !got[want] {
			t.Errorf("cell 11 lacks neighbour %d (got %v)", want, got)
		}
	}
}

func TestBadSizes(t *testing.T) {
	tests := []struct {
		name string
		spec topology.Spec
	}{
		{"zero rect", topology.Spec{Kind: "rect", Width: 0, Height: 4}},
		{"negative rect", topology.Spec{Kind: "rect", Width: -1, Height: 4}},
		{"huge rect", topology.Spec{Kind: "rect", Width: 1 << 20, Height: 1 << 20}},
		{"zero hex", topology.Spec{Kind: "hex", Width: 3, Height: 0}},
		{"huge hexagon", topology.Spec{Kind: "hex", Radius: 100000}},
		{"unknown kind", topology.Spec{Kind: "cube"}},
	}
	for _, tt := range tests {
		if _, err := topology.Build(tt.spec); err == nil {
			t.Errorf("%s: Build accepted %+v", tt.name, tt.spec)
		}
	}
}

func FuzzNewHex(f *testing.F) {
	f.Add(3, 4, false, 0)
	f.Add(1, 1, true, 2)
	f.Fuzz(func(t *testing.T, w, h int, flat bool, r int) {
		if w*h > 400 || w > 400 || h > 400 || r > 8 {
			t.Skip()
		}
		var g *topology.Hex
		var err error
		if r != 0 {
			g, err = topology.NewHexagon(r, flat)
		} else {
			g, err = topology.NewHex(w, h, flat)
		}
		if err != nil {
			return
		}
		topologytest.Check(t, g)
	})
}

func TestTriSuite(t *testing.T) {
	for _, s := range [][2]int{{1, 1}, {1, 3}, {2, 1}, {5, 4}, {8, 7}, {9, 6}} {
		g, err := topology.NewTri(s[0], s[1])
		if err != nil {
			t.Fatal(err)
		}
		topologytest.Check(t, g)
	}
	g, _ := topology.NewTri(4, 2)
	// 3 row pairs per row, plus the bases: up triangles of row 0 are x=0,2.
	if g.NumEdges() != 3*2+2 {
		t.Errorf("4x2 tri has %d edges, want 8", g.NumEdges())
	}
}

func TestPolarSuite(t *testing.T) {
	for _, rings := range []int{1, 2, 3, 6, 10} {
		g, err := topology.NewPolar(rings)
		if err != nil {
			t.Fatal(err)
		}
		topologytest.Check(t, g)
	}
	g, _ := topology.NewPolar(3)
	// Ring 1: 6 cells; ring 2: width 2π·2/6 ≈ 2.1 → 12; ring 3: 2π·3/12 ≈ 1.6 → 24.
	if g.NumCells() != 1+6+12+24 {
		t.Errorf("3 rings: %d cells, want 43", g.NumCells())
	}
	if _, err := topology.NewPolar(0); err == nil {
		t.Error("NewPolar accepted 0 rings")
	}
}

func TestMaskSuite(t *testing.T) {
	for _, s := range []topology.Spec{
		{Kind: "mask", Base: "rect", Width: 20, Height: 16, Shape: "heart"},
		{Kind: "mask", Base: "hex", Width: 18, Height: 16, Shape: "circle"},
		{Kind: "mask", Base: "tri", Width: 30, Height: 16, Shape: "star"},
		{Kind: "mask", Base: "rect", Width: 40, Height: 12, Text: "HI"},
	} {
		g, err := topology.Build(s)
		if err != nil {
			t.Fatalf("%+v: %v", s, err)
		}
		topologytest.Check(t, g)
	}
	// Two blobs: the smaller is dropped and counted.
	base, _ := topology.NewRect(10, 4)
	m, err := topology.NewMask(base, func(p topology.Point) bool { return p.X < 3 || p.X > 6 && p.Y < 2 })
	if err != nil {
		t.Fatal(err)
	}
	if m.NumCells() != 12 || m.Dropped() != 8 {
		t.Errorf("mask kept %d and dropped %d, want 12 and 8", m.NumCells(), m.Dropped())
	}
	for _, s := range []topology.Spec{
		{Kind: "mask", Width: 10, Height: 10, Shape: "blob"},
		{Kind: "mask", Width: 10, Height: 10},
		{Kind: "mask", Width: 10, Height: 10, Shape: "heart", Text: "A"},
		{Kind: "mask", Base: "polar", Width: 10, Height: 10, Shape: "heart"},
		{Kind: "mask", Width: 10, Height: 10, Image: "/nonexistent.png"},
	} {
		if _, err := topology.Build(s); err == nil {
			t.Errorf("Build accepted %+v", s)
		}
	}
}
