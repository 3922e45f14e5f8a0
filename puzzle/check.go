// Options that do not go together, refused before any work.

package puzzle

import (
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

// conflicts lists options that cannot be given together, and why.
var conflicts = []struct {
	a, b string
	set  func(o *Options) (bool, bool)
	why  string
}{
	{"weave", "braid", func(o *Options) (bool, bool) { return o.Weave > 0 || kindOption(o.Grid.Kind) == "weave", o.Braid > 0 }, "loops would break the bridges"},
	{"unicursal", "braid", func(o *Options) (bool, bool) { return o.Unicursal, o.Braid > 0 }, "the path has no choices and its own doors"},
	{"unicursal", "weave", func(o *Options) (bool, bool) { return o.Unicursal, o.Weave > 0 }, "the path has no choices and its own doors"},
	{"unicursal", "doors", func(o *Options) (bool, bool) { return o.Unicursal, o.Doors != "auto" && o.Doors != "" }, "the path has no choices and its own doors"},
}

// check refuses options that do not go together or do not apply, and
// work over the budget, before any is done.
func (o *Options) check(format string) error {
	for _, c := range conflicts {
		if a, b := c.set(o); a && b {
			return param.Presentf(c.b, "cannot be combined with %s: %s", c.a, c.why)
		}
	}
	if o.MinRoom != 0 && o.Algorithm != "division" {
		return param.Presentf("min-room", "applies only to algorithm division")
	}
	if sf := o.Picture.ShadeFrom; sf != "" && sf != DefaultPicture().ShadeFrom && o.Picture.Shade != "distance" {
		return param.Presentf("shade-from", "applies only with distance shading")
	}
	if Leveled(o.Algorithm) && o.Answer {
		return param.Presentf("answer", "does not apply to quadtree worlds; draw the solution instead")
	}
	if fabFormat(format) && o.Picture.Paper != "" {
		return param.Presentf("paper", "applies to PDF pictures; a %s file is sized by cell-mm (millimetres a cell)", format)
	}
	if fabFormat(format) && o.Picture.Margin != DefaultPicture().Margin {
		return param.Presentf("margin", "applies to pictures; a %s file has a fixed margin of its own", format)
	}
	if err := checkCells(o.Grid); err != nil {
		return err
	}
	return checkBudget(o, format)
}

// kindOption returns the option that chooses grid kind in place of naming
// it (topology.Kind.Option), or "".
func kindOption(kind string) string {
	k, _ := topology.Lookup(kind)
	return k.Option
}
