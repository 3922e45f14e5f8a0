package layout

import "testing"

// TestAutomatonPuzzles checks that cellular sections of a book hold fit
// puzzles: doors on the outer edge at least half the shorter side apart, a
// solution at least as long as the board is wide, no unfilled open area.
func TestAutomatonPuzzles(t *testing.T) {
	s, err := Parse([]byte(`
title: Cells
seed: 5
sections:
  - kind: maze-ca
    count: 4
    size: 30x36..36x44
  - kind: mazectric
    count: 4
    size: 30x36..36x44
`), "cells.yaml")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := Puzzles(s, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 8 {
		t.Fatalf("%d puzzles, want 8", len(ps))
	}
	for _, p := range ps {
		b, ok := p.Body.(*AutomatonBody)
		if !ok {
			t.Fatalf("puzzle %d is a %T", p.Number, p.Body)
		}
		l, a := b.Life, b.Analysis
		if probs := l.Problems(a); len(probs) > 0 {
			t.Errorf("puzzle %d (%dx%d): %v", p.Number, l.W, l.H, probs)
		}
		for _, c := range []int{a.Entrance, a.Exit} {
			if x, y := c%l.W, c/l.W; c < 0 || l.Live[c] || (x != 0 && y != 0 && x != l.W-1 && y != l.H-1) {
				t.Errorf("puzzle %d: door %d is not an open cell of the outer edge", p.Number, c)
			}
		}
		if len(a.Solution) < l.W {
			t.Errorf("puzzle %d: solution of %d cells on a board %d wide", p.Number, len(a.Solution), l.W)
		}
	}
}
