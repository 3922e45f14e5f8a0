package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFlagsThatCannotApply gives flags that cannot change what the
// command makes: each is refused with exit 2, naming the flag given and no
// other, and nothing is written.
func TestFlagsThatCannotApply(t *testing.T) {
	for _, c := range []struct {
		args      []string
		out, want string
		not       string // a flag the message must not name
	}{
		{[]string{"cat", "map", "--moves", "3"}, "m.svg", "--moves applies only to cat puzzle, not cat map", ""},
		{[]string{"cat", "map", "--count", "2"}, "m.svg", "--count applies only to cat puzzle, not cat map", ""},
		{[]string{"cat", "puzzle", "--blocks", "3"}, "c.pdf", "--blocks applies only to cat map and play, not cat puzzle", ""},
		{[]string{"cat", "map", "--cat", "greedy"}, "m.svg", "--cat applies only to cat play, not cat map", ""},
		{[]string{"maze", "--palette", "viridis"}, "m.svg", "--palette applies only with distance shading", ""},
		{[]string{"maze", "--start-label", "Go"}, "m.svg", "--start-label applies only with labels at the doors", ""},
		{[]string{"maze", "--base", "-1"}, "m.stl", "--base -1: want 0.1 to 100000 mm", "--mask-base"},
		{[]string{"maze", "--grid", "mask", "--mask-base", "hexx"}, "m.svg", "--mask-base hexx: want", ""},
	} {
		out := filepath.Join(t.TempDir(), c.out)
		args := append(append([]string{}, c.args...), "--seed", "1", "-o", out)
		_, stderr, code := runCLI(t, args...)
		if code != 2 || !strings.Contains(stderr, c.want) || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("%v: exit %d, %q; want exit 2 and one line with %q", c.args, code, stderr, c.want)
		}
		if c.not != "" && strings.Contains(stderr, c.not) {
			t.Errorf("%v: %q names %s, which was not given", c.args, stderr, c.not)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%v: wrote %s", c.args, out)
		}
	}
	// The flags that do apply still work.
	out := filepath.Join(t.TempDir(), "m.svg")
	if _, stderr, code := runCLI(t, "cat", "map", "--blocks", "4", "--seed", "1", "-o", out); code != 0 {
		t.Errorf("cat map --blocks 4: exit %d, %s", code, stderr)
	}
	if _, stderr, code := runCLI(t, "maze", "--shade", "distance", "--palette", "viridis", "--seed", "1", "-o", out); code != 0 {
		t.Errorf("maze --shade distance --palette viridis: exit %d, %s", code, stderr)
	}
}
