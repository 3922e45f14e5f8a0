package picmaze

// Moving the dark cells the walk misses until two of them meet and can
// join it as a pair.
//
// A dark cell h off the walk, where the walk turns a corner a, c, b round
// the square h, a, c, b, can take c's place (the walk goes a, h, b) and
// leave c off instead: the gap moves diagonally, keeping its colour on a
// chessboard. Gaps of the two colours are always equal in number on a
// balanced picture, so a gap is moved, along the shortest run of such
// steps over dark cells, to a place beside a gap of the other colour
// where the two can join the walk together.

// holeStep is one move of a gap: the walk's corner a, c, b round h.
type holeStep struct{ h, a, c, b int }

// steps returns the moves of the gap at h on the walk as it is.
func (l *loop) steps(t *Target, h int, buf []holeStep) []holeStep {
	buf = buf[:0]
	nb := neighbours(h, l.w, l.h)
	for i, a := range nb {
		b := nb[(i+1)%4]
		if a < 0 || b < 0 || !l.on(a) || !l.on(b) {
			continue
		}
		for _, c := range [2]int{int(l.next[a]), int(l.prev[a])} {
			if c == h || !t.Dark(c) || (int(l.next[c]) != b && int(l.prev[c]) != b) {
				continue
			}
			buf = append(buf, holeStep{h, a, c, b})
		}
	}
	return buf
}

// apply makes the move s if the walk still turns the corner it names.
func (l *loop) apply(s holeStep) bool {
	if l.on(s.h) || !l.on(s.c) {
		return false
	}
	a, c, b, h := s.a, s.c, s.b, s.h
	switch {
	case int(l.next[a]) == c && int(l.next[c]) == b:
	case int(l.prev[a]) == c && int(l.prev[c]) == b:
		a, b = b, a
	default:
		return false
	}
	l.next[a], l.prev[h], l.next[h], l.prev[b] = int32(h), int32(a), int32(b), int32(h)
	l.next[c], l.prev[c] = -1, -1
	return true
}

// canPair reports whether the gap h could join the walk now with a dark
// neighbour that is off it (see tryGrow).
func (l *loop) canPair(t *Target, h int) bool {
	w, hh := l.w, l.h
	hx, hy := h%w, h/w
	for _, a := range neighbours(h, w, hh) {
		if a < 0 || !l.on(a) {
			continue
		}
		ax, ay := a%w, a/w
		for _, b := range [2]int{int(l.next[a]), int(l.prev[a])} {
			dx, dy := hx+b%w-ax, hy+b/w-ay
			if dx >= 0 && dy >= 0 && dx < w && dy < hh {
				if d := dy*w + dx; !l.on(d) && t.Dark(d) {
					return true
				}
			}
		}
	}
	return false
}

// pairHoles moves gaps to each other and joins them to the walk, looking
// at most limit cells from each gap.
func (l *loop) pairHoles(t *Target, limit int) {
	from := map[int]holeStep{}
	var queue []int
	var buf []holeStep
	for h := range l.next {
		if l.on(h) || !t.Dark(h) {
			continue
		}
		near := false
		for _, a := range neighbours(h, l.w, l.h) {
			near = near || (a >= 0 && l.on(a))
		}
		if !near {
			continue
		}
		if l.canPair(t, h) {
			l.tryGrow(t, h, true)
			continue
		}
		clear(from)
		queue = append(queue[:0], h)
		from[h] = holeStep{h: -1}
		goal := -1
		for i := 0; i < len(queue) && i < limit && goal < 0; i++ {
			g := queue[i]
			for _, s := range l.steps(t, g, buf) {
				if _, seen := from[s.c]; seen {
					continue
				}
				from[s.c] = s
				queue = append(queue, s.c)
				// Would the gap at s.c pair, were the walk through g?
				if l.pairsAfter(t, s) {
					goal = s.c
					break
				}
			}
		}
		if goal < 0 {
			continue
		}
		var route []holeStep
		for g := goal; from[g].h >= 0; g = from[g].h {
			route = append(route, from[g])
		}
		ok := true
		for i := len(route) - 1; i >= 0 && ok; i-- {
			ok = l.apply(route[i])
		}
		if ok {
			l.tryGrow(t, goal, true)
		}
	}
}

// pairsAfter reports whether, after the move s, the gap at s.c could
// join the walk with a dark neighbour off it other than s.h.
func (l *loop) pairsAfter(t *Target, s holeStep) bool {
	if !l.apply(s) {
		return false
	}
	ok := l.canPair(t, s.c)
	// Undo: the walk goes a, c, b again.
	back := holeStep{h: s.c, a: s.a, c: s.h, b: s.b}
	l.apply(back)
	return ok
}
