package picmaze

import (
	"image/color"
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
// it on the way); every other cell, half the time the letter of a cell
// of the way drawn at random, else any letter, so that the letters off
// the way are spread much as they are on it (a region of one letter does
// not stand out), and small colours are not given away by being rare.
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
	for c := range keys {
		switch {
		case on[c]:
		case rng.IntN(2) == 0:
			keys[c] = keys[r.Way[rng.IntN(len(r.Way))]]
		default:
			keys[c] = uint8(1 + rng.IntN(len(t.Colors)))
		}
	}
	return keys
}

func firstTone(t *Target, way []int) uint8 {
	for _, c := range way {
		if t.Tone[c] != 0 {
			return t.Tone[c]
		}
	}
	return 1
}
