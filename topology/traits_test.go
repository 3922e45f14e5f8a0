package topology_test

import (
	"slices"
	"testing"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

func TestWrappedKind(t *testing.T) {
	for _, tt := range []struct {
		kind, want string
		ok         bool
	}{{"rect", "torus", true}, {"hex", "hextorus", true}, {"tri", "", false}, {"torus", "", false}, {"", "", false}} {
		got, ok := topology.WrappedKind(tt.kind)
		if got != tt.want || ok != tt.ok {
			t.Errorf("WrappedKind(%q) = %q, %v; want %q, %v", tt.kind, got, ok, tt.want, tt.ok)
		}
	}
	if got := topology.WrappableKinds(); !slices.Equal(got, []string{"rect", "hex"}) {
		t.Errorf("WrappableKinds() = %v", got)
	}
	// Every wrapped kind builds with its base's size.
	for _, base := range topology.WrappableKinds() {
		w, _ := topology.WrappedKind(base)
		g, err := topology.Build(topology.Spec{Kind: w, Width: 6, Height: 4})
		if err != nil {
			t.Fatalf("%s: %v", w, err)
		}
		b, _ := topology.Build(topology.Spec{Kind: base, Width: 6, Height: 4})
		if g.NumCells() != b.NumCells() || g.NumEdges() <= b.NumEdges() {
			t.Errorf("%s over %s: %d cells %d edges, base %d cells %d edges", w, base, g.NumCells(), g.NumEdges(), b.NumCells(), b.NumEdges())
		}
	}
}

func TestRegular(t *testing.T) {
	for _, k := range topology.Kinds() {
		_, err := topology.Woven(topology.Spec{Kind: k})
		if want := k != "weave" && err == nil; topology.Regular(k) != want {
			t.Errorf("Regular(%s) = %v, but Woven gives %v", k, !want, err)
		}
	}
	if got := topology.OrList(topology.RegularKinds()); got != "rect or hex" {
		t.Errorf("OrList(RegularKinds()) = %q", got)
	}
	if got := topology.OrList([]string{"a", "b", "c"}); got != "a, b or c" {
		t.Errorf("OrList(a, b, c) = %q", got)
	}
}

func TestTileSpec(t *testing.T) {
	for _, tt := range []struct {
		kind string
		w, h float64
		want topology.Spec
	}{
		{"rect", 10.4, 7.6, topology.Spec{Kind: "torus", Width: 10, Height: 8, Wrap: "xy"}},
		{"rect", 1, 1, topology.Spec{Kind: "torus", Width: 3, Height: 3, Wrap: "xy"}},
		{"hex", 10, 9, topology.Spec{Kind: "hextorus", Width: 10, Height: 10, Wrap: "xy"}},
		{"hex", 1, 1, topology.Spec{Kind: "hextorus", Width: 3, Height: 4, Wrap: "xy"}},
	} {
		got, err := topology.TileSpec(tt.kind, tt.w, tt.h)
		if err != nil || got != tt.want {
			t.Errorf("TileSpec(%s, %v, %v) = %+v, %v; want %+v", tt.kind, tt.w, tt.h, got, err, tt.want)
			continue
		}
		if _, err := topology.Build(got); err != nil {
			t.Errorf("TileSpec(%s) does not build: %v", tt.kind, err)
		}
	}
	_, err := topology.TileSpec("polar", 5, 5)
	if e, ok := param.As(err); !ok || e.Field != "grid" || e.Want != "a seamless tile is made of rect or hex cells" {
		t.Errorf("TileSpec(polar) = %v, want a param.Error on grid", err)
	}
}

func TestSymmetricSpec(t *testing.T) {
	rect := topology.Spec{Kind: "rect", Width: 10, Height: 7}
	for _, tt := range []struct {
		in   topology.Spec
		sym  string
		want topology.Spec
	}{
		{rect, "mirror-x", topology.Spec{Kind: "rect", Width: 10, Height: 7}},
		{rect, "mirror-y", topology.Spec{Kind: "rect", Width: 10, Height: 8}},
		{topology.Spec{Kind: "rect", Width: 10, Height: 8}, "2", topology.Spec{Kind: "rect", Width: 11, Height: 8}},
		{rect, "4", topology.Spec{Kind: "rect", Width: 11, Height: 11}},
		{topology.Spec{Kind: "hex", Width: 9, Height: 9}, "6", topology.Spec{Kind: "hex", Radius: 11}},
		{topology.Spec{Kind: "polar", Rings: 6}, "2", topology.Spec{Kind: "polar", Rings: 6}},
	} {
		got, err := topology.SymmetricSpec(tt.in, 8, 9, tt.sym)
		if err != nil || got != tt.want {
			t.Errorf("SymmetricSpec(%+v, %s) = %+v, %v; want %+v", tt.in, tt.sym, got, err, tt.want)
		}
	}
	for _, tt := range []struct{ kind, sym, want string }{
		{"hex", "4", "a hex grid takes symmetry 2 or 6"},
		{"rect", "6", "a rect grid takes symmetry mirror-x, mirror-y, 2 or 4"},
		{"tri", "2", "a tri grid takes symmetry none (use rect, hex or polar)"},
	} {
		_, err := topology.SymmetricSpec(topology.Spec{Kind: tt.kind, Width: 4, Height: 4}, 4, 4, tt.sym)
		if e, ok := param.As(err); !ok || e.Field != "symmetry" || e.Want != tt.want {
			t.Errorf("SymmetricSpec(%s, %s) = %v, want %q", tt.kind, tt.sym, err, tt.want)
		}
	}
}

func TestKindSpec(t *testing.T) {
	given := func(vals map[string]string) func(topology.Param) (string, bool) {
		return func(p topology.Param) (string, bool) { v, ok := vals[p.Name]; return v, ok }
	}
	for _, tt := range []struct {
		kind string
		vals map[string]string
		want topology.Spec
	}{
		{"rect", nil, topology.Spec{Kind: "rect", Width: 8, Height: 5}},
		{"polar", nil, topology.Spec{Kind: "polar", Rings: 10}},
		{"polar", map[string]string{"rings": "4"}, topology.Spec{Kind: "polar", Rings: 4}},
		{"hex", map[string]string{"radius": "3", "flat": "true"}, topology.Spec{Kind: "hex", Width: 8, Height: 5, Radius: 3, Flat: true}},
		{"planar", map[string]string{"cells": "30"}, topology.Spec{Kind: "planar", Width: 8, Height: 5, Seed: 9, Cells: 30, Layout: "poisson"}},
	} {
		k, _ := topology.Lookup(tt.kind)
		got, err := k.Spec(8, 5, 9, given(tt.vals))
		if err != nil || got != tt.want {
			t.Errorf("%s.Spec(%v) = %+v, %v; want %+v", tt.kind, tt.vals, got, err, tt.want)
		}
	}
	k, _ := topology.Lookup("polar")
	if _, err := k.Spec(1, 1, 0, given(map[string]string{"rings": "0"})); err == nil {
		t.Error("polar.Spec took 0 rings")
	} else if e, ok := param.As(err); !ok || e.Field != "rings" {
		t.Errorf("polar.Spec with 0 rings: %v, want a param.Error on rings", err)
	}
}

// Every registered kind declares the traits front ends and budgets ask of
// it, and the ones it names are registered kinds.
func TestEveryKindDeclaresTraits(t *testing.T) {
	pictures := 0
	for _, name := range topology.Kinds() {
		k, _ := topology.Lookup(name)
		if w := k.Weight; w.String() == "undeclared" {
			t.Errorf("%s declares no cell weight", name)
		}
		if k.Density <= 0 {
			t.Errorf("%s declares no density (cells per square unit)", name)
		}
		if k.Pictures {
			pictures++
		}
		for _, b := range k.Bases {
			if _, err := topology.Lookup(b); err != nil || b == name {
				t.Errorf("%s names base %q, not another registered kind", name, b)
			}
		}
		if k.Option != "" && len(k.Bases) == 0 {
			t.Errorf("%s is chosen by option %q but names no base grid it changes", name, k.Option)
		}
		if k.Streams && (k.Wraps != "" || !topology.Regular(name)) {
			t.Errorf("%s streams but is not square cells in open rows", name)
		}
	}
	if pictures != 1 || topology.PictureKind() == "" {
		t.Errorf("%d kinds make picture mazes, want exactly one", pictures)
	}
}

func TestTraitAnswers(t *testing.T) {
	for _, tt := range []struct {
		kind    string
		weight  topology.Weight
		density float64
		streams bool
	}{
		{"rect", topology.LightCells, 1, true},
		{"tri", topology.LightCells, 2, false},
		{"hex", topology.PlainCells, 1, false},
		{"torus", topology.LightCells, 1, false},
		{"weave", topology.HeavyCells, 1, false},
		{"planar", topology.HeavyCells, 1, false},
		{"nonesuch", topology.PlainCells, 1, false},
	} {
		if w, d, s := topology.CellWeight(tt.kind), topology.Density(tt.kind), topology.Streams(tt.kind); w != tt.weight || d != tt.density || s != tt.streams {
			t.Errorf("%s: weight %v, density %v, streams %v; want %v, %v, %v", tt.kind, w, d, s, tt.weight, tt.density, tt.streams)
		}
	}
	if got := topology.PictureKind(); got != "planar" {
		t.Errorf("PictureKind() = %q, want planar", got)
	}
	own := topology.OwnKinds()
	for _, k := range []string{"mask", "weave"} {
		if slices.Contains(own, k) {
			t.Errorf("OwnKinds() = %v, holds %s, which is made from another kind's grids", own, k)
		}
	}
	if !slices.Contains(own, "rect") || !slices.Contains(own, "planar") {
		t.Errorf("OwnKinds() = %v, want rect and planar among them", own)
	}
}

func TestOptionKind(t *testing.T) {
	if k, ok := topology.OptionKind("weave"); !ok || k != "weave" {
		t.Errorf(`OptionKind("weave") = %q, %v; want weave, true`, k, ok)
	}
	if k, ok := topology.OptionKind(""); ok {
		t.Errorf(`OptionKind("") = %q, true; want none`, k)
	}
}
