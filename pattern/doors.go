// Doors cut through the outer wall of an automaton board into its largest open region.

package pattern

import "slices"

// anchor is a way in from the outer edge: the edge cell, the first cell of
// the target region met walking straight inwards from it, and the number of
// cells walked (the wall to cut, counting the edge cell).
type anchor struct{ edge, cell, cut, dx, dy int }

// CutDoors makes the board a puzzle with doors on its outer edge: it picks
// the largest open region, and two cells of the outer edge from which a
// straight cut inwards (at most a quarter of the shorter side long) reaches
// it, far apart (at least half the shorter side when it can) and with the
// longest path between them through the region. It opens the cells of both
// cuts (they become floor) and returns the analysis of the result, with the
// doors on those two edge cells. With no such pair it changes nothing and
// returns Analyze's result.
func (l *Life) CutDoors() *Analysis {
	n := l.W * l.H
	region := make([]int32, n)
	for i := range region {
		region[i] = -1
	}
	best, bestSize := int32(-1), 0
	var queue []int32
	id := int32(0)
	for s := 0; s < n; s++ {
		if l.Live[s] || region[s] >= 0 {
			continue
		}
		queue = l.fillRegion(region, s, id, queue)
		if len(queue) > bestSize {
			best, bestSize = id, len(queue)
		}
		id++
	}
	if best < 0 {
		return l.Analyze()
	}
	maxCut := max(2, min(l.W, l.H)/4)
	var anchors []anchor
	walk := func(x, y, dx, dy int) {
		for k := 0; k < maxCut; k++ {
			xx, yy := x+k*dx, y+k*dy
			if xx < 0 || yy < 0 || xx >= l.W || yy >= l.H {
				return
			}
			if c := yy*l.W + xx; region[c] == best {
				anchors = append(anchors, anchor{y*l.W + x, c, k, dx, dy})
				return
			}
		}
	}
	for x := 0; x < l.W; x++ {
		walk(x, 0, 0, 1)
		walk(x, l.H-1, 0, -1)
	}
	for y := 1; y < l.H-1; y++ {
		walk(0, y, 1, 0)
		walk(l.W-1, y, -1, 0)
	}
	if len(anchors) < 2 {
		return l.Analyze()
	}
	dist := make([]int32, n)
	bfs := func(from int) {
		for i := range dist {
			dist[i] = -1
		}
		dist[from] = 0
		queue = append(queue[:0], int32(from))
		for h := 0; h < len(queue); h++ {
			c := int(queue[h])
			for _, q := range l.open4(c) {
				if dist[q] < 0 {
					dist[q] = dist[c] + 1
					queue = append(queue, int32(q))
				}
			}
		}
	}
	length := func(a anchor) int32 { return dist[a.cell] + int32(a.cut) }
	bfs(anchors[0].cell)
	ia := 0
	for i, a := range anchors {
		if length(a) > length(anchors[ia]) {
			ia = i
		}
	}
	A := anchors[ia]
	bfs(A.cell)
	apart := float64(min(l.W, l.H)) / 2
	far := func(b anchor) bool {
		dx, dy := float64(b.edge%l.W-A.edge%l.W), float64(b.edge/l.W-A.edge/l.W)
		return dx*dx+dy*dy >= apart*apart
	}
	ib, ibFar := -1, false
	for i, b := range anchors {
		if i == ia || b.edge == A.edge || b.cell == A.cell {
			continue
		}
		f := far(b)
		if ib < 0 || (f && !ibFar) || (f == ibFar && length(b) > length(anchors[ib])) {
			ib, ibFar = i, f
		}
	}
	if ib < 0 {
		return l.Analyze()
	}
	B := anchors[ib]
	for _, a := range []anchor{A, B} {
		x, y := a.edge%l.W, a.edge/l.W
		for k := 0; k < a.cut; k++ {
			l.Live[(y+k*a.dy)*l.W+x+k*a.dx] = false
		}
	}
	an := l.Analyze()
	an.Entrance, an.Exit, an.Solution, an.Solvable = -1, -1, nil, false
	l.solve(an, A.edge, B.edge)
	return an
}

// solve sets a's doors to cells p and q (the one nearer the top left is the
// entrance) and its solution to a shortest path between them.
func (l *Life) solve(a *Analysis, p, q int) {
	if p%l.W+p/l.W > q%l.W+q/l.W {
		p, q = q, p
	}
	n := l.W * l.H
	prev := make([]int32, n)
	for i := range prev {
		prev[i] = -1
	}
	prev[p] = int32(p)
	queue := []int32{int32(p)}
	for h := 0; h < len(queue) && prev[q] < 0; h++ {
		c := int(queue[h])
		for _, d := range l.open4(c) {
			if prev[d] < 0 {
				prev[d] = int32(c)
				queue = append(queue, int32(d))
			}
		}
	}
	if prev[q] < 0 {
		return
	}
	a.Entrance, a.Exit = p, q
	for c := q; ; c = int(prev[c]) {
		a.Solution = append(a.Solution, c)
		if c == p {
			break
		}
	}
	slices.Reverse(a.Solution)
	a.Solvable = true
}
