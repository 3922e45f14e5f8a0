package fab

import (
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// testBox carves the maze of a box of the given options.
func testBox(t testing.TB, o BoxOptions, seed uint64) *BoxMaze {
	t.Helper()
	p, err := PlanBox(o)
	if err != nil {
		t.Fatal(err)
	}
	g, err := topology.NewWrapped("rect", p.Columns, p.Rows-1, "x")
	if err != nil {
		t.Fatal(err)
	}
	m := maze.New(g)
	if err := generate.Run("wilson", m, rand.New(rand.NewPCG(seed, 1)), generate.Options{}); err != nil {
		t.Fatal(err)
	}
	b, err := NewBoxMaze(p, m, 0, (p.Rows-2)*p.Columns+p.Columns/2)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func smallBox() BoxOptions {
	if testing.Short() {
		return BoxOptions{Diameter: 30, Height: 32, Clearance: 0.3, Nozzle: 0.4}
	}
	return BoxDefaults()
}

// TestBoxPartsClosed checks each part's mesh is a closed, consistently
// oriented surface: every edge in exactly two triangles, once each way,
// no triangle without area, and a positive volume.
func TestBoxPartsClosed(t *testing.T) {
	b := testBox(t, smallBox(), 3)
	for _, part := range []struct {
		name string
		mesh *triMesh
	}{{"inner", b.InnerMesh()}, {"sleeve", b.Plan.SleeveMesh()}, {"lid", b.Plan.LidMesh()}} {
		edges := map[[2]int32]int{}
		for _, tr := range part.mesh.t {
			n := cross3(sub3(part.mesh.v[tr[1]], part.mesh.v[tr[0]]), sub3(part.mesh.v[tr[2]], part.mesh.v[tr[0]]))
			if math.Sqrt(n[0]*n[0]+n[1]*n[1]+n[2]*n[2]) < 1e-9 {
				t.Fatalf("%s: triangle %v has no area", part.name, tr)
			}
			for i := 0; i < 3; i++ {
				edges[[2]int32{tr[i], tr[(i+1)%3]}]++
			}
		}
		for e, n := range edges {
			if n != 1 || edges[[2]int32{e[1], e[0]}] != 1 {
				t.Fatalf("%s: edge %v used %d times one way, %d the other", part.name, e, n, edges[[2]int32{e[1], e[0]}])
			}
		}
		if v := part.mesh.volume(); v <= 0 {
			t.Fatalf("%s: volume %v", part.name, v)
		}
		lo := math.Inf(1)
		for _, v := range part.mesh.v {
			lo = min(lo, v[2])
		}
		if lo != 0 {
			t.Errorf("%s: lowest point at %v mm, want it on the bed", part.name, lo)
		}
	}
}

// nubFits reports whether the nub, centred at angle th and height z on the
// cup, keeps the clearance from the cup everywhere: the nub grown by the
// clearance all round (sideways at the grooves' floor, where the angle
// gives the least room) does not reach into the cup. Heights are sampled
// every 0.1 mm and angles at 21 points across the grown nub.
func nubFits(b *BoxMaze, th, z float64) bool {
	p := b.Plan
	c := p.Clearance
	ha := p.NubAngle + c/p.RFloor
	z0, z1 := z-p.Nub/2-c, z+p.Nub/2+c
	if z0 > p.InnerHeight {
		return true // off the cup
	}
	for i := 0; i <= 20; i++ {
		a := th - ha + 2*ha*float64(i)/20
		for zz := z0; zz <= z1+p.Depth+1e-9; zz += 0.1 {
			if zz > p.InnerHeight {
				break
			}
			grown := p.Depth + c // the grown nub's reach in from the sleeve
			if zz > z1 {
				grown -= zz - z1 // the slope above it
			}
			if p.RWall-b.GrooveDepth(a, zz) > p.RSleeve-grown+1e-6 {
				return false
			}
		}
	}
	return true
}

// pocket stands for the home pocket in nubSearch's cells.
const pocket = -2

// nubSearch moves the nub over a fine lattice of places (an eighth of a
// cell apart) from above the rim, keeping the clearance everywhere, and
// returns the cells it reaches (-1 off the cup, pocket for the home
// pocket), the lattice columns where it reaches the closed position (the
// pocket's level, with the sleeve on the flange), and a passage through a
// wall if it finds one.
func nubSearch(b *BoxMaze) (reached map[int]bool, closed []int, wall string) {
	p := b.Plan
	cols, rows := p.Columns*8, 0
	top := p.InnerHeight + p.Nub/2 + 2*p.Clearance + p.Pitch/8
	for p.CellZ(p.Rows-1)+float64(rows)*p.Pitch/8 <= top {
		rows++
	}
	at := func(i, j int) (float64, float64) {
		return (float64(i)/8 + 0.5) * p.CellAngle, p.CellZ(p.Rows-1) + float64(j)*p.Pitch/8
	}
	cellOf := func(i, j int) int {
		th, z := at(i, j)
		if z-p.Nub/2-p.Clearance > p.InnerHeight {
			return -1
		}
		x := int(math.Round(th/p.CellAngle-0.5)) % p.Columns
		y := min(p.Rows-1, max(0, int(math.Round((p.CellZ(0)-z)/p.Pitch))))
		if y == p.Rows-1 {
			return pocket
		}
		return y*p.Columns + x
	}
	fits := make([]bool, cols*rows)
	for j := 0; j < rows; j++ {
		for i := 0; i < cols; i++ {
			th, z := at(i, j)
			fits[j*cols+i] = nubFits(b, th, z)
		}
	}
	open := map[[2]int]bool{}
	g := b.Maze.Grid
	for e := 0; e < g.NumEdges(); e++ {
		if b.Maze.IsOpen(e) {
			a, c := g.Ends(e)
			open[[2]int{a, c}], open[[2]int{c, a}] = true, true
		}
	}
	open[[2]int{-1, b.Entrance}], open[[2]int{b.Entrance, -1}] = true, true
	open[[2]int{pocket, b.Home}], open[[2]int{b.Home, pocket}] = true, true
	seen := make([]bool, cols*rows)
	reached = map[int]bool{}
	start := (rows - 1) * cols
	if !fits[start] {
		return reached, nil, "the nub does not fit above the rim"
	}
	stack := []int{start}
	seen[start] = true
	for len(stack) > 0 {
		k := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		i, j := k%cols, k/cols
		ca := cellOf(i, j)
		reached[ca] = true
		if j == 0 {
			closed = append(closed, i)
		}
		for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			ni, nj := (i+d[0]+cols)%cols, j+d[1]
			if nj < 0 || nj >= rows {
				continue
			}
			n := nj*cols + ni
			if !fits[n] || seen[n] {
				continue
			}
			if cb := cellOf(ni, nj); cb != ca && !open[[2]int{ca, cb}] {
				return reached, closed, fmt.Sprintf("the nub passes from cell %d to cell %d through a wall (at lattice %d,%d)", ca, cb, ni, nj)
			}
			seen[n] = true
			stack = append(stack, n)
		}
	}
	return reached, closed, ""
}

// TestBoxNubPath checks the nub's way in configuration space (see
// nubSearch). With the detent's ridge levelled, the nub reaches every
// cell of the maze and the home pocket, crosses from cell to cell only
// through the maze's passages, leaves the cup only by the entrance, and
// reaches the closed position in one place only: a stretch of the pocket
// no wider than the groove. With the ridge, keeping the clearance, it
// cannot reach the closed position at all: the ridge stands the click
// into its way, which the sleeve must give to close. The maze being a
// tree, the way from the entrance to home is unique.
func TestBoxNubPath(t *testing.T) {
	b := testBox(t, smallBox(), 5)
	p := b.Plan
	g := b.Maze.Grid
	flat := *b
	flat.Plan.Click = -p.Clearance // the ridge levelled with the pocket's floor
	reached, closed, wall := nubSearch(&flat)
	if wall != "" {
		t.Fatal(wall)
	}
	if len(reached) != g.NumCells()+2 {
		t.Errorf("the nub reaches %d places of %d cells, the pocket and the outside", len(reached), g.NumCells()+2)
	}
	if !reached[pocket] {
		t.Fatal("the nub cannot reach the home pocket")
	}
	lo, hi := closed[0], closed[0]
	for _, i := range closed {
		lo, hi = min(lo, i), max(hi, i)
	}
	span := float64(hi-lo) / 8 * p.CellAngle
	if span > 2*p.GrooveAngle {
		t.Errorf("the box closes over %.1f°, want one place (the groove is %.1f° wide)", span*180/math.Pi, 2*p.GrooveAngle*180/math.Pi)
	}
	if home := p.CellTheta(b.Home % p.Columns); math.Abs(math.Remainder((float64(lo)/8+0.5)*p.CellAngle-home, 2*math.Pi)) > p.GrooveAngle {
		t.Errorf("the box closes at %.1f°, not below the home cell (%.1f°)", (float64(lo)/8+0.5)*p.CellAngle*180/math.Pi, home*180/math.Pi)
	}
	// With the ridge: no way to the closed position with the clearance
	// kept, and the ridge stands exactly the click into the nub's way.
	_, closedRidge, _ := nubSearch(b)
	if len(closedRidge) != 0 {
		t.Errorf("the nub closes the box without clicking over the detent")
	}
	th := p.CellTheta(b.Home % p.Columns)
	if in := (p.RWall - b.GrooveDepth(th, p.DetentZ)) - (p.RSleeve - p.Depth); math.Abs(in-p.Click) > 1e-9 {
		t.Errorf("the detent stands %.3f mm into the nub's way, want the click %.3f mm", in, p.Click)
	}
	if n := b.Maze.NumOpen(); n != g.NumCells()-1 {
		t.Errorf("the maze has %d passages for %d cells: not a tree, so the way home is not unique", n, g.NumCells())
	}
	if path := maze.Path(b.Maze, b.Entrance, b.Home); len(path) < 2 {
		t.Errorf("no way from the entrance to home")
	}
	// The fit in figures.
	c := p.Clearance
	for _, f := range []struct {
		name string
		v    float64
	}{{"sleeve over the walls", p.RSleeve - p.RWall}, {"nub tip over the groove floor", p.RSleeve - p.Depth - p.RFloor},
		{"nub side to groove side at the floor", (p.GrooveAngle - p.NubAngle) * p.RFloor}, {"nub to groove along the axis", (p.Groove - p.Nub) / 2}} {
		if f.v < c-1e-9 {
			t.Errorf("%s: %.3f mm, want at least the clearance %.3f mm", f.name, f.v, c)
		}
	}
	closing, longest := b.Travel()
	t.Logf("%d×%d cells and a pocket; groove %.2f mm wide and %.2f deep, nub %.2f × %.2f mm; clearance %.2f mm radially, %.3f mm sideways at the floor, %.2f mm along the axis; closes over %.1f°; detent click %.2f mm; way home %.0f mm of %.0f",
		p.Columns, p.Rows-1, p.Groove, p.Depth, p.Nub, (2*p.NubAngle)*p.RFloor, p.RSleeve-p.RWall, (p.GrooveAngle-p.NubAngle)*p.RFloor, (p.Groove-p.Nub)/2,
		span*180/math.Pi, p.Click, closing, longest)
}

// TestLidClearance checks that the lid's plug keeps the clearance from
// the sleeve's bore, whatever the clearance.
func TestLidClearance(t *testing.T) {
	for _, c := range []float64{0.1, 0.3, 0.6} {
		o := smallBox()
		o.Clearance = c
		p, err := PlanBox(o)
		if err != nil {
			t.Fatal(err)
		}
		r := 0.0
		for _, v := range p.LidMesh().v {
			if v[2] > p.Lid+1e-9 {
				r = max(r, math.Hypot(v[0], v[1]))
			}
		}
		if gap := p.RSleeve - r; math.Abs(gap-c) > 1e-6 {
			t.Errorf("clearance %.2f mm: the plug is %.3f mm smaller all round than the sleeve's bore", c, gap)
		}
	}
}

// TestBoxNubBlocked checks that the fit test can fail: a nub wider than a
// groove fits nowhere on the cup.
func TestBoxNubBlocked(t *testing.T) {
	b := testBox(t, smallBox(), 5)
	b.Plan.NubAngle = b.Plan.GrooveAngle
	if nubFits(b, b.Plan.CellTheta(0), b.Plan.CellZ(b.Plan.Rows-1)) {
		t.Error("a nub as wide as the groove fits without clearance")
	}
}

// TestBoxAdmeshSlicer has admesh check each part and PrusaSlicer slice it
// without supports, with no error or warning.
func TestBoxAdmeshSlicer(t *testing.T) {
	for _, tool := range []string{"admesh", "prusa-slicer"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("MAZEKIT_REQUIRE_FAB_TOOLS") != "" {
				t.Fatal(tool + " not installed")
			}
			t.Skip(tool + " not installed")
		}
	}
	if testing.Short() {
		t.Skip("slicing takes a minute")
	}
	b := testBox(t, BoxOptions{Diameter: 32, Height: 36, Clearance: 0.3, Nozzle: 0.4}, 7)
	dir := t.TempDir()
	for _, part := range boxParts {
		p := filepath.Join(dir, part+".stl")
		var buf bytes.Buffer
		if err := WriteBoxSTL(&buf, b, part); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command("admesh", p).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: admesh: %v\n%s", part, err, out)
		}
		for _, want := range []struct {
			field string
			n     int
		}{{"Number of parts", 1}, {"Degenerate facets", 0}, {"Edges fixed", 0}, {"Facets removed", 0},
			{"Facets added", 0}, {"Facets reversed", 0}, {"Backwards edges", 0}, {"Normals fixed", 0}} {
			re := regexp.MustCompile(regexp.QuoteMeta(want.field) + `\s*:\s*(\d+)`)
			if got := re.FindStringSubmatch(string(out)); got == nil || got[1] != strconv.Itoa(want.n) {
				t.Errorf("%s: admesh %s = %v, want %d", part, want.field, got, want.n)
			}
		}
		gcode := filepath.Join(dir, part+".gcode")
		out, err = exec.Command("prusa-slicer", "--export-gcode", p, "--output", gcode).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: prusa-slicer: %v\n%s", part, err, out)
		}
		for _, line := range strings.Split(string(out), "\n") {
			if l := strings.ToLower(line); strings.Contains(l, "warning") || strings.Contains(l, "error") {
				t.Errorf("%s: prusa-slicer says %s", part, line)
			}
		}
		g, _ := os.ReadFile(gcode)
		if !bytes.Contains(g, []byte("; support_material = 0")) {
			t.Errorf("%s: sliced with supports", part)
		}
	}
}
