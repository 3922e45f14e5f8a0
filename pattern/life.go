package pattern

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/mazekit/mazekit/param"
)

// Rule is a life-like cellular-automaton rule: a dead cell with n live
// neighbours (of eight) is born when Birth has bit n; a live cell survives
// when Survive has bit n.
type Rule struct {
	Birth, Survive uint16
}

// Named rules.
var (
	ruleMaze      = Rule{Birth: 1 << 3, Survive: 1<<1 | 1<<2 | 1<<3 | 1<<4 | 1<<5} // B3/S12345
	ruleMazectric = Rule{Birth: 1 << 3, Survive: 1<<1 | 1<<2 | 1<<3 | 1<<4}        // B3/S1234
)

// RuleMazectric returns the Mazectric rule, B3/S1234.
func RuleMazectric() Rule { return ruleMazectric }

// RuleMaze returns the Maze rule, B3/S12345.
func RuleMaze() Rule { return ruleMaze }

// ParseRule parses a rule in B/S notation, such as "B3/S12345" (also
// accepted: lower case, and S/B order "S12345/B3").
func ParseRule(s string) (Rule, error) {
	bad := func() (Rule, error) {
		return Rule{}, fmt.Errorf("pattern: bad rule: %w", param.Textf("rule", s, "want B<digits>/S<digits> with digits 0-8, e.g. B3/S12345"))
	}
	parts := strings.Split(strings.ToUpper(strings.TrimSpace(s)), "/")
	if len(parts) != 2 {
		return bad()
	}
	var r Rule
	seen := map[byte]bool{}
	for _, p := range parts {
		if p == "" || (p[0] != 'B' && p[0] != 'S') || seen[p[0]] {
			return bad()
		}
		seen[p[0]] = true
		var m uint16
		for _, ch := range p[1:] {
			if ch < '0' || ch > '8' || m&(1<<(ch-'0')) != 0 {
				return bad()
			}
			m |= 1 << (ch - '0')
		}
		if p[0] == 'B' {
			r.Birth = m
		} else {
			r.Survive = m
		}
	}
	if r.Birth&1 != 0 {
		return Rule{}, param.Textf("rule", s, "B0 would fill the empty board; want a rule without B0, e.g. B3/S12345")
	}
	return r, nil
}

// String returns the rule in B/S notation.
func (r Rule) String() string {
	var b strings.Builder
	b.WriteByte('B')
	for n := 0; n <= 8; n++ {
		if r.Birth&(1<<n) != 0 {
			b.WriteByte(byte('0' + n))
		}
	}
	b.WriteString("/S")
	for n := 0; n <= 8; n++ {
		if r.Survive&(1<<n) != 0 {
			b.WriteByte(byte('0' + n))
		}
	}
	return b.String()
}

// Life is a bounded board of W×H cells (cells outside are dead). Live[y*W+x]
// is a live cell; in a maze picture live cells are walls.
type Life struct {
	W, H int
	Live []bool
}

// NewLife returns an empty board.
func NewLife(w, h int) (*Life, error) {
	if w < 1 || h < 1 || w*h > MaxPatternCells || w > MaxPatternCells || h > MaxPatternCells {
		return nil, fmt.Errorf("pattern: board: %w", param.Textf("size", fmt.Sprintf("%dx%d", w, h), "want at least 1x1 and at most %d cells", MaxPatternCells))
	}
	return &Life{W: w, H: h, Live: make([]bool, w*h)}, nil
}

// ParseLife reads a board from lines of '#' (live) and '.' (dead).
func ParseLife(lines ...string) (*Life, error) {
	if len(lines) == 0 {
		return nil, fmt.Errorf("pattern: empty board")
	}
	l, err := NewLife(len(lines[0]), len(lines))
	if err != nil {
		return nil, err
	}
	for y, s := range lines {
		if len(s) != l.W {
			return nil, fmt.Errorf("pattern: line %d has %d cells, want %d", y+1, len(s), l.W)
		}
		for x := range s {
			l.Live[y*l.W+x] = s[x] == '#'
		}
	}
	return l, nil
}

// String returns the board as lines of '#' and '.'.
func (l *Life) String() string {
	var b strings.Builder
	for y := 0; y < l.H; y++ {
		for x := 0; x < l.W; x++ {
			if l.Live[y*l.W+x] {
				b.WriteByte('#')
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// Seed makes cells alive at random with probability density inside a
// centred area covering fraction area (0..1] of each side.
func (l *Life) Seed(density, area float64, rng *rand.Rand) {
	l.SeedRect(density, max(1, int(float64(l.W)*area+0.5)), max(1, int(float64(l.H)*area+0.5)), rng)
}

// SeedRect makes cells alive at random with probability density inside a
// centred area of w×h cells (clipped to the board). Cells outside the area
// are left as they are.
func (l *Life) SeedRect(density float64, w, h int, rng *rand.Rand) {
	aw, ah := min(max(w, 1), l.W), min(max(h, 1), l.H)
	x0, y0 := (l.W-aw)/2, (l.H-ah)/2
	for y := y0; y < y0+ah; y++ {
		for x := x0; x < x0+aw; x++ {
			l.Live[y*l.W+x] = rng.Float64() < density
		}
	}
}

// Step advances one generation under r and reports whether anything changed.
// The board is stepped 64 cells at a time (see board).
func (l *Life) Step(r Rule) bool {
	b := l.pack()
	changed := b.step(r)
	l.unpack(b)
	return changed
}

// Run steps until the board stops changing, returns to a state seen in the
// last 16 generations (a cycle), or limit generations have run. It returns
// the generations run and whether the board settled (still or cycling).
//
// The board is packed 64 cells a word and each word's next state is found
// with bitwise adders. After a first full pass Run looks only at the words
// next to those that changed in the previous generation, and keeps the
// board's hash up to date from the changed cells (Zobrist hashing), so a
// generation costs time in proportion to what moves: a settled board with a
// few oscillators left is cheap however large it is.
func (l *Life) Run(r Rule, limit int) (gens int, settled bool) {
	b := l.pack()
	gens, settled = b.run(r, limit)
	l.unpack(b)
	return gens, settled
}

// cellKey is cell i's random key for Zobrist hashing (splitmix64 of i).
func cellKey(i int) uint64 {
	z := uint64(i)*0x9e3779b97f4a7c15 + 0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Analysis describes a settled board as a maze: open (dead) cells are
// floor, live cells wall.
type Analysis struct {
	Generations int     `json:"generations"`
	Settled     bool    `json:"settled"`
	WallDensity float64 `json:"wall_density"`
	Regions     int     `json:"open_regions"`   // 4-connected open regions
	Largest     int     `json:"largest_region"` // cells in the largest
	Entrance    int     `json:"entrance"`       // cell, or -1
	Exit        int     `json:"exit"`           // cell, or -1
	Solution    []int   `json:"solution"`       // cells from entrance to exit
	Solvable    bool    `json:"solvable"`
	// LargestEmpty is the side of the largest square of open cells: an
	// area the automaton left unfilled when it is more than a few cells.
	LargestEmpty int `json:"largest_empty"`
	// Attempt is the sub-seed NewPuzzle used (0: the first); Rejected says
	// why each sub-seed before it was turned down.
	Attempt  int      `json:"attempt,omitempty"`
	Rejected []string `json:"rejected,omitempty"`
}

// Analyze finds the open regions, puts the entrance and exit on the farthest
// pair of cells of the largest region (by two breadth-first searches) and
// the shortest path between them. For doors on the board's outer edge, as
// a puzzle needs, see CutDoors.
func (l *Life) Analyze() *Analysis {
	a := &Analysis{Entrance: -1, Exit: -1}
	n := l.W * l.H
	live := 0
	region := make([]int32, n)
	for i := range region {
		region[i] = -1
	}
	best, bestSize := -1, 0
	queue := make([]int32, 0, 256)
	for s := 0; s < n; s++ {
		if l.Live[s] {
			live++
			continue
		}
		if region[s] >= 0 {
			continue
		}
		id := int32(a.Regions)
		a.Regions++
		queue = l.fillRegion(region, s, id, queue)
		if len(queue) > bestSize {
			best, bestSize = s, len(queue)
		}
	}
	a.WallDensity = float64(live) / float64(n)
	a.Largest = bestSize
	a.LargestEmpty = l.largestEmpty()
	if best < 0 {
		return a
	}
	far := func(from int) (int, []int32) {
		dist := make([]int32, n)
		prev := make([]int32, n)
		for i := range dist {
			dist[i] = -1
		}
		dist[from] = 0
		queue = append(queue[:0], int32(from))
		last := from
		for h := 0; h < len(queue); h++ {
			c := int(queue[h])
			last = c
			for _, q := range l.open4(c) {
				if dist[q] < 0 {
					dist[q] = dist[c] + 1
					prev[q] = int32(c)
					queue = append(queue, int32(q))
				}
			}
		}
		return last, prev
	}
	e, _ := far(best)
	x, prev := far(e)
	a.Entrance, a.Exit = e, x
	for c := x; ; c = int(prev[c]) {
		a.Solution = append(a.Solution, c)
		if c == e {
			break
		}
	}
	slices.Reverse(a.Solution)
	a.Solvable = e != x
	return a
}

// largestEmpty returns the side of the largest square of open cells.
func (l *Life) largestEmpty() int {
	best := 0
	row := make([]int, l.W) // side of the largest open square ending at (x, y-1)
	for y := 0; y < l.H; y++ {
		diag := 0 // row[x-1] of the row above
		for x := 0; x < l.W; x++ {
			up := row[x]
			v := 0
			if !l.Live[y*l.W+x] {
				v = 1
				if x > 0 {
					v = 1 + min(up, row[x-1], diag)
				}
			}
			diag, row[x] = up, v
			best = max(best, v)
		}
	}
	return best
}

// fillRegion labels with id every open cell reachable from the open cell
// s through side neighbours (region[c] < 0 marks cells not yet labelled)
// and returns those cells, in queue's storage.
func (l *Life) fillRegion(region []int32, s int, id int32, queue []int32) []int32 {
	region[s] = id
	queue = append(queue[:0], int32(s))
	for h := 0; h < len(queue); h++ {
		for _, q := range l.open4(int(queue[h])) {
			if region[q] < 0 {
				region[q] = id
				queue = append(queue, int32(q))
			}
		}
	}
	return queue
}

// open4 returns the open 4-neighbours of cell c.
func (l *Life) open4(c int) []int {
	x, y := c%l.W, c/l.W
	out := make([]int, 0, 4)
	if y > 0 && !l.Live[c-l.W] {
		out = append(out, c-l.W)
	}
	if x+1 < l.W && !l.Live[c+1] {
		out = append(out, c+1)
	}
	if y+1 < l.H && !l.Live[c+l.W] {
		out = append(out, c+l.W)
	}
	if x > 0 && !l.Live[c-1] {
		out = append(out, c-1)
	}
	return out
}
