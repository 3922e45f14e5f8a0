package maze_test

import (
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/mask"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// pocketGrids are shapes with concave pockets in their outline (letters,
// a heart's cleft, a star's inner corners) on every mask base, and long
// rectangles whose doors used to share a long side.
var pocketGrids = []struct {
	name string
	spec topology.Spec
}{
	{"text-MAZE", topology.Spec{Kind: "mask", Base: "rect", Text: "MAZE", Width: 40, Height: 12}},
	{"text-MAZE-hex", topology.Spec{Kind: "mask", Base: "hex", Text: "MAZE", Width: 40, Height: 12}},
	{"heart-rect", topology.Spec{Kind: "mask", Base: "rect", Shape: "heart", Width: 20, Height: 18}},
	{"heart-hex", topology.Spec{Kind: "mask", Base: "hex", Shape: "heart", Width: 20, Height: 18}},
	{"heart-tri", topology.Spec{Kind: "mask", Base: "tri", Shape: "heart", Width: 30, Height: 18}},
	{"star-rect", topology.Spec{Kind: "mask", Base: "rect", Shape: "star", Width: 20, Height: 20}},
	{"star-hex", topology.Spec{Kind: "mask", Base: "hex", Shape: "star", Width: 20, Height: 20}},
	{"star-tri", topology.Spec{Kind: "mask", Base: "tri", Shape: "star", Width: 30, Height: 20}},
	{"circle-tri", topology.Spec{Kind: "mask", Base: "tri", Shape: "circle", Width: 20, Height: 14}},
	{"rect-30x10", topology.Spec{Kind: "rect", Width: 30, Height: 10}},
	{"rect-10x30", topology.Spec{Kind: "rect", Width: 10, Height: 30}},
	{"planar", topology.Spec{Kind: "planar", Width: 14, Height: 10, Cells: 140, Layout: "poisson"}},
}

// TestDoorsOutOfPockets checks the auto door rule over a thousand seeds of
// shapes with pockets: no door deeper than maze.PocketDepth cells inside the
// convex hull of the outline, and the two doors at least
// maze.MinBorderShare of the hull's perimeter apart along it (on a 30x10
// rectangle: never both on one long side).
func TestDoorsOutOfPockets(t *testing.T) {
	seeds := 1000
	if testing.Short() {
		seeds = 60
	}
	algos := []string{"wilson", "dfs", "kruskal"}
	for _, gk := range pocketGrids {
		t.Run(gk.name, func(t *testing.T) {
			var g topology.Grid
			var hull *maze.Hull
			inPocket, close, sameSide := 0, 0, 0
			for seed := range seeds {
				if seed == 0 || (gk.spec.Kind == "planar" && seed%10 == 0) {
					spec := gk.spec
					spec.Seed = uint64(seed)
					var err error
					if g, err = mask.Build(spec); err != nil {
						t.Fatal(err)
					}
					hull = maze.OutlineHull(g)
				}
				m := maze.New(g)
				if err := generate.Run(algos[seed%len(algos)], m, rand.New(rand.NewPCG(uint64(seed), 7)), generate.Options{}); err != nil {
					t.Fatal(err)
				}
				if err := maze.PlaceDoors(m, maze.DoorsAuto); err != nil {
					t.Fatal(err)
				}
				pa, pb := maze.DoorPoint(g, m.Entrance), maze.DoorPoint(g, m.Exit)
				if hull.InPocket(pa) || hull.InPocket(pb) {
					inPocket++
				}
				if hull.Along(pa, pb) < maze.MinBorderShare-1e-9 || hull.SameSide(pa, pb) {
					close++
				}
				if r, ok := g.(*topology.Rect); ok {
					long := func(p topology.Point) int {
						switch {
						case r.W >= r.H && p.Y == 0:
							return 1
						case r.W >= r.H && p.Y == float64(r.H):
							return 2
						case r.W < r.H && p.X == 0:
							return 3
						case r.W < r.H && p.X == float64(r.W):
							return 4
						}
						return 0
					}
					if s := long(pa); s != 0 && s == long(pb) {
						sameSide++
					}
				}
			}
			t.Logf("%-14s %d seeds: %d with a door in a pocket, %d with doors under %.2f of the perimeter apart or on one hull side, %d on one long side",
				gk.name, seeds, inPocket, close, maze.MinBorderShare, sameSide)
			if inPocket > 0 || close > 0 || sameSide > 0 {
				t.Errorf("%d of %d seeds put a door in a pocket, %d put the doors close along the border, %d on one long side", inPocket, seeds, close, sameSide)
			}
		})
	}
}

// TestPocketRule checks the pocket measure itself: on a rectangle no border
// door is in a pocket, and the notch between the legs of an M is one.
func TestPocketRule(t *testing.T) {
	r, _ := topology.NewRect(12, 5)
	h := maze.OutlineHull(r)
	for _, c := range maze.BorderCells(r) {
		d, _ := maze.DoorAt(r, c)
		if p := maze.DoorPoint(r, d); h.InPocket(p) {
			t.Errorf("rect cell %d: door at %v counted in a pocket (depth %.2f)", c, p, h.Depth(p))
		}
	}
	g, err := mask.Build(topology.Spec{Kind: "mask", Base: "rect", Text: "M", Width: 12, Height: 12})
	if err != nil {
		t.Fatal(err)
	}
	h = maze.OutlineHull(g)
	deepest := 0.0
	for _, c := range maze.BorderCells(g) {
		d, _ := maze.DoorAt(g, c)
		deepest = max(deepest, h.Depth(maze.DoorPoint(g, d)))
	}
	if deepest <= maze.PocketDepth {
		t.Errorf("the deepest door of an M is %.2f cells inside its hull, want a pocket deeper than %.1f", deepest, maze.PocketDepth)
	}
}
