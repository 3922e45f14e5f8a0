package layout

import (
	"math"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// TestArrowsOneSize checks that door arrows print the same length on the
// smallest and the largest maze of a page (a letter page's slot), on the
// answers too, and that the margin holds them.
func TestArrowsOneSize(t *testing.T) {
	for _, solved := range []bool{false, true} {
		want := float64(arrowPt)
		if solved {
			want = keyArrowPt
		}
		for _, size := range [][2]int{{6, 8}, {14, 18}, {32, 40}, {60, 80}} {
			g, err := topology.NewRect(size[0], size[1])
			if err != nil {
				t.Fatal(err)
			}
			o := DrawOptions{W: 540, H: 660, Solved: solved}
			if solved {
				o.W, o.H = 250, 300
			}
			scale, margin := arrowFit(maze.New(g), o)
			bd := g.Bounds()
			cell := min(o.W/(bd.Dx()+2*margin), o.H/(bd.Dy()+2*margin))
			got := 0.7 * scale * cell
			if math.Abs(got-want) > 0.05*want && scale > 0.3 && scale < 3 {
				t.Errorf("%dx%d solved=%v: arrow %.1f pt long, want %.0f", size[0], size[1], solved, got, want)
			}
			if margin < 0.2+0.7*scale {
				t.Errorf("%dx%d: margin %.2f cells does not hold an arrow reaching %.2f", size[0], size[1], margin, 0.2+0.7*scale)
			}
		}
	}
}
