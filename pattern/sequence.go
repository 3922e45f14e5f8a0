// Number and letter mazes: a grid of cells that each carry a number or a
// letter, where the one way through steps from cell to neighbouring cell
// along a sequence (counting, skip counting, the alphabet, a word).

package pattern

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

// Sequence is what the way through a number or letter maze follows.
type Sequence struct {
	Kind SequenceKind
	Step int    // CountBy: the step, 2 to 10
	Word string // Word: the letters, upper case
}

// SequenceKind is a kind of sequence.
type SequenceKind uint8

// The sequences.
const (
	Count    SequenceKind = iota // 1, 2, 3, …
	CountBy                      // n, 2n, 3n, … (Step)
	Even                         // 2, 4, 6, …
	Odd                          // 1, 3, 5, …
	Alphabet                     // A, B, C, …
	Word                         // the letters of Word, again and again
)

// ParseSequence reads a sequence name: count, count-by-N (N from 2 to 10),
// even, odd, alphabet, or word (with the word given apart). A bad name or
// word is a *param.Error ("sequence" or "word").
func ParseSequence(name, word string) (Sequence, error) {
	switch name {
	case "count":
		return Sequence{Kind: Count}, nil
	case "even":
		return Sequence{Kind: Even}, nil
	case "odd":
		return Sequence{Kind: Odd}, nil
	case "alphabet":
		return Sequence{Kind: Alphabet}, nil
	case "word":
		w := strings.ToUpper(strings.TrimSpace(word))
		if n := len([]rune(w)); n < 2 || n > 12 {
			return Sequence{}, param.Textf("word", word, "want 2 to 12 letters")
		}
		for _, r := range w {
			if !unicode.IsLetter(r) {
				return Sequence{}, param.Textf("word", word, "letters only")
			}
		}
		if err := fonts.CheckDrawable(w); err != nil {
			return Sequence{}, param.Textf("word", word, "%v", err)
		}
		return Sequence{Kind: Word, Word: w}, nil
	}
	if s, ok := strings.CutPrefix(name, "count-by-"); ok {
		n, err := strconv.Atoi(s)
		if err == nil && n >= 2 && n <= 10 {
			return Sequence{Kind: CountBy, Step: n}, nil
		}
	}
	return Sequence{}, param.Textf("sequence", name, "want count, count-by-N (N 2 to 10), even, odd, alphabet or word")
}

// Letters reports whether the sequence is of letters.
func (s Sequence) Letters() bool { return s.Kind == Alphabet || s.Kind == Word }

// MaxLen is the longest way through the sequence can give (26 for the
// alphabet, no limit to speak of for the others).
func (s Sequence) MaxLen() int {
	if s.Kind == Alphabet {
		return 26
	}
	return 400
}

// MaxLenOn is the longest way through the sequence gives on a grid of
// cells cells: half the cells for numbers and the alphabet (up to MaxLen),
// fewer for a word, whose repeated letters leave a long way few places
// that keep it the only one (30 plus an eighth of the cells).
func (s Sequence) MaxLenOn(cells int) int {
	n := min(cells/2, s.MaxLen())
	if s.Kind == Word {
		n = min(n, 30+cells/8)
	}
	return n
}

// Items returns the first n items of the sequence.
func (s Sequence) Items(n int) []string {
	out := make([]string, n)
	for i := range out {
		switch s.Kind {
		case Count:
			out[i] = strconv.Itoa(i + 1)
		case CountBy:
			out[i] = strconv.Itoa((i + 1) * s.Step)
		case Even:
			out[i] = strconv.Itoa(2 * (i + 1))
		case Odd:
			out[i] = strconv.Itoa(2*i + 1)
		case Alphabet:
			out[i] = string(rune('A' + i))
		case Word:
			r := []rune(s.Word)
			out[i] = string(r[i%len(r)])
		}
	}
	return out
}

// near returns plausible wrong items for the step after item i of seq:
// the right next item on a branch that leads nowhere, the item after next,
// the one before, numbers one off (or with their digits swapped), letters
// one off in the alphabet.
func (s Sequence) near(seq []string, i int) []string {
	var c []string
	add := func(v string) {
		if v != "" && !slices.Contains(c, v) {
			c = append(c, v)
		}
	}
	if i+1 < len(seq) {
		add(seq[i+1])
	}
	if i+2 < len(seq) {
		add(seq[i+2])
	}
	if i > 0 {
		add(seq[i-1])
	}
	if i+1 < len(seq) {
		next := seq[i+1]
		if n, err := strconv.Atoi(next); err == nil {
			add(strconv.Itoa(n + 1))
			if n > 1 {
				add(strconv.Itoa(n - 1))
			}
			if n >= 10 { // digits swapped: 12 for 21
				r := []rune(next)
				slices.Reverse(r)
				if r[0] != '0' {
					add(string(r))
				}
			}
		} else if r := []rune(next); len(r) == 1 && r[0] >= 'A' && r[0] <= 'Z' {
			if r[0] > 'A' {
				add(string(r[0] - 1))
			}
			if r[0] < 'Z' {
				add(string(r[0] + 1))
			}
		}
	}
	return c
}

// safe returns items that no way through steps onto, for cells where no
// plausible distractor keeps the way through unique: items not in seq, or
// (the whole alphabet on the way) its first item, which only starts it.
func (s Sequence) safe(seq []string) []string {
	var c []string
	if s.Letters() {
		for r := 'A'; r <= 'Z'; r++ {
			if !slices.Contains(seq, string(r)) {
				c = append(c, string(r))
			}
		}
		if len(c) == 0 && s.Kind != Word {
			// The whole alphabet is on the way: its first letter is
			// only ever the start, so no way steps onto another A.
			c = append(c, seq[0])
		}
		return c
	}
	for v := 0; len(c) < 6; v++ {
		if !slices.Contains(seq, strconv.Itoa(v)) {
			c = append(c, strconv.Itoa(v))
		}
	}
	return c
}

// SequenceMaze is a number or letter maze: Items[c] is what cell c of Grid
// carries, Path the one way through (Path[i] carries Seq[i]), from the
// start cell Path[0] to the finish cell Path[len(Path)-1].
type SequenceMaze struct {
	Grid  topology.Grid
	Seq   []string
	Items []string
	Path  []int
	cycle []string // a word's letters: the sequence goes on past Seq with them
}

// ErrNoPath is returned when no way of the asked length fits the grid.
var ErrNoPath = errors.New("pattern: no way of that length fits the grid")

// WaysBudget is the most cells the search behind Ways visits. A maze whose
// ways cannot be counted within it counts as not unique: NewSequenceMaze
// never returns one.
const WaysBudget = 20000

// NewSequenceMaze makes a number or letter maze on g whose way through
// follows the first n items of seq: a random path of n neighbouring cells,
// then every other cell filled with a plausible wrong item chosen so that
// the path stays the only way through (see Ways), or with an item not in
// the sequence where no plausible one keeps it so. It stops with ctx's
// error when ctx is done. Its work is bounded: at most 20 paths of at most
// 20 000 steps each, and a count of the ways within WaysBudget for each
// cell.
func NewSequenceMaze(ctx context.Context, g topology.Grid, seq Sequence, n int, rng *rand.Rand) (*SequenceMaze, error) {
	if n < 2 || n > g.NumCells() || n > seq.MaxLen() {
		return nil, fmt.Errorf("pattern: sequence length %d: want 2 to %d", n, min(g.NumCells(), seq.MaxLen()))
	}
	var cycle []string
	if seq.Kind == Word {
		cycle = seq.Items(len([]rune(seq.Word)))
	}
	items := seq.Items(n)
	for range 20 {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		// Of a few random paths that are the only way through on their
		// own, the one whose ends lie farthest apart.
		var m *SequenceMaze
		far := -1.0
		for range 4 {
			p := randomPath(g, n, cycle != nil, rng)
			if p == nil {
				continue
			}
			c := &SequenceMaze{Grid: g, Seq: items, Items: make([]string, g.NumCells()), Path: p, cycle: cycle}
			for i, x := range p {
				c.Items[x] = items[i]
			}
			if c.Ways() != 1 {
				continue
			}
			if d := topology.Dist(g.Center(p[0]), g.Center(p[n-1])); d > far {
				m, far = c, d
			}
		}
		if m == nil {
			continue
		}
		ok, err := m.fill(ctx, seq, rng)
		if err != nil {
			return nil, err
		}
		if ok {
			return m, nil
		}
	}
	return nil, ErrNoPath
}

// fill writes the distractors around the path's items, and reports
// whether the path is the only way through.
func (m *SequenceMaze) fill(ctx context.Context, seq Sequence, rng *rand.Rand) (bool, error) {
	g, path, n := m.Grid, m.Path, len(m.Path)
	on := make([]int, g.NumCells()) // index on the path + 1, or 0
	for i, c := range path {
		on[c] = i + 1
	}
	safe := seq.safe(m.Seq)
	var nb []topology.Neighbor
	for _, c := range rng.Perm(g.NumCells()) {
		if on[c] > 0 {
			continue
		}
		if err := ctx.Err(); err != nil {
			return false, err
		}
		var cand []string
		nb = g.Neighbors(c, nb[:0])
		for _, x := range nb {
			if i := on[x.Cell] - 1; i >= 0 {
				for _, v := range seq.near(m.Seq, i) {
					if !slices.Contains(cand, v) {
						cand = append(cand, v)
					}
				}
			}
		}
		if len(cand) == 0 { // far from the path: any item of the sequence will do
			cand = append(cand, m.Seq[rng.IntN(n)])
		}
		rng.Shuffle(len(cand), func(i, j int) { cand[i], cand[j] = cand[j], cand[i] })
		m.Items[c] = ""
		for _, v := range cand {
			m.Items[c] = v
			if m.Ways() == 1 {
				break
			}
			m.Items[c] = ""
		}
		if m.Items[c] == "" {
			m.Items[c] = safe[rng.IntN(len(safe))]
		}
	}
	return m.Ways() == 1, nil
}

// item returns the i-th item of the way's sequence, past Seq for a word
// (which goes on, again and again), or false where the sequence has ended.
func (m *SequenceMaze) item(i int) (string, bool) {
	switch {
	case i < len(m.Seq):
		return m.Seq[i], true
	case len(m.cycle) > 0:
		return m.cycle[i%len(m.cycle)], true
	}
	return "", false
}

// Ways counts the ways through, up to 2: paths of distinct neighbouring
// cells from the start cell to the finish cell (both marked on the sheet)
// that step through the sequence's items in order, of any length: a word
// goes on again and again, so a way may reach the finish before or after
// the path's length. A depth-first search stops at the second way, and
// gives up after visiting WaysBudget cells; a maze it gives up on counts
// as 2 (not proven unique).
func (m *SequenceMaze) Ways() int {
	n, done := m.ways(WaysBudget)
	if !done {
		return 2
	}
	return n
}

// ways counts the ways through up to 2, visiting at most budget cells, and
// reports whether the count finished.
func (m *SequenceMaze) ways(budget int) (int, bool) {
	g := m.Grid
	start, finish := m.Path[0], m.Path[len(m.Path)-1]
	used := make([]bool, g.NumCells())
	count, steps := 0, 0
	var bufs [][]topology.Neighbor
	var walk func(c, i int)
	walk = func(c, i int) {
		steps++
		next, ok := m.item(i + 1)
		if !ok || steps > budget {
			return
		}
		used[c] = true
		if len(bufs) <= i {
			bufs = append(bufs, nil)
		}
		bufs[i] = g.Neighbors(c, bufs[i][:0])
		for _, x := range bufs[i] {
			if count >= 2 || steps > budget {
				break
			}
			if used[x.Cell] || m.Items[x.Cell] != next {
				continue
			}
			if x.Cell == finish {
				count++
				continue
			}
			walk(x.Cell, i+1)
		}
		used[c] = false
	}
	walk(start, 0)
	return count, count >= 2 || steps <= budget
}

// randomPath returns a path of n distinct neighbouring cells found by a
// randomised depth-first search from a random cell, with a bounded number
// of steps, or nil. With snake set it tries first the cells that touch no
// earlier cell of the path: a word repeats its letters, and a path that
// touches itself gives the word a shortcut.
func randomPath(g topology.Grid, n int, snake bool, rng *rand.Rand) []int {
	nc := g.NumCells()
	used := make([]bool, nc)
	path := []int{rng.IntN(nc)}
	used[path[0]] = true
	var nb []topology.Neighbor
	options := func(c int) []int {
		out := shuffledNeighbors(g, c, rng)
		if !snake {
			return out
		}
		touches := func(x int) int {
			k := 0
			nb = g.Neighbors(x, nb[:0])
			for _, y := range nb {
				if used[y.Cell] && y.Cell != c {
					k++
				}
			}
			return k
		}
		slices.SortStableFunc(out, func(a, b int) int { return touches(a) - touches(b) })
		return out
	}
	type frame struct{ opts []int }
	stack := []frame{{opts: options(path[0])}}
	for steps := 0; steps < 20000; steps++ {
		if len(path) == n {
			return path
		}
		top := &stack[len(stack)-1]
		if len(top.opts) == 0 {
			used[path[len(path)-1]] = false
			path, stack = path[:len(path)-1], stack[:len(stack)-1]
			if len(path) == 0 {
				return nil
			}
			continue
		}
		c := top.opts[0]
		top.opts = top.opts[1:]
		if used[c] {
			continue
		}
		used[c] = true
		path = append(path, c)
		stack = append(stack, frame{opts: options(c)})
	}
	return nil
}

func shuffledNeighbors(g topology.Grid, c int, rng *rand.Rand) []int {
	var out []int
	for _, x := range g.Neighbors(c, nil) {
		out = append(out, x.Cell)
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
