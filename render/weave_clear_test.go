package render

import (
	"math"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// TestWeaveSolutionClear draws solved weave mazes and checks that the
// solid solution line keeps clear of every wall drawn before it: nowhere
// closer than half its width plus half the wall's, except where it meets
// a bridge painted over it later (the line going under). So in the inset
// picture the solution never touches a wall, in the narrow hexagon
// channels too.
func TestWeaveSolutionClear(t *testing.T) {
	for _, sp := range []topology.Spec{
		{Kind: "weave", Base: "rect", Width: 8, Height: 7},
		{Kind: "weave", Base: "hex", Width: 8, Height: 7},
	} {
		for seed := uint64(1); seed <= seedsShort(5, 2); seed++ {
			m := weaveMaze(t, sp, 0.6, seed)
			st := Style{Solution: maze.Solve(m)}
			need := (weaveSolutionWidth(m.Grid.(*topology.Weave), m, &st) + st.wallWidth()) / 2
			if p, d := solutionClearance(MazeScene(m, &st), &st); d < need {
				t.Fatalf("%s seed %d: the solution comes within %.3f of a wall at %v, want at least %.3f", sp.Base, seed, d, p, need)
			}
		}
	}
	// The check sees a line of the usual width, too wide for hexagon
	// channels.
	m := weaveMaze(t, topology.Spec{Kind: "weave", Base: "hex", Width: 8, Height: 7}, 0.6, 1)
	st := Style{Solution: maze.Solve(m)}
	if _, d := solutionClearance(MazeScene(m, &st), &st); d >= (st.solutionWidth()+st.wallWidth())/2 {
		t.Errorf("clearance %.3f: a line %.2f wide would pass", d, st.solutionWidth())
	}
}

// solutionClearance returns how close the solid solution line in s comes
// to a wall drawn before it, away from the bridges drawn over it, and
// where.
func solutionClearance(s *Scene, st *Style) (topology.Point, float64) {
	worst := math.Inf(1)
	var wp topology.Point
	all := strokes(s)
	var walls, fills []stroke
	for _, k := range all {
		if k.fill {
			fills = append(fills, k)
		} else if k.pen.Color == st.wallColor() {
			walls = append(walls, k)
		}
	}
	under := func(p topology.Point, at int) bool {
		for _, f := range fills {
			if f.at < at {
				continue
			}
			fl := f.lines[0]
			if insideOrOn(fl, p) {
				return true
			}
			for q := 1; q < len(fl); q++ {
				if distSeg(p, fl[q-1], fl[q]) < 0.2 {
					return true
				}
			}
		}
		return false
	}
	for _, k := range all {
		if k.fill || k.pen.Color != st.solutionColor() {
			continue
		}
		for _, l := range k.lines {
			for i := 1; i < len(l); i++ {
				for j := 0; j <= 8; j++ {
					p := lerp(l[i-1], l[i], float64(j)/8)
					if under(p, k.at) {
						continue
					}
					for _, wk := range walls {
						if wk.at > k.at {
							continue
						}
						for _, wl := range wk.lines {
							for q := 1; q < len(wl); q++ {
								if d := distSeg(p, wl[q-1], wl[q]); d < worst {
									worst, wp = d, p
								}
							}
						}
					}
				}
			}
		}
	}
	return wp, worst
}
