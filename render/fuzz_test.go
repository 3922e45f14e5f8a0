package render

import (
	"strings"
	"testing"
)

func FuzzParseColor(f *testing.F) {
	for _, s := range []string{"#336699", "#fff", "navy", "transparent", "#12345", "#gggggg", "", "rgb(1,2,3)", "#FFF"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ParseColor(s)
	})
}

func FuzzLookupPaper(f *testing.F) {
	for _, s := range []string{"letter", "A4", "6x9", "bogus", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := LookupPaper(s)
		if err == nil && !(p.W > 0 && p.H > 0) {
			t.Fatalf("LookupPaper(%q) = %+v", s, p)
		}
	})
}

// FuzzFitTitle sets any title over a picture: no panic, at most three
// lines, a positive size.
func FuzzFitTitle(f *testing.F) {
	for _, s := range []string{"A maze", "𝕄 🐱", strings.Repeat("word ", 300), "\xff\x00", ""} {
		f.Add(s, 20.0)
	}
	f.Fuzz(func(t *testing.T, s string, w float64) {
		if !(w > 0.5 && w < 1e4) || len(s) > 5000 {
			return
		}
		tb := fitTitle(s, w)
		if len(tb.lines) > 3 || (len(tb.lines) > 0 && !(tb.size > 0)) {
			t.Fatalf("fitTitle(%q, %v) = %d lines at %v", s, w, len(tb.lines), tb.size)
		}
	})
}
