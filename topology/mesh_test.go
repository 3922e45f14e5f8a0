package topology_test

import (
	"math"
	"testing"

	"github.com/mazekit/mazekit/topology"
)

// TestMeshCocircularSites builds triangle layouts, among them seed 511,
// whose sites include four on one circle, and checks that the triangles
// tile the rectangle: every side between two triangles is theirs alone and
// runs opposite ways around them, every other side lies on the rectangle,
// and every triangle turns the same way.
func TestMeshCocircularSites(t *testing.T) {
	seeds := []uint64{511}
	n := uint64(300)
	if testing.Short() {
		n = 60
	}
	for s := range n {
		seeds = append(seeds, s)
	}
	for _, seed := range seeds {
		g, err := topology.NewMesh(topology.Spec{Kind: "planar", Width: 20, Height: 15, Seed: seed, Layout: "triangles"})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		type side struct{ a, b topology.Point }
		uses := map[side]int{}
		var buf []topology.Point
		for c := range g.NumCells() {
			buf = g.Outline(c, buf[:0])
			if a, b, d := buf[0], buf[1], buf[2]; (b.X-a.X)*(d.Y-a.Y)-(b.Y-a.Y)*(d.X-a.X) <= 0 {
				t.Fatalf("seed %d: triangle %d is flat or turns the other way", seed, c)
			}
			for k := range 3 {
				uses[side{buf[k], buf[(k+1)%3]}]++
			}
		}
		onRect := func(p topology.Point) bool {
			return p.X == 0 || p.Y == 0 || p.X == 20 || p.Y == 15
		}
		for s, k := range uses {
			switch back := uses[side{s.b, s.a}]; {
			case k != 1:
				t.Fatalf("seed %d: side %v–%v belongs to %d triangles the same way round", seed, s.a, s.b, k)
			case back == 0 && !(onRect(s.a) && onRect(s.b) && (s.a.X == s.b.X || s.a.Y == s.b.Y)):
				t.Fatalf("seed %d: side %v–%v has one triangle and is inside the rectangle", seed, s.a, s.b)
			}
		}
		area := 0.0
		for c := range g.NumCells() {
			buf = g.Outline(c, buf[:0])
			a, b, d := buf[0], buf[1], buf[2]
			area += ((b.X-a.X)*(d.Y-a.Y) - (b.Y-a.Y)*(d.X-a.X)) / 2
		}
		if math.Abs(area-300) > 1e-6 {
			t.Fatalf("seed %d: triangles cover %g of 300", seed, area)
		}
	}
}
