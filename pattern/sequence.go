// Number and letter mazes: a grid of cells that each carry a number or a
// letter, where the one way through steps from cell to neighbouring cell
// along a sequence (counting, skip counting, the alphabet, a word).

package pattern

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"unicode"

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

// safe returns items that are never in the first n items of the sequence,
// for cells where no plausible distractor keeps the way through unique.
func (s Sequence) safe(seq []string) []string {
	var c []string
	if s.Letters() {
		for r := 'A'; r <= 'Z'; r++ {
			if !slices.Contains(seq, string(r)) {
				c = append(c, string(r))
			}
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
}

// ErrNoPath is returned when no way of the asked length fits the grid.
var ErrNoPath = errors.New("pattern: no way of that length fits the grid")

// NewSequenceMaze makes a number or letter maze on g whose way through
// follows the first n items of seq: a random path of n neighbouring cells,
// then every other cell filled with a plausible wrong item chosen so that
// the path stays the only way through (see Ways), or with an item not in
// the sequence where no plausible one keeps it so.
func NewSequenceMaze(g topology.Grid, seq Sequence, n int, rng *rand.Rand) (*SequenceMaze, error) {
	if n < 2 || n > g.NumCells() || n > seq.MaxLen() {
		return nil, fmt.Errorf("pattern: sequence length %d: want 2 to %d", n, min(g.NumCells(), seq.MaxLen()))
	}
	for range 20 {
		// Of a few random paths, the one whose ends lie farthest apart.
		var path []int
		far := -1.0
		for range 4 {
			p := randomPath(g, n, rng)
			if p == nil {
				continue
			}
			if d := topology.Dist(g.Center(p[0]), g.Center(p[n-1])); d > far {
				path, far = p, d
			}
		}
		if path == nil {
			continue
		}
		m := &SequenceMaze{Grid: g, Seq: seq.Items(n), Items: make([]string, g.NumCells()), Path: path}
		if m.fill(seq, rng) {
			return m, nil
		}
	}
	return nil, ErrNoPath
}

// fill writes the path's items and the distractors, and reports whether
// the path is the only way through.
func (m *SequenceMaze) fill(seq Sequence, rng *rand.Rand) bool {
	g, path, n := m.Grid, m.Path, len(m.Path)
	on := make([]int, g.NumCells()) // index on the path + 1, or 0
	for i, c := range path {
		m.Items[c] = m.Seq[i]
		on[c] = i + 1
	}
	safe := seq.safe(m.Seq)
	var nb []topology.Neighbor
	for _, c := range rng.Perm(g.NumCells()) {
		if on[c] > 0 {
			continue
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
	return m.Ways() == 1
}

// Ways counts the ways through, up to 2: paths of distinct neighbouring
// cells that start on the start cell (marked on the sheet) and step
// through the sequence's items in order to the last (a depth-first search
// that stops at the second).
func (m *SequenceMaze) Ways() int {
	g := m.Grid
	used := make([]bool, g.NumCells())
	count := 0
	bufs := make([][]topology.Neighbor, len(m.Seq))
	var walk func(c, i int)
	walk = func(c, i int) {
		if i == len(m.Seq)-1 {
			count++
			return
		}
		used[c] = true
		bufs[i] = g.Neighbors(c, bufs[i][:0])
		for _, x := range bufs[i] {
			if count >= 2 {
				break
			}
			if !used[x.Cell] && m.Items[x.Cell] == m.Seq[i+1] {
				walk(x.Cell, i+1)
			}
		}
		used[c] = false
	}
	walk(m.Path[0], 0)
	return count
}

// randomPath returns a path of n distinct neighbouring cells found by a
// randomised depth-first search from a random cell, with a bounded number
// of steps, or nil.
func randomPath(g topology.Grid, n int, rng *rand.Rand) []int {
	nc := g.NumCells()
	used := make([]bool, nc)
	path := []int{rng.IntN(nc)}
	used[path[0]] = true
	type frame struct{ opts []int }
	stack := []frame{{opts: shuffledNeighbors(g, path[0], rng)}}
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
		stack = append(stack, frame{opts: shuffledNeighbors(g, c, rng)})
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
