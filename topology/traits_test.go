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
