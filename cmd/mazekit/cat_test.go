package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/preflight"
)

func TestCatCommand(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "cats.pdf")
	if _, stderr, code := runCLI(t, "cat", "puzzle", "--moves", "2", "--count", "5", "--seed", "1", "-o", p); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	data, _ := os.ReadFile(p)
	rep, err := preflight.Check(data)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Pages != 4 { // two pages of puzzles (4 + 1), two of answers
		t.Errorf("cat puzzle PDF has %d pages, want 4", rep.Pages)
	}
	if _, stderr, code := runCLI(t, "cat", "map", "--seed", "2", "-o", filepath.Join(dir, "map.svg")); code != 0 {
		t.Fatal(stderr)
	}
	for _, b := range []struct {
		args []string
		want string
	}{
		{[]string{"cat"}, "name one of puzzle, map, play"},
		{[]string{"cat", "dance"}, "unknown subcommand"},
		{[]string{"cat", "puzzle", "--moves", "9"}, "--moves 9"},
		{[]string{"cat", "puzzle", "--size", "20x20"}, "at most 128 cells"},
		{[]string{"cat", "play", "--cat", "lion"}, "want random, greedy or smart"},
		{[]string{"cat", "map", "-o", "m.gif"}, "valid: pdf, png, svg"},
	} {
		_, stderr, code := runCLI(t, b.args...)
		if code != 2 || !strings.Contains(stderr, b.want) {
			t.Errorf("%v: exit %d %q, want %q", b.args, code, stderr, b.want)
		}
	}
}

// TestCatPlay scripts a game: a bad cell, a taken cell, then blocks until the
// random input ends, and checks the dialogue.
func TestCatPlay(t *testing.T) {
	var out, errb strings.Builder
	in := strings.NewReader("zz\ne5\ne4\nf5\nd5\nd4\nq\n")
	err := run(context.Background(), []string{"cat", "play", "--seed", "3", "--blocks", "0", "--cat", "greedy"}, in, &out, &errb)
	if err != nil {
		t.Fatal(err)
	}
	s := out.String()
	for _, want := range []string{"Trap the cat (greedy cat, seed 3)", "is not a cell", "e5 is not free", "The cat moves to"} {
		if !strings.Contains(s, want) {
			t.Errorf("play output lacks %q:\n%s", want, s)
		}
	}
}

// TestCatPlayEnds scripts whole games on a small board: corner blocks far
// from the cat let a greedy or smart cat walk out in two steps.
func TestCatPlayEnds(t *testing.T) {
	for _, tc := range []struct {
		cat, input, want string
	}{
		{"greedy", "a1\ne1\na5\ne5\n", "The cat reached the edge and escaped."},
		{"smart", "a1\ne1\na5\ne5\n", "The cat reached the edge and escaped."},
	} {
		var out, errb strings.Builder
		args := []string{"cat", "play", "--size", "5x5", "--blocks", "0", "--seed", "1", "--cat", tc.cat}
		if err := run(context.Background(), args, strings.NewReader(tc.input), &out, &errb); err != nil {
			t.Fatal(err)
		}
		if s := out.String(); !strings.Contains(s, tc.want) || strings.Count(s, "The cat moves to") != 2 {
			t.Errorf("%s cat: output lacks %q after two moves:\n%s", tc.cat, tc.want, s)
		}
	}
}
