// Pattern options that do not apply to the chosen kind, or do not go
// together, refused before any work.

package puzzle

import (
	"strings"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/pattern"
)

// check refuses options set (away from their defaults) that kind k does
// not take (pattern.Kind.Params), and options that do not go together.
func (o *PatternOptions) check(k pattern.Kind) error {
	d := DefaultPattern(o.Kind)
	set := []struct {
		field string
		set   bool
	}{
		{"bias", o.Bias != d.Bias}, {"style", o.Style != d.Style}, {"fill", o.Fill != d.Fill},
		{"tile", o.Tile != d.Tile}, {"palette", o.Palette != d.Palette},
		{"grid", o.Grid != d.Grid}, {"scales", o.Scales != d.Scales},
		{"rule", o.Rule != ""}, {"density", o.Density != d.Density}, {"seed-area", o.SeedArea != d.SeedArea},
		{"generations", o.Generations != d.Generations}, {"solution", o.Solution},
		{"circuits", o.Circuits != d.Circuits && o.Circuits != 0}, {"chartres", o.Chartres},
	}
	for _, f := range set {
		if f.set && !k.Takes(f.field) {
			return param.Presentf(f.field, "applies only to %s", takers(f.field))
		}
	}
	if !k.Sized && (o.Width != 0 || o.Height != 0) {
		return param.Presentf("size", "does not apply to %s (it takes %s)", k.Name, strings.Join(k.Params, " or "))
	}
	if fam := patternFamilies[k.Family]; fam.check != nil {
		if err := fam.check(o); err != nil {
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

// takers names the kinds that take an option: "10print and truchet", or
// "the automata (maze-ca, mazectric)" when all of them are automata.
func takers(option string) string {
	names := pattern.Taking(option)
	automata := len(names) > 1
	for _, n := range names {
		if k, _ := pattern.Lookup(n); k.Family != pattern.Automaton {
			automata = false
		}
	}
	switch {
	case automata:
		return "the automata (" + strings.Join(names, ", ") + ")"
	case len(names) > 1:
		return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
	case len(names) == 1:
		return names[0]
	}
	return "no pattern"
}
