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
// drawn together into one node, and the doors at the way's two ends. A
// decoy is a closed walk until the tree reaches it: it is cut open beside
// the cell where it joins, so it ends in one dead end.
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
	dl := decoys(g.W, g.H, onWay, rng)
	// Node of each cell: itself, or n + its decoy.
	node := make([]int32, n)
	for c := range node {
		node[c] = int32(c)
	}
	var bound [][][2]int32 // each decoy's edges out: (cell, cell beyond)
	var first []int        // a cell of each decoy
	for s := range n {
		if !dl.on(s) || node[s] != int32(s) {
			continue
		}
		d := len(first)
		first = append(first, s)
		for c := s; ; {
			node[c] = int32(n + d)
			if c = int(dl.next[c]); c == s {
				break
			}
		}
		bound = append(bound, nil)
	}
	for d, s := range first {
		for c := s; ; {
			for _, v := range neighbours(c, g.W, g.H) {
				if v >= 0 && node[v] != int32(n+d) {
					bound[d] = append(bound[d], [2]int32{int32(c), int32(v)})
				}
			}
			if c = int(dl.next[c]); c == s {
				break
			}
		}
	}
	in := bitset.New(n + len(first))
	for _, c := range way {
		in.Add(c)
	}
	next := make([][2]int32, n+len(first))
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
	// Each decoy's passages but one beside the cell it joins by.
	for d, s := range first {
		at := int(next[n+d][0])
		cut := int(dl.next[at])
		if rng.IntN(2) == 0 {
			cut = int(dl.prev[at])
		}
		for c := s; ; {
			nx := int(dl.next[c])
			if !(c == at && nx == cut) && !(c == cut && nx == at) {
				m.Open(edge(c, nx))
			}
			if c = nx; c == s {
				break
			}
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

// perimeterAt returns where border cell c lies along the grid's border,
// clockwise from the north-west corner, in cells.
func perimeterAt(c, w, h int) int {
	x, y := c%w, c/w
	switch {
	case y == 0:
		return x
	case x == w-1:
		return w + y
	case y == h-1:
		return w + h + (w - 1 - x)
	}
	return 2*w + h + (h - 1 - y)
}

// apartAlong returns how far apart border cells a and b are along the
// border, the shorter way round.
func apartAlong(a, b, w, h int) int {
	d := perimeterAt(a, w, h) - perimeterAt(b, w, h)
	d = max(d, -d)
	return min(d, 2*(w+h)-d)
}

// steerWork is how many cell steps steering the two ends may spend per
// cell of the grid.
const steerWork = 1000

// maxMixWork and maxSteerWork cap the cell steps mixing and steering
// spend on a large picture, where backbites reverse long pieces.
const (
	maxMixWork   = 12_000_000
	maxSteerWork = 4_000_000
)

// steerRounds is how many times the back end is sent off at random and
// steered again when it gets stuck.
const steerRounds = 20

// farReach is how many more corridor cells the second door may take
// than the first to keep the doors apart.
const farReach = 4

// minApart is the share of the border's length the two doors keep
// between them when the picture allows.
const minApart = 0.25

// wayFrom turns the closed walk l into the way, using hp (a path through
// its cells) for room: the path starts at a cell drawn at random among
// those at most a couple of cells from the border through cells off the
// walk, runs round the walk, and is mixed by backbites at its back end,
// which is then steered to such a cell a quarter of the border from
// where the front leaves it; each end is joined to the border by the
// shortest corridor of cells off the walk. It returns nil when an end finds no
// corridor, and whether the doors are a quarter of the border apart.
func (l *loop) wayFrom(hp *hpath, rng *rand.Rand) (way []int, apart bool) {
	w, h := l.w, l.h
	n := w * h
	dist := l.borderDistances(nil)
	// origin[c]: the border cell the shortest run from c reaches.
	origin := make([]int32, n)
	for c := range origin {
		origin[c] = -1
	}
	var queue []int
	for c := range n {
		if dist[c] == 1 {
			origin[c] = int32(c)
			queue = append(queue, c)
		}
	}
	for i := 0; i < len(queue); i++ {
		c := queue[i]
		for _, d := range neighbours(c, w, h) {
			if d >= 0 && dist[d] == dist[c]+1 && origin[d] < 0 {
				origin[d] = origin[c]
				queue = append(queue, d)
			}
		}
	}
	onBorder := func(c int) bool { x, y := c%w, c/w; return x == 0 || y == 0 || x == w-1 || y == h-1 }
	// reach[c] for a path cell: cells of corridor it needs (0 on the
	// border, -1 for none); door[c]: the border cell it leaves by.
	reach := make([]int32, n)
	door := make([]int32, n)
	least := int32(-1)
	for _, p := range hp.p {
		c := int(p)
		reach[c], door[c] = -1, -1
		if onBorder(c) {
			reach[c], door[c] = 0, int32(c)
		} else {
			for _, d := range neighbours(c, w, h) {
				if d >= 0 && dist[d] > 0 && (reach[c] < 0 || dist[d] < reach[c]) {
					reach[c], door[c] = dist[d], origin[d]
				}
			}
		}
		if reach[c] >= 0 && (least < 0 || reach[c] < least) {
			least = reach[c]
		}
	}
	if least < 0 {
		return nil, false
	}
	limit := max(least, 2)
	good := make([]bool, n)
	for _, p := range hp.p {
		good[p] = reach[p] >= 0 && reach[p] <= limit
	}
	// The front: a good cell drawn at random, the path round the walk
	// from it mixed by backbites at its back end.
	var fronts []int
	for _, p := range hp.p {
		if good[p] {
			fronts = append(fronts, int(p))
		}
	}
	front := fronts[rng.IntN(len(fronts))]
	*hp = *newPath(l, front)
	hp.work = min(mixWork*n, maxMixWork)
	hp.mix(rng, 100*len(hp.p))
	moves := 1000 * (w + h)
	hp.work = min(steerWork*n, maxSteerWork) // steering has its own budget
	ca := l.corridor(front, nil)
	if ca == nil {
		return nil, false
	}
	frontDoor := front
	if len(ca) > 0 {
		frontDoor = ca[len(ca)-1]
	}
	// The back end: good and far enough round the border, or as far as
	// any good cell is when none is far enough.
	// Cells up to farReach corridor cells longer than the front's are
	// taken when nearer ones are all too close to the front door.
	want := int(minApart*float64(2*(w+h)) + 0.5)
	far := make([]bool, n)
	best := -1
	ok := func(p int32, lim int32) bool { return reach[p] >= 0 && reach[p] <= lim && int(p) != front }
	lim := limit
	for ; lim <= limit+farReach; lim++ {
		best = -1
		for _, p := range hp.p {
			if ok(p, lim) {
				best = max(best, apartAlong(int(door[p]), frontDoor, w, h))
			}
		}
		if best >= want {
			break
		}
	}
	lim = min(lim, limit+farReach)
	apart = best >= want
	for _, p := range hp.p {
		if ok(p, lim) {
			d := apartAlong(int(door[p]), frontDoor, w, h)
			far[p] = d >= want || (!apart && d == best)
		}
	}
	dist = hp.distTo(far)
	for round := 0; round < steerRounds && !hp.steer(rng, true, far, dist, moves); round++ {
		// Stuck: wander off at random, then try again.
		hp.mix(rng, 4*(w+h))
	}
	back := hp.end(true)
	block := make([]bool, n)
	for _, c := range ca {
		block[c] = true
	}
	cb := l.corridor(back, block)
	if cb == nil {
		// The front's corridor is in the way: lay the back's first.
		if cb = l.corridor(back, nil); cb == nil {
			return nil, false
		}
		clear(block)
		for _, c := range cb {
			block[c] = true
		}
		if ca = l.corridor(front, block); ca == nil {
			return nil, false
		}
		frontDoor = front
		if len(ca) > 0 {
			frontDoor = ca[len(ca)-1]
		}
	}
	backDoor := back
	if len(cb) > 0 {
		backDoor = cb[len(cb)-1]
	}
	way = make([]int, 0, len(ca)+len(hp.p)+len(cb))
	for i := len(ca) - 1; i >= 0; i-- {
		way = append(way, ca[i])
	}
	for _, p := range hp.p {
		way = append(way, int(p))
	}
	way = append(way, cb...)
	return way, apartAlong(frontDoor, backDoor, w, h) >= want
}

// doorsApart reports whether the way's ends, on the border, are a
// quarter of the border apart.
func doorsApart(g *topology.Rect, way []int) bool {
	return apartAlong(way[0], way[len(way)-1], g.W, g.H) >= int(minApart*float64(2*(g.W+g.H))+0.5)
}
