package main

import (
	"strings"
	"testing"
)

// TestDoorsFlag checks that --doors takes the rule names and two
// different border cells, and refuses anything else with one line that
// names the cells.
func TestDoorsFlag(t *testing.T) {
	for _, tc := range []struct {
		doors string
		want  string // substring of the error, or "" for success
	}{
		{"auto", ""}, {"farthest", ""}, {"opposite", ""}, {"none", ""}, {"0,99", ""},
		{"0,0", `--doors "0,0": entrance and exit must be two different border cells`},
		{"0,22", `--doors "0,22": door cell 22 is not on the border`},
		{"0,500", `--doors "0,500": door cell 500 is out of range 0..99`},
		{"0,x", `--doors "0,x": want auto, farthest, opposite, none`},
		{"1,2,3", `--doors "1,2,3": want auto`},
		{"far", `--doors "far": want auto`},
	} {
		_, stderr, code := runCLI(t, "maze", "--size", "10x10", "--seed", "1", "--doors", tc.doors, "-o", "-")
		if tc.want == "" {
			if code != 0 {
				t.Errorf("--doors %s: exit %d, %s", tc.doors, code, stderr)
			}
			continue
		}
		if code != 2 || !strings.Contains(stderr, tc.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("--doors %s: exit %d, stderr %q; want exit 2 and one line with %q", tc.doors, code, stderr, tc.want)
		}
	}
}
