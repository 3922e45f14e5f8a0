package pattern

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/mazekit/mazekit/internal/cputest"
	"github.com/mazekit/mazekit/topology"
)

// solveAll is the slow reference solver: every simple path of neighbouring
// cells from the start cell to the finish cell that reads the sequence in
// order, of any length (a word goes on again and again), found by
// depth-first search without any limit. A way stops at the finish.
func solveAll(m *SequenceMaze, word string) [][]int {
	finish := m.Path[len(m.Path)-1]
	at := func(i int) (string, bool) {
		if i < len(m.Seq) {
			return m.Seq[i], true
		}
		if word == "" {
			return "", false
		}
		r := []rune(word)
		return string(r[i%len(r)]), true
	}
	var out [][]int
	var walk func(path []int)
	walk = func(path []int) {
		next, ok := at(len(path))
		if !ok {
			return
		}
		for _, x := range m.Grid.Neighbors(path[len(path)-1], nil) {
			if m.Items[x.Cell] != next || slices.Contains(path, x.Cell) {
				continue
			}
			if x.Cell == finish {
				out = append(out, append(slices.Clone(path), x.Cell))
				continue
			}
			walk(append(path, x.Cell))
		}
	}
	walk([]int{m.Path[0]})
	return out
}

// TestWaysCountsEveryLength builds an OTTO maze by hand whose path of 8
// cells is not the only way to the finish: a way of 4 cells turns back
// early. Ways counts it (a count of full-length paths alone finds one).
func TestWaysCountsEveryLength(t *testing.T) {
	g, err := topology.NewRect(4, 2)
	if err != nil {
		t.Fatal(err)
	}
	seq, _ := ParseSequence("word", "otto")
	// Row 0 reads O T T O, row 1 O T T O; the path runs along row 0 and
	// back along row 1 to the finish under the start. 0 1 5 4 spells OTTO
	// too, and ends on the finish.
	m := &SequenceMaze{Grid: g, Seq: seq.Items(8), Items: []string{"O", "T", "T", "O", "O", "T", "T", "O"},
		Path: []int{0, 1, 2, 3, 7, 6, 5, 4}, cycle: seq.Items(4)}
	if all := solveAll(m, "OTTO"); len(all) != 2 {
		t.Fatalf("reference: %d ways, want 2", len(all))
	}
	if w := m.Ways(); w != 2 {
		t.Fatalf("Ways = %d, want 2", w)
	}
	// A Q on cell 5 closes the short way.
	m.Items[5] = "Q"
	m.Path = []int{0, 1, 2, 3, 7, 6}
	m.Seq = seq.Items(6)
	m.Items[6] = "T"
	if w, want := m.Ways(), len(solveAll(m, "OTTO")); w != want || w != 1 {
		t.Fatalf("Ways = %d, reference %d, want 1", w, want)
	}
}

// TestSequenceMazeUnique makes number and letter mazes of every sequence on
// square and hex grids, many seeds each, and checks with the reference
// solver that the path is the one and only way through: the distractors
// never open a second one.
func TestSequenceMazeUnique(t *testing.T) {
	seqs := []struct{ name, word string }{
		{"count", ""}, {"count-by-2", ""}, {"count-by-5", ""}, {"even", ""}, {"odd", ""},
		{"alphabet", ""}, {"word", "emma"}, {"word", "banana"}, {"word", "Otto"},
	}
	grids := map[string]func() (topology.Grid, error){
		"rect": func() (topology.Grid, error) { return topology.NewRect(6, 6) },
		"hex":  func() (topology.Grid, error) { return topology.NewHex(6, 6, false) },
	}
	for _, gname := range []string{"rect", "hex"} {
		for _, sq := range seqs {
			t.Run(fmt.Sprintf("%s/%s%s", gname, sq.name, sq.word), func(t *testing.T) {
				seq, err := ParseSequence(sq.name, sq.word)
				if err != nil {
					t.Fatal(err)
				}
				distractors := 0
				for seed := uint64(1); seed <= 25; seed++ {
					g, _ := grids[gname]()
					n := 8 + int(seed%8)
					m, err := NewSequenceMaze(context.Background(), g, seq, n, rand.New(rand.NewPCG(seed, 1)))
					if err != nil {
						t.Fatalf("seed %d: %v", seed, err)
					}
					for i, c := range m.Path {
						if m.Items[c] != m.Seq[i] {
							t.Fatalf("seed %d: path cell %d carries %q, want %q", seed, i, m.Items[c], m.Seq[i])
						}
					}
					all := solveAll(m, seq.Word)
					if len(all) != 1 || !slices.Equal(all[0], m.Path) {
						t.Fatalf("seed %d: %d ways through, want exactly the path", seed, len(all))
					}
					if w := m.Ways(); w != 1 {
						t.Fatalf("seed %d: Ways = %d, want 1", seed, w)
					}
					for c, v := range m.Items {
						if v == "" {
							t.Fatalf("seed %d: cell %d is empty", seed, c)
						}
						if !slices.Contains(m.Path, c) && slices.Contains(m.Seq, v) {
							distractors++
						}
					}
				}
				if distractors == 0 {
					t.Error("no cell off the path carries an item of the sequence: no plausible distractors")
				}
			})
		}
	}
}

// TestParseSequence checks names and words, good and bad.
func TestParseSequence(t *testing.T) {
	for _, bad := range [][2]string{{"count-by-1", ""}, {"count-by-11", ""}, {"squares", ""}, {"word", "a"}, {"word", "r2d2"}, {"word", "日本"}, {"word", "שלום"}, {"word", "नमस"}} {
		if _, err := ParseSequence(bad[0], bad[1]); err == nil {
			t.Errorf("ParseSequence(%q, %q): no error", bad[0], bad[1])
		}
	}
	s, _ := ParseSequence("count-by-3", "")
	if got := s.Items(4); !slices.Equal(got, []string{"3", "6", "9", "12"}) {
		t.Errorf("count-by-3: %v", got)
	}
	s, _ = ParseSequence("word", "Ana")
	if got := s.Items(5); !slices.Equal(got, []string{"A", "N", "A", "A", "N"}) {
		t.Errorf("word Ana: %v", got)
	}
}

// TestWordMazesUniqueMany makes 1 000 word mazes (100 under -short) over
// words with repeated letters, and as many number and alphabet mazes, on
// square and hex grids of several sizes and ways of several lengths, and
// checks each with the reference solver: exactly one way of any length
// from the start to the finish.
func TestWordMazesUniqueMany(t *testing.T) {
	for _, kind := range []string{"word", "number"} {
		t.Run(kind, func(t *testing.T) { testUniqueMany(t, kind) })
	}
}

func testUniqueMany(t *testing.T, kind string) {
	words := []string{"OTTO", "BOB", "EMMA", "ANNA", "XY", "BANANA", "MISSISSIPPI", "ABBA", "NOON", "LILLI"}
	names := []string{"count", "count-by-3", "even", "odd", "alphabet"}
	tries := 1000
	if testing.Short() {
		tries = 100
	}
	unique := 0
	for k := range tries {
		name, word := "word", words[k%len(words)]
		if kind != "word" {
			name, word = names[k%len(names)], ""
		}
		seq, err := ParseSequence(name, word)
		if err != nil {
			t.Fatal(err)
		}
		w := 5 + k%4
		var g topology.Grid
		if k%2 == 0 {
			g, err = topology.NewRect(w, w)
		} else {
			g, err = topology.NewHex(w, w, false)
		}
		if err != nil {
			t.Fatal(err)
		}
		n := min(6+k%(w*w/2-5), seq.MaxLen())
		m, err := NewSequenceMaze(context.Background(), g, seq, n, rand.New(rand.NewPCG(uint64(k), 1)))
		if err != nil {
			t.Fatalf("%s%s %dx%d length %d seed %d: %v", name, word, w, w, n, k, err)
		}
		if all := solveAll(m, seq.Word); len(all) == 1 && slices.Equal(all[0], m.Path) {
			unique++
		} else {
			t.Errorf("%s%s %dx%d length %d seed %d: %d ways through", name, word, w, w, n, k, len(all))
		}
	}
	t.Logf("%d of %d %s mazes unique", unique, tries, kind)
}

// TestAlphabetWholeWay makes alphabet mazes whose way is all 26 letters:
// no letter is left over for the cells that must not open a way.
func TestAlphabetWholeWay(t *testing.T) {
	seq, _ := ParseSequence("alphabet", "")
	for seed := uint64(1); seed <= 5; seed++ {
		g, _ := topology.NewRect(8, 8)
		m, err := NewSequenceMaze(context.Background(), g, seq, 26, rand.New(rand.NewPCG(seed, 1)))
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if all := solveAll(m, ""); len(all) != 1 {
			t.Fatalf("seed %d: %d ways through", seed, len(all))
		}
	}
}

// TestSequenceMazeCancel: a done context stops the making at once with its
// error, even of the longest word way a large grid takes.
func TestSequenceMazeCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	g, _ := topology.NewHex(30, 30, false)
	seq, _ := ParseSequence("word", "xy")
	if _, err := NewSequenceMaze(ctx, g, seq, seq.MaxLenOn(900), rand.New(rand.NewPCG(1, 1))); !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
}

// TestSequenceMazeLongestQuick makes the longest word ways MaxLenOn allows
// on the largest grids, and checks that each is made, unique, quickly.
func TestSequenceMazeLongestQuick(t *testing.T) {
	if testing.Short() {
		t.Skip("long")
	}
	ref := cputest.Reference()
	for _, word := range []string{"XY", "EMMA", "BOB"} {
		seq, _ := ParseSequence("word", word)
		for _, hex := range []bool{false, true} {
			for seed := uint64(1); seed <= 3; seed++ {
				var g topology.Grid
				if hex {
					g, _ = topology.NewHex(30, 30, false)
				} else {
					g, _ = topology.NewRect(30, 30)
				}
				c0 := cputest.Process()
				m, err := NewSequenceMaze(context.Background(), g, seq, seq.MaxLenOn(900), rand.New(rand.NewPCG(seed, 1)))
				if err != nil {
					t.Fatalf("%s hex=%v seed %d: %v", word, hex, seed, err)
				}
				// Ten seconds on a modest computer, in CPU time: a busy
				// machine does not stretch it, a slower one scales it.
				if used := cputest.Process() - c0; used > 250*ref {
					t.Errorf("%s hex=%v seed %d: %v of CPU, over 250 times the reference work (%v)", word, hex, seed, used.Round(time.Millisecond), ref)
				}
				if w := m.Ways(); w != 1 {
					t.Errorf("%s hex=%v seed %d: %d ways", word, hex, seed, w)
				}
			}
		}
	}
}
