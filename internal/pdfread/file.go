// Objects: finding every indirect object of a file, object streams included, and following references.

package pdfread

import (
	"bytes"
	"regexp"
	"slices"
	"strconv"
)

// object is an indirect object: its value and, for a stream, the raw
// (still encoded) data.
type object struct {
	value  any
	stream []byte
	isStm  bool
}

// File is a parsed PDF.
type File struct {
	data    []byte
	objs    map[int]*object
	nums    []int // object numbers, sorted
	decoded int   // bytes decoded so far
	// maxStream and maxDecoded are the limits in force: MaxStream and
	// MaxDecoded, or smaller ones for tests that must stay quick.
	maxStream, maxDecoded int
	// err is the first decompression that passed a size limit: the file
	// is refused with it, and nothing more is inflated.
	err error
}

var objRe = regexp.MustCompile(`(\d{1,9})\s+(\d{1,5})\s+obj\b`)

// read finds every object of data: those written directly (a later
// definition of a number replaces an earlier one, as incremental updates
// do) and those packed in object streams.
func read(data []byte, maxStream, maxDecoded int) *File {
	f := &File{objs: map[int]*object{}, data: data, maxStream: maxStream, maxDecoded: maxDecoded}
	end := 0
	matches := objRe.FindAllSubmatchIndex(data, -1)
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
		l := &Lexer{b: data[:limit], pos: m[1]}
		v, _ := l.value(0)
		l.b = data
		o := &object{value: v}
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
			if d, ok := v.(Dict); ok {
				if n, ok := d["Length"].(float64); ok && n >= 0 && start+int(n) <= len(data) {
					rest := (&Lexer{b: data, pos: start + int(n)})
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
		if d, ok := o.value.(Dict); ok && o.isStm && d["Type"] == Name("ObjStm") {
			stms = append(stms, n)
		}
	}
	slices.Sort(stms)
	inStm := map[int]*object{}
	for _, n := range stms {
		o := f.objs[n]
		d := o.value.(Dict)
		data := f.Decode(d, o.stream)
		count, _ := d["N"].(float64)
		first, _ := d["First"].(float64)
		if data == nil || count < 1 || count > maxObjStm || first < 0 || int(first) > len(data) {
			continue
		}
		l := &Lexer{b: data[:int(first)]}
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
			v, _ := (&Lexer{b: data[:limit], pos: e.at}).value(0)
			inStm[e.num] = &object{value: v}
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

// Resolve follows references to the value they name; a missing object or a
// chain longer than 16 gives nil.
func (f *File) Resolve(v any) any {
	for i := 0; i < 16; i++ {
		r, ok := v.(Ref)
		if !ok {
			return v
		}
		o := f.objs[r.Num]
		if o == nil {
			return nil
		}
		v = o.value
	}
	return nil
}

// Dict resolves v and returns it if it is a dictionary, else nil.
func (f *File) Dict(v any) Dict {
	d, _ := f.Resolve(v).(Dict)
	return d
}

// Array resolves v and returns it if it is an array, else nil.
func (f *File) Array(v any) Array {
	a, _ := f.Resolve(v).(Array)
	return a
}

// Number resolves v and returns it if it is a number.
func (f *File) Number(v any) (float64, bool) {
	n, ok := f.Resolve(v).(float64)
	return n, ok
}

// Stream returns the decoded data of the stream v refers to, or nil.
func (f *File) Stream(v any) []byte {
	r, ok := v.(Ref)
	if !ok {
		return nil
	}
	o := f.objs[r.Num]
	if o == nil || !o.isStm {
		return nil
	}
	d, _ := o.value.(Dict)
	return f.Decode(d, o.stream)
}
