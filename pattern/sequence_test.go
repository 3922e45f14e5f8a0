package pattern

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/mazekit/mazekit/topology"
)

// solveAll is the slow reference solver: every simple path of neighbouring
// cells that starts on the start cell and reads the sequence in order to
// its end, found by depth-first search without any limit.
func solveAll(m *SequenceMaze) [][]int {
	var out [][]int
	var walk func(path []int)
	walk = func(path []int) {
		if len(path) == len(m.Seq) {
			out = append(out, slices.Clone(path))
			return
		}
		for _, x := range m.Grid.Neighbors(path[len(path)-1], nil) {
			if m.Items[x.Cell] == m.Seq[len(path)] && !slices.Contains(path, x.Cell) {
				walk(append(path, x.Cell))
			}
		}
	}
	walk([]int{m.Path[0]})
	return out
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
					m, err := NewSequenceMaze(g, seq, n, rand.New(rand.NewPCG(seed, 1)))
					if err != nil {
						t.Fatalf("seed %d: %v", seed, err)
					}
					for i, c := range m.Path {
						if m.Items[c] != m.Seq[i] {
							t.Fatalf("seed %d: path cell %d carries %q, want %q", seed, i, m.Items[c], m.Seq[i])
						}
					}
					all := solveAll(m)
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
	for _, bad := range [][2]string{{"count-by-1", ""}, {"count-by-11", ""}, {"squares", ""}, {"word", "a"}, {"word", "r2d2"}} {
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
