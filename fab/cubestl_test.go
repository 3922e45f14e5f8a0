package fab

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/mazekit/mazekit/topology"
)

// TestCubeSTL builds the solid of a maze on a cube and checks that it is
// closed (every edge in two faces, once each way, volume positive), that
// each face carries raised walls exactly where the maze has them (a wall
// voxel in the middle of every closed side, none in an open one), and
// that the start and finish are marked, and that admesh, when installed,
// finds nothing to fix.
func TestCubeSTL(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "cube", Width: 3, Height: 3}, "wilson", 4)
	c := m.Grid.(*topology.Cube)
	v := cubeSolid(m, c)
	v.fixPinches()
	mesh := v.mesh(2.5)
	edges := map[[2]int32]int{}
	for _, tr := range mesh.t {
		for i := 0; i < 3; i++ {
			edges[[2]int32{tr[i], tr[(i+1)%3]}]++
		}
	}
	for e, n := range edges {
		if n != 1 || edges[[2]int32{e[1], e[0]}] != 1 {
			t.Fatalf("edge %v is in %d faces one way and %d the other", e, n, edges[[2]int32{e[1], e[0]}])
		}
	}
	if mesh.volume() <= 0 {
		t.Fatal("the solid's volume is not positive")
	}
	k := cubeVoxels
	for cell := 0; cell < c.NumCells(); cell++ {
		for _, nb := range c.Neighbors(cell, nil) {
			// The middle pixel of the side towards nb.
			i, j := k/2, k/2
			ctr, w := c.Center(cell), c.Wall(nb.Edge)
			if p, link := c.LinkWalls(nb.Edge, nil); link {
				w = p[0]
				if a, _ := c.Ends(nb.Edge); a != cell {
					w = p[1]
				}
			}
			mid := w.Mid()
			switch {
			case mid.Y < ctr.Y-0.25:
				j = 0
			case mid.X > ctr.X+0.25:
				i = k - 1
			case mid.Y > ctr.Y+0.25:
				j = k - 1
			default:
				i = 0
			}
			p, _ := cubePixel(c, cell, i, j)
			if got := v.at(p[0], p[1], p[2]); got == m.IsOpen(nb.Edge) {
				t.Fatalf("cell %d, side to %d (open %v): wall voxel %v", cell, nb.Cell, m.IsOpen(nb.Edge), got)
			}
		}
	}
	start, finish := c.Terminals()
	if _, in := cubePixel(c, start, k/2, k/2); v.at(in[0], in[1], in[2]) {
		t.Error("no pit in the start cell")
	}
	if _, in := cubePixel(c, finish, 1, 1); v.at(in[0], in[1], in[2]) {
		t.Error("no wide pit in the finish cell")
	}
	if _, err := exec.LookPath("admesh"); err != nil {
		if os.Getenv("MAZEKIT_REQUIRE_FAB_TOOLS") != "" {
			t.Fatal("admesh not installed")
		}
		return
	}
	var b bytes.Buffer
	if err := writeCubeSTL(&b, m, c, 10); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "cube.stl")
	os.WriteFile(p, b.Bytes(), 0o644)
	out, err := exec.Command("admesh", p).CombinedOutput()
	if err != nil {
		t.Fatalf("admesh: %v\n%s", err, out)
	}
	for _, want := range []struct {
		field string
		n     int
	}{{"Number of parts", 1}, {"Degenerate facets", 0}, {"Edges fixed", 0}, {"Facets removed", 0},
		{"Facets added", 0}, {"Facets reversed", 0}, {"Backwards edges", 0}, {"Normals fixed", 0}} {
		re := regexp.MustCompile(regexp.QuoteMeta(want.field) + `\s*:\s*(\d+)`)
		if got := re.FindStringSubmatch(string(out)); got == nil || got[1] != strconv.Itoa(want.n) {
			t.Errorf("admesh %s = %v, want %d", want.field, got, want.n)
		}
	}
}
