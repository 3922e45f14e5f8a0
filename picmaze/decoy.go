package picmaze

import "math/rand/v2"

// Decoys: the way through a picture is a corridor without branches wherever
// the picture is, so a maze that was ordinary everywhere else would show
// the picture as the part of it with no dead ends. Closed walks of the
// same kind as the way (walks round random trees of 2×2 blocks, grown two
// cells at a time into the cells they miss and wiggled as the way is) are
// laid through the rest first; the maze is grown round them, and each is
// cut open only where it joins the maze, so that it ends in one dead end.
// Then the picture cannot be read from the walls.

// decoyBlocks is the most 2×2 blocks a decoy corridor winds through at
// first: the fewer decoys, the fewer dead ends off the picture.
const decoyBlocks = 64

// decoys returns closed walks through the cells off the way (onWay false)
// that never touch the way's cells.
func decoys(w, h int, onWay []bool, rng *rand.Rand) *loop {
	free := &Target{W: w, H: h, Tone: make([]uint8, w*h)}
	for c, on := range onWay {
		if !on {
			free.Tone[c] = 1
		}
	}
	// The placement of the blocks that covers most free cells.
	var b blocks
	best := -1
	mask := free.darkMask()
	for _, o := range [][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
		bo := blocks{ox: o[0], oy: o[1], bw: (w - o[0]) / 2, bh: (h - o[1]) / 2}
		bo.sel = make([]bool, bo.bw*bo.bh)
		k := 0
		for i := range bo.sel {
			if bo.count(mask, w, i%bo.bw, i/bo.bw) == 4 {
				bo.sel[i] = true
				k++
			}
		}
		if k > best {
			b, best = bo, k
		}
	}
	east, south := b.forest(rng, decoyBlocks)
	nb, _ := b.links(w, h, east, south)
	l := &loop{w: w, h: h, next: make([]int32, w*h), prev: make([]int32, w*h)}
	for i := range l.next {
		l.next[i], l.prev[i] = -1, -1
	}
	for s := range nb {
		if nb[s][0] >= 0 && !l.on(s) {
			l.follow(nb, s)
		}
	}
	// Grow into free cells two at a time, in random order, until none
	// can be taken.
	order := make([]int, 0, w*h)
	for c := range onWay {
		if !onWay[c] {
			order = append(order, c)
		}
	}
	for grown := true; grown; {
		grown = false
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, c := range order {
			if !l.on(c) && l.tryGrow(free, c, true) >= 0 {
				grown = true
			}
		}
	}
	l.wiggle(rng)
	return l
}

// darkMask returns which of t's cells are dark.
func (t *Target) darkMask() []bool {
	m := make([]bool, len(t.Tone))
	for c, v := range t.Tone {
		m[c] = v != 0
	}
	return m
}
