package conformance

import (
	"context"
	"fmt"
	"math"
	"os"
	"strconv"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/topology"
)

// segDist returns the distance between segments ab and cd.
func segDist(a, b, c, d topology.Point) float64 {
	if cross(a, b, c, d) {
		return 0
	}
	pd := func(p, a, b topology.Point) float64 {
		dx, dy := b.X-a.X, b.Y-a.Y
		l2 := dx*dx + dy*dy
		t := 0.0
		if l2 > 0 {
			t = math.Max(0, math.Min(1, ((p.X-a.X)*dx+(p.Y-a.Y)*dy)/l2))
		}
		return topology.Dist(p, topology.Point{X: a.X + t*dx, Y: a.Y + t*dy})
	}
	return min(pd(a, c, d), pd(b, c, d), pd(c, a, b), pd(d, a, b))
}

// openings returns the clear width of every opening of m, doors included,
// in the drawn geometry: walls are strokes of width wall along their
// centre lines, and an opening's clear width is the longest run along it
// of points farther than half a wall from every closed wall that meets
// its ends.
func openings(m *maze.Maze, wall float64) []float64 {
	g := m.Grid
	type seg struct{ a, b topology.Point }
	at := map[[2]int64][]seg{} // closed wall pieces by the wall's end points
	key := func(p topology.Point) [2]int64 {
		return [2]int64{int64(math.Round(p.X * 1e6)), int64(math.Round(p.Y * 1e6))}
	}
	add := func(s topology.Segment) {
		pts := sample(s)
		for i := 1; i < len(pts); i++ {
			sg := seg{pts[i-1], pts[i]}
			at[key(pts[0])] = append(at[key(pts[0])], sg)
			at[key(pts[len(pts)-1])] = append(at[key(pts[len(pts)-1])], sg)
		}
	}
	var open []topology.Segment
	for e := 0; e < g.NumEdges(); e++ {
		if m.IsOpen(e) {
			open = append(open, g.Wall(e))
		} else {
			add(g.Wall(e))
		}
	}
	var segs []topology.Segment
	for c := 0; c < g.NumCells(); c++ {
		for i, s := range g.Border(c, segs[:0]) {
			if (m.Entrance.Cell == c && m.Entrance.Side == i) || (m.Exit.Cell == c && m.Exit.Side == i) {
				open = append(open, s)
			} else {
				add(s)
			}
		}
	}
	const steps = 200
	var out []float64
	for _, s := range open {
		near := append(at[key(s.A)], at[key(s.B)]...)
		pts := sample(s)
		step := s.Length() / steps
		run, best := 0.0, 0.0
		for i := 0; i <= steps; i++ {
			// The point i/steps along the opening's polyline.
			f := float64(i) / steps * float64(len(pts)-1)
			j := min(int(f), len(pts)-2)
			t := f - float64(j)
			p := topology.Point{X: pts[j].X + t*(pts[j+1].X-pts[j].X), Y: pts[j].Y + t*(pts[j+1].Y-pts[j].Y)}
			clear := true
			for _, w := range near {
				if segDist(p, p, w.a, w.b) < wall/2 {
					clear = false
					break
				}
			}
			if clear {
				if run > 0 {
					run += step
				} else {
					run = 1e-12
				}
				best = max(best, run)
			} else {
				run = 0
			}
		}
		out = append(out, best)
	}
	return out
}

// TestPlanarPassageWidth makes planar mazes of every layout and measures
// every opening between the ink of the walls drawn at the default wall
// width: no door and no passage may be narrower than a wall is thick.
// (MAZEKIT_PLANAR_MAZES sets how many mazes of each layout; the figures
// in the notes are for 1000.)
func TestPlanarPassageWidth(t *testing.T) {
	k, _ := topology.Lookup("planar")
	lp, _ := k.Param("layout")
	mazes := 150
	if testing.Short() {
		mazes = 6
	}
	if n, err := strconv.Atoi(os.Getenv("MAZEKIT_PLANAR_MAZES")); err == nil && n > 0 {
		mazes = n
	}
	wall := puzzle.DefaultPicture().WallWidth
	for _, layout := range lp.Values {
		narrowest, where, narrow, narrowDoors, doorMin := math.Inf(1), "", 0, 0, math.Inf(1)
		for seed := range mazes {
			o := puzzle.Defaults()
			o.Grid = topology.Spec{Kind: "planar", Width: 15, Height: 15, Layout: layout, Seed: uint64(seed)}
			o.Seed = uint64(seed)
			p, err := puzzle.New(context.Background(), &o, "png")
			if err != nil {
				t.Fatal(err)
			}
			ws := openings(p.Maze, wall)
			passages := p.Maze.NumOpen()
			for i, w := range ws {
				if i >= passages {
					doorMin = min(doorMin, w)
					if w < wall {
						narrowDoors++
						t.Errorf("planar %s seed %d: a door %.3f wide, narrower than the wall (%.2f)", layout, seed, w, wall)
					}
					continue
				}
				if w < wall {
					narrow++
					if testing.Verbose() && narrow < 15 {
						t.Logf("planar %s seed %d: passage %.3f wide through a side %.3f long", layout, seed, w, sides(p.Maze)[i])
					}
				}
				if w < narrowest {
					narrowest, where = w, fmt.Sprintf("seed %d", seed)
				}
			}
		}
		t.Logf("planar %s: %d mazes, wall %.2f: narrowest door %.3f (%d narrower than the wall); narrowest passage %.3f (%s), %d passages narrower than the wall",
			layout, mazes, wall, doorMin, narrowDoors, narrowest, where, narrow)
		if narrow > 0 {
			t.Errorf("planar %s: %d passages narrower than the wall (%.2f); the narrowest is %.3f (%s)", layout, narrow, wall, narrowest, where)
		}
	}
}

// sides returns the lengths of the openings in the order openings lists them.
func sides(m *maze.Maze) []float64 {
	var out []float64
	g := m.Grid
	for e := 0; e < g.NumEdges(); e++ {
		if m.IsOpen(e) {
			out = append(out, g.Wall(e).Length())
		}
	}
	for _, d := range []maze.Door{m.Entrance, m.Exit} {
		if d.Valid() {
			out = append(out, g.Border(d.Cell, nil)[d.Side].Length())
		}
	}
	return out
}
