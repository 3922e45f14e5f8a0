// Cylinder puzzle boxes: the maze carved round a cup, written to STL.

package puzzle

import (
	"io"
	"math"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/stream"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// BoxOptions describe a cylinder puzzle box.
type BoxOptions struct {
	render.BoxOptions
	Seed uint64 // the maze's seed
	// Part is the part to write: "inner", "sleeve" or "lid"; "" for all
	// three side by side.
	Part string
}

// Box carves the maze of a puzzle box and lays out its grooves. A size
// out of range is a *param.Error naming the option ("diameter",
// "height", "clearance", "nozzle" or "part").
func Box(o BoxOptions) (*render.BoxMaze, error) {
	for _, f := range []struct {
		name     string
		v        float64
		min, max float64
	}{{"diameter", o.Diameter, 20, 300}, {"height", o.Height, 20, 300}, {"clearance", o.Clearance, 0.05, 1}, {"nozzle", o.Nozzle, 0.1, 1.2}} {
		if !(f.v >= f.min && f.v <= f.max) || math.IsNaN(f.v) {
			return nil, param.Errorf(f.name, f.v, "want from %g to %g mm", f.min, f.max)
		}
	}
	if o.Part != "" {
		ok := false
		for _, p := range render.BoxParts {
			ok = ok || p == o.Part
		}
		if !ok {
			return nil, param.Textf("part", o.Part, "want inner, sleeve or lid (or none for all three)")
		}
	}
	p, err := render.PlanBox(o.BoxOptions)
	if err != nil {
		field := "diameter"
		if p.Columns >= 3 && p.RBore >= 3 {
			field = "height"
		}
		return nil, param.Textf(field, "", "%v", err)
	}
	g, err := topology.NewWrapped("rect", p.Columns, p.Rows, "x")
	if err != nil {
		return nil, err
	}
	m := maze.New(g)
	if err := generate.Run("wilson", m, stream.New(o.Seed, stream.Carve), generate.Options{}); err != nil {
		return nil, err
	}
	// Entered from the rim above the first column; closed with the nub in
	// the bottom-row cell farthest along the maze from there.
	entrance := 0
	dist := maze.Distances(m, entrance)
	home := (p.Rows - 1) * p.Columns
	for c := home; c < p.Rows*p.Columns; c++ {
		if dist[c] > dist[home] {
			home = c
		}
	}
	return render.NewBoxMaze(p, m, entrance, home)
}

// WriteBox makes the puzzle box o describes and writes it to w as STL.
func WriteBox(w io.Writer, o BoxOptions) error {
	b, err := Box(o)
	if err != nil {
		return err
	}
	return render.WriteBoxSTL(w, b, o.Part)
}
