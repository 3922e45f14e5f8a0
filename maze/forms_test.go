package maze_test

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

// formsMaze carves a Wilson maze on spec, places automatic doors and gives
// it the forms o asks for.
func formsMaze(t *testing.T, spec topology.Spec, o maze.FormOptions, seed uint64) (*maze.Maze, error) {
	t.Helper()
	g, err := topology.Build(spec)
	if err != nil {
		t.Fatal(err)
	}
	alg, err := generate.Lookup("wilson")
	if err != nil {
		t.Fatal(err)
	}
	carve, err := alg.Make(generate.Options{})
	if err != nil {
		t.Fatal(err)
	}
	m := maze.New(g)
	if err := carve(m, rand.New(rand.NewPCG(seed, 1))); err != nil {
		t.Fatal(err)
	}
	if err := maze.PlaceDoors(m, maze.DoorsAuto); err != nil {
		t.Fatal(err)
	}
	return m, maze.MakeForms(m, o, rand.New(rand.NewPCG(seed, 2)))
}

// components labels every cell with the number of its tree, by a
// breadth-first search over the open passages written here, and returns
// the labels and the number of trees.
func components(m *maze.Maze) ([]int, int) {
	g := m.Grid
	comp := make([]int, g.NumCells())
	for i := range comp {
		comp[i] = -1
	}
	n := 0
	for c := range comp {
		if comp[c] >= 0 {
			continue
		}
		comp[c] = n
		queue := []int{c}
		for len(queue) > 0 {
			x := queue[0]
			queue = queue[1:]
			for _, nb := range g.Neighbors(x, nil) {
				if m.IsOpen(nb.Edge) && comp[nb.Cell] < 0 {
					comp[nb.Cell] = n
					queue = append(queue, nb.Cell)
				}
			}
		}
		n++
	}
	return comp, n
}

var formSpecs = []topology.Spec{
	{Kind: "rect", Width: 12, Height: 10},
	{Kind: "hex", Radius: 5},
	{Kind: "hex", Width: 11, Height: 9},
	{Kind: "polar", Rings: 6},
	{Kind: "tri", Width: 14, Height: 9},
	{Kind: "planar", Width: 10, Height: 8, Layout: "poisson"},
}

// TestStartsForest checks the starts form: the open passages are a forest
// (no loop), exactly one start's tree holds the goal, that start is the
// entrance and the one Right names, every other start has a tree of its
// own, and each other start's tree is more than its own cell.
func TestStartsForest(t *testing.T) {
	for _, spec := range formSpecs {
		for _, centre := range []bool{false, true} {
			for n := maze.MinStarts; n <= maze.MaxStarts; n++ {
				for seed := uint64(1); seed <= 4; seed++ {
					name := fmt.Sprintf("%s/centre=%v/starts=%d/seed=%d", spec.Kind, centre, n, seed)
					m, err := formsMaze(t, spec, maze.FormOptions{Centre: centre, Starts: n}, seed)
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					f := m.Forms
					if len(f.Starts) != n {
						t.Fatalf("%s: %d starts, want %d", name, len(f.Starts), n)
					}
					comp, trees := components(m)
					if open := m.NumOpen(); open != m.Grid.NumCells()-trees {
						t.Fatalf("%s: %d open passages over %d cells in %d trees: a loop", name, open, m.Grid.NumCells(), trees)
					}
					if trees != n {
						t.Errorf("%s: %d trees, want one a start (%d)", name, trees, n)
					}
					_, goal := maze.Ends(m)
					if centre && goal != f.Goal {
						t.Fatalf("%s: the way ends in %d, the goal is %d", name, goal, f.Goal)
					}
					reach := 0
					seen := map[int]bool{}
					for i, d := range f.Starts {
						dist := maze.Distances(m, d.Cell)
						if dist[goal] >= 0 {
							reach++
							if i != f.Right || d != m.Entrance {
								t.Errorf("%s: start %s reaches the goal, but start %s is named", name, maze.StartLabel(i), maze.StartLabel(f.Right))
							}
						}
						if seen[comp[d.Cell]] {
							t.Errorf("%s: start %s shares a tree with another start", name, maze.StartLabel(i))
						}
						seen[comp[d.Cell]] = true
						if len(m.Grid.Border(d.Cell, nil)) == 0 {
							t.Errorf("%s: start %s is not on the border", name, maze.StartLabel(i))
						}
					}
					if reach != 1 {
						t.Errorf("%s: %d starts reach the goal, want 1", name, reach)
					}
					if way := maze.Solve(m); len(way) == 0 || way[0] != f.Starts[f.Right].Cell || way[len(way)-1] != goal {
						t.Errorf("%s: the way %v does not run from the right start to the goal", name, way)
					}
				}
			}
		}
	}
}

// TestGoalCentre checks that the way of a centre-goal maze ends in the
// middle cell (the polar centre, cell 0) and starts at a border door, with
// no exit.
func TestGoalCentre(t *testing.T) {
	for _, spec := range formSpecs {
		m, err := formsMaze(t, spec, maze.FormOptions{Centre: true}, 3)
		if err != nil {
			t.Fatalf("%s: %v", spec.Kind, err)
		}
		want, _ := maze.CentreCell(m.Grid)
		if spec.Kind == "polar" && want != 0 {
			t.Errorf("polar: middle cell %d, want the centre 0", want)
		}
		way := maze.Solve(m)
		if len(way) < 2 || way[len(way)-1] != want || m.Exit.Valid() || !m.Entrance.Valid() {
			t.Errorf("%s: way ends in %v, want %d; exit %v", spec.Kind, way[len(way)-1:], want, m.Exit)
		}
	}
}

// TestCollect checks the collect form: N items on the way, in its order,
// apart from one another and from its ends; N decoys off it.
func TestCollect(t *testing.T) {
	for _, spec := range formSpecs {
		for _, o := range []maze.FormOptions{{Collect: 5}, {Collect: 3, Centre: true, Starts: 3}} {
			m, err := formsMaze(t, spec, o, 5)
			if err != nil {
				t.Fatalf("%s %+v: %v", spec.Kind, o, err)
			}
			way := maze.Solve(m)
			f := m.Forms
			if len(f.Items) != o.Collect || len(f.Decoys) != o.Collect {
				t.Fatalf("%s %+v: %d items, %d decoys, want %d each", spec.Kind, o, len(f.Items), len(f.Decoys), o.Collect)
			}
			last := 0
			for _, c := range f.Items {
				i := slices.Index(way, c)
				if i <= last || i == len(way)-1 {
					t.Errorf("%s %+v: item %d at step %d of %d, after step %d", spec.Kind, o, c, i, len(way), last)
				}
				if i > 0 && i-last < 2 {
					t.Errorf("%s %+v: items at steps %d and %d are side by side", spec.Kind, o, last, i)
				}
				last = i
			}
			for _, c := range f.Decoys {
				if slices.Contains(way, c) || slices.Contains(f.Items, c) {
					t.Errorf("%s %+v: decoy %d is on the way", spec.Kind, o, c)
				}
			}
		}
	}
}

// TestFormsRefused checks that impossible forms are refused with an error
// naming the option.
func TestFormsRefused(t *testing.T) {
	cases := []struct {
		spec  topology.Spec
		o     maze.FormOptions
		field string
	}{
		{topology.Spec{Kind: "rect", Width: 10, Height: 10}, maze.FormOptions{Starts: 9}, "starts"},
		{topology.Spec{Kind: "torus", Width: 10, Height: 10, Wrap: "xy"}, maze.FormOptions{Centre: true}, "goal"},
		{topology.Spec{Kind: "torus", Width: 10, Height: 10, Wrap: "x"}, maze.FormOptions{Centre: true}, "goal"},
		{topology.Spec{Kind: "cube", Width: 4, Height: 4}, maze.FormOptions{Centre: true}, "goal"},
		{topology.Spec{Kind: "cube", Width: 4, Height: 4}, maze.FormOptions{Starts: 3}, "starts"},
		{topology.Spec{Kind: "3d", Width: 4, Height: 4, Floors: 3}, maze.FormOptions{Centre: true}, "goal"},
		{topology.Spec{Kind: "rect", Width: 10, Height: 10}, maze.FormOptions{Collect: 60}, "collect"},
		{topology.Spec{Kind: "rect", Width: 10, Height: 10}, maze.FormOptions{Collect: 40}, "collect"}, // more than the way holds
		{topology.Spec{Kind: "rect", Width: 10, Height: 10}, maze.FormOptions{Collect: -1}, "collect"},
	}
	for _, c := range cases {
		_, err := formsMaze(t, c.spec, c.o, 1)
		var pe *param.Error
		if !errors.As(err, &pe) || pe.Field != c.field {
			t.Errorf("%s %+v: error %v, want one on %q", c.spec.Kind, c.o, err, c.field)
		}
	}
}

// TestFormsJSON checks that JSON names the start, the goal, the starts and
// the items, and reads them back.
func TestFormsJSON(t *testing.T) {
	m, err := formsMaze(t, topology.Spec{Kind: "polar", Rings: 6}, maze.FormOptions{Centre: true, Starts: 3, Collect: 2}, 7)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := maze.WriteJSON(&buf, m, maze.Info{Solution: maze.Solve(m)}); err != nil {
		t.Fatal(err)
	}
	m2, _, err := maze.ReadJSON(bytes.NewReader(buf.Bytes()), nil)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(m2.Forms) != fmt.Sprint(m.Forms) {
		t.Errorf("read back %+v, wrote %+v", m2.Forms, m.Forms)
	}
	for _, key := range []string{`"start":`, `"goal":0`, `"reaches_goal":true`, `"label":"C"`, `"items":[`, `"decoys":[`} {
		if !bytes.Contains(buf.Bytes(), []byte(key)) {
			t.Errorf("JSON lacks %s", key)
		}
	}
	// A cube has no doors; its JSON names the cells the way runs between.
	g, err := topology.Build(topology.Spec{Kind: "cube", Width: 3, Height: 3})
	if err != nil {
		t.Fatal(err)
	}
	cm := maze.New(g)
	s, f := g.(topology.Terminals).Terminals()
	buf.Reset()
	if err := maze.WriteJSON(&buf, cm, maze.Info{}); err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf(`"start":%d,"goal":%d`, s, f); !bytes.Contains(buf.Bytes(), []byte(want)) {
		t.Errorf("cube JSON lacks %s", want)
	}
}

// TestSetStairs checks that a maze on floors keeps a spanning tree and
// gets the number of stairs asked between each pair of floors.
func TestSetStairs(t *testing.T) {
	for _, share := range []float64{maze.DefaultStairs, 0.05, 0.5} {
		for seed := uint64(1); seed <= 3; seed++ {
			m, _ := formsMaze(t, topology.Spec{Kind: "3d", Width: 8, Height: 8, Floors: 4}, maze.FormOptions{}, seed)
			maze.SetStairs(m, share, rand.New(rand.NewPCG(seed, 3)))
			g := m.Grid
			fl := g.(topology.Floored)
			if _, trees := components(m); trees != 1 || m.NumOpen() != g.NumCells()-1 {
				t.Fatalf("share %v seed %d: %d trees, %d passages: not a spanning tree", share, seed, trees, m.NumOpen())
			}
			per := make([]int, fl.Floors()-1)
			m.OpenEdges(func(e int) {
				a, b := g.Ends(e)
				if fl.Floor(a) != fl.Floor(b) {
					per[min(fl.Floor(a), fl.Floor(b))]++
				}
			})
			want := maze.StairTarget(share, 64)
			for f, k := range per {
				if k != want {
					t.Errorf("share %v seed %d: %d stairs between floors %d and %d, want %d", share, seed, k, f+1, f+2, want)
				}
			}
		}
	}
}
