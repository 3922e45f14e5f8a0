package topology

import (
	"errors"
	"sync"
	"testing"
)

// TestPlanarBuildStops stops the build of a big planar grid at several
// points of its work, counted in looks at the stop channel, and checks
// that each build gives up there with ErrStopped: after the look that saw
// the channel closed, at most the one other core looks once more, so no
// loop goes on after it. An uncancelled
// build looks often: at least every stopEvery steps of five passes over
// the cells.
func TestPlanarBuildStops(t *testing.T) {
	cells := 250_000
	if testing.Short() {
		cells = 40_000
	}
	spec := Spec{Kind: "planar", Width: 500, Height: 500, Cells: cells, Seed: 3}
	var mu sync.Mutex
	looks := 0
	stopCheckHook = func() { mu.Lock(); looks++; mu.Unlock() }
	defer func() { stopCheckHook = nil }()
	spec.Stop = make(chan struct{})
	if _, err := Build(spec); err != nil {
		t.Fatal(err)
	}
	total := looks
	if min := 5 * cells / stopEvery; total < min {
		t.Fatalf("an uncancelled build looked at its stop channel %d times, want at least %d", total, min)
	}
	for _, share := range []float64{0, 0.1, 0.3, 0.5, 0.7, 0.9} {
		at := int(share * float64(total))
		done := make(chan struct{})
		spec.Stop = done
		looks = 0
		after := -1
		stopCheckHook = func() {
			mu.Lock()
			defer mu.Unlock()
			if looks == at {
				close(done)
			}
			if looks > at {
				after = looks - at
			}
			looks++
		}
		if _, err := Build(spec); !errors.Is(err, ErrStopped) {
			t.Fatalf("stopped at look %d of %d: got %v, want ErrStopped", at, total, err)
		}
		if after > 1 {
			t.Errorf("stopped at look %d of %d: the build looked %d more times", at, total, after)
		}
	}
}

// TestStoppedSpecSameGrid checks that a stop channel never closed leaves
// the grid as it is without one.
func TestStoppedSpecSameGrid(t *testing.T) {
	spec := Spec{Kind: "planar", Width: 40, Height: 30, Cells: 2000, Seed: 9}
	a, err := NewPlanar(spec)
	if err != nil {
		t.Fatal(err)
	}
	spec.Stop = make(chan struct{})
	b, err := NewPlanar(spec)
	if err != nil {
		t.Fatal(err)
	}
	if a.NumEdges() != b.NumEdges() || len(a.verts) != len(b.verts) {
		t.Fatalf("grids differ: %d/%d edges, %d/%d corners", a.NumEdges(), b.NumEdges(), len(a.verts), len(b.verts))
	}
	for i := range a.verts {
		if a.verts[i] != b.verts[i] || a.side[i] != b.side[i] {
			t.Fatalf("corner %d differs", i)
		}
	}
	if b.Spec().Stop != nil {
		t.Error("the grid's spec keeps the stop channel")
	}
}
