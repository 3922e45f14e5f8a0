// Door placement by the auto rule: one walk over the maze, then work on the border only.

package maze

import (
	"fmt"
	"math"
	"math/bits"
	"reflect"
	"slices"
	"sync"

	"github.com/mazekit/mazekit/topology"
)

// The auto rule needs the path length between many pairs of border cells.
// placer.auto finds them without a search per cell:
//
//  1. One depth-first walk over the passages from a border cell. It keeps no
//     per-cell array (on a perfect maze not even a visited bit: a cell only
//     skips the way back): each stack entry carries its parent and depth,
//     and a corridor is followed without the stack; on a square grid the
//     stack is the path from the root at three bits a step. The border
//     cells ("keys") come out in preorder, and for
//     each key the walk notes the lowest common ancestor with the previous
//     key: the parent of the shallowest cell visited since that key.
//  2. From the keys in preorder and those ancestors the usual stack
//     construction builds the virtual tree: the keys and their pairwise
//     ancestors, at most twice as many nodes as border cells, with edges as
//     long as the depth differences. Path lengths between keys on it are
//     exact path lengths in the maze (for a maze with loops, along the
//     walk's spanning tree).
//  3. On the virtual tree: the two ends of the longest border-to-border
//     path, every key's eccentricity, and for a few candidate keys (those
//     ends and the most eccentric key in each of 16 directions around the
//     centre) the distance to every key. The best pair that passes the
//     placement rule wins; the search is repeated from its far end until
//     nothing improves.
//
// Buffers live in the placer and placers are pooled, so a second call on a
// maze of the same size allocates nothing.
type placer struct {
	grid     topology.Grid // grid whose border is cached below
	border   []int
	isBorder []uint64 // a bit a cell, set by markBorder
	marked   bool     // whether isBorder marks border
	seen     []uint64
	stack    []frame
	path     triples // the square-grid walk's path
	keys     []key
	nodes    []vnode
	vstack   []int32
	off, adj []int32
	wt       []int32
	da, db   []int32
	ds, dt   []int32
	keyNode  []int32
	pos      []topology.Point
	segs     []topology.Segment
	nbuf     []topology.Neighbor
	cands    []int32
	pocket   []bool    // per key: its door is in a pocket of the outline
	at       []float64 // per key: its door's position along the hull's perimeter
	side     []int32   // per key: the hull side nearest its door
	width    []float64 // per key: the length of the wall its door is cut through
}

var placers = sync.Pool{New: func() any { return new(placer) }}

type frame struct{ cell, parent, depth int32 }

// key is a border cell met by the walk, in preorder, with its depth and the
// lowest common ancestor of it and the previous key.
type key struct{ cell, depth, lcaCell, lcaDepth int32 }

// vnode is a node of the virtual tree.
type vnode struct {
	cell, depth, parent int32
	key                 int32 // index into keys, or -1 for an ancestor only
}

const sectors = 16

func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

func has(b []uint64, i int) bool { return b[uint(i)>>6]&(1<<(uint(i)&63)) != 0 }
func set(b []uint64, i int)      { b[uint(i)>>6] |= 1 << (uint(i) & 63) }

// loadBorder lists g's border cells and marks them, unless g is the grid of
// the previous call.
func (p *placer) loadBorder(g topology.Grid) {
	if p.grid != nil && reflect.TypeOf(g).Comparable() && reflect.TypeOf(g) == reflect.TypeOf(p.grid) && g == p.grid {
		return
	}
	if r, ok := g.(*topology.Rect); ok {
		p.border = slices.Grow(p.border[:0], 2*(r.W+r.H))
	}
	p.border = topology.AppendBorderCells(g, p.border[:0])
	p.marked = false
	p.grid = nil
	if reflect.TypeOf(g).Comparable() {
		p.grid = g
	}
}

// markBorder marks the border cells in isBorder (a bit a cell), which only
// the general walk needs.
func (p *placer) markBorder(n int) {
	if p.marked {
		return
	}
	p.isBorder = grow(p.isBorder, (n+63)/64)
	clear(p.isBorder)
	for _, c := range p.border {
		set(p.isBorder, c)
	}
	p.marked = true
}

// walk runs the depth-first walk from border[0] and fills p.keys. On a
// perfect maze (cells − 1 passages) it needs no visited set: each cell skips
// only the neighbour it came from. If the walk meets more cells than the
// grid has, the passages hold a loop after all, and it starts again with a
// visited set.
func (p *placer) walk(m *Maze) {
	n := m.Grid.NumCells()
	if m.NumOpen() == n-1 {
		if r, ok := m.Grid.(*topology.Rect); ok && p.walkRectTree(m, r) {
			return
		}
		if p.walkFrom(m, false) {
			return
		}
	}
	p.walkFrom(m, true)
}

// walkFrom is one walk; with mark false it gives up (returns false) after
// meeting more than NumCells cells.
func (p *placer) walkFrom(m *Maze, mark bool) bool {
	g := m.Grid
	n := g.NumCells()
	rect, _ := g.(*topology.Rect)
	if rect == nil {
		p.markBorder(n)
	}
	if mark {
		p.seen = grow(p.seen, (n+63)/64)
		clear(p.seen)
	}
	root := int32(p.border[0])
	stack := append(p.stack[:0], frame{root, -1, 0})
	if mark {
		set(p.seen, int(root))
	}
	keys := p.keys[:0]
	const far = math.MaxInt32
	minD, minP := int32(far), int32(-1)
	open := &m.open
	budget := n
	// fresh reports whether the walk should go on to cell q from f.
	fresh := func(q int, f frame) bool {
		if mark {
			if has(p.seen, q) {
				return false
			}
			set(p.seen, q)
			return true
		}
		return int32(q) != f.parent
	}
	for len(stack) > 0 {
		budget--
		if budget < 0 {
			p.stack, p.keys = stack, keys
			return false
		}
		f := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if f.depth-1 < minD {
			minD, minP = f.depth-1, f.parent
		}
		c := int(f.cell)
		d := f.depth + 1
		if rect != nil {
			w, h := rect.W, rect.H
			x, y := rect.XY(c)
			if x == 0 || y == 0 || x == w-1 || y == h-1 {
				keys = append(keys, key{f.cell, f.depth, minP, minD})
				minD = far
			}
			nh := (w - 1) * h
			if y > 0 && open.Has(nh+c-w) && fresh(c-w, f) {
				stack = append(stack, frame{int32(c - w), f.cell, d})
			}
			if x < w-1 && open.Has(y*(w-1)+x) && fresh(c+1, f) {
				stack = append(stack, frame{int32(c + 1), f.cell, d})
			}
			if y < h-1 && open.Has(nh+c) && fresh(c+w, f) {
				stack = append(stack, frame{int32(c + w), f.cell, d})
			}
			if x > 0 && open.Has(y*(w-1)+x-1) && fresh(c-1, f) {
				stack = append(stack, frame{int32(c - 1), f.cell, d})
			}
			continue
		}
		if has(p.isBorder, c) {
			keys = append(keys, key{f.cell, f.depth, minP, minD})
			minD = far
		}
		p.nbuf = g.Neighbors(c, p.nbuf[:0])
		for _, nb := range p.nbuf {
			if open.Has(nb.Edge) && fresh(nb.Cell, f) {
				stack = append(stack, frame{int32(nb.Cell), f.cell, d})
			}
		}
	}
	p.stack, p.keys = stack, keys
	return true
}

// walkRectTree is walkFrom(m, false) for a square grid, with neighbours
// and the border found by index arithmetic. Each cell's open sides become a
// four-bit mask (north, east, south, west) with the way back cleared. At a
// junction the walk takes the lowest way first, then the others from the
// highest down.
//
// Its only stack is the path from the root: for each cell on it, three
// bits with the direction it was entered by (two) and whether its parent
// has a way left after it, so it takes at most three bits a cell whatever
// the maze. Coming back up, cells whose parent has no way left are passed
// without a look at the walls; at the others the parent's next way is
// found again from its mask and the way just come back from.
func (p *placer) walkRectTree(m *Maze, r *topology.Rect) bool {
	w, h := r.W, r.H
	nh := (w - 1) * h
	open := &m.open
	keys := slices.Grow(p.keys[:0], len(p.border)) // a tree meets each once
	const far = math.MaxInt32
	minD, minP := int32(far), int32(-1)
	budget := w * h
	delta := [4]int{-w, 1, w, -1}
	dy := [4]int{-1, 0, 1, 0}
	// The path: entry i is three bits at shift sh of word j of chunk k, 21
	// entries a word; the cursor is at entry depth, the next to write.
	path := &p.path
	if len(path.chunks) == 0 {
		path.chunks = append(path.chunks, make([]uint64, tripleChunkWords))
	}
	k, chunk, j, sh := 0, path.chunks[0], 0, uint(0)
	depth := 0
	c := p.border[0]
	y := c / w
	back := uint64(0) // the way back from c to its parent, as a mask bit
	for {
		// A cell met for the first time.
		if budget--; budget < 0 {
			p.keys = keys
			return false
		}
		if d := int32(depth) - 1; d < minD {
			minD, minP = d, -1
			if depth > 0 {
				minP = int32(c + delta[bits.TrailingZeros64(back)])
			}
		}
		x := c - y*w
		var mask uint64
		if uint(x-1) < uint(w-2) && uint(y-1) < uint(h-2) {
			mask = open.Bit(nh+c-w) | open.Bit(c-y)<<1 | open.Bit(nh+c)<<2 | open.Bit(c-y-1)<<3
		} else {
			keys = append(keys, key{int32(c), int32(depth), minP, minD})
			minD = far
			mask = rectWays(m, r, c, x, y)
		}
		mask &^= back
		dir := bits.TrailingZeros64(mask) // 64 for none
		more := mask&(mask-1) != 0
		for dir == 64 {
			// Back up the path to the nearest cell with a way left.
			if depth == 0 {
				p.keys = keys
				return true
			}
			depth--
			if sh == 0 {
				sh = 63
				if j == 0 {
					k--
					chunk, j = path.chunks[k], tripleChunkWords
				}
				j--
			}
			sh -= 3
			e := chunk[j] >> sh & 7
			from := int(e & 3)
			c -= delta[from]
			y -= dy[from]
			if e&4 == 0 {
				continue
			}
			back = 0
			if depth > 0 { // the entry below the cursor
				var pe uint64
				switch {
				case sh >= 3:
					pe = chunk[j] >> (sh - 3)
				case j > 0:
					pe = chunk[j-1] >> 60
				default:
					pe = path.chunks[k-1][tripleChunkWords-1] >> 60
				}
				back = 1 << ((pe + 2) & 3)
			}
			var mask uint64
			if x := c - y*w; uint(x-1) < uint(w-2) && uint(y-1) < uint(h-2) {
				mask = open.Bit(nh+c-w) | open.Bit(c-y)<<1 | open.Bit(nh+c)<<2 | open.Bit(c-y-1)<<3
			} else {
				mask = rectWays(m, r, c, x, y)
			}
			mask &^= back
			rest := mask &^ (mask & -mask) // without the lowest, taken first
			if mask&-mask != 1<<from {
				rest &= 1<<from - 1
			}
			dir = 63 - bits.LeadingZeros64(rest)
			more = rest&^(1<<dir) != 0
		}
		// Down the way dir.
		e := uint64(dir)
		if more {
			e |= 4
		}
		chunk[j] = chunk[j]&^(7<<sh) | e<<sh
		if sh += 3; sh == 63 {
			sh = 0
			if j++; j == tripleChunkWords {
				j = 0
				if k++; k == len(path.chunks) {
					path.chunks = append(path.chunks, make([]uint64, tripleChunkWords))
				}
				chunk = path.chunks[k]
			}
		}
		depth++
		c += delta[dir]
		y += dy[dir]
		back = 1 << ((dir + 2) & 3)
	}
}

// rectWays returns the open sides of cell c at (x, y) of r as a mask:
// north 1, east 2, south 4, west 8.
func rectWays(m *Maze, r *topology.Rect, c, x, y int) uint64 {
	w, h := r.W, r.H
	nh := (w - 1) * h
	open := &m.open
	var mask uint64
	if y > 0 {
		mask |= open.Bit(nh + c - w)
	}
	if x < w-1 {
		mask |= open.Bit(c-y) << 1 // the east edge y·(w−1)+x
	}
	if y < h-1 {
		mask |= open.Bit(nh+c) << 2
	}
	if x > 0 {
		mask |= open.Bit(c-y-1) << 3
	}
	return mask
}

// triples is the store of the square-grid walk's path: three-bit entries,
// 21 to a word, in chunks of 64 KiB added as the path deepens, so that no
// copy is left behind as garbage and no more is touched than the deepest
// entry needs. The walk keeps its own cursor.
type triples struct{ chunks [][]uint64 }

const tripleChunkWords = 1 << 13

// build makes the virtual tree of the keys and its adjacency lists.
func (p *placer) build() {
	keys := p.keys
	nodes := append(slices.Grow(p.nodes[:0], 2*len(keys)), vnode{keys[0].cell, keys[0].depth, -1, 0})
	p.keyNode = append(slices.Grow(p.keyNode[:0], len(keys)), 0)
	stk := append(p.vstack[:0], 0)
	for i := 1; i < len(keys); i++ {
		k := keys[i]
		for len(stk) >= 2 && nodes[stk[len(stk)-2]].depth >= k.lcaDepth {
			nodes[stk[len(stk)-1]].parent = stk[len(stk)-2]
			stk = stk[:len(stk)-1]
		}
		if top := stk[len(stk)-1]; nodes[top].depth > k.lcaDepth {
			l := int32(len(nodes))
			nodes = append(nodes, vnode{k.lcaCell, k.lcaDepth, -1, -1})
			nodes[top].parent = l
			stk[len(stk)-1] = l
		}
		v := int32(len(nodes))
		nodes = append(nodes, vnode{k.cell, k.depth, -1, int32(i)})
		p.keyNode = append(p.keyNode, v)
		stk = append(stk, v)
	}
	for len(stk) >= 2 {
		nodes[stk[len(stk)-1]].parent = stk[len(stk)-2]
		stk = stk[:len(stk)-1]
	}
	p.nodes, p.vstack = nodes, stk
	// Adjacency lists (compressed rows), each edge both ways.
	nv := len(nodes)
	p.off = grow(p.off, nv+1)
	clear(p.off)
	for v, nd := range nodes {
		if nd.parent >= 0 {
			p.off[v+1]++
			p.off[nd.parent+1]++
		}
	}
	for v := 0; v < nv; v++ {
		p.off[v+1] += p.off[v]
	}
	ne := int(p.off[nv])
	p.adj, p.wt = grow(p.adj, ne), grow(p.wt, ne)
	fill := grow(p.vstack, nv)
	copy(fill, p.off[:nv])
	for v, nd := range nodes {
		if q := nd.parent; q >= 0 {
			w := nd.depth - nodes[q].depth
			p.adj[fill[v]], p.wt[fill[v]] = q, w
			fill[v]++
			p.adj[fill[q]], p.wt[fill[q]] = int32(v), w
			fill[q]++
		}
	}
	p.vstack = fill
}

// distances fills dist with the path length from virtual node src to every
// virtual node.
func (p *placer) distances(src int32, dist []int32) []int32 {
	dist = grow(dist, len(p.nodes))
	for i := range dist {
		dist[i] = -1
	}
	dist[src] = 0
	stk := append(p.vstack[:0], src)
	for len(stk) > 0 {
		v := stk[len(stk)-1]
		stk = stk[:len(stk)-1]
		for i := p.off[v]; i < p.off[v+1]; i++ {
			if q := p.adj[i]; dist[q] < 0 {
				dist[q] = dist[v] + p.wt[i]
				stk = append(stk, q)
			}
		}
	}
	p.vstack = stk
	return dist
}

// farthestKey returns the key node with the largest dist.
func (p *placer) farthestKey(dist []int32) int32 {
	best := p.keyNode[0]
	for _, v := range p.keyNode {
		if dist[v] > dist[best] {
			best = v
		}
	}
	return best
}

// choice is the best pair found so far under one rule.
type choice struct{ a, b, d int32 }

// auto returns the border cells for the entrance and the exit under the
// DoorsAuto rule.
func (p *placer) auto(m *Maze) (int, int, error) {
	g := m.Grid
	p.loadBorder(g)
	if len(p.border) == 0 {
		return 0, 0, fmt.Errorf("maze: grid has no border cells")
	}
	p.walk(m)
	if len(p.keys) < 2 {
		a := int(p.keys[0].cell)
		return a, a, nil
	}
	p.build()
	// Door openings.
	p.pos = grow(p.pos, len(p.keys))
	p.width = grow(p.width, len(p.keys))
	for i, k := range p.keys {
		d, _ := doorAt(g, int(k.cell), p.segs)
		p.segs = g.Border(int(k.cell), p.segs[:0])
		p.pos[i] = p.segs[d.Side].Mid()
		p.width[i] = p.segs[d.Side].Length()
	}
	b := g.Bounds()
	short := math.Min(b.Dx(), b.Dy())
	near, far := 0.5*short, max(0.8*short, 0.5*math.Hypot(b.Dx(), b.Dy()))
	// On a grid whose sides join, distances on the page go the short way
	// round, and the far rule asks for no more than the wrapped diagonal.
	px, py := periods(g)
	if px > 0 || py > 0 {
		far = min(far, 0.9*pageDist(px, py, b.Min, b.Max))
	}
	// The longest border-to-border path and every key's eccentricity.
	p.da = p.distances(0, p.da)
	ea := p.farthestKey(p.da)
	p.da = p.distances(ea, p.da)
	eb := p.farthestKey(p.da)
	p.db = p.distances(eb, p.db)
	cx, cy := (b.Min.X+b.Max.X)/2, (b.Min.Y+b.Max.Y)/2
	// Pockets (and doors too narrow, counted with them) and positions
	// along the outline's hull; a grid whose sides join has no outline to
	// speak of (its page distances wrap instead).
	p.pocket = grow(p.pocket, len(p.keys))
	p.at = grow(p.at, len(p.keys))
	p.side = grow(p.side, len(p.keys))
	clear(p.pocket)
	per := 0.0
	if px == 0 && py == 0 {
		h := outlineHull(g, p.border)
		per = h.per
		some := false
		for i := range p.keys {
			d, at, side := h.nearest(p.pos[i])
			p.at[i], p.side[i] = at, int32(side)
			p.pocket[i] = d > PocketDepth*h.unit || p.width[i] < MinDoorSide*h.unit
			some = some || !p.pocket[i]
		}
		if !some {
			clear(p.pocket)
		}
	}
	// good reports whether doors on keys i and j keep out of pockets, off
	// one straight side of the hull and apart along it.
	good := func(i, j int32) bool {
		if p.pocket[i] || p.pocket[j] {
			return false
		}
		if per == 0 {
			return true
		}
		if p.side[i] == p.side[j] {
			return false
		}
		d := math.Abs(p.at[i] - p.at[j])
		return math.Min(d, per-d) >= MinBorderShare*per
	}
	var top [sectors]int32
	for i := range top {
		top[i] = -1
	}
	ecc := func(v int32) int32 { return max(p.da[v], p.db[v]) }
	for i, v := range p.keyNode {
		if p.pocket[i] {
			continue
		}
		q := p.pos[i]
		s := int((math.Atan2(q.Y-cy, q.X-cx)+math.Pi)/(2*math.Pi)*sectors) % sectors
		if top[s] < 0 || ecc(v) > ecc(top[s]) {
			top[s] = v
		}
	}
	cands := append(p.cands[:0], ea, eb)
	for _, v := range top {
		if v >= 0 {
			cands = append(cands, v)
		}
	}
	p.cands = cands
	var bNear, bFar, bAny, bDist choice
	for _, c := range []*choice{&bNear, &bFar, &bAny, &bDist} {
		*c = choice{-1, -1, -1}
	}
	neighbours := func(a, b int32) bool {
		p.nbuf = g.Neighbors(int(p.nodes[a].cell), p.nbuf[:0])
		for _, nb := range p.nbuf {
			if nb.Cell == int(p.nodes[b].cell) {
				return true
			}
		}
		return false
	}
	try := func(s int32, ds []int32) {
		ks := p.nodes[s].key
		ps := p.pos[ks]
		for i, v := range p.keyNode {
			if v == s {
				continue
			}
			d := ds[v]
			if d > bDist.d {
				bDist = choice{s, v, d}
			}
			e := pageDist(px, py, ps, p.pos[i])
			if d <= bAny.d && (e < near || d <= bNear.d) && (e < far || d <= bFar.d) {
				continue
			}
			if neighbours(s, v) {
				continue
			}
			if d > bAny.d {
				bAny = choice{s, v, d}
			}
			if !good(ks, int32(i)) {
				continue
			}
			if e >= near && d > bNear.d {
				bNear = choice{s, v, d}
			}
			if e >= far && d > bFar.d {
				bFar = choice{s, v, d}
			}
		}
	}
	pick := func() choice {
		switch {
		case bFar.d >= 0 && 10*bFar.d >= 9*bNear.d:
			return bFar
		case bNear.d >= 0:
			return bNear
		case bAny.d >= 0:
			return bAny
		}
		return bDist
	}
	for _, s := range cands {
		var ds []int32
		switch s {
		case ea:
			ds = p.da
		case eb:
			ds = p.db
		default:
			p.ds = p.distances(s, p.ds)
			ds = p.ds
		}
		try(s, ds)
	}
	// Look again from the far end of the pair found, until nothing improves.
	for range 4 {
		before := pick()
		p.dt = p.distances(before.b, p.dt)
		try(before.b, p.dt)
		if pick() == before {
			break
		}
	}
	c := pick()
	return int(p.nodes[c.a].cell), int(p.nodes[c.b].cell), nil
}
