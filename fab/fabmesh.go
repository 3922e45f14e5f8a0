// Thick walls as a tiling of the plane: the shared model of the laser,
// single-line and 3D-print outputs.

package fab

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/mazekit/mazekit/internal/unionfind"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// Every potential wall line (closed or open, with the border) is thickened
// to a strip of half-width d, and the plane inside the outer wall's outer
// edge is cut into pieces that meet edge to edge:
//
//	K(c)  the core of cell c: the cell shrunk by d            (floor)
//	S(e)  the strip along wall piece e, between two faces     (wall if standing, else floor)
//	J(v)  the junction polygon where three or more strips meet (wall if a standing strip meets it)
//
//	      J ─── S ─── J
//	      │           │
//	      S     K     S
//	      │           │
//	      J ─── S ─── J
//
// Corner points are shared, never repeated, so the pieces' outlines match
// exactly: the outline of the walls is the set of piece edges with a wall
// on one side only, and a mesh built from the pieces is closed.

// Piece levels.
const (
	levelBottom = 0 // underside of the base plate
	levelFloor  = 1 // top of the base plate
	levelMark   = 2 // top of a tactile mark (between floor and wall)
	levelWall   = 3 // top of the walls
)

// fabPiece is one convex or star-shaped polygon of the tiling. Its points
// run counter-clockwise in the math sense (positive shoelace area); it is
// triangulated as a fan around hub, or from poly[0] when hub < 0.
type fabPiece struct {
	poly  []int32
	hub   int32
	level uint8
}

// fabFace is a cell (cell ≥ 0) or a stretch of the outside (cell < 0): its
// corner points in order with the face on the left, and at each corner the
// offset points where the strips on either side end (equal unless bevelled).
type fabFace struct {
	cell      int32
	verts     []int32
	qIn, qOut []int32 // per corner: end of the incoming strip's side, start of the outgoing one
	subs      []int32 // per corner i: the sub-edge from verts[i] to verts[i+1]
}

// fabSub is a straight piece of a potential wall between grid points a and b.
type fabSub struct {
	a, b     int32
	wall     int32 // index into the wall list
	standing bool
	faces    [2]int32 // faces on either side, and the corner index in each
	at       [2]int32
	nf       uint8
}

// fabModel is the tiling of one maze.
type fabModel struct {
	pts    []topology.Point
	walls  []render.Wall
	subs   []fabSub
	faces  []fabFace
	pieces []fabPiece
	kOf    []int32 // piece index of each cell's core
	d      float64
	// With keepOpen, a passage shorter than the walls are thick stays
	// open: the two cells' cores meet at the point its ends collapse to
	// (pass), and the junction there is split so the floor runs through.
	keepOpen bool
	pass     map[[2]int32]bool           // (point, cell) where a collapsed passage joins
	passKey  map[[2]int32]topology.Point // (point, face): the mitre point, for ordering round the point
}

// maxFabCells is the largest maze the thick-wall model is built for (it
// takes about 2 kB a cell).
const maxFabCells = 1 << 20

// errThick is returned when the walls are too thick for the grid's cells.
var errThick = errors.New("walls too thick for the cells")

// buildFab builds the tiling of m with strips of half-width d (scene
// units), arcs cut into chords that stray at most tol.
func buildFab(m *maze.Maze, d, tol float64) (*fabModel, error) {
	return buildFabWith(m, d, tol, false)
}

// buildFabWith is buildFab; with keepOpen, passages shorter than 2d are
// kept open through a point instead of closed (for the single-line
// outline, which needs the floor to stay connected).
func buildFabWith(m *maze.Maze, d, tol float64, keepOpen bool) (*fabModel, error) {
	g := m.Grid
	if n := g.NumCells(); n > maxFabCells {
		return nil, fmt.Errorf("the maze has %d cells; thick walls are built for at most %d", n, maxFabCells)
	}
	if len(maze.Crossings(m)) > 0 {
		return nil, param.Presentf("weave", "a weave maze's bridges cannot be made flat; use png, svg or pdf")
	}
	if _, ok := g.(*topology.Wrapped); ok {
		return nil, param.Textf("grid", g.Spec().Kind, "a wrapped maze has walls across its seams and cannot be cut flat; use png, svg or pdf")
	}
	if _, ok := g.(topology.Linked); ok {
		return nil, errors.New("a maze on floors or on a cube's net has passages that are marks or cross a cut, which walls alone cannot show; use png, svg or pdf")
	}
	f := &fabModel{walls: render.Walls(m), d: d, keepOpen: keepOpen}
	pi := newPointIndex(2 * len(f.walls))
	cellSubs := make([][]int32, g.NumCells())
	var pts []topology.Point
	for wi, w := range f.walls {
		pts = flattenSeg(w.Seg, tol, pts[:0])
		for i := 1; i < len(pts); i++ {
			a, b := pi.id(pts[i-1]), pi.id(pts[i])
			if a == b {
				continue
			}
			si := int32(len(f.subs))
			f.subs = append(f.subs, fabSub{a: a, b: b, wall: int32(wi), standing: w.Standing})
			if w.Edge >= 0 {
				ca, cb := g.Ends(w.Edge)
				cellSubs[ca] = append(cellSubs[ca], si)
				cellSubs[cb] = append(cellSubs[cb], si)
			} else {
				cellSubs[w.Cell] = append(cellSubs[w.Cell], si)
			}
		}
	}
	f.pts = pi.pts
	f.collapseShort(g, cellSubs, 2*d)
	nGrid := len(f.pts)
	// Cell loops.
	var border []int32 // border sub-edges, directed as the outside walks them
	borderDir := map[int32]bool{}
	for c := range cellSubs {
		loop, dirs, ok := chainLoop(f, cellSubs[c])
		if !ok {
			return nil, errors.New("cell outline is not a closed loop")
		}
		if shoelace(f.pts, loop) < 0 {
			slices.Reverse(loop)
			slices.Reverse(dirs)
			// dirs[i] was the sub-edge from loop[i] to loop[i+1]; after
			// reversing, it runs from loop[i+1] to loop[i]: rotate by one.
			dirs = append(dirs[1:], dirs[0])
		}
		f.addFace(int32(c), loop, dirs)
		for i, s := range dirs {
			if f.walls[f.subs[s].wall].Edge < 0 {
				border = append(border, s)
				// The outside walks it from loop[i+1] to loop[i].
				borderDir[s] = f.subs[s].a == loop[(i+1)%len(loop)]
			}
		}
	}
	// Outside loops: chain border sub-edges head to tail.
	outStart := map[int32][]int32{}
	from := func(s int32) int32 {
		if borderDir[s] {
			return f.subs[s].a
		}
		return f.subs[s].b
	}
	to := func(s int32) int32 {
		if borderDir[s] {
			return f.subs[s].b
		}
		return f.subs[s].a
	}
	slices.Sort(border)
	for _, s := range border {
		outStart[from(s)] = append(outStart[from(s)], s)
	}
	usedB := map[int32]bool{}
	for _, s0 := range border {
		if usedB[s0] {
			continue
		}
		var loop, dirs []int32
		for s := s0; !usedB[s]; {
			usedB[s] = true
			loop = append(loop, from(s))
			dirs = append(dirs, s)
			nx := int32(-1)
			for _, t := range outStart[to(s)] {
				if !usedB[t] {
					nx = t
					break
				}
			}
			if nx < 0 {
				break
			}
			s = nx
		}
		if to(dirs[len(dirs)-1]) != loop[0] {
			return nil, errors.New("outer border is not a closed loop")
		}
		f.addFace(-1, loop, dirs)
	}
	// Offset corner points.
	for fi := range f.faces {
		if err := f.corners(fi); err != nil {
			return nil, err
		}
	}
	f.kOf = make([]int32, g.NumCells())
	// Cell cores.
	for fi, fc := range f.faces {
		if fc.cell < 0 {
			continue
		}
		var poly []int32
		for i := range fc.verts {
			poly = appendNew(poly, fc.qIn[i])
			poly = appendNew(poly, fc.qOut[i])
		}
		if len(poly) > 1 && poly[0] == poly[len(poly)-1] {
			poly = poly[:len(poly)-1]
		}
		if shoelace(f.pts, poly) <= 0 {
			return nil, errThick
		}
		hub := int32(len(f.pts))
		f.pts = append(f.pts, g.Center(int(fc.cell)))
		f.kOf[fc.cell] = int32(len(f.pieces))
		f.pieces = append(f.pieces, fabPiece{poly: poly, hub: hub, level: levelFloor})
		_ = fi
	}
	// Strips.
	for _, s := range f.subs {
		if s.nf != 2 {
			return nil, errors.New("wall piece without two sides")
		}
		f1, f2 := &f.faces[s.faces[0]], &f.faces[s.faces[1]]
		i, j := s.at[0], s.at[1]
		n1, n2 := int32(len(f1.verts)), int32(len(f2.verts))
		poly := []int32{f1.qOut[i], f2.qIn[(j+1)%n2], f2.qOut[j], f1.qIn[(i+1)%n1]}
		if f.keepOpen {
			// Two cores that both reach a point meet there.
			var p []int32
			for _, q := range poly {
				if !slices.Contains(p, q) {
					p = append(p, q)
				}
			}
			poly = p
		}
		lv := uint8(levelFloor)
		if s.standing {
			lv = levelWall
		}
		if shoelace(f.pts, poly) <= 0 {
			return nil, errThick
		}
		f.pieces = append(f.pieces, fabPiece{poly: poly, hub: -1, level: lv})
	}
	// Junctions.
	if f.keepOpen && len(f.pass) > 0 {
		f.splitJunctions(nGrid)
		return f, nil
	}
	// Junctions.
	around := make([][]int32, nGrid)
	standingAt := make([]bool, nGrid)
	for _, fc := range f.faces {
		for i, v := range fc.verts {
			around[v] = appendNew(around[v], fc.qIn[i])
			around[v] = appendNew(around[v], fc.qOut[i])
		}
	}
	for _, s := range f.subs {
		if s.standing {
			standingAt[s.a], standingAt[s.b] = true, true
		}
	}
	for v := int32(0); v < int32(nGrid); v++ {
		qs := around[v]
		slices.Sort(qs)
		qs = slices.Compact(qs)
		if len(qs) < 3 {
			continue
		}
		c := f.pts[v]
		slices.SortFunc(qs, func(a, b int32) int {
			aa := math.Atan2(f.pts[a].Y-c.Y, f.pts[a].X-c.X)
			ab := math.Atan2(f.pts[b].Y-c.Y, f.pts[b].X-c.X)
			switch {
			case aa < ab:
				return -1
			case aa > ab:
				return 1
			}
			return int(a - b)
		})
		lv := uint8(levelFloor)
		if standingAt[v] {
			lv = levelWall
		}
		f.pieces = append(f.pieces, fabPiece{poly: qs, hub: v, level: lv})
	}
	return f, nil
}

// appendNew appends v unless it is already the last element.
func appendNew(s []int32, v int32) []int32 {
	if len(s) > 0 && s[len(s)-1] == v {
		return s
	}
	return append(s, v)
}

// addFace records a face and tells its sub-edges which side it is on.
func (f *fabModel) addFace(cell int32, loop, dirs []int32) {
	fi := int32(len(f.faces))
	f.faces = append(f.faces, fabFace{cell: cell, verts: loop, subs: dirs})
	for i, s := range dirs {
		sb := &f.subs[s]
		if sb.nf < 2 {
			sb.faces[sb.nf], sb.at[sb.nf] = fi, int32(i)
		}
		sb.nf++
	}
}

// chainLoop joins a cell's sub-edges into one closed loop of points, and
// returns for each point the sub-edge leaving it.
func chainLoop(f *fabModel, subs []int32) (loop, dirs []int32, ok bool) {
	if len(subs) < 2 {
		return nil, nil, false
	}
	used := make([]bool, len(subs))
	cur := f.subs[subs[0]].a
	used[0] = true
	loop = append(loop, cur)
	dirs = append(dirs, subs[0])
	cur = f.subs[subs[0]].b
	for len(loop) < len(subs) {
		found := false
		for k, s := range subs {
			if used[k] {
				continue
			}
			sb := f.subs[s]
			if sb.a == cur || sb.b == cur {
				used[k] = true
				loop = append(loop, cur)
				dirs = append(dirs, s)
				if sb.a == cur {
					cur = sb.b
				} else {
					cur = sb.a
				}
				found = true
				break
			}
		}
		if !found {
			return nil, nil, false
		}
	}
	return loop, dirs, cur == loop[0]
}

// shoelace returns twice the signed area of the polygon (positive when it
// runs counter-clockwise in the math sense).
func shoelace(pts []topology.Point, poly []int32) float64 {
	a := 0.0
	for i, p := range poly {
		q := poly[(i+1)%len(poly)]
		a += pts[p].X*pts[q].Y - pts[q].X*pts[p].Y
	}
	return a
}

// corners computes the offset points at every corner of face fi: where the
// two strips' sides meet (mitre), or both strip ends when the mitre would
// reach far out (bevel, at sharp outside corners).
func (f *fabModel) corners(fi int) error {
	fc := &f.faces[fi]
	n := len(fc.verts)
	fc.qIn = make([]int32, n)
	fc.qOut = make([]int32, n)
	d := f.d
	for i := 0; i < n; i++ {
		pv, v, nv := f.pts[fc.verts[(i+n-1)%n]], f.pts[fc.verts[i]], f.pts[fc.verts[(i+1)%n]]
		t1 := unit(v.X-pv.X, v.Y-pv.Y)
		t2 := unit(nv.X-v.X, nv.Y-v.Y)
		// Left normals (math sense): the face's side.
		p1 := topology.Point{X: v.X - t1.Y*d, Y: v.Y + t1.X*d}
		p2 := topology.Point{X: v.X - t2.Y*d, Y: v.Y + t2.X*d}
		cr := t1.X*t2.Y - t1.Y*t2.X
		var x topology.Point
		if math.Abs(cr) < 1e-9 {
			if t1.X*t2.X+t1.Y*t2.Y < 0 {
				// The face turns right back (two sides of a sliver
				// meet end on): cap it with both strip ends.
				fc.qIn[i] = f.addPt(p1)
				fc.qOut[i] = f.addPt(p2)
				continue
			}
			x = p1
		} else {
			s := ((p2.X-p1.X)*t2.Y - (p2.Y-p1.Y)*t2.X) / cr
			x = topology.Point{X: p1.X + s*t1.X, Y: p1.Y + s*t1.Y}
		}
		if f.pass[[2]int32{fc.verts[i], fc.cell}] {
			// A collapsed open passage: the core reaches the point.
			f.passKey[[2]int32{fc.verts[i], int32(fi)}] = x
			fc.qIn[i], fc.qOut[i] = fc.verts[i], fc.verts[i]
			continue
		}
		if cr < 0 && topology.Dist(x, v) > 3*d { // long mitre at a reflex corner
			fc.qIn[i] = f.addPt(p1)
			fc.qOut[i] = f.addPt(p2)
			continue
		}
		q := f.addPt(x)
		fc.qIn[i], fc.qOut[i] = q, q
	}
	return nil
}

func (f *fabModel) addPt(p topology.Point) int32 {
	f.pts = append(f.pts, p)
	return int32(len(f.pts) - 1)
}

func unit(x, y float64) topology.Point {
	l := math.Hypot(x, y)
	if l == 0 {
		return topology.Point{}
	}
	return topology.Point{X: x / l, Y: y / l}
}

// boundary returns the closed outlines of the union of the pieces for
// which in reports true: every piece edge with such a piece on one side
// only, chained head to tail into loops (counter-clockwise around regions,
// clockwise around holes, in the math sense).
func (f *fabModel) boundary(in func(p *fabPiece) bool) [][]int32 {
	type dEdge struct{ a, b int32 }
	count := map[[2]int32]int{}
	var edges []dEdge
	for i := range f.pieces {
		p := &f.pieces[i]
		if !in(p) {
			continue
		}
		for k, a := range p.poly {
			b := p.poly[(k+1)%len(p.poly)]
			edges = append(edges, dEdge{a, b})
			count[[2]int32{min(a, b), max(a, b)}]++
		}
	}
	out := map[int32][]int32{} // start point → edge indices
	for i, e := range edges {
		if count[[2]int32{min(e.a, e.b), max(e.a, e.b)}] == 1 {
			out[e.a] = append(out[e.a], int32(i))
		}
	}
	used := make([]bool, len(edges))
	var loops [][]int32
	for i, e := range edges {
		if used[i] || count[[2]int32{min(e.a, e.b), max(e.a, e.b)}] != 1 {
			continue
		}
		var loop []int32
		for k := int32(i); k >= 0; {
			used[k] = true
			loop = append(loop, edges[k].a)
			nx := int32(-1)
			for _, t := range out[edges[k].b] {
				if !used[t] {
					nx = t
					break
				}
			}
			k = nx
		}
		loops = append(loops, loop)
	}
	return loops
}

// collapseShort merges the ends of wall pieces shorter than minLen into one
// point and drops those pieces: a wall or passage shorter than the walls are
// thick (Voronoi cells have some) cannot be built, and the offset corners
// at its ends would cross.
func (f *fabModel) collapseShort(g topology.Grid, cellSubs [][]int32, minLen float64) {
	sets := unionfind.New(len(f.pts))
	any := false
	var open []fabSub
	for _, s := range f.subs {
		if f.walls[s.wall].Seg.Length() < minLen {
			sets.Union(s.a, s.b)
			any = true
			if f.keepOpen && !s.standing && f.walls[s.wall].Edge >= 0 {
				open = append(open, s)
			}
		}
	}
	if !any {
		return
	}
	if len(open) > 0 {
		f.pass = map[[2]int32]bool{}
		f.passKey = map[[2]int32]topology.Point{}
		for _, s := range open {
			v := sets.Find(s.a)
			ca, cb := g.Ends(f.walls[s.wall].Edge)
			f.pass[[2]int32{v, int32(ca)}] = true
			f.pass[[2]int32{v, int32(cb)}] = true
		}
	}
	remap := make([]int32, len(f.subs))
	var kept []fabSub
	for i, s := range f.subs {
		s.a, s.b = sets.Find(s.a), sets.Find(s.b)
		if s.a == s.b {
			remap[i] = -1
			continue
		}
		remap[i] = int32(len(kept))
		kept = append(kept, s)
	}
	f.subs = kept
	for c, list := range cellSubs {
		out := list[:0]
		for _, s := range list {
			if remap[s] >= 0 {
				out = append(out, remap[s])
			}
		}
		cellSubs[c] = out
	}
}

// splitJunctions adds the junction pieces when some cores reach a grid
// point (collapsed open passages): round such a point the corner points
// are cut at the point itself into fans, each a wall when a standing strip
// ends on one of its edges, so the floor runs through the point.
func (f *fabModel) splitJunctions(nGrid int) {
	type cq struct {
		ang float64
		q   int32
	}
	around := make([][]cq, nGrid)
	for fi, fc := range f.faces {
		for i, v := range fc.verts {
			c := f.pts[v]
			for _, q := range [2]int32{fc.qIn[i], fc.qOut[i]} {
				p := f.pts[q]
				if q == v {
					p = f.passKey[[2]int32{v, int32(fi)}]
				}
				around[v] = append(around[v], cq{math.Atan2(p.Y-c.Y, p.X-c.X), q})
			}
		}
	}
	standEnd := map[[2]int32]bool{} // strip ends of standing walls
	standingAt := make([]bool, nGrid)
	for _, s := range f.subs {
		if !s.standing {
			continue
		}
		standingAt[s.a], standingAt[s.b] = true, true
		f1, f2 := &f.faces[s.faces[0]], &f.faces[s.faces[1]]
		i, j := s.at[0], s.at[1]
		n1, n2 := int32(len(f1.verts)), int32(len(f2.verts))
		for _, e := range [2][2]int32{{f1.qOut[i], f2.qIn[(j+1)%n2]}, {f2.qOut[j], f1.qIn[(i+1)%n1]}} {
			standEnd[[2]int32{min(e[0], e[1]), max(e[0], e[1])}] = true
		}
	}
	for v := int32(0); v < int32(nGrid); v++ {
		list := around[v]
		slices.SortFunc(list, func(a, b cq) int {
			switch {
			case a.ang < b.ang:
				return -1
			case a.ang > b.ang:
				return 1
			}
			return int(a.q - b.q)
		})
		var qs []int32
		for _, e := range list {
			if !slices.Contains(qs, e.q) || (e.q == v && qs[len(qs)-1] != v) {
				qs = append(qs, e.q)
			}
		}
		if len(qs) > 1 && qs[0] == v && qs[len(qs)-1] == v {
			qs = qs[:len(qs)-1]
		}
		k := slices.Index(qs, v)
		if k < 0 {
			if len(qs) < 3 {
				continue
			}
			lv := uint8(levelFloor)
			if standingAt[v] {
				lv = levelWall
			}
			f.pieces = append(f.pieces, fabPiece{poly: qs, hub: v, level: lv})
			continue
		}
		qs = append(qs[k:], qs[:k]...)
		for i := 0; i < len(qs); {
			poly := []int32{v}
			for i++; i < len(qs) && qs[i] != v; i++ {
				poly = append(poly, qs[i])
			}
			if len(poly) < 3 || shoelace(f.pts, poly) <= 0 {
				continue
			}
			lv := uint8(levelFloor)
			for e, a := range poly {
				b := poly[(e+1)%len(poly)]
				if standEnd[[2]int32{min(a, b), max(a, b)}] {
					lv = levelWall
				}
			}
			f.pieces = append(f.pieces, fabPiece{poly: poly, hub: -1, level: lv})
		}
	}
}
