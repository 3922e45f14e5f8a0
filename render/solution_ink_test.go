package render

import (
	"math"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// pointSegDist returns the distance of p from segment ab.
func pointSegDist(p, a, b topology.Point) float64 {
	dx, dy := b.X-a.X, b.Y-a.Y
	t := 0.0
	if l2 := dx*dx + dy*dy; l2 > 0 {
		t = math.Max(0, math.Min(1, ((p.X-a.X)*dx+(p.Y-a.Y)*dy)/l2))
	}
	return topology.Dist(p, topology.Point{X: a.X + t*dx, Y: a.Y + t*dy})
}

// TestPlanarSolutionClearsWalls draws the answer of planar mazes of every
// layout and measures, in the drawn geometry, how near the solution line's
// ink comes to the walls' ink: the line, drawn thinner where passages are
// narrow, may not touch a closed wall (at the wall width) anywhere, unless
// it is already at its thinnest (minSolutionShare of the wall), where
// cells are too thin for any line (slivers of Delaunay triangles).
func TestPlanarSolutionClearsWalls(t *testing.T) {
	for _, layout := range []string{"poisson", "uniform", "triangles"} {
		touching, thinnest := 0, 0
		mazes := uint64(50)
		if testing.Short() {
			mazes = 4
		}
		for seed := uint64(1); seed <= mazes; seed++ {
			m := kindMaze(t, topology.Spec{Kind: "planar", Width: 15, Height: 15, Layout: layout, Seed: seed}, seed)
			if err := maze.PlaceDoors(m, maze.DoorsAuto); err != nil {
				t.Fatal(err)
			}
			st := &Style{Solution: maze.Solve(m)}
			s := MazeScene(m, st)
			ox, oy := sceneOffset(m, st)
			walls := closedWalls(m, ox, oy)
			f := flatten(s)
			touched, thin := false, false
			for _, sk := range f.strokes {
				if sk.pen.Color != st.solutionColor() {
					continue
				}
				thin = sk.pen.Width <= minSolutionShare*st.wallWidth()+1e-9
				clear := (sk.pen.Width+st.wallWidth())/2 - 1e-9
				for _, l := range sk.lines {
					for _, p := range l {
						for _, w := range walls {
							for j := 1; j < len(w); j++ {
								if pointSegDist(p, w[j-1], w[j]) < clear {
									touched = true
								}
							}
						}
					}
				}
			}
			switch {
			case touched && thin:
				thinnest++
			case touched:
				touching++
			}
		}
		t.Logf("planar %s: the solution line touches wall ink in %d of %d answers, all at its thinnest", layout, thinnest+touching, mazes)
		if touching > 0 {
			t.Errorf("planar %s: the solution line touches wall ink in %d of %d answers where it could be thinner", layout, touching, mazes)
		}
	}
}
