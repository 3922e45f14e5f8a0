package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestFormsFlags checks --goal, --starts and --collect: the JSON names the
// starts, the one that reaches the goal, the goal and the things to pick
// up; impossible forms are refused with one line and exit 2.
func TestFormsFlags(t *testing.T) {
	out, stderr, code := runCLI(t, "maze", "--grid", "polar", "--rings", "6", "--seed", "3", "--goal", "center",
		"--starts", "4", "--collect", "3", "--format", "json", "-o", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var doc struct {
		Start, Goal *int
		Starts      []struct {
			Label       string
			Cell        int
			ReachesGoal bool `json:"reaches_goal"`
		}
		Items, Decoys []int
		Solution      []int
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Goal == nil || *doc.Goal != 0 || len(doc.Starts) != 4 || len(doc.Items) != 3 || len(doc.Decoys) != 3 {
		t.Fatalf("goal %v, %d starts, %d items, %d decoys; want the centre 0, 4, 3, 3", doc.Goal, len(doc.Starts), len(doc.Items), len(doc.Decoys))
	}
	right := 0
	for _, s := range doc.Starts {
		if s.ReachesGoal {
			right++
			if doc.Start == nil || s.Cell != *doc.Start || doc.Solution[0] != s.Cell {
				t.Errorf("start %s reaches the goal but the way starts at %v", s.Label, doc.Start)
			}
		}
	}
	if right != 1 {
		t.Errorf("%d starts reach the goal, want 1", right)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--starts", "9"}, "--starts 9: want 2 to 5"},
		{[]string{"--grid", "torus", "--goal", "centre"}, `--goal "centre": a torus grid wraps round`},
		{[]string{"--grid", "cube", "--goal", "centre"}, `--goal "centre": a cube grid has no middle`},
		{[]string{"--goal", "middle"}, `--goal "middle": want exit or centre`},
		{[]string{"--collect", "40"}, "--collect 40: the way has"},
		{[]string{"--collect", "400"}, "--collect 400: a way on 100 cells holds at most 49"},
		{[]string{"--starts", "3", "--braid", "0.5"}, "--braid cannot be combined with starts"},
	} {
		args := append([]string{"maze", "--size", "10x10", "--seed", "1", "--format", "json", "-o", "-"}, tc.args...)
		_, stderr, code := runCLI(t, args...)
		if code != 2 || !strings.Contains(stderr, tc.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line with %q", tc.args, code, stderr, tc.want)
		}
	}
}

// TestStairsFlag checks that --stairs sets how many stairs join each pair
// of floors of a 3d maze (the default one room in eight), and is refused
// out of range or on a grid without floors.
func TestStairsFlag(t *testing.T) {
	for _, tc := range []struct {
		share string
		want  int
	}{{"", 8}, {"0.25", 16}} {
		args := []string{"maze", "--grid", "3d", "--size", "8x8x4", "--seed", "2", "--format", "json", "-o", "-"}
		if tc.share != "" {
			args = append(args, "--stairs", tc.share)
		}
		out, stderr, code := runCLI(t, args...)
		if code != 0 {
			t.Fatalf("--stairs %q: exit %d: %s", tc.share, code, stderr)
		}
		var doc struct{ Open [][2]int }
		if err := json.Unmarshal([]byte(out), &doc); err != nil {
			t.Fatal(err)
		}
		per := make([]int, 3)
		for _, p := range doc.Open {
			if fa, fb := p[0]/64, p[1]/64; fa != fb {
				per[min(fa, fb)]++
			}
		}
		for f, n := range per {
			if n != tc.want {
				t.Errorf("--stairs %q: %d stairs between floors %d and %d, want %d", tc.share, n, f+1, f+2, tc.want)
			}
		}
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--grid", "3d", "--stairs", "2"}, "--stairs 2: want a share above 0"},
		{[]string{"--stairs", "0.25"}, "--stairs applies only to grid 3d"},
	} {
		args := append([]string{"maze", "--size", "8x8", "--seed", "1", "--format", "json", "-o", "-"}, tc.args...)
		_, stderr, code := runCLI(t, args...)
		if code != 2 || !strings.Contains(stderr, tc.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line with %q", tc.args, code, stderr, tc.want)
		}
	}
}
