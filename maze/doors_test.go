package maze_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/mask"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// doorGrids are the grid kinds the door rule is tested on, small so that a
// thousand seeds of each run in about a second.
var doorGrids = []struct {
	name string
	spec topology.Spec
}{
	{"rect", topology.Spec{Kind: "rect", Width: 12, Height: 9}},
	{"rect-tall", topology.Spec{Kind: "rect", Width: 5, Height: 14}},
	{"hex", topology.Spec{Kind: "hex", Width: 9, Height: 7}},
	{"hex-flat", topology.Spec{Kind: "hex", Width: 9, Height: 7, Flat: true}},
	{"hexagon", topology.Spec{Kind: "hex", Radius: 4}},
	{"hexagon-flat", topology.Spec{Kind: "hex", Radius: 4, Flat: true}},
	{"tri", topology.Spec{Kind: "tri", Width: 14, Height: 8}},
	{"polar", topology.Spec{Kind: "polar", Rings: 5}},
	{"planar", topology.Spec{Kind: "planar", Width: 10, Height: 8, Cells: 80, Layout: "poisson"}},
	{"planar-triangles", topology.Spec{Kind: "planar", Width: 10, Height: 8, Cells: 40, Layout: "triangles"}},
	{"mask-circle", topology.Spec{Kind: "mask", Base: "rect", Shape: "circle", Width: 12, Height: 12}},
	{"mask-heart", topology.Spec{Kind: "mask", Base: "rect", Shape: "heart", Width: 14, Height: 12}},
	{"mask-star", topology.Spec{Kind: "mask", Base: "hex", Shape: "star", Width: 16, Height: 16}},
	{"mask-text", topology.Spec{Kind: "mask", Base: "rect", Text: "HI", Width: 24, Height: 10}},
}

// borderDiameter returns the longest path, in steps, between two border
// cells of the perfect maze m: on a tree the border cell farthest from any
// border cell is one end of such a path.
func borderDiameter(m *maze.Maze, border []int) int {
	far := func(from int) (int, int32) {
		d := maze.Distances(m, from)
		best := from
		for _, c := range border {
			if d[c] > d[best] {
				best = c
			}
		}
		return best, d[best]
	}
	a, _ := far(border[0])
	_, d := far(a)
	return int(d)
}

// bruteBorderDiameter is borderDiameter by a search from every border cell.
func bruteBorderDiameter(m *maze.Maze, border []int) int {
	best := int32(0)
	for _, a := range border {
		d := maze.Distances(m, a)
		for _, b := range border {
			best = max(best, d[b])
		}
	}
	return int(best)
}

func quantiles(xs []float64) string {
	s := slices.Clone(xs)
	sort.Float64s(s)
	q := func(f float64) float64 { return s[int(f*float64(len(s)-1))] }
	return fmt.Sprintf("min %.2f  p10 %.2f  median %.2f  p90 %.2f  max %.2f", q(0), q(0.1), q(0.5), q(0.9), q(1))
}

// TestAutoDoors checks the door rule a puzzle maker would accept, over a
// thousand seeds of every grid kind: the doors are two border cells that
// are not neighbours, their openings are at least half the shorter side of
// the bounds apart, and the solution is long: median at least 0.8 and
// minimum at least 0.5 of the longest path between two border cells.
func TestAutoDoors(t *testing.T) {
	seeds := 1000
	if testing.Short() {
		seeds = 100
	}
	algos := []string{"dfs", "kruskal", "wilson"}
	for _, gk := range doorGrids {
		t.Run(gk.name, func(t *testing.T) {
			var ratios, apart []float64
			var nb []topology.Neighbor
			var g topology.Grid
			for seed := range seeds {
				if spec := gk.spec; seed == 0 || (spec.Kind == "planar" && seed%10 == 0) {
					spec.Seed = uint64(seed) // planar: a new point layout every ten seeds
					var err error
					if g, err = mask.Build(spec); err != nil { // every kind; text masks need package mask
						t.Fatal(err)
					}
				}
				m := maze.New(g)
				algo := algos[seed%len(algos)]
				if err := generate.Run(algo, m, rand.New(rand.NewPCG(uint64(seed), 1)), generate.Options{}); err != nil {
					t.Fatal(err)
				}
				if err := maze.PlaceDoors(m, maze.DoorsAuto); err != nil {
					t.Fatal(err)
				}
				a, b := m.Entrance.Cell, m.Exit.Cell
				if a == b {
					t.Fatalf("seed %d: both doors on cell %d", seed, a)
				}
				for _, n := range g.Neighbors(a, nb[:0]) {
					if n.Cell == b {
						t.Fatalf("seed %d (%s): doors on neighbouring cells %d and %d", seed, algo, a, b)
					}
				}
				box := g.Bounds()
				short := math.Min(box.Dx(), box.Dy())
				e := topology.Dist(maze.DoorPoint(g, m.Entrance), maze.DoorPoint(g, m.Exit))
				if e < short/2-1e-9 {
					t.Fatalf("seed %d (%s): door openings %.2f apart, want at least %.2f (half the shorter side)", seed, algo, e, short/2)
				}
				border := maze.BorderCells(g)
				diam := borderDiameter(m, border)
				if seed < 20 {
					if brute := bruteBorderDiameter(m, border); brute != diam {
						t.Fatalf("seed %d: border diameter %d, brute force %d", seed, diam, brute)
					}
				}
				sol := maze.Solve(m)
				ratios = append(ratios, float64(len(sol)-1)/float64(diam))
				apart = append(apart, e/short)
			}
			t.Logf("%-16s solution / longest border path: %s", gk.name, quantiles(ratios))
			t.Logf("%-16s door distance / shorter side:   %s", gk.name, quantiles(apart))
			s := slices.Clone(ratios)
			sort.Float64s(s)
			if med := s[len(s)/2]; med < 0.8 {
				t.Errorf("median solution is %.2f of the longest border path, want at least 0.8", med)
			}
			if s[0] < 0.5 {
				t.Errorf("shortest solution is %.2f of the longest border path, want at least 0.5", s[0])
			}
		})
	}
}

// TestSetDoorsRejects checks that explicit doors must be two different
// border cells and that the error names the cells.
func TestSetDoorsRejects(t *testing.T) {
	g, _ := topology.NewRect(5, 5)
	m := maze.New(g)
	for _, tc := range []struct {
		a, b int
		want string
	}{
		{0, 0, "0,0"},
		{3, 3, "3,3"},
		{0, 12, "cell 12 is not on the border"},
		{30, 4, "cell 30 is out of range"},
		{-1, 4, "cell -1 is out of range"},
	} {
		err := maze.SetDoors(m, tc.a, tc.b)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("SetDoors(%d, %d) = %v, want an error with %q", tc.a, tc.b, err, tc.want)
		}
	}
	if err := maze.SetDoors(m, 0, 24); err != nil || m.Entrance.Cell != 0 || m.Exit.Cell != 24 {
		t.Errorf("SetDoors(0, 24) = %v, doors %v %v", err, m.Entrance, m.Exit)
	}
}

// TestBraidKeepsDoors checks that braiding a maze whose doors were placed on
// the perfect maze keeps them, and that the solution of a fully braided
// maze does not hug the outer wall: over 200 mazes the share of its cells
// on the border stays below 1.5 times the share of border cells in the
// grid (0.19 on 20x20).
func TestBraidKeepsDoors(t *testing.T) {
	g, _ := topology.NewRect(20, 20)
	borderShare := float64(len(maze.BorderCells(g))) / float64(g.NumCells())
	var share float64
	const seeds = 200
	for seed := range seeds {
		m := maze.New(g)
		generate.Run("wilson", m, rand.New(rand.NewPCG(uint64(seed), 1)), generate.Options{})
		maze.PlaceDoors(m, maze.DoorsAuto)
		in, out := m.Entrance, m.Exit
		maze.Braid(m, 1, rand.New(rand.NewPCG(uint64(seed), 2)))
		if m.Entrance != in || m.Exit != out {
			t.Fatalf("seed %d: braiding moved the doors from %v %v to %v %v", seed, in, out, m.Entrance, m.Exit)
		}
		if n := len(maze.DeadEnds(m)); n != 0 {
			t.Fatalf("seed %d: %d dead ends left after Braid(1)", seed, n)
		}
		sol := maze.Solve(m)
		on := 0
		for _, c := range sol {
			if x, y := g.XY(c); x == 0 || y == 0 || x == 19 || y == 19 {
				on++
			}
		}
		share += float64(on) / float64(len(sol))
	}
	share /= seeds
	t.Logf("solution cells on the border: %.2f (border cells: %.2f of the grid)", share, borderShare)
	if share > 1.5*borderShare {
		t.Errorf("solution runs along the border: %.2f of its cells, want at most %.2f", share, 1.5*borderShare)
	}
}

// TestAutoDoorsLoops checks the auto rule on passages that are not a tree:
// a braided maze, and a 3x3 grid with as many passages as a tree would have
// but a loop and a cell cut off, where the walk that trusts the count of
// passages must notice the loop and start again.
func TestAutoDoorsLoops(t *testing.T) {
	g, _ := topology.NewRect(3, 3)
	m := maze.New(g)
	for _, p := range [][2]int{{0, 1}, {1, 4}, {4, 3}, {3, 0}, {1, 2}, {2, 5}, {4, 7}, {7, 8}} {
		for _, nb := range g.Neighbors(p[0], nil) {
			if nb.Cell == p[1] {
				m.Open(nb.Edge)
			}
		}
	}
	if m.NumOpen() != g.NumCells()-1 {
		t.Fatalf("%d passages", m.NumOpen())
	}
	if err := maze.PlaceDoors(m, maze.DoorsAuto); err != nil {
		t.Fatal(err)
	}
	if sol := maze.Solve(m); m.Entrance.Cell == m.Exit.Cell || len(sol) < 2 {
		t.Errorf("doors %v %v, solution %v", m.Entrance, m.Exit, sol)
	}
	for _, grid := range []topology.Grid{g, mustHex(t)} {
		b := maze.New(grid)
		generate.DFS(b, rand.New(rand.NewPCG(5, 5)))
		maze.Braid(b, 0.5, rand.New(rand.NewPCG(5, 6)))
		if err := maze.PlaceDoors(b, maze.DoorsAuto); err != nil || b.Entrance.Cell == b.Exit.Cell {
			t.Errorf("braided %v: %v, doors %v %v", grid.Spec(), err, b.Entrance, b.Exit)
		}
	}
}

func mustHex(t *testing.T) topology.Grid {
	h, err := topology.NewHex(8, 6, false)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// TestDoorsOnCylinder checks doors on grids whose left and right sides
// join: "opposite" puts them on the top and bottom (the only outer walls),
// and no rule puts them close together across the seam, where the way
// between them would be a few cells.
func TestDoorsOnCylinder(t *testing.T) {
	for _, kind := range []string{"torus", "hextorus"} {
		g, err := topology.Build(topology.Spec{Kind: kind, Width: 16, Height: 10, Wrap: "x"})
		if err != nil {
			t.Fatal(err)
		}
		for _, mode := range []maze.DoorMode{maze.DoorsOpposite, maze.DoorsAuto} {
			shortest := g.NumCells()
			for seed := range 50 {
				m := maze.New(g)
				if err := generate.Run("wilson", m, rand.New(rand.NewPCG(uint64(seed), 3)), generate.Options{}); err != nil {
					t.Fatal(err)
				}
				if err := maze.PlaceDoors(m, mode); err != nil {
					t.Fatal(err)
				}
				pa, pb := maze.DoorPoint(g, m.Entrance), maze.DoorPoint(g, m.Exit)
				if mode == maze.DoorsOpposite && math.Abs(pa.Y-pb.Y) < g.Bounds().Dy()-1 {
					t.Fatalf("%s seed %d: opposite doors at %v and %v, want one on the top and one on the bottom", kind, seed, pa, pb)
				}
				shortest = min(shortest, len(maze.Solve(m)))
			}
			if shortest < 10 {
				t.Errorf("%s wrap x, doors %s: a solution of %d cells, want the doors apart (10 rows between top and bottom)", kind, mode, shortest)
			}
		}
	}
}
