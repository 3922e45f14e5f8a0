package render

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// weaveMaze carves a weave maze with Kruskal's algorithm and places doors.
func weaveMaze(t testing.TB, s topology.Spec, share float64, seed uint64) *maze.Maze {
	t.Helper()
	g, err := topology.Build(s)
	if err != nil {
		t.Fatal(err)
	}
	a, err := generate.Lookup("kruskal")
	if err != nil {
		t.Fatal(err)
	}
	f, err := a.Make(generate.Options{Weave: share})
	if err != nil {
		t.Fatal(err)
	}
	m := maze.New(g)
	if err := f(m, rand.New(rand.NewPCG(seed, 1))); err != nil {
		t.Fatal(err)
	}
	if err := maze.PlaceDoors(m, maze.DoorsFarthest); err != nil {
		t.Fatal(err)
	}
	return m
}

// stroke is one recorded stroke or fill: its pen or colour, its path
// flattened to polylines, and its place in the recording.
type stroke struct {
	pen   Pen
	fill  bool
	lines [][]topology.Point
	at    int
}

// strokes flattens a scene's paths (cubic curves into 16 pieces).
func strokes(s *Scene) []stroke {
	var out []stroke
	var cur [][]topology.Point
	ci, pi := 0, 0
	k := s.coords
	for i, op := range s.kinds {
		switch op {
		case opMove:
			cur = append(cur, []topology.Point{{X: k[ci], Y: k[ci+1]}})
			ci += 2
		case opLine:
			cur[len(cur)-1] = append(cur[len(cur)-1], topology.Point{X: k[ci], Y: k[ci+1]})
			ci += 2
		case opCube:
			l := cur[len(cur)-1]
			p0 := l[len(l)-1]
			for j := 1; j <= 16; j++ {
				u := float64(j) / 16
				v := 1 - u
				x := v*v*v*p0.X + 3*v*v*u*k[ci] + 3*v*u*u*k[ci+2] + u*u*u*k[ci+4]
				y := v*v*v*p0.Y + 3*v*v*u*k[ci+1] + 3*v*u*u*k[ci+3] + u*u*u*k[ci+5]
				l = append(l, topology.Point{X: x, Y: y})
			}
			cur[len(cur)-1] = l
			ci += 6
		case opClose:
			l := cur[len(cur)-1]
			cur[len(cur)-1] = append(l, l[0])
		case opStroke:
			out = append(out, stroke{pen: s.pens[pi], lines: cur, at: i})
			pi++
			cur = nil
		case opFill:
			out = append(out, stroke{fill: true, lines: cur, at: i})
			cur = nil
		case opText:
			ci += 2
		}
	}
	return out
}

// segCross returns where segment p0–p1 meets segment q0–q1, counting the
// ends of p0–p1 (the solution line bends on walls' middles) but not those
// of q0–q1.
func segCross(p0, p1, q0, q1 topology.Point) (topology.Point, bool) {
	dx, dy := p1.X-p0.X, p1.Y-p0.Y
	ex, ey := q1.X-q0.X, q1.Y-q0.Y
	den := dx*ey - dy*ex
	if math.Abs(den) < 1e-12 {
		return topology.Point{}, false
	}
	t := ((q0.X-p0.X)*ey - (q0.Y-p0.Y)*ex) / den
	u := ((q0.X-p0.X)*dy - (q0.Y-p0.Y)*dx) / den
	const eps = 1e-6
	if t < -eps || t > 1+eps || u <= eps || u >= 1-eps {
		return topology.Point{}, false
	}
	return topology.Point{X: p0.X + t*dx, Y: p0.Y + t*dy}, true
}

// insideOrOn reports whether p is inside polygon pts or within 1e-6 of it.
func insideOrOn(pts []topology.Point, p topology.Point) bool {
	if inPolygon(pts, p) {
		return true
	}
	for i := 1; i < len(pts); i++ {
		if distSeg(p, pts[i-1], pts[i]) < 1e-6 {
			return true
		}
	}
	return false
}

func inPolygon(pts []topology.Point, p topology.Point) bool {
	in := false
	for i, j := 0, len(pts)-1; i < len(pts); j, i = i, i+1 {
		a, b := pts[i], pts[j]
		if (a.Y > p.Y) != (b.Y > p.Y) && p.X < (b.X-a.X)*(p.Y-a.Y)/(b.Y-a.Y)+a.X {
			in = !in
		}
	}
	return in
}

func distSeg(p, a, b topology.Point) float64 {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := dx*dx + dy*dy
	u := 0.0
	if l > 0 {
		u = math.Max(0, math.Min(1, ((p.X-a.X)*dx+(p.Y-a.Y)*dy)/l))
	}
	return topology.Dist(p, topology.Point{X: a.X + u*dx, Y: a.Y + u*dy})
}

// TestWeaveSolutionGeometry draws solved weave mazes and reads the scene
// back: wherever the solid solution line crosses a drawn wall, a bridge's
// floor painted later must cover the crossing (the solution runs under that
// bridge), and every faded stretch of the solution must lie in a cell that
// has an open tunnel under it that the solution takes. So the picture never
// shows the solution going through a wall, or under a bridge that is not
// there.
func TestWeaveSolutionGeometry(t *testing.T) {
	specs := []topology.Spec{
		{Kind: "weave", Base: "rect", Width: 12, Height: 9},
		{Kind: "weave", Base: "hex", Width: 10, Height: 8},
		{Kind: "weave", Base: "hex", Radius: 5, Flat: true},
	}
	tunnels := 0
	for _, sp := range specs {
		for seed := uint64(1); seed <= seedsShort(20, 5); seed++ {
			m := weaveMaze(t, sp, 0.6, seed)
			st := Style{Solution: maze.Solve(m)}
			n, err := checkWeaveScene(m, &st)
			if err != nil {
				t.Fatalf("%+v seed %d: %v", sp, seed, err)
			}
			tunnels += n
		}
	}
	if tunnels == 0 {
		t.Error("no solution took a tunnel: the test checked nothing")
	}
	// The check sees a solution drawn through a wall: cells 0 and 2 of the
	// top row with a closed wall between 1 and 2.
	m := weaveMaze(t, topology.Spec{Kind: "weave", Base: "rect", Width: 6, Height: 5}, 0, 1)
	r := m.Grid.(*topology.Weave).Base().(*topology.Rect)
	for x := 0; x+1 < r.W; x++ {
		if !m.IsOpen(r.EastEdge(x, 0)) {
			st := Style{Solution: []int{r.Cell(x, 0), r.Cell(x+1, 0)}}
			if _, err := checkWeaveScene(m, &st); err == nil {
				t.Errorf("a solution through the wall east of (%d,0) passed the check", x)
			}
			break
		}
	}
}

// checkWeaveScene draws m solved with st and checks the picture; it
// returns the number of tunnels the solution takes.
func checkWeaveScene(m *maze.Maze, st *Style) (int, error) {
	s := MazeScene(m, st)
	ox, oy := 1-m.Grid.Bounds().Min.X, 1-m.Grid.Bounds().Min.Y
	// The tunnels the solution takes, by the cell they pass under.
	taken := map[int]bool{}
	w := m.Grid.(*topology.Weave)
	path := st.Solution
	for i := 1; i < len(path); i++ {
		for _, nb := range w.Neighbors(path[i-1], nil) {
			if nb.Cell == path[i] && m.IsOpen(nb.Edge) && w.Under(nb.Edge) != topology.None {
				taken[w.Under(nb.Edge)] = true
			}
		}
	}
	all := strokes(s)
	var walls, fills []stroke
	for _, k := range all {
		switch {
		case k.fill:
			fills = append(fills, k)
		case k.pen.Color == st.wallColor():
			walls = append(walls, k)
		}
	}
	nFaded := 0
	for _, k := range all {
		if k.fill {
			continue
		}
		if k.pen.Color == faded(st.solutionColor()) {
			nFaded++
			l := k.lines[0]
			mid := topology.Point{X: (l[0].X+l[len(l)-1].X)/2 - ox, Y: (l[0].Y+l[len(l)-1].Y)/2 - oy}
			if cell := cellAt(m.Grid, mid); !taken[cell] {
				return 0, fmt.Errorf("faded solution at %v in cell %d, where the solution takes no tunnel", mid, cell)
			}
			continue
		}
		if k.pen.Color != st.solutionColor() {
			continue
		}
		for _, l := range k.lines {
			for i := 1; i < len(l); i++ {
				for _, wk := range walls {
					for _, wl := range wk.lines {
						for j := 1; j < len(wl); j++ {
							p, ok := segCross(l[i-1], l[i], wl[j-1], wl[j])
							if !ok {
								continue
							}
							covered := false
							for _, f := range fills {
								if f.at > k.at && insideOrOn(f.lines[0], p) {
									covered = true
								}
							}
							if !covered {
								return 0, fmt.Errorf("solution crosses a wall at %v", topology.Point{X: p.X - ox, Y: p.Y - oy})
							}
						}
					}
				}
			}
		}
	}
	if nFaded != len(taken) {
		return 0, fmt.Errorf("%d faded stretches, want one for each of the %d tunnels taken", nFaded, len(taken))
	}
	return len(taken), nil
}

// cellAt returns the cell whose outline contains p.
func cellAt(g topology.Grid, p topology.Point) int {
	var pts []topology.Point
	for c := range g.NumCells() {
		if pts = g.Outline(c, pts[:0]); inPolygon(pts, p) {
			return c
		}
	}
	return topology.None
}

// TestWeaveWallsDrawn samples a weave maze's inset picture: the sides a
// tunnel passes through are open, the bridge over it is floor in the
// middle and its two walls run unbroken across the cell, the tunnel's
// walls stop short of the bridge's, and every other side shows a wall set
// in from it on each cell's side when closed and a channel when open.
func TestWeaveWallsDrawn(t *testing.T) {
	for _, sp := range []topology.Spec{
		{Kind: "weave", Base: "rect", Width: 10, Height: 8},
		{Kind: "weave", Base: "hex", Width: 8, Height: 7},
	} {
		m := weaveMaze(t, sp, 0.8, 4)
		w := m.Grid.(*topology.Weave)
		cross := maze.Crossings(m)
		if len(cross) == 0 {
			t.Fatal("no crossings")
		}
		const scale = 40
		b := w.Bounds()
		img, err := rasterPNG(MazeScene(m, &Style{WallWidth: 0.08}), &PNGOptions{Scale: scale, NoFastPath: true})
		if err != nil {
			t.Fatal(err)
		}
		at := func(p topology.Point) bool {
			return dark(img.At(int((p.X-b.Min.X+1)*scale), int((p.Y-b.Min.Y+1)*scale)))
		}
		d := weaveInset(w)
		toward := func(p, q topology.Point, k float64) topology.Point {
			l := topology.Dist(p, q)
			return topology.Point{X: p.X + k*(q.X-p.X)/l, Y: p.Y + k*(q.Y-p.Y)/l}
		}
		under := map[int]bool{}
		for _, e := range cross {
			bc := w.Under(e)
			under[bc] = true
			ea, ec := w.Sides(e)
			br, ok := weaveBridge(w, m, e)
			if !ok {
				t.Fatalf("crossing %d has no bridge", e)
			}
			for _, side := range []int{ea, ec} {
				mid := w.Wall(side).Mid()
				if at(mid) {
					t.Errorf("%s tunnel %d: the side %d it passes through is drawn closed", sp.Base, e, side)
				}
				// Between the side and the bridge's wall: the gap that
				// shows the tunnel going under.
				if gap := toward(mid, w.Center(bc), d*0.5); at(gap) {
					t.Errorf("%s tunnel %d: no gap between the tunnel and the bridge at %v", sp.Base, e, gap)
				}
			}
			if at(w.Center(bc)) {
				t.Errorf("%s tunnel %d: the middle of the bridge over cell %d is dark", sp.Base, e, bc)
			}
			for _, wl := range br.walls {
				for _, k := range []float64{0.1, 0.3, 0.5, 0.7, 0.9} {
					if p := lerp(wl.A, wl.B, k); !at(p) {
						t.Errorf("%s tunnel %d: the bridge's wall is broken at %v", sp.Base, e, p)
					}
				}
			}
		}
		for e := range w.BaseEdges() {
			a, c := w.Ends(e)
			if under[a] || under[c] || tunnelSides(m)[e] {
				continue
			}
			mid := w.Wall(e).Mid()
			if at(mid) {
				t.Errorf("%s edge %d (open=%v): the side's middle is dark", sp.Base, e, m.IsOpen(e))
			}
			for _, cc := range []int{a, c} {
				p := toward(mid, w.Center(cc), d)
				if at(p) != !m.IsOpen(e) {
					t.Errorf("%s edge %d (open=%v): inset point %v towards cell %d dark=%v", sp.Base, e, m.IsOpen(e), p, cc, at(p))
				}
			}
		}
	}
}

func TestWeaveGolden(t *testing.T) {
	for _, sp := range []topology.Spec{
		{Kind: "weave", Base: "rect", Width: 6, Height: 5},
		{Kind: "weave", Base: "hex", Width: 5, Height: 5},
	} {
		name := "weave-" + sp.Base
		t.Run(name, func(t *testing.T) {
			m := weaveMaze(t, sp, 1, 2)
			if len(maze.Crossings(m)) == 0 {
				t.Fatal("no crossings in the golden maze")
			}
			got := MazeScene(m, &Style{Solution: maze.Solve(m)}).String()
			var b strings.Builder
			if err := WriteText(&b, m, maze.Solve(m)); err != nil {
				t.Fatal(err)
			}
			got += b.String()
			p := filepath.Join("testdata", name+".scene")
			if *update {
				os.WriteFile(p, []byte(got), 0o644)
			}
			want, err := os.ReadFile(p)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if got != string(want) {
				t.Errorf("scene differs from %s:\n%s", p, got)
			}
		})
	}
}
