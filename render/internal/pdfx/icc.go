// Colour conversion through an ICC output profile: sRGB to Lab (D50), then
// the profile's relative colorimetric Lab-to-CMYK table.

package pdfx

import (
	"encoding/binary"
	"errors"
	"math"
)

// lut is an ICC lut16Type ('mft2') table: input curves, a colour lookup
// table on a grid, output curves.
type lut struct {
	in, out, grid int
	inT, outT     [][]uint16
	clut          []uint16
}

// readLut reads the lut16 table of the tag sig from an ICC profile.
func readLut(icc []byte, sig string) (*lut, error) {
	if len(icc) < 132 {
		return nil, errors.New("icc: short profile")
	}
	n := int(binary.BigEndian.Uint32(icc[128:]))
	for i := 0; i < n && 144+12*i <= len(icc); i++ {
		e := icc[132+12*i:]
		if string(e[:4]) != sig {
			continue
		}
		off, size := int(binary.BigEndian.Uint32(e[4:])), int(binary.BigEndian.Uint32(e[8:]))
		if off < 0 || size < 52 || off+size > len(icc) || string(icc[off:off+4]) != "mft2" {
			return nil, errors.New("icc: " + sig + " is not a lut16 table")
		}
		t := icc[off : off+size]
		l := &lut{in: int(t[8]), out: int(t[9]), grid: int(t[10])}
		nIn, nOut := int(binary.BigEndian.Uint16(t[48:])), int(binary.BigEndian.Uint16(t[50:]))
		cells := 1
		for range l.in {
			cells *= l.grid
		}
		need := 52 + 2*(l.in*nIn+cells*l.out+l.out*nOut)
		if l.in < 1 || l.out < 1 || l.grid < 2 || nIn < 2 || nOut < 2 || need > len(t) {
			return nil, errors.New("icc: " + sig + " is damaged")
		}
		p := 52
		read := func(k int) []uint16 {
			v := make([]uint16, k)
			for j := range v {
				v[j] = binary.BigEndian.Uint16(t[p+2*j:])
			}
			p += 2 * k
			return v
		}
		for range l.in {
			l.inT = append(l.inT, read(nIn))
		}
		l.clut = read(cells * l.out)
		for range l.out {
			l.outT = append(l.outT, read(nOut))
		}
		return l, nil
	}
	return nil, errors.New("icc: no " + sig + " table")
}

// curve looks v (0 to 1) up in a table of samples, linearly.
func curve(t []uint16, v float64) float64 {
	x := math.Min(math.Max(v, 0), 1) * float64(len(t)-1)
	i := min(int(x), len(t)-2)
	f := x - float64(i)
	return (float64(t[i])*(1-f) + float64(t[i+1])*f) / 65535
}

// eval runs a three-input table on x (each 0 to 1) with trilinear
// interpolation in the grid.
func (l *lut) eval(x [3]float64) []float64 {
	var pos [3]float64
	var idx [3]int
	for c := range 3 {
		pos[c] = curve(l.inT[c], x[c]) * float64(l.grid-1)
		idx[c] = min(int(pos[c]), l.grid-2)
		pos[c] -= float64(idx[c])
	}
	out := make([]float64, l.out)
	for corner := range 8 {
		w := 1.0
		cell := 0
		for c := range 3 {
			bit := corner >> (2 - c) & 1
			if bit == 1 {
				w = float64(w * pos[c])
			} else {
				w = float64(w * (1 - pos[c]))
			}
			cell = cell*l.grid + idx[c] + bit
		}
		for o := range l.out {
			out[o] += float64(w * float64(l.clut[cell*l.out+o]) / 65535)
		}
	}
	for o := range out {
		out[o] = curve(l.outT[o], out[o])
	}
	return out
}

// srgbToLab returns the CIE L*a*b* (D50) of an sRGB colour (components 0
// to 1), through the ICC's D50-adapted sRGB matrix.
func srgbToLab(r, g, b float64) (L, A, B float64) {
	lin := func(v float64) float64 {
		if v <= 0.04045 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	r, g, b = lin(r), lin(g), lin(b)
	x := float64(0.4360747*r) + float64(0.3850649*g) + float64(0.1430804*b)
	y := float64(0.2225045*r) + float64(0.7168786*g) + float64(0.0606169*b)
	z := float64(0.0139322*r) + float64(0.0971045*g) + float64(0.7141733*b)
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x/0.9642), f(y), f(z/0.8249)
	return 116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)
}

// profileCMYK converts sRGB colours to CMYK through an output profile's
// relative colorimetric table (B2A1).
type profileCMYK struct{ b2a *lut }

// newProfileCMYK reads the profile's B2A1 table.
func newProfileCMYK(icc []byte) (*profileCMYK, error) {
	l, err := readLut(icc, "B2A1")
	if err != nil {
		return nil, err
	}
	if l.in != 3 || l.out != 4 {
		return nil, errors.New("icc: B2A1 is not Lab to CMYK")
	}
	return &profileCMYK{l}, nil
}

// cmyk returns the CMYK (0 to 1) the profile prints r, g, b (0 to 1) as.
func (p *profileCMYK) cmyk(r, g, b float64) [4]float64 {
	L, A, B := srgbToLab(r, g, b)
	// Version 2 Lab encoding of 16-bit tables: L* 0 to 100 as 0 to
	// 0xFF00, a* and b* -128 to about 128 as 0 to 0xFFFF.
	in := [3]float64{L * 0xFF00 / 100 / 65535, (A + 128) * 256 / 65535, (B + 128) * 256 / 65535}
	o := p.b2a.eval(in)
	return [4]float64{o[0], o[1], o[2], o[3]}
}
