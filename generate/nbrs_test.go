package generate

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/mazekit/mazekit/internal/bitset"
	"github.com/mazekit/mazekit/topology"
)

// TestNbrsMatchNeighbors checks that the arithmetic neighbourhoods of square,
// triangle, offset hex and polar grids list exactly Graph.Neighbors, cell by cell, in
// Neighbors' order, with the same edges, and that walk and pick only
// return neighbours.
func TestNbrsMatchNeighbors(t *testing.T) {
	var grids []topology.Grid
	for _, wh := range [][2]int{{1, 1}, {1, 5}, {5, 1}, {2, 2}, {3, 2}, {7, 5}, {6, 9}} {
		r, _ := topology.NewRect(wh[0], wh[1])
		grids = append(grids, r)
		if tr, err := topology.NewTri(wh[0], wh[1]); err == nil { // not one triangle wide
			grids = append(grids, tr)
		}
		for _, flat := range []bool{false, true} {
			h, _ := topology.NewHex(wh[0], wh[1], flat)
			grids = append(grids, h)
		}
	}
	for _, rings := range []int{1, 2, 3, 9, 30} {
		p, _ := topology.NewPolar(rings)
		grids = append(grids, p)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, g := range grids {
		nb, ok := arith(g).(nbrs)
		if !ok {
			t.Fatalf("%+v: no arithmetic neighbourhood", g.Spec())
		}
		checkNbrs(t, g, nb, rng)
	}
}

func checkNbrs(t *testing.T, g topology.Grid, nb nbrs, rng *rand.Rand) {
	t.Helper()
	r := newFastRand(rng)
	var out [maxSlots]int32
	set := bitset.New(g.NumCells())
	for c := range g.NumCells() {
		if rng.IntN(2) == 0 {
			set.Add(c)
		}
	}
	if m := nb.middle(); m < 0 || m >= g.NumCells() {
		t.Errorf("%+v: middle %d out of range", g.Spec(), m)
	}
	for c := range g.NumCells() {
		want := g.Neighbors(c, nil)
		var eout [maxSlots]int32
		if ev := nb.edges(c, &eout); ev != nb.cells(c, &out) {
			t.Fatalf("%+v cell %d: edges and cells disagree on the slots", g.Spec(), c)
		}
		v := nb.cells(c, &out)
		if bits.OnesCount64(v) != len(want) {
			t.Fatalf("%+v cell %d: %d slots, want %d neighbours", g.Spec(), c, bits.OnesCount64(v), len(want))
		}
		isNb := map[int]int{}
		for i, w := range want {
			k := nthBit(v, i)
			d, e := nb.step(c, k)
			if int(out[k]) != w.Cell || d != w.Cell || e != w.Edge || int(eout[k]) != w.Edge {
				t.Fatalf("%+v cell %d slot %d: cell %d/%d edge %d, want %v", g.Spec(), c, k, out[k], d, e, w)
			}
			isNb[w.Cell] = w.Edge
		}
		for range min(len(want), 1) * 8 { // a walk needs somewhere to go
			d, k := nb.walk(c, &r)
			if _, ok := isNb[d]; !ok || int(out[k]) != d {
				t.Fatalf("%+v cell %d: walk went to %d (slot %d), not a neighbour", g.Spec(), c, d, k)
			}
		}
		for _, flip := range []uint64{0, 1} {
			if set.Bit(c)^flip == 1 {
				continue // pick's contract: c itself never qualifies
			}
			qualifies := 0
			for _, w := range want {
				qualifies += int(set.Bit(w.Cell) ^ flip)
			}
			d, e, ok := nb.pick(c, &set, flip, &r)
			if ok != (qualifies > 0) {
				t.Fatalf("%+v cell %d flip %d: pick ok=%v with %d qualifying", g.Spec(), c, flip, ok, qualifies)
			}
			if ok && (isNb[d] != e || set.Bit(d)^flip != 1) {
				t.Fatalf("%+v cell %d flip %d: picked %d edge %d", g.Spec(), c, flip, d, e)
			}
		}
	}
}
