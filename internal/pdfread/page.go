// The page tree: pages with their inherited attributes, boxes and content streams.

package pdfread

import "bytes"

// Page is a page with its inherited attributes resolved.
type Page struct {
	Dict     Dict       // the page object
	Media    [4]float64 // MediaBox, own or inherited, normalised
	HasMedia bool       // whether the page or an ancestor has a MediaBox
	// MediaValue is the MediaBox as written (own or inherited), nil if
	// none: with HasMedia false, a box that is not one.
	MediaValue any
	Resources  Dict // own or inherited
}

// Pages walks the page tree from the catalog; a file without a usable tree
// gives its page objects in object number order.
func (f *File) Pages() []Page {
	var out []Page
	seen := map[int]bool{}
	var walk func(v any, media any, res any, depth int)
	walk = func(v any, media any, res any, depth int) {
		if depth > maxDepth || len(out) >= maxPages {
			return
		}
		if r, ok := v.(Ref); ok {
			if seen[r.Num] {
				return
			}
			seen[r.Num] = true
		}
		d := f.Dict(v)
		if d == nil {
			return
		}
		if m, ok := d["MediaBox"]; ok {
			media = m
		}
		if r, ok := d["Resources"]; ok {
			res = r
		}
		if kids, ok := d["Kids"]; ok && d["Type"] != Name("Page") {
			for _, k := range f.Array(kids) {
				walk(k, media, res, depth+1)
			}
			return
		}
		p := Page{Dict: d, Resources: f.Dict(res), MediaValue: media}
		p.Media, p.HasMedia = f.Box(media)
		out = append(out, p)
	}
	for _, n := range f.nums {
		d, _ := f.objs[n].value.(Dict)
		if d != nil && d["Type"] == Name("Catalog") && d["Pages"] != nil {
			walk(d["Pages"], nil, nil, 0)
			if len(out) > 0 {
				return out
			}
		}
	}
	// No catalog: the page objects as they come.
	var treeMedia any
	for _, n := range f.nums {
		d, _ := f.objs[n].value.(Dict)
		if d != nil && d["Type"] == Name("Pages") && d["MediaBox"] != nil {
			treeMedia = d["MediaBox"]
		}
	}
	for _, n := range f.nums {
		d, _ := f.objs[n].value.(Dict)
		if d == nil || d["Type"] != Name("Page") || len(out) >= maxPages {
			continue
		}
		media := d["MediaBox"]
		if media == nil {
			media = treeMedia
		}
		p := Page{Dict: d, Resources: f.Dict(d["Resources"]), MediaValue: media}
		p.Media, p.HasMedia = f.Box(media)
		out = append(out, p)
	}
	return out
}

// MaxBoxUnits is the largest coordinate of a page box PDF allows (ISO
// 32000-1, C.2: a page at most 14,400 units, 200 in, on a side).
const MaxBoxUnits = 14400

// DeclaredPages returns the page count the root of the page tree
// declares (its /Count), and whether it declares one.
func (f *File) DeclaredPages() (int, bool) {
	for _, n := range f.nums {
		d, _ := f.objs[n].value.(Dict)
		if d != nil && d["Type"] == Name("Catalog") && d["Pages"] != nil {
			c, ok := f.Number(f.Dict(d["Pages"])["Count"])
			return int(c), ok && c == float64(int(c))
		}
	}
	return 0, false
}

// Box reads a rectangle, normalised so that x0 < x1 and y0 < y1.
func (f *File) Box(v any) ([4]float64, bool) {
	a := f.Array(v)
	if len(a) != 4 {
		return [4]float64{}, false
	}
	var b [4]float64
	for i := range b {
		n, ok := f.Number(a[i])
		if !ok {
			return [4]float64{}, false
		}
		b[i] = n
	}
	if b[0] > b[2] {
		b[0], b[2] = b[2], b[0]
	}
	if b[1] > b[3] {
		b[1], b[3] = b[3], b[1]
	}
	return b, true
}

// Content returns the page's content streams, decoded and joined, and
// whether all of them could be decoded.
func (f *File) Content(p Page) ([]byte, bool) {
	c := p.Dict["Contents"]
	var refs []any
	switch v := f.Resolve(c).(type) {
	case Array:
		refs = v
	case nil:
		return nil, true
	default:
		refs = []any{c}
	}
	var parts [][]byte
	ok := true
	for _, r := range refs {
		data := f.Stream(r)
		if f.err != nil {
			return nil, false
		}
		if data == nil {
			if o, isRef := r.(Ref); isRef && f.objs[o.Num] != nil && len(f.objs[o.Num].stream) > 0 {
				ok = false
			}
			continue
		}
		parts = append(parts, data)
	}
	return bytes.Join(parts, []byte{'\n'}), ok
}
