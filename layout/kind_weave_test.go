package layout

import (
	"strings"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/preflight"
	"github.com/mazekit/mazekit/topology"
)

// TestWeaveAndLabyrinthSections builds a book with a weave section on each
// grid that has one and a labyrinth section, prints it and reads it back.
func TestWeaveAndLabyrinthSections(t *testing.T) {
	spec := `
seed: 3
sections:
  - title: Over and under
    weave: 0.5
    size: 10x10
    count: 2
    section_page: true
  - grid: hex
    weave: 0.6
    algorithm: [dfs, kruskal]
    count: 2
  - kind: labyrinth
    circuits: 3, 7, 11, chartres
    count: 4
    per_page: 2
`
	s, err := Parse([]byte(spec), "w.yaml")
	if err != nil {
		t.Fatal(err)
	}
	b, pdf := buildPDF(t, s, 0)
	weaves, labs := 0, map[string]bool{}
	for _, p := range b.Puzzles {
		switch p.Body.(type) {
		case *MazeBody:
			w, ok := p.Maze.Grid.(*topology.Weave)
			if !ok {
				t.Fatalf("puzzle %d: grid %s, want a weave grid", p.Number, p.Maze.Grid.Spec().Kind)
			}
			if err := maze.CheckWeave(p.Maze); err != nil {
				t.Errorf("puzzle %d: %v", p.Number, err)
			}
			if len(maze.Crossings(p.Maze)) == 0 {
				t.Errorf("puzzle %d (%s): no crossings", p.Number, w.Base().Spec().Kind)
			}
			if c := p.kindName("en"); c != "Weave" {
				t.Errorf("puzzle %d: caption %q, want Weave", p.Number, c)
			}
			weaves++
		case *LabyrinthBody:
			labs[p.kindName("en")] = true
			if b.Plan.Sections[p.Section].Kind.Traits().Answer {
				t.Error("a labyrinth has an answer in the key")
			}
		}
	}
	if weaves != 4 {
		t.Errorf("%d weave mazes, want 4", weaves)
	}
	for _, want := range []string{"3-circuit labyrinth", "7-circuit labyrinth", "11-circuit labyrinth", "Chartres labyrinth"} {
		if !labs[want] {
			t.Errorf("no %s in %v", want, labs)
		}
	}
	if noun := sectionNoun("", &b.Plan.Sections[0]); !strings.Contains(noun, "weave mazes") || !strings.Contains(noun, "bridge") {
		t.Errorf("section page says %q, want weave mazes and how bridges work", noun)
	}
	rep, err := preflight.Check(pdf)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range rep.Problems {
		if !strings.Contains(p, "at least 24") { // a short test book
			t.Error(p)
		}
	}
	for _, bad := range []struct{ yaml, want string }{
		{"sections:\n  - weave: 1.5\n", "sections[0].weave: 1.5"},
		{"sections:\n  - grid: tri\n    weave: 0.3\n", "sections[0].grid: \"tri\": crossings (weave) need a rect or hex grid"},
		{"sections:\n  - weave: 0.3\n    braid: 0.2\n", "w.yaml:3: sections[0].braid: cannot be combined with weave"},
		{"sections:\n  - weave: 0.3\n    algorithm: eller\n", "w.yaml:3: sections[0].algorithm: \"eller\": runs only on rect grids, not weave"},
		{"sections:\n  - kind: cat\n    weave: 0.3\n", "applies only to kind maze"},
		{"sections:\n  - circuits: 7\n", "applies only to kind labyrinth"},
		{"sections:\n  - kind: labyrinth\n    circuits: 5\n", "sections[0].circuits"},
		{"sections:\n  - kind: labyrinth\n    size: 9x9\n", "sections[0].size"},
	} {
		_, err := Parse([]byte(bad.yaml), "w.yaml")
		if err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%q: error %v, want %q", bad.yaml, err, bad.want)
		}
	}
}
