// Package shapedoors puts the doors of shaped mazes where they open to the
// outside: a heart's, a star's or a word's automatic doors can land in a
// notch of the outline, facing another part of the shape, where the door
// arrow points at a wall and the way in is hard to see. Open moves them
// to where the outline is open; Place draws a pair of such doors far
// apart at random, so that the mazes of a shape do not all share one.
package shapedoors

import (
	"math"
	"math/rand/v2"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// outline is a grid's border: every border segment of every border cell,
// and the convex hull of them all.
type outline struct {
	segs  []topology.Segment
	reach float64 // longer than any line across the grid
	hull  *maze.Hull
}

func gridOutline(g topology.Grid) outline {
	var o outline
	var buf []topology.Segment
	for _, c := range maze.BorderCells(g) {
		buf = g.Border(c, buf[:0])
		o.segs = append(o.segs, buf...)
	}
	b := g.Bounds()
	o.reach = 2 * (b.Dx() + b.Dy() + 1)
	o.hull = maze.OutlineHull(g)
	return o
}

// clear reports whether door d opens to the outside: the line from the
// middle of its opening along the wall's outward normal meets no other part
// of the outline, and the opening is not in a pocket of the outline (see
// maze.PocketDepth: the notch of a letter, the cleft of a heart, the inner
// corner of a star). A door on the slope of a round shape is clear.
func (o outline) clear(g topology.Grid, d maze.Door) bool {
	seg := g.Border(d.Cell, nil)[d.Side]
	p, n := seg.Mid(), outward(seg, g.Center(d.Cell))
	if o.hull.InPocket(p) {
		return false
	}
	a := topology.Point{X: p.X + n.X*1e-3, Y: p.Y + n.Y*1e-3}
	b := topology.Point{X: p.X + n.X*o.reach, Y: p.Y + n.Y*o.reach}
	for _, s := range o.segs {
		if crosses(a, b, s.A, s.B) {
			return false
		}
	}
	return true
}

// outward returns the unit normal of seg at its middle, on the side away
// from the point from (the centre of the cell it bounds).
func outward(seg topology.Segment, from topology.Point) topology.Point {
	mid := seg.Mid()
	nx, ny := -(seg.B.Y - seg.A.Y), seg.B.X-seg.A.X
	if seg.Arc {
		nx, ny = mid.X-seg.C.X, mid.Y-seg.C.Y
	}
	l := math.Hypot(nx, ny)
	if l == 0 {
		return topology.Point{Y: -1}
	}
	nx, ny = nx/l, ny/l
	if nx*(mid.X-from.X)+ny*(mid.Y-from.Y) < 0 {
		nx, ny = -nx, -ny
	}
	return topology.Point{X: nx, Y: ny}
}

// crosses reports whether segments ab and cd meet, touching included.
func crosses(a, b, c, d topology.Point) bool {
	cross := func(o, p, q topology.Point) float64 { return (p.X-o.X)*(q.Y-o.Y) - (p.Y-o.Y)*(q.X-o.X) }
	d1, d2 := cross(c, d, a), cross(c, d, b)
	d3, d4 := cross(a, b, c), cross(a, b, d)
	const eps = 1e-9
	return ((d1 > eps && d2 < -eps) || (d1 < -eps && d2 > eps) || math.Abs(d1) <= eps || math.Abs(d2) <= eps) &&
		((d3 > eps && d4 < -eps) || (d3 < -eps && d4 > eps) || math.Abs(d3) <= eps || math.Abs(d4) <= eps) &&
		!(math.Abs(d1) <= eps && math.Abs(d2) <= eps) // collinear pieces are no crossing here
}

// Open keeps m's doors when both open to the outside; otherwise it
// puts them on the pair of border walls that do, with the longest path
// between them (the first pair on ties). A grid with fewer than two such
// walls keeps its doors.
func Open(m *maze.Maze) {
	g := m.Grid
	o := gridOutline(g)
	if o.clear(g, m.Entrance) && o.clear(g, m.Exit) {
		return
	}
	var open []maze.Door
	var buf []topology.Segment
	for _, c := range maze.BorderCells(g) {
		buf = g.Border(c, buf[:0])
		for side := range buf {
			if d := (maze.Door{Cell: c, Side: side}); o.clear(g, d) {
				open = append(open, d)
			}
		}
	}
	best := int32(-1)
	var in, out maze.Door
	for i, a := range open {
		dist := maze.Distances(m, a.Cell)
		for _, b := range open[i+1:] {
			if b.Cell != a.Cell && dist[b.Cell] > best {
				best, in, out = dist[b.Cell], a, b
			}
		}
	}
	if best >= 0 {
		m.Entrance, m.Exit = in, out
	}
}

// Clear reports whether door d of grid g opens to the outside: nothing of
// the grid's outline in front of it, and not sunk in a notch.
func Clear(g topology.Grid, d maze.Door) bool { return gridOutline(g).clear(g, d) }

// farShare is how long, as a share of the longest, the path between two
// doors Place draws must be.
const farShare = 0.75

// Place puts m's doors on two border walls that open to the outside,
// drawn with rng: the entrance at random among them, the exit at random
// among those whose path from the entrance is at least farShare of the
// longest from it and, where there are such, a third of the outline's
// hull away round it (maze.MinBorderShare). A grid with fewer than two
// such walls, on two cells, keeps its doors.
func Place(m *maze.Maze, rng *rand.Rand) {
	g := m.Grid
	o := gridOutline(g)
	open := o.clearDoors(g)
	if len(open) < 2 {
		return
	}
	in := open[rng.IntN(len(open))]
	dist := maze.Distances(m, in.Cell)
	inAt := maze.DoorPoint(g, in)
	var longest int32 = -1
	apart := false
	for _, d := range open {
		if d.Cell == in.Cell {
			continue
		}
		longest = max(longest, dist[d.Cell])
		apart = apart || o.hull.Along(inAt, maze.DoorPoint(g, d)) >= maze.MinBorderShare
	}
	if longest < 0 {
		return
	}
	var far []maze.Door
	for _, d := range open {
		if d.Cell != in.Cell && float64(dist[d.Cell]) >= farShare*float64(longest) &&
			(!apart || o.hull.Along(inAt, maze.DoorPoint(g, d)) >= maze.MinBorderShare) {
			far = append(far, d)
		}
	}
	if len(far) == 0 && apart {
		// No door is both far along the maze and far round the hull (a
		// symmetric maze mirrors its far doors near the entrance): the
		// farthest along the maze of those far round the hull.
		best := int32(-1)
		for _, d := range open {
			if d.Cell == in.Cell || o.hull.Along(inAt, maze.DoorPoint(g, d)) < maze.MinBorderShare {
				continue
			}
			if dist[d.Cell] > best {
				best, far = dist[d.Cell], far[:0]
			}
			if dist[d.Cell] == best {
				far = append(far, d)
			}
		}
	}
	if len(far) == 0 { // the far doors are all near the entrance round the hull
		for _, d := range open {
			if d.Cell != in.Cell && float64(dist[d.Cell]) >= farShare*float64(longest) {
				far = append(far, d)
			}
		}
	}
	m.Entrance, m.Exit = in, far[rng.IntN(len(far))]
}

// ClearDoors returns every door of grid g that opens to the outside, in
// border cell order.
func ClearDoors(g topology.Grid) []maze.Door { return gridOutline(g).clearDoors(g) }

func (o outline) clearDoors(g topology.Grid) []maze.Door {
	var open []maze.Door
	var buf []topology.Segment
	for _, c := range maze.BorderCells(g) {
		buf = g.Border(c, buf[:0])
		for side := range buf {
			if d := (maze.Door{Cell: c, Side: side}); o.clear(g, d) {
				open = append(open, d)
			}
		}
	}
	return open
}
