package picmaze

import (
	"math/rand/v2"

	"github.com/mazekit/mazekit/internal/unionfind"
)

// loop is a closed walk through some cells of a w×h grid: next and prev
// are -1 for cells off it.
type loop struct {
	w, h       int
	next, prev []int32
	n          int // cells on it
}

func (l *loop) on(c int) bool { return l.next[c] >= 0 }

// adjacent reports whether cells a and b share a side.
func (l *loop) adjacent(a, b int) bool {
	ax, ay, bx, by := a%l.w, a/l.w, b%l.w, b/l.w
	return (ax == bx && (ay-by == 1 || by-ay == 1)) || (ay == by && (ax-bx == 1 || bx-ax == 1))
}

// blocks is a choice of 2×2 blocks: the grid of blocks starts at cell
// (ox, oy) and is bw×bh blocks.
type blocks struct {
	ox, oy, bw, bh int
	sel            []bool
}

// chooseBlocks picks the placement of the 2×2 blocks that best fits work
// (the thickened dark cells): a block is taken when at least two of its
// cells are dark; of the four placements, the one that takes fewest light
// cells and leaves fewest dark cells out wins.
func chooseBlocks(work []bool, w, h int) blocks {
	var best blocks
	bestErr := -1
	for _, o := range [][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
		b := blocks{ox: o[0], oy: o[1], bw: (w - o[0]) / 2, bh: (h - o[1]) / 2}
		b.sel = make([]bool, b.bw*b.bh)
		covered := 0
		errs := 0
		for by := range b.bh {
			for bx := range b.bw {
				n := b.count(work, w, bx, by)
				if n >= 2 {
					b.sel[by*b.bw+bx] = true
					errs += 4 - n
					covered += n
				}
			}
		}
		for _, d := range work {
			if d {
				errs++
			}
		}
		errs -= covered
		if bestErr < 0 || errs < bestErr {
			best, bestErr = b, errs
		}
	}
	return best
}

// cells returns the four cells of block (bx, by): top left, top right,
// bottom left, bottom right.
func (b *blocks) cells(w, bx, by int) [4]int {
	x, y := b.ox+2*bx, b.oy+2*by
	c := y*w + x
	return [4]int{c, c + 1, c + w, c + w + 1}
}

func (b *blocks) count(work []bool, w, bx, by int) int {
	n := 0
	for _, c := range b.cells(w, bx, by) {
		if work[c] {
			n++
		}
	}
	return n
}

// block returns the block holding cell (x, y), or -1.
func (b *blocks) block(x, y int) int {
	bx, by := (x-b.ox)>>1, (y-b.oy)>>1
	if x < b.ox || y < b.oy || bx >= b.bw || by >= b.bh {
		return -1
	}
	return by*b.bw + bx
}

// claimIslands makes sure every 4-connected region of work has a block:
// a region none of whose cells is in a chosen block gets the block that
// holds most of its cells.
func (b *blocks) claimIslands(work []bool, w, h int) {
	seen := make([]bool, len(work))
	var stack, region []int
	for s := range work {
		if !work[s] || seen[s] {
			continue
		}
		region = region[:0]
		stack = append(stack[:0], s)
		seen[s] = true
		has := false
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			region = append(region, c)
			if k := b.block(c%w, c/w); k >= 0 && b.sel[k] {
				has = true
			}
			for _, d := range neighbours(c, w, h) {
				if d >= 0 && work[d] && !seen[d] {
					seen[d] = true
					stack = append(stack, d)
				}
			}
		}
		if has {
			continue
		}
		votes := map[int]int{}
		bestK, bestN := -1, 0
		for _, c := range region {
			if k := b.block(c%w, c/w); k >= 0 {
				votes[k]++
				if n := votes[k]; n > bestN || (n == bestN && k < bestK) {
					bestK, bestN = k, n
				}
			}
		}
		if bestK < 0 { // a speck in the last row or column outside the blocks
			x, y := min(max(region[0]%w-b.ox, 0)/2, b.bw-1), min(max(region[0]/w-b.oy, 0)/2, b.bh-1)
			bestK = y*b.bw + x
		}
		b.sel[bestK] = true
	}
}

// neighbours returns the cells north, east, south and west of c, -1 where
// there is none.
func neighbours(c, w, h int) [4]int {
	x, y := c%w, c/w
	n := [4]int{-1, -1, -1, -1}
	if y > 0 {
		n[0] = c - w
	}
	if x+1 < w {
		n[1] = c + 1
	}
	if y+1 < h {
		n[2] = c + w
	}
	if x > 0 {
		n[3] = c - 1
	}
	return n
}

// connect joins the chosen blocks into one piece by the shortest runs of
// unchosen blocks: breadth-first from the piece that holds the first
// chosen block to the nearest block of another piece, again and again.
func (b *blocks) connect() {
	n := len(b.sel)
	main := make([]bool, n)
	start := -1
	for k, s := range b.sel {
		if s {
			start = k
			break
		}
	}
	if start < 0 {
		return
	}
	flood := func(k int) {
		stack := []int{k}
		main[k] = true
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, d := range neighbours(c, b.bw, b.bh) {
				if d >= 0 && b.sel[d] && !main[d] {
					main[d] = true
					stack = append(stack, d)
				}
			}
		}
	}
	flood(start)
	from := make([]int32, n)
	for {
		for k := range from {
			from[k] = -2
		}
		var queue []int
		for k, m := range main {
			if m {
				queue = append(queue, k)
				from[k] = -1
			}
		}
		hit := -1
		for i := 0; i < len(queue) && hit < 0; i++ {
			c := queue[i]
			for _, d := range neighbours(c, b.bw, b.bh) {
				if d < 0 || from[d] != -2 {
					continue
				}
				from[d] = int32(c)
				if b.sel[d] {
					hit = d
					break
				}
				queue = append(queue, d)
			}
		}
		if hit < 0 {
			return
		}
		for k := int(from[hit]); k >= 0 && !main[k]; k = int(from[k]) {
			b.sel[k] = true
			main[k] = true
		}
		flood(hit)
	}
}

// forest returns a random spanning forest of the chosen blocks (random
// Kruskal): east[k] and south[k] say that block k is joined to the block
// east of it and south of it. With most > 0 no tree grows past most
// blocks.
func (b *blocks) forest(rng *rand.Rand, most int) (east, south []bool) {
	type bedge struct {
		a, c int32
		east bool // c is east of a, not south (with one column c = a+1 either way)
	}
	var edges []bedge
	for k, s := range b.sel {
		if !s {
			continue
		}
		x, y := k%b.bw, k/b.bw
		if x+1 < b.bw && b.sel[k+1] {
			edges = append(edges, bedge{int32(k), int32(k + 1), true})
		}
		if y+1 < b.bh && b.sel[k+b.bw] {
			edges = append(edges, bedge{int32(k), int32(k + b.bw), false})
		}
	}
	rng.Shuffle(len(edges), func(i, j int) { edges[i], edges[j] = edges[j], edges[i] })
	uf := unionfind.New(len(b.sel))
	size := make([]int32, len(b.sel))
	for i := range size {
		size[i] = 1
	}
	east = make([]bool, len(b.sel))
	south = make([]bool, len(b.sel))
	for _, e := range edges {
		ra, rc := uf.Find(e.a), uf.Find(e.c)
		if ra == rc || (most > 0 && int(size[ra]+size[rc]) > most) {
			continue
		}
		uf.Union(ra, rc)
		size[uf.Find(ra)] = size[ra] + size[rc]
		if e.east {
			east[e.a] = true
		} else {
			south[e.a] = true
		}
	}
	return east, south
}

// links returns each cell's two neighbours on the closed walks round the
// trees east and south describe (-1 for cells on none), and the first
// cell on a walk (-1 for none).
func (b *blocks) links(w, h int, east, south []bool) (nb [][2]int32, first int) {
	nb = make([][2]int32, w*h)
	for i := range nb {
		nb[i] = [2]int32{-1, -1}
	}
	link := func(p, q int) {
		for _, z := range [2][2]int{{p, q}, {q, p}} {
			if nb[z[0]][0] < 0 {
				nb[z[0]][0] = int32(z[1])
			} else {
				nb[z[0]][1] = int32(z[1])
			}
		}
	}
	first = -1
	for k, s := range b.sel {
		if !s {
			continue
		}
		x, y := k%b.bw, k/b.bw
		q := b.cells(w, x, y)
		if first < 0 {
			first = q[0]
		}
		north := y > 0 && south[k-b.bw]
		west := x > 0 && east[k-1]
		if !north {
			link(q[0], q[1])
		}
		if !east[k] {
			link(q[1], q[3])
		}
		if !south[k] {
			link(q[2], q[3])
		}
		if !west {
			link(q[0], q[2])
		}
		if east[k] {
			link(q[1], q[1]+1)
			link(q[3], q[3]+1)
		}
		if south[k] {
			link(q[2], q[2]+w)
			link(q[3], q[3]+w)
		}
	}
	return nb, first
}

// walkRound returns the closed walk round a random spanning tree of the
// chosen blocks (which must be one piece): every block's four cells, the
// walk going along both sides of every tree edge.
func (b *blocks) walkRound(w, h int, rng *rand.Rand) *loop {
	east, south := b.forest(rng, 0)
	nb, first := b.links(w, h, east, south)
	l := &loop{w: w, h: h, next: make([]int32, w*h), prev: make([]int32, w*h)}
	for i := range l.next {
		l.next[i], l.prev[i] = -1, -1
	}
	if first < 0 {
		return l
	}
	l.follow(nb, first)
	return l
}

// follow links the cells of the closed walk through first that nb gives
// (each cell's two neighbours on the walk) into l, in walking order.
func (l *loop) follow(nb [][2]int32, first int) {
	prev, c := int32(-1), int32(first)
	for {
		nx := nb[c][0]
		if nx == prev {
			nx = nb[c][1]
		}
		l.next[c], l.prev[nx] = nx, c
		l.n++
		prev, c = c, nx
		if int(c) == first {
			break
		}
	}
}
