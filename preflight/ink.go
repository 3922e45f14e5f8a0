// Reading a page's content: what it draws, where, how thin and how small.

package preflight

import (
	"io"
	"math"
	"strconv"

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

// pageInk is what a page's content draws.
type pageInk struct {
	bounds       [4]float64 // x0 y0 x1 y1 in default user space
	drawn        bool
	thinnestLine float64 // effective stroke width, points; 0 if none
	smallestText float64 // effective text size, points; 0 if none
	inlineImage  bool
}

func (k *pageInk) add(x, y float64) {
	if !k.drawn {
		k.bounds = [4]float64{x, y, x, y}
		k.drawn = true
		return
	}
	k.bounds[0], k.bounds[1] = math.Min(k.bounds[0], x), math.Min(k.bounds[1], y)
	k.bounds[2], k.bounds[3] = math.Max(k.bounds[2], x), math.Max(k.bounds[3], y)
}

// gstate is the graphics state the reading keeps.
type gstate struct {
	ctm                    pdfMatrix
	lineWidth              float64
	fillWhite, strokeWhite bool
	font                   *pdfFont
	fontSize               float64
	charSpace, wordSpace   float64
	hscale, leading, rise  float64
	render                 int
}

// inkReader interprets content streams.
type inkReader struct {
	f     *pdfread.File
	ops   *int // content operators read from the file so far
	ink   pageInk
	fonts map[string]*pdfFont // by font dictionary identity within a page
}

// readInk interprets a page's content and returns what it draws.
func readInk(f *pdfread.File, content []byte, res pdfread.Dict, ops *int) pageInk {
	r := &inkReader{f: f, ops: ops, fonts: map[string]*pdfFont{}}
	r.run(content, res, gstate{ctm: identity, lineWidth: 1, hscale: 1}, 0)
	return r.ink
}

func isWhite(nums []float64, cmyk bool) bool {
	if cmyk {
		for _, v := range nums {
			if v > 0.001 {
				return false
			}
		}
		return len(nums) == 4
	}
	for _, v := range nums {
		if v < 0.999 {
			return false
		}
	}
	return len(nums) > 0
}

// run interprets one content stream with resources res from state gs.
func (r *inkReader) run(content []byte, res pdfread.Dict, gs gstate, depth int) {
	if depth > 8 {
		return
	}
	l := pdfread.NewLexer(content)
	var stack []any
	var saved []gstate
	var path []float64 // x, y pairs in device space
	var cx, cy float64 // current point, user space
	tm, tlm := identity, identity
	nums := func(n int) ([]float64, bool) {
		if len(stack) < n {
			return nil, false
		}
		out := make([]float64, n)
		for i := range out {
			v, ok := stack[len(stack)-n+i].(float64)
			if !ok {
				return nil, false
			}
			out[i] = v
		}
		return out, true
	}
	point := func(x, y float64) {
		dx, dy := gs.ctm.apply(x, y)
		path = append(path, dx, dy)
	}
	paint := func(stroke, fill bool) {
		visible := (stroke && !gs.strokeWhite) || (fill && !gs.fillWhite)
		if visible {
			for i := 0; i+1 < len(path); i += 2 {
				r.ink.add(path[i], path[i+1])
			}
		}
		if stroke && visible && len(path) > 0 {
			w := gs.lineWidth * gs.ctm.scale()
			if r.ink.thinnestLine == 0 || w < r.ink.thinnestLine {
				r.ink.thinnestLine = w
			}
		}
		path = path[:0]
	}
	show := func(s pdfread.String) {
		if gs.font == nil {
			gs.font = &pdfFont{widths: map[int]float64{}, dflt: 500}
		}
		trm := pdfMatrix{gs.fontSize * gs.hscale, 0, 0, gs.fontSize, 0, gs.rise}.mul(tm).mul(gs.ctm)
		size := trm.scale() / math.Sqrt(math.Max(gs.hscale, 1e-9))
		visible := gs.render != 3 && gs.render != 7 && len(s) > 0 && !gs.fillWhite
		if visible && size > 0 {
			if r.ink.smallestText == 0 || size < r.ink.smallestText {
				r.ink.smallestText = size
			}
		}
		step := 1
		if gs.font.twoByte {
			step = 2
		}
		for i := 0; i+step <= len(s); i += step {
			code := int(s[i])
			if step == 2 {
				code = code<<8 | int(s[i+1])
			}
			adv := gs.font.width(code) / 1000 * gs.fontSize
			adv += gs.charSpace
			if step == 1 && code == 32 {
				adv += gs.wordSpace
			}
			adv *= gs.hscale
			if visible {
				m := pdfMatrix{1, 0, 0, 1, 0, gs.rise}.mul(tm).mul(gs.ctm)
				for _, p := range [][2]float64{{0, 0}, {adv, 0}, {0, gs.fontSize * 0.7}, {adv, gs.fontSize * 0.7}} {
					x, y := m.apply(p[0], p[1])
					r.ink.add(x, y)
				}
			}
			tm = pdfMatrix{1, 0, 0, 1, adv, 0}.mul(tm)
		}
	}
	nextLine := func() {
		tlm = pdfMatrix{1, 0, 0, 1, 0, -gs.leading}.mul(tlm)
		tm = tlm
	}
	for {
		*r.ops++
		if *r.ops > pdfread.MaxOps {
			return
		}
		v, err := l.Next()
		if err == io.EOF {
			return
		}
		op, isOp := v.(pdfread.Op)
		if !isOp {
			if len(stack) < 64 {
				stack = append(stack, v)
			}
			continue
		}
		switch op {
		case "q":
			if len(saved) < 1000 {
				saved = append(saved, gs)
			}
		case "Q":
			if n := len(saved); n > 0 {
				gs = saved[n-1]
				saved = saved[:n-1]
			}
		case "cm":
			if a, ok := nums(6); ok {
				gs.ctm = pdfMatrix{a[0], a[1], a[2], a[3], a[4], a[5]}.mul(gs.ctm)
			}
		case "w":
			if a, ok := nums(1); ok {
				gs.lineWidth = a[0]
			}
		case "g", "rg", "k":
			if a, ok := nums(map[pdfread.Op]int{"g": 1, "rg": 3, "k": 4}[op]); ok {
				gs.fillWhite = isWhite(a, op == "k")
			}
		case "G", "RG", "K":
			if a, ok := nums(map[pdfread.Op]int{"G": 1, "RG": 3, "K": 4}[op]); ok {
				gs.strokeWhite = isWhite(a, op == "K")
			}
		case "sc", "scn", "cs":
			gs.fillWhite = false
			if op != "cs" {
				var a []float64
				for _, s := range stack {
					if n, ok := s.(float64); ok {
						a = append(a, n)
					}
				}
				if len(a) == 1 || len(a) == 3 {
					gs.fillWhite = isWhite(a, false)
				}
			}
		case "SC", "SCN", "CS":
			gs.strokeWhite = false
		case "m":
			if a, ok := nums(2); ok {
				cx, cy = a[0], a[1]
				point(cx, cy)
			}
		case "l":
			if a, ok := nums(2); ok {
				cx, cy = a[0], a[1]
				point(cx, cy)
			}
		case "c", "v", "y":
			n := map[pdfread.Op]int{"c": 6, "v": 4, "y": 4}[op]
			if a, ok := nums(n); ok {
				x0, y0 := cx, cy
				var x1, y1, x2, y2, x3, y3 float64
				switch op {
				case "c":
					x1, y1, x2, y2, x3, y3 = a[0], a[1], a[2], a[3], a[4], a[5]
				case "v":
					x1, y1, x2, y2, x3, y3 = x0, y0, a[0], a[1], a[2], a[3]
				case "y":
					x1, y1, x2, y2, x3, y3 = a[0], a[1], a[2], a[3], a[2], a[3]
				}
				for _, t := range []float64{0.25, 0.5, 0.75, 1} {
					u := 1 - t
					x := u*u*u*x0 + 3*u*u*t*x1 + 3*u*t*t*x2 + t*t*t*x3
					y := u*u*u*y0 + 3*u*u*t*y1 + 3*u*t*t*y2 + t*t*t*y3
					point(x, y)
				}
				cx, cy = x3, y3
			}
		case "re":
			if a, ok := nums(4); ok {
				point(a[0], a[1])
				point(a[0]+a[2], a[1])
				point(a[0], a[1]+a[3])
				point(a[0]+a[2], a[1]+a[3])
				cx, cy = a[0], a[1]
			}
		case "S", "s":
			paint(true, false)
		case "f", "F", "f*":
			paint(false, true)
		case "B", "B*", "b", "b*":
			paint(true, true)
		case "n":
			path = path[:0]
		case "BT":
			tm, tlm = identity, identity
		case "Tf":
			if len(stack) >= 2 {
				if size, ok := stack[len(stack)-1].(float64); ok {
					gs.fontSize = size
				}
				if name, ok := stack[len(stack)-2].(pdfread.Name); ok {
					gs.font = r.font(res, string(name))
				}
			}
		case "Tc":
			if a, ok := nums(1); ok {
				gs.charSpace = a[0]
			}
		case "Tw":
			if a, ok := nums(1); ok {
				gs.wordSpace = a[0]
			}
		case "Tz":
			if a, ok := nums(1); ok {
				gs.hscale = a[0] / 100
			}
		case "TL":
			if a, ok := nums(1); ok {
				gs.leading = a[0]
			}
		case "Ts":
			if a, ok := nums(1); ok {
				gs.rise = a[0]
			}
		case "Tr":
			if a, ok := nums(1); ok {
				gs.render = int(a[0])
			}
		case "Td", "TD":
			if a, ok := nums(2); ok {
				if op == "TD" {
					gs.leading = -a[1]
				}
				tlm = pdfMatrix{1, 0, 0, 1, a[0], a[1]}.mul(tlm)
				tm = tlm
			}
		case "Tm":
			if a, ok := nums(6); ok {
				tlm = pdfMatrix{a[0], a[1], a[2], a[3], a[4], a[5]}
				tm = tlm
			}
		case "T*":
			nextLine()
		case "Tj", "'", "\"":
			if op == "\"" {
				if a, ok := nums(3); ok || len(stack) >= 3 {
					if ok {
						gs.wordSpace, gs.charSpace = a[0], a[1]
					}
				}
			}
			if op != "Tj" {
				nextLine()
			}
			if len(stack) > 0 {
				if s, ok := stack[len(stack)-1].(pdfread.String); ok {
					show(s)
				}
			}
		case "TJ":
			if len(stack) > 0 {
				if a, ok := stack[len(stack)-1].(pdfread.Array); ok {
					for _, e := range a {
						switch e := e.(type) {
						case pdfread.String:
							show(e)
						case float64:
							tm = pdfMatrix{1, 0, 0, 1, -e / 1000 * gs.fontSize * gs.hscale, 0}.mul(tm)
						}
					}
				}
			}
		case "Do":
			if len(stack) > 0 {
				if name, ok := stack[len(stack)-1].(pdfread.Name); ok {
					r.xobject(res, string(name), gs, depth)
				}
			}
		case "BI":
			r.ink.inlineImage = true
			l.SkipInlineImage()
			for _, p := range [][2]float64{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
				x, y := gs.ctm.apply(p[0], p[1])
				r.ink.add(x, y)
			}
		}
		stack = stack[:0]
	}
}

// font finds a font of the page's resources by name.
func (r *inkReader) font(res pdfread.Dict, name string) *pdfFont {
	fd := r.f.Dict(res["Font"])
	v := fd[name]
	key := name
	if ref, ok := v.(pdfread.Ref); ok {
		key = "R" + strconv.Itoa(ref.Num)
	}
	if ft, ok := r.fonts[key]; ok {
		return ft
	}
	ft := readFont(r.f, r.f.Dict(v))
	r.fonts[key] = ft
	return ft
}

// xobject draws a form (its content, through its matrix) or an image (the
// unit square).
func (r *inkReader) xobject(res pdfread.Dict, name string, gs gstate, depth int) {
	v := r.f.Dict(res["XObject"])[name]
	ref, ok := v.(pdfread.Ref)
	if !ok {
		return
	}
	val, raw, _ := r.f.Object(ref.Num)
	d, _ := val.(pdfread.Dict)
	if d == nil {
		return
	}
	switch d["Subtype"] {
	case pdfread.Name("Image"):
		for _, p := range [][2]float64{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
			x, y := gs.ctm.apply(p[0], p[1])
			r.ink.add(x, y)
		}
	case pdfread.Name("Form"):
		if a := r.f.Array(d["Matrix"]); len(a) == 6 {
			var m pdfMatrix
			for i := range m {
				m[i], _ = r.f.Number(a[i])
			}
			gs.ctm = m.mul(gs.ctm)
		}
		sub := r.f.Dict(d["Resources"])
		if sub == nil {
			sub = res
		}
		if data := r.f.Decode(d, raw); data != nil {
			r.run(data, sub, gs, depth+1)
		}
	}
}
