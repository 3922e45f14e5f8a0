package maze_test

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
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
