package picmaze

import (
	"math/rand/v2"
	"testing"
)

// TestMakeEverySmallPicture makes the maze of a spread of the pictures on
// the smallest grids, 4×4 (every one without -short), 4×5, 5×4 and 5×5:
// none may panic, and each is a maze or an error. The first, three dark
// cells in a zigzag, gave one column of blocks whose south joins were
// taken for east ones, and the loop follower ran off the walk.
func TestMakeEverySmallPicture(t *testing.T) {
	for _, sz := range [][2]int{{4, 4}, {4, 5}, {5, 4}, {5, 5}} {
		w, h := sz[0], sz[1]
		n := w * h
		step := 1
		if n > 16 || testing.Short() {
			step = 1999 // a spread of the 2^n pictures
		}
		for bits := 0x242; bits < 1<<n; bits += step {
			tg, err := NewTarget(w, h)
			if err != nil {
				t.Fatal(err)
			}
			for c := range n {
				if bits>>c&1 == 1 {
					tg.Tone[c] = 1
				}
			}
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("%dx%d picture %s: panic: %v", w, h, pictureText(tg), r)
					}
				}()
				r, err := Make(tg, rand.New(rand.NewPCG(uint64(bits), StreamCarve)))
				if err == nil && len(r.Way) == 0 {
					t.Errorf("%dx%d picture %s: a maze with no way", w, h, pictureText(tg))
				}
			}()
		}
	}
}

func pictureText(t *Target) string {
	s := ""
	for y := range t.H {
		s += "/"
		for x := range t.W {
			if t.Dark(y*t.W + x) {
				s += "#"
			} else {
				s += "."
			}
		}
	}
	return s
}
