package generate

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// smallSpecs lists small grids of every kind for the conformance test. A
// registered kind without an entry fails the test, so new grids are covered.
var smallSpecs = map[string][]topology.Spec{
	"rect": {
		{Kind: "rect", Width: 1, Height: 1}, {Kind: "rect", Width: 1, Height: 7}, {Kind: "rect", Width: 7, Height: 1},
		{Kind: "rect", Width: 8, Height: 8}, {Kind: "rect", Width: 13, Height: 5},
	},
	"hex": {
		{Kind: "hex", Width: 7, Height: 6}, {Kind: "hex", Width: 6, Height: 5, Flat: true},
		{Kind: "hex", Radius: 4}, {Kind: "hex", Radius: 3, Flat: true},
	},
	"tri":    {{Kind: "tri", Width: 9, Height: 6}},
	"polar":  {{Kind: "polar", Rings: 5}},
	"planar": {{Kind: "planar", Width: 12, Height: 8, Cells: 80, Seed: 3, Layout: "poisson"}, {Kind: "planar", Width: 10, Height: 10, Cells: 60, Seed: 4, Layout: "triangles"}},
	"mask":   {{Kind: "mask", Width: 16, Height: 12, Shape: "heart", Base: "rect"}},
	"weave":  {{Kind: "weave", Base: "rect", Width: 8, Height: 7}, {Kind: "weave", Base: "hex", Radius: 3}},
	"torus": {{Kind: "torus", Width: 8, Height: 8, Wrap: "xy"}, {Kind: "torus", Width: 7, Height: 5, Wrap: "x"},
		{Kind: "torus", Width: 5, Height: 6, Wrap: "y"}},
	"hextorus": {{Kind: "hextorus", Width: 7, Height: 6, Wrap: "xy"}, {Kind: "hextorus", Width: 5, Height: 5, Wrap: "x"}},
	"3d":       {{Kind: "3d", Width: 4, Height: 3, Floors: 3}, {Kind: "3d", Width: 1, Height: 1, Floors: 4}},
	"cube":     {{Kind: "cube", Width: 1, Height: 1}, {Kind: "cube", Width: 4, Height: 4}},
}

func gridsFor(t *testing.T, a Algorithm) []topology.Grid {
	t.Helper()
	var grids []topology.Grid
	for _, kind := range topology.Kinds() {
		specs, ok := smallSpecs[kind]
		if !ok {
			t.Fatalf("grid kind %q has no entry in smallSpecs", kind)
		}
		if !a.Supports(kind) {
			continue
		}
		for _, s := range specs {
			if a.Name == "quadtree" && (s.Width != s.Height || s.Width&(s.Width-1) != 0) {
				continue
			}
			g, err := topology.Build(s)
			if err != nil {
				t.Fatalf("Build(%+v): %v", s, err)
			}
			grids = append(grids, g)
		}
	}
	if a.Name == "quadtree" {
		g, _ := topology.NewRect(16, 16)
		grids = append(grids, g)
	}
	return grids
}

// checkSpanningTree fails unless m's open edges form a spanning tree.
func checkSpanningTree(t *testing.T, m *maze.Maze) {
	t.Helper()
	n := m.Grid.NumCells()
	if got := m.NumOpen(); got != n-1 {
		t.Fatalf("%d open edges, want cells-1 = %d", got, n-1)
	}
	for c, d := range maze.Distances(m, 0) {
		if d < 0 {
			t.Fatalf("cell %d unreachable from cell 0", c)
		}
	}
}

// checkConnected fails unless every cell is reachable.
func checkConnected(t *testing.T, m *maze.Maze) {
	t.Helper()
	for c, d := range maze.Distances(m, 0) {
		if d < 0 {
			t.Fatalf("cell %d unreachable from cell 0", c)
		}
	}
}

// checkSolution fails unless the doors are on the border and the solution
// is a shortest walk through open edges from entrance to exit.
// closedTorus reports whether g wraps both ways, so has no outer wall for doors.
func closedTorus(g topology.Grid) bool {
	w, ok := g.(*topology.Wrapped)
	if !ok {
		return false
	}
	px, py := w.Period()
	return px > 0 && py > 0
}

func checkSolution(t *testing.T, m *maze.Maze) {
	t.Helper()
	g := m.Grid
	for _, d := range []maze.Door{m.Entrance, m.Exit} {
		if !d.Valid() {
			t.Fatalf("door not placed")
		}
		if segs := g.Border(d.Cell, nil); d.Side < 0 || d.Side >= len(segs) {
			t.Fatalf("door %+v is not on the border (cell has %d outer walls)", d, len(segs))
		}
	}
	path := maze.Solve(m)
	if len(path) == 0 || path[0] != m.Entrance.Cell || path[len(path)-1] != m.Exit.Cell {
		t.Fatalf("solution %v does not run from %d to %d", path, m.Entrance.Cell, m.Exit.Cell)
	}
	var buf []topology.Neighbor
	for i := 1; i < len(path); i++ {
		ok := false
		for _, nb := range g.Neighbors(path[i-1], buf[:0]) {
			if nb.Cell == path[i] && m.IsOpen(nb.Edge) {
				ok = true
			}
		}
		if !ok {
			t.Fatalf("solution steps from %d to %d through a wall", path[i-1], path[i])
		}
	}
	if want := maze.Distances(m, m.Entrance.Cell)[m.Exit.Cell] + 1; int32(len(path)) != want {
		t.Fatalf("solution has %d cells, shortest has %d", len(path), want)
	}
}

// checkTerminals fails unless a maze on a grid with no outer wall gets
// no doors and is solved from its start cell to its finish cell.
func checkTerminals(t *testing.T, m *maze.Maze) {
	t.Helper()
	if err := maze.PlaceDoors(m, maze.DoorsAuto); err != nil || m.Entrance.Valid() || m.Exit.Valid() {
		t.Fatalf("doors on a grid with no outer wall: %v %+v %+v", err, m.Entrance, m.Exit)
	}
	a, b := m.Grid.(topology.Terminals).Terminals()
	path := maze.Solve(m)
	if len(path) == 0 || path[0] != a || path[len(path)-1] != b {
		t.Fatalf("solution %v does not run from %d to %d", path, a, b)
	}
}

func TestConformance(t *testing.T) {
	for _, a := range All() {
		t.Run(a.Name, func(t *testing.T) {
			for _, g := range gridsFor(t, a) {
				modes := a.Modes
				if len(modes) == 0 {
					modes = []string{""}
				}
				for _, mode := range modes {
					f, err := a.Make(Options{Mode: mode})
					if err != nil {
						t.Fatalf("Make(mode %q): %v", mode, err)
					}
					for seed := uint64(1); seed <= 4; seed++ {
						name := fmt.Sprintf("%+v/mode=%s/seed=%d", g.Spec(), mode, seed)
						m := maze.New(g)
						if err := f(m, rand.New(rand.NewPCG(seed, 1))); err != nil {
							t.Fatalf("%s: %v", name, err)
						}
						if a.Perfect {
							checkSpanningTree(t, m)
						} else {
							checkConnected(t, m)
						}
						if _, ok := g.(topology.Terminals); ok {
							checkTerminals(t, m)
						} else if g.NumCells() > 1 && !closedTorus(g) {
							if err := maze.PlaceDoors(m, maze.DoorsFarthest); err != nil {
								t.Fatalf("%s: PlaceDoors: %v", name, err)
							}
							checkSolution(t, m)
						}
						m2 := maze.New(g)
						f(m2, rand.New(rand.NewPCG(seed, 1)))
						for e := 0; e < g.NumEdges(); e++ {
							if m.IsOpen(e) != m2.IsOpen(e) {
								t.Fatalf("%s: same seed gave a different maze (edge %d)", name, e)
							}
						}
					}
				}
			}
		})
	}
}

func TestUnsupportedGrid(t *testing.T) {
	hex, err := topology.Build(topology.Spec{Kind: "hex", Width: 4, Height: 4})
	if err != nil {
		t.Skip("no hex grid")
	}
	for _, a := range All() {
		if a.Kinds == nil {
			continue
		}
		err := Run(a.Name, maze.New(hex), rand.New(rand.NewPCG(1, 1)), Options{})
		if err == nil {
			t.Errorf("%s ran on a hex grid, want an error", a.Name)
		}
	}
}

func TestBadModes(t *testing.T) {
	tests := []struct{ algo, mode string }{
		{"growing-tree", "sideways"},
		{"dfs", "newest"},
		{"wilson", "x"},
	}
	for _, tt := range tests {
		a, err := Lookup(tt.algo)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := a.Make(Options{Mode: tt.mode}); err == nil {
			t.Errorf("%s accepted mode %q", tt.algo, tt.mode)
		}
	}
	if _, err := Lookup("nope"); err == nil {
		t.Error("Lookup accepted an unknown name")
	}
}
