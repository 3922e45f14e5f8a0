// Automaton mazes fit to print as puzzles: checks, and sub-seeds until one passes.

package pattern

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
)

// MaxEmpty is the side of the largest square of open cells a puzzle board
// may have. Boards seeded all over settle with open squares of side 3 at
// most; a bigger one is an area the seed never filled.
const MaxEmpty = 3

// Problems returns why board l, analysed as a, is not a puzzle: no doors on
// the outer edge, doors less than half the board's shorter side apart, a
// solution shorter than the board is wide, or an open area (a square of
// more than MaxEmpty cells a side) left unfilled. It
// returns nil for a fit board.
func (l *Life) Problems(a *Analysis) []string {
	var p []string
	onEdge := func(c int) bool {
		x, y := c%l.W, c/l.W
		return c >= 0 && (x == 0 || y == 0 || x == l.W-1 || y == l.H-1)
	}
	if !a.Solvable || !onEdge(a.Entrance) || !onEdge(a.Exit) {
		p = append(p, "no two doors on the outer edge are joined")
	} else {
		if len(a.Solution) < l.W {
			p = append(p, fmt.Sprintf("solution of %d cells, shorter than the board is wide (%d)", len(a.Solution), l.W))
		}
		dx, dy := float64(a.Entrance%l.W-a.Exit%l.W), float64(a.Entrance/l.W-a.Exit/l.W)
		if apart := float64(min(l.W, l.H)) / 2; dx*dx+dy*dy < apart*apart {
			p = append(p, fmt.Sprintf("doors %.0f cells apart, less than half the shorter side", math.Sqrt(dx*dx+dy*dy)))
		}
	}
	if a.LargestEmpty > MaxEmpty {
		p = append(p, fmt.Sprintf("an open area of %dx%d cells left unfilled", a.LargestEmpty, a.LargestEmpty))
	}
	return p
}

// PuzzleOptions tunes NewPuzzle. The zero value (or nil) gives the
// defaults.
type PuzzleOptions struct {
	Density  float64 // share of live cells in the seed; 0 means 0.3
	Area     float64 // share of each side of the centred seed area; 0 means 0.3
	Limit    int     // generations at most, per run; 0 means 2000
	Attempts int     // sub-seeds to try; 0 means 32
}

// NewPuzzle grows a w×h board under rule that is fit to print as a maze
// puzzle. It seeds a centred area and lets the pattern grow from it (long
// corridors come from growth), then fills what growth left open: every open
// square of more than MaxEmpty cells a side is seeded afresh and the board
// run again, up to four times. CutDoors then opens the doors on the outer
// edge into the largest open region. A board that Problems turns down is
// dropped and the next sub-seed tried: attempt k draws everything from
// rngFor(k), k = 0, 1, 2, ... The analysis records the attempt that passed
// and why each one before it was turned down. NewPuzzle fails when no
// attempt passes.
//
// Over 20 seeds of 36×44 boards about 9 in 10 Mazectric (B3/S1234) boards
// pass at the first attempt, and about 3 in 10 Maze (B3/S12345) boards,
// whose rule leaves shorter corridors.
func NewPuzzle(w, h int, rule Rule, opts *PuzzleOptions, rngFor func(k int) *rand.Rand) (*Life, *Analysis, error) {
	o := PuzzleOptions{Density: 0.3, Area: 0.3, Limit: 2000, Attempts: 32}
	if opts != nil {
		if opts.Density > 0 {
			o.Density = opts.Density
		}
		if opts.Area > 0 {
			o.Area = opts.Area
		}
		if opts.Limit > 0 {
			o.Limit = opts.Limit
		}
		if opts.Attempts > 0 {
			o.Attempts = opts.Attempts
		}
	}
	var rejected []string
	for k := range o.Attempts {
		l, err := NewLife(w, h)
		if err != nil {
			return nil, nil, err
		}
		aw, ah := max(1, int(float64(w)*o.Area+0.5)), max(1, int(float64(h)*o.Area+0.5))
		a := l.Grow(rule, o.Density, aw, ah, o.Limit, rngFor(k))
		if p := l.Problems(a); len(p) > 0 {
			rejected = append(rejected, fmt.Sprintf("sub-seed %d: %s", k, strings.Join(p, "; ")))
			continue
		}
		a.Attempt, a.Rejected = k, rejected
		return l, a, nil
	}
	return nil, nil, fmt.Errorf("pattern: none of %d sub-seeds gave a %dx%d %s board fit to print (%s); try a smaller board",
		o.Attempts, w, h, rule, tally(rejected))
}

// tally sums up why boards were turned down, one count per kind of
// problem in the order Problems reports them, so that a failure reads as
// one short line however many sub-seeds were tried.
func tally(rejected []string) string {
	kinds := []struct{ prefix, say string }{
		{"no two doors", "no two doors joined"},
		{"solution of", "a solution shorter than the board is wide"},
		{"doors ", "doors less than half the shorter side apart"},
		{"an open area", "an open area left unfilled"},
	}
	counts := make([]int, len(kinds))
	for _, r := range rejected {
		_, problems, _ := strings.Cut(r, ": ")
		for _, p := range strings.Split(problems, "; ") {
			for i, k := range kinds {
				if strings.HasPrefix(p, k.prefix) {
					counts[i]++
					break
				}
			}
		}
	}
	var parts []string
	for i, k := range kinds {
		if counts[i] > 0 {
			parts = append(parts, fmt.Sprintf("%d with %s", counts[i], k.say))
		}
	}
	return strings.Join(parts, ", ")
}

// Grow makes board l a maze from a centred seed area of aw×ah cells at the
// given density: it runs rule (at most limit generations), then seeds
// afresh every open square of more than MaxEmpty cells a side and runs
// again, up to four times, so that no area is left unfilled; last it cuts
// the doors (CutDoors). It returns the analysis, with the generations run
// in all. Problems says whether the result is a fit puzzle.
func (l *Life) Grow(rule Rule, density float64, aw, ah, limit int, rng *rand.Rand) *Analysis {
	l.SeedRect(density, aw, ah, rng)
	gens, settled := l.Run(rule, limit)
	for range 4 {
		if l.fillEmpty(density, rng) == 0 {
			break
		}
		g, s := l.Run(rule, limit)
		gens, settled = gens+g, s
	}
	a := l.CutDoors()
	a.Generations, a.Settled = gens, settled
	return a
}

// fillEmpty seeds, at the given density, every open square of more than
// MaxEmpty cells a side, and returns the number of cells it covered.
func (l *Life) fillEmpty(density float64, rng *rand.Rand) int {
	side := make([]int, l.W*l.H) // side of the largest open square ending at each cell
	mark := make([]bool, l.W*l.H)
	for y := 0; y < l.H; y++ {
		for x := 0; x < l.W; x++ {
			i := y*l.W + x
			if l.Live[i] {
				continue
			}
			v := 1
			if x > 0 && y > 0 {
				v = 1 + min(side[i-1], side[i-l.W], side[i-l.W-1])
			}
			side[i] = v
			if v > MaxEmpty {
				for yy := y - v + 1; yy <= y; yy++ {
					for xx := x - v + 1; xx <= x; xx++ {
						mark[yy*l.W+xx] = true
					}
				}
			}
		}
	}
	n := 0
	for i, m := range mark {
		if m {
			l.Live[i] = rng.Float64() < density
			n++
		}
	}
	return n
}
