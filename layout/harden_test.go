package layout

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/internal/limits"
	"github.com/mazekit/mazekit/internal/textfit"
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

// TestSpecCaps: lists and texts are capped before they are decoded, and a
// spec over the size cap is refused before it is parsed.
func TestSpecCaps(t *testing.T) {
	many := "sections:\n" + strings.Repeat("  - count: 1\n", limits.Sections+1)
	if _, err := Parse([]byte(many), "x.yaml"); err == nil || !strings.Contains(err.Error(), "at most 2000") {
		t.Errorf("%d sections: %v", limits.Sections+1, err)
	}
	long := "title: " + strings.Repeat("x", 30000) + "\n"
	if _, err := Parse([]byte(long), "x.yaml"); err == nil || !strings.Contains(err.Error(), "title") || !strings.Contains(err.Error(), "30000 characters") {
		t.Errorf("30000-character title: %v", err)
	}
	huge := make([]byte, limits.SpecBytes+1)
	if _, err := Parse(huge, "x.yaml"); err == nil || !strings.Contains(err.Error(), "larger than the 1 MB limit") {
		t.Errorf("spec over the cap: %v", err)
	}
}

// TestCutFindsLongestPrefix: cut (a binary search) keeps the longest
// prefix that fits with its ellipsis, as dropping one character at a time
// did.
func TestCutFindsLongestPrefix(t *testing.T) {
	m := textfit.Metric{Font: fonts.Regular, Size: 10}
	for _, s := range []string{"The quick brown fox jumps over the lazy dog", "Ωμέγα λέξη και άλλα", "𝕄 wide 中 text", strings.Repeat("W", 300)} {
		for _, w := range []float64{5, 20, 60, 150, 400} {
			got := textfit.Cut(m, s, w)
			want := cutLinear(m, s, w)
			if got != want {
				t.Errorf("textfit.Cut(%q, %v) = %q, want %q", s, w, got, want)
			}
		}
	}
}

func cutLinear(m textfit.Metric, s string, width float64) string {
	if m.Width(s) <= width {
		return s
	}
	for len(s) > 0 {
		_, n := utf8.DecodeLastRuneInString(s)
		s = strings.TrimRight(s[:len(s)-n], " ")
		if m.Width(s+"…") <= width {
			return s + "…"
		}
	}
	return ""
}

// BenchmarkFitLongText: a title of limits.TextRunes characters fitted into
// a header; linear work per size tried, not quadratic.
func BenchmarkFitLongText(b *testing.B) {
	s := strings.Repeat("abcdefghij", limits.TextRunes/10)
	tb := textfit.Box{Font: fonts.Bold, Size: 24, MinSize: 8, MaxLines: 2}
	for b.Loop() {
		tb.Fit(300, s)
	}
}
