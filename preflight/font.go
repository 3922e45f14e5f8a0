// Fonts and matrices: what measuring text and lines needs.

package preflight

import (
	"math"

	"github.com/mazekit/mazekit/internal/pdfread"
)

// pdfMatrix is an affine matrix [a b c d e f] as PDF writes it.
type pdfMatrix [6]float64

var identity = pdfMatrix{1, 0, 0, 1, 0, 0}

// mul returns m × n (m applied first).
func (m pdfMatrix) mul(n pdfMatrix) pdfMatrix {
	return pdfMatrix{
		m[0]*n[0] + m[1]*n[2], m[0]*n[1] + m[1]*n[3],
		m[2]*n[0] + m[3]*n[2], m[2]*n[1] + m[3]*n[3],
		m[4]*n[0] + m[5]*n[2] + n[4], m[4]*n[1] + m[5]*n[3] + n[5],
	}
}

func (m pdfMatrix) apply(x, y float64) (float64, float64) {
	return m[0]*x + m[2]*y + m[4], m[1]*x + m[3]*y + m[5]
}

// scale is the matrix's linear scale: the square root of its determinant.
func (m pdfMatrix) scale() float64 { return math.Sqrt(math.Abs(m[0]*m[3] - m[1]*m[2])) }

// minScale is the least a unit length can shrink to under m (its smaller
// singular value): a line drawn with width w is at least w×minScale wide
// in every direction, however the matrix stretches one axis.
func (m pdfMatrix) minScale() float64 {
	a, b, c, d := m[0], m[1], m[2], m[3]
	p := (a*a + b*b + c*c + d*d) / 2
	q := math.Abs(a*d - b*c)
	return math.Sqrt(math.Max(0, p-math.Sqrt(math.Max(0, p*p-q*q))))
}

// pdfFont is what measuring text needs of a font.
type pdfFont struct {
	twoByte bool
	widths  map[int]float64 // glyph widths in 1/1000 em by code
	dflt    float64         // width of codes not listed
}

func (ft *pdfFont) width(code int) float64 {
	if w, ok := ft.widths[code]; ok {
		return w
	}
	return ft.dflt
}

// font reads a font dictionary's widths: /Widths of simple fonts, /W of
// the descendant of a Type0 font (two-byte codes).
func readFont(f *pdfread.File, d pdfread.Dict) *pdfFont {
	ft := &pdfFont{widths: map[int]float64{}, dflt: 500}
	if d == nil {
		return ft
	}
	if d["Subtype"] == pdfread.Name("Type0") {
		ft.twoByte = true
		ft.dflt = 1000
		desc := f.Array(d["DescendantFonts"])
		if len(desc) == 0 {
			return ft
		}
		cid := f.Dict(desc[0])
		if dw, ok := f.Number(cid["DW"]); ok {
			ft.dflt = dw
		}
		w := f.Array(cid["W"])
		for i := 0; i+1 < len(w) && len(ft.widths) < 1<<17; {
			c1, ok := f.Number(w[i])
			if !ok {
				break
			}
			if arr := f.Array(w[i+1]); arr != nil {
				for k, v := range arr {
					if n, ok := f.Number(v); ok {
						ft.widths[int(c1)+k] = n
					}
				}
				i += 2
				continue
			}
			if i+2 >= len(w) {
				break
			}
			c2, ok1 := f.Number(w[i+1])
			n, ok2 := f.Number(w[i+2])
			if !ok1 || !ok2 || c2-c1 > 1<<16 {
				break
			}
			for c := int(c1); c <= int(c2); c++ {
				ft.widths[c] = n
			}
			i += 3
		}
		return ft
	}
	first, _ := f.Number(d["FirstChar"])
	for k, v := range f.Array(d["Widths"]) {
		if n, ok := f.Number(v); ok {
			ft.widths[int(first)+k] = n
		}
	}
	if fd := f.Dict(d["FontDescriptor"]); fd != nil {
		if mw, ok := f.Number(fd["MissingWidth"]); ok {
			ft.dflt = mw
		}
	}
	return ft
}
