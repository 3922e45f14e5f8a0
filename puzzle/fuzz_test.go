package puzzle

import (
	"strings"
	"testing"
)

func FuzzParseLevels(f *testing.F) {
	for _, s := range []string{"", "3", "0..5", "5..0", "..", "1..", "-1", "9999999999999999999", " 2 .. 4 "} {
		f.Add(s, 6)
	}
	f.Fuzz(func(t *testing.T, s string, k int) {
		if k < 0 || k > 30 {
			return
		}
		lv, err := parseLevels(s, k)
		if err != nil && strings.Contains(err.Error(), "\n") && !strings.Contains(s, "\n") {
			t.Fatalf("%q: error of several lines: %q", s, err)
		}
		for _, l := range lv {
			if err == nil && (l < 0 || l > k) {
				t.Fatalf("parseLevels(%q, %d) = %v", s, k, lv)
			}
		}
	})
}

func FuzzParseSeedArea(f *testing.F) {
	for _, s := range []string{"0.3", "1", "NaN", "inf", "5x5", "0", "-0.5", "100x1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		w, h, err := parseSeedArea(s, 40, 30)
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Fatalf("%q: error of several lines: %q", s, err)
		}
		if err == nil && (w < 1 || h < 1 || w > 40 || h > 30) {
			t.Fatalf("parseSeedArea(%q) = %d, %d", s, w, h)
		}
	})
}
