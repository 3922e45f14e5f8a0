package shapedoors_test

import (
	"fmt"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/shapedoors"
	"github.com/mazekit/mazekit/internal/stream"
	"github.com/mazekit/mazekit/mask"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// doorSurvey is what doors a shape's mazes get over many seeds.
type doorSurvey struct {
	seeds, notched int
	pairs          map[[2]int]int // door cells, lower first: seeds
}

// top returns the share of seeds of the commonest pair.
func (s doorSurvey) top() float64 {
	most := 0
	for _, k := range s.pairs {
		most = max(most, k)
	}
	return float64(most) / float64(s.seeds)
}

func (s doorSurvey) String() string {
	return fmt.Sprintf("%d of %d seeds with a door in a notch; %d pairs, the commonest in %.0f%%", s.notched, s.seeds, len(s.pairs), 100*s.top())
}

// survey makes the maze of spec with Wilson's algorithm from seeds 0 to
// n-1 as the maze command does, places its doors with place, and counts
// doors in notches and door pairs.
func survey(t *testing.T, spec topology.Spec, n int, place func(m *maze.Maze, seed uint64)) doorSurvey {
	t.Helper()
	g, err := mask.Build(spec)
	if err != nil {
		t.Fatal(err)
	}
	s := doorSurvey{seeds: n, pairs: map[[2]int]int{}}
	clear := map[maze.Door]bool{}
	for _, d := range shapedoors.ClearDoors(g) {
		clear[d] = true
	}
	for seed := range uint64(n) {
		m := maze.New(g)
		if err := generate.Run("wilson", m, stream.New(seed, stream.Carve), generate.Options{}); err != nil {
			t.Fatal(err)
		}
		place(m, seed)
		if !clear[m.Entrance] || !clear[m.Exit] {
			s.notched++
		}
		a, b := m.Entrance.Cell, m.Exit.Cell
		s.pairs[[2]int{min(a, b), max(a, b)}]++
	}
	return s
}

// surveyShapes are the masks the door tests survey.
var surveyShapes = []struct {
	name string
	spec topology.Spec
}{
	{"text MAZE 60x16", topology.Spec{Kind: topology.MaskKind, Base: "rect", Text: "MAZE", Width: 60, Height: 16}},
	{"star 30x30", topology.Spec{Kind: topology.MaskKind, Base: "rect", Shape: "star", Width: 30, Height: 30}},
	{"heart 30x30", topology.Spec{Kind: topology.MaskKind, Base: "rect", Shape: "heart", Width: 30, Height: 30}},
	{"circle 30x30", topology.Spec{Kind: topology.MaskKind, Base: "rect", Shape: "circle", Width: 30, Height: 30}},
}

// TestAutoDoorsSurvey logs what the auto door rule alone gives, from
// 1000 seeds.
func TestAutoDoorsSurvey(t *testing.T) {
	if testing.Short() {
		t.Skip("a survey for the record")
	}
	n := 1000
	for _, sh := range surveyShapes {
		s := survey(t, sh.spec, n, func(m *maze.Maze, _ uint64) {
			if err := maze.PlaceDoors(m, maze.DoorsAuto); err != nil {
				t.Fatal(err)
			}
		})
		t.Logf("auto doors, %s: %s", sh.name, s)
	}
}

// TestPlaceSurvey places the doors of each surveyed shape's mazes with
// Place, from 1000 seeds (100 under -short): no door in a notch, and no
// pair of doors in more than a fifth of the seeds.
func TestPlaceSurvey(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 100
	}
	for _, sh := range surveyShapes {
		s := survey(t, sh.spec, n, func(m *maze.Maze, seed uint64) {
			if err := maze.PlaceDoors(m, maze.DoorsAuto); err != nil {
				t.Fatal(err)
			}
			shapedoors.Place(m, stream.New(seed, stream.Doors))
		})
		t.Logf("Place, %s: %s", sh.name, s)
		if s.notched > 0 {
			t.Errorf("%s: %d of %d seeds put a door in a notch; want none", sh.name, s.notched, n)
		}
		if s.top() > 0.2 {
			t.Errorf("%s: one pair of doors in %.0f%% of the seeds; want at most 20%%", sh.name, 100*s.top())
		}
	}
}
