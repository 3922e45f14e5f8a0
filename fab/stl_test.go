package fab

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// fabSpecs are the grids the fabrication outputs are tried on: every kind
// in testSpecs and a few variants.
func fabSpecs() map[string]topology.Spec {
	s := map[string]topology.Spec{
		"hex-radius":      {Kind: "hex", Radius: 4},
		"hex-flat":        {Kind: "hex", Width: 6, Height: 5, Flat: true},
		"planar-triangle": {Kind: "planar", Width: 10, Height: 7, Cells: 50, Seed: 3, Layout: "triangles"},
		"polar-big":       {Kind: "polar", Rings: 9},
	}
	for k, v := range testSpecs {
		if k, _ := topology.Lookup(v.Kind); v.Wrap != "" || k.Linked {
			continue // wrapped grids cannot be cut flat, nor can floors or nets show their links
		}
		s[k] = v
	}
	return s
}

func sortedKeys(m map[string]topology.Spec) []string {
	var k []string
	for n := range m {
		k = append(k, n)
	}
	slices.Sort(k)
	return k
}

// checkClosed checks that every edge of the mesh belongs to exactly two
// triangles that run along it in opposite directions (so the surface is
// closed, manifold and consistently oriented), that no triangle is
// degenerate, and that the enclosed volume is positive (normals point out).
func checkClosed(t *testing.T, mesh *triMesh) {
	t.Helper()
	dir := map[[2]int32]int{}
	for _, tr := range mesh.t {
		for k := 0; k < 3; k++ {
			a, b := tr[k], tr[(k+1)%3]
			if a == b {
				t.Fatalf("degenerate triangle %v", tr)
			}
			dir[[2]int32{a, b}]++
		}
	}
	bad := 0
	for e, n := range dir {
		if n != 1 || dir[[2]int32{e[1], e[0]}] != 1 {
			if bad < 5 {
				t.Errorf("edge %v→%v (%v→%v) used %d times, reverse %d times", e[0], e[1], mesh.v[e[0]], mesh.v[e[1]], n, dir[[2]int32{e[1], e[0]}])
			}
			bad++
		}
	}
	if bad > 0 {
		t.Fatalf("%d bad edges of %d", bad, len(dir))
	}
	vol := 0.0
	for _, tr := range mesh.t {
		a, b, c := mesh.v[tr[0]], mesh.v[tr[1]], mesh.v[tr[2]]
		vol += a[0]*(b[1]*c[2]-b[2]*c[1]) - a[1]*(b[0]*c[2]-b[2]*c[0]) + a[2]*(b[0]*c[1]-b[1]*c[0])
	}
	if vol <= 0 {
		t.Fatalf("volume %v: normals point inwards", vol/6)
	}
}

func TestSTLClosedEveryGrid(t *testing.T) {
	specs := fabSpecs()
	for _, name := range sortedKeys(specs) {
		for _, tactile := range []bool{false, true} {
			t.Run(name+map[bool]string{false: "", true: "-tactile"}[tactile], func(t *testing.T) {
				m := testMaze(t, specs[name], "wilson", 4)
				mesh, err := buildSTL(m, &STLOptions{Tactile: tactile, WallThickness: 1.2})
				if err != nil {
					t.Fatal(err)
				}
				checkClosed(t, mesh)
			})
		}
	}
}

func TestSTLBraidedAndVolume(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "rect", Width: 6, Height: 4}, "dfs", 2)
	maze.Braid(m, 1, rand.New(rand.NewPCG(3, 9)))
	m.Entrance, m.Exit = maze.NoDoor(), maze.NoDoor()
	mesh, err := buildSTL(m, &STLOptions{CellMM: 10, WallHeight: 5, Base: 2, WallThickness: 2})
	if err != nil {
		t.Fatal(err)
	}
	checkClosed(t, mesh)
	// Volume: plate (60+2)×(40+2)×2 plus walls 5 high over the wall area.
	vol := 0.0
	for _, tr := range mesh.t {
		a, b, c := mesh.v[tr[0]], mesh.v[tr[1]], mesh.v[tr[2]]
		vol += (a[0]*(b[1]*c[2]-b[2]*c[1]) - a[1]*(b[0]*c[2]-b[2]*c[0]) + a[2]*(b[0]*c[1]-b[1]*c[0])) / 6
	}
	plate := 62.0 * 42 * 2
	// Wall area: each standing unit wall is a 10×2 strip, plus 2×2 at
	// every grid point a standing wall touches.
	walls, points := 0, map[topology.Point]bool{}
	for _, w := range render.Walls(m) {
		if w.Standing {
			walls++
			points[w.Seg.A], points[w.Seg.B] = true, true
		}
	}
	want := plate + 5*(float64(walls)*8*2+float64(len(points))*4)
	if math.Abs(vol-want) > 1e-6*want {
		t.Errorf("volume %.3f mm³, want %.3f", vol, want)
	}
}

func TestSTLSizeLinear(t *testing.T) {
	size := func(n int) int {
		m := testMaze(t, topology.Spec{Kind: "rect", Width: n, Height: n}, "dfs", 1)
		var b bytes.Buffer
		if err := WriteSTL(&b, m, nil); err != nil {
			t.Fatal(err)
		}
		if got := binary.LittleEndian.Uint32(b.Bytes()[80:]); int(got)*50+84 != b.Len() {
			t.Fatalf("header says %d triangles, file has %d bytes", got, b.Len())
		}
		return b.Len()
	}
	s10, s40 := size(10), size(40)
	if r := float64(s40) / float64(s10); r < 12 || r > 17 {
		t.Errorf("40×40 file is %.1f times the 10×10 one (%d, %d bytes), want about 16", r, s40, s10)
	}
}

func TestSTLBudget(t *testing.T) {
	g, err := topology.NewRect(501, 500)
	if err != nil {
		t.Fatal(err)
	}
	m := maze.New(g)
	if err := WriteSTL(&bytes.Buffer{}, m, nil); err == nil || !strings.Contains(err.Error(), "250000") {
		t.Errorf("got %v, want a refusal naming the limit", err)
	}
}

func TestSTLBadOptions(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "tri", Width: 4, Height: 3}, "dfs", 1)
	for _, o := range []STLOptions{{WallThickness: 20}, {WallThickness: 4, CellMM: 5}, {WallHeight: math.NaN()}, {CellMM: math.Inf(1)}} {
		if _, err := buildSTL(m, &o); err == nil || !strings.Contains(err.Error(), "stl") {
			t.Errorf("%+v: got %v, want an stl error", o, err)
		}
	}
	// Sizes below MinMM: the faces of so thin a wall have no area and the
	// mesh is not closed. Each is a *param.Error naming its field.
	for field, o := range map[string]STLOptions{"wall-height": {WallHeight: 1e-7}, "wall-thickness": {WallThickness: 1e-21},
		"plate": {Base: 1e-7}, "cell-mm": {CellMM: 0.05, WallThickness: 0.01}} {
		_, err := buildSTL(m, &o)
		if pe, ok := param.As(err); !ok || pe.Field != field {
			t.Errorf("%+v: got %v, want a *param.Error for %s", o, err, field)
		}
	}
}

// TestSTLAdmesh has admesh, an independent checker, read the files.
func TestSTLAdmesh(t *testing.T) {
	if _, err := exec.LookPath("admesh"); err != nil {
		if os.Getenv("MAZEKIT_REQUIRE_PDF_TOOLS") != "" {
			t.Fatal("admesh not installed")
		}
		t.Skip("admesh not installed")
	}
	specs := fabSpecs()
	for _, name := range sortedKeys(specs) {
		m := testMaze(t, specs[name], "wilson", 6)
		p := filepath.Join(t.TempDir(), name+".stl")
		var b bytes.Buffer
		if err := WriteSTL(&b, m, &STLOptions{Tactile: true}); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command("admesh", p).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: admesh: %v\n%s", name, err, out)
		}
		for _, want := range []struct {
			field string
			n     int
		}{{"Number of parts", 1}, {"Degenerate facets", 0}, {"Edges fixed", 0}, {"Facets removed", 0},
			{"Facets added", 0}, {"Facets reversed", 0}, {"Backwards edges", 0}, {"Normals fixed", 0},
			{"Facets with 1 disconnected edge", 0}} {
			re := regexp.MustCompile(regexp.QuoteMeta(want.field) + `\s*:\s*(\d+)`)
			got := re.FindStringSubmatch(string(out))
			if got == nil || got[1] != strconv.Itoa(want.n) {
				t.Errorf("%s: admesh %s = %v, want %d\n%s", name, want.field, got, want.n, out)
				break
			}
		}
	}
}
