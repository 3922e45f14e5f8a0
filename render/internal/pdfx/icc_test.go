package pdfx

import (
	"math"
	"testing"
)

// TestProfileCMYK converts colours through each condition's profile:
// paper white takes no ink, pure red is magenta and yellow without cyan,
// a sky blue is mostly cyan, and the conditions differ where their
// characterizations do; converting back through the profile's own
// CMYK-to-Lab table gives the Lab the colour started from, within the
// profile's gamut.
func TestProfileCMYK(t *testing.T) {
	for _, c := range []Condition{FOGRA39(), GRACoL2006(), SWOP3()} {
		p, err := newProfileCMYK(c.profile)
		if err != nil {
			t.Fatal(err)
		}
		a2b, err := readLut(c.profile, "A2B1")
		if err != nil {
			t.Fatal(err)
		}
		white := p.cmyk(1, 1, 1)
		if max(white[0], white[1], white[2], white[3]) > 0.02 {
			t.Errorf("%s: white %.3f", c.ID, white)
		}
		red := p.cmyk(1, 0, 0)
		if red[0] > 0.1 || red[1] < 0.7 || red[2] < 0.7 {
			t.Errorf("%s: red %.3f", c.ID, red)
		}
		sky := p.cmyk(0.4, 0.7, 0.95)
		if sky[0] < 0.4 || sky[0] < sky[1] || sky[0] < sky[2] {
			t.Errorf("%s: sky blue %.3f", c.ID, sky)
		}
		// A muted colour well inside the gamut comes back within 3 ΔE.
		L, A, B := srgbToLab(0.6, 0.45, 0.35)
		k := p.cmyk(0.6, 0.45, 0.35)
		back := a2b4(a2b, k)
		if d := math.Sqrt(sq(back[0]-L) + sq(back[1]-A) + sq(back[2]-B)); d > 3 {
			t.Errorf("%s: Lab %.1f %.1f %.1f → CMYK %.3f → Lab %.1f: ΔE %.1f", c.ID, L, A, B, k, back, d)
		}
	}
	f, _ := newProfileCMYK(FOGRA39().profile)
	g, _ := newProfileCMYK(GRACoL2006().profile)
	if f.cmyk(0.9, 0.3, 0.1) == g.cmyk(0.9, 0.3, 0.1) {
		t.Error("FOGRA39 and GRACoL 2006 give the same CMYK")
	}
}

func sq(x float64) float64 { return x * x }

// a2b4 runs a four-input CMYK-to-Lab table, quadrilinearly, and decodes
// its version 2 Lab.
func a2b4(l *lut, k [4]float64) [3]float64 {
	var pos [4]float64
	var idx [4]int
	for c := range 4 {
		pos[c] = curve(l.inT[c], k[c]) * float64(l.grid-1)
		idx[c] = min(int(pos[c]), l.grid-2)
		pos[c] -= float64(idx[c])
	}
	var out [3]float64
	for corner := range 16 {
		w, cell := 1.0, 0
		for c := range 4 {
			bit := corner >> (3 - c) & 1
			if bit == 1 {
				w *= pos[c]
			} else {
				w *= 1 - pos[c]
			}
			cell = cell*l.grid + idx[c] + bit
		}
		for o := range 3 {
			out[o] += w * float64(l.clut[cell*3+o]) / 65535
		}
	}
	for o := range out {
		out[o] = curve(l.outT[o], out[o])
	}
	return [3]float64{out[0] * 65535 / 0xFF00 * 100, out[1]*65535/256 - 128, out[2]*65535/256 - 128}
}
