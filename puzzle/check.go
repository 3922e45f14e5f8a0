// Options that do not go together, refused before any work.

package puzzle

import (
	"slices"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
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
	{"symmetry", "braid", func(o *Options) (bool, bool) { return o.Symmetry != "", o.Braid > 0 }, "loops are added at random and would break the symmetry"},
	{"unicursal", "doors", func(o *Options) (bool, bool) { return o.Unicursal, o.Doors != "auto" && o.Doors != "" }, "the path has no choices and its own doors"},
	{"starts", "braid", func(o *Options) (bool, bool) { return o.Starts > 1, o.Braid > 0 }, "loops would join the starts' separate trees"},
	{"collect", "braid", func(o *Options) (bool, bool) { return o.Collect > 0, o.Braid > 0 }, "loops would give ways round the things to pick up"},
	{"unicursal", "goal", func(o *Options) (bool, bool) { return o.Unicursal, !exitGoal(o.Goal) }, "the path has its own doors"},
	{"unicursal", "starts", func(o *Options) (bool, bool) { return o.Unicursal, o.Starts > 1 }, "the path has its own doors"},
	{"unicursal", "collect", func(o *Options) (bool, bool) { return o.Unicursal, o.Collect > 0 }, "the path passes every cell"},
	{"doors", "starts", func(o *Options) (bool, bool) { return o.Doors == "none", o.Starts > 1 }, "starts are doors"},
	{"doors", "goal", func(o *Options) (bool, bool) { return o.Doors != "auto" && o.Doors != "", !exitGoal(o.Goal) }, "the way into the middle starts at the border cell farthest from it"},
}

// check refuses options that do not go together or do not apply, and
// work over the budget, before any is done.
func (o *Options) check(format string) error {
	for _, c := range conflicts {
		if a, b := c.set(o); a && b {
			return param.Presentf(c.b, "cannot be combined with %s: %s", c.a, c.why)
		}
	}
	if _, err := o.forms(); err != nil {
		return err
	}
	if !o.forms0().Zero() && Leveled(o.Algorithm) {
		return param.Presentf("algo", "quadtree worlds take no goal, starts or things to collect")
	}
	if !(o.Stairs >= 0 && o.Stairs <= 1) {
		return param.Errorf("stairs", o.Stairs, "want a share above 0 and at most 1 of a floor's rooms")
	}
	if o.Stairs != 0 && o.Stairs != maze.DefaultStairs && !floored(o.Grid.Kind) {
		return param.Presentf("stairs", "applies only to grid %s", topology.OrList(topology.KindsWith("floors")))
	}
	if o.MinRoom != 0 && o.Algorithm != "division" {
		return param.Presentf("min-room", "applies only to algorithm division")
	}
	def := DefaultPicture()
	if sf := o.Picture.ShadeFrom; sf != "" && sf != def.ShadeFrom && o.Picture.Shade != "distance" {
		return param.Presentf("shade-from", "applies only with distance shading")
	}
	if pal := o.Picture.Palette; pal != "" && pal != def.Palette && o.Picture.Shade != "distance" {
		return param.Presentf("palette", "applies only with distance shading")
	}
	for _, l := range []struct{ name, v, def string }{{"start-label", o.Picture.StartLabel, def.StartLabel}, {"finish-label", o.Picture.FinishLabel, def.FinishLabel}} {
		if l.v != l.def && o.Picture.Markers != render.MarkersLabels.String() {
			return param.Presentf(l.name, "applies only with labels at the doors (markers labels)")
		}
	}
	if Leveled(o.Algorithm) && o.Answer {
		return param.Presentf("answer", "does not apply to quadtree worlds; draw the solution instead")
	}
	if err := o.checkTile(); err != nil {
		return err
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
	if o.Picture.Stack && !slices.Contains(topology.KindsWith("floors"), o.Grid.Kind) {
		return param.Presentf("stack", "applies only to grid %s", topology.OrList(topology.KindsWith("floors")))
	}
	if err := checkLinkedFormat(o.Grid.Kind, format); err != nil {
		return err
	}
	return checkBudget(o, format)
}

// checkLinkedFormat refuses a format that cannot show a grid's links
// (stairs between floors are marks, not gaps in a wall): such grids are
// drawn as pictures or written as data.
func checkLinkedFormat(kind, format string) error {
	k, err := topology.Lookup(kind)
	if err != nil || !k.Linked || format == "" {
		return nil
	}
	if f, err := render.LookupFormat(format); err == nil && (f.Draws || f.Data || k.Solid && f.Machine == render.Printer) {
		return nil
	}
	also := ""
	if k.Solid {
		also = ", or printed as stl (stlpng to see it)"
	}
	return param.Textf("format", format, "a %s maze is drawn as png, svg or pdf, or written as json%s", kind, also)
}

// kindOption returns the option that chooses grid kind in place of naming
// it (topology.Kind.Option), or "".
func kindOption(kind string) string {
	k, _ := topology.Lookup(kind)
	return k.Option
}

// checkTile refuses the puzzle options of a grid that wraps both ways: it
// is drawn as a seamless tile with no outer wall, so it has no doors, no
// solution and no room for a title or markers.
func (o *Options) checkTile() error {
	if !o.Grid.Tiles() {
		return nil
	}
	why := "a grid that wraps both ways (wrap xy) is a seamless tile with no doors"
	switch {
	case o.Solution:
		return param.Presentf("solution", "does not apply: %s; give wrap x or y for a maze with a way through", why)
	case o.Answer:
		return param.Presentf("answer", "does not apply: %s; give wrap x or y for a maze with a way through", why)
	case o.Doors != "" && o.Doors != "auto" && o.Doors != "none":
		return param.Presentf("doors", "does not apply: %s; give wrap x or y for a maze with doors", why)
	case o.Difficulty[1] > 0:
		return param.Presentf("difficulty", "does not apply: %s, so nothing to solve", why)
	case o.Picture.Title != "":
		return param.Presentf("title", "does not apply: %s, drawn edge to edge with no room for a title", why)
	case o.Picture.Markers != "" && o.Picture.Markers != "none":
		return param.Presentf("markers", "does not apply: %s", why)
	}
	return nil
}

// exitGoal reports whether goal names the exit door (the default).
func exitGoal(goal string) bool { return goal == "" || goal == "exit" }

// forms returns the forms opts ask for; a bad goal or count is a
// *param.Error naming the option.
func (o *Options) forms() (maze.FormOptions, error) {
	f := o.forms0()
	switch o.Goal {
	case "", "exit", "centre", "center":
	default:
		return f, param.Textf("goal", o.Goal, "want exit or centre (center)")
	}
	if f.Starts < 0 || f.Starts > maze.MaxStarts {
		return f, param.Errorf("starts", f.Starts, "want %d to %d labelled starts (0 for one entrance)", maze.MinStarts, maze.MaxStarts)
	}
	if f.Collect < 0 {
		return f, param.Errorf("collect", f.Collect, "want 0 or more things to pick up")
	}
	return f, nil
}

// forms0 is forms unchecked.
func (o *Options) forms0() maze.FormOptions {
	return maze.FormOptions{Centre: o.Goal == "centre" || o.Goal == "center", Starts: o.Starts, Collect: o.Collect}
}
