package main

import (
	"strings"
	"testing"
)

func TestEditDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"size", "size", 0}, {"sise", "size", 1}, {"szie", "size", 1}, {"siz", "size", 1},
		{"pgn", "png", 1}, {"hexx", "hex", 1}, {"", "abc", 3}, {"kitten", "sitting", 3},
	} {
		if got := editDistance(tc.a, tc.b); got != tc.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}

// TestNewcomerMessages checks what a mistyped command line answers: the
// nearest valid command, flag or value, the right spelling of a long flag
// given with one dash, and the words a switch takes; each exits 2 with one
// line.
func TestNewcomerMessages(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"mazee"}, `unknown command "mazee"`},
		{[]string{"mazee"}, "did you mean maze?"},
		{[]string{"help", "wallpapr"}, "did you mean wallpaper?"},
		{[]string{"cat", "plya"}, "did you mean play?"},
		{[]string{"maze", "--sise", "5"}, "unknown flag --sise; did you mean --size?"},
		{[]string{"maze", "--solutoin"}, "did you mean --solution?"},
		{[]string{"maze", "--zzzzzz"}, "run 'mazekit help maze' for its flags"},
		{[]string{"maze", "-size", "5"}, "-size: use --size"},
		{[]string{"maze", "-size=5"}, "-size: use --size"},
		{[]string{"maze", "-output", "m.png"}, "-output: use --output"},
		{[]string{"book", "-quiet"}, "-quiet: use --quiet"},
		{[]string{"maze", "-sise", "5"}, "did you mean --size?"},
		{[]string{"maze", "--solution=yes"}, `--solution "yes": want true or false`},
		{[]string{"maze", "--seed", "abc"}, `"--seed" flag: want a whole number`},
		{[]string{"book", "--copies", "many"}, `--copies "many": want a whole number`},
		{[]string{"maze", "--size"}, "--size needs a value"},
		{[]string{"maze", "--grid", "hexx"}, "did you mean hex?"},
		{[]string{"maze", "--algo", "dsf"}, "did you mean dfs?"},
		{[]string{"maze", "--markers", "lables"}, `--markers "lables": want none, arrows, labels or pictures; did you mean labels?`},
		{[]string{"maze", "--format", "pgn", "-o", "-"}, "did you mean png?"},
		{[]string{"maze", "-o", dir + "/m.pgn"}, "did you mean png?"},
		{[]string{"pattern", "trucht"}, "did you mean truchet?"},
	} {
		_, errOut, code := runCLI(t, tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("mazekit %s: exit %d, %q; want exit 2 and one line with %q", strings.Join(tc.args, " "), code, errOut, tc.want)
		}
	}
	// Far from every valid name, nothing is suggested.
	for _, args := range [][]string{{"frobnicate"}, {"maze", "--grid", "dodecahedron"}, {"maze", "-x"}} {
		if _, errOut, _ := runCLI(t, args...); strings.Contains(errOut, "did you mean") {
			t.Errorf("mazekit %s suggests a name: %q", strings.Join(args, " "), errOut)
		}
	}
	// A value that is a flag's value is not taken for a one-dash flag.
	if _, errOut, code := runCLI(t, "maze", "--title", "-size", "-o", dir+"/t.txt"); code != 0 {
		t.Errorf("maze --title -size: exit %d %q", code, errOut)
	}
}
