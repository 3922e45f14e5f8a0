package pattern

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/param"
)

func TestKindsDeclareThemselves(t *testing.T) {
	names := Names()
	for _, want := range []string{"10print", "labyrinth", "maze-ca", "mazectric", "truchet"} {
		if !slices.Contains(names, want) {
			t.Errorf("kind %s is not registered (have %v)", want, names)
		}
	}
	if !slices.IsSorted(names) {
		t.Errorf("Names() = %v, want them sorted", names)
	}
	for _, k := range Kinds() {
		if k.Summary == "" || !strings.HasPrefix(k.Describe(), k.Summary+" [") {
			t.Errorf("%s: summary %q, described as %q", k.Name, k.Summary, k.Describe())
		}
		if k.Sized && (k.Size[0] < 1 || k.Size[1] < 1) {
			t.Errorf("%s takes a size but has no default size: %v", k.Name, k.Size)
		}
		if k.Family == Automaton && k.Rule.Birth == 0 {
			t.Errorf("%s is an automaton without a rule", k.Name)
		}
		if k.Answer != (k.Family == Automaton) {
			t.Errorf("%s: answer %v; only the automata have a solution to draw", k.Name, k.Answer)
		}
		for _, out := range []budget.Output{budget.RasterOutput, budget.VectorOutput, budget.DataOutput} {
			c := k.Cost(out, Shape{})
			if c.PerCell <= 0 {
				t.Errorf("%s in output %d costs %v bytes a cell", k.Name, out, c.PerCell)
			}
			if (c.PerPixel > 0) != (out == budget.RasterOutput) {
				t.Errorf("%s in output %d costs %v bytes a pixel; only rasters have pixels", k.Name, out, c.PerPixel)
			}
		}
		if k.Takes("scales") && k.Cost(budget.RasterOutput, Shape{Scales: 3}).PerCell <= k.Cost(budget.RasterOutput, Shape{Scales: 1}).PerCell {
			t.Errorf("%s: finer scales should cost more", k.Name)
		}
		if k.Takes("tile") && k.Cost(budget.RasterOutput, Shape{Arcs: true}).PerCell <= k.Cost(budget.RasterOutput, Shape{}).PerCell {
			t.Errorf("%s: arcs should cost more than diagonals", k.Name)
		}
		if got, err := Lookup(k.Name); err != nil || got.Name != k.Name {
			t.Errorf("Lookup(%q) = %v, %v", k.Name, got.Name, err)
		}
	}
	if k, _ := Lookup("mazectric"); k.Rule != RuleMazectric() {
		t.Errorf("mazectric's rule is %s, want %s", k.Rule, RuleMazectric())
	}
	if k, _ := Lookup("labyrinth"); k.Sized || k.Seeded || k.Wallpaper {
		t.Errorf("a labyrinth is fixed by its circuits: sized %v, seeded %v, wallpaper %v", k.Sized, k.Seeded, k.Wallpaper)
	}
}

func TestLookupUnknownKind(t *testing.T) {
	_, err := Lookup("sierpinski")
	var pe *param.Error
	if !errors.As(err, &pe) || pe.Field != "pattern" {
		t.Fatalf("Lookup(sierpinski) = %v, want a *param.Error for pattern", err)
	}
	for _, n := range Names() {
		if !strings.Contains(err.Error(), n) {
			t.Errorf("%q does not list %s", err, n)
		}
	}
}

func TestWallpaperNamesAndTaking(t *testing.T) {
	if got := WallpaperNames(); slices.Contains(got, "labyrinth") || !slices.Contains(got, "mazectric") {
		t.Errorf("WallpaperNames() = %v", got)
	}
	if got := Taking("rule"); !slices.Equal(got, []string{"maze-ca", "mazectric"}) {
		t.Errorf("Taking(rule) = %v, want the automata", got)
	}
	if got := Taking("fill"); !slices.Equal(got, []string{"10print", "truchet"}) {
		t.Errorf("Taking(fill) = %v", got)
	}
}
