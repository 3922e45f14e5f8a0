package puzzle_test

import (
	"context"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/topology"
)

// refused makes opts and wants a one-line *param.Error naming field.
func refused(t *testing.T, what string, opts puzzle.Options, field string) {
	t.Helper()
	_, err := puzzle.New(context.Background(), &opts, "png")
	if err == nil {
		t.Errorf("%s: accepted", what)
		return
	}
	pe, ok := param.As(err)
	if !ok || pe.Field != field || strings.Contains(err.Error(), "\n") {
		t.Errorf("%s: %v, want one line naming %s", what, err, field)
	}
}

// TestTileRefusesPuzzleOptions checks that a grid wrapping both ways, drawn
// as a seamless tile with no doors, refuses every option it cannot show
// instead of ignoring it, and takes those that apply.
func TestTileRefusesPuzzleOptions(t *testing.T) {
	for _, kind := range []string{"torus", "hextorus"} {
		base := puzzle.Defaults()
		base.Grid = topology.Spec{Kind: kind, Width: 8, Height: 6, Wrap: "xy"}
		for _, c := range []struct {
			field string
			set   func(o *puzzle.Options)
		}{
			{"solution", func(o *puzzle.Options) { o.Solution = true }},
			{"answer", func(o *puzzle.Options) { o.Answer = true }},
			{"doors", func(o *puzzle.Options) { o.Doors = "opposite" }},
			{"doors", func(o *puzzle.Options) { o.Doors = "0,5" }},
			{"title", func(o *puzzle.Options) { o.Picture.Title = "Loop" }},
			{"markers", func(o *puzzle.Options) { o.Picture.Markers = "arrows" }},
			{"difficulty", func(o *puzzle.Options) { o.Difficulty = [2]float64{10, 90} }},
		} {
			o := base
			c.set(&o)
			refused(t, kind+" with "+c.field, o, c.field)
		}
		// A cylinder has doors and takes them all.
		o := base
		o.Grid.Wrap = "x"
		o.Solution, o.Doors, o.Picture.Title = true, "opposite", "Loop"
		if _, err := puzzle.New(context.Background(), &o, "png"); err != nil {
			t.Errorf("%s wrap x with a solution, doors and a title: %v", kind, err)
		}
		// The tile itself is still made, and its statistics say it has no doors.
		o = base
		o.Stats = true
		p, err := puzzle.New(context.Background(), &o, "png")
		if err != nil {
			t.Fatal(err)
		}
		if s := p.Info.Stats.(maze.Stats).String(); !strings.Contains(s, "difficulty:      none") {
			t.Errorf("%s tile statistics:\n%s\nwant difficulty none", kind, s)
		}
	}
}

// TestSymmetryRefusesBraid checks that braiding, which adds loops at
// random and so breaks a symmetric maze's symmetry, is refused with it.
func TestSymmetryRefusesBraid(t *testing.T) {
	o := puzzle.Defaults()
	o.Grid = topology.Spec{Kind: "rect", Width: 11, Height: 11}
	o.Symmetry, o.Braid = "2", 0.5
	refused(t, "symmetry 2 with braid", o, "braid")
	o.Braid = 0
	if _, err := puzzle.New(context.Background(), &o, "png"); err != nil {
		t.Errorf("symmetry 2 alone: %v", err)
	}
}

// TestTriOneWideRefused checks that a triangle grid one triangle wide and
// more than two high, which is not connected, is refused for every
// algorithm instead of panicking, looping or making a "perfect" maze that
// leaves most cells unreached.
func TestTriOneWideRefused(t *testing.T) {
	for _, algo := range []string{"wilson", "aldous-broder", "dfs", "kruskal"} {
		for _, h := range []int{3, 4, 7} {
			o := puzzle.Defaults()
			o.Algorithm = algo
			o.Grid = topology.Spec{Kind: "tri", Width: 1, Height: h}
			refused(t, algo+" on tri 1x"+string(rune('0'+h)), o, "size")
		}
	}
	// Two high, or two wide, is connected: every cell is reached.
	for _, wh := range [][2]int{{1, 2}, {2, 7}} {
		o := puzzle.Defaults()
		o.Grid = topology.Spec{Kind: "tri", Width: wh[0], Height: wh[1]}
		p, err := puzzle.New(context.Background(), &o, "png")
		if err != nil {
			t.Fatal(err)
		}
		d := maze.Distances(p.Maze, 0)
		for c, v := range d {
			if v < 0 {
				t.Errorf("tri %dx%d: cell %d unreached", wh[0], wh[1], c)
			}
		}
	}
}

// TestDifficultyBandAnimates checks that a maze carved to a difficulty
// band (as age levels ask) records its carving for an animation, the same
// maze as the picture shows.
func TestDifficultyBandAnimates(t *testing.T) {
	o := puzzle.Defaults()
	o.Grid = topology.Spec{Kind: "rect", Width: 8, Height: 6}
	o.Difficulty = [2]float64{60, 200}
	o.Seed = 5
	var out [2]*puzzle.Puzzle
	for i, format := range []string{"gif", "png"} {
		p, err := puzzle.New(context.Background(), &o, format)
		if err != nil {
			t.Fatalf("%s: %v", format, err)
		}
		out[i] = p
	}
	var gif strings.Builder
	if err := out[0].Write(&gif, "gif", false); err != nil {
		t.Fatalf("gif of a maze in a difficulty band: %v", err)
	}
	for e := 0; e < out[0].Maze.Grid.NumEdges(); e++ {
		if out[0].Maze.IsOpen(e) != out[1].Maze.IsOpen(e) {
			t.Fatalf("the animated maze differs from the picture's at edge %d", e)
		}
	}
}
