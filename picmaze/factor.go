package picmaze

import (
	"math/rand/v2"

	"github.com/mazekit/mazekit/internal/unionfind"
)

// A second way to cover the picture, exact where the block walk is not:
// every dark cell takes two dark neighbours (a 2-factor, found as a
// maximum flow, so the cells' two colours of a chessboard balance out
// along curved edges), which splits the dark cells into small closed
// walks; walks side by side are then joined by turning two parallel steps
// of a 2×2 square into the square's other two sides, until no more can
// be joined, and the largest walk is kept.

// factorLinks returns the 2-factor of t's dark cells: each cell's two
// neighbours on it, -1 for none.
func factorLinks(t *Target, rng *rand.Rand) [][2]int32 {
	nb := make([][2]int32, t.W*t.H)
	for i := range nb {
		nb[i] = [2]int32{-1, -1}
	}
	twoFactor(t, nb, rng)
	return nb
}

// factorLoop returns the largest closed walk the 2-factor links (which it
// changes) join into, joining in an order drawn from rng.
func factorLoop(t *Target, nb [][2]int32, rng *rand.Rand) *loop {
	w, h := t.W, t.H
	n := w * h
	// Cells on a run that is not closed are dropped.
	seen := make([]bool, n)
	var comp, stack []int
	for c := range nb {
		if seen[c] || nb[c][0] < 0 {
			continue
		}
		comp, stack = comp[:0], append(stack[:0], c)
		seen[c] = true
		closed := true
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			comp = append(comp, v)
			for _, d := range nb[v] {
				if d < 0 {
					closed = false
				} else if !seen[d] {
					seen[d] = true
					stack = append(stack, int(d))
				}
			}
		}
		if !closed {
			for _, v := range comp {
				nb[v] = [2]int32{-1, -1}
			}
		}
	}
	linked := func(a, b int) bool { return nb[a][0] == int32(b) || nb[a][1] == int32(b) }
	unlink := func(a, b int) {
		for _, z := range [2][2]int{{a, b}, {b, a}} {
			if nb[z[0]][0] == int32(z[1]) {
				nb[z[0]][0] = nb[z[0]][1]
			}
			nb[z[0]][1] = -1
		}
	}
	link := func(a, b int) {
		for _, z := range [2][2]int{{a, b}, {b, a}} {
			if nb[z[0]][0] < 0 {
				nb[z[0]][0] = int32(z[1])
			} else {
				nb[z[0]][1] = int32(z[1])
			}
		}
	}
	uf := unionfind.New(n)
	for c := range nb {
		for _, d := range nb[c] {
			if d >= 0 {
				uf.Union(int32(c), d)
			}
		}
	}
	squares := make([]int32, 0, (w-1)*(h-1))
	for y := range h - 1 {
		for x := range w - 1 {
			squares = append(squares, int32(y*w+x))
		}
	}
	rng.Shuffle(len(squares), func(i, j int) { squares[i], squares[j] = squares[j], squares[i] })
	for merged := true; merged; {
		merged = false
		for _, sq := range squares {
			p := int(sq)
			q, r, s := p+1, p+w, p+w+1
			switch {
			case linked(p, q) && linked(r, s) && uf.Find(int32(p)) != uf.Find(int32(r)):
				unlink(p, q)
				unlink(r, s)
				link(p, r)
				link(q, s)
			case linked(p, r) && linked(q, s) && uf.Find(int32(p)) != uf.Find(int32(q)):
				unlink(p, r)
				unlink(q, s)
				link(p, q)
				link(r, s)
			default:
				continue
			}
			uf.Union(int32(p), int32(s))
			uf.Union(int32(p), int32(q))
			merged = true
		}
	}
	size := map[int32]int{}
	best, bestN := int32(-1), 0
	for c := range nb {
		if nb[c][0] >= 0 {
			k := uf.Find(int32(c))
			size[k]++
			if size[k] > bestN || (size[k] == bestN && k < best) {
				best, bestN = k, size[k]
			}
		}
	}
	l := &loop{w: w, h: h, next: make([]int32, n), prev: make([]int32, n)}
	for i := range l.next {
		l.next[i], l.prev[i] = -1, -1
	}
	if best < 0 {
		return l
	}
	first := -1
	for c := range nb {
		if nb[c][0] >= 0 && uf.Find(int32(c)) == best {
			first = c
			break
		}
	}
	l.follow(nb, first)
	return l
}

// twoFactor links as many dark cells of t as it can to two dark
// neighbours each, no two cells twice: a maximum flow from the dark cells
// of one chessboard colour (two units each) to those of the other (two
// units each) along sides (one unit each). The flow starts from the
// closed walks round 2×2 blocks of dark cells (on a grid of blocks placed
// at random), so that inside the picture the walks join as a walk round
// a random tree of blocks does, not in the diagonal staircases a flow
// found side by side would lay; with rng nil it starts from nothing.
func twoFactor(t *Target, nb [][2]int32, rng *rand.Rand) {
	w, h := t.W, t.H
	n := w * h
	// Nodes: cells 0..n-1, source n, sink n+1.
	src, snk := n, n+1
	f := newFlow(n + 2)
	// in[c] is the edge from the source to a black cell c, or from a white
	// cell c to the sink.
	in := make([]int, n)
	for c := range n {
		if !t.Dark(c) {
			continue
		}
		if (c%w+c/w)%2 == 0 {
			in[c] = len(f.edges)
			f.add(src, c, 2)
			for _, d := range neighbours(c, w, h) {
				if d >= 0 && t.Dark(d) {
					f.add(c, d, 1)
				}
			}
		} else {
			in[c] = len(f.edges)
			f.add(c, snk, 2)
		}
	}
	// A greedy start: most links are found without search.
	send := func(e int) { f.edges[e].cap--; f.edges[e^1].cap++ }
	sendLink := func(c, d int) {
		if (c%w+c/w)%2 != 0 {
			c, d = d, c
		}
		for _, e := range f.adj[c] {
			if e%2 == 0 && f.edges[e].to == d && f.edges[e].cap > 0 && f.edges[in[c]].cap > 0 && f.edges[in[d]].cap > 0 {
				send(in[c])
				send(e)
				send(in[d])
				return
			}
		}
	}
	ox, oy, step := 0, 0, h // no blocks without rng
	if rng != nil {
		ox, oy, step = rng.IntN(2), rng.IntN(2), 2
	}
	for y := oy; y+1 < h; y += step {
		for x := ox; x+1 < w; x += 2 {
			p := y*w + x
			if t.Dark(p) && t.Dark(p+1) && t.Dark(p+w) && t.Dark(p+w+1) {
				sendLink(p, p+1)
				sendLink(p+1, p+w+1)
				sendLink(p+w+1, p+w)
				sendLink(p+w, p)
			}
		}
	}
	for c := range n {
		if !t.Dark(c) || (c%w+c/w)%2 != 0 {
			continue
		}
		for _, e := range f.adj[c] {
			d := f.edges[e].to
			if e%2 == 0 && d < n && f.edges[e].cap > 0 && f.edges[in[c]].cap > 0 && f.edges[in[d]].cap > 0 {
				send(in[c])
				send(e)
				send(in[d])
			}
		}
	}
	f.maxflow(src, snk)
	for c := range n {
		if !t.Dark(c) || (c%w+c/w)%2 != 0 {
			continue
		}
		for _, e := range f.adj[c] {
			ed := &f.edges[e]
			if ed.to < n && e%2 == 0 && ed.cap == 0 {
				d := ed.to
				for _, z := range [2][2]int{{c, d}, {d, c}} {
					if nb[z[0]][0] < 0 {
						nb[z[0]][0] = int32(z[1])
					} else {
						nb[z[0]][1] = int32(z[1])
					}
				}
			}
		}
	}
}

// flow is a graph for Dinic's maximum flow; edges come in pairs, forward
// at an even index and its residual after it.
type flow struct {
	adj   [][]int
	edges []flowEdge
	level []int32
	iter  []int
}

type flowEdge struct{ to, cap int }

func newFlow(n int) *flow {
	return &flow{adj: make([][]int, n), level: make([]int32, n), iter: make([]int, n)}
}

func (f *flow) add(a, b, c int) {
	f.adj[a] = append(f.adj[a], len(f.edges))
	f.edges = append(f.edges, flowEdge{b, c})
	f.adj[b] = append(f.adj[b], len(f.edges))
	f.edges = append(f.edges, flowEdge{a, 0})
}

func (f *flow) maxflow(s, t int) {
	queue := make([]int, 0, len(f.adj))
	for {
		for i := range f.level {
			f.level[i] = -1
		}
		f.level[s] = 0
		queue = append(queue[:0], s)
		for i := 0; i < len(queue); i++ {
			v := queue[i]
			for _, e := range f.adj[v] {
				ed := f.edges[e]
				if ed.cap > 0 && f.level[ed.to] < 0 {
					f.level[ed.to] = f.level[v] + 1
					queue = append(queue, ed.to)
				}
			}
		}
		if f.level[t] < 0 {
			return
		}
		clear(f.iter)
		for f.push(s, t, 1<<30) > 0 {
		}
	}
}

// push sends flow from v towards t along the level graph; its depth is
// the level of t.
func (f *flow) push(v, t, up int) int {
	if v == t {
		return up
	}
	for ; f.iter[v] < len(f.adj[v]); f.iter[v]++ {
		e := f.adj[v][f.iter[v]]
		ed := f.edges[e]
		if ed.cap > 0 && f.level[ed.to] == f.level[v]+1 {
			if d := f.push(ed.to, t, min(up, ed.cap)); d > 0 {
				f.edges[e].cap -= d
				f.edges[e^1].cap += d
				return d
			}
		}
	}
	return 0
}
