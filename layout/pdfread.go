// A small PDF reader for Check: objects (also inside object streams),
// the page tree with inherited attributes, and content streams. It reads
// what any writer makes (qpdf, cairo, gofpdf) without trusting the
// cross-reference table, and it never panics or loops on a damaged file:
// every loop advances, nesting is capped and decompression is bounded.

package layout

import (
	"bytes"
	"compress/zlib"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
)

// PDF values: nil, bool, float64, pdfName, pdfString, pdfArray, pdfDict,
// pdfRef, and pdfOp for the operators of content streams.
type (
	pdfName   string
	pdfString string
	pdfArray  []any
	pdfDict   map[string]any
	pdfRef    struct{ num, gen int }
	pdfOp     string
)

// Limits that keep a damaged or hostile file from costing much.
const (
	pdfMaxDepth   = 64         // nesting of arrays and dictionaries
	pdfMaxStream  = 64 << 20   // bytes of one decoded stream
	pdfMaxDecoded = 256 << 20  // bytes decoded from one file in all
	pdfMaxOps     = 50_000_000 // content operators read from one file in all
	pdfMaxPages   = 100000
	pdfMaxObjStm  = 1000000 // objects in one object stream
)

var errPDFDepth = errors.New("objects nested too deeply")

// pdfLexer reads PDF tokens and values from b.
type pdfLexer struct {
	b   []byte
	pos int
}

func isPDFSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0
}

func isPDFDelim(c byte) bool {
	switch c {
	case '(', ')', '<', '>', '[', ']', '{', '}', '/', '%':
		return true
	}
	return false
}

func (l *pdfLexer) skipSpace() {
	for l.pos < len(l.b) {
		c := l.b[l.pos]
		if isPDFSpace(c) {
			l.pos++
			continue
		}
		if c == '%' {
			for l.pos < len(l.b) && l.b[l.pos] != '\n' && l.b[l.pos] != '\r' {
				l.pos++
			}
			continue
		}
		return
	}
}

// word reads a run of regular characters.
func (l *pdfLexer) word() string {
	start := l.pos
	for l.pos < len(l.b) && !isPDFSpace(l.b[l.pos]) && !isPDFDelim(l.b[l.pos]) {
		l.pos++
	}
	return string(l.b[start:l.pos])
}

// value reads one value; at the end of input it returns io.EOF. Closing
// brackets and unknown bytes are skipped, so a call always advances.
func (l *pdfLexer) value(depth int) (any, error) {
	if depth > pdfMaxDepth {
		return nil, errPDFDepth
	}
	l.skipSpace()
	if l.pos >= len(l.b) {
		return nil, io.EOF
	}
	c := l.b[l.pos]
	switch {
	case c == '/':
		l.pos++
		return pdfName(unescapeName(l.word())), nil
	case c == '(':
		return l.literal(), nil
	case c == '<' && l.pos+1 < len(l.b) && l.b[l.pos+1] == '<':
		l.pos += 2
		d := pdfDict{}
		for {
			l.skipSpace()
			if l.pos >= len(l.b) {
				return d, nil
			}
			if l.b[l.pos] == '>' {
				l.pos += min(2, len(l.b)-l.pos)
				return d, nil
			}
			k, err := l.value(depth + 1)
			if err != nil {
				return d, err
			}
			name, ok := k.(pdfName)
			if !ok {
				continue // not a key: skip it
			}
			v, err := l.value(depth + 1)
			if err != nil {
				return d, err
			}
			if op, isOp := v.(pdfOp); isOp && op == "null" {
				v = nil
			}
			d[string(name)] = v
		}
	case c == '<':
		return l.hex(), nil
	case c == '[':
		l.pos++
		var a pdfArray
		for {
			l.skipSpace()
			if l.pos >= len(l.b) {
				return a, nil
			}
			if l.b[l.pos] == ']' {
				l.pos++
				return a, nil
			}
			v, err := l.value(depth + 1)
			if err != nil {
				return a, err
			}
			a = append(a, v)
		}
	case c == ']' || c == '>' || c == ')' || c == '{' || c == '}':
		l.pos++
		return pdfOp(string(c)), nil
	}
	w := l.word()
	if w == "" {
		l.pos++
		return pdfOp(string(c)), nil
	}
	if n, err := strconv.ParseFloat(w, 64); err == nil {
		// An integer may start a reference: N G R.
		if isUint(w) {
			save := l.pos
			l.skipSpace()
			g := l.word()
			if isUint(g) {
				l.skipSpace()
				if l.pos < len(l.b) && l.b[l.pos] == 'R' && (l.pos+1 == len(l.b) || isPDFSpace(l.b[l.pos+1]) || isPDFDelim(l.b[l.pos+1])) {
					l.pos++
					num, _ := strconv.Atoi(w)
					gen, _ := strconv.Atoi(g)
					return pdfRef{num, gen}, nil
				}
			}
			l.pos = save
		}
		return n, nil
	}
	switch w {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return pdfOp(w), nil
}

func isUint(s string) bool {
	if s == "" || len(s) > 9 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func unescapeName(s string) string {
	if !bytes.Contains([]byte(s), []byte("#")) {
		return s
	}
	var b []byte
	for i := 0; i < len(s); i++ {
		if s[i] == '#' && i+2 < len(s) {
			if v, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
				b = append(b, byte(v))
				i += 2
				continue
			}
		}
		b = append(b, s[i])
	}
	return string(b)
}

// literal reads a (string) with nested parentheses and escapes.
func (l *pdfLexer) literal() pdfString {
	l.pos++ // (
	var out []byte
	depth := 1
	for l.pos < len(l.b) {
		c := l.b[l.pos]
		l.pos++
		switch c {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return pdfString(out)
			}
		case '\\':
			if l.pos >= len(l.b) {
				return pdfString(out)
			}
			e := l.b[l.pos]
			l.pos++
			switch e {
			case 'n':
				c = '\n'
			case 'r':
				c = '\r'
			case 't':
				c = '\t'
			case 'b':
				c = '\b'
			case 'f':
				c = '\f'
			case '\r':
				if l.pos < len(l.b) && l.b[l.pos] == '\n' {
					l.pos++
				}
				continue
			case '\n':
				continue
			default:
				if e >= '0' && e <= '7' {
					v := int(e - '0')
					for k := 0; k < 2 && l.pos < len(l.b) && l.b[l.pos] >= '0' && l.b[l.pos] <= '7'; k++ {
						v = v*8 + int(l.b[l.pos]-'0')
						l.pos++
					}
					c = byte(v)
				} else {
					c = e
				}
			}
		}
		out = append(out, c)
	}
	return pdfString(out)
}

// hex reads a <hex string>.
func (l *pdfLexer) hex() pdfString {
	l.pos++ // <
	var out []byte
	var hi int = -1
	for l.pos < len(l.b) {
		c := l.b[l.pos]
		l.pos++
		if c == '>' {
			break
		}
		var v int
		switch {
		case c >= '0' && c <= '9':
			v = int(c - '0')
		case c >= 'a' && c <= 'f':
			v = int(c-'a') + 10
		case c >= 'A' && c <= 'F':
			v = int(c-'A') + 10
		default:
			continue
		}
		if hi < 0 {
			hi = v
		} else {
			out = append(out, byte(hi<<4|v))
			hi = -1
		}
	}
	if hi >= 0 {
		out = append(out, byte(hi<<4))
	}
	return pdfString(out)
}

// pdfObject is an indirect object: its value and, for a stream, the raw
// (still encoded) data.
type pdfObject struct {
	value  any
	stream []byte
	isStm  bool
}

// pdfFile is a parsed PDF.
type pdfFile struct {
	objs    map[int]*pdfObject
	nums    []int // object numbers, sorted
	decoded int   // bytes decoded so far
	ops     int   // content operators read so far
	// err is the first decompression that passed a size limit: the file
	// is refused with it, and nothing more is inflated.
	err error
}

var pdfObjRe = regexp.MustCompile(`(\d{1,9})\s+(\d{1,5})\s+obj\b`)

// readPDF finds every object of data: those written directly (a later
// definition of a number replaces an earlier one, as incremental updates
// do) and those packed in object streams.
func readPDF(data []byte) *pdfFile {
	f := &pdfFile{objs: map[int]*pdfObject{}}
	end := 0
	matches := pdfObjRe.FindAllSubmatchIndex(data, -1)
	for k, m := range matches {
		if m[0] < end {
			continue // inside the previous object's stream
		}
		num, _ := strconv.Atoi(string(data[m[2]:m[3]]))
		// An object's value ends before the next object starts: a value
		// left open stops there, so reading stays linear in the file.
		limit := len(data)
		if k+1 < len(matches) {
			limit = matches[k+1][0]
		}
		l := &pdfLexer{b: data[:limit], pos: m[1]}
		v, _ := l.value(0)
		l.b = data
		o := &pdfObject{value: v}
		l.skipSpace()
		if bytes.HasPrefix(data[l.pos:], []byte("stream")) {
			start := l.pos + len("stream")
			if start < len(data) && data[start] == '\r' {
				start++
			}
			if start < len(data) && data[start] == '\n' {
				start++
			}
			stop := -1
			if d, ok := v.(pdfDict); ok {
				if n, ok := d["Length"].(float64); ok && n >= 0 && start+int(n) <= len(data) {
					rest := (&pdfLexer{b: data, pos: start + int(n)})
					rest.skipSpace()
					if bytes.HasPrefix(data[rest.pos:], []byte("endstream")) {
						stop = start + int(n)
					}
				}
			}
			if stop < 0 {
				i := bytes.Index(data[start:], []byte("endstream"))
				if i < 0 {
					i = len(data) - start
				}
				stop = start + i
				for stop > start && (data[stop-1] == '\n' || data[stop-1] == '\r') {
					stop--
				}
			}
			o.stream, o.isStm = data[start:stop], true
			end = stop
		} else {
			end = l.pos
		}
		f.objs[num] = o
	}
	// Objects in object streams, unless written directly.
	var stms []int
	for n, o := range f.objs {
		if d, ok := o.value.(pdfDict); ok && o.isStm && d["Type"] == pdfName("ObjStm") {
			stms = append(stms, n)
		}
	}
	slices.Sort(stms)
	inStm := map[int]*pdfObject{}
	for _, n := range stms {
		o := f.objs[n]
		d := o.value.(pdfDict)
		data := f.decode(d, o.stream)
		count, _ := d["N"].(float64)
		first, _ := d["First"].(float64)
		if data == nil || count < 1 || count > pdfMaxObjStm || first < 0 || int(first) > len(data) {
			continue
		}
		l := &pdfLexer{b: data[:int(first)]}
		type entry struct{ num, at int }
		var entries []entry
		for i := 0; i < int(count); i++ {
			a, err1 := l.value(0)
			b, err2 := l.value(0)
			on, ok1 := a.(float64)
			off, ok2 := b.(float64)
			if err1 != nil || err2 != nil || !ok1 || !ok2 {
				break
			}
			at := int(first) + int(off)
			if off < 0 || at >= len(data) {
				continue
			}
			if _, direct := f.objs[int(on)]; direct {
				continue
			}
			if _, seen := inStm[int(on)]; seen {
				continue
			}
			inStm[int(on)] = nil
			entries = append(entries, entry{int(on), at})
		}
		// Each object ends where the next one (by offset) starts.
		offs := make([]int, len(entries))
		for i, e := range entries {
			offs[i] = e.at
		}
		slices.Sort(offs)
		for _, e := range entries {
			limit := len(data)
			if i, _ := slices.BinarySearch(offs, e.at+1); i < len(offs) {
				limit = offs[i]
			}
			v, _ := (&pdfLexer{b: data[:limit], pos: e.at}).value(0)
			inStm[e.num] = &pdfObject{value: v}
		}
	}
	for n, o := range inStm {
		if o != nil {
			f.objs[n] = o
		}
	}
	for n := range f.objs {
		f.nums = append(f.nums, n)
	}
	slices.Sort(f.nums)
	return f
}

// resolve follows references.
func (f *pdfFile) resolve(v any) any {
	for i := 0; i < 16; i++ {
		r, ok := v.(pdfRef)
		if !ok {
			return v
		}
		o := f.objs[r.num]
		if o == nil {
			return nil
		}
		v = o.value
	}
	return nil
}

func (f *pdfFile) dict(v any) pdfDict {
	d, _ := f.resolve(v).(pdfDict)
	return d
}

func (f *pdfFile) array(v any) pdfArray {
	a, _ := f.resolve(v).(pdfArray)
	return a
}

func (f *pdfFile) number(v any) (float64, bool) {
	n, ok := f.resolve(v).(float64)
	return n, ok
}

// streamOf returns the decoded data of the stream v refers to, or nil.
func (f *pdfFile) streamOf(v any) []byte {
	r, ok := v.(pdfRef)
	if !ok {
		return nil
	}
	o := f.objs[r.num]
	if o == nil || !o.isStm {
		return nil
	}
	d, _ := o.value.(pdfDict)
	return f.decode(d, o.stream)
}

// decode undoes a stream's filters (Flate, with no predictor, or none); it
// returns nil for filters it does not know and for data that would pass
// the size limits, and then sets f.err: inflating stops at the limit, so
// a small stream that would inflate to gigabytes costs at most the limit
// in memory and time.
func (f *pdfFile) decode(d pdfDict, raw []byte) []byte {
	if f.err != nil {
		return nil
	}
	var filters []any
	switch v := f.resolve(d["Filter"]).(type) {
	case pdfName:
		filters = []any{v}
	case pdfArray:
		filters = v
	}
	data := raw
	for _, fl := range filters {
		switch f.resolve(fl) {
		case pdfName("FlateDecode"), pdfName("Fl"):
			zr, err := zlib.NewReader(bytes.NewReader(data))
			if err != nil {
				return nil
			}
			room := min(pdfMaxStream, pdfMaxDecoded-f.decoded)
			out, over, err := inflate(zr, room)
			if over {
				if room == pdfMaxStream {
					f.err = fmt.Errorf("a compressed stream inflates to more than %d MB, the most one stream may hold", pdfMaxStream>>20)
				} else {
					f.err = fmt.Errorf("compressed streams inflate to more than %d MB in all, the most one file may hold", pdfMaxDecoded>>20)
				}
				return nil
			}
			if err != nil && len(out) == 0 {
				return nil
			}
			f.decoded += len(out)
			data = out
		default:
			return nil
		}
		if p := f.dict(d["DecodeParms"]); p != nil {
			if pr, _ := f.number(p["Predictor"]); pr > 1 {
				return nil
			}
		}
	}
	return data
}

// inflate reads r to its end, in chunks joined once at the end: it
// allocates about twice what it returns. A stream longer than max bytes
// is reported by over after reading max+1 bytes, whatever it would
// inflate to.
func inflate(r io.Reader, max int) (data []byte, over bool, err error) {
	var chunks [][]byte
	n := 0
	for n <= max && err == nil {
		c := make([]byte, min(1<<20, max+1-n))
		var k int
		k, err = io.ReadFull(r, c)
		chunks = append(chunks, c[:k])
		n += k
	}
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		err = nil
	}
	if n > max {
		return nil, true, err
	}
	return bytes.Join(chunks, nil), false, err
}

// pdfPage is a page with its inherited attributes resolved.
type pdfPage struct {
	dict      pdfDict
	media     [4]float64
	hasMedia  bool
	resources pdfDict
}

// pages walks the page tree from the catalog; a file without a usable tree
// gives its page objects in object number order.
func (f *pdfFile) pages() []pdfPage {
	var out []pdfPage
	seen := map[int]bool{}
	var walk func(v any, media any, res any, depth int)
	walk = func(v any, media any, res any, depth int) {
		if depth > pdfMaxDepth || len(out) >= pdfMaxPages {
			return
		}
		if r, ok := v.(pdfRef); ok {
			if seen[r.num] {
				return
			}
			seen[r.num] = true
		}
		d := f.dict(v)
		if d == nil {
			return
		}
		if m, ok := d["MediaBox"]; ok {
			media = m
		}
		if r, ok := d["Resources"]; ok {
			res = r
		}
		if kids, ok := d["Kids"]; ok && d["Type"] != pdfName("Page") {
			for _, k := range f.array(kids) {
				walk(k, media, res, depth+1)
			}
			return
		}
		p := pdfPage{dict: d, resources: f.dict(res)}
		p.media, p.hasMedia = f.box(media)
		out = append(out, p)
	}
	for _, n := range f.nums {
		d, _ := f.objs[n].value.(pdfDict)
		if d != nil && d["Type"] == pdfName("Catalog") && d["Pages"] != nil {
			walk(d["Pages"], nil, nil, 0)
			if len(out) > 0 {
				return out
			}
		}
	}
	// No catalog: the page objects as they come.
	var treeMedia any
	for _, n := range f.nums {
		d, _ := f.objs[n].value.(pdfDict)
		if d != nil && d["Type"] == pdfName("Pages") && d["MediaBox"] != nil {
			treeMedia = d["MediaBox"]
		}
	}
	for _, n := range f.nums {
		d, _ := f.objs[n].value.(pdfDict)
		if d == nil || d["Type"] != pdfName("Page") || len(out) >= pdfMaxPages {
			continue
		}
		media := d["MediaBox"]
		if media == nil {
			media = treeMedia
		}
		p := pdfPage{dict: d, resources: f.dict(d["Resources"])}
		p.media, p.hasMedia = f.box(media)
		out = append(out, p)
	}
	return out
}

// box reads a rectangle, normalised so that x0 < x1 and y0 < y1.
func (f *pdfFile) box(v any) ([4]float64, bool) {
	a := f.array(v)
	if len(a) != 4 {
		return [4]float64{}, false
	}
	var b [4]float64
	for i := range b {
		n, ok := f.number(a[i])
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

// content returns the page's content streams, decoded and joined, and
// whether all of them could be decoded.
func (f *pdfFile) content(p pdfPage) ([]byte, bool) {
	c := p.dict["Contents"]
	var refs []any
	switch v := f.resolve(c).(type) {
	case pdfArray:
		refs = v
	case nil:
		return nil, true
	default:
		refs = []any{c}
	}
	var parts [][]byte
	ok := true
	for _, r := range refs {
		data := f.streamOf(r)
		if f.err != nil {
			return nil, false
		}
		if data == nil {
			if o, isRef := r.(pdfRef); isRef && f.objs[o.num] != nil && len(f.objs[o.num].stream) > 0 {
				ok = false
			}
			continue
		}
		parts = append(parts, data)
	}
	return bytes.Join(parts, []byte{'\n'}), ok
}
