package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

func TestWeaveFlag(t *testing.T) {
	dir := t.TempDir()
	for _, ext := range []string{"png", "svg", "pdf", "txt"} {
		p := filepath.Join(dir, "w."+ext)
		if _, stderr, code := runCLI(t, "maze", "--weave", "0.5", "--size", "10x8", "--seed", "3", "--solution", "-o", p); code != 0 {
			t.Fatalf("%s: exit %d: %s", ext, code, stderr)
		}
		if fi, err := os.Stat(p); err != nil || fi.Size() == 0 {
			t.Fatalf("%s: no output (%v)", ext, err)
		}
	}
	txt, _ := os.ReadFile(filepath.Join(dir, "w.txt"))
	if !bytes.ContainsRune(txt, '┆') && !bytes.ContainsRune(txt, '┄') {
		t.Errorf("text weave maze shows no tunnel:\n%s", txt)
	}
	out, stderr, code := runCLI(t, "maze", "--weave", "0.6", "--grid", "hex", "--radius", "5", "--algo", "dfs", "--seed", "4", "--format", "json", "-o", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var doc struct {
		Grid topology.Spec `json:"grid"`
		Open [][2]int      `json:"open"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Grid.Kind != "weave" || doc.Grid.Base != "hex" || doc.Grid.Radius != 5 {
		t.Errorf("JSON grid = %+v, want a weave over a hex board of radius 5", doc.Grid)
	}
	// Rebuild the maze from the file: the grid from its spec, the passages
	// from the open pairs.
	g, err := topology.Build(doc.Grid)
	if err != nil {
		t.Fatal(err)
	}
	m := maze.New(g)
	for e := range g.NumEdges() {
		a, b := g.Ends(e)
		for _, p := range doc.Open {
			if p == [2]int{a, b} {
				m.Open(e)
			}
		}
	}
	if m.NumOpen() != g.NumCells()-1 {
		t.Errorf("%d passages read back, want %d", m.NumOpen(), g.NumCells()-1)
	}
	if err := maze.CheckWeave(m); err != nil {
		t.Error(err)
	}
	if len(maze.Crossings(m)) == 0 {
		t.Error("no crossings read back from JSON")
	}
	for _, bad := range [][]string{
		{"--weave", "1.5"},
		{"--weave", "-1"},
		{"--weave", "0.3", "--grid", "tri"},
		{"--weave", "0.3", "--braid", "0.5"},
		{"--weave", "0.3", "--algo", "eller"},
		{"--grid", "weave", "--braid", "0.3"},
	} {
		args := append([]string{"maze", "-o", filepath.Join(dir, "bad.png")}, bad...)
		if _, stderr, code := runCLI(t, args...); code != 2 || !strings.Contains(stderr, "--") || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("%v: exit %d, stderr %q: want exit 2 and one line naming the flag", bad, code, stderr)
		}
	}
}

func TestPatternLabyrinth(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{{"--circuits", "3"}, {"--circuits", "11"}, {"--chartres"}} {
		p := filepath.Join(dir, "l.svg")
		a := append([]string{"pattern", "labyrinth", "-o", p}, args...)
		if _, stderr, code := runCLI(t, a...); code != 0 || !strings.Contains(stderr, "labyrinth") {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
	}
	out, _, code := runCLI(t, "pattern", "labyrinth", "--chartres", "--format", "json", "-o", "-")
	if code != 0 || !strings.Contains(out, `"sequence":[5,6,11,10,9,8,7,8`) {
		t.Errorf("JSON: exit %d, %s", code, out)
	}
	for _, bad := range [][]string{{"--circuits", "6"}, {"--circuits", "9"}, {"--chartres", "--circuits", "7"}, {"--size", "10x10"}} {
		a := append([]string{"pattern", "labyrinth", "-o", filepath.Join(dir, "bad.png")}, bad...)
		if _, stderr, code := runCLI(t, a...); code != 2 || !strings.Contains(stderr, "--") {
			t.Errorf("%v: exit %d, %q: want exit 2 naming the flag", bad, code, stderr)
		}
	}
}

func TestUnicursalFlag(t *testing.T) {
	out, stderr, code := runCLI(t, "maze", "--unicursal", "--size", "6x4", "--seed", "2", "--format", "json", "-o", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var doc struct {
		Grid  topology.Spec `json:"grid"`
		Open  [][2]int      `json:"open"`
		Cells int           `json:"cells"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Grid.Width != 12 || doc.Grid.Height != 8 || len(doc.Open) != doc.Cells-1 {
		t.Errorf("grid %+v with %d passages for %d cells: want 12x8, a tree", doc.Grid, len(doc.Open), doc.Cells)
	}
	deg := map[int]int{}
	for _, p := range doc.Open {
		deg[p[0]]++
		deg[p[1]]++
	}
	for c, d := range deg {
		if d > 2 {
			t.Errorf("cell %d has %d passages", c, d)
		}
	}
	for _, bad := range [][]string{{"--grid", "hex"}, {"--braid", "0.3"}, {"--weave", "0.3"}, {"--doors", "opposite"}} {
		args := append([]string{"maze", "--unicursal", "-o", filepath.Join(t.TempDir(), "u.png")}, bad...)
		if _, stderr, code := runCLI(t, args...); code != 2 || !strings.HasPrefix(stderr, "mazekit: --") {
			t.Errorf("%v: exit %d, %q", bad, code, stderr)
		}
	}
}
