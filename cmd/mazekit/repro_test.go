package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/mazekit/mazekit/render"
)

// runProc runs the program as its own process with GOMAXPROCS procs and
// returns the bytes it wrote to out.
func runProc(t *testing.T, procs, out string, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(os.Args[0], append(args, "-o", out)...)
	cmd.Env = append(os.Environ(), "MAZEKIT_RUN_MAIN=1", "GOMAXPROCS="+procs)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v (GOMAXPROCS %s): %v %s", args, procs, err, b)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestReproducibleEverywhere writes every format and every book preset
// (and a bled book, whose page boxes were once written in map order) twice,
// in separate processes with GOMAXPROCS 1 and 4, and compares the bytes.
func TestReproducibleEverywhere(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program many times")
	}
	dir := t.TempDir()
	type job struct {
		name, ext string
		args      []string
	}
	var jobs []job
	for _, f := range render.FormatNames(false) {
		jobs = append(jobs, job{"maze." + f, f, []string{"maze", "--seed", "7", "--size", "6x5", "--title", "Repro Ω", "--format", f}})
	}
	for _, p := range []string{"activity", "handout", "cats"} {
		jobs = append(jobs, job{"book " + p, "pdf", []string{"book", "-q", "--preset", p, "--seed", "3"}})
	}
	jobs = append(jobs, job{"book bleed", "pdf", []string{"book", "-q", "--preset", "activity", "--seed", "3", "--bleed"}})
	for i, j := range jobs {
		a := runProc(t, "1", filepath.Join(dir, "a"+string(rune('a'+i%26))+"."+j.ext), j.args...)
		b := runProc(t, "4", filepath.Join(dir, "b"+string(rune('a'+i%26))+"."+j.ext), j.args...)
		if len(a) == 0 || !bytes.Equal(a, b) {
			t.Errorf("%s: %d and %d bytes, not the same", j.name, len(a), len(b))
		}
	}
}
