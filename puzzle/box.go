//go:build !js || !wasm

// Cylinder puzzle boxes: the maze carved round a cup, written to STL.

package puzzle

import (
	"image/png"
	"io"
	"math"
	"slices"

	"github.com/mazekit/mazekit/fab"
	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/stream"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// BoxOptions describe a cylinder puzzle box.
type BoxOptions struct {
	fab.BoxOptions
	Seed uint64 // the maze's seed
	// Part is the part to write: "inner", "sleeve" or "lid"; "" for all
	// three side by side.
	Part string
}

// Box carves the maze of a puzzle box and lays out its grooves. A size
// out of range is a *param.Error naming the option ("diameter",
// "height", "clearance", "nozzle" or "part").
func Box(o BoxOptions) (*fab.BoxMaze, error) {
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
		for _, p := range fab.BoxParts() {
			ok = ok || p == o.Part
		}
		if !ok {
			return nil, param.Textf("part", o.Part, "want inner, sleeve or lid (or none for all three)")
		}
	}
	p, err := fab.PlanBox(o.BoxOptions)
	if err != nil && (p.Columns < 3 || p.RBore < 3) {
		return nil, param.Errorf("diameter", o.Diameter, "too narrow for a maze at this nozzle and clearance")
	} else if err != nil {
		return nil, param.Errorf("height", o.Height, "too low for two rows of maze")
	}
	g, err := topology.NewWrapped("rect", p.Columns, p.Rows-1, "x")
	if err != nil {
		return nil, err
	}
	// The box closes in one place, the pocket below the home cell: the
	// way there runs through the maze's deepest part, at least half as far
	// as the nub can go. Seeds derived from o.Seed are carved, and each
	// top-row cell tried as the entrance, until a pair keeps that; else
	// the deepest found.
	var best *maze.Maze
	bestE, bestH, bestR := 0, 0, -1.0
	for k := range 16 {
		s := o.Seed
		if k > 0 {
			s = o.Seed ^ uint64(k)*0x9E3779B97F4A7C15
		}
		m := maze.New(g)
		if err := generate.Run("wilson", m, stream.New(s, stream.Carve), generate.Options{}); err != nil {
			return nil, err
		}
		for e := 0; e < p.Columns; e++ {
			d := fab.BoxTravel(p, m, e)
			h, far := (p.Rows-2)*p.Columns, 0.0
			for c, x := range d {
				far = max(far, x)
				if c >= (p.Rows-2)*p.Columns && x > d[h] {
					h = c
				}
			}
			if r := (d[h] + p.Pitch) / max(far, d[h]+p.Pitch); r > bestR {
				best, bestE, bestH, bestR = m, e, h, r
			}
		}
		if bestR >= MinBoxDepth {
			break
		}
	}
	return fab.NewBoxMaze(p, best, bestE, bestH)
}

// MinBoxDepth is the least share of the nub's longest way into the maze
// that the way to the closed position runs.
const MinBoxDepth = 0.5

// BoxFormats are the formats WriteBox writes: the parts as STL, or a
// picture of the three parts side by side as PNG.
var boxFormats = []string{"stl", "png"}

// BoxFormats lists the formats WriteBox writes (a new slice each call).
func BoxFormats() []string { return slices.Clone(boxFormats) }

// WriteBox makes the puzzle box o describes and writes it to w in format,
// one of BoxFormats.
func WriteBox(w io.Writer, o BoxOptions, format string) error {
	f, _ := render.LookupFormat(format)
	if f.Raster && o.Part != "" {
		return param.Presentf("part", "applies only to STL: the picture shows the three parts")
	}
	b, err := Box(o)
	if err != nil {
		return err
	}
	if f.Raster {
		img, err := fab.BoxView(b, 1200)
		if err != nil {
			return err
		}
		return png.Encode(w, img)
	}
	return fab.WriteBoxSTL(w, b, o.Part)
}

// BoxHelp is the help text of a front end that makes puzzle boxes.
const BoxHelp = `A cylinder puzzle box to 3D print, as STL in millimetres: an inner cup with
a maze cut into its outside (the maze wraps round the cup), a sleeve with a
nub inside that rides in the maze, and a lid that plugs into the sleeve's
top. Slide the sleeve down over the cup with the nub in the gap at the rim,
follow the maze down to the one pocket that goes lower than the rest, click
the nub over the ridge at its mouth, and the box is closed; to open it, find
the way back. Each part is a closed mesh that prints without supports: the
cup upright, the sleeve on the end the lid closes, the lid on its disc.

Without --part the three parts are written side by side in one file; -o
box.png draws them instead.

Examples:
  mazekit puzzlebox -o box.stl
  mazekit puzzlebox --diameter 60 --height 80 --clearance 0.4 --seed 7 -o big.stl
  mazekit puzzlebox --part sleeve -o sleeve.stl`

// BoxField is one size of a puzzle box as a front end offers it.
type BoxField struct {
	Name, Usage string
	Value       *float64
}

// Fields returns the sizes of o a front end binds, with their help.
func (o *BoxOptions) Fields() []BoxField {
	return []BoxField{
		{"diameter", "outside diameter of the box, mm (20 to 300)", &o.Diameter},
		{"height", "height of the closed box, lid included, mm (20 to 300)", &o.Height},
		{"clearance", "gap between the parts that slide, mm (0.05 to 1)", &o.Clearance},
		{"nozzle", "printer nozzle width, mm: walls and nub are sized from it (0.1 to 1.2)", &o.Nozzle},
	}
}

// DefaultBox returns the options of a 50 × 60 mm box for a 0.4 mm nozzle.
func DefaultBox() BoxOptions { return BoxOptions{BoxOptions: fab.BoxDefaults()} }
