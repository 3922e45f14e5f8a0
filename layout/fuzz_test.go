package layout

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/internal/textfit"
)

// FuzzParse feeds the spec parser (which validates) any text: it returns a
// spec or one error, never panics.
func FuzzParse(f *testing.F) {
	seeds, _ := filepath.Glob("../examples/*.yaml")
	for _, p := range seeds {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	for _, s := range []string{
		"", "title: x\n", "margin: nan\n", "gutter: inf\n", "sections:\n  - kind: 10print\n    algorithm: dfs\n",
		"sections:\n  - size: 9999999x9999999\n", "sections:\n  - size: 5x5..1x1\n    count: 3\n",
		"sections: [{count: -1}]\n", "paper: 1e309x1in\n", "colour: #fff\n", "title: \"\\U0001D544\"\n",
		"sections:\n  - grid: polar\n    rings: 1..99999\n", "handout: {copies: 99999}\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Parse(data, "f.yaml")
		if err != nil {
			if utf8.Valid(data) && strings.Contains(err.Error(), "\n") {
				t.Fatalf("error of several lines: %q", err)
			}
			return
		}
		if s == nil {
			t.Fatal("no spec and no error")
		}
	})
}

func FuzzParseLength(f *testing.F) {
	for _, s := range []string{"0.5in", "3mm", "1cm", "12pt", "nan in", "inf", "-1mm", "1e309pt", "", "in"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := ParseLength(s)
		if err == nil && (v != v || v < 0 || v > 1e308) {
			t.Fatalf("ParseLength(%q) = %v", s, v)
		}
	})
}

func FuzzParsePaper(f *testing.F) {
	for _, s := range []string{"letter", "a4", "6x9", "210x297mm", "5.5x8.5in", "nanxnanin", "1e309x1in", "0x0pt", "x", "mm"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		w, h, err := ParsePaper(s)
		if err == nil && !(w >= 72 && h >= 72 && w <= 14400 && h <= 14400) {
			t.Fatalf("ParsePaper(%q) = %v x %v", s, w, h)
		}
	})
}

// FuzzFit fits any text into any box: lines no wider than the box at the
// chosen size, unless cut to nothing.
func FuzzFit(f *testing.F) {
	for _, s := range []string{"Mazes for a rainy day", "𝕄 🐱 中", "a\x00b\xff", strings.Repeat("W", 200), "   ", ""} {
		f.Add(s, 100.0)
	}
	f.Fuzz(func(t *testing.T, s string, width float64) {
		if !(width > 1 && width < 2000) || len(s) > 4000 {
			return
		}
		tb := textfit.Box{Font: fonts.Regular, Size: 20, MinSize: 6, MaxLines: 2}
		size, lines := tb.Fit(width, s)
		if len(lines) > 2 {
			t.Fatalf("%d lines", len(lines))
		}
		m := textfit.Metric{Font: tb.Font, Size: size}
		for _, l := range lines {
			if w := m.Width(l); w > width+1e-9 {
				t.Fatalf("line %q is %v wide in %v", l, w, width)
			}
		}
	})
}
