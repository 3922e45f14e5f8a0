package render

import (
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// TestSolutionAcrossSeam draws the solution of mazes on grids whose
// opposite sides join (one way: the picture has doors) and follows each
// piece of the drawn line: a step across the seam leaves the picture at
// one edge and comes back at the other, so no piece jumps across the
// picture, every piece stays inside the grid's bounds (and the door
// stubs) and crosses no closed wall.
func TestSolutionAcrossSeam(t *testing.T) {
	specs := []topology.Spec{
		{Kind: "torus", Width: 16, Height: 10, Wrap: "x"},
		{Kind: "torus", Width: 10, Height: 14, Wrap: "y"},
		{Kind: "hextorus", Width: 12, Height: 10, Wrap: "x"},
		{Kind: "hextorus", Width: 10, Height: 12, Wrap: "y"},
	}
	for _, spec := range specs {
		seams := 0
		for seed := uint64(1); seed <= seedsShort(30, 10); seed++ {
			m := kindMaze(t, spec, seed)
			if err := maze.PlaceDoors(m, maze.DoorsAuto); err != nil {
				t.Fatal(err)
			}
			st := &Style{Solution: maze.Solve(m)}
			s := MazeScene(m, st)
			ox, oy := sceneOffset(m, st)
			b := m.Grid.Bounds()
			walls := closedWalls(m, ox, oy)
			for _, sk := range flatten(s).strokes {
				if sk.pen.Color != st.solutionColor() {
					continue
				}
				seams += len(sk.lines) - 1
				for _, l := range sk.lines {
					for i, p := range l {
						x, y := p.X-ox, p.Y-oy
						const slack = doorStub + 0.01
						if x < b.Min.X-slack || x > b.Max.X+slack || y < b.Min.Y-slack || y > b.Max.Y+slack {
							t.Fatalf("%s wrap %s seed %d: solution point (%.2f, %.2f) outside the grid %v", spec.Kind, spec.Wrap, seed, x, y, b)
						}
						if i > 0 && topology.Dist(l[i-1], p) > 1.5 {
							t.Fatalf("%s wrap %s seed %d: solution jumps %.1f units from %v to %v", spec.Kind, spec.Wrap, seed, topology.Dist(l[i-1], p), l[i-1], p)
						}
					}
					if n := polylineCrossings(l, walls); n > 0 {
						t.Errorf("%s wrap %s seed %d: solution crosses closed walls %d times", spec.Kind, spec.Wrap, seed, n)
					}
				}
			}
		}
		if seams == 0 {
			t.Errorf("%s wrap %s: no solution of %d crossed the seam; the test shows nothing", spec.Kind, spec.Wrap, seedsShort(30, 10))
		}
		t.Logf("%s wrap %s: %d seam crossings drawn as two pieces", spec.Kind, spec.Wrap, seams)
	}
}
