package topology_test

import (
	"errors"
	"testing"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

// TestKindsDescribeThemselves checks that every kind has a noun and a
// builder, that every parameter can be set through SetParam, and that Cover
// gives a grid at least as large as the frame.
func TestKindsDescribeThemselves(t *testing.T) {
	for _, name := range topology.Kinds() {
		k, err := topology.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		if k.Noun == "" || k.Summary == "" || topology.Noun(name) != k.Noun {
			t.Errorf("%s: noun %q, summary %q", name, k.Noun, k.Summary)
		}
		for _, p := range k.Params {
			if p.Usage == "" || p.FlagName() == "" {
				t.Errorf("%s.%s: no usage or flag", name, p.Name)
			}
			if got := topology.KindsWith(p.Name); len(got) == 0 {
				t.Errorf("KindsWith(%s) is empty", p.Name)
			}
		}
		if k.Cover == nil {
			continue
		}
		for _, f := range [][2]float64{{30, 20}, {9.5, 40}} {
			s, err := k.Cover(f[0], f[1], 7)
			if err != nil {
				t.Fatalf("%s: Cover(%v): %v", name, f, err)
			}
			g, err := topology.Build(s)
			if err != nil {
				t.Fatalf("%s: Build(%+v): %v", name, s, err)
			}
			b := g.Bounds()
			if b.Dx() < f[0] || b.Dy() < f[1] {
				t.Errorf("%s: Cover(%v) gives bounds %.1fx%.1f, smaller than the frame", name, f, b.Dx(), b.Dy())
			}
		}
	}
	if _, err := topology.Lookup("dodecahedron"); !errors.Is(err, topology.ErrKind) {
		t.Errorf("Lookup(dodecahedron) = %v, want ErrKind", err)
	}
}

func TestSetParam(t *testing.T) {
	hex, _ := topology.Lookup("hex")
	radius, _ := hex.Param("radius")
	flat, _ := hex.Param("flat")
	s := topology.Spec{Kind: "hex"}
	if err := topology.SetParam(&s, radius, "4"); err != nil || s.Radius != 4 {
		t.Errorf("radius 4: %v, spec %+v", err, s)
	}
	if err := topology.SetParam(&s, flat, "true"); err != nil || !s.Flat {
		t.Errorf("flat true: %v, spec %+v", err, s)
	}
	planar, _ := topology.Lookup("planar")
	layout, _ := planar.Param("layout")
	for _, tt := range []struct {
		p     topology.Param
		value string
	}{{radius, "0"}, {radius, "x"}, {flat, "maybe"}, {layout, "zigzag"}} {
		err := topology.SetParam(&s, tt.p, tt.value)
		e, ok := param.As(err)
		if !ok || e.Field != tt.p.Name || e.Value != tt.value {
			t.Errorf("SetParam(%s, %q) = %v, want a param.Error naming it", tt.p.Name, tt.value, err)
		}
	}
	if _, err := topology.Build(topology.Spec{Kind: "polar", Rings: 0}); err == nil {
		t.Error("Build accepted a polar grid of 0 rings")
	} else if e, ok := param.As(err); !ok || e.Field != "rings" {
		t.Errorf("polar with 0 rings: %v, want a param.Error for rings", err)
	}
}
