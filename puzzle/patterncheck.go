// Pattern options that do not apply to the chosen kind, or do not go
// together, refused before any work.

package puzzle

import (
	"strings"

	"github.com/mazekit/mazekit/param"
)

// check refuses options set (away from their defaults) that do not apply
// to o.Kind, and options that do not go together.
func (o *PatternOptions) check() error {
	d := DefaultPattern(o.Kind)
	const tenPrint, automata, notLabyrinth = "10print", "maze-ca mazectric", "10print maze-ca mazectric truchet"
	const truchet, regions = "truchet", "10print truchet"
	only := []struct {
		field string
		set   bool
		kinds string
	}{
		{"bias", o.Bias != d.Bias, tenPrint}, {"style", o.Style != d.Style, tenPrint}, {"fill", o.Fill != d.Fill, regions},
		{"tile", o.Tile != d.Tile, tenPrint}, {"palette", o.Palette != d.Palette, regions},
		{"grid", o.Grid != d.Grid, truchet}, {"scales", o.Scales != d.Scales, truchet},
		{"rule", o.Rule != "", automata}, {"density", o.Density != d.Density, automata}, {"seed-area", o.SeedArea != d.SeedArea, automata},
		{"generations", o.Generations != d.Generations, automata}, {"solution", o.Solution, automata},
		{"size", o.Width != 0 || o.Height != 0, notLabyrinth},
	}
	for _, f := range only {
		if !f.set || strings.Contains(" "+f.kinds+" ", " "+o.Kind+" ") {
			continue
		}
		switch f.kinds {
		case tenPrint:
			return param.Presentf(f.field, "applies only to 10print")
		case regions:
			return param.Presentf(f.field, "applies only to 10print and truchet")
		case truchet:
			return param.Presentf(f.field, "applies only to truchet")
		case automata:
			return param.Presentf(f.field, "applies only to the automata (maze-ca, mazectric)")
		}
		return param.Presentf(f.field, "does not apply to labyrinths (they take circuits or chartres)")
	}
	if o.Kind == "truchet" {
		if err := checkTruchet(o); err != nil {
			return err
		}
	}
	if o.Tile == "arcs" && o.Fill == "regions" {
		return param.Textf("fill", o.Fill, "regions work with diagonal tiles")
	}
	if o.Style == "petscii" && (o.Tile == "arcs" || o.Fill == "regions") {
		return param.Textf("style", o.Style, "petscii draws the C64 characters: no arcs or filled regions")
	}
	return nil
}
