package fab

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

func TestLaserPerfectMazeOneOutline(t *testing.T) {
	specs := fabSpecs()
	for _, name := range sortedKeys(specs) {
		m := testMaze(t, specs[name], "wilson", 2)
		m.Entrance, m.Exit = maze.NoDoor(), maze.NoDoor()
		loops, _, _, rep, err := planLaser(m, &LaserOptions{WallThickness: 1})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		// A perfect maze's walls hang together off a closed border and
		// its inside is one corridor: two outlines (outside and inside),
		// no islands.
		if rep.Islands != 0 || len(loops) != 2 {
			t.Errorf("%s: %v, want 2 outlines and no islands", name, rep)
		}
		for _, l := range loops {
			if l[0] != l[len(l)-1] {
				t.Errorf("%s: outline not closed", name)
			}
		}
	}
}

func TestLaserIslandsBridged(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "rect", Width: 12, Height: 10}, "dfs", 4)
	maze.Braid(m, 1, rand.New(rand.NewPCG(1, 2)))
	_, _, _, rep, err := planLaser(m, nil)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Islands == 0 {
		t.Fatal("a fully braided maze should have free-standing walls")
	}
	_, _, _, br, err := planLaser(m, &LaserOptions{Bridge: true})
	if err != nil {
		t.Fatal(err)
	}
	if br.Bridged != rep.Islands || br.Outlines != 2 {
		t.Errorf("bridged %d of %d islands, %d outlines left; want all, and 2 outlines", br.Bridged, rep.Islands, br.Outlines)
	}
	if !reachable(m) || len(wallIslands(m)) != rep.Islands {
		t.Error("bridging changed the caller's maze")
	}
	var dxf, svg bytes.Buffer
	if _, err := WriteDXF(&dxf, m, &LaserOptions{Kerf: 0.2}); err != nil {
		t.Fatal(err)
	}
	if _, err := WriteLaserSVG(&svg, m, nil); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(dxf.String(), "POLYLINE"); n != rep.Outlines {
		t.Errorf("DXF has %d polylines, want %d", n, rep.Outlines)
	}
	if n := strings.Count(svg.String(), "<path"); n != rep.Outlines {
		t.Errorf("SVG has %d paths, want %d", n, rep.Outlines)
	}
	if _, _, _, _, err := planLaser(m, &LaserOptions{Kerf: 5}); err == nil {
		t.Error("kerf wider than the walls accepted")
	}
}
