package maze_test

import (
	"strings"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// TestCheckWeave builds crossings under the middle of a 3×3 weave grid by
// hand, good and bad, and checks what CheckWeave says of each.
func TestCheckWeave(t *testing.T) {
	g, err := topology.Build(topology.Spec{Kind: "weave", Base: "rect", Width: 3, Height: 3})
	if err != nil {
		t.Fatal(err)
	}
	w := g.(*topology.Weave)
	r := w.Base().(*topology.Rect)
	// The tunnel from (0,1) to (2,1) under the middle cell (1,1).
	tunnel := -1
	for _, e := range w.CrossingsUnder(r.Cell(1, 1), nil) {
		if a, c := w.Ends(e); a == r.Cell(0, 1) && c == r.Cell(2, 1) {
			tunnel = e
		}
	}
	if tunnel < 0 {
		t.Fatal("no west–east crossing under the middle cell")
	}
	north, south := r.SouthEdge(1, 0), r.SouthEdge(1, 1)
	west, east := r.EastEdge(0, 1), r.EastEdge(1, 1)
	tests := []struct {
		name string
		open []int
		want string // "" for no error, else part of the message
	}{
		{"bridge", []int{tunnel, north, south}, ""},
		{"dead end", []int{tunnel, north}, "1 passages"},
		{"turn", []int{tunnel, north, east}, "opens towards it"},
		{"parallel", []int{tunnel, west, east}, "opens towards it"},
		{"junction", []int{tunnel, north, south, east}, "3 passages"},
		{"no tunnel", []int{north, east}, ""},
	}
	for _, tt := range tests {
		m := maze.New(g)
		for _, e := range tt.open {
			m.Open(e)
		}
		err := maze.CheckWeave(m)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%s: %v", tt.name, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%s: error %v, want one saying %q", tt.name, err, tt.want)
		}
		if got := len(maze.Crossings(m)); tt.name == "bridge" && got != 1 {
			t.Errorf("%s: %d crossings, want 1", tt.name, got)
		}
	}
}
