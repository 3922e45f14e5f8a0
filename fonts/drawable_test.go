package fonts

import (
	"testing"
	"unicode/utf8"
)

func TestDrawable(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Maze 1", "Maze 1"},
		{"Café Ωmega Я", "Café Ωmega Я"},
		{"𝕄aze 🐱", "\uFFFDaze \uFFFD"},
		{"中文", "\uFFFD\uFFFD"},
		{"a\x00b\x1bc\x7fd\u0085e", "abcde"},
		{"a\tb\nc", "a b c"},
		{"bad \xff\xfe utf-8", "bad \uFFFD\uFFFD utf-8"},
	} {
		for _, f := range all {
			if got := Drawable(f, c.in); got != c.want {
				t.Errorf("Drawable(%v, %q) = %q, want %q", f, c.in, got, c.want)
			}
		}
	}
}

func FuzzDrawable(f *testing.F) {
	for _, s := range []string{"", "abc", "𝕄", "\xff", "a\x00b", "中文", "\uFFFD"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, font := range all {
			d := Drawable(font, s)
			if !utf8.ValidString(d) {
				t.Fatalf("Drawable(%q) = %q is not UTF-8", s, d)
			}
			for _, r := range d {
				if r != ' ' && !Has(font, r) {
					t.Fatalf("Drawable(%q) keeps %U, which the font lacks", s, r)
				}
			}
			if Drawable(font, d) != d {
				t.Fatalf("Drawable is not idempotent on %q", s)
			}
		}
	})
}
