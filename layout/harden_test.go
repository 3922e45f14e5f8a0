package layout

import (
	"strings"
	"testing"
)

// TestSpecRefusesNonFiniteNumbers: NaN and the infinities pass every range
// check written as x < lo || x > hi, so the number parser refuses them.
func TestSpecRefusesNonFiniteNumbers(t *testing.T) {
	for _, c := range []struct{ yaml, field string }{
		{"margin: nan\n", "margin"},
		{"gutter: nan\n", "gutter"},
		{"margin: inf in\n", "margin"},
		{"wall_width: nan\n", "wall_width"},
		{"wall_width: -Inf\n", "wall_width"},
		{"sections:\n  - kind: maze\n    braid: NaN\n", "braid"},
		{"sections:\n  - kind: maze\n    weave: +inf\n", "weave"},
	} {
		_, err := Parse([]byte(c.yaml), "x.yaml")
		if err == nil {
			t.Errorf("%q: no error", c.yaml)
			continue
		}
		if msg := err.Error(); !strings.Contains(msg, c.field) || strings.Contains(msg, "\n") {
			t.Errorf("%q: error %q should be one line naming %s", c.yaml, msg, c.field)
		}
	}
}

// TestSpecRefusesMazeFieldsOnOtherKinds: algorithm and braid mean nothing
// to a 10 PRINT page or an automaton; a spec that sets them is a mistake.
func TestSpecRefusesMazeFieldsOnOtherKinds(t *testing.T) {
	for _, c := range []struct{ yaml, field string }{
		{"sections:\n  - kind: 10print\n    algorithm: dfs\n", "algorithm"},
		{"sections:\n  - kind: 10print\n    braid: 0.5\n", "braid"},
		{"sections:\n  - kind: cat\n    algorithm: [dfs, wilson]\n", "algorithm"},
	} {
		_, err := Parse([]byte(c.yaml), "x.yaml")
		if err == nil || !strings.Contains(err.Error(), c.field) {
			t.Errorf("%q: error %v, want one naming %s", c.yaml, err, c.field)
		}
	}
}
