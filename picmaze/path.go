package picmaze

import (
	"math/rand/v2"

	"github.com/mazekit/mazekit/internal/bitset"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// openWay cuts the walk open at the step a–b whose two ends are nearest
// the border and joins each end to the border by a shortest corridor of
// cells off the walk. It returns the way from the entrance's cell to the
// exit's, or nil when the walk is empty.
func (l *loop) openWay() []int {
	w, h := l.w, l.h
	n := w * h
	onBorder := func(c int) bool { x, y := c%w, c/w; return x == 0 || y == 0 || x == w-1 || y == h-1 }
	// dist[c]: cells from c (off the walk) to the border through cells off
	// the walk, counting both ends; 0 for walk cells on the border.
	dist := l.borderDistances(nil)
	reach := func(c int) int32 {
		if onBorder(c) {
			return 0
		}
		best := int32(-1)
		for _, d := range neighbours(c, w, h) {
			if d >= 0 && dist[d] > 0 && (best < 0 || dist[d] < best) {
				best = dist[d]
			}
		}
		return best
	}
	type cand struct {
		a   int
		sum int32
	}
	var cands []cand
	for a := range n {
		if !l.on(a) {
			continue
		}
		ra, rb := reach(a), reach(int(l.next[a]))
		if ra >= 0 && rb >= 0 {
			cands = append(cands, cand{a, ra + rb})
		}
	}
	// Cheapest first; ties in cell order.
	for i := 1; i < len(cands); i++ {
		for j := i; j > 0 && cands[j].sum < cands[j-1].sum; j-- {
			cands[j], cands[j-1] = cands[j-1], cands[j]
		}
	}
	for _, cd := range cands {
		a, b := cd.a, int(l.next[cd.a])
		ca := l.corridor(a, nil)
		if ca == nil {
			continue
		}
		block := make([]bool, n)
		for _, c := range ca {
			block[c] = true
		}
		cb := l.corridor(b, block)
		if cb == nil {
			continue
		}
		// Entrance corridor (border first), then round the walk from a
		// away from b, ending at b, then out along b's corridor.
		way := make([]int, 0, len(ca)+l.n+len(cb))
		for i := len(ca) - 1; i >= 0; i-- {
			way = append(way, ca[i])
		}
		for c := a; ; c = int(l.prev[c]) {
			way = append(way, c)
			if c == b {
				break
			}
		}
		way = append(way, cb...)
		return way
	}
	return nil
}

// borderDistances returns, for each cell off the walk and not blocked,
// the number of cells on the shortest run from it to the border through
// such cells (1 for a border cell), and 0 for every other cell or where
// there is no run.
func (l *loop) borderDistances(block []bool) []int32 {
	w, h := l.w, l.h
	free := func(c int) bool { return !l.on(c) && (block == nil || !block[c]) }
	dist := make([]int32, w*h)
	var queue []int
	for c := range dist {
		x, y := c%w, c/w
		if (x == 0 || y == 0 || x == w-1 || y == h-1) && free(c) {
			dist[c] = 1
			queue = append(queue, c)
		}
	}
	for i := 0; i < len(queue); i++ {
		c := queue[i]
		for _, d := range neighbours(c, w, h) {
			if d >= 0 && dist[d] == 0 && free(d) {
				dist[d] = dist[c] + 1
				queue = append(queue, d)
			}
		}
	}
	return dist
}

// corridor returns the cells from a neighbour of the walk cell a to the
// border along a shortest run of free cells (empty when a is on the
// border), or nil when there is none.
func (l *loop) corridor(a int, block []bool) []int {
	w, h := l.w, l.h
	x, y := a%w, a/w
	if x == 0 || y == 0 || x == w-1 || y == h-1 {
		return []int{}
	}
	dist := l.borderDistances(block)
	var out []int
	c := a
	for {
		next := -1
		for _, d := range neighbours(c, w, h) {
			if d >= 0 && dist[d] > 0 && (next < 0 || dist[d] < dist[next]) && (c == a || dist[d] < dist[c]) {
				next = d
			}
		}
		if next < 0 {
			return nil
		}
		out = append(out, next)
		if dist[next] == 1 {
			return out
		}
		c = next
	}
}

// carve makes the maze on g: the way's passages and the decoys' (see
// decoys), then a uniform random spanning tree of the rest grown onto the
// way by loop-erased random walks (Wilson) on the grid with each decoy
// drawn together into one node, and the doors at the way's two ends.
func carve(g *topology.Rect, way []int, rng *rand.Rand) (*maze.Maze, error) {
	m := maze.New(g)
	n := g.NumCells()
	edge := func(a, b int) int {
		if a > b {
			a, b = b, a
		}
		x, y := g.XY(a)
		if b == a+1 {
			return g.EastEdge(x, y)
		}
		return g.SouthEdge(x, y)
	}
	onWay := make([]bool, n)
	for i, c := range way {
		onWay[c] = true
		if i > 0 {
			m.Open(edge(way[i-1], c))
		}
	}
	ds := decoys(g.W, g.H, onWay, rng)
	// Node of each cell: itself, or n + its decoy.
	node := make([]int32, n)
	for c := range node {
		node[c] = int32(c)
	}
	bound := make([][][2]int32, len(ds)) // each decoy's edges out: (cell, cell beyond)
	for d, path := range ds {
		for i, c := range path {
			node[c] = int32(n + d)
			if i > 0 {
				m.Open(edge(path[i-1], c))
			}
		}
	}
	for d, path := range ds {
		for _, c := range path {
			for _, v := range neighbours(c, g.W, g.H) {
				if v >= 0 && node[v] != int32(n+d) {
					bound[d] = append(bound[d], [2]int32{int32(c), int32(v)})
				}
			}
		}
	}
	in := bitset.New(n + len(ds))
	for _, c := range way {
		in.Add(c)
	}
	next := make([][2]int32, n+len(ds))
	for start := range n {
		u := int(node[start])
		if in.Has(u) {
			continue
		}
		for !in.Has(u) {
			var step [2]int32
			if u < n {
				nb := neighbours(u, g.W, g.H)
				v := -1
				for v < 0 {
					v = nb[rng.IntN(4)]
				}
				step = [2]int32{int32(u), int32(v)}
			} else {
				b := bound[u-n]
				step = b[rng.IntN(len(b))]
			}
			next[u] = step
			u = int(node[step[1]])
		}
		for u := int(node[start]); !in.Has(u); u = int(node[next[u][1]]) {
			in.Add(u)
			m.Open(edge(int(next[u][0]), int(next[u][1])))
		}
	}
	if err := maze.SetDoors(m, way[0], way[len(way)-1]); err != nil {
		return nil, err
	}
	m.Entrance.Side = outerSide(g, way[0], way, true)
	m.Exit.Side = outerSide(g, way[len(way)-1], way, false)
	return m, nil
}

// outerSide returns the border side of cell c (an end of the way) to cut
// the door through: straight on from the way's last step when that side
// is on the border, else the first border side.
func outerSide(g *topology.Rect, c int, way []int, first bool) int {
	var inner int
	switch {
	case len(way) < 2:
		inner = c
	case first:
		inner = way[1]
	default:
		inner = way[len(way)-2]
	}
	x, y := g.XY(c)
	ix, iy := g.XY(inner)
	// Sides in Border's order: north, east, south, west.
	present := [4]bool{y == 0, x == g.W-1, y == g.H-1, x == 0}
	want := -1
	switch {
	case iy > y:
		want = 0
	case ix < x:
		want = 1
	case iy < y:
		want = 2
	case ix > x:
		want = 3
	}
	idx, first0 := 0, -1
	for s := range 4 {
		if !present[s] {
			continue
		}
		if first0 < 0 {
			first0 = idx
		}
		if s == want {
			return idx
		}
		idx++
	}
	return max(first0, 0)
}
