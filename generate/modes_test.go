package generate

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

func TestModesParseAndPrint(t *testing.T) {
	for _, c := range []Corner{NW, NE, SW, SE} {
		got, err := ParseCorner(c.String())
		if err != nil || got != c {
			t.Errorf("ParseCorner(%q) = %v, %v; want %v", c.String(), got, err, c)
		}
	}
	for _, c := range []Choice{Newest, Random, Oldest, Mixed} {
		got, err := ParseChoice(c.String())
		if err != nil || got != c {
			t.Errorf("ParseChoice(%q) = %v, %v; want %v", c.String(), got, err, c)
		}
	}
	if c, err := ParseCorner(""); err != nil || c != NW {
		t.Errorf(`ParseCorner("") = %v, %v; want the default nw`, c, err)
	}
	if c, err := ParseChoice(""); err != nil || c != Newest {
		t.Errorf(`ParseChoice("") = %v, %v; want the default newest`, c, err)
	}
	for _, s := range []string{"bogus", "NW", "north", " nw"} {
		_, err := ParseCorner(s)
		var pe *param.Error
		if !errors.As(err, &pe) || pe.Field != "mode" || pe.Value != s {
			t.Errorf("ParseCorner(%q): got %v, want a param.Error for mode %q", s, err, s)
		}
		if _, err := ParseChoice(s); err == nil {
			t.Errorf("ParseChoice(%q) accepted it", s)
		}
	}
}

// TestBadModeValues checks that out-of-range typed modes are errors, not
// panics or a silent default.
func TestBadModeValues(t *testing.T) {
	g, _ := topology.NewRect(6, 5)
	rng := rand.New(rand.NewPCG(1, 1))
	if err := BinaryTree(maze.New(g), rng, Corner(7)); err == nil {
		t.Error("BinaryTree ran with corner 7")
	}
	if err := GrowingTree(maze.New(g), rng, Choice(9)); err == nil {
		t.Error("GrowingTree ran with choice 9")
	}
	if Corner(7).String() != "invalid" || Choice(9).String() != "invalid" {
		t.Errorf("out-of-range modes print as %q and %q", Corner(7), Choice(9))
	}
	a, _ := Lookup("growing-tree")
	if _, err := a.Make(Options{Mode: "bogus"}); err == nil {
		t.Error(`growing-tree accepted mode "bogus"`)
	}
}

func TestQuadtreeAbilities(t *testing.T) {
	for _, a := range All() {
		_, lv := a.Ext.(Leveler)
		_, ft := a.Ext.(Fitter)
		if want := a.Name == "quadtree"; lv != want || ft != want {
			t.Errorf("%s: Leveler %v, Fitter %v; want %v", a.Name, lv, ft, want)
		}
	}
	a, _ := Lookup("quadtree")
	fit := a.Ext.(Fitter).Fit(topology.Spec{Kind: "rect", Width: 33, Height: 20})
	if fit.Width != 64 || fit.Height != 64 {
		t.Errorf("Fit(33x20) = %dx%d, want 64x64", fit.Width, fit.Height)
	}
	g, _ := topology.NewRect(32, 32)
	w, err := a.Ext.(Leveler).World(g, rand.New(rand.NewPCG(1, 1)))
	if err != nil || w.Levels != 5 {
		t.Fatalf("World(32x32) = %v, %v; want 5 levels", w, err)
	}
	g2, _ := topology.NewRect(32, 16)
	if _, err := a.Ext.(Leveler).World(g2, rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Error("World(32x16) accepted a grid that is not square")
	}
}
