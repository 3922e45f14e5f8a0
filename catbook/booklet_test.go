package catbook

import (
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/mazekit/mazekit/trap"
)

var update = flag.Bool("update", false, "rewrite golden files")

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if string(want) != got {
		t.Errorf("%s changed (go test -update rewrites it); got:\n%s", path, got)
	}
}

// TestGoldenCatBooklet checks the first page of each half of a cat booklet.
func TestGoldenCatBooklet(t *testing.T) {
	g, err := trap.NewGeometry(7, 7)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := trap.Generate(g, 1, 5, rand.New(rand.NewPCG(2, 1)))
	if err != nil {
		t.Fatal(err)
	}
	d := Booklet(g, ps, 1, 2)
	if len(d.Pages) != 4 {
		t.Fatalf("5 puzzles took %d pages, want 2 of puzzles and 2 of answers", len(d.Pages))
	}
	golden(t, "cat-01.txt", d.Pages[0].Scene.String())
	golden(t, "cat-03.txt", d.Pages[2].Scene.String())
}
