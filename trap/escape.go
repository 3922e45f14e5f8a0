// Independent escape routes: the trees the smart cat and the solver use to
// see that a cat has already won.

package trap

// escaper finds escape trees on boards of one geometry.
//
// The cat stands on a cell and the player is about to block. An edge cell
// is an escape of rank 0 (the cat is out). A cell is an escape of rank r
// when it has two free neighbours that are escapes of rank below r whose
// trees share no cell: one block can spoil at most one of the two trees,
// and the cat steps to the other, where the same holds one rank lower. So a
// cell next to two free edge cells (rank 1, "E1") is won, a cell whose two
// children are E1 cells with four distinct edge cells is won (rank 2), and
// so on; two E1 children that share their edge cell are not an escape, as
// one block on the shared cell cuts both. A tree never revisits a cell on
// its way from the root (its ancestors), so it describes real walks.
//
// The rule is sufficient, not necessary: a cell it rejects may still be a
// win for the cat, which the solver then decides by search.
type escaper struct{ g *Geometry }

// support returns the cells of an escape tree of rank at most r rooted at
// c that avoids the cells in used and the blocked cells. c itself must be
// free.
func (e escaper) support(blocked cells, c, r int, used cells) (cells, bool) {
	g := e.g
	var tree cells
	tree.add(c)
	if g.edge.has(c) {
		return tree, true
	}
	if r == 0 {
		return cells{}, false
	}
	used.add(c)
	avail := g.nbMask[c].andNot(blocked).andNot(used)
	if avail.count() < 2 {
		return cells{}, false
	}
	// Two free edge neighbours settle it without recursion.
	if edges := avail.and(g.edge); edges.count() >= 2 {
		a := edges.first()
		edges[a>>6] &^= 1 << (a & 63)
		tree.add(a)
		tree.add(edges.first())
		return tree, true
	}
	for _, a := range g.nb[c] {
		if a < 0 || !avail.has(int(a)) {
			continue
		}
		sa, ok := e.support(blocked, int(a), r-1, used)
		if !ok {
			continue
		}
		rest := used.or(sa)
		for _, b := range g.nb[c] {
			if b < 0 || b == a || !avail.has(int(b)) || sa.has(int(b)) {
				continue
			}
			if sb, ok := e.support(blocked, int(b), r-1, rest); ok {
				return tree.or(sa).or(sb), true
			}
		}
	}
	return cells{}, false
}

// escapes reports whether the cat on c, with the player to block, has an
// escape tree of rank at most r.
func (e escaper) escapes(blocked cells, c, r int) bool {
	_, ok := e.support(blocked, c, r, cells{})
	return ok
}

// rank returns the least rank, up to max, of an escape tree rooted at c,
// or -1.
func (e escaper) rank(blocked cells, c, max int) int {
	for r := 0; r <= max; r++ {
		if e.escapes(blocked, c, r) {
			return r
		}
	}
	return -1
}

// Escapes returns the least rank, up to max, of an escape tree from the
// cat's cell on b with the player to block: 0 when the cat stands on the
// edge, 1 when it is next to two free edge cells, and so on; -1 when there
// is none up to max. A cat with an escape tree escapes against any play.
func (b *Board) Escapes(max int) int {
	return escaper{b.G}.rank(b.blocked, b.Cat, max)
}

// routes returns the number of paths from c to the edge that share no
// cell but c, at most six: the blocks the player needs to cut the cat off
// if it stood still. It is a maximum flow on the free cells, each split
// into an in and an out node joined by an arc of capacity one.
func routes(g *Geometry, blocked cells, c int) int {
	if g.edge.has(c) {
		return 6
	}
	n := g.Cells()
	type arc struct{ to, rev, cap int }
	adj := make([][]arc, 2*n+1) // in(v) = 2v, out(v) = 2v+1, sink = 2n
	link := func(a, b int) {
		adj[a] = append(adj[a], arc{b, len(adj[b]), 1})
		adj[b] = append(adj[b], arc{a, len(adj[a]) - 1, 0})
	}
	sink := 2 * n
	for v := 0; v < n; v++ {
		if blocked.has(v) {
			continue
		}
		if v != c {
			link(2*v, 2*v+1)
		}
		if g.edge.has(v) {
			link(2*v+1, sink)
			continue
		}
		for _, x := range g.nb[v] {
			if x >= 0 && !blocked.has(int(x)) && int(x) != c {
				link(2*v+1, 2*int(x))
			}
		}
	}
	type step struct{ node, arc int }
	prev := make([]step, 2*n+1)
	count := 0
	for count < 6 {
		for i := range prev {
			prev[i] = step{-1, -1}
		}
		src := 2*c + 1
		prev[src] = step{src, -1}
		queue := []int{src}
		for h := 0; h < len(queue) && prev[sink].node < 0; h++ {
			u := queue[h]
			for i, a := range adj[u] {
				if a.cap > 0 && prev[a.to].node < 0 {
					prev[a.to] = step{u, i}
					queue = append(queue, a.to)
				}
			}
		}
		if prev[sink].node < 0 {
			break
		}
		for v := sink; v != src; v = prev[v].node {
			a := &adj[prev[v].node][prev[v].arc]
			a.cap--
			adj[v][a.rev].cap++
		}
		count++
	}
	return count
}
