package puzzle

import (
	"testing"

	"github.com/mazekit/mazekit/param"
)

func TestParseTruchetTiling(t *testing.T) {
	for _, tt := range []struct {
		name string
		want TruchetTiling
	}{{"", TruchetHex}, {"hex", TruchetHex}, {"rect", TruchetRect}} {
		got, err := ParseTruchetTiling(tt.name)
		if err != nil || got != tt.want {
			t.Errorf("ParseTruchetTiling(%q) = %v, %v; want %v", tt.name, got, err, tt.want)
		}
	}
	for _, tl := range []TruchetTiling{TruchetHex, TruchetRect} {
		if got, err := ParseTruchetTiling(tl.String()); err != nil || got != tl {
			t.Errorf("%v does not round-trip: %v, %v", tl, got, err)
		}
	}
	if _, err := ParseTruchetTiling("tri"); err == nil {
		t.Error("ParseTruchetTiling(tri) took a tiling that does not exist")
	} else if e, ok := param.As(err); !ok || e.Field != "grid" {
		t.Errorf("ParseTruchetTiling(tri): %v, want a param.Error on grid", err)
	}
}
