package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// TestEllerStreamMatchesMemory checks that the streamed text of an Eller
// maze is the maze the in-memory path makes from the same seed, with doors
// at the top-left and bottom-right.
func TestEllerStreamMatchesMemory(t *testing.T) {
	for _, size := range []string{"23x11", "1x6", "9x1"} {
		streamed, stderr, code := runCLI(t, "maze", "--algo", "eller", "--size", size, "--seed", "5", "--format", "txt", "-o", "-")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", size, code, stderr)
		}
		// --doors none takes the in-memory path; the JSON holds the open edges.
		js, stderr, code := runCLI(t, "maze", "--algo", "eller", "--size", size, "--seed", "5", "--doors", "none", "--format", "json", "-o", "-")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", size, code, stderr)
		}
		var doc maze.Document
		if err := json.Unmarshal([]byte(js), &doc); err != nil {
			t.Fatal(err)
		}
		g, _ := topology.NewRect(doc.Grid.Width, doc.Grid.Height)
		m := maze.New(g)
		open := map[[2]int]bool{}
		for _, p := range doc.Open {
			open[p] = true
		}
		for e := 0; e < g.NumEdges(); e++ {
			if a, b := g.Ends(e); open[[2]int{a, b}] {
				m.Open(e)
			}
		}
		last := g.NumCells() - 1
		m.Entrance = maze.Door{Cell: 0, Side: 0}
		for i, s := range g.Border(last, nil) {
			if s.A.Y == float64(g.H) && s.B.Y == float64(g.H) {
				m.Exit = maze.Door{Cell: last, Side: i}
			}
		}
		var want bytes.Buffer
		if err := render.WriteText(&want, m, nil); err != nil {
			t.Fatal(err)
		}
		if streamed != want.String() {
			t.Errorf("%s: streamed maze differs from the in-memory one:\n%s\nwant:\n%s", size, streamed, want.String())
		}
	}
}

// failAfter is a writer that fails once it has taken n bytes.
type failAfter struct{ n int }

var errFull = errors.New("disk full")

func (f *failAfter) Write(p []byte) (int, error) {
	if f.n -= len(p); f.n < 0 {
		return 0, errFull
	}
	return len(p), nil
}

// TestEllerStreamHuge checks that a maze with more cells than a grid may
// hold is accepted on the streamed path (here cut short by a failing
// writer) and refused on every other path.
func TestEllerStreamHuge(t *testing.T) {
	var stderr bytes.Buffer
	err := run(context.Background(), []string{"maze", "--algo", "eller", "--size", "100x1000000", "--seed", "1", "--format", "txt", "-o", "-"},
		strings.NewReader(""), &failAfter{n: 4 << 20}, &stderr)
	if !errors.Is(err, errFull) {
		t.Fatalf("streaming 100x1000000: got %v, want the writer's error after 4 MB", err)
	}
	// (--solution streams too: see TestStreamSolutionMatchesMemory.)
	for _, extra := range [][]string{{"--stats"}, {"--doors", "opposite"}, {"--format", "json"}} {
		args := append([]string{"maze", "--algo", "eller", "--size", "100x1000000", "-o", "-", "--format", "txt"}, extra...)
		_, stderr, code := runCLI(t, args...)
		if code != 2 || !strings.Contains(stderr, "too many") {
			t.Errorf("%v: exit %d %q, want a usage error saying too many cells", extra, code, stderr)
		}
	}
	// Grid flags are obeyed, not ignored: a mask is not streamed as a plain
	// rect but refused, as Eller needs rows.
	if _, stderr, code := runCLI(t, "maze", "--algo", "eller", "--mask-shape", "heart", "--size", "20x16", "--format", "txt", "-o", "-"); code != 2 || !strings.Contains(stderr, "runs only on rect") {
		t.Errorf("eller on a heart mask: exit %d %q, want a usage error saying it runs only on rect grids", code, stderr)
	}
	if _, stderr, code := runCLI(t, "maze", "--algo", "eller", "--levels", "2", "--format", "txt", "-o", "-"); code != 2 || !strings.Contains(stderr, "--levels") {
		t.Errorf("eller with --levels: exit %d %q, want a usage error naming --levels", code, stderr)
	}
}

// TestQuadtreeCLI writes several levels as separate files and checks that
// they refine each other and that the JSON lists the world's rooms.
func TestQuadtreeCLI(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "world.json")
	if _, stderr, code := runCLI(t, "maze", "--algo", "quadtree", "--size", "16x16", "--levels", "1..4", "--seed", "3", "-o", out); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var prevOpen map[[2]int]bool
	for L := 1; L <= 4; L++ {
		b, err := os.ReadFile(filepath.Join(dir, "world-"+string(rune('0'+L))+".json"))
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			maze.Document
			World struct {
				Side   int `json:"side"`
				Levels []struct {
					Level int               `json:"level"`
					Rooms []json.RawMessage `json:"rooms"`
				} `json:"levels"`
			} `json:"world"`
		}
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatal(err)
		}
		if doc.World.Side != 16 || len(doc.World.Levels) != L+1 || len(doc.World.Levels[L].Rooms) != 1<<(2*L) {
			t.Fatalf("level %d: world has side %d and %d levels, want 16 and %d with %d rooms at the last", L, doc.World.Side, len(doc.World.Levels), L+1, 1<<(2*L))
		}
		open := map[[2]int]bool{}
		for _, p := range doc.Open {
			open[p] = true
		}
		for p := range open {
			if prevOpen != nil && !prevOpen[p] {
				t.Fatalf("passage %v is open at level %d but a wall at level %d", p, L, L-1)
			}
		}
		if len(doc.Solution) == 0 {
			t.Fatalf("level %d: no solution between the doors", L)
		}
		prevOpen = open
	}
	bad := []struct {
		args []string
		want string
	}{
		{[]string{"--size", "12x12"}, "power of two"},
		{[]string{"--size", "16x8"}, "power of two"},
		{[]string{"--size", "16x16", "--levels", "2..9"}, "0 ≤ N ≤ M ≤ 4"},
		{[]string{"--size", "16x16", "--levels", "1..3"}, "several levels need a file name"},
		{[]string{"--size", "16x16", "--grid", "hex"}, "runs only on rect"},
	}
	for _, tt := range bad {
		args := append([]string{"maze", "--algo", "quadtree", "--format", "txt", "-o", "-"}, tt.args...)
		_, stderr, code := runCLI(t, args...)
		if code != 2 || !strings.Contains(stderr, tt.want) {
			t.Errorf("%v: exit %d %q, want a usage error containing %q", tt.args, code, stderr, tt.want)
		}
	}
}
