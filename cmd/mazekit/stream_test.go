package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"image/png"
	"slices"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// heldMaze makes the maze the in-memory path makes (through its JSON) and
// gives it the streamed doors: the top of the top-left cell and the bottom
// of the bottom-right cell.
func heldMaze(t *testing.T, args ...string) *maze.Maze {
	t.Helper()
	js, stderr, code := runCLI(t, append([]string{"maze", "--doors", "none", "--format", "json", "-o", "-"}, args...)...)
	if code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, stderr)
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
	return m
}

// TestStreamMatchesMemory checks that every row algorithm streams, as text
// and as PNG, the maze the in-memory path makes from the same seed.
func TestStreamMatchesMemory(t *testing.T) {
	for _, tc := range []struct {
		algo []string
		size string
	}{
		{[]string{"--algo", "eller"}, "23x11"},
		{[]string{"--algo", "sidewinder"}, "17x9"},
		{[]string{"--algo", "sidewinder"}, "1x4"},
		{[]string{"--algo", "binary-tree"}, "12x7"},
		{[]string{"--algo", "binary-tree", "--mode", "se"}, "9x9"},
		{[]string{"--algo", "binary-tree", "--mode", "ne"}, "8x1"},
	} {
		args := append([]string{"--size", tc.size, "--seed", "5"}, tc.algo...)
		m := heldMaze(t, args...)
		text, stderr, code := runCLI(t, append([]string{"maze", "--stream", "--format", "txt", "-o", "-"}, args...)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
		var want bytes.Buffer
		if err := render.WriteText(&want, m, nil); err != nil {
			t.Fatal(err)
		}
		if text != want.String() {
			t.Errorf("%v: streamed text differs from the in-memory maze:\n%s\nwant:\n%s", args, text, want.String())
		}
		pic, stderr, code := runCLI(t, append([]string{"maze", "--stream", "--format", "png", "--cell", "3", "-o", "-"}, args...)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
		img, err := png.Decode(strings.NewReader(pic))
		if err != nil {
			t.Fatalf("%v: decoding the streamed PNG: %v", args, err)
		}
		b := img.Bounds()
		var heldPNG bytes.Buffer
		err = render.Encode(&heldPNG, "png", &render.Source{Maze: m, Style: &render.Style{},
			Options: []render.Option{&render.PNGOptions{Width: b.Dx(), Height: b.Dy(), Scale: 3, Crop: true}}})
		if err != nil {
			t.Fatal(err)
		}
		held, err := png.Decode(&heldPNG)
		if err != nil {
			t.Fatal(err)
		}
		diff := 0
		for y := 0; y < b.Dy(); y++ {
			for x := 0; x < b.Dx(); x++ {
				r1, g1, b1, _ := img.At(x, y).RGBA()
				r2, g2, b2, _ := held.At(x, y).RGBA()
				if r1 != r2 || g1 != g2 || b1 != b2 {
					diff++
				}
			}
		}
		if diff > 0 {
			t.Errorf("%v: %d pixels of the streamed PNG differ from the in-memory maze's", args, diff)
		}
	}
}

// TestStreamRefusals checks that --stream names what stands in its way.
func TestStreamRefusals(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--algo", "dfs"}, "--stream: --algo dfs: does not make mazes row by row"},
		{[]string{"--algo", "eller", "--format", "json"}, "--stream: --format json: streamed mazes"},
		{[]string{"--algo", "eller", "--stats"}, "--stream: --stats needs the whole maze"},
		{[]string{"--algo", "sidewinder", "--doors", "opposite"}, "--stream: --doors needs the whole maze"},
		{[]string{"--algo", "eller", "--format", "png", "--shade", "distance"}, "--stream: --shade needs the whole maze"},
		{[]string{"--algo", "sidewinder", "--mode", "nw"}, "--mode nw: this algorithm has no modes"},
		{[]string{"--algo", "binary-tree", "--mode", "up"}, "--mode up: want nw, ne, sw, se"},
	} {
		args := append([]string{"maze", "--stream", "--size", "10x10", "-o", "-"}, tc.args...)
		if !slices.Contains(args, "--format") {
			args = append(args, "--format", "txt")
		}
		_, stderr, code := runCLI(t, args...)
		if code != 2 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d %q, want a usage error containing %q", tc.args, code, stderr, tc.want)
		}
	}
}

// TestStreamHugePNG checks that a picture of a maze with more cells than a
// grid may hold streams without --stream (cut short here by a failing
// writer) and is refused when a flag needs the whole maze.
func TestStreamHugePNG(t *testing.T) {
	var stderr bytes.Buffer
	err := run(context.Background(), []string{"maze", "--algo", "sidewinder", "--size", "100000x1000", "--cell", "2", "--seed", "1", "--format", "png", "-o", "-"},
		strings.NewReader(""), &failAfter{n: 1 << 20}, &stderr)
	if !errors.Is(err, errFull) {
		t.Fatalf("streaming a 100000x1000 PNG: got %v, want the writer's error after 1 MB", err)
	}
	_, msg, code := runCLI(t, "maze", "--algo", "eller", "--size", "100000x1000", "--shade", "distance", "--format", "png", "-o", "-")
	if code != 2 || !strings.Contains(msg, "too many") {
		t.Errorf("shaded huge PNG: exit %d %q, want a usage error saying too many cells", code, msg)
	}
}
