package picmaze

// Growing and shrinking the closed walk two cells at a time, so that it
// follows the picture's outline more closely than its 2×2 blocks can.

// insert puts cells c and d between a and b = next[a] on the walk: a, c,
// d, b.
func (l *loop) insert(a, c, d, b int) {
	l.next[a], l.prev[c] = int32(c), int32(a)
	l.next[c], l.prev[d] = int32(d), int32(c)
	l.next[d], l.prev[b] = int32(b), int32(d)
	l.n += 2
}

// cut takes the two cells after a off the walk: a, c, d, b becomes a, b.
func (l *loop) cut(a int) {
	c := int(l.next[a])
	d := int(l.next[c])
	b := int(l.next[d])
	l.next[a], l.prev[b] = int32(b), int32(a)
	l.next[c], l.prev[c], l.next[d], l.prev[d] = -1, -1, -1, -1
	l.n -= 2
}

// tryGrow takes the dark cell c (off the walk) onto it with one neighbour
// d: c lies beside a walk cell a, d beside a's neighbour b on the walk,
// and the walk's step a–b becomes a, c, d, b. With darkOnly, d must be
// dark too. It returns d, or -1 when no such pair exists.
func (l *loop) tryGrow(t *Target, c int, darkOnly bool) int {
	w, h := l.w, l.h
	cx, cy := c%w, c/w
	bestA, bestB, bestD, bestScore := -1, -1, -1, -1
	for _, a := range neighbours(c, w, h) {
		if a < 0 || !l.on(a) {
			continue
		}
		ax, ay := a%w, a/w
		for _, b := range [2]int{int(l.next[a]), int(l.prev[a])} {
			bx, by := b%w, b/w
			dx, dy := cx+bx-ax, cy+by-ay
			if dx < 0 || dy < 0 || dx >= w || dy >= h {
				continue
			}
			d := dy*w + dx
			if l.on(d) {
				continue
			}
			score := 0
			if t.Dark(d) {
				score = 1
			}
			if darkOnly && score == 0 {
				continue
			}
			if score > bestScore {
				bestA, bestB, bestD, bestScore = a, b, d, score
			}
		}
	}
	if bestD < 0 {
		return -1
	}
	if int(l.next[bestA]) == bestB {
		l.insert(bestA, c, bestD, bestB)
	} else {
		l.insert(bestB, bestD, c, bestA)
	}
	return bestD
}

// grow takes as many of t's dark cells onto the walk as it can: pairs of
// dark cells first, and a dark cell with a light one only where no pair
// of dark cells is left to take.
func (l *loop) grow(t *Target) {
	w, h := l.w, l.h
	dark := t.NumDark()
	on, light := l.counts(t)
	var queue, pending []int
	near := func(c int) bool {
		for _, a := range neighbours(c, w, h) {
			if a >= 0 && l.on(a) {
				return true
			}
		}
		return false
	}
	for c := range t.Tone {
		if t.Dark(c) && !l.on(c) && near(c) {
			queue = append(queue, c)
		}
	}
	push := func(cells ...int) {
		for _, c := range cells {
			for _, a := range neighbours(c, w, h) {
				if a >= 0 && t.Dark(a) && !l.on(a) {
					queue = append(queue, a)
				}
			}
		}
	}
	for {
		for len(queue) > 0 {
			c := queue[len(queue)-1]
			queue = queue[:len(queue)-1]
			if l.on(c) {
				continue
			}
			if d := l.tryGrow(t, c, true); d >= 0 {
				push(c, d)
				on += 2
			} else {
				pending = append(pending, c)
			}
		}
		grown := false
		worth := l.worthLight(on, light, dark)
		kept := pending[:0]
		for _, c := range pending {
			if l.on(c) {
				continue
			}
			if !grown && worth {
				if d := l.tryGrow(t, c, false); d >= 0 {
					push(c, d)
					grown = true
					on++
					if t.Dark(d) {
						on++
					} else {
						light++
					}
					continue
				}
			}
			kept = append(kept, c)
		}
		pending = kept
		if !grown {
			return
		}
	}
}

// worthLight reports whether taking a dark cell onto the walk at the
// price of a light one is still worth it, with on dark cells of dark on
// the walk and light light ones: while fewer than 99% of the dark cells
// are on it, or while fewer than 3% of its cells are light.
func (l *loop) worthLight(on, light, dark int) bool {
	return on*100 < dark*99 || light*100 < 3*l.n
}

// counts returns the numbers of dark and light cells on the walk.
func (l *loop) counts(t *Target) (on, light int) {
	for c := range l.next {
		if l.on(c) {
			if t.Dark(c) {
				on++
			} else {
				light++
			}
		}
	}
	return on, light
}

// flip swaps light cells on the walk for dark ones off it: where the walk
// turns a corner a, c, b round a light cell c, and the fourth cell d of
// that 2×2 square is dark and off the walk, the walk goes a, d, b.
func (l *loop) flip(t *Target) {
	w, h := l.w, l.h
	for d := range l.next {
		if l.on(d) || !t.Dark(d) {
			continue
		}
		nb := neighbours(d, w, h)
		for i, a := range nb {
			b := nb[(i+1)%4]
			if a < 0 || b < 0 || !l.on(a) || !l.on(b) {
				continue
			}
			c := int(l.next[a])
			if int(l.next[c]) != b {
				c = int(l.prev[a])
				if int(l.prev[c]) != b {
					continue
				}
			}
			if t.Dark(c) || c == d {
				continue
			}
			// c is the corner opposite d: replace it.
			if int(l.next[a]) == c {
				l.next[a], l.prev[d], l.next[d], l.prev[b] = int32(d), int32(a), int32(b), int32(d)
			} else {
				l.next[b], l.prev[d], l.next[d], l.prev[a] = int32(d), int32(b), int32(a), int32(d)
			}
			l.next[c], l.prev[c] = -1, -1
			break
		}
	}
}

// shrink takes pairs of light cells off the walk wherever the cells
// before and after them are neighbours.
func (l *loop) shrink(t *Target) {
	for changed := true; changed; {
		changed = false
		for a := range l.next {
			if l.n <= 4 || !l.on(a) {
				continue
			}
			c := int(l.next[a])
			d := int(l.next[c])
			b := int(l.next[d])
			if !t.Dark(c) && !t.Dark(d) && b != a && l.adjacent(a, b) {
				l.cut(a)
				changed = true
			}
		}
	}
}
