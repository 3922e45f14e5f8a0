// Resources a page's content uses: forms, images, patterns, graphics
// states and colour spaces.

package preflight

import (
	"math"
	"strconv"

	"github.com/mazekit/mazekit/internal/pdfread"
)

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
		// The image counts where it inks (a scanned page by its print,
		// not its rectangle), or as its rectangle when it cannot be read.
		box, inks, known := imageInk(r.f, d, raw)
		if !known {
			box = [4]float64{0, 0, 1, 1}
		}
		if inks {
			for _, p := range [][2]float64{{box[0], box[1]}, {box[2], box[1]}, {box[0], box[3]}, {box[2], box[3]}} {
				x, y := gs.ctm.apply(p[0], p[1])
				r.add(x, y)
			}
		}
		r.image("image object "+strconv.Itoa(ref.Num), d, res, gs)
	case pdfread.Name("Form"):
		if a := r.f.Array(d["Matrix"]); len(a) == 6 {
			var m pdfMatrix
			for i := range m {
				m[i], _ = r.f.Number(a[i])
			}
			gs.ctm = m.mul(gs.ctm)
		}
		if g := r.f.Dict(d["Group"]); g != nil && g["S"] == pdfread.Name("Transparency") {
			r.ink.transparent("form " + strconv.Itoa(ref.Num) + " is a transparency group")
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

// image records an image drawn into the unit square of gs's matrix: its
// effective resolution, colour space and soft mask.
func (r *inkReader) image(name string, d pdfread.Dict, res pdfread.Dict, gs gstate) {
	w, _ := r.f.Number(firstOf(d, "Width", "W"))
	h, _ := r.f.Number(firstOf(d, "Height", "H"))
	if w < 1 || h < 1 {
		return
	}
	// The unit square's sides on the page, in inches.
	sx := math.Hypot(gs.ctm[0], gs.ctm[1]) / Inch
	sy := math.Hypot(gs.ctm[2], gs.ctm[3]) / Inch
	if sx <= 0 || sy <= 0 {
		return
	}
	r.ink.images = append(r.ink.images, imageUse{name: name, w: int(w), h: int(h), ppi: math.Min(w/sx, h/sy)})
	mask, _ := r.f.Resolve(firstOf(d, "ImageMask", "IM")).(bool)
	if !mask {
		r.ink.color(r.colorSpaceClass(res, firstOf(d, "ColorSpace", "CS"), 0), name)
	}
	if sm := d["SMask"]; sm != nil && r.f.Resolve(sm) != pdfread.Name("None") {
		r.ink.transparent(name + " has a soft mask")
	}
}

func firstOf(d pdfread.Dict, keys ...string) any {
	for _, k := range keys {
		if v, ok := d[k]; ok {
			return v
		}
	}
	return nil
}

// inlineImage reads BI … ID … EI: its size and colour space.
func (r *inkReader) inlineImage(l *pdfread.Lexer, res pdfread.Dict, gs gstate) {
	d := pdfread.Dict{}
	for {
		k, err := l.Next()
		if err != nil || k == pdfread.Op("ID") {
			break
		}
		v, err := l.Next()
		if err != nil {
			break
		}
		if name, ok := k.(pdfread.Name); ok {
			d[string(name)] = v
		}
	}
	l.SkipInlineData()
	for _, p := range [][2]float64{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
		x, y := gs.ctm.apply(p[0], p[1])
		r.add(x, y)
	}
	// Abbreviated colour space names of inline images.
	if cs, ok := d["CS"].(pdfread.Name); ok {
		switch cs {
		case "G":
			d["CS"] = pdfread.Name("DeviceGray")
		case "RGB":
			d["CS"] = pdfread.Name("DeviceRGB")
		case "CMYK":
			d["CS"] = pdfread.Name("DeviceCMYK")
		}
	}
	r.image("an inline image", d, res, gs)
}

// extGState applies a named graphics state: its line width and font, and
// notes transparency.
func (r *inkReader) extGState(res pdfread.Dict, name string, gs *gstate) {
	d := r.f.Dict(r.f.Dict(res["ExtGState"])[name])
	if d == nil {
		return
	}
	if w, ok := r.f.Number(d["LW"]); ok {
		gs.lineWidth = w
	}
	for _, k := range []string{"CA", "ca"} {
		if a, ok := r.f.Number(d[k]); ok && a < 1 {
			r.ink.transparent("graphics state /" + name + " sets /" + k + " " + strconv.FormatFloat(a, 'g', 3, 64))
		}
	}
	if sm, ok := d["SMask"]; ok && sm != nil && r.f.Resolve(sm) != pdfread.Name("None") {
		r.ink.transparent("graphics state /" + name + " sets a soft mask")
	}
	bm := r.f.Resolve(d["BM"])
	if a, ok := bm.(pdfread.Array); ok && len(a) > 0 {
		bm = r.f.Resolve(a[0])
	}
	if n, ok := bm.(pdfread.Name); ok && n != "Normal" && n != "Compatible" {
		r.ink.transparent("graphics state /" + name + " blends with /" + string(n))
	}
}

// pattern reads a tiling pattern's cell once a page, for its lines and
// colours, through the pattern's matrix; a shading pattern's colour space.
func (r *inkReader) pattern(res pdfread.Dict, name string, depth int) {
	v := r.f.Dict(res["Pattern"])[name]
	ref, ok := v.(pdfread.Ref)
	if !ok || r.patterns[ref.Num] {
		return
	}
	r.patterns[ref.Num] = true
	val, raw, _ := r.f.Object(ref.Num)
	d, _ := val.(pdfread.Dict)
	if d == nil {
		return
	}
	m := identity
	if a := r.f.Array(d["Matrix"]); len(a) == 6 {
		for i := range m {
			m[i], _ = r.f.Number(a[i])
		}
	}
	if pt, _ := r.f.Number(d["PatternType"]); pt == 2 {
		sh := r.f.Dict(d["Shading"])
		r.ink.color(r.colorSpaceClass(res, sh["ColorSpace"], 0), "shading pattern "+strconv.Itoa(ref.Num))
		return
	}
	sub := r.f.Dict(d["Resources"])
	if sub == nil {
		sub = res
	}
	if data := r.f.Decode(d, raw); data != nil {
		save := r.noBounds
		r.noBounds = true
		r.run(data, sub, gstate{ctm: m, lineWidth: 1, hscale: 1}, depth+1)
		r.noBounds = save
	}
}

// colorSpaceClass names what PDF/X cares about in a colour space: "" for
// device gray and CMYK, separations and patterns; "rgb" for device RGB;
// "cal" for calibrated and ICC-based colour; "lab" for Lab.
func (r *inkReader) colorSpaceClass(res pdfread.Dict, v any, depth int) string {
	if depth > 4 {
		return ""
	}
	v = r.f.Resolve(v)
	if n, ok := v.(pdfread.Name); ok {
		switch n {
		case "DeviceGray", "DeviceCMYK", "Pattern", "G", "CMYK":
			return ""
		case "DeviceRGB", "RGB":
			return "rgb"
		}
		if cs := r.f.Dict(res["ColorSpace"]); cs != nil && cs[string(n)] != nil {
			return r.colorSpaceClass(res, cs[string(n)], depth+1)
		}
		return ""
	}
	a, ok := v.(pdfread.Array)
	if !ok || len(a) == 0 {
		return ""
	}
	switch r.f.Resolve(a[0]) {
	case pdfread.Name("ICCBased"), pdfread.Name("CalRGB"), pdfread.Name("CalGray"):
		return "cal"
	case pdfread.Name("Lab"):
		return "lab"
	case pdfread.Name("Indexed"), pdfread.Name("I"):
		if len(a) > 1 {
			return r.colorSpaceClass(res, a[1], depth+1)
		}
	case pdfread.Name("Separation"):
		if len(a) > 2 {
			return r.colorSpaceClass(res, a[2], depth+1)
		}
	case pdfread.Name("DeviceN"):
		if len(a) > 2 {
			return r.colorSpaceClass(res, a[2], depth+1)
		}
	case pdfread.Name("Pattern"):
		if len(a) > 1 {
			return r.colorSpaceClass(res, a[1], depth+1)
		}
	}
	return ""
}
