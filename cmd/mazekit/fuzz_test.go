package main

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/mazekit/mazekit/puzzle"

	"github.com/mazekit/mazekit/internal/num"
)

// oneLine checks what every parser error must be: one line.
func oneLine(t *testing.T, in string, err error) {
	t.Helper()
	if err != nil && strings.Contains(err.Error(), "\n") && utf8.ValidString(in) && !strings.Contains(in, "\n") {
		t.Fatalf("%q: error of several lines: %q", in, err)
	}
}

func FuzzParseSize(f *testing.F) {
	for _, s := range []string{"20x15", "0x0", "-1x5", "9223372036854775807x9223372036854775807", "4294967296x4294967296", "x", "1X1", " 2x3", "1e3x2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		w, h, err := puzzle.ParseSize(s)
		oneLine(t, s, err)
		if err == nil && (w < 1 || h < 1) {
			t.Fatalf("parseSize(%q) = %d, %d with no error", s, w, h)
		}
	})
}

func FuzzFloatFlag(f *testing.F) {
	for _, s := range []string{"1", "NaN", "-Inf", "1e309", "0x1p-1074", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v := 2.0
		err := num.Float{P: &v}.Set(s)
		if err == nil && !num.Finite(v) {
			t.Fatalf("--cell %q set %v", s, v)
		}
	})
}
