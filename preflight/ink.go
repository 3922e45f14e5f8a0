// Reading a page's content: what it draws, where, how thin and how small.

package preflight

import (
	"io"
	"math"
	"strconv"

	"github.com/mazekit/mazekit/internal/pdfread"
)

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
	f        *pdfread.File
	ops      *int // content operators read from the file so far
	ink      pageInk
	fonts    map[string]*pdfFont // by font dictionary identity within a page
	patterns map[int]bool        // tiling patterns already read on this page
	// noBounds is set while reading a pattern's cell: its lines count, but
	// the ink it leaves is the area it fills, already counted.
	noBounds bool
}

// readInk interprets a page's content and returns what it draws.
func readInk(f *pdfread.File, content []byte, res pdfread.Dict, ops *int) pageInk {
	r := &inkReader{f: f, ops: ops, fonts: map[string]*pdfFont{}, patterns: map[int]bool{}}
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

func (r *inkReader) add(x, y float64) {
	if !r.noBounds {
		r.ink.add(x, y)
	}
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
	// rules are the thicknesses of the path's rectangles that are rules
	// (four times longer than thick), while the path has nothing else:
	// a rule filled as a thin rectangle prints as a line of its thickness.
	var rules []float64
	onlyRects := true
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
				r.add(path[i], path[i+1])
			}
		}
		if stroke && len(path) > 0 {
			r.ink.line(gs.lineWidth * gs.ctm.minScale())
		}
		if fill && !stroke && onlyRects && !r.noBounds {
			for _, w := range rules {
				r.ink.line(w)
			}
		}
		path, rules, onlyRects = path[:0], rules[:0], true
	}
	show := func(s pdfread.String) {
		if gs.font == nil {
			gs.font = &pdfFont{widths: map[int]float64{}, dflt: 500}
		}
		trm := pdfMatrix{gs.fontSize * gs.hscale, 0, 0, gs.fontSize, 0, gs.rise}.mul(tm).mul(gs.ctm)
		size := trm.scale() / math.Sqrt(math.Max(gs.hscale, 1e-9))
		shown := gs.render != 3 && gs.render != 7 && len(s) > 0
		if shown && size > 0 && (!r.ink.text || size < r.ink.smallestText) {
			r.ink.smallestText = size
			r.ink.text = true
		}
		if shown && (gs.render == 1 || gs.render == 2 || gs.render == 5 || gs.render == 6) {
			r.ink.line(gs.lineWidth * gs.ctm.minScale()) // outlined text
		}
		visible := shown && !gs.fillWhite
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
					r.add(x, y)
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
		case "gs":
			if len(stack) > 0 {
				if name, ok := stack[len(stack)-1].(pdfread.Name); ok {
					r.extGState(res, string(name), &gs)
				}
			}
		case "g", "k":
			if a, ok := nums(map[pdfread.Op]int{"g": 1, "k": 4}[op]); ok {
				gs.fillWhite = isWhite(a, op == "k")
			}
		case "rg":
			if a, ok := nums(3); ok {
				gs.fillWhite = isWhite(a, false)
			}
			r.ink.color("rgb", "an rg operator")
		case "G", "K":
			if a, ok := nums(map[pdfread.Op]int{"G": 1, "K": 4}[op]); ok {
				gs.strokeWhite = isWhite(a, op == "K")
			}
		case "RG":
			if a, ok := nums(3); ok {
				gs.strokeWhite = isWhite(a, false)
			}
			r.ink.color("rgb", "an RG operator")
		case "cs", "CS":
			if len(stack) > 0 {
				r.ink.color(r.colorSpaceClass(res, stack[len(stack)-1], 0), "a colour space set by "+string(op))
			}
			if op == "cs" {
				gs.fillWhite = false
			} else {
				gs.strokeWhite = false
			}
		case "sc", "scn", "SC", "SCN":
			var a []float64
			for _, s := range stack {
				if n, ok := s.(float64); ok {
					a = append(a, n)
				}
			}
			white := (len(a) == 1 || len(a) == 3) && isWhite(a, false)
			if op == "sc" || op == "scn" {
				gs.fillWhite = white
			} else {
				gs.strokeWhite = white
			}
			if len(stack) > 0 {
				if name, ok := stack[len(stack)-1].(pdfread.Name); ok {
					r.pattern(res, string(name), depth)
				}
			}
		case "sh":
			if len(stack) > 0 {
				if name, ok := stack[len(stack)-1].(pdfread.Name); ok {
					sh := r.f.Dict(r.f.Dict(res["Shading"])[string(name)])
					r.ink.color(r.colorSpaceClass(res, sh["ColorSpace"], 0), "a shading")
				}
			}
		case "m":
			onlyRects = false
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
				// The sides' lengths on the page.
				w := math.Hypot(a[2]*gs.ctm[0], a[2]*gs.ctm[1])
				h := math.Hypot(a[3]*gs.ctm[2], a[3]*gs.ctm[3])
				if thin, long := math.Min(w, h), math.Max(w, h); thin > 0 && long >= 4*thin && len(rules) < 64 {
					rules = append(rules, thin)
				}
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
			path, rules, onlyRects = path[:0], rules[:0], true
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
				if a, ok := nums(3); ok {
					gs.wordSpace, gs.charSpace = a[0], a[1]
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
			r.inlineImage(l, res, gs)
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
