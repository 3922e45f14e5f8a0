package maze_test

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/mask"
	"github.com/mazekit/mazekit/maze"
)

// TestJSONGeometry checks that a program can draw from the JSON: every
// cell's centre, the bounds, and each door's opening (the middle of the
// outer wall it is cut through, which lies on that wall) in grid units.
func TestJSONGeometry(t *testing.T) {
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-5 }
	for _, gk := range doorGrids {
		g, err := mask.Build(gk.spec)
		if err != nil {
			t.Fatal(err)
		}
		m := maze.New(g)
		generate.Run("dfs", m, rand.New(rand.NewPCG(1, 1)), generate.Options{})
		maze.PlaceDoors(m, maze.DoorsAuto)
		var buf bytes.Buffer
		if err := maze.WriteJSON(&buf, m, maze.Info{Algorithm: "dfs", Seed: 1}); err != nil {
			t.Fatal(err)
		}
		var doc maze.Document
		if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
			t.Fatalf("%s: %v", gk.name, err)
		}
		if len(doc.Centers) != g.NumCells() {
			t.Fatalf("%s: %d centres for %d cells", gk.name, len(doc.Centers), g.NumCells())
		}
		box := g.Bounds()
		if !near(doc.Bounds[0], box.Min.X) || !near(doc.Bounds[3], box.Max.Y) {
			t.Errorf("%s: bounds %v, want %v", gk.name, doc.Bounds, box)
		}
		for c, p := range doc.Centers {
			if q := g.Center(c); !near(p[0], q.X) || !near(p[1], q.Y) {
				t.Fatalf("%s: centre of cell %d is %v, want %v", gk.name, c, p, q)
			}
		}
		if len(doc.Doors) != 2 {
			t.Fatalf("%s: %d doors", gk.name, len(doc.Doors))
		}
		for i, d := range []maze.Door{m.Entrance, m.Exit} {
			o := doc.Doors[i]
			p := maze.DoorPoint(g, d)
			if o.Cell != d.Cell || o.Side != d.Side || !near(o.X, p.X) || !near(o.Y, p.Y) {
				t.Errorf("%s: door %+v, want cell %d side %d at %v", gk.name, o, d.Cell, d.Side, p)
			}
			w := g.Border(d.Cell, nil)[d.Side]
			if !near(o.Wall[0][0], w.A.X) || !near(o.Wall[1][1], w.B.Y) || (o.ArcCenter != nil) != w.Arc {
				t.Errorf("%s: door wall %v %v, want %+v", gk.name, o.Wall, o.ArcCenter, w)
			}
			if !w.Arc && !near(o.X, (w.A.X+w.B.X)/2) {
				t.Errorf("%s: opening %v is not the middle of its wall %+v", gk.name, o, w)
			}
		}
	}
}

// TestReadJSONRoundTrip checks that ReadJSON gives back the maze WriteJSON
// wrote, on every kind of grid: the same passages, doors and solution, and
// the same bytes when written again.
func TestReadJSONRoundTrip(t *testing.T) {
	for _, gk := range doorGrids {
		g, err := mask.Build(gk.spec)
		if err != nil {
			t.Fatal(err)
		}
		m := maze.New(g)
		if err := generate.Run("dfs", m, rand.New(rand.NewPCG(2, 2)), generate.Options{}); err != nil {
			t.Fatal(err)
		}
		if err := maze.PlaceDoors(m, maze.DoorsAuto); err != nil {
			t.Fatal(err)
		}
		info := maze.Info{Algorithm: "dfs", Seed: 2, Solution: maze.Solve(m)}
		var first bytes.Buffer
		if err := maze.WriteJSON(&first, m, info); err != nil {
			t.Fatal(err)
		}
		back, binfo, err := maze.ReadJSON(bytes.NewReader(first.Bytes()), mask.Build)
		if err != nil {
			t.Fatalf("%s: %v", gk.name, err)
		}
		if back.Entrance != m.Entrance || back.Exit != m.Exit || back.NumOpen() != m.NumOpen() {
			t.Errorf("%s: read back doors %v %v and %d passages, wrote %v %v and %d", gk.name,
				back.Entrance, back.Exit, back.NumOpen(), m.Entrance, m.Exit, m.NumOpen())
		}
		var second bytes.Buffer
		if err := maze.WriteJSON(&second, back, binfo); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(first.Bytes(), second.Bytes()) {
			t.Errorf("%s: writing the maze read back gives other bytes", gk.name)
		}
	}
}

// TestReadJSONRefusesEdits checks that a hand-edited maze file is refused
// with a message naming what is wrong.
func TestReadJSONRefusesEdits(t *testing.T) {
	good := `{"grid":{"kind":"rect","width":3,"height":2},"algorithm":"wilson","seed":1,"cells":6,` +
		`"edges":[[0,1],[1,2],[3,4],[4,5],[0,3],[1,4],[2,5]],"open":[[0,1],[1,2],[3,4],[0,3],[2,5]],` +
		`"entrance":3,"exit":5,"doors":[{"cell":3,"side":0},{"cell":5,"side":1}],"solution":[3,0,1,2,5]}`
	if _, _, err := maze.ReadJSON(strings.NewReader(good), nil); err != nil {
		t.Fatalf("a good document was refused: %v", err)
	}
	for _, c := range []struct{ from, to, want string }{
		{`"width":3`, `"width":4`, "cells"},
		{`"open":[[0,1]`, `"open":[[0,2]`, "not an edge"},
		{`[3,0,1,2,5]`, `[3,4,5]`, "does not go through a passage"},
		{`{"cell":5,"side":1}`, `{"cell":5,"side":7}`, "outer walls"},
		{`"exit":5`, `"exit":4`, "do not match"},
		{`"cells":6,`, `"cells":6`, "maze JSON"},
	} {
		doc := strings.Replace(good, c.from, c.to, 1)
		_, _, err := maze.ReadJSON(strings.NewReader(doc), nil)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("with %s for %s: error %v, want one naming %q", c.to, c.from, err, c.want)
		}
	}
}
