package main

import (
	"bytes"
	"image/png"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
)

// TestStreamSolutionMatchesMemory checks that a streamed maze with
// --solution shows the in-memory solver's path on the same maze, as text
// and as PNG (the whole maze's picture with the path, cut to the same size).
func TestStreamSolutionMatchesMemory(t *testing.T) {
	for _, tc := range []struct {
		algo []string
		size string
	}{
		{[]string{"--algo", "eller"}, "23x11"},
		{[]string{"--algo", "eller", "--seed", "9"}, "50x40"},
		{[]string{"--algo", "sidewinder"}, "17x9"},
		{[]string{"--algo", "sidewinder"}, "1x4"},
		{[]string{"--algo", "binary-tree", "--mode", "se"}, "9x9"},
		{[]string{"--algo", "binary-tree", "--mode", "ne"}, "8x1"},
	} {
		args := append([]string{"--size", tc.size, "--seed", "5"}, tc.algo...)
		m := heldMaze(t, args...)
		path := maze.Solve(m)
		if len(path) == 0 {
			t.Fatalf("%v: no path in the held maze", args)
		}
		text, stderr, code := runCLI(t, append([]string{"maze", "--stream", "--solution", "--format", "txt", "-o", "-"}, args...)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
		var want bytes.Buffer
		if err := render.WriteText(&want, m, path); err != nil {
			t.Fatal(err)
		}
		if text != want.String() {
			t.Errorf("%v: streamed solved text differs from the in-memory maze's:\n%s\nwant:\n%s", args, text, want.String())
		}
		pic, stderr, code := runCLI(t, append([]string{"maze", "--stream", "--solution", "--format", "png", "--cell", "4", "-o", "-"}, args...)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
		img, err := png.Decode(strings.NewReader(pic))
		if err != nil {
			t.Fatalf("%v: decoding the streamed PNG: %v", args, err)
		}
		b := img.Bounds()
		st := &render.Style{Solution: path}
		var heldPNG bytes.Buffer
		err = render.Encode(&heldPNG, "png", &render.Source{Maze: m, Style: st,
			Options: []render.Option{&render.PNGOptions{Scale: 4, Width: b.Dx(), Height: b.Dy(), Crop: true}}})
		if err != nil {
			t.Fatal(err)
		}
		held, err := png.Decode(&heldPNG)
		if err != nil {
			t.Fatal(err)
		}
		diff, red := 0, 0
		for y := 0; y < b.Dy(); y++ {
			for x := 0; x < b.Dx(); x++ {
				r1, g1, b1, _ := img.At(x, y).RGBA()
				r2, g2, b2, _ := held.At(x, y).RGBA()
				if r1 != r2 || g1 != g2 || b1 != b2 {
					diff++
				}
				if r1 > 0xc000 && g1 < 0x8000 {
					red++
				}
			}
		}
		if diff > 0 || red == 0 {
			t.Errorf("%v: %d pixels of the streamed PNG differ from the in-memory maze's; %d solution pixels", args, diff, red)
		}
	}
}

// TestStreamSolutionRefusals checks what a streamed solution cannot do.
func TestStreamSolutionRefusals(t *testing.T) {
	_, stderr, code := runCLI(t, "maze", "--stream", "--solution", "--solution-style", "dashed", "--size", "10x10", "--algo", "eller", "-o", "-", "--format", "png")
	if code != 2 || !strings.Contains(stderr, "--solution-style") {
		t.Errorf("dashed streamed solution: exit %d, %q", code, stderr)
	}
}
