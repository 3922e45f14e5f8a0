package generate

import (
	"fmt"
	"math/rand/v2"

	"github.com/mazekit/mazekit/internal/bitset"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// Weave mazes are carved in two steps, so that every algorithm makes them:
//
//  1. Crossings are placed first. Inner cells are visited in random order
//     and each one, with probability Options.Weave, becomes a crossing: a
//     random tunnel under it and a straight bridge over it on another axis
//     are opened, and the cell's other sides are walled for good. A
//     crossing is skipped when it would touch another crossing's cell,
//     when the cell is already part of another crossing, or when its
//     passages would close a loop.
//  2. Each connected piece of those passages becomes one node of a smaller
//     graph (the remaining base edges between pieces), and the chosen
//     algorithm carves a spanning tree of that graph unchanged; its edges
//     are then opened in the weave grid.
//
// Fixed crossings plus a spanning tree of the pieces is a spanning tree of
// the weave grid, and every crossing keeps the rules of maze.CheckWeave.
// This is Kruskal's weave construction with pre-placed crossings,
// generalised: randomized Kruskal on the pieces is exactly it, and
// depth-first search or growing tree walk through the tunnels as they go.

// weaveAware wraps a generator's Make so that its carving function builds
// weave mazes on weave grids and checks the weave share.
func weaveAware(mk func(Options) (Func, error)) func(Options) (Func, error) {
	return func(o Options) (Func, error) {
		if !(o.Weave >= 0 && o.Weave <= 1) {
			return nil, fmt.Errorf("generate: weave share %v: must be between 0 and 1", o.Weave)
		}
		f, err := mk(o)
		if err != nil {
			return nil, err
		}
		share := o.Weave
		return func(m *maze.Maze, rng *rand.Rand) error {
			if w, ok := m.Grid.(*topology.Weave); ok {
				return carveWeave(f, w, m, rng, share)
			}
			return f(m, rng)
		}, nil
	}
}

// carveWeave places crossings on w with the given share, then runs f on the
// graph of the pieces they leave and opens its passages in m.
func carveWeave(f Func, w *topology.Weave, m *maze.Maze, rng *rand.Rand, share float64) error {
	n := w.NumCells()
	ds := newDisjoint(n)
	blocked := bitset.New(w.NumEdges()) // edges that may never open
	touched := bitset.New(n)            // cells of some crossing
	crossing := bitset.New(n)           // cells with a tunnel under them
	var under []int
	var nbs []topology.Neighbor
	order := make([]int32, 0, n)
	for c := range n {
		if under = w.CrossingsUnder(c, under[:0]); len(under) > 0 {
			order = append(order, int32(c))
		}
	}
	for i := len(order) - 1; i > 0; i-- {
		j := rng.IntN(i + 1)
		order[i], order[j] = order[j], order[i]
	}
	steps := 0
	for _, b32 := range order {
		if err := m.Poll(&steps); err != nil {
			return err
		}
		b := int(b32)
		if share <= 0 || rng.Float64() >= share {
			continue
		}
		if touched.Has(b) {
			continue
		}
		under = w.CrossingsUnder(b, under[:0])
		t := under[rng.IntN(len(under))] // the tunnel
		o := under[rng.IntN(len(under)-1)]
		if o == t {
			o = under[len(under)-1] // the bridge runs along another crossing's sides
		}
		a, c := w.Ends(t)
		ed, ee := w.Sides(o)
		d := other(w, ed, b)
		e := other(w, ee, b)
		if crossing.Has(a) || crossing.Has(c) || crossing.Has(d) || crossing.Has(e) {
			continue
		}
		rb, rd, re := ds.find(int32(b)), ds.find(int32(d)), ds.find(int32(e))
		if rb == rd || rb == re || rd == re {
			continue
		}
		ra, rc := ds.find(int32(a)), ds.find(int32(c))
		inBridge := func(r int32) bool { return r == rb || r == rd || r == re }
		if ra == rc || (inBridge(ra) && inBridge(rc)) {
			continue
		}
		ds.union(int32(b), int32(d))
		ds.union(int32(b), int32(e))
		ds.union(int32(a), int32(c))
		m.Open(ed)
		m.Open(ee)
		m.Open(t)
		crossing.Add(b)
		for _, x := range []int{a, b, c, d, e} {
			touched.Add(x)
		}
		nbs = w.Neighbors(b, nbs[:0])
		for _, nb := range nbs {
			if nb.Edge != ed && nb.Edge != ee {
				blocked.Add(nb.Edge)
			}
		}
		for _, u := range under {
			if u != t {
				blocked.Add(u)
			}
		}
	}
	q := newPieces(w, m, ds, &blocked)
	qm := maze.New(q)
	qm.StopOn(m.Done()) // the pieces' carving is most of the work
	if err := f(qm, rng); err != nil {
		return err
	}
	qm.OpenEdges(func(e int) { m.Open(int(q.orig[e])) })
	return nil
}

// other returns the end of edge e that is not cell c.
func other(g topology.Graph, e, c int) int {
	a, b := g.Ends(e)
	if a == c {
		return b
	}
	return a
}

// pieces is the graph whose nodes are the connected pieces of a weave
// maze's fixed passages and whose edges are the base edges that may still
// open between two pieces (possibly several between the same two). Its
// geometry is that of each piece's first cell; generators use it only to
// satisfy the Grid interface.
type pieces struct {
	w         *topology.Weave
	rep       []int32 // first cell of each piece
	ea, eb    []int32 // piece ends of each edge, smaller first
	orig      []int32 // the weave grid's edge
	start     []int32
	adj       []topology.Neighbor
	maxDegree int
	numPieces int
}

var _ topology.Grid = (*pieces)(nil)

func newPieces(w *topology.Weave, m *maze.Maze, ds *disjoint, blocked *bitset.Set) *pieces {
	n := w.NumCells()
	id := make([]int32, n)
	p := &pieces{w: w}
	rootID := make([]int32, n)
	for i := range rootID {
		rootID[i] = -1
	}
	for c := range n {
		r := ds.find(int32(c))
		k := rootID[r]
		if k < 0 {
			k = int32(len(p.rep))
			rootID[r] = k
			p.rep = append(p.rep, int32(c))
		}
		id[c] = k
	}
	p.numPieces = len(p.rep)
	deg := make([]int32, p.numPieces+1)
	for e := range w.BaseEdges() {
		if blocked.Has(e) || m.IsOpen(e) {
			continue
		}
		a, b := w.Ends(e)
		ia, ib := id[a], id[b]
		if ia == ib {
			continue
		}
		if ia > ib {
			ia, ib = ib, ia
		}
		p.ea, p.eb, p.orig = append(p.ea, ia), append(p.eb, ib), append(p.orig, int32(e))
		deg[ia]++
		deg[ib]++
	}
	p.start = make([]int32, p.numPieces+1)
	for i := range p.numPieces {
		p.start[i+1] = p.start[i] + deg[i]
		p.maxDegree = max(p.maxDegree, int(deg[i]))
	}
	p.adj = make([]topology.Neighbor, p.start[p.numPieces])
	fill := append([]int32(nil), p.start[:p.numPieces]...)
	for e := range p.ea {
		a, b := p.ea[e], p.eb[e]
		p.adj[fill[a]] = topology.Neighbor{Cell: int(b), Edge: e}
		fill[a]++
		p.adj[fill[b]] = topology.Neighbor{Cell: int(a), Edge: e}
		fill[b]++
	}
	return p
}

// The methods of pieces implement topology.Grid.

func (p *pieces) NumCells() int               { return p.numPieces }
func (p *pieces) NumEdges() int               { return len(p.ea) }
func (p *pieces) Ends(e int) (a, b int)       { return int(p.ea[e]), int(p.eb[e]) }
func (p *pieces) MaxDegree() int              { return max(p.maxDegree, 1) }
func (p *pieces) Spec() topology.Spec         { return p.w.Spec() }
func (p *pieces) Bounds() topology.Box        { return p.w.Bounds() }
func (p *pieces) Center(c int) topology.Point { return p.w.Center(int(p.rep[c])) }
func (p *pieces) Wall(e int) topology.Segment { return p.w.Wall(int(p.orig[e])) }
func (p *pieces) Neighbors(c int, buf []topology.Neighbor) []topology.Neighbor {
	return append(buf, p.neighborSlice(c)...)
}

// neighborSlice returns Neighbors(c) without copying it: a walk through a
// piece with a thousand neighbours copied them all at every step.
func (p *pieces) neighborSlice(c int) []topology.Neighbor {
	return p.adj[p.start[c]:p.start[c+1]:p.start[c+1]]
}
func (p *pieces) Outline(c int, buf []topology.Point) []topology.Point {
	return p.w.Outline(int(p.rep[c]), buf)
}
func (p *pieces) Border(c int, buf []topology.Segment) []topology.Segment {
	return p.w.Border(int(p.rep[c]), buf)
}
