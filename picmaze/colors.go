package picmaze

import (
	"image/color"
	"math"
	"math/rand/v2"
	"slices"
)

// Crayon is one colour a colour picture maze is shaded in.
type Crayon struct {
	Name  string // English name, as the key prints it
	Color color.RGBA
}

// Crayons are the colours of colour pictures, the colours of a child's
// box of crayons.
var crayons = []Crayon{
	{"black", color.RGBA{40, 40, 40, 255}},
	{"red", color.RGBA{220, 40, 40, 255}},
	{"orange", color.RGBA{245, 140, 30, 255}},
	{"yellow", color.RGBA{250, 215, 40, 255}},
	{"green", color.RGBA{50, 160, 60, 255}},
	{"blue", color.RGBA{40, 110, 210, 255}},
	{"purple", color.RGBA{140, 70, 180, 255}},
	{"pink", color.RGBA{245, 130, 180, 255}},
	{"brown", color.RGBA{130, 80, 40, 255}},
	{"grey", color.RGBA{150, 150, 150, 255}},
}

// Crayons lists the crayon colours colour picture mazes use, in key order (a new slice each call).
func Crayons() []Crayon { return slices.Clone(crayons) }

// crayon returns the crayon with the given name; unknown names are black.
func crayon(name string) color.RGBA {
	for _, c := range crayons {
		if c.Name == name {
			return c.Color
		}
	}
	return crayons[0].Color
}

// CrayonName returns the name of the crayon of colour c, or "" for a
// colour that is not a crayon's.
func CrayonName(c color.RGBA) string {
	for _, k := range crayons {
		if k.Color == c {
			return k.Name
		}
	}
	return ""
}

// KeyLetter is the letter that stands for tone i (1 and up) in a colour
// picture maze's cells and key: A for the first colour.
func KeyLetter(i int) string { return string(rune('A' + i - 1)) }

// Keys returns, for a colour picture maze, the tone whose key letter each
// cell carries (1 to len(Colors)): a cell of the way carries its own
// colour's (a light cell of the way, the colour of the dark cell before
// it on the way). The cells off the way carry patches of letters grown
// from random seeds, each seed the letter of a cell of the way drawn at
// random, as many seeds as make neighbouring cells off the way share a
// letter as often as neighbouring cells of the way do: blocks of one
// letter do not tell the picture from the rest, and small colours are
// not given away by being rare.
func (r *Result) Keys(rng *rand.Rand) []uint8 {
	t := r.Target
	keys := make([]uint8, len(t.Tone))
	last := firstTone(t, r.Way)
	for _, c := range r.Way {
		if t.Tone[c] != 0 {
			last = t.Tone[c]
		}
		keys[c] = last
	}
	on := make([]bool, len(keys))
	for _, c := range r.Way {
		on[c] = true
	}
	want, _ := sameLetterRates(keys, on, t.W, t.H)
	// The number of seeds is found by bisection: more seeds, smaller
	// patches, fewer neighbours alike.
	fill := func(seeds int, rng *rand.Rand) []uint8 {
		out := slices.Clone(keys)
		r.patches(out, on, seeds, rng)
		return out
	}
	var off int
	for _, o := range on {
		if !o {
			off++
		}
	}
	if off == 0 {
		return keys
	}
	lo, hi := min(len(t.Colors), off), off
	best, bestGap := keys, 2.0
	for lo <= hi {
		mid := (lo + hi) / 2
		k := fill(mid, rand.New(rand.NewPCG(rng.Uint64(), uint64(mid))))
		_, got := sameLetterRates(k, on, t.W, t.H)
		if gap := math.Abs(got - want); gap < bestGap {
			best, bestGap = k, gap
		}
		if got > want {
			lo = mid + 1
		} else {
			hi = mid - 1
		}
	}
	return best
}

// patches gives the cells off the way (on false) letters: seeds cells
// drawn at random take the letter of a random cell of the way (the first
// ones each letter of the key in turn), and the
// letters spread to neighbours off the way in random order; a part off
// the way that no seed reaches gets a seed of its own.
func (r *Result) patches(keys []uint8, on []bool, seeds int, rng *rand.Rand) {
	w, h := r.Target.W, r.Target.H
	done := slices.Clone(on)
	var front []int
	nseed := 0
	seed := func(c int) {
		keys[c] = keys[r.Way[rng.IntN(len(r.Way))]]
		if nseed < len(r.Target.Colors) { // every letter appears
			keys[c] = uint8(nseed + 1)
		}
		nseed++
		done[c] = true
		front = append(front, c)
	}
	var offCells []int
	for c, o := range on {
		if !o {
			offCells = append(offCells, c)
		}
	}
	for range seeds {
		if c := offCells[rng.IntN(len(offCells))]; !done[c] {
			seed(c)
		}
	}
	for next := 0; ; {
		for len(front) > 0 {
			i := rng.IntN(len(front))
			c := front[i]
			front[i] = front[len(front)-1]
			front = front[:len(front)-1]
			for _, d := range neighbours(c, w, h) {
				if d >= 0 && !done[d] {
					keys[d] = keys[c]
					done[d] = true
					front = append(front, d)
				}
			}
		}
		for next < len(offCells) && done[offCells[next]] {
			next++
		}
		if next == len(offCells) {
			return
		}
		seed(offCells[next])
	}
}

// sameLetterRates returns the share of pairs of neighbouring cells that
// carry the same letter among pairs both on the way (on true) and among
// pairs both off it.
func sameLetterRates(keys []uint8, on []bool, w, h int) (onWay, offWay float64) {
	var same, all [2]int
	for c := range keys {
		for _, d := range [2]int{c + 1, c + w} {
			if (d == c+1 && (c+1)%w == 0) || d >= w*h || on[c] != on[d] {
				continue
			}
			k := 0
			if on[c] {
				k = 1
			}
			all[k]++
			if keys[c] == keys[d] {
				same[k]++
			}
		}
	}
	rate := func(k int) float64 {
		if all[k] == 0 {
			return 0
		}
		return float64(same[k]) / float64(all[k])
	}
	return rate(1), rate(0)
}

func firstTone(t *Target, way []int) uint8 {
	for _, c := range way {
		if t.Tone[c] != 0 {
			return t.Tone[c]
		}
	}
	return 1
}
