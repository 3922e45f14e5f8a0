package pattern

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// The cell-by-cell automaton the packed one replaced: the reference the
// packed board must match cell for cell and generation for generation.

// refStep advances one generation under r, a cell at a time, and reports whether anything changed.
func (l *Life) refStep(r Rule) bool {
	changed := false
	next := make([]bool, len(l.Live))
	for y := 0; y < l.H; y++ {
		for x := 0; x < l.W; x++ {
			n := 0
			for dy := -1; dy <= 1; dy++ {
				yy := y + dy
				if yy < 0 || yy >= l.H {
					continue
				}
				for dx := -1; dx <= 1; dx++ {
					xx := x + dx
					if (dx == 0 && dy == 0) || xx < 0 || xx >= l.W {
						continue
					}
					if l.Live[yy*l.W+xx] {
						n++
					}
				}
			}
			i := y*l.W + x
			alive := l.Live[i]
			var nv bool
			if alive {
				nv = r.Survive&(1<<n) != 0
			} else {
				nv = r.Birth&(1<<n) != 0
			}
			next[i] = nv
			changed = changed || nv != alive
		}
	}
	copy(l.Live, next)
	return changed
}

// refRun steps, a cell at a time, until the board stops changing, returns to a state seen in the
// last 16 generations (a cycle), or limit generations have run. It returns
// the generations run and whether the board settled (still or cycling).
//
// After a first full pass Run looks only at the neighbourhoods of the cells
// that changed in the previous generation, and keeps the board's hash up to
// date cell by cell (Zobrist hashing), so a generation costs time in
// proportion to what moves: a settled board with a few oscillators left is
// cheap however large it is.
func (l *Life) refRun(r Rule, limit int) (gens int, settled bool) {
	var h uint64
	for i, v := range l.Live {
		if v {
			h ^= cellKey(i)
		}
	}
	var recent [16]uint64
	recent[0] = h // the starting board counts: a period-2 cycle is found at generation 2
	n := len(l.Live)
	seen := make([]uint32, n) // generation stamp+1 of the last look at each cell
	var todo, flips []int32
	for i := range n {
		todo = append(todo, int32(i))
	}
	for gens < limit {
		flips = flips[:0]
		for _, c := range todo {
			if l.refNext1(int(c), r) != l.Live[c] {
				flips = append(flips, c)
			}
		}
		if len(flips) == 0 {
			return gens + 1, true
		}
		gens++
		stamp := uint32(gens)
		todo = todo[:0]
		for _, c := range flips {
			l.Live[c] = !l.Live[c]
			h ^= cellKey(int(c))
		}
		for _, c := range flips {
			x, y := int(c)%l.W, int(c)/l.W
			for yy := max(y-1, 0); yy <= min(y+1, l.H-1); yy++ {
				for xx := max(x-1, 0); xx <= min(x+1, l.W-1); xx++ {
					if q := yy*l.W + xx; seen[q] != stamp {
						seen[q] = stamp
						todo = append(todo, int32(q))
					}
				}
			}
		}
		for i, p := range recent {
			if i <= gens && p == h {
				return gens, true
			}
		}
		recent[gens%len(recent)] = h
	}
	return gens, false
}

// next1 returns cell c's state in the next generation under r.
func (l *Life) refNext1(c int, r Rule) bool {
	x, y := c%l.W, c/l.W
	n := 0
	for yy := max(y-1, 0); yy <= min(y+1, l.H-1); yy++ {
		row := l.Live[yy*l.W : yy*l.W+l.W]
		for xx := max(x-1, 0); xx <= min(x+1, l.W-1); xx++ {
			if row[xx] {
				n++
			}
		}
	}
	if l.Live[c] {
		return r.Survive&(1<<(n-1)) != 0 // n counted the cell itself
	}
	return r.Birth&(1<<n) != 0
}

// randomBoard returns a w×h board with cells alive at the given density.
func randomBoard(t testing.TB, w, h int, density float64, seed uint64) *Life {
	t.Helper()
	l, err := NewLife(w, h)
	if err != nil {
		t.Fatal(err)
	}
	l.Seed(density, 1, rand.New(rand.NewPCG(seed, 9)))
	return l
}

func TestPackedStepMatchesCells(t *testing.T) {
	rules := []Rule{ruleMaze, ruleMazectric, {Birth: 1 << 3, Survive: 1<<2 | 1<<3}, {Birth: 1<<1 | 1<<8, Survive: 1 | 1<<8}, {Birth: 0x1fe, Survive: 0x1ff}}
	sizes := [][2]int{{1, 1}, {1, 7}, {7, 1}, {63, 5}, {64, 4}, {65, 9}, {130, 17}, {200, 3}}
	for _, r := range rules {
		for i, sz := range sizes {
			a := randomBoard(t, sz[0], sz[1], 0.4, uint64(i))
			b := randomBoard(t, sz[0], sz[1], 0.4, uint64(i))
			for g := range 12 {
				ca, cb := a.Step(r), b.refStep(r)
				if ca != cb || a.String() != b.String() {
					t.Fatalf("rule %s, %dx%d, generation %d: packed step gives (changed %v)\n%s\ncells give (changed %v)\n%s", r, sz[0], sz[1], g+1, ca, a, cb, b)
				}
			}
		}
	}
}

func TestPackedRunMatchesCells(t *testing.T) {
	sizes := [][2]int{{3, 3}, {64, 40}, {100, 70}, {131, 45}}
	if !testing.Short() {
		sizes = append(sizes, [2]int{320, 180})
	}
	for _, r := range []Rule{ruleMaze, ruleMazectric, {Birth: 1 << 3, Survive: 1<<2 | 1<<3}} {
		for i, sz := range sizes {
			for _, limit := range []int{1, 7, 2000} {
				a := randomBoard(t, sz[0], sz[1], 0.5, uint64(i))
				b := randomBoard(t, sz[0], sz[1], 0.5, uint64(i))
				ga, sa := a.Run(r, limit)
				gb, sb := b.refRun(r, limit)
				if ga != gb || sa != sb || a.String() != b.String() {
					t.Fatalf("rule %s, %dx%d, limit %d: packed run %d generations (settled %v), cells %d (settled %v); boards equal: %v",
						r, sz[0], sz[1], limit, ga, sa, gb, sb, a.String() == b.String())
				}
			}
		}
	}
}

// BenchmarkRun compares the packed automaton with the cell-by-cell one on
// the boards of 8K wallpapers (7680x4320 pixels) at 24-pixel cells (the
// default: 320x180 cells) and 6-pixel cells (1280x720), seeded all over at
// half density, Mazectric.
func BenchmarkRun(b *testing.B) {
	for _, size := range [][2]int{{320, 180}, {1280, 720}} {
		for _, c := range []struct {
			name string
			run  func(l *Life) (int, bool)
		}{
			{"packed", func(l *Life) (int, bool) { return l.Run(ruleMazectric, 2000) }},
			{"cells", func(l *Life) (int, bool) { return l.refRun(ruleMazectric, 2000) }},
		} {
			b.Run(fmt.Sprintf("%dx%d/%s", size[0], size[1], c.name), func(b *testing.B) {
				for b.Loop() {
					b.StopTimer()
					l := randomBoard(b, size[0], size[1], 0.5, 1)
					b.StartTimer()
					c.run(l)
				}
			})
		}
	}
}
