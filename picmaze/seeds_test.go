package picmaze

import "testing"

// steps returns the way's steps as unordered pairs of cells.
func steps(way []int) map[[2]int]bool {
	s := map[[2]int]bool{}
	for i := 1; i < len(way); i++ {
		a, b := way[i-1], way[i]
		s[[2]int{min(a, b), max(a, b)}] = true
	}
	return s
}

// minWayChange is the least share of its steps a way changes from one
// seed to another: a fifth today (the aim is a third; the staircases
// along a picture's slanting edges are hard to change).
const minWayChange = 0.2

// TestEverySeedItsOwnWay makes a 30×30 heart from seeds 1 to 5: each pair
// of ways differs in at least minWayChange of their steps, and every way
// draws the heart as well as the limits ask.
func TestEverySeedItsOwnWay(t *testing.T) {
	b, _ := LookupBuiltin("heart")
	var ways [][]int
	for seed := uint64(1); seed <= 5; seed++ {
		r, err := Generate(b, 30, 30, defaultLimits, seed)
		if err != nil {
			t.Fatal(err)
		}
		ways = append(ways, r.Way)
	}
	least := 1.0
	for i := range ways {
		for j := range i {
			si, sj := steps(ways[i]), steps(ways[j])
			diff := 0
			for s := range si {
				if !sj[s] {
					diff++
				}
			}
			share := float64(diff) / float64(len(si))
			least = min(least, share)
			if share < minWayChange {
				t.Errorf("seeds %d and %d: %.0f%% of the steps differ; want at least %.0f%%", j+1, i+1, 100*share, 100*minWayChange)
			}
		}
	}
	t.Logf("least share of steps that differ between two seeds: %.1f%%", 100*least)
}

// TestDoorsApart makes every built-in picture at its own size from two
// seeds (one under -short): the doors are a quarter of the border apart in most of them,
// and exactly those that are not say so.
func TestDoorsApart(t *testing.T) {
	apart, all := 0, 0
	seeds := uint64(2)
	if testing.Short() {
		seeds = 1
	}
	for _, b := range Builtins() {
		for seed := uint64(1); seed <= seeds; seed++ {
			r, err := Generate(b, 0, 0, defaultLimits, seed)
			if err != nil {
				t.Fatal(err)
			}
			all++
			ok := doorsApart(r.Grid, r.Way)
			if ok {
				apart++
			}
			if ok == r.Quality.DoorsClose {
				t.Errorf("%s seed %d: doors apart %v but DoorsClose %v", b.Name, seed, ok, r.Quality.DoorsClose)
			}
		}
	}
	t.Logf("doors a quarter of the border apart in %d of %d mazes", apart, all)
	if apart*10 < all*8 {
		t.Errorf("doors apart in %d of %d mazes; want at least 80%%", apart, all)
	}
}
