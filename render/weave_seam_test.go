package render

import (
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// TestWeaveSolutionNoSeam: where the solution runs over a bridge, the PNG
// shows it in one colour across the bridge's ends: no lighter hairline
// where the bridge's floor and the line redrawn on it meet.
func TestWeaveSolutionNoSeam(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 12 && checked < 6; seed++ {
		m := weaveMaze(t, topology.Spec{Kind: "weave", Base: "rect", Width: 8, Height: 6}, 1, seed)
		w := m.Grid.(*topology.Weave)
		sol := maze.Solve(m)
		onPath := map[int]bool{}
		for _, c := range sol {
			onPath[c] = true
		}
		st := &Style{Solution: sol}
		sc := MazeScene(m, st)
		const px = 47.3
		img, err := rasterPNG(sc, &PNGOptions{Scale: px, NoFastPath: true})
		if err != nil {
			t.Fatal(err)
		}
		ox, oy := st.margin()-w.Bounds().Min.X, st.margin()-w.Bounds().Min.Y
		want := st.solutionColor()
		for _, e := range maze.Crossings(m) {
			br, ok := weaveBridge(w, m, e)
			if !ok || !onPath[w.Under(e)] {
				continue
			}
			for _, p := range br.mids {
				worst := 0
				cx, cy := (p.X+ox)*px, (p.Y+oy)*px
				for d := -3; d <= 3; d++ { // across the end, along the line
					for _, xy := range [][2]int{{int(cx) + d, int(cy)}, {int(cx), int(cy) + d}} {
						r, g, b, _ := img.At(xy[0], xy[1]).RGBA()
						worst = max(worst, absd(uint8(r>>8), want.R), absd(uint8(g>>8), want.G), absd(uint8(b>>8), want.B))
					}
				}
				if worst > 24 {
					t.Errorf("seed %d: the solution at a bridge's end (%.0f,%.0f) strays %d from %v", seed, cx, cy, worst, want)
				}
				checked++
			}
		}
	}
	if checked == 0 {
		t.Fatal("no solution ran over a bridge")
	}
}

func absd(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}
